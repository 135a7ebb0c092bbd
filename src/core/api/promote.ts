// Promoting Claude Code's own memory into a team scope (an addition to the public API).

import type { MemoryType, Scope } from "../vocabulary.js";

// ── promote (Claude Code's own memory into a team scope) ─────────────────

export interface PromoteRequest {
  /** The auto memory's name (or slug, or file name); leave out with `all`. */
  name?: string;
  /** Every auto memory that is not personal (`user` memories need `scope`). */
  all?: boolean;
  /** Say what would be done, change nothing. */
  dryRun?: boolean;
  /** Where to write (default: the default write scope); `user` memories go only to local or global, and only when named. */
  scope?: Scope;
  /** The type to give (default: mapped from the auto memory's type). */
  type?: MemoryType;
  /** Remove Claude Code's file (and its MEMORY.md line) once the team memory holds it. */
  move?: boolean;
}

export type PromoteAction = "created" | "updated" | "unchanged" | "linked" | "skipped";

export interface PromotedMemory {
  /** The auto memory's name, slug and file. */
  name: string;
  autoSlug: string;
  filePath: string;
  autoType?: string;
  title: string;
  description?: string;
  /** What was done (with dryRun: what would be done). */
  action: PromoteAction;
  /** Why it was skipped, or how it was matched to an existing memory. */
  reason?: string;
  /** The team memory: its slug, scope and type. */
  slug?: string;
  scope?: Scope;
  type?: MemoryType;
  /** Secrets redacted on the way (kinds and counts). */
  redacted?: string;
  /** With `move`: Claude Code's file was removed. */
  moved?: boolean;
}

export interface PromoteResponse {
  success: boolean;
  dryRun: boolean;
  /** Where Claude Code's memory of this project is, and how that was found. */
  directory: string;
  found: string;
  results: PromotedMemory[];
  message: string;
}
