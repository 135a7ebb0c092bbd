// An events.jsonl knowledge file (docs/interop.md): "latest line per id
// wins", and the mapping between a record and a memory (both ways). Pure.
//
// Record → memory: the id is the slug; `type` maps to a built-in type and is
// kept in `kind`; title and content become `# title` and `- point` lines;
// classification, severity, rule, implication, verify, source,
// last_verified, deprecated are frontmatter fields of the same names;
// created_at → created; `_meta` → `meta` (and `_meta.superseded_by` →
// `superseded_by`); fields the format does not define → `extra_fields`.
// Memory → record reverses it, and derives what a memory made in this plugin
// lacks (see `memoryToEvent`).

import { createHash } from "node:crypto";
import { contentPoints, renderBullets } from "../core/markdown/index.js";
import { isMemoryType, typeForForeignKind } from "../core/memory-types.js";
import type { ImportProblem, MemoryDraft } from "./types.js";
import type { MemoryType } from "../core/types.js";
import { parseTags } from "../core/validation/index.js";
import { EVENT_TYPES } from "../core/vocabulary.js";
import {
  ENUM_WORD,
  EVENT_FIELDS,
  EVENT_ID_PATTERN,
  EVENT_MANAGED_FIELDS,
  eventTimestamp,
  isObject,
  validateEvent,
  type EventRecord,
} from "./events-record.js";
import { sourceAnchor } from "./events-sources.js";

const EVENT_TYPE_TO_MEMORY: Record<string, MemoryType> = {
  decision: "decision",
  lesson: "learning",
  constraint: "gotcha",
  risk: "gotcha",
  fact: "learning",
};
const MEMORY_TO_EVENT_TYPE: Record<MemoryType, string> = {
  decision: "decision",
  learning: "lesson",
  gotcha: "constraint",
  breadcrumb: "fact",
  hub: "fact",
  artifact: "fact",
};

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
  text
    .replace(/^\uFEFF/, "")
    .split("\n")
    .forEach((raw, index) => {
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
    for (const message of entry.warnings)
      problems.push({ line: entry.line, severity: "warning", message, id: entry.record.id });
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
  if (record.last_verified !== null) fields.last_verified = eventTimestamp(record.last_verified);
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
      created: eventTimestamp(record.created_at)!,
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
 * The events.jsonl record of a memory, or why it has none. For a memory that
 * came from an events file this is the record it came from. For one made
 * here:
 *  - id: `<type>-<anchor>-<hash8>` (anchor from source[0], hash8 = sha256(title + source[0]));
 *  - type: `kind` when it is an events.jsonl type (or, on a memory carrying
 *    a `classification`, any other well-formed word), else from the
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
  const source = Array.isArray(fields.source)
    ? fields.source.filter((item): item is string => typeof item === "string")
    : typeof fields.source === "string"
      ? [fields.source]
      : [];
  const rule = text("rule");
  const implication = text("implication");
  if (source.length === 0) {
    return {
      reason:
        "no source: add a `source:` list of references (e.g. src/auth/refresh.ts:L10-L40, commit 1a2b3c4, PR #12) to its frontmatter",
    };
  }
  if (rule === null && implication === null) {
    return {
      reason:
        "neither rule nor implication: add a `rule:` (MUST/NEVER …) or an `implication:` (what breaks) to its frontmatter",
    };
  }
  const type = eventTypeOf(memory);
  const id = EVENT_ID_PATTERN.test(memory.slug) ? memory.slug : eventId(type, memory.title, source[0]!);
  const meta: Record<string, unknown> = isObject(fields.meta) ? { ...fields.meta } : {};
  const supersededBy = text("superseded_by");
  if (supersededBy !== null && meta.superseded_by !== supersededBy) meta.superseded_by = supersededBy;
  const classification = text("classification") ?? (memory.type === "gotcha" ? "hard" : "soft");
  const lastVerified =
    fields.last_verified === undefined || fields.last_verified === null ? null : fields.last_verified;
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
    for (const [key, value] of Object.entries(fields.extra_fields))
      if (!(EVENT_FIELDS as readonly string[]).includes(key)) candidate[key] = value;
  }
  const validation = validateEvent(candidate);
  if (!validation.record) return { reason: `not a valid events.jsonl entry: ${validation.errors.join("; ")}` };
  return { record: validation.record };
}

function eventTypeOf(memory: ExportableMemory): string {
  const kind = typeof memory.fields.kind === "string" ? memory.fields.kind.trim() : "";
  if ((EVENT_TYPES as readonly string[]).includes(kind)) return kind;
  const fromEvents = typeof memory.fields.classification === "string";
  if (fromEvents && ENUM_WORD.test(kind) && !isMemoryType(kind) && !typeForForeignKind(kind)) return kind;
  return MEMORY_TO_EVENT_TYPE[memory.type];
}

/** A leading `# heading` line: its text (closing `#`s and all) in group 1. */
const LEADING_HEADING = /^\s*#[^\S\n]+([^\n]*)/;

/**
 * The body without its leading `# title` heading (the title is a field of its own), and without the blank lines
 * after it. Trimmed in code: one pattern with `\s*`, `.*?` and `#*` side by side tried every split of a run of
 * spaces on failure (39 s for a 1,000-character body of tabs). A `#` alone on its line is no heading.
 */
function stripTitleHeading(body: string, title: string): string {
  const heading = LEADING_HEADING.exec(body);
  if (!heading) return body;
  const text = heading[1]!.trimEnd();
  let end = text.length;
  while (end > 0 && text[end - 1] === "#") end--;
  if (text.slice(0, end).trim() !== title.trim()) return body;
  const rest = body.slice(heading[0].length);
  const blank = rest.length - rest.trimStart().length;
  if (blank === rest.length) return "";
  return rest.slice(rest.lastIndexOf("\n", blank - 1) + 1);
}

/** `<type>-<anchor>-<hash8>`: the anchor of the first source, the hash of title and that source. */
export function eventId(type: string, title: string, primarySource: string): string {
  const prefix = type.replace(/[^a-z]/g, "") || "fact";
  const hash = createHash("sha256")
    .update(title + primarySource)
    .digest("hex")
    .slice(0, 8);
  return `${prefix}-${sourceAnchor(primarySource)}-${hash}`;
}
