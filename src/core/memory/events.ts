// Memory events (the MemoryEvent schema) for every change to the store, appended to the scope's
// `log/events.jsonl`, which is committed and merged with the memories. An event
// refers to a memory by id (its slug) and content hash, never by its text: a
// deleted memory's text leaves the working tree with its file, and an edit adds
// two short lines, not two copies of the memory. The entry's `text` (which the
// schema requires) is the reference `sha256:<hex>` of the body; the type and the
// lifecycle fields go in `metadata`; times are epoch milliseconds.

import { sha256Hex } from "../hash/index.js";
import type { MemoryDocument } from "../memory-file.js";
import type { Scope } from "../types.js";

export type EntrySource = "tool" | "extraction" | "user" | "import";

export interface MemoryEntry {
  id: string;
  scope: { identityId: string };
  text: string;
  source: EntrySource;
  createdAt: number;
  updatedAt: number;
  expiresAt?: number;
  archivedAt?: number;
  tags?: string[];
  metadata?: Record<string, unknown>;
}

export interface MemoryCandidate {
  id: string;
  text: string;
  scope: { identityId: string };
  source: "extraction";
  proposedAt: number;
  tags?: string[];
}

export type MemoryEvent =
  | { kind: "saved"; entry: MemoryEntry }
  | { kind: "updated"; entry: MemoryEntry; prev: MemoryEntry }
  | { kind: "deleted"; id: string }
  | { kind: "archived"; entry: MemoryEntry; supersededBy: string }
  | { kind: "extraction.proposed"; candidates: MemoryCandidate[] }
  | { kind: "extraction.resolved"; candidateId: string; outcome: "approved" | "rejected"; entry?: MemoryEntry }
  | { kind: "sync.conflict.resolved"; winner: MemoryEntry; loser: MemoryEntry };

/** A logged event: the MemoryEvent plus when it was recorded. */
export type LoggedEvent = MemoryEvent & { ts: string };

/** The reference an event holds instead of a memory's text: the SHA-256 of its body (the Markdown after the frontmatter). */
export function contentHash(body: string): string {
  return `sha256:${sha256Hex(body)}`;
}

function epoch(iso: unknown): number | undefined {
  const ms = typeof iso === "string" ? Date.parse(iso) : NaN;
  return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

export function entryOf(document: MemoryDocument, scope: Scope, source: EntrySource): MemoryEntry {
  const createdAt = epoch(document.created) ?? 0;
  const expiresAt = epoch(document.fields.expires);
  return {
    id: document.slug,
    scope: { identityId: scope },
    text: contentHash(document.body),
    source,
    createdAt,
    updatedAt: Math.max(createdAt, epoch(document.updated) ?? createdAt),
    ...(expiresAt !== undefined ? { expiresAt } : {}),
    tags: document.tags,
    metadata: {
      slug: document.slug,
      type: document.type,
      links: document.links.length,
      ...Object.fromEntries(
        ["kind", "truth", "utility", "deprecated", "decayed"]
          .filter((key) => document.fields[key] !== undefined)
          .map((key) => [key, document.fields[key]]),
      ),
    },
  };
}

export function candidateOf(id: string, document: MemoryDocument, scope: Scope, proposedAt: string): MemoryCandidate {
  return {
    id,
    text: contentHash(document.body),
    scope: { identityId: scope },
    source: "extraction",
    proposedAt: epoch(proposedAt) ?? 0,
    tags: document.tags,
  };
}
