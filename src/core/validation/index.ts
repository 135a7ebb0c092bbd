export {
  isWellFormedTag,
  parseMemoryType,
  parsePositiveInt,
  parseScope,
  parseScopeOrAll,
  parseTags,
} from "./request-fields.js";
export { violationsAgainst } from "./schema-violations.js";
