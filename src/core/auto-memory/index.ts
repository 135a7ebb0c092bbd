// Claude Code's own memory ("auto memory"): its memory files and its MEMORY.md index.
export {
  AUTO_LINK_MAX_NAME,
  AUTO_MEMORY_TYPES,
  AUTO_SOURCE_LABEL,
  autoDocument,
  type AutoMemory,
  autoSlug,
  parseAutoMemory,
  PROMOTED_FROM_FIELD,
  promotedFrom,
  promotedType,
  shownScope,
} from "./memory.js";
export {
  AUTO_INDEX_BYTES,
  AUTO_MEMORY_INDEX,
  type AutoIndexEntry,
  comparableTitle,
  loadedIndexHead,
  parseAutoIndex,
} from "./memory-md.js";
