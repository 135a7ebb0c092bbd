// Validation of input: the fields of a request, and JSON Schema violations in words.
export {
  isWellFormedTag,
  parseMemoryType,
  parsePositiveInt,
  parseScope,
  parseScopeOrAll,
  parseTags,
} from "./request-fields.js";
export { violationsAgainst } from "./schema-violations.js";
