// What an inspection of the store found (ops/shared/inspect.ts): the issues `memory health` reports, and what
// `memory repair` acts on.

import type { HealthIssue } from "../../core/types.js";
import type { Catalog } from "../../index/derived/index.js";
import type { MemoryGraph } from "../../index/graph/index.js";
import type { ScopeStore } from "../../store/scope-store.js";

export interface HealthFindings {
  catalogs: Catalog[];
  graph: MemoryGraph;
  issues: HealthIssue[];
  /** Stored links whose target does not exist, by scope and source memory. */
  brokenLinks: Array<{ store: ScopeStore; source: string; target: string }>;
  /** Memories whose only frontmatter problems are normalisable. */
  normalisable: Array<{ store: ScopeStore; slug: string; fields: string[] }>;
  /** Scopes whose derived indexes are missing or out of step with the files. */
  staleIndexes: Array<{ store: ScopeStore; memories: string[] }>;
  tempFiles: Array<{ store: ScopeStore; path: string }>;
  /** Embedding caches with entries that are stale (other content or model) or whose memory is gone. */
  staleCaches: Array<{ store: ScopeStore; stale: string[]; orphaned: string[] }>;
  unparseable: Array<{ store: ScopeStore; slug: string; reason: string }>;
  /** Scopes in git whose set-up (`.index/` ignored, attributes, merge driver) `memory git-setup` would complete. */
  gitSetup: ScopeStore[];
  /** Files holding two different memories added under one name on both sides of a merge. */
  bothAdded: Array<{ store: ScopeStore; slug: string }>;
  /** Memories without a `description` (when they matter), by scope: a suggestion, one note per scope. */
  undescribed: Array<{ store: ScopeStore; slugs: string[] }>;
}
