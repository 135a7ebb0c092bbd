// One record of an events.jsonl file (the external knowledge-entry format
// described in docs/interop.md): its fields, the rules a valid entry keeps,
// and its serialised line. Pure.

import * as z from "zod/mini";
import { schemaProblems } from "../core/schemas/problems.js";
import { parseIsoTimestamp } from "../core/time.js";
import { CLASSIFICATIONS, EVENT_TYPES, SEVERITIES } from "../core/vocabulary.js";
import { sourceKind, SOURCE_FORMS } from "./events-sources.js";

export const EVENT_ID_PATTERN = /^[a-z]+-[a-z0-9_]+-[a-f0-9]{8}$/;
export const MAX_TITLE_LENGTH = 120;
export const MIN_CONTENT = 2;
export const MAX_CONTENT = 6;
/** The fields of a record, in the order of every exported line. */
export const EVENT_FIELDS = [
  "id",
  "type",
  "classification",
  "severity",
  "title",
  "content",
  "rule",
  "implication",
  "verify",
  "source",
  "tags",
  "created_at",
  "last_verified",
  "deprecated",
  "_meta",
] as const;
/** Frontmatter fields an events import owns: set from the record, removed when a newer version drops them. */
export const EVENT_MANAGED_FIELDS = [
  "kind",
  "classification",
  "severity",
  "rule",
  "implication",
  "verify",
  "source",
  "last_verified",
  "deprecated",
  "superseded_by",
  "meta",
  "extra_fields",
] as const;
/** A value of an enum the format may extend later: a well-formed word, unknown today (a warning, kept). */
export const ENUM_WORD = /^[a-z][a-z0-9_]{0,31}$/;
const SEVERITY_WORD = /^[A-Za-z0-9][A-Za-z0-9_]{0,31}$/;
const MAX_SLUG_LENGTH = 100;

/** A record's timestamp, normalised to UTC seconds: ISO 8601 with an upper-case `T` and `Z` (no zone: UTC); undefined when invalid. */
export function eventTimestamp(value: unknown): string | undefined {
  const parsed = typeof value === "string" ? parseIsoTimestamp(value) : undefined;
  if (
    !parsed ||
    parsed.separator === "t" ||
    parsed.separator === " " ||
    parsed.zone === "z" ||
    (parsed.zone && parsed.zoneMinutes === undefined)
  )
    return undefined;
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

export const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);
const describe = (value: unknown) => (value === undefined ? "nothing" : JSON.stringify(value));
const hasNul = (value: string) => value.includes("\0");
const absent = (value: unknown) => value === undefined || value === null;

// ── the schema ─────────────────────────────────────────────────────────────
// A field's check and the phrase its problem reads as (after the field's name; see core/schemas/problems.ts).

/** A required value `valid` accepts; `phrase(value)` says what is wrong with any other. */
const required = <T>(valid: (value: unknown) => boolean, phrase: (value: unknown) => string) =>
  z.custom<T>(valid, { error: (issue) => (absent(issue.input) ? "is missing" : phrase(issue.input)) });
/** An optional value (absent or null is fine). */
const optional = <T>(valid: (value: unknown) => boolean, phrase: (value: unknown) => string) =>
  z.optional(z.nullable(z.custom<T>(valid, { error: (issue) => phrase(issue.input) })));
/** A word of an open list: well-formed words outside today's list are warnings, not errors. */
const word = (pattern: RegExp) => (value: unknown) => typeof value === "string" && pattern.test(value);
const isText = (value: unknown) => typeof value === "string" && !hasNul(value);
const isBlank = (value: unknown) => absent(value) || (isText(value) && !(value as string).trim());

/** A list whose items are checked one by one (each problem names its item). */
const list = (
  {
    isList,
    phrase,
    size,
  }: {
    isList: (value: unknown) => value is unknown[];
    phrase: (value: unknown) => string;
    size?: (length: number) => string | undefined;
  },
  item: (value: unknown) => string | undefined,
) =>
  z.unknown().check(
    z.superRefine((value, context) => {
      if (absent(value)) return context.addIssue({ code: "custom", message: "is missing", input: value });
      if (!isList(value)) return context.addIssue({ code: "custom", message: phrase(value), input: value });
      const wrongSize = size?.(value.length);
      if (wrongSize) context.addIssue({ code: "custom", message: wrongSize, input: value });
      value.forEach((element, index) => {
        const problem = item(element);
        if (problem) context.addIssue({ code: "custom", message: problem, path: [index], input: element });
      });
    }),
  );

/** The fields up to `verify`; then "rule or implication", then the rest (the order problems are listed in). */
const HEAD = {
  id: z.custom<string>((id) => typeof id === "string" && EVENT_ID_PATTERN.test(id) && id.length <= MAX_SLUG_LENGTH, {
    error: ({ input }) =>
      absent(input) || input === ""
        ? "is missing"
        : typeof input !== "string" || !EVENT_ID_PATTERN.test(input)
          ? `${describe(input)} does not match ${EVENT_ID_PATTERN.source}`
          : `is longer than ${MAX_SLUG_LENGTH} characters, too long for a file name`,
  }),
  type: required<string>(
    word(ENUM_WORD),
    (value) => `must be one of ${EVENT_TYPES.join(", ")} (got ${describe(value)})`,
  ),
  classification: required<string>(word(ENUM_WORD), (value) => `must be hard or soft (got ${describe(value)})`),
  severity: optional<string>(word(SEVERITY_WORD), (value) => `must be S1, S2, S3 or null (got ${describe(value)})`),
  title: required<string>(
    (title) =>
      typeof title === "string" &&
      !!title.trim() &&
      title.length <= MAX_TITLE_LENGTH &&
      !/[\r\n]/.test(title) &&
      !hasNul(title),
    (title) =>
      typeof title !== "string" || !title.trim()
        ? "must be a non-empty string"
        : title.length > MAX_TITLE_LENGTH
          ? `is longer than ${MAX_TITLE_LENGTH} characters (${title.length})`
          : "must be one line of text",
  ),
  content: list(
    {
      isList: Array.isArray,
      phrase: (value) => `must be an array of ${MIN_CONTENT}–${MAX_CONTENT} strings (got ${describe(value)})`,
      size: (n) =>
        n < MIN_CONTENT || n > MAX_CONTENT
          ? `has ${n} bullet${n === 1 ? "" : "s"}; an events.jsonl entry needs ${MIN_CONTENT}–${MAX_CONTENT}`
          : undefined,
    },
    (item) =>
      typeof item !== "string"
        ? "is not a string"
        : !item.trim()
          ? "is empty"
          : hasNul(item)
            ? "contains a NUL byte"
            : undefined,
  ),
  rule: optional<string>(isText, () => "must be a string or null"),
  implication: optional<string>(isText, () => "must be a string or null"),
  verify: optional<string>(isText, () => "must be a string or null"),
};
const TAIL = {
  source: list(
    {
      isList: (value): value is unknown[] => Array.isArray(value) && value.length > 0,
      phrase: () => "must be a non-empty array of source references",
    },
    (item) =>
      typeof item !== "string" || !sourceKind(item)
        ? `${describe(item)} is not a normalized source (${SOURCE_FORMS})`
        : undefined,
  ),
  tags: optional<string[]>(
    (tags) => Array.isArray(tags) && tags.every((tag) => typeof tag === "string"),
    () => "must be an array of strings",
  ),
  created_at: required<string>(
    (value) => eventTimestamp(value) !== undefined,
    (value) => `${describe(value)} is not a valid ISO 8601 timestamp`,
  ),
  last_verified: optional<string>(
    (value) => eventTimestamp(value) !== undefined,
    (value) => `${describe(value)} is not a valid ISO 8601 timestamp or null`,
  ),
  deprecated: optional<boolean>(
    (value) => typeof value === "boolean",
    (value) => `must be true or false (got ${describe(value)})`,
  ),
  _meta: z.optional(
    z.nullable(
      z.unknown().check(
        z.superRefine((meta, context) => {
          if (!isObject(meta)) return context.addIssue({ code: "custom", message: "must be an object", input: meta });
          const newer = Object.hasOwn(meta, "superseded_by") ? meta.superseded_by : undefined;
          if (!absent(newer) && !(typeof newer === "string" && EVENT_ID_PATTERN.test(newer))) {
            context.addIssue({
              code: "custom",
              message: `${describe(newer)} is not an entry id`,
              path: ["superseded_by"],
              input: newer,
            });
          }
        }),
      ),
    ),
  ),
};
const EventHead = z.object(HEAD);
const EventTail = z.object(TAIL);
/** An entry as it may be written (before defaults are filled in). */
export const EventEntry = z.object({ ...HEAD, ...TAIL });

/** Every rule a valid entry keeps (errors), what it should keep (warnings), and the type of each optional field. */
export function validateEvent(value: unknown): EventValidation {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (!isObject(value)) {
    errors.push(
      `not a JSON object (${Array.isArray(value) ? "an array" : value === null ? "null" : `a ${typeof value}`}); each line must be one entry {"id": …}`,
    );
    return { errors, warnings };
  }
  const field = (name: string) => (Object.hasOwn(value, name) ? value[name] : undefined);
  // The one rule across fields sits between the two halves, where readers of the problems expect it.
  const neither =
    isBlank(field("rule")) && isBlank(field("implication"))
      ? ["neither rule nor implication is set (an events.jsonl entry needs at least one)"]
      : [];
  errors.push(
    ...schemaProblems(EventHead, value).map((problem) => problem.message),
    ...neither,
    ...schemaProblems(EventTail, value).map((problem) => problem.message),
  );

  const id = field("id");
  const [type, classification, severity, title, content, source, tags, createdAt, lastVerified, deprecated] = (
    [
      "type",
      "classification",
      "severity",
      "title",
      "content",
      "source",
      "tags",
      "created_at",
      "last_verified",
      "deprecated",
    ] as const
  ).map(field);
  const meta = field("_meta");
  const supersededBy = isObject(meta) && Object.hasOwn(meta, "superseded_by") ? meta.superseded_by : undefined;
  const optionalText = (name: string): string | null => {
    const text = field(name);
    return typeof text === "string" && text.trim() ? text : null;
  };
  const [rule, implication, verify] = [optionalText("rule"), optionalText("implication"), optionalText("verify")];
  const knownSeverity =
    typeof severity === "string" && (SEVERITIES as readonly string[]).includes(severity) ? severity : null;

  // Well-formed words outside today's lists: kept, with a warning.
  if (word(ENUM_WORD)(type) && !(EVENT_TYPES as readonly string[]).includes(type as string))
    warnings.push(`unknown type "${String(type)}": kept (as kind) and exported back; imported as learning`);
  if (word(ENUM_WORD)(classification) && !(CLASSIFICATIONS as readonly string[]).includes(classification as string))
    warnings.push(`unknown classification "${String(classification)}": kept, treated as not hard`);
  if (word(SEVERITY_WORD)(severity) && knownSeverity === null)
    warnings.push(`unknown severity "${String(severity)}": kept, treated as null`);

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

  if (classification === "hard" && knownSeverity === null)
    warnings.push("classification is hard but severity is null (events.jsonl: a hard entry should have a severity)");
  if (classification === "hard" && knownSeverity === "S3")
    warnings.push("classification is hard but severity is S3 (events.jsonl: a hard entry should be S1 or S2)");
  if (typeof supersededBy === "string" && deprecated !== true)
    warnings.push(
      "_meta.superseded_by is set but deprecated is not true (events.jsonl: a superseded entry must be deprecated)",
    );
  if (unknown.length > 0)
    warnings.push(
      `unknown field${unknown.length > 1 ? "s" : ""} ${unknown.map((key) => `"${key}"`).join(", ")}: kept and exported back as they are`,
    );

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
