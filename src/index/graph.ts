// The memory graph: edges from `links:` frontmatter and `[[wikilinks]]`,
// across every readable scope, in both directions. Each scope also keeps a
// derived `.index/graph.json` (outgoing and incoming adjacency of its own
// memories), regenerated with the manifest and updated on every write.

import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Scope } from "../core/types.js";
import { writeFileAtomic } from "../store/atomic-write.js";
import type { ScopeStore } from "../store/scope-store.js";
import type { Catalog } from "./manifest.js";
import type { OutgoingEdge, SummaryRecord } from "./summary.js";

export const GRAPH_FILE = "graph.json";
/** Number of incoming edges of each memory with any: enough for a search's link counts. */
const INCOMING_FILE = "graph-incoming.json";

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
export function neighbours(graph: MemoryGraph, slug: string): Set<string> {
  const result = new Set<string>();
  for (const edge of graph.outgoing.get(slug) ?? []) if (edge.target !== slug) result.add(edge.target);
  for (const edge of graph.incoming.get(slug) ?? []) if (edge.source !== slug) result.add(edge.source);
  return result;
}

/** Number of edges touching a memory, both directions. */
export function degree(graph: MemoryGraph, slug: string): number {
  return (graph.outgoing.get(slug)?.length ?? 0) + (graph.incoming.get(slug)?.length ?? 0);
}

/** Edges touching each memory of the catalogs, both directions (spec 003's `linkCount`). */
export function linkCounts(catalogs: Catalog[]): Map<string, number> {
  const graph = buildGraph(catalogs);
  return new Map([...graph.nodes.keys()].map((slug) => [slug, degree(graph, slug)]));
}

/**
 * `linkCounts` for a few memories, from their summaries and the scopes'
 * incoming-edge counts instead of every summary (a search shows ten hits of
 * thousands of memories). Outgoing edges count in the first scope holding the
 * memory, incoming ones in every scope. Falls back to the summaries when a
 * count file cannot be read.
 */
export function linkCountsOf(catalogs: Catalog[], slugs: string[]): Map<string, number> {
  const incoming = catalogs.map((catalog) => (catalog.entries.size === 0 ? {} : readIncomingCounts(catalog.store)));
  if (incoming.some((counts) => counts === undefined)) return linkCounts(catalogs);
  const counts = new Map<string, number>();
  for (const slug of slugs) {
    const summary = catalogs.map((catalog) => catalog.entries.get(slug)?.summary).find(Boolean);
    let count = summary?.edges.length ?? 0;
    for (const scope of incoming) count += scope![slug] ?? 0;
    counts.set(slug, count);
  }
  return counts;
}

function readIncomingCounts(store: ScopeStore): Record<string, number> | undefined {
  try {
    const counts = JSON.parse(readFileSync(store.indexPath(INCOMING_FILE), "utf8")) as Record<string, number>;
    return counts && typeof counts === "object" ? counts : undefined;
  } catch {
    return undefined;
  }
}

/** Breadth-first distances from `start`, following edges both ways, up to `depth`. */
export function distances(graph: MemoryGraph, start: string, depth: number): Map<string, number> {
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

// ── the derived file ───────────────────────────────────────────────────────

type EdgeTuple = [string, string, string, OutgoingEdge["via"]]; // other end, label, created, via

export interface GraphFile {
  version: 1;
  outgoing: Record<string, EdgeTuple[]>;
  incoming: Record<string, EdgeTuple[]>;
}

export function graphFileOf(entries: Iterable<[string, SummaryRecord]>): GraphFile {
  const file: GraphFile = { version: 1, outgoing: {}, incoming: {} };
  for (const [slug, summary] of entries) {
    if (summary.edges.length === 0) continue;
    file.outgoing[slug] = summary.edges.map((edge) => [edge.target, edge.label, edge.created, edge.via]);
    for (const edge of summary.edges) (file.incoming[edge.target] ??= []).push([slug, edge.label, edge.created, edge.via]);
  }
  return file;
}

export async function saveGraphFile(store: ScopeStore, entries: Iterable<[string, SummaryRecord]>): Promise<void> {
  await store.ensureLayout();
  await writeGraphFile(store, graphFileOf(entries));
}

async function writeGraphFile(store: ScopeStore, file: GraphFile): Promise<void> {
  const incoming = Object.fromEntries(Object.entries(file.incoming).map(([slug, edges]) => [slug, edges.length]));
  // The counts first: a reader finding them newer than the graph only sees counts a write ahead.
  await writeFileAtomic(store.indexPath(INCOMING_FILE), JSON.stringify(incoming), { durable: false });
  await writeFileAtomic(store.indexPath(GRAPH_FILE), JSON.stringify(file), { durable: false });
}

/** The write path: replaces (or, with undefined, removes) one memory's edges in the scope's graph file. */
export async function updateGraphFile(store: ScopeStore, slug: string, edges: OutgoingEdge[] | undefined): Promise<void> {
  let file: GraphFile;
  try {
    file = JSON.parse(await readFile(store.indexPath(GRAPH_FILE), "utf8")) as GraphFile;
    if (file?.version !== 1 || !file.outgoing || !file.incoming) throw new Error("unknown format");
  } catch {
    return; // regenerated whole by the next catalog load
  }
  for (const [target] of file.outgoing[slug] ?? []) {
    const kept = (file.incoming[target] ?? []).filter(([source]) => source !== slug);
    if (kept.length > 0) file.incoming[target] = kept;
    else delete file.incoming[target];
  }
  delete file.outgoing[slug];
  if (edges && edges.length > 0) {
    file.outgoing[slug] = edges.map((edge) => [edge.target, edge.label, edge.created, edge.via]);
    for (const edge of edges) (file.incoming[edge.target] ??= []).push([slug, edge.label, edge.created, edge.via]);
  }
  await writeGraphFile(store, file);
}
