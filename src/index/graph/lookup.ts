// The graph around a few memories without building all of it: nodes from the
// catalogs (entries read on demand), edges from each scope's edge index, read
// shard by shard and kept for the rest of the command.

import type { GraphEdge, GraphLookup, GraphNode } from "./memory-graph.js";
import { edgeIndexReader, type EdgeTuple, type IndexedEdges } from "./edge-index.js";
import type { Catalog } from "../manifest/index.js";

/** A shard of an edge index could not be read: the caller builds the whole graph instead. */
export class GraphIndexUnreadable extends Error {
  constructor(readonly catalog: Catalog) {
    super(`the edge index of the ${catalog.store.scope} scope cannot be read`);
  }
}

/** The graph of `catalogs` read from their edge indexes; undefined when a scope holding memories has none. */
export function indexedGraph(catalogs: readonly Catalog[]): GraphLookup | undefined {
  // A scope with no memory has no index and no edge.
  const readers = catalogs.map((catalog) =>
    catalog.entries.size === 0 ? (): IndexedEdges => ({ outgoing: [], incoming: [] }) : edgeIndexReader(catalog.store),
  );
  if (readers.some((reader) => reader === undefined)) return undefined;
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
  const edgesOf = (at: number, slug: string): IndexedEdges => {
    const edges = readers[at]!(slug);
    if (!edges) throw new GraphIndexUnreadable(catalogs[at]!);
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
    const at = holder ? catalogs.findIndex((catalog) => catalog.store.scope === holder.scope) : -1;
    return at < 0 ? undefined : edgesOf(at, slug).outgoing.map((tuple) => edge(slug, tuple[0], tuple));
  };
  // Edges into `slug` from every memory that is the graph's (not shadowed), scope by scope.
  const incoming = (slug: string): GraphEdge[] =>
    catalogs.flatMap((catalog, at) =>
      edgesOf(at, slug)
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
