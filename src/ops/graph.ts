// `memory graph`: the neighbourhood of a memory, as mermaid or JSON.

import { UsageError, notFound } from "../core/errors.js";
import { assertValidSlug } from "../core/slug.js";
import type { GraphEdge, GraphNode, VisualiseGraphRequest, VisualiseGraphResponse } from "../core/types.js";
import { distances, type GraphLookup } from "../index/graph/index.js";
import type { OperationContext } from "./context.js";
import { lookAround } from "./shared/graph-context.js";

export const MAX_GRAPH_DEPTH = 10;

export async function visualiseGraph(
  context: OperationContext,
  request: VisualiseGraphRequest,
): Promise<VisualiseGraphResponse> {
  assertValidSlug(request.slug);
  const depth = request.depth ?? 2;
  if (!Number.isInteger(depth) || depth < 0 || depth > MAX_GRAPH_DEPTH)
    throw new UsageError(`--depth must be a whole number from 0 to ${MAX_GRAPH_DEPTH}.`);
  const limit = request.limit ?? Number.POSITIVE_INFINITY;
  if (limit !== Number.POSITIVE_INFINITY && (!Number.isInteger(limit) || limit < 1))
    throw new UsageError("--limit must be a whole number of at least 1.");
  return lookAround(context, (graph) => neighbourhood(graph, request.slug, depth, limit));
}

function neighbourhood(graph: GraphLookup, slug: string, depth: number, limit: number): VisualiseGraphResponse {
  if (!graph.nodes.has(slug)) throw notFound(slug);
  const levels = distances(graph, slug, depth);
  const nodes: GraphNode[] = [...levels]
    .map(([slug, level]) => {
      const { summary } = graph.nodes.get(slug)!;
      return { slug, title: summary.title, type: summary.type, level };
    })
    .sort((a, b) => a.level - b.level || a.slug.localeCompare(b.slug));
  // The nearest memories are kept, and the edges between them, nearest first: a hub linked from thousands of
  // memories gives a diagram someone can read (and an agent's context can hold), with the totals to say so.
  const shown = nodes.length > limit ? nodes.slice(0, limit) : nodes;
  const kept = shown === nodes ? levels : new Set(shown.map((node) => node.slug));
  const edges: GraphEdge[] = [];
  const seen = new Set<string>();
  let totalEdges = 0;
  for (const node of nodes) {
    for (const edge of graph.outgoing.get(node.slug) ?? []) {
      const key = `${edge.source}\u0000${edge.target}\u0000${edge.label}`;
      if (levels.has(edge.target) && !seen.has(key)) {
        seen.add(key);
        totalEdges++;
        if (edges.length < limit && kept.has(edge.source) && kept.has(edge.target))
          edges.push({ source: edge.source, target: edge.target, label: edge.label });
      }
    }
  }
  return {
    success: true,
    diagram: mermaid(shown, edges),
    nodes: shown,
    edges,
    totalNodes: nodes.length,
    totalEdges,
  };
}

/**
 * A mermaid `graph LR`. Node ids are `n_<slug with _ for ->`, so no slug can be
 * read as mermaid syntax (`end`, `o-…`, `x-…` would be); the label shows the slug.
 */
export function mermaid(nodes: GraphNode[], edges: GraphEdge[]): string {
  const ids = new Map<string, string>();
  const used = new Set<string>();
  for (const node of nodes) {
    let id = `n_${node.slug.replace(/-/g, "_")}`;
    for (let n = 2; used.has(id); n++) id = `n_${node.slug.replace(/-/g, "_")}_${n}`;
    used.add(id);
    ids.set(node.slug, id);
  }
  const text = (value: string) => value.replace(/"/g, "#quot;").replace(/[<>]/g, (c) => (c === "<" ? "#lt;" : "#gt;"));
  const lines = ["graph LR"];
  for (const node of nodes) lines.push(`  ${ids.get(node.slug)}["${text(node.slug)}<br/>(${node.type})"]`);
  if (edges.length > 0) lines.push("");
  for (const edge of edges)
    lines.push(`  ${ids.get(edge.source)} -->|${text(edge.label).replace(/\|/g, "#124;")}| ${ids.get(edge.target)}`);
  return lines.join("\n");
}
