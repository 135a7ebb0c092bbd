// The public API's quality operations: health check, quality score, repair (spec 003; additions marked).

import type { Scope } from "../vocabulary.js";

// ── quality ────────────────────────────────────────────────────────────────

export type HealthSeverity = "critical" | "warning" | "info";
/** Spec 003's categories, exactly. */
export type HealthCategory = "orphan" | "broken-link" | "frontmatter" | "cache" | "index";
/**
 * What an issue is about within its category (an addition to spec 003's HealthIssue, which fixes the categories):
 * "merge-conflict" a memory file left with conflict markers (category frontmatter: it cannot be read),
 * "git-setup" a scope git would not merge well (category index), "stale-source" a file the memory is anchored
 * to changed or vanished (category frontmatter: its anchor is out of date), "auto-memory" Claude Code's own memory:
 * a file of it that cannot be read, a secret in one, a fact held both there and in the store (category frontmatter),
 * "self-link" a `links:` entry naming the memory itself (category frontmatter: it resolves, but relates nothing),
 * "deletion-log" a scope's deletion log that cannot be read or holds lines that are not deletions (category index).
 */
export type HealthIssueKind =
  | "merge-conflict"
  | "git-setup"
  | "stale-source"
  | "missing-description"
  | "auto-memory"
  | "self-link"
  | "deletion-log";

export interface HealthCheckRequest {
  scope?: Scope | "all";
  fix?: boolean;
  format?: "report" | "json";
}

export interface HealthSummary {
  totalMemories: number;
  orphanCount: number;
  brokenLinkCount: number;
  frontmatterIssues: number;
  cacheIssues: number;
  overallHealth: "excellent" | "good" | "fair" | "poor";
}

export interface HealthIssue {
  severity: HealthSeverity;
  category: HealthCategory;
  kind?: HealthIssueKind;
  memory?: string;
  description: string;
  fixable: boolean;
  fix?: string;
}

export interface HealthCheckResponse {
  success: boolean;
  summary: HealthSummary;
  issues: HealthIssue[];
  fixed: number;
  /** With `fix`: what the repair changed (an addition). */
  repairs?: RepairAction[];
}

export interface QualityScoreRequest {
  slug: string;
  format?: "report" | "json";
}

export interface QualityBreakdown {
  completeness: number;
  linking: number;
  content: number;
}

export interface QualityScoreResponse {
  success: boolean;
  slug: string;
  score: number;
  breakdown: QualityBreakdown;
  suggestions: string[];
}

export interface RepairRequest {
  scope?: Scope | "all";
  dryRun?: boolean;
  format?: "report" | "json";
}

export interface RepairAction {
  type:
    | "broken-link-removed"
    | "index-rebuilt"
    | "cache-regenerated"
    | "frontmatter-normalized"
    | "temp-file-removed"
    | "git-setup"
    | "conflict-resolved";
  description: string;
  affectedMemories: string[];
}

export interface RepairFailure {
  type: string;
  description: string;
  reason: string;
}

export interface RepairResponse {
  success: boolean;
  repaired: RepairAction[];
  failed: RepairFailure[];
  summary: string;
}
