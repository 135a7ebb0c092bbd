// The fields every public shape of a memory shows (Memory, MemorySummary), as
// read from its document: one mapping for a read, a list and a search alike.

import type { MemoryDocument } from "../memory-file.js";
import type { MemoryHeader } from "../types.js";

export function memoryHeader(document: MemoryDocument): MemoryHeader {
  return {
    slug: document.slug,
    title: document.title,
    ...(typeof document.fields.description === "string" ? { description: document.fields.description } : {}),
    type: document.type,
    tags: document.tags,
    created: document.created,
    updated: document.updated,
  };
}
