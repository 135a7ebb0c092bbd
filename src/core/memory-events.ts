// Memory events (the MemoryEvent schema) for every change to the store, appended to the scope's
// `log/events.jsonl`. A memory appears as a MemoryEntry: its text is
// the body cut to the schema's 500 characters; the slug, type, title and file
// go in `metadata`; times are epoch milliseconds.

import type { MemoryDocument } from "./memory-file.js";
import type { Scope } from "./types.js";

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

const MAX_TEXT = 500;

export function entryText(body: string): string {
  const text = body.trim() || "(empty)";
  return text.length <= MAX_TEXT ? text : `${text.slice(0, MAX_TEXT - 1)}…`;
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
    text: entryText(document.body),
    source,
    createdAt,
    updatedAt: Math.max(createdAt, epoch(document.updated) ?? createdAt),
    ...(expiresAt !== undefined ? { expiresAt } : {}),
    tags: document.tags,
    metadata: {
      slug: document.slug,
      type: document.type,
      title: document.title,
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
    text: entryText(document.body),
    scope: { identityId: scope },
    source: "extraction",
    proposedAt: epoch(proposedAt) ?? 0,
    tags: document.tags,
  };
}
