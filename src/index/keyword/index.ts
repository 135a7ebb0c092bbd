// The keyword index of a scope (BM25 over minisearch's layout, stored in buckets): building it, keeping it current, searching it.
export { type KeywordBuildPart, KeywordIndexBuilder, type RecordedAnalysis } from "./builder.js";
export {
  indexedBody,
  KEYWORD_INDEX_OPTIONS,
  KEYWORD_FIELDS,
  keywordDocument,
  type KeywordDocument,
  rankedSearch,
  toKeywordDocument,
} from "./config.js";
export { readKeywordMeta, saveGeneration } from "./files.js";
export { keepKeywordIndexesLoaded } from "./resident.js";
export { type KeywordHit, keywordIndexStatus, queryTerms, rebuildKeywordIndex, searchScope } from "./search.js";
export { AnalysedWords } from "./words.js";
