// The environment parsed into the settings object, once, at a composition root
// (the CLI's run, each hook's entry, the MCP server, the JSON API through the
// CLI): everything below receives the object, not the environment.

import {
  type FlagSpec,
  type NumberSpec,
  SETTINGS,
  type SettingSpec,
  type SettingValue,
  type Settings,
} from "./table.js";

/** A variable whose value the table refuses: its name, the value, and what it takes. */
export interface SettingProblem {
  variable: string;
  value: string;
  expected: string;
  /** One sentence naming the variable, for a person. */
  message: string;
}

type Environment = Readonly<Record<string, string | undefined>>;

const TRUE = /^(1|true|yes|on)$/i;
const FALSE = /^(0|false|no|off|none)$/i;

function expectation(spec: NumberSpec | FlagSpec): string {
  if (spec.kind === "flag") return "1, true, yes or on; 0, false, no, off or none";
  const kind = spec.integer ? "a whole number" : "a number";
  const low = `${spec.above ? "above" : "at least"} ${spec.min}`;
  return spec.max === undefined ? `${kind} ${low}` : `${kind} from ${spec.min} to ${spec.max}`;
}

/** The one number parser: a finite number within the spec's bounds, else undefined. */
export function parseNumberSetting(
  raw: string,
  spec: Pick<NumberSpec, "min" | "above" | "max" | "integer">,
): number | undefined {
  const value = Number(raw);
  if (!Number.isFinite(value)) return undefined;
  if (spec.above ? value <= spec.min : value < spec.min) return undefined;
  if (spec.max !== undefined && value > spec.max) return undefined;
  return spec.integer ? Math.trunc(value) : value;
}

function parseFlag(raw: string): boolean | undefined {
  if (TRUE.test(raw)) return true;
  if (FALSE.test(raw)) return false;
  return undefined;
}

/** A variable's value, trimmed; unset and blank are both none. */
function rawOf(spec: SettingSpec, env: Environment): string | undefined {
  return env[spec.env]?.trim() || undefined;
}

/** What a set variable means to its row: undefined when the row refuses it. */
function parsed(spec: SettingSpec, raw: string): number | boolean | string | undefined {
  if (spec.kind === "text") return raw;
  return spec.kind === "flag" ? parseFlag(raw) : parseNumberSetting(raw, spec);
}

function problemOf(spec: NumberSpec | FlagSpec, raw: string): SettingProblem {
  const expected = expectation(spec);
  const message = `${spec.env}=${JSON.stringify(raw.slice(0, 40))} is not valid: it takes ${expected} (default ${spec.default}).`;
  return { variable: spec.env, value: raw, expected, message };
}

/**
 * The settings of an environment, frozen. Every variable is checked, and each
 * refused value is passed to `report` (the adapters throw, the hooks warn and
 * go on with the default: they fail open).
 */
export function readSettings(env: Environment, report: (problem: SettingProblem) => void = () => undefined): Settings {
  const settings: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(SETTINGS) as [string, SettingSpec][]) {
    const raw = rawOf(spec, env);
    const value = raw === undefined ? undefined : parsed(spec, raw);
    if (raw !== undefined && value === undefined && spec.kind !== "text") report(problemOf(spec, raw));
    settings[key] = value ?? spec.default;
  }
  return Object.freeze(settings) as Settings;
}

/**
 * One setting, by its row, for code that resolves a location from the whole environment (HOME, XDG_*, …) and
 * for the start-up shims, which must not carry the whole table. A refused value gives the default silently here:
 * the root that parsed every setting has reported it.
 */
export function settingOf<S extends SettingSpec>(env: Environment, spec: S): SettingValue<S> {
  const raw = rawOf(spec, env);
  return ((raw === undefined ? undefined : parsed(spec, raw)) ?? spec.default) as SettingValue<S>;
}

/** The settings with some values changed (the MCP server forces a check of the files after a change it saw). */
export function withSettings(settings: Settings, changes: Partial<Settings>): Settings {
  return Object.freeze({ ...settings, ...changes });
}

/** The default settings: what an empty environment gives. */
export const DEFAULT_SETTINGS: Settings = /* @__PURE__ */ readSettings({});
