// Schema validation of spec 000 requests with ajv, against the exact schemas of
// the spec (src/api/schemas/*.json); defaults are applied in place. Every
// violation is reported as a JSON pointer and a sentence.

import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import { RequestValidationError, type Violation } from "../core/errors.js";
import readSchema from "./schemas/memory.read.request.json" with { type: "json" };
import updateSchema from "./schemas/memory.update.request.json" with { type: "json" };
import writeSchema from "./schemas/memory.write.request.json" with { type: "json" };
import type { ApiRequest } from "./types.js";

export const API_OPS = ["read", "write", "update"] as const;
export type ApiOp = (typeof API_OPS)[number];

const SCHEMAS: Record<ApiOp, object> = { read: readSchema, write: writeSchema, update: updateSchema };
const validators = new Map<ApiOp, ValidateFunction>();
let ajv: Ajv | undefined;

function validatorOf(op: ApiOp): ValidateFunction {
  let validate = validators.get(op);
  if (!validate) {
    // strictRequired is off: spec 000's update schema names `truth`/`utility` in anyOf branches without redeclaring them there.
    ajv ??= new Ajv({ allErrors: true, useDefaults: true, strict: true, strictRequired: false });
    validate = ajv.compile(SCHEMAS[op]);
    validators.set(op, validate);
  }
  return validate;
}

/** Checks `request` against the schema of its `op` (defaults filled in) or throws RequestValidationError. */
export function validateRequest(request: unknown): ApiRequest {
  if (!request || typeof request !== "object" || Array.isArray(request)) {
    throw new RequestValidationError([{ pointer: "", message: "must be a JSON object with an op of read, write or update" }]);
  }
  const op = (request as { op?: unknown }).op;
  if (typeof op !== "string" || !(API_OPS as readonly string[]).includes(op)) {
    throw new RequestValidationError([{ pointer: "/op", message: `must be one of read, write, update (got ${JSON.stringify(op ?? null)})` }]);
  }
  const validate = validatorOf(op as ApiOp);
  if (!validate(request)) throw new RequestValidationError(violationsOf(validate.errors ?? []));
  return request as ApiRequest;
}

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
