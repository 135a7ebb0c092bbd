// Keeps the keyword index of a scope in line with its files: changes go to
// `pending` (the write path and checks of the files record them), a missing
// or damaged index is rebuilt, and a large `pending` is folded into a new
// generation of buckets (see files.ts for the layout).

import type { StoreWarning } from "../../core/types.js";
import { readJsonFile } from "../../store/derived-files.js";
import { appendDerivedFileSync } from "../../store/atomic-write.js";
import { ensureRealDirectory } from "../../store/real-directory.js";
import type { ScopeStore } from "../../store/scope-store.js";
import { plural } from "../../core/text/index.js";
import { touched, type ChangeSet, type DerivedIndex } from "../change-set.js";
import { KeywordIndexBuilder } from "./builder.js";
import { columnsOf } from "./base.js";
import { encodeEntries, mergePostings, type TermPostings } from "./postings.js";
import type { KeywordDocument } from "./config.js";
import { analyseDocument } from "./analysed.js";
import {
  bucketBytes,
  bucketCountFor,
  bucketOf,
  indexedHashes,
  keywordDir as dir,
  loadKeywordDocument,
  metaPath,
  pendingPath,
  pendingLogPath,
  applyPendingChange,
  writeJson,
  pendingDocuments,
  pendingShortIds,
  readBase,
  readBucket,
  readKeywordMeta,
  readPending,
  saveGeneration,
  validMeta,
  withIndexLock,
  writeGeneration,
  type KeywordMeta,
  type KeywordState,
  type PendingFile,
  type PendingChange,
  type ProgressCallback,
} from "./files.js";
import { checkedHash, type Catalog } from "../manifest/index.js";

const MAX_PENDING_DOCS = 64;
/**
 * A check that finds more than half the memories changed drops the index (the
 * next search reads every file again); fewer go to `pending`, which the next
 * search folds into the buckets (at 10k, ~1.5 s with 100 changed, against ~12 s to read every file).
 */
const REBUILD_FROM_SHARE = 2;
/** Longer memories are read from their file when a search needs them: `pending` stays small to rewrite. */
const MAX_PENDING_TEXT = 16 * 1024;

/** What the meta holds when a check found more changed files than `pending` takes: the next search rebuilds the index. */
interface DroppedMeta {
  changed: number;
}

/** How many changed files dropped the index whose meta this is (undefined: it was not dropped so). */
function changedWhenDropped(meta: unknown): number | undefined {
  const changed = (meta as Partial<DroppedMeta> | undefined)?.changed;
  return typeof changed === "number" ? changed : undefined;
}

export interface KeywordIndexStatus {
  /** "missing": no readable index; "outdated": built by another version. */
  state: "ok" | "missing" | "outdated";
  /** Memories with no entry, an entry for other content, or an entry but no file. */
  missing: string[];
  stale: string[];
  extra: string[];
}

/** Compares the index with the catalog without changing anything (for health checks). */
export async function keywordIndexStatus(catalog: Catalog): Promise<KeywordIndexStatus> {
  const meta = readJsonFile<KeywordMeta>(metaPath(catalog.store));
  const readable = [...catalog.entries].filter(([, entry]) => entry.summary).map(([slug]) => slug);
  if (!validMeta(meta)) {
    const gone = meta === undefined || changedWhenDropped(meta) !== undefined;
    return { state: gone ? "missing" : "outdated", missing: readable, stale: [], extra: [] };
  }
  const pending = await readPending(catalog.store, meta);
  let indexed: ReadonlyMap<string, string>;
  try {
    indexed = await indexedHashes({ store: catalog.store, meta, pending });
  } catch {
    return { state: "missing", missing: readable, stale: [], extra: [] };
  }
  const missing = readable.filter((slug) => !indexed.has(slug));
  const stale = readable.filter((slug) => indexed.has(slug) && indexed.get(slug) !== catalog.entries.get(slug)!.hash);
  const extra = [...indexed.keys()].filter((slug) => !catalog.entries.get(slug)?.summary);
  return { state: "ok", missing, stale, extra };
}

/**
 * Brings the index of one scope in line with the files listed in `catalog`:
 * changed files go to `pending`, a missing/corrupt/outdated index is rebuilt
 * (said through `warn`), and a large `pending` is folded into new buckets.
 */
export async function syncKeywordIndex(catalog: Catalog, warn: (warning: StoreWarning) => void): Promise<KeywordState> {
  const { store } = catalog;
  const meta = readJsonFile<KeywordMeta>(metaPath(store));
  if (!validMeta(meta)) {
    if (catalog.entries.size > 0) {
      const files = plural(catalog.entries.size, "memory file");
      const changed = changedWhenDropped(meta);
      warn({
        scope: store.scope,
        filePath: dir(store),
        message:
          changed !== undefined
            ? `keyword index rebuilt from ${files}: ${plural(changed, "file")} had changed since the last search (one rebuild, then searches are fast again)`
            : `keyword index ${meta === undefined ? "missing or unreadable" : "built by another version"}; rebuilt it from ${files}`,
      });
    }
    return rebuildKeywordIndex(catalog);
  }
  const pending = await readPending(store, meta);
  const state: KeywordState = { store, meta, pending };
  // Files not checked since the manifest was, or checked and found as it records them: whoever updated the manifest
  // also recorded the changes here (its hash list, half a MB at 10,000 memories, is compared only after a change).
  const { onDemand } = catalog;
  const hashes = onDemand ? (onDemand.unchanged ? undefined : onDemand.hashes) : currentHashes(catalog);
  if (!hashes) return pendingTooLarge(pending) ? compactKeywordIndex(state) : state;

  let indexed: ReadonlyMap<string, string>;
  try {
    indexed = await indexedHashes(state);
  } catch {
    warn({
      scope: store.scope,
      filePath: dir(store),
      message: `keyword index damaged; rebuilt it from ${plural(catalog.entries.size, "memory file")}`,
    });
    return rebuildKeywordIndex(catalog);
  }
  const found: Array<[slug: string, hash: string | null, document?: KeywordDocument]> = [];
  for (const [slug, hash] of hashes) {
    if (!hash) {
      if (indexed.has(slug)) found.push([slug, null]);
      continue;
    }
    if (indexed.get(slug) === hash) continue;
    // Its text goes into pending too (when small): later searches need not decode the file.
    const loaded = await loadKeywordDocument(store, slug);
    found.push([slug, hash, loaded?.hash === hash ? loaded.document : undefined]);
  }
  for (const slug of indexed.keys()) if (!hashes.has(slug)) found.push([slug, null]);
  if (found.length > 0) {
    // Analysed for the searches to come, unless the next step folds them all into new buckets.
    const analyse = Object.keys(pending.docs).length + found.length <= MAX_PENDING_DOCS;
    const apply = (target: PendingFile) =>
      found.forEach(([slug, hash, document]) => setPending(target, slug, hash, document, analyse));
    apply(pending);
    await updatePending(store, apply).catch(() => undefined);
  }
  return pendingTooLarge(pending) ? compactKeywordIndex(state) : state;
}

/** Content hash of each memory of a catalog, "" for one that cannot be parsed. */
function currentHashes(catalog: Catalog): Map<string, string> {
  return new Map([...catalog.entries].map(([slug, entry]) => [slug, checkedHash(entry)]));
}

function pendingTooLarge(pending: PendingFile): boolean {
  return Object.keys(pending.docs).length > MAX_PENDING_DOCS;
}

/**
 * Records one write or delete in `pending` (the write path: no bucket is touched). True when there was no index to
 * record it in and this started one.
 */
export async function recordKeywordChange(
  store: ScopeStore,
  slug: string,
  hash: string | null,
  document?: KeywordDocument,
): Promise<boolean> {
  let meta = readJsonFile<KeywordMeta>(metaPath(store));
  // First write in a scope (or an unreadable index): start an empty generation; the next
  // check of the files adds whatever other files the scope holds.
  const started = !validMeta(meta);
  if (started) meta = (await saveGeneration(store, new KeywordIndexBuilder(), {})).meta;
  if (!meta) return started;
  const change = pendingChange(slug, hash, document);
  // Appended under the index lock (a compaction folds the log into a new generation under it).
  await withIndexLock(store, async () => {
    const current = readJsonFile<KeywordMeta>(metaPath(store));
    if (!validMeta(current)) return;
    // A symlink put in place of the index's directory must not take the line elsewhere.
    await ensureRealDirectory(dir(store));
    appendDerivedFileSync(pendingLogPath(store, current.generation), `${JSON.stringify(change)}\n`);
  });
  return started;
}

/** Applies `change` to the current generation's `pending` under the index lock (no update is lost to a compaction). */
async function updatePending(store: ScopeStore, change: (pending: PendingFile) => void): Promise<void> {
  await withIndexLock(store, async () => {
    const meta = readJsonFile<KeywordMeta>(metaPath(store));
    if (!validMeta(meta)) return;
    const pending = await readPending(store, meta);
    change(pending);
    await writeJson(store, pendingPath(store), pending);
  });
}

/**
 * Records the memories a check of the files found added, edited (with their
 * text) or removed (null), out of `total` memories. The next search folds a
 * large `pending` into new buckets; when most of the scope changed (a checkout
 * of another branch), the index is dropped instead and rebuilt from every file.
 */
export async function recordKeywordChanges(
  store: ScopeStore,
  changes: ReadonlyMap<string, { hash: string; document: KeywordDocument } | null>,
  total: number,
): Promise<void> {
  if (changes.size === 0) return;
  if (changes.size > MAX_PENDING_DOCS && changes.size * REBUILD_FROM_SHARE > total) {
    // The meta says why it is gone, so the search that rebuilds the index says so too.
    const dropped: DroppedMeta = { changed: changes.size };
    await writeJson(store, metaPath(store), dropped);
    return;
  }
  await updatePending(store, (pending) => {
    // Past the first texts, `pending` keeps hashes only: the compaction reads those files again.
    let texts = 0;
    for (const [slug, change] of changes) {
      const document = change && texts++ < MAX_PENDING_DOCS ? change.document : undefined;
      setPending(pending, slug, change?.hash ?? null, document);
    }
  });
}

function setPending(
  pending: PendingFile,
  slug: string,
  hash: string | null,
  document?: KeywordDocument,
  analyse = true,
): void {
  applyPendingChange(pending, pendingChange(slug, hash, document, analyse));
}

/** A memory's change as `pending` records it: its text (when small) and, unless `analyse` is false, its analysis. */
function pendingChange(slug: string, hash: string | null, document?: KeywordDocument, analyse = true): PendingChange {
  if (!document || !hash || document.text.length > MAX_PENDING_TEXT) return { slug, hash };
  return { slug, hash, text: document, ...(analyse ? { analysed: analyseDocument(document, hash) } : {}) };
}

/**
 * Builds the whole index of a scope from its files. Documents the caller has
 * just read (`known`, by slug) are not read again.
 */
export async function rebuildKeywordIndex(
  catalog: Catalog,
  onProgress?: ProgressCallback,
  known: ReadonlyMap<string, { hash: string; document: KeywordDocument }> = new Map(),
): Promise<KeywordState> {
  const { store } = catalog;
  const builder = new KeywordIndexBuilder();
  const hashes: Record<string, string> = {};
  const slugs = [...catalog.entries].filter(([, entry]) => entry.summary).map(([slug]) => slug);
  let done = 0;
  for (const slug of slugs) {
    const cached = known.get(slug);
    const loaded =
      cached && cached.hash === catalog.entries.get(slug)?.hash ? cached : await loadKeywordDocument(store, slug);
    if (loaded) {
      builder.add(loaded.document);
      hashes[slug] = loaded.hash;
    }
    onProgress?.(++done, slugs.length);
  }
  return saveGeneration(store, builder, hashes);
}

/**
 * Folds `pending` into a new generation, one bucket at a time: each bucket's
 * entries lose the postings of the memories that changed or left and gain
 * those of their current text. Memory stays that of one bucket whatever the
 * size of the index (a 100k index does not fit in memory as minisearch maps).
 */
async function compactKeywordIndex(state: KeywordState): Promise<KeywordState> {
  if (!state.meta) return state;
  const { store } = state;
  try {
    return await withIndexLock(store, async () => {
      // Under the lock, no write adds to `pending` until the new generation is in place.
      const meta = readJsonFile<KeywordMeta>(metaPath(store));
      if (!validMeta(meta) || meta.generation !== state.meta!.generation) return state;
      return await compactUnderLock({ store, meta, pending: await readPending(store, meta) });
    });
  } catch {
    // A read-only scope, or a busy lock: queries apply `pending` as they are.
    return state;
  }
}

async function compactUnderLock(state: KeywordState & { meta: KeywordMeta }): Promise<KeywordState> {
  const { meta, pending, store } = state;
  const base = await readBase(store, meta);
  const hashes = Object.fromEntries(await indexedHashes(state));
  const leaving = pendingShortIds(base, pending);
  // The changed memories, re-added with new short ids after the last one.
  const builder = KeywordIndexBuilder.from(base);
  builder.removeAll(Object.keys(pending.docs));
  for (const document of await pendingDocuments(state)) builder.add(document);
  const entries = builder.termPostings();
  const merged = columnsOf(builder.serializeBase());
  // A scope grown since its buckets were laid out (its first write makes one bucket) gets more: each old bucket's terms
  // spread over the new buckets with its number modulo the old count (both powers of two), written one old bucket at a
  // time, so a search reads ~64 KB again and memory stays that of one old bucket.
  const wanted = bucketCountFor(bucketBytes(store, meta) + builder.estimatedBytes());
  const buckets = wanted > meta.buckets && wanted % meta.buckets === 0 ? wanted : meta.buckets;
  const spread = buckets / meta.buckets;
  const added = new Map<number, Map<string, TermPostings>>();
  for (const [term, postings] of entries) {
    const bucket = bucketOf(term, buckets);
    if (!added.has(bucket)) added.set(bucket, new Map());
    added.get(bucket)!.set(term, postings);
  }
  // The new buckets of the old bucket last read, with their terms.
  let spreading: { old: number; groups: Map<number, Array<[string, TermPostings]>> } | undefined;
  const order = [...Array(meta.buckets).keys()].flatMap((old) =>
    Array.from({ length: spread }, (_, k) => old + k * meta.buckets),
  );
  return await writeGeneration(
    store,
    merged,
    hashes,
    buckets,
    async (bucket) => {
      const old = bucket % meta.buckets;
      if (spreading?.old !== old) {
        const groups = new Map<number, Array<[string, TermPostings]>>();
        for (const [term, data] of await readBucket(store, meta.generation, old)) {
          const to = spread === 1 ? old : bucketOf(term, buckets);
          if (!groups.has(to)) groups.set(to, []);
          groups.get(to)!.push([term, data]);
        }
        spreading = { old, groups };
      }
      const extra = added.get(bucket) ?? new Map<string, TermPostings>();
      const kept: Array<[string, TermPostings]> = [];
      for (const [term, data] of spreading.groups.get(bucket) ?? []) {
        const postings = mergePostings(data, leaving, extra.get(term));
        extra.delete(term);
        if (postings) kept.push([term, postings]);
      }
      spreading.groups.delete(bucket);
      return encodeEntries([...kept, ...extra]);
    },
    order,
  );
}

/** Saves a builder filled by the caller (a full rebuild that indexed while reading) as a new generation. */
export async function saveKeywordBuild(
  store: ScopeStore,
  builder: KeywordIndexBuilder,
  hashes: Record<string, string>,
): Promise<KeywordState> {
  return saveGeneration(store, builder, hashes);
}

/**
 * The keyword index in the derived-state pipeline. Lazy: a check of the files
 * that finds it missing leaves it to the first search (which says it rebuilt
 * it); a write starts it. It takes changes into `pending` only.
 */
export const keywordIndex: DerivedIndex = {
  name: "keyword",
  lazy: true,
  exists: (store) => readKeywordMeta(store) !== undefined,
  async apply(set: ChangeSet) {
    const { store } = set;
    if (set.kind === "write") {
      let started = false;
      for (const [slug, entry] of touched(set))
        started =
          (await recordKeywordChange(store, slug, entry ? entry.hash : null, set.changes.get(slug)?.keyword)) ||
          started;
      // An index this write started holds none of the scope's other memories: the manifest must not record the write
      // (a check finding every file as it records would then never add them, see syncKeywordIndex).
      if (started) throw new Error("keyword index started by a write");
      return;
    }
    const changes = new Map<string, { hash: string; document: KeywordDocument } | null>();
    for (const [slug, entry] of touched(set)) {
      const document = set.changes.get(slug)?.keyword;
      changes.set(slug, entry && document ? { hash: entry.hash, document } : null);
    }
    await recordKeywordChanges(store, changes, set.entries?.size ?? 0);
  },
  async rebuild(set) {
    if (!(await set.keywordBuild?.save()))
      await rebuildKeywordIndex({ store: set.store, entries: set.entries, changed: [], removed: [], warnings: [] });
  },
};
