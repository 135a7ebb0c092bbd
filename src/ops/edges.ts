// `memory edges`: the labelled edges of one memory, outgoing and incoming.
// Read from each scope's edge index (the shard of the slug) after every file
// is checked; the whole graph is built only when a scope has no such index.

import { UsageError, notFound } from "../core/errors.js";
import { assertValidSlug } from "../core/slug.js";
import type { EdgeInfo, ListEdgesRequest, ListEdgesResponse } from "../core/types.js";
import { checkedCatalog } from "../index/catalog.js";
import { buildGraph } from "../index/graph.js";
import { indexedEdgesOf, type EdgeTuple } from "../index/graph-index.js";
import type { Catalog } from "../index/manifest-files.js";
import type { SummaryRecord } from "../index/summary-record.js";
import type { OperationContext } from "./context.js";

/** An edge as both ways of reading the graph give it: the other end, its label, when it was made. */
type Edge = [other: string, label: string, created: string];

export async function listEdges(context: OperationContext, request: ListEdgesRequest): Promise<ListEdgesResponse> {
  assertValidSlug(request.slug);
  const direction = request.direction ?? "both";
  if (!["outgoing", "incoming", "both"].includes(direction))
    throw new UsageError(`Unknown direction "${direction}": use outgoing, incoming or both.`);
  const catalogs = await Promise.all(context.store.readable().map((store) => checkedCatalog(store)));
  for (const catalog of catalogs) catalog.warnings.forEach(context.warn);
  // A slug is the memory of the first scope that holds it readable; the same slug further on is shadowed.
  const holder = (slug: string) => catalogs.find((catalog) => catalog.entries.get(slug)?.summary);
  const summaryOf = (slug: string): SummaryRecord | undefined => holder(slug)?.entries.get(slug)?.summary;
  if (!holder(request.slug)) throw notFound(request.slug);
  const { outgoing, incoming } = edgesOf(catalogs, request.slug, holder);
  const edges: EdgeInfo[] = [];
  const info = (way: EdgeInfo["direction"], [other, label, created]: Edge): EdgeInfo => {
    const summary = summaryOf(other);
    return {
      direction: way,
      target: other,
      label,
      targetTitle: summary?.title ?? "(missing memory)",
      targetType: summary?.type ?? "missing",
      created,
    };
  };
  if (direction !== "incoming") for (const edge of outgoing) edges.push(info("outgoing", edge));
  if (direction !== "outgoing")
    for (const edge of incoming) if (edge[0] !== request.slug) edges.push(info("incoming", edge));
  return { success: true, slug: request.slug, edges, total: edges.length };
}

/** The edges of `slug`: its own from its scope, and those of every memory (not shadowed) that points at it, scope by scope. */
function edgesOf(
  catalogs: Catalog[],
  slug: string,
  holder: (slug: string) => Catalog | undefined,
): { outgoing: Edge[]; incoming: Edge[] } {
  // A scope with no memory has no index and no edge.
  const indexed = catalogs.map((catalog) =>
    catalog.entries.size === 0 ? { outgoing: [], incoming: [] } : indexedEdgesOf(catalog.store, slug),
  );
  if (indexed.some((edges) => edges === undefined)) {
    const graph = buildGraph(catalogs);
    return {
      outgoing: (graph.outgoing.get(slug) ?? []).map((edge) => [edge.target, edge.label, edge.created]),
      incoming: (graph.incoming.get(slug) ?? []).map((edge) => [edge.source, edge.label, edge.created]),
    };
  }
  const edge = ([other, label, created]: EdgeTuple): Edge => [other, label, created];
  const home = catalogs.indexOf(holder(slug)!);
  return {
    outgoing: indexed[home]!.outgoing.map(edge),
    incoming: indexed.flatMap((edges, i) =>
      edges!.incoming.filter(([source]) => holder(source) === catalogs[i]).map(edge),
    ),
  };
}
