// Checkers of a scope's config.json and of its logs' events against the policy schema: validators compiled
// ahead of time from src/core/schemas (scripts/compile-schemas.mjs), loaded only when something needs them
// (a scope's config.json, `memory validate`).

import type { Violation } from "../core/errors.js";
import { violationsAgainst } from "../core/validation/index.js";
import type { ValidateFunction } from "ajv";
import { MemoryConfig } from "./config-validator.generated.cjs";

/** Violations of the policy schema's MemoryConfig. */
export function memoryConfigViolations(value: unknown): Violation[] {
  return violationsAgainst(MemoryConfig, value);
}

/** The checker of each MemoryEvent kind of the policy schema. */
export async function memoryEventValidators(): Promise<Map<string, (value: unknown) => Violation[]>> {
  // A CommonJS module: its exports are the default export of the import (in node and in an ES module bundle).
  const imported = (await import("./event-validators.generated.cjs")) as { default?: unknown };
  const events = (imported.default ?? imported) as Record<string, ValidateFunction> & {
    eventKinds: Record<string, string>;
  };
  const validators = new Map<string, (value: unknown) => Violation[]>();
  for (const [kind, name] of Object.entries(events.eventKinds)) {
    const validate = events[name];
    if (validate) validators.set(kind, (value) => violationsAgainst(validate, value));
  }
  return validators;
}
