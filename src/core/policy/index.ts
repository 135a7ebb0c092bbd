// Policies: a scope's config as decisions, and decay policies.
export { type DecayCandidate, type DecayPolicy, isStale, parseDecayPolicy } from "./decay.js";
export {
  type ApprovalPolicy,
  CHARS_PER_TOKEN,
  type MemoryConfig,
  type ReadMode,
  wellFormedRead,
  writeDecision,
} from "./scope-policy.js";
