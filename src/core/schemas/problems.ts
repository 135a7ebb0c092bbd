// Schema failures as the sentences users read, in one place: each problem
// names its field (`content[2]`, `_meta.superseded_by`) and says what is
// wrong with it. A missing (or null) required field is "<field> is missing";
// a word outside a list is "<field> must be one of a, b (got …)"; anything
// else is "<field> " + the phrase the schema gives for that field.

import type { $ZodIssue } from "zod/v4/core";
import type { ZodMiniType } from "zod/mini";

export interface SchemaProblem {
  /** The field's path as a reader writes it: `a.b`, `a[0]`. */
  field: string;
  message: string;
  /** The value found there (undefined when there is none). */
  input: unknown;
  /** No value (or null) where one is required. */
  missing: boolean;
  /** A value outside a list of words. */
  notInList: boolean;
  /** What the field's schema says about this failure (e.g. the rule it breaks). */
  params?: Record<string, unknown>;
}

/** What is wrong with `value` against `schema`, in the schema's field order; empty when it conforms. */
export function schemaProblems(schema: ZodMiniType, value: unknown): SchemaProblem[] {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.map((issue) => problemOf(issue, value));
}

function problemOf(issue: $ZodIssue, root: unknown): SchemaProblem {
  const field = issue.path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`))
    .join("");
  const input = "input" in issue ? issue.input : valueAt(root, issue.path);
  const missing = input === undefined || input === null;
  const notInList = issue.code === "invalid_value";
  const facts = {
    field,
    input,
    missing,
    notInList,
    ...(issue.code === "custom" && issue.params ? { params: issue.params } : {}),
  };
  // A field's own refinement speaks for itself, absent values included (e.g. a timestamp's "is missing").
  if (issue.code === "custom") return { ...facts, message: field ? `${field} ${issue.message}` : issue.message };
  if (missing) return { ...facts, message: `${field} is missing` };
  if (notInList)
    return {
      ...facts,
      message: `${field} must be one of ${issue.values.map(String).join(", ")} (got ${JSON.stringify(input)})`,
    };
  return { ...facts, message: `${field} ${issue.message}` };
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path)
    value = value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}
