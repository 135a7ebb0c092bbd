// The policy schema's JSON Schema compiled with ajv, once per process, loaded only when
// something needs it (a scope's config.json, `memory validate`).

import { Ajv, type ValidateFunction } from "ajv";
import type { Violation } from "../core/errors.js";
import { violationsOf } from "../core/schema-violations.js";
import schema from "../core/schemas/spec-002-memory.schema.json" with { type: "json" };

interface PolicySchema {
  definitions: Record<string, { oneOf?: Array<{ properties?: { kind?: { const?: unknown } } }> }>;
}

let ajv: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

/** A checker of one part of the policy schema, by JSON pointer under `#/definitions/` (e.g. `MemoryConfig`, `MemoryEvent/oneOf/0`). */
export function configSchemaValidator(pointer: string): (value: unknown) => Violation[] {
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

/** The `kind` of each branch of the policy schema's MemoryEvent and the checker of that branch. */
export function memoryEventValidators(): Map<string, (value: unknown) => Violation[]> {
  const branches = (schema as unknown as PolicySchema).definitions.MemoryEvent?.oneOf ?? [];
  const validators = new Map<string, (value: unknown) => Violation[]>();
  for (const [index, branch] of branches.entries()) {
    const kind = branch.properties?.kind?.const;
    if (typeof kind === "string") validators.set(kind, configSchemaValidator(`MemoryEvent/oneOf/${index}`));
  }
  return validators;
}
