// The graph around a few memories without building all of it: nodes from the
// catalogs (entries read on demand), edges from each scope's edge index, read
// shard by shard and kept for the rest of the command.

import type { GraphEdge, GraphLookup, GraphNode } from "./graph.js";
import { graphIndexExists, indexedEdgesOf, type EdgeTuple } from "./graph-index.js";
import type { Catalog } from "./manifest-files.js";

/** A shard of an edge index could not be read: the caller builds the whole graph instead. */
export class GraphIndexUnreadable extends Error {
  constructor(readonly catalog: Catalog) {
    super(`the edge index of the ${catalog.store.scope} scope cannot be read`);
  }
}

/** The graph of `catalogs` read from their edge indexes; undefined when a scope holding memories has none. */
export function indexedGraph(catalogs: readonly Catalog[]): GraphLookup | undefined {
  if (catalogs.some((catalog) => catalog.entries.size > 0 && !graphIndexExists(catalog.store))) return undefined;
  const nodes = new Map<string, GraphNode | undefined>();
  const node = (slug: string): GraphNode | undefined => {
    if (nodes.has(slug)) return nodes.get(slug);
    // A slug is the memory of the first scope that holds it readable; the same slug further on is shadowed.
    let found: GraphNode | undefined;
    for (const catalog of catalogs) {
      const summary = catalog.entries.get(slug)?.summary;
      if (summary) {
        found = { slug, scope: catalog.store.scope, summary };
        break;
      }
    }
    nodes.set(slug, found);
    return found;
  };
  const edgesOf = (catalog: Catalog, slug: string) => {
    if (catalog.entries.size === 0) return { outgoing: [], incoming: [] };
    const edges = indexedEdgesOf(catalog.store, slug);
    if (!edges) throw new GraphIndexUnreadable(catalog);
    return edges;
  };
  const edge = (source: string, target: string, [, label, created, via]: EdgeTuple): GraphEdge => ({
    source,
    target,
    label,
    created,
    via,
  });
  const outgoing = (slug: string): GraphEdge[] | undefined => {
    const holder = node(slug);
    const catalog = holder && catalogs.find((each) => each.store.scope === holder.scope);
    return catalog && edgesOf(catalog, slug).outgoing.map((tuple) => edge(slug, tuple[0], tuple));
  };
  // Edges into `slug` from every memory that is the graph's (not shadowed), scope by scope.
  const incoming = (slug: string): GraphEdge[] =>
    catalogs.flatMap((catalog) =>
      edgesOf(catalog, slug)
        .incoming.filter(([source]) => node(source)?.scope === catalog.store.scope)
        .map((tuple) => edge(tuple[0], slug, tuple)),
    );
  return {
    nodes: { get: node, has: (slug) => node(slug) !== undefined },
    outgoing: { get: cached(outgoing) },
    incoming: { get: cached(incoming) },
  };
}

function cached<T>(read: (slug: string) => T): (slug: string) => T {
  const kept = new Map<string, T>();
  return (slug) => {
    if (!kept.has(slug)) kept.set(slug, read(slug));
    return kept.get(slug)!;
  };
}
