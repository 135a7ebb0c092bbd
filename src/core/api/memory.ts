// The public API's memory shapes and its write, read, list and delete requests and responses (spec 003, field for
// field; additions optional and marked as such).

import type { HiddenReason, TemporalFilter } from "../lifecycle.js";
import type { MemoryType, Scope } from "../vocabulary.js";

/** One edge as stored in a memory's `links:` frontmatter. */
export interface StoredLink {
  target: string;
  label: string;
  created: string;
  /** A reverse label given explicitly (otherwise derived from the label). */
  reverse?: string;
  /** Other keys a link object carried in the file, kept on rewrite. */
  [key: string]: unknown;
}

/** The fields every public shape of a memory shows (a read's Memory, a list's or a search's MemorySummary). */
export interface MemoryHeader {
  slug: string;
  title: string;
  /** Beyond the base API: one line of when the memory matters (frontmatter `description`), when it has one. */
  description?: string;
  type: MemoryType;
  tags: string[];
  created: string;
  updated: string;
}

export interface Memory extends MemoryHeader {
  links: string[];
  content: string;
  scope: Scope;
  filePath: string;
  /** Beyond the base API: every other frontmatter field (paths, kind, severity, unknown fields …). */
  frontmatter?: Record<string, unknown>;
}

export interface MemorySummary extends MemoryHeader {
  scope: Scope;
  linkCount: number;
}

// The write request, WriteMemoryRequest, is defined with its checks in core/schemas/write-request.ts.

export interface WriteMemoryResponse {
  success: boolean;
  slug: string;
  filePath: string;
  scope: Scope;
  created: string;
  message: string;
  /** Beyond the base API: true when the scope's approval policy sent the memory to the inbox (`slug` is then the proposal id). */
  pending?: boolean;
  /**
   * Secrets replaced by `[REDACTED:<kind>]`
   * before the file was written, counted per kind and field. Absent when none.
   */
  redactions?: SecretRedaction[];
}

/** Beyond the base API: one kind of secret redacted in one field of a memory (never the secret itself). */
export interface SecretRedaction {
  /** e.g. aws-access-key, password-assignment (the placeholder is `[REDACTED:<kind>]`). */
  kind: string;
  /** title, content, tags, paths, links, or the name of a frontmatter field. */
  field: string;
  count: number;
}

// ── read ───────────────────────────────────────────────────────────────────

export interface ReadMemoryRequest {
  slug: string;
  scope?: Scope;
  format?: "markdown" | "json";
}

export interface ReadMemoryResponse {
  success: boolean;
  memory: Memory;
  scope: Scope;
  /** Beyond the base API: present when default reads (list, search) hide the memory now — expired, decayed or deprecated. */
  hidden?: { reason: Exclude<HiddenReason, "not-yet-created">; since?: string; message: string };
  /** Beyond the base API: where the memory comes from when it is not the plugin's own (scope auto: Claude Code's memory). */
  source?: string;
}

// ── list ───────────────────────────────────────────────────────────────────

export type SortField = "created" | "updated" | "title";
export type SortOrder = "asc" | "desc";

export interface ListMemoriesRequest extends TemporalFilter {
  type?: MemoryType;
  tags?: string[];
  scope?: Scope | "all";
  sortBy?: SortField;
  sortOrder?: SortOrder;
  limit?: number;
  offset?: number;
  format?: "table" | "json";
}

export interface AppliedFilters {
  type?: MemoryType;
  tags?: string[];
  scope?: Scope;
}

export interface ListMemoriesResponse {
  success: boolean;
  memories: MemorySummary[];
  total: number;
  filters: AppliedFilters;
}

// ── delete ─────────────────────────────────────────────────────────────────

export interface DeleteMemoryRequest {
  slug: string;
  scope?: Scope;
  force?: boolean;
}

export interface DeleteMemoryResponse {
  success: boolean;
  slug: string;
  scope: Scope;
  edgesRemoved: number;
  cacheRemoved: boolean;
  message: string;
}

/** A problem found while reading the store that did not stop the operation. */
export interface StoreWarning {
  scope: Scope;
  filePath: string;
  message: string;
}
