// Spec 002's MemoryConfig schema, compiled once per process (loaded only when a scope has a config.json).

import { Ajv, type ValidateFunction } from "ajv";
import type { Violation } from "../core/errors.js";
import { violationsOf } from "../core/schema-violations.js";
import schema from "../core/schemas/spec-002-memory.schema.json" with { type: "json" };

let validate: ValidateFunction | undefined;

export function configViolations(value: unknown): Violation[] {
  if (!validate) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    ajv.addSchema(schema);
    validate = ajv.compile({ $ref: `${schema.$id}#/definitions/MemoryConfig` });
  }
  return validate(value) ? [] : violationsOf(validate.errors ?? []);
}
