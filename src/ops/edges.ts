// `memory edges`: the labelled edges of one memory, outgoing and incoming,
// read from the edge indexes after every file is checked.

import { UsageError, notFound } from "../core/errors.js";
import { assertValidSlug } from "../core/slug.js";
import type { EdgeInfo, ListEdgesRequest, ListEdgesResponse } from "../core/types.js";
import type { GraphLookup } from "../index/graph/index.js";
import type { OperationContext } from "./context.js";
import { lookAround } from "./shared/graph-context.js";

export async function listEdges(context: OperationContext, request: ListEdgesRequest): Promise<ListEdgesResponse> {
  assertValidSlug(request.slug);
  const direction = request.direction ?? "both";
  if (!["outgoing", "incoming", "both"].includes(direction))
    throw new UsageError(`Unknown direction "${direction}": use outgoing, incoming or both.`);
  const response = await lookAround(context, (graph) => edgesOf(graph, request.slug, direction));
  const offset = request.offset ?? 0;
  const end = request.limit === undefined ? undefined : offset + request.limit;
  return offset === 0 && end === undefined ? response : { ...response, edges: response.edges.slice(offset, end) };
}

function edgesOf(graph: GraphLookup, slug: string, direction: string): ListEdgesResponse {
  if (!graph.nodes.has(slug)) throw notFound(slug);
  const edges: EdgeInfo[] = [];
  if (direction !== "incoming") {
    for (const edge of graph.outgoing.get(slug) ?? [])
      edges.push(edgeInfo(graph, "outgoing", edge.target, edge.label, edge.created));
  }
  if (direction !== "outgoing") {
    for (const edge of graph.incoming.get(slug) ?? []) {
      if (edge.source !== slug) edges.push(edgeInfo(graph, "incoming", edge.source, edge.label, edge.created));
    }
  }
  const outgoing = edges.filter((edge) => edge.direction === "outgoing").length;
  return { success: true, slug, edges, total: edges.length, counts: { outgoing, incoming: edges.length - outgoing } };
}

function edgeInfo(
  graph: GraphLookup,
  direction: EdgeInfo["direction"],
  other: string,
  label: string,
  created: string,
): EdgeInfo {
  const node = graph.nodes.get(other);
  return {
    direction,
    target: other,
    label,
    targetTitle: node?.summary.title ?? "(missing memory)",
    targetType: node?.summary.type ?? "missing",
    created,
  };
}
