// Spec 004 `.memory/events.jsonl`: validation of each line, "latest line per
// id wins", and the mapping between a record and a memory (both ways). Pure.
//
// Record → memory: the id is the slug; `type` maps to a built-in type and is
// kept in `kind`; title and content become `# title` and `- point` lines;
// classification, severity, rule, implication, verify, source,
// last_verified, deprecated are frontmatter fields of the same names;
// created_at → created; `_meta` → `meta` (and `_meta.superseded_by` →
// `superseded_by`); fields spec 004 does not define → `extra_fields`.
// Memory → record reverses it, and derives what a memory made in this plugin
// lacks (see `memoryToEvent`).

import { createHash } from "node:crypto";
import { contentPoints, renderBullets } from "./bullets.js";
import { isMemoryType, typeForForeignKind } from "./memory-types.js";
import { toIsoSeconds } from "./time.js";
import type { ImportProblem, MemoryDraft } from "./import-types.js";
import type { MemoryType } from "./types.js";
import { parseTags } from "./validate.js";

export const EVENT_TYPES = ["decision", "lesson", "constraint", "risk", "fact"] as const;
export const CLASSIFICATIONS = ["hard", "soft"] as const;
export const SEVERITIES = ["S1", "S2", "S3"] as const;
export const EVENT_ID_PATTERN = /^[a-z]+-[a-z0-9_]+-[a-f0-9]{8}$/;
export const MAX_TITLE_LENGTH = 120;
export const MIN_CONTENT = 2;
export const MAX_CONTENT = 6;
/** The fields of spec 004, in the order of its table (and of every exported line). */
export const EVENT_FIELDS = [
  "id", "type", "classification", "severity", "title", "content", "rule", "implication", "verify",
  "source", "tags", "created_at", "last_verified", "deprecated", "_meta",
] as const;
/** Frontmatter fields an events import owns: set from the record, removed when a newer version drops them. */
export const EVENT_MANAGED_FIELDS = [
  "kind", "classification", "severity", "rule", "implication", "verify", "source", "last_verified",
  "deprecated", "superseded_by", "meta", "extra_fields",
] as const;

const EVENT_TYPE_TO_MEMORY: Record<string, MemoryType> = { decision: "decision", lesson: "learning", constraint: "gotcha", risk: "gotcha", fact: "learning" };
const MEMORY_TO_EVENT_TYPE: Record<MemoryType, string> = {
  decision: "decision", learning: "lesson", gotcha: "constraint", breadcrumb: "fact", hub: "fact", artifact: "fact",
};
/** A value of an enum spec 004 may extend later: a well-formed word, unknown today (a warning, kept). */
const ENUM_WORD = /^[a-z][a-z0-9_]{0,31}$/;
const SEVERITY_WORD = /^[A-Za-z0-9][A-Za-z0-9_]{0,31}$/;
const MAX_SLUG_LENGTH = 100;

// ── sources ────────────────────────────────────────────────────────────────

const PATH = String.raw`[^\s#:][^#:\n]*`;
const LINES = String.raw`:L(\d+)-L(\d+)`;
/** The five normalized source forms of spec 004. */
export const SOURCE_PATTERNS = {
  code: new RegExp(`^(${PATH})${LINES}$`),
  markdown: new RegExp(`^(${PATH})#([^\\n]+?)${LINES}$`),
  commit: /^commit ([0-9a-f]{7,40})$/,
  pr: /^PR #(\d+)$/,
  function: new RegExp(`^(${PATH})::([A-Za-z_$][A-Za-z0-9_$.]*)$`),
} as const;
export type SourceKind = keyof typeof SOURCE_PATTERNS;

/** Which of the five forms a source reference has (line ranges must run forwards from 1), or undefined. */
export function sourceKind(source: string): SourceKind | undefined {
  for (const kind of Object.keys(SOURCE_PATTERNS) as SourceKind[]) {
    const match = SOURCE_PATTERNS[kind].exec(source);
    if (!match) continue;
    if (kind === "code" || kind === "markdown") {
      const [start, end] = kind === "code" ? [match[2], match[3]] : [match[3], match[4]];
      if (Number(start) < 1 || Number(end) < Number(start)) continue;
    }
    return kind;
  }
  return undefined;
}

const SOURCE_FORMS = "path:L<start>-L<end>, path#heading:L<start>-L<end>, commit <hash>, PR #<id> or path::function";

// ── timestamps ─────────────────────────────────────────────────────────────

const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** A strict ISO 8601 date or date-time (no zone: UTC), normalised to UTC seconds; undefined when invalid. */
export function parseIsoTimestamp(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const match = ISO_8601.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h = "00", mi = "00", s = "00", zone = "Z"] = match;
  const year = Number(y), month = Number(mo), day = Number(d), hour = Number(h), minute = Number(mi), second = Number(s);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) return undefined;
  let offsetMinutes = 0;
  if (zone !== "Z") {
    const zoneMatch = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)!;
    const zoneHours = Number(zoneMatch[2]), zoneMinutes = Number(zoneMatch[3] ?? "0");
    if (zoneHours > 23 || zoneMinutes > 59) return undefined;
    offsetMinutes = (zoneMatch[1] === "-" ? -1 : 1) * (zoneHours * 60 + zoneMinutes);
  }
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second) - offsetMinutes * 60_000);
  return Number.isNaN(date.getTime()) ? undefined : toIsoSeconds(date);
}

// ── records ────────────────────────────────────────────────────────────────

/** A valid spec 004 entry: every field present (defaults filled in), values as they came. */
export interface EventRecord {
  id: string;
  type: string;
  classification: string;
  severity: string | null;
  title: string;
  content: string[];
  rule: string | null;
  implication: string | null;
  verify: string | null;
  source: string[];
  tags: string[];
  created_at: string;
  last_verified: string | null;
  deprecated: boolean;
  _meta: Record<string, unknown>;
  /** Top-level fields spec 004 does not define, in the order they came. */
  extra: Record<string, unknown>;
}

export interface EventValidation {
  record?: EventRecord;
  errors: string[];
  warnings: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);
const describe = (value: unknown) => (value === undefined ? "nothing" : JSON.stringify(value));
const hasNul = (value: string) => value.includes("\0");

/** Every rule of spec 004's "Validation Rules", plus the type of each optional field. */
export function validateEvent(value: unknown): EventValidation {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (!isObject(value)) {
    errors.push(`not a JSON object (${Array.isArray(value) ? "an array" : value === null ? "null" : `a ${typeof value}`}); each line must be one entry {"id": …}`);
    return { errors, warnings };
  }
  const field = (name: string) => (Object.hasOwn(value, name) ? value[name] : undefined);

  const id = field("id");
  if (id === undefined || id === null || id === "") errors.push("id is missing");
  else if (typeof id !== "string" || !EVENT_ID_PATTERN.test(id)) errors.push(`id ${describe(id)} does not match ${EVENT_ID_PATTERN.source}`);
  else if (id.length > MAX_SLUG_LENGTH) errors.push(`id is longer than ${MAX_SLUG_LENGTH} characters, too long for a file name`);

  const type = field("type");
  if (type === undefined || type === null) errors.push("type is missing");
  else if (typeof type !== "string" || !ENUM_WORD.test(type)) errors.push(`type must be one of ${EVENT_TYPES.join(", ")} (got ${describe(type)})`);
  else if (!(EVENT_TYPES as readonly string[]).includes(type)) warnings.push(`unknown type "${type}": kept (as kind) and exported back; imported as learning`);

  const classification = field("classification");
  if (classification === undefined || classification === null) errors.push("classification is missing");
  else if (typeof classification !== "string" || !ENUM_WORD.test(classification)) errors.push(`classification must be hard or soft (got ${describe(classification)})`);
  else if (!(CLASSIFICATIONS as readonly string[]).includes(classification)) warnings.push(`unknown classification "${classification}": kept, treated as not hard`);

  const severity = field("severity");
  let knownSeverity: string | null = null;
  if (severity !== undefined && severity !== null) {
    if (typeof severity !== "string" || !SEVERITY_WORD.test(severity)) errors.push(`severity must be S1, S2, S3 or null (got ${describe(severity)})`);
    else if (!(SEVERITIES as readonly string[]).includes(severity)) warnings.push(`unknown severity "${severity}": kept, treated as null`);
    else knownSeverity = severity;
  }

  const title = field("title");
  if (typeof title !== "string" || !title.trim()) errors.push(title === undefined || title === null ? "title is missing" : "title must be a non-empty string");
  else if (title.length > MAX_TITLE_LENGTH) errors.push(`title is longer than ${MAX_TITLE_LENGTH} characters (${title.length})`);
  else if (/[\r\n]/.test(title) || hasNul(title)) errors.push("title must be one line of text");

  const content = field("content");
  if (content === undefined || content === null) errors.push("content is missing");
  else if (!Array.isArray(content)) errors.push(`content must be an array of ${MIN_CONTENT}–${MAX_CONTENT} strings (got ${describe(content)})`);
  else {
    if (content.length < MIN_CONTENT || content.length > MAX_CONTENT) {
      errors.push(`content has ${content.length} bullet${content.length === 1 ? "" : "s"}; spec 004 needs ${MIN_CONTENT}–${MAX_CONTENT}`);
    }
    content.forEach((item, index) => {
      if (typeof item !== "string") errors.push(`content[${index}] is not a string`);
      else if (!item.trim()) errors.push(`content[${index}] is empty`);
      else if (hasNul(item)) errors.push(`content[${index}] contains a NUL byte`);
    });
  }

  const optionalText = (name: string): string | null => {
    const text = field(name);
    if (text === undefined || text === null) return null;
    if (typeof text !== "string" || hasNul(text)) {
      errors.push(`${name} must be a string or null`);
      return null;
    }
    return text.trim() ? text : null;
  };
  const rule = optionalText("rule");
  const implication = optionalText("implication");
  const verify = optionalText("verify");
  if (rule === null && implication === null && !errors.some((error) => /^(rule|implication) /.test(error))) {
    errors.push("neither rule nor implication is set (spec 004 needs at least one)");
  }

  const source = field("source");
  if (source === undefined || source === null) errors.push("source is missing");
  else if (!Array.isArray(source) || source.length === 0) errors.push("source must be a non-empty array of source references");
  else {
    source.forEach((item, index) => {
      if (typeof item !== "string" || !sourceKind(item)) errors.push(`source[${index}] ${describe(item)} is not a normalized source (${SOURCE_FORMS})`);
    });
  }

  const tags = field("tags");
  if (tags !== undefined && tags !== null && (!Array.isArray(tags) || tags.some((tag) => typeof tag !== "string"))) errors.push("tags must be an array of strings");

  const createdAt = field("created_at");
  if (createdAt === undefined || createdAt === null) errors.push("created_at is missing");
  else if (!parseIsoTimestamp(createdAt)) errors.push(`created_at ${describe(createdAt)} is not a valid ISO 8601 timestamp`);

  const lastVerified = field("last_verified");
  if (lastVerified !== undefined && lastVerified !== null && !parseIsoTimestamp(lastVerified)) {
    errors.push(`last_verified ${describe(lastVerified)} is not a valid ISO 8601 timestamp or null`);
  }

  const deprecated = field("deprecated");
  if (deprecated !== undefined && deprecated !== null && typeof deprecated !== "boolean") errors.push(`deprecated must be true or false (got ${describe(deprecated)})`);

  const meta = field("_meta");
  if (meta !== undefined && meta !== null && !isObject(meta)) errors.push("_meta must be an object");
  const supersededBy = isObject(meta) && Object.hasOwn(meta, "superseded_by") ? meta.superseded_by : undefined;
  if (supersededBy !== undefined && supersededBy !== null && (typeof supersededBy !== "string" || !EVENT_ID_PATTERN.test(supersededBy))) {
    errors.push(`_meta.superseded_by ${describe(supersededBy)} is not an entry id`);
  }

  const extra: Record<string, unknown> = {};
  const unknown: string[] = [];
  for (const key of Object.keys(value)) {
    if ((EVENT_FIELDS as readonly string[]).includes(key)) continue;
    if (key === "__proto__") {
      warnings.push(`field "__proto__" dropped`);
      continue;
    }
    extra[key] = value[key];
    unknown.push(key);
  }
  if (errors.length > 0) return { errors, warnings };

  if (classification === "hard" && knownSeverity === null) warnings.push("classification is hard but severity is null (spec 004: a hard entry should have a severity)");
  if (classification === "hard" && knownSeverity === "S3") warnings.push("classification is hard but severity is S3 (spec 004: a hard entry should be S1 or S2)");
  if (typeof supersededBy === "string" && deprecated !== true) warnings.push("_meta.superseded_by is set but deprecated is not true (spec 004: a superseded entry must be deprecated)");
  if (unknown.length > 0) warnings.push(`unknown field${unknown.length > 1 ? "s" : ""} ${unknown.map((key) => `"${key}"`).join(", ")}: kept and exported back as they are`);

  const metaObject: Record<string, unknown> = {};
  if (isObject(meta)) for (const key of Object.keys(meta)) if (key !== "__proto__") metaObject[key] = meta[key];
  return {
    record: {
      id: id as string,
      type: type as string,
      classification: classification as string,
      severity: typeof severity === "string" ? severity : null,
      title: title as string,
      content: content as string[],
      rule,
      implication,
      verify,
      source: source as string[],
      tags: (tags as string[] | null | undefined) ?? [],
      created_at: createdAt as string,
      last_verified: typeof lastVerified === "string" ? lastVerified : null,
      deprecated: deprecated === true,
      _meta: metaObject,
      extra,
    },
    errors,
    warnings,
  };
}

/** One line of an events file, in spec 004's field order, unknown fields last. */
export function serializeEvent(record: EventRecord): string {
  const ordered: Record<string, unknown> = {};
  for (const key of EVENT_FIELDS) ordered[key] = record[key];
  for (const [key, value] of Object.entries(record.extra)) ordered[key] = value;
  return JSON.stringify(ordered);
}

export interface ParsedEvent {
  line: number;
  record: EventRecord;
  warnings: string[];
}

export interface ParsedEvents {
  /** The latest valid version of each id, in the order of those lines. */
  entries: ParsedEvent[];
  /** Errors of every line; warnings of the versions applied. */
  problems: ImportProblem[];
  /** Lines rejected. */
  invalid: number;
  /** Valid lines overridden by a later version of the same id. */
  superseded: number;
}

/** Reads a whole events file: each line is validated, then the last valid version of each id wins. */
export function parseEventsText(text: string): ParsedEvents {
  const problems: ImportProblem[] = [];
  const latest = new Map<string, ParsedEvent>();
  let invalid = 0;
  let valid = 0;
  text.replace(/^\uFEFF/, "").split("\n").forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (!trimmed) return;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (error) {
      invalid++;
      problems.push({ line, severity: "error", message: `not valid JSON (${(error as Error).message})` });
      return;
    }
    const validation = validateEvent(value);
    if (!validation.record) {
      invalid++;
      const id = isObject(value) && typeof value.id === "string" ? value.id : undefined;
      problems.push({ line, severity: "error", message: validation.errors.join("; "), ...(id ? { id } : {}) });
      return;
    }
    valid++;
    latest.delete(validation.record.id); // re-inserted: entries follow the order of their latest line
    latest.set(validation.record.id, { line, record: validation.record, warnings: validation.warnings });
  });
  const entries = [...latest.values()];
  for (const entry of entries) {
    for (const message of entry.warnings) problems.push({ line: entry.line, severity: "warning", message, id: entry.record.id });
  }
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { entries, problems, invalid, superseded: valid - entries.length };
}

// ── record → memory ────────────────────────────────────────────────────────

/** The memory a valid record becomes, and what the conversion changed (tags that had to be normalised). */
export function eventToDraft(record: EventRecord, line: number): { draft: MemoryDraft; warnings: string[] } {
  const warnings: string[] = [];
  const tags = memoryTags(record.tags, warnings);
  const title = record.title.trim();
  const points = record.content.map((point) => point.replace(/\r\n?/g, "\n").trim());
  const fields: Record<string, unknown> = { kind: record.type, classification: record.classification };
  if (record.severity !== null) fields.severity = record.severity;
  if (record.rule !== null) fields.rule = record.rule;
  if (record.implication !== null) fields.implication = record.implication;
  if (record.verify !== null) fields.verify = record.verify;
  fields.source = [...record.source];
  if (record.last_verified !== null) fields.last_verified = parseIsoTimestamp(record.last_verified);
  if (record.deprecated) fields.deprecated = true;
  const supersededBy = record._meta.superseded_by;
  if (typeof supersededBy === "string") fields.superseded_by = supersededBy;
  if (Object.keys(record._meta).length > 0) fields.meta = { ...record._meta };
  if (Object.keys(record.extra).length > 0) fields.extra_fields = { ...record.extra };
  return {
    draft: {
      slug: record.id,
      title,
      type: EVENT_TYPE_TO_MEMORY[record.type] ?? "learning",
      tags,
      body: `# ${title}\n\n${renderBullets(points)}`,
      created: parseIsoTimestamp(record.created_at)!,
      fields,
      managed: EVENT_MANAGED_FIELDS,
      lines: [line, line],
    },
    warnings,
  };
}

/** Tags as the store keeps them (lower case, spaces as '-'); one that cannot be a tag is dropped with a warning. */
export function memoryTags(tags: readonly string[], warnings: string[]): string[] {
  const kept: string[] = [];
  for (const tag of tags) {
    let normalised: string[];
    try {
      normalised = parseTags([tag], { allowEmpty: true });
    } catch {
      warnings.push(`tag ${JSON.stringify(tag)} cannot be a memory tag (1–50 letters, digits or . _ + # / -): dropped`);
      continue;
    }
    if (normalised.length === 0) continue;
    if (normalised[0] !== tag) warnings.push(`tag ${JSON.stringify(tag)} stored as "${normalised[0]}"`);
    if (!kept.includes(normalised[0]!)) kept.push(normalised[0]!);
  }
  return kept;
}

// ── memory → record ────────────────────────────────────────────────────────

/** The parts of a stored memory an export reads. */
export interface ExportableMemory {
  slug: string;
  title: string;
  type: MemoryType;
  tags: string[];
  created: string;
  body: string;
  fields: Record<string, unknown>;
}

/**
 * The spec 004 record of a memory, or why it has none. For a memory that
 * came from an events file this is the record it came from. For one made
 * here:
 *  - id: `<type>-<anchor>-<hash8>` (anchor from source[0], hash8 = sha256(title + source[0]));
 *  - type: `kind` when it is a spec 004 type (or, on a memory carrying
 *    spec 004's `classification`, any other well-formed word), else from the
 *    memory type: decision→decision, learning→lesson, gotcha→constraint,
 *    breadcrumb/hub/artifact→fact;
 *  - classification: the field, else hard for a gotcha (the hook injects it) and soft otherwise;
 *  - content: the points of the body (`contentPoints`): its first list, else its paragraphs or sentences;
 *  - rule, implication, source: only from the frontmatter; a memory without
 *    `source`, or without `rule` and `implication`, cannot be a valid entry.
 */
export function memoryToEvent(memory: ExportableMemory): { record: EventRecord } | { reason: string } {
  const fields = memory.fields;
  const text = (name: string): string | null => {
    const value = fields[name];
    return typeof value === "string" && value.trim() ? value : null;
  };
  const source = Array.isArray(fields.source) ? fields.source.filter((item): item is string => typeof item === "string") : typeof fields.source === "string" ? [fields.source] : [];
  const rule = text("rule");
  const implication = text("implication");
  if (source.length === 0) {
    return { reason: "no source: add a `source:` list of references (e.g. src/auth/refresh.ts:L10-L40, commit 1a2b3c4, PR #12) to its frontmatter" };
  }
  if (rule === null && implication === null) {
    return { reason: "neither rule nor implication: add a `rule:` (MUST/NEVER …) or an `implication:` (what breaks) to its frontmatter" };
  }
  const type = eventTypeOf(memory);
  const id = EVENT_ID_PATTERN.test(memory.slug) ? memory.slug : eventId(type, memory.title, source[0]!);
  const meta: Record<string, unknown> = isObject(fields.meta) ? { ...fields.meta } : {};
  const supersededBy = text("superseded_by");
  if (supersededBy !== null && meta.superseded_by !== supersededBy) meta.superseded_by = supersededBy;
  const classification = text("classification") ?? (memory.type === "gotcha" ? "hard" : "soft");
  const lastVerified = fields.last_verified === undefined || fields.last_verified === null ? null : fields.last_verified;
  const candidate: Record<string, unknown> = {
    id,
    type,
    classification,
    severity: fields.severity === undefined ? null : fields.severity,
    title: memory.title,
    content: contentPoints(stripTitleHeading(memory.body, memory.title)),
    rule,
    implication,
    verify: text("verify"),
    source,
    tags: memory.tags,
    created_at: memory.created,
    last_verified: lastVerified,
    deprecated: fields.deprecated === true || fields.deprecated === "true",
    _meta: meta,
  };
  if (isObject(fields.extra_fields)) {
    for (const [key, value] of Object.entries(fields.extra_fields)) if (!(EVENT_FIELDS as readonly string[]).includes(key)) candidate[key] = value;
  }
  const validation = validateEvent(candidate);
  if (!validation.record) return { reason: `not a valid spec 004 entry: ${validation.errors.join("; ")}` };
  return { record: validation.record };
}

function eventTypeOf(memory: ExportableMemory): string {
  const kind = typeof memory.fields.kind === "string" ? memory.fields.kind.trim() : "";
  if ((EVENT_TYPES as readonly string[]).includes(kind)) return kind;
  const fromEvents = typeof memory.fields.classification === "string";
  if (fromEvents && ENUM_WORD.test(kind) && !isMemoryType(kind) && !typeForForeignKind(kind)) return kind;
  return MEMORY_TO_EVENT_TYPE[memory.type];
}

/** The body without its leading `# title` heading (the title is a field of its own). */
function stripTitleHeading(body: string, title: string): string {
  const match = /^\s*#\s+(.*?)\s*#*\s*(\n|$)/.exec(body);
  return match && match[1]!.trim() === title.trim() ? body.slice(match[0].length) : body;
}

/** `<type>-<anchor>-<hash8>` by spec 004's rule. */
export function eventId(type: string, title: string, primarySource: string): string {
  const prefix = type.replace(/[^a-z]/g, "") || "fact";
  const hash = createHash("sha256").update(title + primarySource).digest("hex").slice(0, 8);
  return `${prefix}-${sourceAnchor(primarySource)}-${hash}`;
}

/**
 * The anchor of a source reference, `[a-z0-9_]+`, as in spec 004's examples:
 * `INCIDENTS.md#INC-036:…` → `inc036` (a heading that is an identifier),
 * `CLAUDE.md#Protocol A:…` → `claudemd_protocola` (file name and heading),
 * `src/features/feature_engine_EMV3.py:L1-L9` or `…py::fn` → `feature_engine_emv3` (the file's stem),
 * `commit 7874956` → `commit_7874956`, `PR #123` → `pr123`.
 */
export function sourceAnchor(source: string): string {
  const kind = sourceKind(source);
  let anchor: string;
  const match = kind ? SOURCE_PATTERNS[kind].exec(source)! : undefined;
  const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "");
  const fileName = (path: string) => path.replace(/\\/g, "/").split("/").pop() ?? path;
  const stem = (path: string) => fileName(path).replace(/\.[^.]*$/, "") || fileName(path);
  switch (kind) {
    case "markdown": {
      const heading = match![2]!;
      anchor = /^[A-Za-z]+-?\d+$/.test(heading.trim()) ? squash(heading) : `${squash(fileName(match![1]!))}_${squash(heading).slice(0, 40)}`;
      break;
    }
    case "code":
    case "function":
      anchor = stem(match![1]!);
      break;
    case "commit":
      anchor = `commit_${match![1]}`;
      break;
    case "pr":
      anchor = `pr${match![1]}`;
      break;
    default:
      anchor = source;
  }
  const normalised = anchor.toLowerCase().replace(/[^a-z0-9_]+/g, "_").replace(/_+/g, "_").replace(/^_|_$/g, "").slice(0, 60).replace(/_$/, "");
  return normalised || "entry";
}
