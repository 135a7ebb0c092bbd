// What the manifest remembers of each memory (built in summary.ts), and the
// the public API MemorySummary made from it. Types and one mapping only: a search
// shows summaries without loading the file codec.

import type { Anchor } from "../../core/anchors.js";
import type { GotchaEntry } from "../../core/gotcha/index.js";
import type { Lifecycle } from "../../core/lifecycle.js";
import type { MemoryHeader, MemorySummary, Scope } from "../../core/types.js";

/** The public header's fields but the slug (the manifest's key), then what the indexes and checks need. */
export interface SummaryRecord extends Omit<MemoryHeader, "slug"> {
  /** Outgoing edges: `links:` entries, then `[[wikilinks]]` (label `references`) to other slugs. */
  edges: OutgoingEdge[];
  /** For memories the hook injects (gotchas, hard-classified): their gotcha index entry. */
  gotcha?: GotchaEntry;
  /** Deprecation, expiry and decay, when any is set: decides default visibility. */
  lifecycle?: Lifecycle;
  /** The foreign kind (frontmatter `kind`), when set: the JSON request API reads filter on it. */
  kind?: string;
  /** The JSON request API: the repository a record was written for, and its current utility (0–1). */
  repoId?: string;
  utility?: number;
  /** The repository files it is anchored to, with their hashes when written or verified (health checks them). */
  anchors?: Anchor[];
  /** What the memory check found wrong (a hand-made file: writes refuse these); such a memory is never injected. */
  unsafe?: string[];
  /** `commands` patterns the hooks cannot use (health reports them). */
  badCommands?: string[];
  /** A `links:` entry names the memory itself (left out of `edges`; health reports it). */
  selfLink?: true;
  /**
   * What prompt recall knows of it (see index/recall/build.ts): on a summary just made from the file, absent for deprecated
   * or decayed memories. Never stored in the manifest (three quarters of its bytes, which a search or a list would
   * parse for nothing): the recall index keeps it.
   */
  recall?: RecallSummary;
}

export interface RecallSummary {
  /** The start of the body, for the injected line. */
  text: string;
  /**
   * Weighted stemmed terms, heaviest first (core/recall/terms.ts), as one text: `4 queri rout;3 ci;1 alway`
   * (core/recall/terms-text.ts). The recall index stores it as it is; a rebuild keeps one string per memory until it writes the
   * indexes, not ~80 pairs (which the collector then moved and scanned again and again).
   */
  terms: string;
}

export interface OutgoingEdge {
  target: string;
  label: string;
  created: string;
  /** Where the edge is written: the `links:` frontmatter, or a `[[wikilink]]` in the body. */
  via: "links" | "wikilink";
}

/** `linkCount` is the number of edges touching the memory, both directions (see index/graph/memory-graph.ts); outgoing alone here. */
export function toMemorySummary(
  slug: string,
  scope: Scope,
  record: SummaryRecord,
  linkCount = record.edges.length,
): MemorySummary {
  return {
    slug,
    title: record.title,
    ...(record.description !== undefined ? { description: record.description } : {}),
    type: record.type,
    tags: record.tags,
    created: record.created,
    updated: record.updated,
    scope,
    linkCount,
  };
}
