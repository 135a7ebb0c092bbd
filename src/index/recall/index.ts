export { addFocus, promptTerms, type RankedMemory, rankMemories, withSemanticCandidates } from "./rank.js";
export {
  type BriefData,
  readBrief,
  readRecallMeta,
  RECALL_DIR,
  RECALL_INDEX_VERSION,
  type RecallDetail,
  RecallScope,
} from "./read.js";
