// A scope's policy file, `<scope-root>/config.json`: a MemoryConfig,
// checked against the spec's own JSON Schema (src/core/schemas). A missing
// file means the defaults; a broken one is an InvalidConfigError naming the
// file and every violation — never silently ignored by commands.

import { InvalidConfigError, type Violation } from "../core/errors.js";
import type { MemoryConfig } from "../core/policy/index.js";
import { configPath, readConfigText } from "./config-file.js";

export { CONFIG_FILE, configPath, readConfigText } from "./config-file.js";

export async function loadScopeConfig(scopeRoot: string): Promise<MemoryConfig | undefined> {
  const text = readConfigText(scopeRoot);
  if (text === undefined) return undefined;
  const path = configPath(scopeRoot);
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new InvalidConfigError(
      `${path} is not valid JSON (${(error as Error).message}). Fix it or remove it to use the defaults.`,
      { path },
    );
  }
  const violations = await configViolations(value);
  if (violations.length > 0) {
    throw new InvalidConfigError(
      `${path} breaks the config.json schema: ${violations.map((v) => `${v.pointer || "/"} ${v.message}`).join("; ")}. See the README section "Policies".`,
      { path, violations },
    );
  }
  return value as MemoryConfig;
}

/** Violations of the policy schema's MemoryConfig (its validator is loaded only when a config file exists). */
export async function configViolations(value: unknown): Promise<Violation[]> {
  return (await import("./config-schema.js")).memoryConfigViolations(value);
}

/** The `kind` of each branch of the policy schema's MemoryEvent and the checker of that branch. */
export async function memoryEventValidators(): Promise<Map<string, (value: unknown) => Violation[]>> {
  return (await import("./config-schema.js")).memoryEventValidators();
}
