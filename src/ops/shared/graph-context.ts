import { buildGraph, type MemoryGraph } from "../../index/graph.js";
import { loadCatalog, type Catalog } from "../../index/manifest.js";
import type { OperationContext } from "../context.js";

/** Fresh catalogs of every readable scope and the graph across them. */
export async function loadGraphContext(
  context: OperationContext,
): Promise<{ catalogs: Catalog[]; graph: MemoryGraph }> {
  const catalogs = await Promise.all(context.store.readable().map((store) => loadCatalog(store)));
  for (const catalog of catalogs) catalog.warnings.forEach(context.warn);
  return { catalogs, graph: buildGraph(catalogs) };
}
