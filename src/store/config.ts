// A scope's policy file, `<scope-root>/config.json`: a spec 002 MemoryConfig,
// checked against the spec's own JSON Schema (src/core/schemas). A missing
// file means the defaults; a broken one is an InvalidConfigError naming the
// file and every violation — never silently ignored by commands.

import { closeSync, constants, openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { InvalidConfigError, type Violation } from "../core/errors.js";
import type { MemoryConfig } from "../core/policy.js";

export const CONFIG_FILE = "config.json";
const SPEC_002_ID = "https://github.com/andrewhuot/headless-chat-sdk/schemas/memory.schema.json";

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

/** Violations of spec 002's MemoryConfig (ajv is loaded only when a config file exists). */
export async function configViolations(value: unknown): Promise<Violation[]> {
  return (await spec002Validator("MemoryConfig"))(value);
}

let spec002: Promise<{ ajv: import("ajv").Ajv; violationsOf: (errors: import("ajv").ErrorObject[]) => Violation[]; schema: Spec002Schema }> | undefined;

interface Spec002Schema {
  definitions: Record<string, { oneOf?: Array<{ properties?: { kind?: { const?: unknown } } }> }>;
}

/** ajv with spec 002's schema added, loaded once per process on first use. */
function loadSpec002() {
  spec002 ??= Promise.all([
    import("ajv"),
    import("../core/schema-violations.js"),
    import("../core/schemas/spec-002-memory.schema.json", { with: { type: "json" } }),
  ]).then(([ajvModule, { violationsOf }, schema]) => {
    // Node gives the CommonJS ajv a named `Ajv` export; the bundle (dist/) only a default one holding it.
    const loaded = ajvModule as typeof ajvModule & { default?: { Ajv?: typeof ajvModule.Ajv } };
    const Ajv = loaded.Ajv ?? loaded.default?.Ajv;
    if (!Ajv) throw new Error("ajv could not be loaded");
    const ajv = new Ajv({ allErrors: true, strict: false });
    ajv.addSchema(schema.default);
    return { ajv, violationsOf, schema: schema.default as unknown as Spec002Schema };
  });
  return spec002;
}

/** A checker of one part of spec 002, by JSON pointer under `#/definitions/` (e.g. `MemoryConfig`, `MemoryEvent/oneOf/0`). */
export async function spec002Validator(pointer: string): Promise<(value: unknown) => Violation[]> {
  const { ajv, violationsOf } = await loadSpec002();
  const validate = ajv.compile({ $ref: `${SPEC_002_ID}#/definitions/${pointer}` });
  return (value) => (validate(value) ? [] : violationsOf(validate.errors ?? []));
}

/** The `kind` of each branch of spec 002's MemoryEvent and the checker of that branch. */
export async function spec002EventValidators(): Promise<Map<string, (value: unknown) => Violation[]>> {
  const { schema } = await loadSpec002();
  const branches = schema.definitions.MemoryEvent?.oneOf ?? [];
  const validators = new Map<string, (value: unknown) => Violation[]>();
  for (const [index, branch] of branches.entries()) {
    const kind = branch.properties?.kind?.const;
    if (typeof kind === "string") validators.set(kind, await spec002Validator(`MemoryEvent/oneOf/${index}`));
  }
  return validators;
}
