// Secret detection and redaction: secret-bearing values never reach the disk. The public face of core/secrets/:
// everything outside this folder imports from here. Pure: no I/O. Each secret found is replaced by a typed
// placeholder `[REDACTED:<kind>]`; everything else in the text stays byte-identical, and redacting a redacted text
// changes nothing. The writers call it through src/store/redact-on-write.ts; docs/secrets.md says what is caught.
//
// Inside: the scan engine (engine.ts) and its second look at secrets written as pieces (pieces.ts), the document
// walker (document.ts), the provider table (provider-tokens.ts, data), word lists (key-words.ts, descriptive-words.ts,
// type-words.ts, prose-words.ts), the rule families one per
// file with their examples beside them (rules/), and the order they run in (rule-table.ts).
//
// The hook's bundles do not load this folder: scripts/build.mjs points their imports of this file at
// src/hook/secrets-on-demand.ts, which loads it from its own bundle (dist/hook-secrets.cjs) on first use.

export { countRedactions, describeRedactions, redactDocument, redactValue, summarizeRedactions } from "./document.js";
export { findSecrets, findSecretsWithoutShortcuts, redactSecrets, scanCounts, viewExpressions } from "./engine.js";
export { keyWords } from "./key-names.js";
export {
  placeholder,
  type Redaction,
  type RedactionResult,
  type SecretFinding,
  type SecretKind,
  type ValueFinding,
} from "./kinds.js";
export { isInertBeyondLatin1, oneByteView, STAND_INS } from "./one-byte-view.js";
export { PASSWORD_NAMING_WORD } from "./password-names.js";
export { SECRET_RULES_REVISION } from "./revision.js";
export { secretRules } from "./rule-table.js";
export { redactStoredDocument } from "./stored.js";
export {
  classChangeRate,
  GENERIC_MIN_CLASS_CHANGES,
  GENERIC_MIN_ENTROPY,
  GENERIC_MIN_LENGTH,
  looksRandom,
  shannonEntropy,
} from "./values.js";
