// Schema validation of the JSON request API requests with ajv, against the exact schemas of
// the spec (src/core/schemas/memory.*.request.json); defaults are applied in place. Every
// violation is reported as a JSON pointer and a sentence.

import { Ajv, type ValidateFunction } from "ajv";
import { RequestValidationError } from "../core/errors.js";
import { violationsOf } from "../core/schema-violations.js";
import readSchema from "../core/schemas/memory.read.request.json" with { type: "json" };
import updateSchema from "../core/schemas/memory.update.request.json" with { type: "json" };
import writeSchema from "../core/schemas/memory.write.request.json" with { type: "json" };
import type { ApiRequest } from "./types.js";

export const API_OPS = ["read", "write", "update"] as const;
export type ApiOp = (typeof API_OPS)[number];

const SCHEMAS: Record<ApiOp, object> = { read: readSchema, write: writeSchema, update: updateSchema };
const validators = new Map<ApiOp, ValidateFunction>();
let ajv: Ajv | undefined;

function validatorOf(op: ApiOp): ValidateFunction {
  let validate = validators.get(op);
  if (!validate) {
    // strictRequired is off: the JSON request API's update schema names `truth`/`utility` in anyOf branches without redeclaring them there.
    ajv ??= new Ajv({ allErrors: true, useDefaults: true, strict: true, strictRequired: false });
    validate = ajv.compile(SCHEMAS[op]);
    validators.set(op, validate);
  }
  return validate;
}

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
  const validate = validatorOf(op as ApiOp);
  if (!validate(request)) throw new RequestValidationError(violationsOf(validate.errors ?? []));
  return request as ApiRequest;
}
