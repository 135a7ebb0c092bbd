// Gotchas: matching a tool call (paths, commands) against them, their shards, targets and rendering.
export { commandPatternProblems, compileCommand, type CompiledCommand, matchCommand } from "./command-match.js";
export {
  compareRank,
  compareCodeUnits,
  type CompiledGlob,
  globMatches,
  type GotchaEntry,
  type GotchaTarget,
  isGenericTerm,
  limitGlobMatching,
  patternRelevance,
  rankGotchas,
  type RankKey,
  type ScoredGotcha,
  scoreGotcha,
  targetTerms,
  termRelevance,
  termsOf,
} from "./match.js";
export { gotchaLines, type RenderedGotchas, renderGotchaBlock, SPARE_TRIES } from "./render.js";
export {
  type CommandPosting,
  type GlobPosting,
  GOTCHA_INDEX_DIR,
  GOTCHA_META_FILE,
  gotchaPostings,
  type KeyShard,
  normalizeGlob,
  orderKeyShard,
  orderPostings,
  rankInfo,
  type RankInfo,
  shardOf,
  targetBuckets,
  type TermPosting,
} from "./shards.js";
export { aboutOfCall, targetOfToolCall } from "./target.js";
