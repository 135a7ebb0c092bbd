import type { StoreWarning } from "../core/types.js";
import { MemoryStore } from "../store/memory-store.js";
import type { Environment } from "../store/scopes.js";

/** What every operation gets: the store, a clock, and a sink for non-fatal problems. */
export interface OperationContext {
  store: MemoryStore;
  now: () => Date;
  warn: (warning: StoreWarning) => void;
  /** Environment variables for settings (Ollama host, embedding model …); process.env when not given. */
  env?: NodeJS.ProcessEnv;
}

export function createContext(
  options: { environment?: Environment; now?: () => Date; warn?: (warning: StoreWarning) => void } = {},
): OperationContext {
  return {
    store: MemoryStore.open(options.environment),
    now: options.now ?? (() => new Date()),
    warn: options.warn ?? (() => undefined),
    env: options.environment?.env ?? process.env,
  };
}
