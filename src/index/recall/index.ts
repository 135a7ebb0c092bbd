// The recall index of a scope (what the prompt and session-start hooks read): its reader and the ranking of a prompt.
export {
  addFocus,
  judgeBestHub,
  promptTerms,
  type RankedMemory,
  rankMemories,
  withSemanticCandidates,
} from "./rank.js";
export {
  type BriefData,
  readBrief,
  readRecallMeta,
  RECALL_DIR,
  RECALL_INDEX_VERSION,
  type RecallDetail,
  RecallScope,
  type StoredRecallDetail,
} from "./read.js";
