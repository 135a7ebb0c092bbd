// For long-lived processes (the MCP server): keep each scope's keyword index
// in memory between queries, up to a size, instead of loading the parts a
// query needs from disk every time. Results are the same either way.

import { existsSync } from "node:fs";
import type { Settings } from "../core/settings/index.js";
import { keepKeywordIndexesLoaded } from "../index/keyword/index.js";
import type { OperationContext } from "./context.js";

/**
 * Turns resident indexes on (MEMORY_RESIDENT_MAX_MB: the largest index kept, in MB on disk; 0 turns them off);
 * returns the limit in bytes. A scope whose keyword index is larger is searched from disk as commands do. By
 * default every scope is: an index kept in memory (about ten times its size on disk) saves a few milliseconds a
 * search but makes the search after each save slower (see docs/mcp.md).
 */
export function keepIndexesLoaded(settings: Pick<Settings, "residentMaxMb">): number {
  const limit = Math.round(settings.residentMaxMb * 1024 * 1024);
  keepKeywordIndexesLoaded(limit);
  return limit;
}

/**
 * Brings the catalog and the loaded indexes of every existing scope up to date
 * with the files (a keyword search whose answer is not used), so that the next
 * search does not pay for it. Creates nothing where there is no scope yet.
 */
export async function refreshIndexes(context: OperationContext): Promise<void> {
  const { keywordSearch } = await import("./shared/keyword-search.js");
  const quiet = { ...context, warn: () => undefined };
  for (const store of context.store.readable()) {
    if (existsSync(store.root))
      await keywordSearch(quiet, { query: "memory", mode: "keyword", limit: 1, scope: store.scope }, "memory");
  }
}
