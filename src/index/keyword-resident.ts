// Keyword indexes kept in memory by a long-lived process (the MCP server).
//
// A command loads, per query, only the buckets of its terms and rebuilds a
// small MiniSearch each time: right for a process that answers once. A
// process answering many queries keeps instead, per scope, one MiniSearch of
// the whole stored generation, and brings it in line with the index on disk
// before each query: the memories `pending` names (changed since the
// generation was written, by this process or any other) are dropped and
// re-added with their current text; when another generation replaces it (a
// compaction folds `pending` in) only the memories whose content differs are
// touched. What the query sees is what the on-disk index says, so results
// are those of a command run at the same moment.

import type MiniSearch from "minisearch";
import type { KeywordDocument } from "./keyword-config.js";
import type { KeywordState } from "./keyword-index.js";

/** How the on-disk index is read (the keyword index module provides it). */
export interface ResidentSource {
  /** Every entry of the generation `state.meta` names, without pending changes. */
  loadGeneration(state: KeywordState): Promise<MiniSearch<KeywordDocument>>;
  /** Content hash of each memory as the generation indexes it. */
  generationHashes(state: KeywordState): Promise<Record<string, string>>;
  /** The current text of a pending memory (undefined when its file is gone or unreadable). */
  document(state: KeywordState, slug: string): Promise<KeywordDocument | undefined>;
}

interface Resident {
  generation: string;
  index: MiniSearch<KeywordDocument>;
  /** Content hash of each memory of the stored generation. */
  stored: Map<string, string>;
  /** Content hash of each memory as `index` holds it now. */
  held: Map<string, string>;
  /** Memories whose held content differs from the stored generation's. */
  overlay: Set<string>;
}

let maxDocuments = 0;
const residents = new Map<string, Resident>();
const locks = new Map<string, Promise<unknown>>();

/** Turns resident indexes on for scopes of up to `limit` memories (0 turns them off and frees them). */
export function keepKeywordIndexesLoaded(limit: number): void {
  maxDocuments = limit;
  if (limit <= 0) residents.clear();
}

export function residentIndexesEnabled(): boolean {
  return maxDocuments > 0;
}

/** The scope's resident index brought up to date with `state`; undefined when the scope is too large (or resident indexes are off). */
export function residentIndex(state: KeywordState, source: ResidentSource): Promise<MiniSearch<KeywordDocument> | undefined> {
  if (!state.meta || maxDocuments <= 0) return Promise.resolve(undefined);
  const key = state.store.root;
  // One update at a time per scope: concurrent queries of this process share the index.
  const run = (locks.get(key) ?? Promise.resolve()).catch(() => undefined).then(() => update(key, state, source));
  locks.set(key, run);
  return run;
}

async function update(key: string, state: KeywordState, source: ResidentSource): Promise<MiniSearch<KeywordDocument> | undefined> {
  const meta = state.meta!;
  let resident = residents.get(key);
  let check: Iterable<string>;
  if (!resident || resident.generation !== meta.generation) {
    const stored = new Map(Object.entries(await source.generationHashes(state)));
    if (stored.size > maxDocuments) {
      residents.delete(key);
      return undefined;
    }
    if (!resident) {
      resident = { generation: meta.generation, index: await source.loadGeneration(state), stored, held: new Map(stored), overlay: new Set() };
      residents.set(key, resident);
      check = Object.keys(state.pending.docs);
    } else {
      // Another generation: whatever differs from it, or from what it has pending, is updated.
      resident.generation = meta.generation;
      resident.stored = stored;
      resident.overlay = new Set([...resident.held.keys(), ...stored.keys()].filter((slug) => resident!.held.get(slug) !== stored.get(slug)));
      check = new Set([...resident.overlay, ...Object.keys(state.pending.docs)]);
    }
  } else {
    check = new Set([...resident.overlay, ...Object.keys(state.pending.docs)]);
  }
  const { index, stored, held, overlay } = resident;
  let discarded = false;
  for (const slug of check) {
    const wanted = Object.hasOwn(state.pending.docs, slug) ? state.pending.docs[slug] : (stored.get(slug) ?? null);
    const current = held.get(slug) ?? null;
    if (wanted === current) {
      if (wanted === (stored.get(slug) ?? null)) overlay.delete(slug);
      continue;
    }
    const document = wanted ? await source.document(state, slug) : undefined;
    if (index.has(slug)) {
      index.discard(slug);
      discarded = true;
    }
    if (document && wanted) {
      index.add(document);
      held.set(slug, wanted);
    } else {
      held.delete(slug);
    }
    if ((held.get(slug) ?? null) === (stored.get(slug) ?? null)) overlay.delete(slug);
    else overlay.add(slug);
  }
  // A discarded memory's postings stay until vacuumed; until then they skew the document frequencies of its terms.
  if (discarded) await index.vacuum({ batchSize: 1_000_000, batchWait: 0 });
  return index;
}
