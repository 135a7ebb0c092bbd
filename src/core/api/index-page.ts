// The index pages of a store (an addition to the public API).

import type { Scope } from "../vocabulary.js";

// ── index page (addition) ──────────────────────────────────────────────────

export interface IndexPageRequest {
  scope?: Scope | "all";
  dryRun?: boolean;
}

export interface IndexPage {
  scope: Scope;
  /** Where INDEX.md is (or, with dryRun, would be) written. */
  path: string;
  memories: number;
  /** The page itself: only with dryRun. */
  content?: string;
}

export interface IndexPageResponse {
  success: boolean;
  pages: IndexPage[];
  message: string;
}
