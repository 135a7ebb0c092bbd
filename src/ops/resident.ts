// For long-lived processes (the MCP server): keep each scope's keyword index
// in memory between queries, up to a size, instead of loading the parts a
// query needs from disk every time. Results are the same either way.

import { existsSync } from "node:fs";
import { keepKeywordIndexesLoaded } from "../index/keyword-resident.js";
import type { OperationContext } from "./context.js";

/** Above this many memories a scope is searched from disk as commands do (a whole index takes ~10 KB of memory per memory). */
export const DEFAULT_RESIDENT_LIMIT = 20_000;

export function keepIndexesLoaded(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.MEMORY_RESIDENT_MAX_MEMORIES;
  const value = raw === undefined || raw === "" ? DEFAULT_RESIDENT_LIMIT : Number(raw);
  const limit = Number.isFinite(value) && value >= 0 ? Math.floor(value) : DEFAULT_RESIDENT_LIMIT;
  keepKeywordIndexesLoaded(limit);
  return limit;
}

/**
 * Brings the catalog and the loaded indexes of every existing scope up to date
 * with the files (a keyword search whose answer is not used), so that the next
 * search does not pay for it. Creates nothing where there is no scope yet.
 */
export async function refreshIndexes(context: OperationContext): Promise<void> {
  const { searchMemories } = await import("./search.js");
  const quiet = { ...context, warn: () => undefined };
  for (const store of context.store.readable()) {
    if (existsSync(store.root)) await searchMemories(quiet, { query: "memory", mode: "keyword", limit: 1, scope: store.scope });
  }
}
