// What `memory api` checks a request against and reads from: every readable scope's catalog and the graph across
// them. The JSON API's semantic rules (a link's target exists, a slug is free) read it before any operation runs, and
// its read ranks over it. The work is ops/shared/graph-context.ts, which index pages and link suggestions use too.

import type { Catalog } from "../index/derived/index.js";
import type { MemoryGraph } from "../index/graph/index.js";
import type { OperationContext } from "./context.js";
import { loadGraphContext } from "./shared/graph-context.js";

export interface ApiView {
  catalogs: Catalog[];
  graph: MemoryGraph;
}

/** Every file checked, or with `checkFiles` false, the catalogs as a search opens them (the read re-checks what it returns). */
export function apiView(context: OperationContext, options: { checkFiles: boolean }): Promise<ApiView> {
  return loadGraphContext(context, options);
}
