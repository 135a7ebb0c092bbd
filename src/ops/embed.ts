// `memory embed`: bring each scope's embedding cache in line with its memories.
// The work is ops/shared/embed.ts, which `memory reindex`, semantic ranking and repair use as well.
export {
  type EmbedProgress,
  type EmbedRequest,
  type EmbedResponse,
  embedderFor,
  embedMemories,
} from "./shared/embed.js";
