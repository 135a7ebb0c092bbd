import { checkedCatalog, openCatalog } from "../../index/derived/index.js";
import { buildGraph, type GraphLookup, type MemoryGraph } from "../../index/graph/index.js";
import { GraphIndexUnreadable, indexedGraph } from "../../index/graph/index.js";
import { loadCatalog, type Catalog } from "../../index/derived/index.js";
import type { OperationContext } from "../context.js";

/**
 * Catalogs of every readable scope and the graph across them: fresh (every file checked), or, with `checkFiles`
 * false, as a search opens them (a large store checked a moment ago is not checked again: the caller re-checks
 * what it shows).
 */
export async function loadGraphContext(
  context: OperationContext,
  { checkFiles = true }: { checkFiles?: boolean } = {},
): Promise<{ catalogs: Catalog[]; graph: MemoryGraph }> {
  const catalogs = await Promise.all(
    context.store.readable().map((store) => (checkFiles ? loadCatalog(store) : openCatalog(store, context.settings))),
  );
  for (const catalog of catalogs) catalog.warnings.forEach(context.warn);
  return { catalogs, graph: buildGraph(catalogs) };
}

/**
 * `look` run on the graph around a few memories: every file checked first,
 * then edges read from the edge indexes slug by slug (from the whole graph
 * when a scope holding memories has no index, or one cannot be read).
 */
export async function lookAround<T>(context: OperationContext, look: (graph: GraphLookup) => T): Promise<T> {
  const catalogs = await Promise.all(context.store.readable().map((store) => checkedCatalog(store)));
  for (const catalog of catalogs) catalog.warnings.forEach(context.warn);
  const indexed = indexedGraph(catalogs);
  if (indexed) {
    try {
      return look(indexed);
    } catch (error) {
      if (!(error instanceof GraphIndexUnreadable)) throw error;
      const { store } = error.catalog;
      context.warn({
        scope: store.scope,
        filePath: store.indexPath("graph"),
        message: "edge index unreadable; answered from every memory's links (`memory reindex` rebuilds it)",
      });
    }
  }
  return look(buildGraph(catalogs));
}
