// `memory write` (spec 003, Write Memory): create a memory, or update the one an explicit slug names.
// The work is the write service, ops/shared/write-memory.ts: the inbox's approval, feedback breadcrumbs, promote and
// the importers write memories too, and an operation does not import another one.
export { type WriteOptions, writeMemory } from "./shared/write-memory.js";
