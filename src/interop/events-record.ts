// One record of an events.jsonl file (the external knowledge-entry format
// described in docs/interop.md): its fields, the rules a valid entry keeps,
// and its serialised line. Pure.

import { parseIsoTimestamp } from "../core/time.js";
import { CLASSIFICATIONS, EVENT_TYPES, SEVERITIES } from "../core/vocabulary.js";
import { sourceKind, SOURCE_FORMS } from "./events-sources.js";

export const EVENT_ID_PATTERN = /^[a-z]+-[a-z0-9_]+-[a-f0-9]{8}$/;
export const MAX_TITLE_LENGTH = 120;
export const MIN_CONTENT = 2;
export const MAX_CONTENT = 6;
/** The fields of a record, in the order of every exported line. */
export const EVENT_FIELDS = [
  "id", "type", "classification", "severity", "title", "content", "rule", "implication", "verify",
  "source", "tags", "created_at", "last_verified", "deprecated", "_meta",
] as const;
/** Frontmatter fields an events import owns: set from the record, removed when a newer version drops them. */
export const EVENT_MANAGED_FIELDS = [
  "kind", "classification", "severity", "rule", "implication", "verify", "source", "last_verified",
  "deprecated", "superseded_by", "meta", "extra_fields",
] as const;
/** A value of an enum the format may extend later: a well-formed word, unknown today (a warning, kept). */
export const ENUM_WORD = /^[a-z][a-z0-9_]{0,31}$/;
const SEVERITY_WORD = /^[A-Za-z0-9][A-Za-z0-9_]{0,31}$/;
const MAX_SLUG_LENGTH = 100;

/** A record's timestamp, normalised to UTC seconds: ISO 8601 with an upper-case `T` and `Z` (no zone: UTC); undefined when invalid. */
export function eventTimestamp(value: unknown): string | undefined {
  const parsed = typeof value === "string" ? parseIsoTimestamp(value) : undefined;
  if (!parsed || parsed.separator === "t" || parsed.separator === " " || parsed.zone === "z" || (parsed.zone && parsed.zoneMinutes === undefined)) return undefined;
  return parsed.utc;
}

/** A valid entry: every field present (defaults filled in), values as they came. */
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
  /** Top-level fields the format does not define, in the order they came. */
  extra: Record<string, unknown>;
}

export interface EventValidation {
  record?: EventRecord;
  errors: string[];
  warnings: string[];
}

export const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);
const describe = (value: unknown) => (value === undefined ? "nothing" : JSON.stringify(value));
const hasNul = (value: string) => value.includes("\0");

/** Every rule a valid entry keeps (errors), what it should keep (warnings), and the type of each optional field. */
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
  else if (!eventTimestamp(createdAt)) errors.push(`created_at ${describe(createdAt)} is not a valid ISO 8601 timestamp`);

  const lastVerified = field("last_verified");
  if (lastVerified !== undefined && lastVerified !== null && !eventTimestamp(lastVerified)) {
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

/** One line of an events file, fields in their order, unknown fields last. */
export function serializeEvent(record: EventRecord): string {
  const ordered: Record<string, unknown> = {};
  for (const key of EVENT_FIELDS) ordered[key] = record[key];
  for (const [key, value] of Object.entries(record.extra)) ordered[key] = value;
  return JSON.stringify(ordered);
}
