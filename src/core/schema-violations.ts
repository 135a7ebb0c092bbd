// JSON Schema (ajv) errors as violations: a JSON pointer into the checked
// value and a sentence a person can act on.

import type { ErrorObject } from "ajv";
import type { Violation } from "./errors.js";

export function violationsOf(errors: ErrorObject[]): Violation[] {
  // An anyOf of `required` branches reads better as one sentence than as each branch's complaint.
  const anyOfPaths = new Set(errors.filter((error) => error.keyword === "anyOf").map((error) => error.instancePath));
  const violations: Violation[] = [];
  for (const error of errors) {
    if (error.keyword === "required" && anyOfPaths.has(error.instancePath) && error.schemaPath.includes("/anyOf/")) continue;
    const violation = violationOf(error, errors);
    if (!violations.some((seen) => seen.pointer === violation.pointer && seen.message === violation.message)) violations.push(violation);
  }
  return violations;
}

function violationOf(error: ErrorObject, all: ErrorObject[]): Violation {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return { pointer: `${error.instancePath}/${String(params.missingProperty)}`, message: "is required" };
    case "enum":
      return { pointer: error.instancePath, message: `must be one of ${(params.allowedValues as unknown[]).map(String).join(", ")}` };
    case "const":
      return { pointer: error.instancePath, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case "anyOf": {
      const needed = all
        .filter((other) => other.keyword === "required" && other.instancePath === error.instancePath && other.schemaPath.includes("/anyOf/"))
        .map((other) => String((other.params as { missingProperty: unknown }).missingProperty));
      return { pointer: error.instancePath, message: needed.length > 0 ? `must contain ${needed.join(" or ")}` : "must match one of the allowed shapes" };
    }
    case "additionalProperties":
      return { pointer: `${error.instancePath}/${String(params.additionalProperty)}`, message: "is not a known field" };
    case "type":
      return { pointer: error.instancePath, message: `must be ${article(String(params.type))}` };
    case "minimum":
    case "maximum":
      return { pointer: error.instancePath, message: `must be ${error.keyword === "minimum" ? "at least" : "at most"} ${String(params.limit)}` };
    case "minLength":
      return { pointer: error.instancePath, message: "must not be empty" };
    case "minItems":
      return { pointer: error.instancePath, message: `must have at least ${String(params.limit)} item${params.limit === 1 ? "" : "s"}` };
    case "uniqueItems":
      return { pointer: error.instancePath, message: `must not repeat items (items ${String(params.j)} and ${String(params.i)} are equal)` };
    default:
      return { pointer: error.instancePath, message: error.message ?? `breaks the ${error.keyword} rule` };
  }
}

function article(type: string): string {
  return type === "integer" ? "an integer" : type === "object" || type === "array" ? `an ${type}` : `a ${type}`;
}
