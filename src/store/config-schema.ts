// Spec 002's JSON Schema compiled with ajv, once per process, loaded only when
// something needs it (a scope's config.json, `memory validate`).

import { Ajv, type ValidateFunction } from "ajv";
import type { Violation } from "../core/errors.js";
import { violationsOf } from "../core/schema-violations.js";
import schema from "../core/schemas/spec-002-memory.schema.json" with { type: "json" };

interface Spec002Schema {
  definitions: Record<string, { oneOf?: Array<{ properties?: { kind?: { const?: unknown } } }> }>;
}

let ajv: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

/** A checker of one part of spec 002, by JSON pointer under `#/definitions/` (e.g. `MemoryConfig`, `MemoryEvent/oneOf/0`). */
export function spec002Validator(pointer: string): (value: unknown) => Violation[] {
  let validate = compiled.get(pointer);
  if (!validate) {
    if (!ajv) {
      ajv = new Ajv({ allErrors: true, strict: false });
      ajv.addSchema(schema);
    }
    validate = ajv.compile({ $ref: `${schema.$id}#/definitions/${pointer}` });
    compiled.set(pointer, validate);
  }
  const check = validate;
  return (value) => (check(value) ? [] : violationsOf(check.errors ?? []));
}

/** The `kind` of each branch of spec 002's MemoryEvent and the checker of that branch. */
export function spec002EventValidators(): Map<string, (value: unknown) => Violation[]> {
  const branches = (schema as unknown as Spec002Schema).definitions.MemoryEvent?.oneOf ?? [];
  const validators = new Map<string, (value: unknown) => Violation[]>();
  for (const [index, branch] of branches.entries()) {
    const kind = branch.properties?.kind?.const;
    if (typeof kind === "string") validators.set(kind, spec002Validator(`MemoryEvent/oneOf/${index}`));
  }
  return validators;
}
