// The memory graph: edges from `links:` frontmatter and `[[wikilinks]]`,
// across every readable scope, in both directions (the derived per-scope
// graph edge index is edge-index.ts).

import type { Scope } from "../../core/types.js";
import type { Catalog } from "../manifest/index.js";
import type { OutgoingEdge, SummaryRecord } from "../manifest/index.js";

export interface GraphEdge extends OutgoingEdge {
  source: string;
}

export interface GraphNode {
  slug: string;
  scope: Scope;
  summary: SummaryRecord;
}

export interface MemoryGraph {
  /** Memories by slug; a slug present in several scopes is the first in read order. */
  nodes: Map<string, GraphNode>;
  outgoing: Map<string, GraphEdge[]>;
  incoming: Map<string, GraphEdge[]>;
}

/** What looking around a few memories needs of the graph: lookups by slug, no walk over all of it. */
export interface GraphLookup {
  nodes: Pick<ReadonlyMap<string, GraphNode>, "get" | "has">;
  outgoing: Pick<ReadonlyMap<string, GraphEdge[]>, "get">;
  incoming: Pick<ReadonlyMap<string, GraphEdge[]>, "get">;
}

export function buildGraph(catalogs: Catalog[]): MemoryGraph {
  const graph: MemoryGraph = { nodes: new Map(), outgoing: new Map(), incoming: new Map() };
  for (const catalog of catalogs) {
    for (const [slug, entry] of catalog.entries) {
      if (!entry.summary || graph.nodes.has(slug)) continue;
      graph.nodes.set(slug, { slug, scope: catalog.store.scope, summary: entry.summary });
    }
  }
  for (const node of graph.nodes.values()) {
    const edges = node.summary.edges.map((edge) => ({ ...edge, source: node.slug }));
    graph.outgoing.set(node.slug, edges);
    for (const edge of edges) {
      const list = graph.incoming.get(edge.target);
      if (list) list.push(edge);
      else graph.incoming.set(edge.target, [edge]);
    }
  }
  return graph;
}

/** Slugs joined to `slug` by an edge in either direction. */
export function neighbours(graph: GraphLookup, slug: string): Set<string> {
  const result = new Set<string>();
  for (const edge of graph.outgoing.get(slug) ?? []) if (edge.target !== slug) result.add(edge.target);
  for (const edge of graph.incoming.get(slug) ?? []) if (edge.source !== slug) result.add(edge.source);
  return result;
}

/** Number of edges touching a memory, both directions. */
export function degree(graph: MemoryGraph, slug: string): number {
  return (graph.outgoing.get(slug)?.length ?? 0) + (graph.incoming.get(slug)?.length ?? 0);
}

/** Edges touching each memory of the catalogs, both directions (the public API's `linkCount`). */
export function linkCounts(catalogs: Catalog[]): Map<string, number> {
  const graph = buildGraph(catalogs);
  return new Map([...graph.nodes.keys()].map((slug) => [slug, degree(graph, slug)]));
}

/** Every memory joined to one of `starts` by a path of edges (either direction), the starts included: one breadth-first pass. */
export function connectedTo(graph: MemoryGraph, starts: Iterable<string>): Set<string> {
  const reached = new Set(starts);
  const queue = [...reached];
  for (let i = 0; i < queue.length; i++) {
    for (const other of neighbours(graph, queue[i]!)) {
      if (reached.has(other) || !graph.nodes.has(other)) continue;
      reached.add(other);
      queue.push(other);
    }
  }
  return reached;
}

/** Breadth-first distances from `start`, following edges both ways, up to `depth`. */
export function distances(graph: GraphLookup, start: string, depth: number): Map<string, number> {
  const level = new Map([[start, 0]]);
  let frontier = [start];
  for (let d = 1; d <= depth && frontier.length > 0; d++) {
    const next: string[] = [];
    for (const slug of frontier) {
      for (const other of neighbours(graph, slug)) {
        if (!level.has(other) && graph.nodes.has(other)) {
          level.set(other, d);
          next.push(other);
        }
      }
    }
    frontier = next;
  }
  return level;
}
