import { InvalidSettingError } from "../core/errors.js";
import { readSettings, type SettingProblem, type Settings } from "../core/settings/index.js";
import type { StoreWarning } from "../core/types.js";
import { MemoryStore } from "../store/memory-store.js";
import type { Environment } from "../store/scopes.js";

/** What every operation gets: the store, a clock, a sink for non-fatal problems, and the settings. */
export interface OperationContext {
  store: MemoryStore;
  now: () => Date;
  warn: (warning: StoreWarning) => void;
  /** The environment the store was opened in (OLLAMA_HOST for an embedder, the paths of `memory gotchas --log` …). */
  env?: NodeJS.ProcessEnv;
  /** The MEMORY_* settings, parsed once where the process starts (core/settings). */
  settings: Settings;
}

/**
 * The settings of an adapter's environment: a value a setting refuses is an
 * InvalidSettingError naming every such variable (the hooks read theirs with
 * a warning instead: they fail open).
 */
export function strictSettings(env: NodeJS.ProcessEnv): Settings {
  const problems: SettingProblem[] = [];
  const settings = readSettings(env, (problem) => problems.push(problem));
  if (problems.length > 0) throw new InvalidSettingError(problems);
  return settings;
}

export function createContext(
  options: {
    environment?: Environment;
    settings?: Settings;
    now?: () => Date;
    warn?: (warning: StoreWarning) => void;
  } = {},
): OperationContext {
  const env = options.environment?.env ?? process.env;
  return {
    store: MemoryStore.open(options.environment),
    now: options.now ?? (() => new Date()),
    warn: options.warn ?? (() => undefined),
    env,
    settings: options.settings ?? strictSettings(env),
  };
}
