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
