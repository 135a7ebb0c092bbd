// What the manifest remembers of each memory: enough to list, filter and sort
// without re-reading the file.

import { MalformedMemoryError } from "../core/errors.js";
import { decodeMemoryFile, type DecodedMemory, type MemoryDocument } from "../core/memory-file.js";
import { extractWikilinks } from "../core/wikilinks.js";
import { toIsoSeconds } from "../core/time.js";
import type { GotchaEntry } from "../core/gotcha-match.js";
import { gotchaEntry, isInjectable } from "./gotcha-index.js";
import type { MemorySummary, MemoryType, Scope } from "../core/types.js";

export interface SummaryRecord {
  title: string;
  type: MemoryType;
  tags: string[];
  created: string;
  updated: string;
  /** Outgoing edge targets: `links:` entries, then `[[wikilinks]]`. */
  links: string[];
  /** For memories the hook injects (gotchas, hard-classified): their gotcha index entry. */
  gotcha?: GotchaEntry;
}

export function summaryOf(document: MemoryDocument): SummaryRecord {
  const targets = new Set(document.links.map((link) => link.target));
  for (const target of extractWikilinks(document.body)) targets.add(target);
  targets.delete(document.slug);
  return {
    title: document.title,
    type: document.type,
    tags: document.tags,
    created: document.created,
    updated: document.updated,
    links: [...targets],
    ...(isInjectable(document) ? { gotcha: gotchaEntry(document) } : {}),
  };
}

/** Decodes a memory file; a file whose frontmatter cannot be parsed comes back as the error. */
export function decode(text: string, slug: string, mtimeMs: number, filePath: string): DecodedMemory | MalformedMemoryError {
  try {
    return decodeMemoryFile(text, slug, toIsoSeconds(new Date(mtimeMs)), filePath);
  } catch (error) {
    if (error instanceof MalformedMemoryError) return error;
    throw error;
  }
}

export function toMemorySummary(slug: string, scope: Scope, record: SummaryRecord): MemorySummary {
  return {
    slug,
    title: record.title,
    type: record.type,
    tags: record.tags,
    created: record.created,
    updated: record.updated,
    scope,
    linkCount: record.links.length,
  };
}
