// Text: search's analysis (tokenizer, term processing, word interning), every list of words an analysis drops,
// and plain-text helpers (ASCII tests, heads of texts, plurals, regular expression risk, untrusted text made safe to show).
export {
  grown,
  processTerm,
  tokenize,
  tokenizeWithOffsets,
  WordTable,
  words,
  wordTokens,
  type ScannedText,
  type Token,
} from "./analysis.js";
export { hasOnlyAsciiWords, isAscii } from "./ascii.js";
export { headOf } from "./head.js";
export { plural } from "./plural.js";
export { withoutTrailing } from "./trailing.js";
export { mayBacktrack, regexRisk } from "./regex-risk.js";
export { breaksLine, oneLine, quotedText, shownPath } from "./untrusted.js";
export {
  IMPORT_FILLER_WORDS,
  PATH_GENERIC_WORDS,
  RECALL_STOP_WORDS,
  SEARCH_STOP_WORDS,
  SLUG_FILLER_WORDS,
} from "./word-lists.js";
