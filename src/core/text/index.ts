export { isAscii } from "./ascii.js";
export { headOf } from "./head.js";
export { plural } from "./plural.js";
export { mayBacktrack, regexRisk } from "./regex-risk.js";
export { breaksLine, oneLine, quotedText, shownPath } from "./untrusted.js";
