export {
  blendSemantic,
  HYBRID_MODEL,
  judge,
  JUDGED_CANDIDATES,
  RECALL_MODEL,
  type RecallEvidence,
  type RecallModel,
  type SemanticEvidence,
  STARTING_RARITY,
} from "./gate.js";
export { promptIntent, type PromptIntent } from "./intent.js";
export { boundPrompt, compoundTerms, memoryTerms, proseTerms, recallTerms } from "./terms.js";
