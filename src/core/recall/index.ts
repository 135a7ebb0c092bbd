// Prompt recall: the terms of memories and prompts, the prompt's intent, and the confidence gate.
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
export {
  boundPrompt,
  compoundTerms,
  memoryTerms,
  memoryTermsText,
  proseTerms,
  recallTerms,
} from "./terms.js";
export { forEachTerm, termPairs, termsText, TermsTextBuilder } from "./terms-text.js";
