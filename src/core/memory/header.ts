// The fields every public shape of a memory shows (Memory, MemorySummary), as
// read from its document: one mapping for a read, a list and a search alike.

import type { MemoryDocument } from "../memory-file.js";
import type { MemorySummary } from "../types.js";

export type MemoryHeader = Pick<
  MemorySummary,
  "slug" | "title" | "description" | "type" | "tags" | "created" | "updated"
>;

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
