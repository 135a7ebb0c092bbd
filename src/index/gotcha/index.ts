// The gotcha index of a scope: its reader (what the hooks read) and its writer (a derived index of the pipeline).
export {
  GOTCHA_INDEX_VERSION,
  gotchaIndexExists,
  indexedGotchas,
  parseMeta,
  readAllDetails,
  readJson,
  shardsFor,
} from "./files.js";
export { rankConcerning, type RankedGotcha } from "./read.js";
