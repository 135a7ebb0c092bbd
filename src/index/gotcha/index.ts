// The gotcha index of a scope: its reader (what the hooks read) and its writer (a derived index of the pipeline).
export {
  GOTCHA_INDEX_VERSION,
  gotchaIndexExists,
  indexedGotchas,
  parseMeta,
  rankConcerning,
  type RankedGotcha,
  readAllDetails,
  readJson,
  shardsFor,
} from "./read.js";
