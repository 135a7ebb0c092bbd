// What `memory validate` reports: its rules with their default severity, the
// findings collected while checking, and their order in the response.

import { isAbsolute, relative, sep } from "node:path";
import type { Scope } from "../../core/types.js";

// ── response ───────────────────────────────────────────────────────────────

export interface ValidateRequest {
  scope?: Scope | "all";
  /** Warnings fail the check too. */
  strict?: boolean;
}

export interface ValidationFinding {
  /** Relative to the repository root when inside it, else absolute. */
  file: string;
  /** 1-based line, where known. */
  line?: number;
  rule: ValidationRule;
  message: string;
}

export interface ValidateResponse {
  success: boolean;
  /** No violations (and, with `strict`, no warnings): exit code 0. */
  valid: boolean;
  strict: boolean;
  violations: ValidationFinding[];
  warnings: ValidationFinding[];
  checked: {
    scopes: Scope[];
    memories: number;
    logLines: number;
    configs: number;
    /** Proposals waiting in (or rejected from) the approval inbox: parsed and scanned for secrets. */
    inbox: number;
    /** Instants at which the as-of filter was checked (0 when skipped). */
    asOfInstants: number;
  };
  /** What was not checked, and why (e.g. a scope with no directory, the as-of check capped). */
  notes: string[];
}

/** Every rule, with its default severity (README "Validate" lists them). */
export const VALIDATION_RULES = {
  "file-name": "violation",
  "file-unreadable": "violation",
  symlink: "warning",
  "frontmatter-parse": "violation",
  "merge-conflict": "violation",
  "required-field": "violation",
  "field-type": "violation",
  "type-enum": "violation",
  "type-alias": "warning",
  "kind-unknown": "warning",
  enum: "violation",
  "enum-unknown": "warning",
  range: "violation",
  timestamp: "violation",
  "timestamp-zone": "warning",
  "updated-before-created": "violation",
  "expires-before-created": "violation",
  "dangling-link": "violation",
  "dangling-superseded-by": "violation",
  "superseded-not-deprecated": "violation",
  "dangling-wikilink": "warning",
  "self-link": "warning",
  "tags-empty": "warning",
  "tag-form": "warning",
  "ttl-no-expiry": "warning",
  "ttl-persistent-expires": "warning",
  frontmatter: "violation",
  secret: "violation",
  "unsafe-content": "violation",
  "log-file": "violation",
  "log-parse": "violation",
  "event-schema": "violation",
  "retrieval-event": "violation",
  "retrieval-used-subset": "violation",
  "decay-event": "violation",
  "audit-entry": "violation",
  "tombstone-entry": "violation",
  "duplicate-event-id": "warning",
  config: "violation",
  "as-of-exclusion": "violation",
  "bad-command-pattern": "warning",
} as const;

export type ValidationRule = keyof typeof VALIDATION_RULES;

export class Findings {
  readonly violations: ValidationFinding[] = [];
  readonly warnings: ValidationFinding[] = [];

  constructor(private readonly repoRoot: string | undefined) {}

  add(
    path: string,
    rule: ValidationRule,
    message: string,
    line?: number,
    severity: "violation" | "warning" = VALIDATION_RULES[rule],
  ): void {
    const finding: ValidationFinding = {
      file: this.display(path),
      ...(line !== undefined ? { line } : {}),
      rule,
      message,
    };
    (severity === "violation" ? this.violations : this.warnings).push(finding);
  }

  display(path: string): string {
    if (!this.repoRoot) return path;
    const rel = relative(this.repoRoot, path);
    return rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel.split(sep).join("/") : path;
  }
}

export function sortFindings(list: ValidationFinding[]): ValidationFinding[] {
  // Stable: files in the order met, lines ascending within a file.
  const order = new Map<string, number>();
  for (const finding of list) if (!order.has(finding.file)) order.set(finding.file, order.size);
  return list
    .map((finding, index) => ({ finding, index }))
    .sort(
      (a, b) =>
        order.get(a.finding.file)! - order.get(b.finding.file)! ||
        (a.finding.line ?? 0) - (b.finding.line ?? 0) ||
        a.index - b.index,
    )
    .map(({ finding }) => finding);
}

/** How a per-field check reports: the field (for the line), the rule, the sentence, and text to find within the field's block. */
export type AddFinding = (field: string, rule: ValidationRule, message: string, needle?: string) => void;
