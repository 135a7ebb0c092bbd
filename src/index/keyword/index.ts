export { type KeywordBuildPart, KeywordIndexBuilder } from "./builder.js";
export {
  indexedBody,
  KEYWORD_INDEX_OPTIONS,
  keywordDocument,
  type KeywordDocument,
  rankedSearch,
  toKeywordDocument,
} from "./config.js";
export { readKeywordMeta, saveGeneration } from "./files.js";
export { keepKeywordIndexesLoaded } from "./resident.js";
export { type KeywordHit, keywordIndexStatus, queryTerms, rebuildKeywordIndex, searchScope } from "./search.js";
export { AnalysedWords } from "./words.js";
