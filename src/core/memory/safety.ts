// The one check of what a memory may hold, shared by every path a memory
// takes: `write` refuses a memory that fails it, `read` warns, `validate` and
// `health` report it, and the gotcha index leaves it out (the hook never
// injects it). It guards what the model is shown and what every command must
// process: fields meant to be one line hold no line break, nothing holds
// control characters, sizes are bounded, and no `paths` glob compiles to an
// expression that can backtrack without bound. Pure.

import picomatch from "picomatch";
import { UsageError } from "../errors.js";
import { normalizeGlob } from "../gotcha/index.js";
import type { MemoryDocument } from "../memory-file.js";
import { MEMORY_LIMITS } from "../memory-limits.js";
import { regexRisk } from "../text/index.js";
import { breaksLine } from "../text/index.js";

export { MEMORY_LIMITS, assertQueryLength } from "../memory-limits.js";

/**
 * Fields that are one line by nature: they are shown, compared or used as
 * keys. Other fields (rationale, rule …) may span lines. Exported so that a
 * new one-line field is added in one place.
 */
export const SINGLE_LINE_FIELDS = new Set([
  "paths",
  "kind",
  "repo_id",
  "classification",
  "severity",
  "confidence",
  "source",
  "ttl",
  "expires",
  "decayed",
  "last_verified",
  "superseded_by",
  "change_targets",
  "deprecated",
  "truth",
  "utility",
]);

export type MemoryProblemRule =
  | "line-break"
  | "control-character"
  | "too-long"
  | "too-many"
  | "too-deep"
  | "unsafe-glob";

export interface MemoryProblem {
  /** The field (`title`, `tags`, `body`, `fields.severity` is written `severity`). */
  field: string;
  rule: MemoryProblemRule;
  message: string;
}

/** What the check looks at: the parts of a memory document. */
export type CheckedMemory = Pick<MemoryDocument, "title" | "tags" | "links" | "body" | "fields">;

// Control characters other than tab and line breaks (which multi-line text may hold).
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function memoryProblems(memory: CheckedMemory): MemoryProblem[] {
  const problems: MemoryProblem[] = [];
  const add = (field: string, rule: MemoryProblemRule, message: string) => {
    if (!problems.some((problem) => problem.field === field && problem.rule === rule))
      problems.push({ field, rule, message });
  };

  oneLineString(memory.title, "title", MEMORY_LIMITS.title, add);
  if (memory.tags.length > MEMORY_LIMITS.tags)
    add("tags", "too-many", `${memory.tags.length} tags; at most ${MEMORY_LIMITS.tags}`);
  memory.tags.forEach((tag) => oneLineString(String(tag), "tags", 50, add));
  if (memory.links.length > MEMORY_LIMITS.links)
    add("links", "too-many", `${memory.links.length} links; at most ${MEMORY_LIMITS.links}`);
  for (const link of memory.links) {
    oneLineString(String(link.target), "links", 200, add);
    oneLineString(String(link.label), "links", 200, add);
  }
  if (memory.body.length > MEMORY_LIMITS.body)
    add(
      "body",
      "too-long",
      `the text has ${memory.body.length} characters; at most ${MEMORY_LIMITS.body} (split it into linked memories)`,
    );
  if (CONTROL.test(memory.body)) add("body", "control-character", "the text holds a control character");

  for (const [key, value] of Object.entries(memory.fields)) {
    checkValue(value, key, SINGLE_LINE_FIELDS.has(key), 1, add);
  }
  const paths = memory.fields.paths;
  const globs =
    typeof paths === "string"
      ? [paths]
      : Array.isArray(paths)
        ? paths.filter((glob): glob is string => typeof glob === "string")
        : [];
  if (globs.length > MEMORY_LIMITS.paths)
    add("paths", "too-many", `${globs.length} globs; at most ${MEMORY_LIMITS.paths}`);
  for (const glob of globs) {
    const problem = globProblem(glob);
    if (problem) add("paths", "unsafe-glob", problem);
  }
  return problems;
}

type Add = (field: string, rule: MemoryProblemRule, message: string) => void;

function oneLineString(value: string, field: string, max: number, add: Add): void {
  if (breaksLine(value))
    add(field, "line-break", `${field} must be one line of text (it holds a line break or a control character)`);
  if (value.length > max) add(field, "too-long", `${field} has ${value.length} characters; at most ${max}`);
}

function checkValue(value: unknown, field: string, singleLine: boolean, depth: number, add: Add): void {
  if (typeof value === "string") {
    if (singleLine) oneLineString(value, field, MEMORY_LIMITS.fieldChars, add);
    else {
      if (CONTROL.test(value)) add(field, "control-character", `${field} holds a control character`);
      if (value.length > MEMORY_LIMITS.fieldChars)
        add(field, "too-long", `${field} has ${value.length} characters; at most ${MEMORY_LIMITS.fieldChars}`);
    }
    return;
  }
  if (value === null || typeof value !== "object") return;
  if (depth > MEMORY_LIMITS.depth) {
    add(field, "too-deep", `${field} nests lists or maps more than ${MEMORY_LIMITS.depth} deep`);
    return;
  }
  const items = Array.isArray(value) ? value : Object.values(value);
  if (items.length > MEMORY_LIMITS.listItems)
    add(field, "too-many", `${field} holds ${items.length} entries; at most ${MEMORY_LIMITS.listItems}`);
  if (!Array.isArray(value)) {
    for (const key of Object.keys(value))
      if (breaksLine(key) || key.length > 200)
        add(field, "line-break", `${field} has a key that is not one short line`);
  }
  for (const item of items.slice(0, MEMORY_LIMITS.listItems)) checkValue(item, field, singleLine, depth + 1, add);
}

/**
 * Why a `paths` glob is refused, or undefined when it is fine: too long, not
 * a glob picomatch can compile, or compiling to an expression that nests
 * unbounded repetition (`+(*)+(*)q`) or holds too many wildcards, either of
 * which can make one match take seconds.
 */
export function globProblem(glob: string): string | undefined {
  if (breaksLine(glob)) return `glob ${JSON.stringify(glob.slice(0, 80))} holds a line break or a control character`;
  if (glob.length > MEMORY_LIMITS.glob) return `a glob has ${glob.length} characters; at most ${MEMORY_LIMITS.glob}`;
  let source: string;
  try {
    source = picomatch.makeRe(normalizeGlob(glob), { dot: true }).source;
  } catch {
    return `glob ${JSON.stringify(glob)} cannot be compiled`;
  }
  const risk = regexRisk(source);
  if (risk.nested)
    return `glob ${JSON.stringify(glob)} repeats a pattern that itself repeats (nested extglobs such as +(*)): matching it can take exponential time; write it without the nesting`;
  if (risk.unbounded > MEMORY_LIMITS.globWildcards)
    return `glob ${JSON.stringify(glob)} has more than ${MEMORY_LIMITS.globWildcards} wildcards: matching it can take very long; use fewer`;
  return undefined;
}

/** One line naming the problems, for an error or a warning. */
export function describeProblems(problems: MemoryProblem[]): string {
  return problems.map((problem) => problem.message).join("; ");
}

/** Refuses (UsageError) a memory that fails the check; nothing has been written when it throws. */
export function assertSafeMemory(memory: CheckedMemory): void {
  const problems = memoryProblems(memory);
  if (problems.length > 0) {
    throw new UsageError(`The memory cannot be written: ${describeProblems(problems)}. Nothing was written.`, {
      problems,
    });
  }
}
