// Requests and responses of the interop operations:
// `memory import-events`, `memory export-events`, `memory import`.

import type { MemoryType, Scope } from "../core/types.js";

export type ImportFormat = "events-jsonl" | "claude-md" | "mcp-jsonl";
export const IMPORT_FORMATS: readonly ImportFormat[] = ["claude-md", "mcp-jsonl", "events-jsonl"];

/** A problem with one input line (or section): an error skips it, a warning does not. */
export interface ImportProblem {
  /** 1-based line of the input file, when the problem belongs to one. */
  line?: number;
  severity: "error" | "warning";
  message: string;
  /** The record's id (events.jsonl) or the memory's slug, when known. */
  id?: string;
}

/** What the importer wants a memory to be: one per record, section or entity. */
export interface MemoryDraft {
  slug: string;
  title: string;
  type: MemoryType;
  tags: string[];
  /** Full markdown body, starting with `# title`. */
  body: string;
  /** Creation instant to record (an events.jsonl `created_at`); absent: the import time. */
  created?: string;
  /** Frontmatter fields this importer sets. */
  fields: Record<string, unknown>;
  /** Every field the importer owns: those absent from `fields` are removed on update. */
  managed: readonly string[];
  /** Input lines it came from (first, last). */
  lines: [number, number];
}

/** An edge an import adds: from `source` to `target` with `label`. */
export interface LinkDraft {
  source: string;
  target: string;
  label: string;
  line?: number;
}

export type ImportAction = "created" | "updated" | "unchanged";

export interface ImportItem {
  slug: string;
  title: string;
  type: MemoryType;
  action: ImportAction;
  /** First input line of the record, section or entity. */
  line: number;
}

export interface ImportLinkItem {
  source: string;
  target: string;
  label: string;
  action: "created" | "unchanged";
}

export interface ImportRequest {
  /** The file to read. */
  path: string;
  /** Default: detected from the name and the first lines. */
  format?: ImportFormat;
  /** Where memories are written (default: project in a repository, else global). */
  scope?: Scope;
  /** Report what would be created or updated, write nothing. */
  dryRun?: boolean;
}

export interface ImportResponse {
  success: boolean;
  format: ImportFormat;
  /** Absolute path of the file read. */
  path: string;
  scope: Scope;
  dryRun: boolean;
  created: number;
  updated: number;
  unchanged: number;
  /** Lines (records, entities, relations) rejected: see `problems`. */
  invalid: number;
  items: ImportItem[];
  links: ImportLinkItem[];
  problems: ImportProblem[];
  message: string;
}

export interface ExportEventsRequest {
  /** File to write, `-` for stdout; default `<repo>/.memory/events.jsonl`. */
  out?: string;
  /** Scopes to export (default: project in a repository, else global). */
  scope?: Scope | "all";
  /** Replace an existing file with a fresh snapshot instead of appending what changed. */
  replace?: boolean;
}

export interface ExportSkipped {
  slug: string;
  scope: Scope;
  reason: string;
}

export interface ExportEventsResponse {
  success: boolean;
  /** Absolute path written, or "-" for stdout. */
  path: string;
  /**
   * `created`: a new file; `appended`: new or changed entries added to an existing file; `replaced`; `stdout`;
   * `none`: no entry to export and no file yet, so none is made.
   */
  mode: "created" | "appended" | "replaced" | "stdout" | "none";
  /** Memories that have a valid events.jsonl form. */
  exported: number;
  /** Lines written (for `appended`: only the new and changed entries). */
  written: number;
  /** Entries whose latest line in the existing file was already the same (appended mode). */
  unchanged: number;
  skipped: ExportSkipped[];
  /** The lines, for `--out -` (the CLI prints them; not part of --json output). */
  lines?: string[];
  message: string;
}
