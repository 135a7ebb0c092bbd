// The frontmatter of a memory file: the fields the store reads, their shapes
// and words, defined once (docs/formats.md lists them). Every type takes the
// same fields; `paths` and `commands` matter to gotchas, which the hook
// injects. Fields not named here are kept as they are. What depends on more
// than one field or on other files (aliases of a type, dangling links, a
// ttl without an expiry) is checked by `memory validate` beside this shape.

import * as z from "zod/mini";
import { isValidSlug } from "../slug.js";
import { timestampProblem } from "../time.js";
import { CLASSIFICATIONS, CONFIDENCE_WORDS, MEMORY_TYPES, SEVERITIES, TTLS } from "../vocabulary.js";

/** What a reader does when a required field is missing (the phrase after "is missing"). */
const MISSING = {
  title: " (reads fall back to the first heading)",
  type: " (read as learning)",
  tags: "",
  created: " (read as the file's modification time)",
  updated: " (read as the file's modification time)",
} as const;

/** A required field: `valid` says whether a value has its shape; `phrase` what is wrong with one that has not. */
const required = <T>(
  name: keyof typeof MISSING,
  valid: (value: unknown) => boolean,
  phrase: (value: unknown) => string,
  params?: Record<string, unknown>,
) =>
  z.custom<T>((value) => value !== undefined && value !== null && valid(value), {
    error: ({ input }) => (input === undefined || input === null ? `is missing${MISSING[name]}` : phrase(input)),
    ...(params ? { params } : {}),
  });
/** An optional field (absent and null read the same). */
const optional = <T>(
  valid: (value: unknown) => boolean,
  phrase: (value: unknown) => string,
  params?: Record<string, unknown>,
) => z.optional(z.nullable(z.custom<T>(valid, { error: ({ input }) => phrase(input), ...(params ? { params } : {}) })));
/** A field of a closed list of words. */
const oneOf = <const T extends readonly [string, ...string[]]>(words: T) => z.optional(z.nullable(z.enum(words)));

const isTimestamp = (value: unknown) => timestampProblem(value) === undefined;
const got = (value: unknown) => `(got ${JSON.stringify(value)})`;
const TIMESTAMP = { rule: "timestamp" } as const;

export const Frontmatter = z.object({
  title: required<string>(
    "title",
    (title) => typeof title === "string" && title.trim() !== "",
    () => "must be a non-empty string",
  ),
  type: required<string>(
    "type",
    (type) => typeof type === "string",
    () => `must be one of ${MEMORY_TYPES.join(", ")}`,
    { rule: "type-enum" },
  ),
  description: optional<string>(
    (value) => typeof value === "string" && value.trim() !== "" && !/[\r\n]/.test(value),
    (value) => `must be one line of text: when the memory matters ${got(value)}`,
  ),
  kind: optional<string>(
    (kind) => typeof kind === "string",
    () => "must be a string",
  ),
  tags: required<Array<string | number>>("tags", Array.isArray, () => "must be a list, e.g. [auth, oauth2]"),
  created: required<string>("created", isTimestamp, (value) => timestampProblem(value)!, TIMESTAMP),
  updated: required<string>("updated", isTimestamp, (value) => timestampProblem(value)!, TIMESTAMP),
  expires: optional<string>(isTimestamp, (value) => timestampProblem(value)!, TIMESTAMP),
  decayed: optional<string>(isTimestamp, (value) => timestampProblem(value)!, TIMESTAMP),
  last_verified: optional<string>(isTimestamp, (value) => timestampProblem(value)!, TIMESTAMP),
  ttl: oneOf(TTLS),
  classification: oneOf(CLASSIFICATIONS),
  severity: oneOf(SEVERITIES),
  confidence: z.optional(
    z.nullable(
      z.unknown().check(
        z.superRefine((value, context) => {
          if (typeof value === "number") {
            if (!(value >= 0 && value <= 1))
              context.addIssue({
                code: "custom",
                message: `${value} is outside 0–1`,
                params: { rule: "range" },
                input: value,
              });
          } else if (!(CONFIDENCE_WORDS as readonly string[]).includes(value as string)) {
            context.addIssue({
              code: "custom",
              message: `must be a number in 0–1 or one of ${CONFIDENCE_WORDS.join(", ")} ${got(value)}`,
              params: { rule: "enum" },
              input: value,
            });
          }
        }),
      ),
    ),
  ),
  deprecated: optional<boolean>(
    (value) => typeof value === "boolean",
    (value) => `must be true or false ${got(value)}`,
  ),
  superseded_by: optional<string>(
    (value) => typeof value === "string" && isValidSlug(value.trim()),
    (value) => `must be the slug of a memory ${got(value)}`,
  ),
  paths: optional<string | string[]>(
    (value) => typeof value === "string" || (Array.isArray(value) && value.every((item) => typeof item === "string")),
    () => "must be a list of glob strings",
  ),
});
export type Frontmatter = z.infer<typeof Frontmatter>;

/** Lists newer writers may extend: a well-formed word outside them is kept (a warning, not an error). */
export const OPEN_LISTS: ReadonlySet<string> = new Set(["classification", "severity"]);
