// The graph edge index of a scope: adjacency in both directions, with labels,
// under `.index/graph/` — `meta.json` and shards `g-<generation>-<n>.json`,
// each holding the outgoing and incoming edges of the slugs that hash to it.
// Regenerated with the manifest, updated on every write: a write rewrites the
// shards of the memory and of the targets it links to, not the whole graph.

import { rmSync } from "node:fs";
import { shardCount, shardOf } from "../../core/hash/index.js";
import { writeDerivedFileSync, writeNewDerivedFileSync } from "../../store/atomic-write.js";
import { newGeneration, readJsonFile, removeOtherGenerations } from "../../store/derived-files.js";
import { ensureRealDirectory } from "../../store/real-directory.js";
import type { ScopeStore } from "../../store/scope-store.js";
import { linkCounts } from "./memory-graph.js";
import type { Catalog } from "../manifest/index.js";
import { touched, type DerivedIndex } from "../change-set.js";
import type { OutgoingEdge, SummaryRecord } from "../manifest/index.js";

const DIR = "graph";
const VERSION = 2;
const SLUGS_PER_SHARD = 48;
const MAX_SHARDS = 1024;
/** The single-file graph index of earlier versions. */
const LEGACY_FILE = "graph.json";

export type EdgeTuple = [string, string, string, OutgoingEdge["via"]]; // other end, label, created, via

export interface GraphAdjacency {
  outgoing: Record<string, EdgeTuple[]>;
  incoming: Record<string, EdgeTuple[]>;
}

interface GraphMeta {
  version: number;
  generation: string;
  shards: number;
}

const metaPath = (store: ScopeStore) => store.indexPath(`${DIR}/meta.json`);
const shardPath = (store: ScopeStore, meta: GraphMeta, shard: number) =>
  store.indexPath(`${DIR}/g-${meta.generation}-${shard}.json`);

function readMeta(store: ScopeStore): GraphMeta | undefined {
  const meta = readJsonFile<GraphMeta>(metaPath(store));
  return meta?.version === VERSION && typeof meta.generation === "string" && meta.shards >= 1 ? meta : undefined;
}

function readShard(store: ScopeStore, meta: GraphMeta, shard: number): GraphAdjacency {
  const adjacency = readJsonFile<GraphAdjacency>(shardPath(store, meta, shard));
  if (!adjacency?.outgoing || !adjacency.incoming) throw new Error(`graph index shard ${shard} is missing or damaged`);
  return adjacency;
}

export function graphIndexExists(store: ScopeStore): boolean {
  return readMeta(store) !== undefined;
}

const tuple = (other: string, edge: Pick<OutgoingEdge, "label" | "created" | "via">): EdgeTuple => [
  other,
  edge.label,
  edge.created,
  edge.via,
];

/** Adds a memory's outgoing edges, and the matching incoming ones, to the shards `shardFor` gives for each slug. */
function putEdges(shardFor: (slug: string) => GraphAdjacency, slug: string, edges: readonly OutgoingEdge[]): void {
  if (edges.length === 0) return;
  shardFor(slug).outgoing[slug] = edges.map((edge) => tuple(edge.target, edge));
  for (const edge of edges) (shardFor(edge.target).incoming[edge.target] ??= []).push(tuple(slug, edge));
}

/** The whole graph of a scope, merged from its shards; undefined when there is no readable index. */
export function readGraphIndex(store: ScopeStore): GraphAdjacency | undefined {
  const meta = readMeta(store);
  if (!meta) return undefined;
  try {
    const whole: GraphAdjacency = { outgoing: {}, incoming: {} };
    for (let shard = 0; shard < meta.shards; shard++) {
      const part = readShard(store, meta, shard);
      Object.assign(whole.outgoing, part.outgoing);
      Object.assign(whole.incoming, part.incoming);
    }
    return whole;
  } catch {
    return undefined;
  }
}

/** The edges of one memory, outgoing and incoming, as a scope's index holds them. */
export interface IndexedEdges {
  outgoing: EdgeTuple[];
  incoming: EdgeTuple[];
}

/**
 * Reads a scope's edges slug by slug: the meta once, each shard at most once.
 * Undefined when the scope has no index; the reader gives undefined for a slug
 * whose shard cannot be read.
 */
export function edgeIndexReader(store: ScopeStore): ((slug: string) => IndexedEdges | undefined) | undefined {
  const meta = readMeta(store);
  if (!meta) return undefined;
  const shards = new Map<number, GraphAdjacency | undefined>();
  return (slug) => {
    const at = shardOf(slug, meta.shards);
    if (!shards.has(at)) {
      let shard: GraphAdjacency | undefined;
      try {
        shard = readShard(store, meta, at);
      } catch {
        shard = undefined;
      }
      shards.set(at, shard);
    }
    const shard = shards.get(at);
    return shard && { outgoing: shard.outgoing[slug] ?? [], incoming: shard.incoming[slug] ?? [] };
  };
}

/** Rewrites the whole index from every memory's summary. */
export async function saveGraphIndex(store: ScopeStore, summaries: Array<[string, SummaryRecord]>): Promise<void> {
  const meta: GraphMeta = {
    version: VERSION,
    generation: newGeneration(),
    shards: shardCount(summaries.length, SLUGS_PER_SHARD, MAX_SHARDS),
  };
  const shards: GraphAdjacency[] = Array.from({ length: meta.shards }, () => ({ outgoing: {}, incoming: {} }));
  for (const [slug, summary] of summaries) putEdges((key) => shards[shardOf(key, meta.shards)]!, slug, summary.edges);
  await store.ensureLayout();
  await ensureRealDirectory(store.indexPath(DIR));
  shards.forEach((adjacency, shard) =>
    writeNewDerivedFileSync(shardPath(store, meta, shard), JSON.stringify(adjacency)),
  );
  writeDerivedFileSync(metaPath(store), JSON.stringify(meta));
  await removeOtherGenerations(store.indexPath(DIR), meta.generation, "g");
  rmSync(store.indexPath(LEGACY_FILE), { force: true });
}

/**
 * Replaces (or, with undefined, removes) the outgoing edges of memories and
 * the matching incoming ones, slug → edges. Without a readable index it does
 * nothing: the next check of the files regenerates it.
 */
export async function updateGraphIndex(
  store: ScopeStore,
  changes: ReadonlyMap<string, OutgoingEdge[] | undefined>,
): Promise<void> {
  const meta = readMeta(store);
  if (!meta) return;
  const touched = new Map<number, GraphAdjacency>();
  const shardFor = (key: string): GraphAdjacency => {
    const shard = shardOf(key, meta.shards);
    let adjacency = touched.get(shard);
    if (!adjacency) touched.set(shard, (adjacency = readShard(store, meta, shard)));
    return adjacency;
  };
  for (const [slug, edges] of changes) {
    const own = shardFor(slug);
    for (const [target] of own.outgoing[slug] ?? []) {
      const adjacency = shardFor(target);
      const kept = (adjacency.incoming[target] ?? []).filter(([source]) => source !== slug);
      if (kept.length > 0) adjacency.incoming[target] = kept;
      else delete adjacency.incoming[target];
    }
    delete own.outgoing[slug];
    putEdges(shardFor, slug, edges ?? []);
  }
  await ensureRealDirectory(store.indexPath(DIR));
  for (const [shard, adjacency] of touched)
    writeDerivedFileSync(shardPath(store, meta, shard), JSON.stringify(adjacency));
}

/**
 * `linkCounts` for a few memories, from their summaries and the incoming edges
 * in the graph index instead of every summary (a search shows ten hits of
 * thousands of memories). Outgoing edges count in the first scope holding the
 * memory, incoming ones in every scope. Falls back to the summaries when an
 * index cannot be read.
 */
export function linkCountsOf(catalogs: Catalog[], slugs: string[]): Map<string, number> {
  const metas = catalogs.map((catalog) => (catalog.entries.size === 0 ? null : readMeta(catalog.store)));
  if (metas.some((meta) => meta === undefined)) return linkCounts(catalogs);
  try {
    const counts = new Map<string, number>();
    // Each shard read once: a list of every memory asks for all of them.
    const shards = catalogs.map(() => new Map<number, GraphAdjacency>());
    for (const slug of slugs) {
      let count = catalogs.map((catalog) => catalog.entries.get(slug)?.summary).find(Boolean)?.edges.length ?? 0;
      catalogs.forEach((catalog, i) => {
        const meta = metas[i];
        if (!meta) return;
        const shard = shardOf(slug, meta.shards);
        let adjacency = shards[i]!.get(shard);
        if (!adjacency) shards[i]!.set(shard, (adjacency = readShard(catalog.store, meta, shard)));
        count += adjacency.incoming[slug]?.length ?? 0;
      });
      counts.set(slug, count);
    }
    return counts;
  } catch {
    return linkCounts(catalogs);
  }
}

// Past this many changed memories, rewriting the whole index costs less than updating it shard by shard.
const INCREMENTAL_CHANGES = 128;

/** The graph edge index in the derived-state pipeline. */
export const graphIndex: DerivedIndex = {
  name: "graph",
  exists: graphIndexExists,
  async apply(set) {
    const slugs = touched(set);
    if (slugs.size === 0) return;
    if (set.entries && slugs.size > INCREMENTAL_CHANGES) return this.rebuild({ ...set, entries: set.entries });
    await updateGraphIndex(set.store, new Map([...slugs].map(([slug, entry]) => [slug, entry?.summary?.edges])));
  },
  async rebuild(set) {
    await saveGraphIndex(
      set.store,
      [...set.entries].flatMap(([slug, entry]) =>
        entry.summary ? [[slug, entry.summary] as [string, SummaryRecord]] : [],
      ),
    );
  },
};
