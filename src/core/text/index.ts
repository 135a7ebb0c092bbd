// Plain-text helpers: ASCII tests, heads of texts, plurals, regular expression risk, and text from untrusted sources made safe to show.
export { isAscii } from "./ascii.js";
export { headOf } from "./head.js";
export { plural } from "./plural.js";
export { mayBacktrack, regexRisk } from "./regex-risk.js";
export { breaksLine, oneLine, quotedText, shownPath } from "./untrusted.js";
