// A scope's policy file, `<scope-root>/config.json`: a spec 002 MemoryConfig,
// checked against the spec's own JSON Schema (src/core/schemas). A missing
// file means the defaults; a broken one is an InvalidConfigError naming the
// file and every violation — never silently ignored by commands.

import { closeSync, constants, openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { InvalidConfigError, type Violation } from "../core/errors.js";
import type { MemoryConfig } from "../core/policy.js";

export const CONFIG_FILE = "config.json";

export function configPath(scopeRoot: string): string {
  return join(scopeRoot, CONFIG_FILE);
}

/** The raw text of the config file, or undefined when there is none. Symlinks are not followed. */
export function readConfigText(scopeRoot: string): string | undefined {
  let fd: number;
  try {
    fd = openSync(configPath(scopeRoot), constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return undefined;
    if (code === "ELOOP") throw new InvalidConfigError(`${configPath(scopeRoot)} is a symbolic link; the policy file must be a regular file in the scope.`, { path: configPath(scopeRoot) });
    throw error;
  }
  try {
    return readFileSync(fd, "utf8");
  } finally {
    closeSync(fd);
  }
}

export async function loadScopeConfig(scopeRoot: string): Promise<MemoryConfig | undefined> {
  const text = readConfigText(scopeRoot);
  if (text === undefined) return undefined;
  const path = configPath(scopeRoot);
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new InvalidConfigError(`${path} is not valid JSON (${(error as Error).message}). Fix it or remove it to use the defaults.`, { path });
  }
  const violations = await configViolations(value);
  if (violations.length > 0) {
    throw new InvalidConfigError(
      `${path} breaks the spec 002 MemoryConfig schema: ${violations.map((v) => `${v.pointer || "/"} ${v.message}`).join("; ")}. See the README section "Policies".`,
      { path, violations },
    );
  }
  return value as MemoryConfig;
}

/** Violations of spec 002's MemoryConfig (ajv and the schema are loaded only when a config file exists). */
export async function configViolations(value: unknown): Promise<Violation[]> {
  return (await import("./config-schema.js")).spec002Validator("MemoryConfig")(value);
}

/** The `kind` of each branch of spec 002's MemoryEvent and the checker of that branch. */
export async function spec002EventValidators(): Promise<Map<string, (value: unknown) => Violation[]>> {
  return (await import("./config-schema.js")).spec002EventValidators();
}
