// JSON Schema (ajv) errors as violations: a JSON pointer into the checked
// value and a sentence a person can act on.

import type { ErrorObject, ValidateFunction } from "ajv";
import type { Violation } from "../errors.js";

/** What `validate` (compiled with allErrors) finds wrong with `value`; none when it passes. */
export function violationsAgainst(validate: ValidateFunction, value: unknown): Violation[] {
  return validate(value) ? [] : violationsOf(validate.errors ?? []);
}

export function violationsOf(allErrors: ErrorObject[]): Violation[] {
  const errors = pruneOneOf(allErrors);
  // An anyOf of `required` branches reads better as one sentence than as each branch's complaint.
  const anyOfPaths = new Set(errors.filter((error) => error.keyword === "anyOf").map((error) => error.instancePath));
  const violations: Violation[] = [];
  for (const error of errors) {
    if (error.keyword === "required" && anyOfPaths.has(error.instancePath) && error.schemaPath.includes("/anyOf/"))
      continue;
    const violation = violationOf(error, errors);
    if (!violations.some((seen) => seen.pointer === violation.pointer && seen.message === violation.message))
      violations.push(violation);
  }
  return violations;
}

function violationOf(error: ErrorObject, all: ErrorObject[]): Violation {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return { pointer: `${error.instancePath}/${String(params.missingProperty)}`, message: "is required" };
    case "enum":
      return {
        pointer: error.instancePath,
        message: `must be one of ${(params.allowedValues as unknown[]).map(String).join(", ")}`,
      };
    case "const":
      return { pointer: error.instancePath, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case "anyOf": {
      const needed = all
        .filter(
          (other) =>
            other.keyword === "required" &&
            other.instancePath === error.instancePath &&
            other.schemaPath.includes("/anyOf/"),
        )
        .map((other) => String((other.params as { missingProperty: unknown }).missingProperty));
      return {
        pointer: error.instancePath,
        message: needed.length > 0 ? `must contain ${needed.join(" or ")}` : "must match one of the allowed shapes",
      };
    }
    case "additionalProperties":
      return { pointer: `${error.instancePath}/${String(params.additionalProperty)}`, message: "is not a known field" };
    case "type":
      return { pointer: error.instancePath, message: `must be ${article(String(params.type))}` };
    case "minimum":
    case "maximum":
      return {
        pointer: error.instancePath,
        message: `must be ${error.keyword === "minimum" ? "at least" : "at most"} ${String(params.limit)}`,
      };
    case "minLength":
      return { pointer: error.instancePath, message: "must not be empty" };
    case "minItems":
      return {
        pointer: error.instancePath,
        message: `must have at least ${String(params.limit)} item${params.limit === 1 ? "" : "s"}`,
      };
    case "uniqueItems":
      return {
        pointer: error.instancePath,
        message: `must not repeat items (items ${String(params.j)} and ${String(params.i)} are equal)`,
      };
    default:
      return { pointer: error.instancePath, message: error.message ?? `breaks the ${error.keyword} rule` };
  }
}

function article(type: string): string {
  return type === "integer" ? "an integer" : type === "object" || type === "array" ? `an ${type}` : `a ${type}`;
}

/**
 * A `oneOf` whose branches are told apart by a `const` (the read
 * `mode`) fails in every branch at once: keep the errors of the branch the
 * value chose, or, when it chose none, one "must be one of" for the
 * discriminator instead of each branch's complaints.
 */
function pruneOneOf(errors: ErrorObject[]): ErrorObject[] {
  let result = errors;
  for (const oneOf of errors.filter((error) => error.keyword === "oneOf")) {
    const prefix = `${oneOf.schemaPath}/`;
    const inBranches = result.filter((error) => error.schemaPath.startsWith(prefix));
    const branchOf = (error: ErrorObject) => error.schemaPath.slice(prefix.length).split("/")[0]!;
    const consts = inBranches.filter((error) => error.keyword === "const");
    if (consts.length === 0) continue;
    const failedConst = new Set(consts.map(branchOf));
    const chosen = [...new Set(inBranches.map(branchOf))].filter((branch) => !failedConst.has(branch));
    const drop = new Set<ErrorObject>([oneOf, ...inBranches]);
    if (chosen.length === 1) {
      result = result.filter((error) => !drop.has(error) || (error !== oneOf && branchOf(error) === chosen[0]));
    } else if (chosen.length === 0 && consts.every((error) => error.instancePath === consts[0]!.instancePath)) {
      const allowedValues = [
        ...new Set(consts.map((error) => (error.params as { allowedValue: unknown }).allowedValue)),
      ];
      const merged: ErrorObject = {
        ...consts[0]!,
        keyword: "enum",
        params: { allowedValues },
        schemaPath: oneOf.schemaPath,
      };
      result = [...result.filter((error) => !drop.has(error)), merged];
    }
  }
  return result;
}
