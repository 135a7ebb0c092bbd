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
import type { KeywordDocument } from "./config.js";
import type { KeywordState } from "./files.js";
import { rememberHashes } from "./hashes.js";

/** How the on-disk index is read (the keyword index module provides it). */
export interface ResidentSource {
  /** Every entry of the generation `state.meta` names, without pending changes. */
  loadGeneration(state: KeywordState): Promise<MiniSearch<KeywordDocument>>;
  /** Content hash of each memory as the generation indexes it. */
  generationHashes(state: KeywordState): Promise<ReadonlyMap<string, string>>;
  /** Bytes the generation's postings take on disk (in memory the index takes about ten times as much). */
  generationBytes(state: KeywordState): number;
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

/** Resident only when the stored index is at most this large on disk (0: resident indexes are off). */
let maxIndexBytes = 0;
/** Generations found too large, by scope (not measured again). */
const tooLarge = new Map<string, string>();
/** Up to this many memories (or above this share of discarded ones), vacuuming is quick, or overdue: done before answering. */
let vacuumNowUpTo = 2000;
let maxDirtFactor = 0.02;
const residents = new Map<string, Resident>();
const locks = new Map<string, Promise<unknown>>();

/** Turns resident indexes on for scopes whose stored index takes up to `limitBytes` on disk (0 turns them off and frees them). */
export function keepKeywordIndexesLoaded(
  limitBytes: number,
  options: { vacuumNowUpTo?: number; maxDirtFactor?: number } = {},
): void {
  maxIndexBytes = limitBytes;
  tooLarge.clear();
  vacuumNowUpTo = options.vacuumNowUpTo ?? 2000;
  maxDirtFactor = options.maxDirtFactor ?? 0.02;
  rememberHashes(limitBytes > 0);
  if (limitBytes <= 0) residents.clear();
}

export function residentIndexesEnabled(): boolean {
  return maxIndexBytes > 0;
}

/** The scope's resident index brought up to date with `state`; undefined when the scope is too large (or resident indexes are off). */
export function residentIndex(
  state: KeywordState,
  source: ResidentSource,
): Promise<MiniSearch<KeywordDocument> | undefined> {
  if (!state.meta || maxIndexBytes <= 0) return Promise.resolve(undefined);
  const key = state.store.root;
  if (tooLarge.get(key) === state.meta.generation) return Promise.resolve(undefined);
  // One update at a time per scope: concurrent queries of this process share the index.
  const run = (locks.get(key) ?? Promise.resolve()).catch(() => undefined).then(() => update(key, state, source));
  locks.set(key, run);
  return run;
}

async function update(
  key: string,
  state: KeywordState,
  source: ResidentSource,
): Promise<MiniSearch<KeywordDocument> | undefined> {
  const meta = state.meta!;
  let resident = residents.get(key);
  let check: Iterable<string>;
  if (!resident || resident.generation !== meta.generation) {
    if (source.generationBytes(state) > maxIndexBytes) {
      residents.delete(key);
      tooLarge.set(key, meta.generation);
      return undefined;
    }
    const stored = new Map(await source.generationHashes(state));
    if (!resident) {
      resident = {
        generation: meta.generation,
        index: await source.loadGeneration(state),
        stored,
        held: new Map(stored),
        overlay: new Set(),
      };
      residents.set(key, resident);
      check = Object.keys(state.pending.docs);
    } else {
      // Another generation: whatever differs from it, or from what it has pending, is updated.
      resident.generation = meta.generation;
      resident.stored = stored;
      resident.overlay = new Set(
        [...resident.held.keys(), ...stored.keys()].filter((slug) => resident!.held.get(slug) !== stored.get(slug)),
      );
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
  // A discarded memory's postings stay in the index until vacuumed. Until then they count in the document
  // frequencies of its terms (MiniSearch drops them lazily, one occurrence per query touching them), so scores
  // may differ by a little from a freshly loaded index's. A small index is vacuumed at once (a few ms); a
  // large one, where a few changed memories barely move the frequencies, once the process has been idle for
  // a moment, in small batches that let queries through — or at once when many have piled up.
  if (discarded && (index.documentCount <= vacuumNowUpTo || index.dirtFactor > maxDirtFactor))
    await index.vacuum({ batchSize: 1_000_000, batchWait: 0 });
  else if (discarded) vacuumWhenIdle(key, index);
  return index;
}

const IDLE_MS = 1000;
const vacuums = new Map<string, { timer?: NodeJS.Timeout; running?: Promise<void> }>();

function vacuumWhenIdle(key: string, index: MiniSearch<KeywordDocument>): void {
  const entry = vacuums.get(key) ?? {};
  clearTimeout(entry.timer);
  entry.timer = setTimeout(() => {
    entry.timer = undefined;
    if (residents.get(key)?.index !== index) return;
    entry.running = index
      .vacuum({ batchSize: 500, batchWait: 2 })
      .catch(() => undefined)
      .finally(() => (entry.running = undefined));
  }, IDLE_MS);
  entry.timer.unref();
  vacuums.set(key, entry);
}

/** Vacuums every resident index now and waits for it (tests and benchmarks compare exact scores after it). */
export async function settleResidentIndexes(): Promise<void> {
  for (const [key, entry] of vacuums) {
    clearTimeout(entry.timer);
    entry.timer = undefined;
    await entry.running;
    const index = residents.get(key)?.index;
    if (index && index.dirtCount > 0) await index.vacuum({ batchSize: 1_000_000, batchWait: 0 });
  }
}
