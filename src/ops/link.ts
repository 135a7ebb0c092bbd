// `memory link` (spec 003, Link Memories): store an edge in the source memory's `links:`.
// The work is ops/shared/link.ts, which the importers use for the links they bring.
export { linkMemories } from "./shared/link.js";
