// Schema validation of the JSON request API requests against the exact schemas of the spec
// (src/core/schemas/memory.*.request.json), by validators ajv compiled ahead of time
// (scripts/compile-schemas.mjs); defaults are applied in place. Every violation is reported as
// a JSON pointer and a sentence.

import type { ValidateFunction } from "ajv";
import { RequestValidationError } from "../core/errors.js";
import { violationsAgainst } from "../core/validation/index.js";
import { read, update, write } from "./request-validators.generated.cjs";
import type { ApiRequest } from "./types.js";

export const API_OPS = ["read", "write", "update"] as const;
export type ApiOp = (typeof API_OPS)[number];

const VALIDATORS: Record<ApiOp, ValidateFunction> = { read, write, update };

/** Checks `request` against the schema of its `op` (defaults filled in) or throws RequestValidationError. */
export function validateRequest(request: unknown): ApiRequest {
  if (!request || typeof request !== "object" || Array.isArray(request)) {
    throw new RequestValidationError([
      { pointer: "", message: "must be a JSON object with an op of read, write or update" },
    ]);
  }
  const op = (request as { op?: unknown }).op;
  if (typeof op !== "string" || !(API_OPS as readonly string[]).includes(op)) {
    throw new RequestValidationError([
      { pointer: "/op", message: `must be one of read, write, update (got ${JSON.stringify(op ?? null)})` },
    ]);
  }
  const violations = violationsAgainst(VALIDATORS[op as ApiOp], request);
  if (violations.length > 0) throw new RequestValidationError(violations);
  return request as ApiRequest;
}
