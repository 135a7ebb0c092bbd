// `memory validate`: one read-only gate over a store — every memory file, every
// log line, each scope's config.json — against the rules of DESIGN.md and the
// proof surface of spec 001 §8 (schema conformance, enums, timestamp
// consistency, required metadata, as-of exclusion, decay event shape, no
// secrets on disk). A violation makes the store invalid (exit 1); a warning
// does too with `strict`. Usable in a pre-commit hook or CI.
//
// It reads the files themselves, never the manifest, each file once, and
// writes nothing (not even derived state): the as-of self-check runs the list
// operation over catalogs built from what it has just read.

import { lstatSync, promises as fs, readdirSync } from "node:fs";
import { isAbsolute, join, relative, sep } from "node:path";
import { conflictMessage, hasConflictMarkers } from "../core/conflict-markers.js";
import { isMemoryError, MalformedMemoryError, type Violation } from "../core/errors.js";
import { normalizeMemory, splitMemoryFile, type DecodedMemory } from "../core/memory-file.js";
import { memoryProblems } from "../core/memory-safety.js";
import { FOREIGN_KIND_TO_TYPE, isMemoryType, typeForForeignKind } from "../core/memory-types.js";
import { findSecrets, placeholder } from "../core/secrets.js";
import { isValidSlug } from "../core/slug.js";
import { toIsoSeconds } from "../core/time.js";
import { MEMORY_TYPES, type Scope } from "../core/types.js";
import { TAG_PATTERN } from "../core/validate.js";
import { extractWikilinks } from "../core/wikilinks.js";
import type { Catalog, ManifestEntry } from "../index/manifest.js";
import { summaryOf } from "../index/summary.js";
import { logPath, type LogName } from "../store/append-log.js";
import { configPath, configViolations, readConfigText, spec002EventValidators } from "../store/config.js";
import type { ScopeStore } from "../store/scope-store.js";
import type { OperationContext } from "./context.js";
import { INBOX_DIR } from "./shared/proposals.js";
import { listCatalogs } from "./shared/list-catalogs.js";
import { commandPatternProblems } from "../core/command-match.js";

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
  "duplicate-event-id": "warning",
  config: "violation",
  "as-of-exclusion": "violation",
  "bad-command-pattern": "warning",
} as const;

export type ValidationRule = keyof typeof VALIDATION_RULES;

// ── limits ─────────────────────────────────────────────────────────────────

/** The as-of self-check lists the store at up to this many creation instants (and one second before each). */
const AS_OF_MAX_INSTANTS = 8;
/** …and stops when instants × memories would pass this (it re-filters the whole store per instant). */
const AS_OF_MAX_WORK = 500_000;

// ── vocabularies ───────────────────────────────────────────────────────────

const TTLS = ["ephemeral", "decay", "persistent"];
const CLASSIFICATIONS = ["hard", "soft"];
const SEVERITIES = ["S1", "S2", "S3"];
const CONFIDENCE_WORDS = ["high", "medium", "low"];
const KNOWN_KINDS = new Set<string>([...MEMORY_TYPES, ...Object.keys(FOREIGN_KIND_TO_TYPE)]);
const RETRIEVAL_STORES = ["user", "repo"];
const OUTCOMES = ["helped", "neutral", "hurt", "unknown"];
const RETRIEVAL_SOURCES = ["invocation", "manual_feedback"];
const LOG_NAMES: readonly LogName[] = ["events", "retrieval", "decay", "audit"];

// ── the check ──────────────────────────────────────────────────────────────

/** A parsed memory kept for the cross-file checks (links, as-of). */
interface CheckedMemory {
  store: ScopeStore;
  slug: string;
  decoded: DecodedMemory;
  /** `created` as written, to the second (epoch seconds), when it is a valid timestamp. */
  createdSeconds?: number;
}

class Findings {
  readonly violations: ValidationFinding[] = [];
  readonly warnings: ValidationFinding[] = [];

  constructor(private readonly repoRoot: string | undefined) {}

  add(path: string, rule: ValidationRule, message: string, line?: number, severity: "violation" | "warning" = VALIDATION_RULES[rule]): void {
    const finding: ValidationFinding = { file: this.display(path), ...(line !== undefined ? { line } : {}), rule, message };
    (severity === "violation" ? this.violations : this.warnings).push(finding);
  }

  display(path: string): string {
    if (!this.repoRoot) return path;
    const rel = relative(this.repoRoot, path);
    return rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel.split(sep).join("/") : path;
  }
}

export async function validateStore(context: OperationContext, request: ValidateRequest = {}): Promise<ValidateResponse> {
  const stores = context.store.readable(request.scope);
  const findings = new Findings(context.store.resolved.repoRoot);
  const notes: string[] = [];
  const checked: ValidateResponse["checked"] = { scopes: [], memories: 0, logLines: 0, configs: 0, inbox: 0, asOfInstants: 0 };

  // Link targets resolve against every available scope, as reads do.
  const existing = new Set<string>();
  const listings = new Map<ScopeStore, Awaited<ReturnType<ScopeStore["listFiles"]>>>();
  for (const store of context.store.readable()) {
    const listing = await store.listFiles();
    listings.set(store, listing);
    for (const file of listing.files) existing.add(file.slug);
  }

  const memories: CheckedMemory[] = [];
  for (const store of stores) {
    if (!(await store.exists())) {
      if (request.scope !== undefined && request.scope !== "all") notes.push(`${store.scope}: no memory directory at ${findings.display(store.root)} (nothing to check).`);
      continue;
    }
    checked.scopes.push(store.scope);
    const listing = listings.get(store) ?? (await store.listFiles());
    for (const warning of listing.warnings) {
      const symlink = /symbolic link/.test(warning.message);
      const badName = /not a valid slug/.test(warning.message);
      findings.add(warning.filePath, symlink ? "symlink" : badName ? "file-name" : "file-unreadable", symlink ? "a symbolic link: memories are never read through links; replace it with the file itself" : warning.message);
    }
    for (const file of listing.files) {
      const path = store.filePath(file.slug);
      let raw: Awaited<ReturnType<ScopeStore["readText"]>>;
      try {
        raw = await store.readText(file.slug);
      } catch (error) {
        findings.add(path, "file-unreadable", `cannot be read: ${(error as Error).message}`);
        continue;
      }
      if (!raw) continue; // removed meanwhile
      checked.memories++;
      const memory = checkMemoryFile(findings, store, file.slug, raw.text, toIsoSeconds(new Date(raw.stat.mtimeMs)), existing);
      if (memory) memories.push(memory);
    }
    checked.inbox += await checkInbox(findings, store);
    checked.logLines += await checkLogs(findings, store);
    if (await checkConfig(findings, store)) checked.configs++;
  }

  checked.asOfInstants = checkAsOf(context, findings, memories, notes);

  const strict = request.strict === true;
  const valid = findings.violations.length === 0 && (!strict || findings.warnings.length === 0);
  return { success: true, valid, strict, violations: sortFindings(findings.violations), warnings: sortFindings(findings.warnings), checked, notes };
}

function sortFindings(list: ValidationFinding[]): ValidationFinding[] {
  // Stable: files in the order met, lines ascending within a file.
  const order = new Map<string, number>();
  for (const finding of list) if (!order.has(finding.file)) order.set(finding.file, order.size);
  return list
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => order.get(a.finding.file)! - order.get(b.finding.file)! || (a.finding.line ?? 0) - (b.finding.line ?? 0) || a.index - b.index)
    .map(({ finding }) => finding);
}

// ── memory files ───────────────────────────────────────────────────────────

/** Where the top-level frontmatter keys are, to give findings a line. */
class FrontmatterLines {
  private readonly keys = new Map<string, number>();
  private readonly starts: number[] = [];
  readonly lines: string[];
  /** 1-based line of the closing `---` (0 when there is no frontmatter). */
  readonly end: number;

  constructor(text: string) {
    this.lines = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n").split("\n");
    let end = 0;
    if (/^---\s*$/.test(this.lines[0] ?? "")) {
      for (let i = 1; i < this.lines.length; i++) {
        const line = this.lines[i]!;
        if (/^---\s*$/.test(line)) {
          end = i + 1;
          break;
        }
        const key = /^(?:"([^"]+)"|'([^']+)'|([^\s#:'"-][^:]*?))\s*:(?:\s|$)/.exec(line);
        if (key) {
          const name = key[1] ?? key[2] ?? key[3]!;
          if (!this.keys.has(name)) this.keys.set(name, i + 1);
          this.starts.push(i + 1);
        }
      }
    }
    this.end = end;
  }

  /** Line of a top-level key; with `needle`, the first line of that key's block holding it. */
  of(key: string, needle?: string): number | undefined {
    const start = this.keys.get(key);
    if (start === undefined || needle === undefined) return start;
    const next = this.starts.find((line) => line > start) ?? (this.end || this.lines.length + 1);
    for (let line = start; line < next; line++) if (this.lines[line - 1]!.includes(needle)) return line;
    return start;
  }

  /** First line after the frontmatter holding `needle`. */
  inBody(needle: string): number | undefined {
    for (let i = this.end; i < this.lines.length; i++) if (this.lines[i]!.includes(needle)) return i + 1;
    return undefined;
  }
}

function checkMemoryFile(findings: Findings, store: ScopeStore, slug: string, text: string, fallbackTime: string, existing: Set<string>): CheckedMemory | undefined {
  const path = store.filePath(slug);
  checkSecrets(findings, path, text);
  if (text.includes("<<<<<<<") && hasConflictMarkers(text)) {
    const line = text.split("\n").findIndex((candidate) => candidate.startsWith("<<<<<<<")) + 1;
    findings.add(path, "merge-conflict", conflictMessage(slug, text), line);
    return undefined;
  }
  let raw;
  try {
    raw = splitMemoryFile(text, path);
  } catch (error) {
    if (!(error instanceof MalformedMemoryError)) throw error;
    const { line, reason } = error.details as { line?: number; reason?: string };
    findings.add(path, "frontmatter-parse", `frontmatter cannot be parsed: ${reason ?? error.message}`, line);
    return undefined;
  }
  const lines = new FrontmatterLines(text);
  const data = raw.data;
  const reported = new Set<string>();
  const add = (field: string, rule: ValidationRule, message: string, needle?: string) => {
    reported.add(field);
    findings.add(path, rule, message, lines.of(field, needle) ?? (lines.end > 0 ? 1 : undefined));
  };

  // required fields
  for (const field of ["title", "type", "tags", "created", "updated"]) {
    if (data[field] === undefined || data[field] === null) add(field, "required-field", `${field} is missing${field === "title" ? " (reads fall back to the first heading)" : field === "type" ? " (read as learning)" : field === "tags" ? "" : " (read as the file's modification time)"}`);
  }
  if (data.title !== undefined && data.title !== null && (typeof data.title !== "string" || !data.title.trim())) add("title", "field-type", "title must be a non-empty string");

  // type and kind
  if (data.type !== undefined && data.type !== null) {
    if (typeof data.type !== "string") add("type", "type-enum", `type must be one of ${MEMORY_TYPES.join(", ")}`);
    else if (!isMemoryType(data.type)) {
      const word = data.type.trim().toLowerCase();
      if (isMemoryType(word)) add("type", "type-alias", `type "${data.type}" is read as ${word}; write it in lower case`);
      else if (typeForForeignKind(word)) add("type", "type-alias", `type "${data.type}" is a foreign kind, read as ${typeForForeignKind(word)}; write \`type: ${typeForForeignKind(word)}\` and \`kind: ${word}\``);
      else add("type", "type-enum", `type "${data.type}" is not one of ${MEMORY_TYPES.join(", ")} (read as learning)`);
    }
  }
  if (data.kind !== undefined && data.kind !== null) {
    if (typeof data.kind !== "string") add("kind", "field-type", "kind must be a string");
    else if (!KNOWN_KINDS.has(data.kind)) add("kind", "kind-unknown", `kind "${data.kind}" is in none of the known vocabularies (the six types, specs 000, 001, 004)`);
  }

  // tags
  if (data.tags !== undefined && data.tags !== null) {
    if (!Array.isArray(data.tags)) add("tags", "field-type", "tags must be a list, e.g. [auth, oauth2]");
    else {
      if (data.tags.length === 0) add("tags", "tags-empty", "no tags: memories are found and grouped by them");
      for (const tag of data.tags) {
        if (typeof tag !== "string" && typeof tag !== "number") add("tags", "field-type", `tag ${JSON.stringify(tag)} is not a word`);
        else if (!TAG_PATTERN.test(String(tag).trim().toLowerCase())) add("tags", "tag-form", `tag ${JSON.stringify(tag)} is not 1–50 letters, digits or . _ + # / - (writes would refuse it)`, String(tag));
      }
    }
  }

  // timestamps
  const created = timestampField(data, "created", add);
  const updated = timestampField(data, "updated", add);
  const expires = timestampField(data, "expires", add);
  timestampField(data, "decayed", add);
  timestampField(data, "last_verified", add);
  if (created !== undefined && updated !== undefined && updated < created) add("updated", "updated-before-created", `updated (${String(data.updated)}) is earlier than created (${String(data.created)})`);
  if (created !== undefined && expires !== undefined && expires < created) add("expires", "expires-before-created", `expires (${String(data.expires)}) is earlier than created (${String(data.created)})`);

  // enums and values
  enumField(data, "ttl", TTLS, add);
  enumField(data, "classification", CLASSIFICATIONS, add, { unknownWordsWarn: true });
  enumField(data, "severity", SEVERITIES, add, { unknownWordsWarn: true });
  if (data.confidence !== undefined && data.confidence !== null) {
    const value = data.confidence;
    if (typeof value === "number") {
      if (!(value >= 0 && value <= 1)) add("confidence", "range", `confidence ${value} is outside 0–1`);
    } else if (!(typeof value === "string" && CONFIDENCE_WORDS.includes(value))) {
      add("confidence", "enum", `confidence must be a number in 0–1 or one of ${CONFIDENCE_WORDS.join(", ")} (got ${JSON.stringify(value)})`);
    }
  }
  for (const field of ["truth", "utility"]) unitField(data, field, add);
  if (data.ttl === "ephemeral" && (data.expires === undefined || data.expires === null)) add("ttl", "ttl-no-expiry", "ttl is ephemeral but there is no expires: nothing will ever hide it (spec 001 invariant 2)");
  if (data.ttl === "persistent" && data.expires !== undefined && data.expires !== null) add("expires", "ttl-persistent-expires", "a persistent memory has an expiry: drop expires, or make ttl ephemeral or decay");

  // deprecation and supersession (spec 004)
  if (data.deprecated !== undefined && data.deprecated !== null && typeof data.deprecated !== "boolean") add("deprecated", "field-type", `deprecated must be true or false (got ${JSON.stringify(data.deprecated)})`);
  if (data.superseded_by !== undefined && data.superseded_by !== null) {
    const target = data.superseded_by;
    if (typeof target !== "string" || !isValidSlug(target.trim())) add("superseded_by", "field-type", `superseded_by must be the slug of a memory (got ${JSON.stringify(target)})`);
    else if (target.trim() === slug) add("superseded_by", "dangling-superseded-by", "superseded_by names the memory itself");
    else if (!existing.has(target.trim())) add("superseded_by", "dangling-superseded-by", `superseded_by names ${target.trim()}, which exists in no available scope`);
    if (data.deprecated !== true) add("superseded_by", "superseded-not-deprecated", "a superseded memory must be deprecated: add `deprecated: true` (spec 004)");
  }

  // paths
  if (data.paths !== undefined && data.paths !== null) {
    const ok = typeof data.paths === "string" || (Array.isArray(data.paths) && data.paths.every((item) => typeof item === "string"));
    if (!ok) add("paths", "field-type", "paths must be a list of glob strings");
  }

  // commands (shell commands a gotcha is about)
  checkCommandsField(data.commands, add);

  // links
  if (data.links !== undefined && data.links !== null) {
    if (!Array.isArray(data.links)) add("links", "field-type", "links must be a list of slugs or {target, label, created}");
    else {
      for (const item of data.links) {
        const target = typeof item === "string" ? item : item && typeof item === "object" && !Array.isArray(item) ? (item as { target?: unknown }).target : undefined;
        if (typeof target !== "string") {
          add("links", "field-type", `link entry ${JSON.stringify(item)} is neither a slug nor {target, label}`);
          continue;
        }
        const name = target.trim();
        if (!isValidSlug(name)) add("links", "field-type", `link target ${JSON.stringify(target)} is not a slug`, target);
        else if (!existing.has(name)) add("links", "dangling-link", `link to ${name}, which exists in no available scope (\`memory repair\` removes it)`, name);
        if (typeof item === "object") {
          const { label, created: linkCreated } = item as { label?: unknown; created?: unknown };
          if (label !== undefined && label !== null && (typeof label !== "string" || !label.trim())) add("links", "field-type", `the label of the link to ${name} must be a word`, name);
          if (linkCreated !== undefined && linkCreated !== null && timestampProblem(linkCreated)) add("links", "timestamp", `the created of the link to ${name} ${timestampProblem(linkCreated)}`, name);
        }
      }
    }
  }

  const decoded = normalizeMemory(raw, slug, fallbackTime);
  // The check every path shares (write refuses, the hook leaves out what fails it).
  for (const problem of memoryProblems(decoded.document)) {
    findings.add(path, "unsafe-content", `${problem.message} (writes refuse this; the hook does not inject it)`, problem.field === "body" ? undefined : lines.of(problem.field));
  }
  for (const target of extractWikilinks(decoded.document.body)) {
    if (target !== slug && !existing.has(target)) findings.add(path, "dangling-wikilink", `[[${target}]] names no memory in any available scope`, lines.inBody(`[[${target}`));
  }
  // Anything the codec noticed that the rules above did not: reported as it says.
  // (With either timestamp already reported, comparing them says nothing more.)
  if (reported.has("created") || reported.has("updated")) reported.add("created").add("updated");
  for (const problem of decoded.problems) {
    if (!reported.has(problem.field)) {
      reported.add(problem.field);
      findings.add(path, "frontmatter", problem.message, lines.of(problem.field));
    }
  }
  return { store, slug, decoded, ...(created !== undefined ? { createdSeconds: created } : {}) };
}

type AddFinding = (field: string, rule: ValidationRule, message: string, needle?: string) => void;

const ISO_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** Why a value is not an ISO 8601 timestamp, or undefined when it is one. */
function timestampProblem(value: unknown): string | undefined {
  if (typeof value !== "string") return `is not an ISO 8601 timestamp (got ${JSON.stringify(value)})`;
  const match = ISO_TIMESTAMP.exec(value.trim());
  if (!match) return `is not an ISO 8601 timestamp (got ${JSON.stringify(value)}), e.g. 2026-01-10T10:00:00Z`;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const [hour, minute, second] = [Number(match[4] ?? 0), Number(match[5] ?? 0), Number(match[6] ?? 0)];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) return `is not a valid date or time (got ${JSON.stringify(value)})`;
  return undefined;
}

/** Epoch seconds of a timestamp field (undefined when absent or invalid; invalid ones are reported). */
function timestampField(data: Record<string, unknown>, field: string, add: AddFinding): number | undefined {
  const value = data[field];
  if (value === undefined || value === null) return undefined;
  const problem = timestampProblem(value);
  if (problem) {
    add(field, "timestamp", `${field} ${problem}`);
    return undefined;
  }
  const text = (value as string).trim();
  const match = ISO_TIMESTAMP.exec(text)!;
  if (match[4] !== undefined && match[7] === undefined) add(field, "timestamp-zone", `${field} has a time but no zone (Z or ±hh:mm); it is read in this machine's zone, which others may not share`);
  const ms = Date.parse(match[4] === undefined ? `${text}T00:00:00Z` : text.replace(" ", "T"));
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

/**
 * An enum field. A well-formed word outside the list (`S4`, `medium`) is what spec 004
 * keeps from newer writers ("unknown enum values: warning, not rejection"): a warning.
 */
function enumField(data: Record<string, unknown>, field: string, allowed: readonly string[], add: AddFinding, { unknownWordsWarn = false } = {}): void {
  const value = data[field];
  if (value === undefined || value === null) return;
  if (typeof value === "string" && allowed.includes(value)) return;
  const wellFormed = typeof value === "string" && /^[A-Za-z][A-Za-z0-9_-]{0,39}$/.test(value);
  add(field, unknownWordsWarn && wellFormed ? "enum-unknown" : "enum", `${field} must be one of ${allowed.join(", ")} (got ${JSON.stringify(value)})`);
}

/** truth and utility (spec 000 update): a number in 0–1, or {value, updated, updates} as `memory api` update writes it. */
function unitField(data: Record<string, unknown>, field: string, add: AddFinding): void {
  const stored = data[field];
  if (stored === undefined || stored === null) return;
  const isObject = typeof stored === "object" && !Array.isArray(stored);
  const value = isObject ? (stored as { value?: unknown }).value : stored;
  if (typeof value !== "number") {
    add(field, "field-type", `${field} must be a number in 0–1${isObject ? " in `value`" : ""} (got ${JSON.stringify(value ?? null)})`);
    return;
  }
  if (!(value >= 0 && value <= 1)) add(field, "range", `${field} ${value} is outside 0–1`);
  if (isObject) {
    const { updated, updates } = stored as { updated?: unknown; updates?: unknown };
    if (updated !== undefined && timestampProblem(updated)) add(field, "timestamp", `${field}.updated ${timestampProblem(updated)}`);
    if (updates !== undefined && !(Number.isInteger(updates) && (updates as number) >= 0)) add(field, "field-type", `${field}.updates must be a whole number (got ${JSON.stringify(updates)})`);
  }
}

function checkSecrets(findings: Findings, path: string, text: string): void {
  for (const secret of findSecrets(text)) {
    findings.add(path, "secret", `a secret (${secret.kind}) is stored here: remove it, or replace it with ${placeholder(secret.kind)} (and rotate it if it was ever shared)`, secret.line);
  }
}

// ── the approval inbox ─────────────────────────────────────────────────────

/** Proposals are memory files too: they must parse and hold no secret. */
async function checkInbox(findings: Findings, store: ScopeStore): Promise<number> {
  let count = 0;
  for (const dir of [join(store.root, INBOX_DIR), join(store.root, INBOX_DIR, "rejected")]) {
    let names: string[];
    try {
      names = readdirSync(dir).filter((name) => name.endsWith(".md") && !name.startsWith("."));
    } catch {
      continue;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (!lstatSync(path, { throwIfNoEntry: false })?.isFile()) continue;
      count++;
      const text = await readChecked(findings, path);
      if (text === undefined) continue;
      try {
        splitMemoryFile(text, path);
      } catch (error) {
        if (!(error instanceof MalformedMemoryError)) throw error;
        const { line, reason } = error.details as { line?: number; reason?: string };
        findings.add(path, "frontmatter-parse", `frontmatter cannot be parsed: ${reason ?? error.message}`, line);
      }
    }
  }
  return count;
}

/** A file's text, checked for secrets; undefined (and a finding) when it cannot be read. */
async function readChecked(findings: Findings, path: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await fs.readFile(path, "utf8");
  } catch (error) {
    findings.add(path, "file-unreadable", `cannot be read: ${(error as Error).message}`);
    return undefined;
  }
  checkSecrets(findings, path, text);
  return text;
}

// ── logs ───────────────────────────────────────────────────────────────────

type LineCheck = (record: Record<string, unknown>, problem: (rule: ValidationRule, message: string, severity?: "violation" | "warning") => void) => void;

async function checkLogs(findings: Findings, store: ScopeStore): Promise<number> {
  let lines = 0;
  for (const name of LOG_NAMES) {
    const path = logPath(store.root, name);
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat) continue;
    if (!stat.isFile()) {
      findings.add(path, "log-file", `is not a regular file (${stat.isSymbolicLink() ? "a symbolic link" : "a directory or device"}); logs are appended in place`);
      continue;
    }
    const text = await readChecked(findings, path);
    if (text === undefined) continue;
    const check = name === "events" ? eventCheck(await eventValidators()) : name === "retrieval" ? retrievalCheck : name === "decay" ? decayCheck : auditCheck;
    const ids = new Map<string, number>();
    const rows = text.split("\n");
    rows.forEach((row, index) => {
      if (!row.trim()) return;
      lines++;
      const line = index + 1;
      let record: unknown;
      try {
        record = JSON.parse(row);
      } catch (error) {
        const torn = index === rows.length - 1 || (index === rows.length - 2 && rows[rows.length - 1] === "");
        findings.add(path, "log-parse", `not a JSON record${torn ? " (a torn last line: an interrupted append)" : ""}: ${(error as Error).message}; readers skip it — delete the line by hand`, line);
        return;
      }
      if (!record || typeof record !== "object" || Array.isArray(record)) {
        findings.add(path, "log-parse", "not a JSON object; readers skip it — delete the line by hand", line);
        return;
      }
      const fields = record as Record<string, unknown>;
      check(fields, (rule, message, severity) => findings.add(path, rule, message, line, severity));
      const id = fields.event_id;
      if (typeof id === "string" && name !== "events") {
        const first = ids.get(id);
        if (first !== undefined) findings.add(path, "duplicate-event-id", `event_id ${id} is also on line ${first}`, line);
        else ids.set(id, line);
      }
    });
  }
  return lines;
}

let eventValidatorsLoaded: Promise<Map<string, (value: unknown) => Violation[]>> | undefined;

/** ajv and spec 002 are loaded only when a store has an events log. */
function eventValidators() {
  return (eventValidatorsLoaded ??= spec002EventValidators());
}

function tsProblem(record: Record<string, unknown>, field: string): string | undefined {
  if (record[field] === undefined || record[field] === null) return `${field} is missing`;
  const problem = timestampProblem(record[field]);
  return problem ? `${field} ${problem}` : undefined;
}

function stringList(value: unknown): boolean {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

/** spec 002 MemoryEvent (the branch its `kind` names), plus our `ts`. */
function eventCheck(validators: Map<string, (value: unknown) => Violation[]>): LineCheck {
  return (record, problem) => {
    const ts = tsProblem(record, "ts");
    if (ts) problem("event-schema", ts);
    const validate = typeof record.kind === "string" ? validators.get(record.kind) : undefined;
    if (!validate) {
      problem("event-schema", `kind must be one of ${[...validators.keys()].join(", ")} (spec 002 MemoryEvent; got ${JSON.stringify(record.kind ?? null)})`);
      return;
    }
    for (const violation of validate(record)) problem("event-schema", `${record.kind} event: ${violation.pointer || "/"} ${violation.message}`);
  };
}

/** spec 001 §3: every field, with its enums; used ⊆ returned. */
const retrievalCheck: LineCheck = (record, problem) => {
  const missing = (field: string) => record[field] === undefined || record[field] === null;
  for (const field of ["event_id", "actor", "query"]) {
    if (missing(field)) problem("retrieval-event", `${field} is missing`);
    else if (typeof record[field] !== "string" || (field !== "query" && !(record[field] as string).trim())) problem("retrieval-event", `${field} must be a non-empty string`);
  }
  const ts = tsProblem(record, "ts");
  if (ts) problem("retrieval-event", ts);
  for (const [field, allowed] of [["store", RETRIEVAL_STORES], ["outcome", OUTCOMES], ["source", RETRIEVAL_SOURCES]] as const) {
    if (missing(field)) problem("retrieval-event", `${field} is missing`);
    else if (!allowed.includes(record[field] as string)) problem("retrieval-event", `${field} must be one of ${allowed.join(", ")} (got ${JSON.stringify(record[field])})`);
  }
  for (const field of ["returned_ids", "used_ids"]) {
    if (missing(field)) problem("retrieval-event", `${field} is missing`);
    else if (!stringList(record[field])) problem("retrieval-event", `${field} must be a list of memory ids`);
  }
  if (stringList(record.returned_ids) && stringList(record.used_ids)) {
    const returned = new Set(record.returned_ids as string[]);
    const outside = (record.used_ids as string[]).filter((id) => !returned.has(id));
    if (outside.length > 0) problem("retrieval-used-subset", `used_ids ${outside.join(", ")} ${outside.length === 1 ? "is" : "are"} not among returned_ids`);
  }
};

/** spec 001 §7 decay events; follow-up events of another `kind` (restore) need only an id and a time. */
const decayCheck: LineCheck = (record, problem) => {
  const missing = (field: string) => record[field] === undefined || record[field] === null;
  if (missing("event_id")) problem("decay-event", "event_id is missing");
  else if (typeof record.event_id !== "string" || !record.event_id.trim()) problem("decay-event", "event_id must be a non-empty string");
  const ts = tsProblem(record, "ts");
  if (ts) problem("decay-event", ts);
  if (record.kind !== undefined && record.kind !== "decay") {
    if (typeof record.kind !== "string") problem("decay-event", "kind must be a string");
    return;
  }
  if (missing("policy")) problem("decay-event", "policy is missing");
  else if (typeof record.policy !== "string" && typeof record.policy !== "object") problem("decay-event", "policy must be the policy text or an object");
  const asOf = tsProblem(record, "as_of");
  if (asOf) problem("decay-event", asOf);
  if (typeof record.dry_run !== "boolean") problem("decay-event", missing("dry_run") ? "dry_run is missing" : "dry_run must be true or false");
  if (missing("stale_ids")) problem("decay-event", "stale_ids is missing");
  else if (!stringList(record.stale_ids)) problem("decay-event", "stale_ids must be a list of memory ids");
};

/** spec 000 update audit: who changed which value, from what to what. */
const auditCheck: LineCheck = (record, problem) => {
  const ts = tsProblem(record, "ts");
  if (ts) problem("audit-entry", ts);
  for (const field of ["memory_id", "field"]) {
    if (record[field] === undefined || record[field] === null) problem("audit-entry", `${field} is missing`);
    else if (typeof record[field] !== "string" || !(record[field] as string).trim()) problem("audit-entry", `${field} must be a non-empty string`);
  }
  for (const field of ["before", "after"]) if (!(field in record)) problem("audit-entry", `${field} is missing`);
};

// ── config.json ────────────────────────────────────────────────────────────

/** Returns whether the scope has a config file. */
async function checkConfig(findings: Findings, store: ScopeStore): Promise<boolean> {
  const path = configPath(store.root);
  let text: string | undefined;
  try {
    text = readConfigText(store.root);
  } catch (error) {
    findings.add(path, "config", isMemoryError(error) ? error.message.replace(`${path} `, "") : `cannot be read: ${(error as Error).message}`);
    return true;
  }
  if (text === undefined) return false;
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    const line = position ? text.slice(0, Number(position[1])).split("\n").length : /line (\d+)/.exec(message) ? Number(/line (\d+)/.exec(message)![1]) : undefined;
    findings.add(path, "config", `not valid JSON: ${message}`, line);
    return true;
  }
  for (const violation of await configViolations(value)) {
    const key = violation.pointer.split("/").filter(Boolean).pop();
    const at = key ? text.split("\n").findIndex((row) => row.includes(`"${key}"`)) : -1;
    findings.add(path, "config", `${violation.pointer || "/"} ${violation.message} (spec 002 MemoryConfig)`, at >= 0 ? at + 1 : undefined);
  }
  return true;
}

// ── as-of exclusion (spec 001 §6.1) ────────────────────────────────────────

/**
 * Lists the store (the list operation itself, over catalogs of the files just
 * read) at a few creation instants T and one second before each: every memory
 * created after T must be absent, every other one present (expired and
 * deprecated ones are asked for, so only creation decides).
 */
function checkAsOf(context: OperationContext, findings: Findings, memories: CheckedMemory[], notes: string[]): number {
  const dated = memories.filter((memory) => memory.createdSeconds !== undefined);
  if (dated.length === 0) return 0;
  const seconds = [...new Set(dated.map((memory) => memory.createdSeconds!))].sort((a, b) => a - b);
  let instants = spread(seconds, AS_OF_MAX_INSTANTS).flatMap((second) => [second - 1, second]);
  const budget = Math.floor(AS_OF_MAX_WORK / memories.length);
  if (budget < 2) {
    notes.push(`as-of exclusion check skipped: ${memories.length} memories are more than it re-filters in one run.`);
    return 0;
  }
  if (instants.length > budget) {
    instants = spread(seconds, Math.floor(budget / 2)).flatMap((second) => [second - 1, second]);
    notes.push(`as-of exclusion check capped at ${instants.length} instants for ${memories.length} memories.`);
  }
  const byStore = new Map<ScopeStore, Map<string, ManifestEntry>>();
  for (const memory of memories) {
    const entries = byStore.get(memory.store) ?? new Map<string, ManifestEntry>();
    byStore.set(memory.store, entries);
    // Edges play no part in what a read shows; without them the list skips building the graph.
    entries.set(memory.slug, { size: 0, mtimeMs: 0, hash: "", summary: { ...summaryOf(memory.decoded.document), edges: [] } });
  }
  const catalogs: Catalog[] = [...byStore].map(([store, entries]) => ({ store, entries, changed: [], removed: [], warnings: [] }));
  const quiet = { ...context, warn: () => undefined };
  const leaked = new Set<string>();
  for (const instant of instants) {
    const asOf = toIsoSeconds(new Date(instant * 1000));
    const listed = new Set(listCatalogs(quiet, catalogs, { asOf, includeExpired: true, includeDeprecated: true }).memories.map((memory) => `${memory.scope}/${memory.slug}`));
    for (const memory of dated) {
      const key = `${memory.store.scope}/${memory.slug}`;
      const shown = listed.has(key);
      const expected = memory.createdSeconds! <= instant;
      if (shown === expected || leaked.has(key)) continue;
      leaked.add(key);
      findings.add(
        memory.store.filePath(memory.slug),
        "as-of-exclusion",
        shown
          ? `listed as of ${asOf} though created later (${String(memory.decoded.document.created)}): the as-of filter leaks (spec 001 §6.1)`
          : `missing from a read as of ${asOf} though created before it (${String(memory.decoded.document.created)})`,
      );
    }
  }
  return instants.length;
}

/** Up to `count` items spread evenly over a sorted list, first and last included. */
function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  if (count <= 1) return items.slice(-1);
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);
}

/** The `commands` field: a list of command patterns, each usable (see core/command-match.ts). */
function checkCommandsField(value: unknown, add: (field: string, rule: ValidationRule, message: string) => void): void {
  if (value === undefined || value === null) return;
  const list = typeof value === "string" ? [value] : value;
  if (!Array.isArray(list) || !list.every((item) => typeof item === "string")) return add("commands", "field-type", "commands must be a list of shell command patterns such as \"npm publish*\"");
  for (const pattern of list as string[]) {
    const problems = commandPatternProblems(pattern);
    if (problems.length > 0) add("commands", "bad-command-pattern", `command pattern ${JSON.stringify(pattern)} ${problems.join("; ")}`);
  }
}
