// `memory edges`: the labelled edges of one memory, outgoing and incoming.

import { UsageError, notFound } from "../core/errors.js";
import { assertValidSlug } from "../core/slug.js";
import type { EdgeInfo, ListEdgesRequest, ListEdgesResponse } from "../core/types.js";
import type { MemoryGraph } from "../index/graph.js";
import type { OperationContext } from "./context.js";
import { loadGraphContext } from "./shared/graph-context.js";

export async function listEdges(context: OperationContext, request: ListEdgesRequest): Promise<ListEdgesResponse> {
  assertValidSlug(request.slug);
  const direction = request.direction ?? "both";
  if (!["outgoing", "incoming", "both"].includes(direction))
    throw new UsageError(`Unknown direction "${direction}": use outgoing, incoming or both.`);
  const { graph } = await loadGraphContext(context);
  if (!graph.nodes.has(request.slug)) throw notFound(request.slug);
  const edges: EdgeInfo[] = [];
  if (direction !== "incoming") {
    for (const edge of graph.outgoing.get(request.slug) ?? [])
      edges.push(edgeInfo(graph, "outgoing", edge.target, edge.label, edge.created));
  }
  if (direction !== "outgoing") {
    for (const edge of graph.incoming.get(request.slug) ?? []) {
      if (edge.source !== request.slug) edges.push(edgeInfo(graph, "incoming", edge.source, edge.label, edge.created));
    }
  }
  return { success: true, slug: request.slug, edges, total: edges.length };
}

function edgeInfo(
  graph: MemoryGraph,
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
