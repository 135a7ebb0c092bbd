// The write request, defined once: every field a memory can be written or edited with, its shape, what a
// lenient caller may send for it (a type in capitals, tags as "a,b") and the typed error a wrong value gets.
// The TypeScript type, the MCP `save` tool's input schema, the JSON API's additions, the keys `memory write`
// accepts in a JSON request and the options of `memory write --help` are all derived from it. Each field is
// a pipe: a transform that normalises (or throws the field's typed error), then the canonical shape, which
// is what the JSON Schema shows (zod emits a pipe whose input is a transform as its output).
//
// What no one field can decide is checked by the write service: a new memory needs content, a type and
// tags (an edit by slug keeps what it is not given), `expires` with `expiresIn`, the memory check's limits.

import * as z from "zod/mini";
import { commandPatternProblems } from "../gotcha/index.js";
import { UsageError } from "../errors.js";
import { LABEL_PATTERN } from "../links/index.js";
import { isTtl, type Ttl } from "../lifecycle.js";
import { assertValidSlug, SLUG_PATTERN } from "../slug.js";
import { normalizeTimestamp } from "../time.js";
import { parseMemoryType, parseScope, parseTags } from "../validation/index.js";
import { MEMORY_TYPES, SCOPES, SEVERITIES, TTLS } from "../vocabulary.js";

/** What a field's help and tool description say, and the JSON Schema keywords a request form holds it to. */
interface FieldMeta {
  /** For the model (the MCP tool) and the JSON API: what the field is and when to give it. */
  description: string;
  /** One line of `memory write --help`, after the option (absent: no command-line option). */
  help?: string;
  /** How the option's value is written on the command line, e.g. `<a,b>`. */
  arg?: string;
  /**
   * Only in the JSON request forms: limits a model's or a tool's request is held to (the MCP server refuses
   * more before anything runs). The memory check (core/memory-limits.ts) holds every write to the store's own.
   */
  [keyword: string]: unknown;
}

/** A field: `normalise` takes what a caller sent (throwing the field's typed error), `shape` is the result. */
const field = <T extends z.ZodMiniType>(normalise: (value: unknown) => unknown, shape: T, meta: FieldMeta) => {
  const pipe = z.pipe(z.transform(normalise), shape);
  z.globalRegistry.add(pipe, meta);
  return z.optional(pipe);
};

/** One line of text: trimmed, not empty, no line break. */
const oneLine = (name: string) => (value: unknown) => {
  if (typeof value !== "string" || !value.trim() || /[\r\n\0]/.test(value))
    throw new UsageError(`The ${name} must be one non-empty line of text.`);
  return value.trim();
};

/** A list of strings, or "a,b" (a command line's form): trimmed, empty items dropped. */
const stringList = (name: string) => (value: unknown) => {
  if (value === undefined || value === null) return [];
  const items = typeof value === "string" ? value.split(",") : Array.isArray(value) ? value : undefined;
  if (!items || items.some((item) => typeof item !== "string"))
    throw new UsageError(`${name} must be a list of strings.`);
  return (items as string[]).map((item) => item.trim()).filter(Boolean);
};

/** A ttl word, in any case (a request's `ttl`, or a `fields.ttl`). */
export function parseTtl(value: unknown): Ttl {
  const word = typeof value === "string" ? value.trim().toLowerCase() : value;
  if (isTtl(word)) return word;
  throw new UsageError(`Invalid ttl ${JSON.stringify(value ?? null)}: use one of ${TTLS.join(", ")}.`, {
    ttl: value ?? null,
    allowed: [...TTLS],
  });
}

/** `commands` patterns (a request's, or a `fields.commands`), each checked as the hooks will match it. */
export function commandPatterns(value: unknown): string[] {
  const patterns = stringList("commands")(value);
  for (const pattern of patterns) {
    const problems = commandPatternProblems(pattern);
    if (problems.length > 0)
      throw new UsageError(`The command pattern ${JSON.stringify(pattern)} ${problems.join("; ")}.`);
  }
  return patterns;
}

const slugs = (name: string) => (value: unknown) => {
  const list = stringList(name)(value);
  for (const slug of list) assertValidSlug(slug);
  return list;
};

/** A frontmatter field a request may set or remove by name: a plain name the store does not manage itself. */
export const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;
const RESERVED_FIELDS = new Set([
  "title",
  "type",
  "tags",
  "created",
  "updated",
  "links",
  "content",
  "slug",
  "scope",
  "__proto__",
  "constructor",
  "prototype",
]);
const settableField = (key: string) => FIELD_NAME.test(key) && !RESERVED_FIELDS.has(key);

const SLUG_SCHEMA = z.string().check(z.regex(SLUG_PATTERN));
/** A string of a list, with the length a request form holds it to (not enforced here: see FieldMeta). */
const listItem = (maxLength: number) => z.string().register(z.globalRegistry, { minLength: 1, maxLength });

/** Fields whose null means "none" (as JSON writers send it); elsewhere a null is a wrong value. */
const NULL_AS_NONE: ReadonlySet<string> = new Set([
  "content",
  "source",
  "tags",
  "scope",
  "links",
  "paths",
  "commands",
  "ttl",
  "expires",
  "expiresIn",
  "unsetFields",
]);

export const WriteRequest = z.object({
  content: field(
    (value) => {
      if (typeof value !== "string") throw new UsageError("content must be a string of markdown text.");
      if (value.includes("\0")) throw new UsageError("Content contains a NUL byte; memories are text.");
      return value.replace(/\r\n?/g, "\n").trim();
    },
    z.string(),
    {
      description:
        "Markdown text of the memory. May start with a '# Title' heading. Required for a new memory; with slug, omit it to keep the text.",
      maxLength: 100_000,
    },
  ),
  title: field(oneLine("title"), z.string(), {
    description: "Title (default: the content's first heading or line).",
    help: "title (default: the first # heading, else the first line)",
    arg: "<title>",
    minLength: 1,
    maxLength: 200,
  }),
  description: field(oneLine("description"), z.string(), {
    description:
      "One line saying when this memory matters: the situations, symptoms, tasks and words of someone who needs it (not a restatement of the title), e.g. 'adding a discount, VAT or a fee to an order total; a total like 0.30000000000000004'.",
    help: "one line: when it matters (situations, symptoms, tasks, words)",
    arg: "<text>",
    minLength: 1,
    maxLength: 500,
  }),
  type: field(parseMemoryType, z.enum(MEMORY_TYPES), {
    description:
      "decision | learning | gotcha | breadcrumb | hub (an overview linking others) | artifact (a pointer to a file, doc or URL). Required for a new memory.",
    help: MEMORY_TYPES.join(" | "),
    arg: "<type>",
  }),
  // Empty lists pass here: an import may ask for none (allowEmptyTags); the service asks for one otherwise.
  tags: field((value) => parseTags(value, { allowEmpty: true }), z.array(listItem(100)), {
    description: "At least one short lower-case tag, e.g. ['auth', 'tokens']. Required for a new memory.",
    help: "comma-separated tags (at least one)",
    arg: "<a,b>",
    minItems: 1,
    maxItems: 50,
  }),
  scope: field(parseScope, z.enum(SCOPES), {
    description:
      "Where to save: project (committed with the repo, the default inside one), local (this checkout only), global (yours, every project) or enterprise.",
    help: "project | local | global | enterprise (default: project in a repo, else global)",
    arg: "<scope>",
  }),
  slug: field(
    (value) => {
      assertValidSlug(value);
      return value;
    },
    SLUG_SCHEMA,
    {
      description:
        "Update the memory with this slug in place (fields you leave out are kept), or create it under this slug.",
      help: "write to this slug; an existing memory is updated in place\n(what is not given is kept)",
      arg: "<slug>",
    },
  ),
  links: field(slugs("links"), z.array(SLUG_SCHEMA), {
    description: "Slugs of related memories (label relates-to).",
    help: "slugs of related memories",
    arg: "<a,b>",
    maxItems: 50,
  }),
  edges: field(
    (value) => {
      if (!Array.isArray(value)) throw new UsageError("edges must be a list of { target, label }.");
      return value.map((edge: unknown) => {
        const { target, label } = (edge ?? {}) as { target?: unknown; label?: unknown };
        if (typeof target !== "string" || typeof label !== "string" || !LABEL_PATTERN.test(label))
          throw new UsageError(
            `Invalid edge ${JSON.stringify(edge)}: give { target: <slug>, label: <lower-case words joined by '-'> }.`,
          );
        assertValidSlug(target);
        return { target, label };
      });
    },
    z.array(
      z.object({
        target: SLUG_SCHEMA,
        label: z.string().register(z.globalRegistry, {
          description: "e.g. implements, part-of, warns-about, supersedes.",
          minLength: 1,
          maxLength: 50,
        }),
      }),
    ),
    { description: "Links with their own labels.", maxItems: 50 },
  ),
  paths: field(
    (value) => {
      const globs = stringList("paths")(value);
      if (globs.some((glob) => glob.includes("\0"))) throw new UsageError("A path glob contains a NUL byte.");
      return globs;
    },
    z.array(listItem(500)),
    {
      description: "Globs of the files a gotcha applies to, relative to the repository root, e.g. ['src/auth/**'].",
      help: 'files a gotcha applies to, e.g. "src/auth/**,*.oauth.ts"',
      arg: "<globs>",
      maxItems: 50,
    },
  ),
  commands: field(commandPatterns, z.array(listItem(500)), {
    description: "Shell commands a gotcha is about (globs), e.g. ['npm publish*'].",
    help: 'shell commands a gotcha is about, e.g. "npm publish*,terraform apply*"',
    arg: "<globs>",
    maxItems: 50,
  }),
  severity: field(
    (value) => {
      const word = typeof value === "string" ? value.trim().toUpperCase() : value;
      if ((SEVERITIES as readonly unknown[]).includes(word)) return word;
      throw new UsageError(`Invalid severity ${JSON.stringify(value)}: use one of ${SEVERITIES.join(", ")}.`);
    },
    z.enum(SEVERITIES),
    {
      description: "How bad the trap a gotcha warns of is: S1 (worst) to S3.",
      help: "how bad a gotcha's trap is: S1 (worst) to S3",
      arg: "<S1-S3>",
    },
  ),
  source: field(stringList("source"), z.array(listItem(500)), {
    description:
      "Where it comes from: file references such as src/a.ts:L10-L20, docs/x.md#Heading:L1-L9, src/a.ts::fn or commit <hash>. Repository files named are anchored (hashed), so health says when they change.",
    help: "where it comes from (file refs): src/a.ts:L10-L20,\ndocs/x.md#Heading:L1-L9, src/a.ts::fn, commit <hash>;\nnamed repository files are anchored (hashed) so\n`memory health` notices when they change",
    arg: "<refs>",
    maxItems: 50,
  }),
  ttl: field(parseTtl, z.enum(TTLS), {
    description:
      "ephemeral expires (after 7 days unless expires is given); decay may be hidden when unused; persistent (default) stays.",
    help: "ephemeral | decay | persistent (default: none = persistent);\nephemeral without an expiry expires after 7 days",
    arg: "<ttl>",
  }),
  // Read as an instant by the write service (parseWriteLifecycle), with `expiresIn` and a `fields.expires`.
  expires: field((value) => (value instanceof Date ? value.toISOString() : value), z.string(), {
    description: "ISO 8601 date or instant from which the memory is hidden.",
    help: "hide it from default reads from this date or instant on",
    arg: "<ISO>",
    maxLength: 40,
  }),
  expiresIn: field((value) => value, z.string(), {
    description: "The same as a duration from now: 12h, 30d, 2w.",
    help: "the same as a duration from now: 12h, 30d, 2w",
    arg: "<dur>",
    maxLength: 20,
  }),

  // For programs (imports, inbox approval, a JSON request on stdin), not offered to the model.
  fields: field(
    (value) => {
      if (!value || typeof value !== "object" || Array.isArray(value))
        throw new UsageError("fields must be an object of frontmatter field: value.");
      const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      for (const [key, item] of Object.entries(value)) {
        if (!settableField(key))
          throw new UsageError(
            `Field name ${JSON.stringify(key)} cannot be set through fields: it is reserved or not a plain name (letters, digits, _ and -).`,
          );
        if (item !== undefined) fields[key] = item;
      }
      return fields;
    },
    z.record(z.string(), z.unknown()),
    { description: "Further frontmatter fields (severity, classification, rule …)." },
  ),
  created: field(
    (value) => {
      const created = typeof value === "string" ? normalizeTimestamp(value) : undefined;
      if (!created) throw new UsageError(`created must be an ISO 8601 timestamp, got ${JSON.stringify(value)}.`);
      return created;
    },
    z.string(),
    {
      description: "The creation instant to record (imports keep the original one); on an update it replaces created.",
    },
  ),
  unsetFields: field(
    (value) => {
      const keys = stringList("unsetFields")(value);
      for (const key of keys)
        if (!settableField(key))
          throw new UsageError(
            `Field ${JSON.stringify(key)} cannot be removed through unsetFields: it is reserved or not a plain name.`,
          );
      return keys;
    },
    z.array(z.string()),
    {
      description: "Frontmatter fields to remove on an update (an import drops what the newer version no longer has).",
    },
  ),
  allowEmptyTags: field((value) => value, z.boolean(), {
    description: "Accept an empty tag list (imported records may have none).",
  }),
});

/** A write request as the write service takes it (each field in its canonical shape). */
export type WriteRequest = z.output<typeof WriteRequest>;
/** The public API's name for it (spec 003's WriteMemoryRequest, with this project's additions). */
export type WriteMemoryRequest = WriteRequest;
export type WriteRequestField = keyof WriteRequest;

/** Every field of the request, in the order of the definition. */
export const WRITE_REQUEST_FIELDS = Object.keys(WriteRequest.shape) as WriteRequestField[];

/** The fields a model or a tool writes with (the MCP `save` tool, the JSON API): the others are for programs. */
export const PUBLIC_WRITE_FIELDS = WRITE_REQUEST_FIELDS.filter(
  (name) => !["fields", "created", "unsetFields", "allowEmptyTags"].includes(name),
);

/** A field's description, help line and request-form limits. */
export function writeFieldMeta(name: WriteRequestField): FieldMeta {
  const pipe = (WriteRequest.shape[name] as unknown as { _zod: { def: { innerType: z.ZodMiniType } } })._zod.def
    .innerType;
  return z.globalRegistry.get(pipe) as FieldMeta;
}

/**
 * Checks and normalises a write request, throwing the typed error of the first wrong field (UsageError,
 * InvalidTypeError, InvalidTagsError, InvalidSlugError). What passes is in its canonical shape.
 */
export function parseWriteRequest(request: unknown): WriteRequest {
  if (!request || typeof request !== "object" || Array.isArray(request))
    throw new UsageError("A write request must be an object with content, type and tags.");
  const given = Object.fromEntries(
    Object.entries(request).filter(([key, value]) => value !== null || !NULL_AS_NONE.has(key)),
  );
  const result = WriteRequest.safeParse(given);
  if (result.success) return result.data;
  // A transform throws its field's error itself; what remains is a value the canonical shape refuses.
  const issue = result.error.issues[0]!;
  throw new UsageError(`${issue.path.join(".")} ${issue.message}.`);
}
