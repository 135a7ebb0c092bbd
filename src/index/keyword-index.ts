// The persisted keyword index of one scope (minisearch), laid out so a query
// loads only what it needs:
//
//   .index/keyword/meta.json            the current generation and its bucket count
//   .index/keyword/b-<gen>.json         documents and field lengths (minisearch's plain object without `index`)
//   .index/keyword/h-<gen>.json         content hash of each memory as indexed
//   .index/keyword/t-<gen>-<n>.tsv      the entries of bucket n: a directory line, then term, tab, postings as JSON
//   .index/keyword/pending.json         memories changed since the last compaction
//
// Terms are bucketed by their first three characters, so a query term and its
// prefix expansions sit in one bucket. A query loads the meta and the buckets
// of its terms into one MiniSearch (exact BM25 over the whole scope), parsing
// only the lines of terms the query can match, then applies `pending`. Writes only touch `pending`; when it grows, the next
// search folds it into a new generation of buckets under the scope lock.

import { ensureRealDirectory } from "../store/real-directory.js";
import { closeSync, fstatSync, openSync, promises as fs, readFileSync, readSync, statSync } from "node:fs";
import type MiniSearch from "minisearch";
import type { AsPlainObject, SearchOptions, SearchResult } from "minisearch";
import { MalformedMemoryError } from "../core/errors.js";
import type { StoreWarning } from "../core/types.js";
import { writeFileAtomic } from "../store/atomic-write.js";
import { newGeneration, readJsonFile, removeOtherGenerations } from "../store/derived-files.js";
import { shardCount } from "../core/shards.js";
import { withLock } from "../store/lock.js";
import type { ScopeStore } from "../store/scope-store.js";
import { processTerm, tokenize } from "./analysis.js";
import { KeywordIndexBuilder, type IndexEntry } from "./keyword-builder.js";
import { rememberedHashes, residentIndex, residentIndexesEnabled, type ResidentSource } from "./keyword-resident.js";
import { KEYWORD_CONFIG_ID, KEYWORD_INDEX_OPTIONS, keywordDocument, rankedSearch, SHORT_QUERY_TERMS, type KeywordDocument } from "./keyword-config.js";
import { contentHash, type Catalog } from "./manifest-files.js";
import { plural } from "../core/plural.js";

const DIR = "keyword";
const META_VERSION = 3;
const TARGET_BUCKET_BYTES = 64 * 1024;
const MAX_BUCKETS = 2048;
const MAX_PENDING_DOCS = 64;
/** Longer memories are read from their file when a search needs them: `pending` stays small to rewrite. */
const MAX_PENDING_TEXT = 16 * 1024;


interface KeywordMeta {
  version: number;
  configId: string;
  generation: string;
  buckets: number;
}

type IndexBase = Omit<AsPlainObject, "index">;
/** Content hash of each memory as indexed in the buckets. */
type IndexedHashes = Record<string, string>;

interface PendingFile {
  generation: string;
  /**
   * Memories changed since the buckets were written: the content hash to
   * index (read from the file when needed), or null for one that is gone.
   */
  docs: Record<string, string | null>;
  /** The indexed text of memories the write path recorded (so a search need not decode their files). */
  texts?: Record<string, KeywordDocument>;
}

export interface KeywordState {
  store: ScopeStore;
  meta?: KeywordMeta;
  pending: PendingFile;
  /** Set when the index could not be saved (read-only scope): queries use this instance. */
  unsaved?: MiniSearch<KeywordDocument>;
}

export type ProgressCallback = (done: number, total: number) => void;

const dir = (store: ScopeStore) => store.indexPath(DIR);
const metaPath = (store: ScopeStore) => store.indexPath(`${DIR}/meta.json`);
const pendingPath = (store: ScopeStore) => store.indexPath(`${DIR}/pending.json`);
const basePath = (store: ScopeStore, generation: string) => store.indexPath(`${DIR}/b-${generation}.json`);
const hashesPath = (store: ScopeStore, generation: string) => store.indexPath(`${DIR}/h-${generation}.json`);
const bucketPath = (store: ScopeStore, generation: string, bucket: number) => store.indexPath(`${DIR}/t-${generation}-${bucket}.tsv`);

/** FNV-1a of a term's first three characters, so prefix expansions share the bucket. */
export function bucketOf(term: string, buckets: number): number {
  if (buckets <= 1) return 0;
  let hash = 0x811c9dc5;
  for (const char of term.slice(0, 3)) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % buckets;
}


async function writeJson(store: ScopeStore, path: string, value: unknown): Promise<void> {
  await ensureRealDirectory(dir(store));
  await writeFileAtomic(path, JSON.stringify(value), { durable: false });
}

function validMeta(meta: KeywordMeta | undefined): meta is KeywordMeta {
  return meta?.version === META_VERSION && meta.configId === KEYWORD_CONFIG_ID && typeof meta.generation === "string" && meta.buckets >= 1;
}

/** The pending changes of the buckets of `meta`; any other (older, corrupt) pending file counts as none. */
async function readPending(store: ScopeStore, meta: KeywordMeta): Promise<PendingFile> {
  const file = readJsonFile<PendingFile>(pendingPath(store));
  return file?.generation === meta.generation && file.docs ? file : { generation: meta.generation, docs: {} };
}

async function readHashes(store: ScopeStore, meta: KeywordMeta): Promise<IndexedHashes> {
  const path = hashesPath(store, meta.generation);
  const hashes = rememberedHashes(path, () => readJsonFile<IndexedHashes>(path));
  if (!hashes || typeof hashes !== "object") throw new Error(`keyword index hashes of generation ${meta.generation} are missing`);
  return hashes;
}

/** Hash of each memory as the index currently knows it (buckets overlaid with pending). */
async function indexedHashes(state: KeywordState): Promise<Map<string, string>> {
  const hashes = new Map(state.meta ? Object.entries(await readHashes(state.store, state.meta)) : []);
  for (const [slug, hash] of Object.entries(state.pending.docs)) {
    if (hash) hashes.set(slug, hash);
    else hashes.delete(slug);
  }
  return hashes;
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
  if (!validMeta(meta)) return { state: meta === undefined ? "missing" : "outdated", missing: readable, stale: [], extra: [] };
  const pending = await readPending(catalog.store, meta);
  let indexed: Map<string, string>;
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
      const why = meta === undefined ? "missing or unreadable" : "built by another version";
      warn({ scope: store.scope, filePath: dir(store), message: `keyword index ${why}; rebuilt it from ${plural(catalog.entries.size, "memory file")}` });
    }
    return rebuildKeywordIndex(catalog);
  }
  const pending = await readPending(store, meta);
  const state: KeywordState = { store, meta, pending };
  // Files not checked since the manifest was: whoever updated the manifest also recorded the changes here.
  const hashes = catalog.onDemand ? catalog.onDemand.hashes : currentHashes(catalog);
  if (!hashes) return pendingTooLarge(pending) ? compactKeywordIndex(state) : state;

  let indexed: Map<string, string>;
  try {
    indexed = await indexedHashes(state);
  } catch {
    warn({ scope: store.scope, filePath: dir(store), message: `keyword index damaged; rebuilt it from ${plural(catalog.entries.size, "memory file")}` });
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
    const apply = (target: PendingFile) => found.forEach(([slug, hash, document]) => setPending(target, slug, hash, document));
    apply(pending);
    await updatePending(store, apply).catch(() => undefined);
  }
  return pendingTooLarge(pending) ? compactKeywordIndex(state) : state;
}

/** Content hash of each memory of a catalog, "" for one that cannot be parsed. */
function currentHashes(catalog: Catalog): Map<string, string> {
  return new Map([...catalog.entries].map(([slug, entry]) => [slug, entry.summary ? entry.hash : ""]));
}

async function loadKeywordDocument(store: ScopeStore, slug: string): Promise<{ hash: string; document: KeywordDocument } | undefined> {
  try {
    const loaded = await store.load(slug);
    if (!loaded) return undefined;
    return { hash: contentHash(loaded.text), document: keywordDocument(loaded.document) };
  } catch (error) {
    if (error instanceof MalformedMemoryError) return undefined;
    throw error;
  }
}

function pendingTooLarge(pending: PendingFile): boolean {
  return Object.keys(pending.docs).length > MAX_PENDING_DOCS;
}

/** The current text of the pending memories (a file gone or unreadable since counts as removed). */
async function pendingDocuments(state: KeywordState): Promise<KeywordDocument[]> {
  const documents: KeywordDocument[] = [];
  for (const [slug, hash] of Object.entries(state.pending.docs)) {
    if (!hash) continue;
    const recorded = state.pending.texts?.[slug];
    if (recorded) {
      documents.push(recorded);
      continue;
    }
    const loaded = await loadKeywordDocument(state.store, slug);
    if (loaded) documents.push(loaded.document);
  }
  return documents;
}

/** Records one write or delete in `pending` (the write path: no bucket is touched). */
export async function recordKeywordChange(store: ScopeStore, slug: string, hash: string | null, document?: KeywordDocument): Promise<void> {
  let meta = readJsonFile<KeywordMeta>(metaPath(store));
  // First write in a scope (or an unreadable index): start an empty generation; the next
  // search adds whatever other files the scope holds.
  if (!validMeta(meta)) meta = (await saveGeneration(store, new KeywordIndexBuilder(), {})).meta;
  if (!meta) return;
  await updatePending(store, (pending) => setPending(pending, slug, hash, document));
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
 * text) or removed (null). More than `pending` holds: the index is dropped,
 * and the next search rebuilds it from every file.
 */
export async function recordKeywordChanges(store: ScopeStore, changes: ReadonlyMap<string, { hash: string; document: KeywordDocument } | null>): Promise<void> {
  if (changes.size === 0) return;
  if (changes.size > MAX_PENDING_DOCS) {
    await fs.rm(metaPath(store), { force: true });
    return;
  }
  await updatePending(store, (pending) => {
    for (const [slug, change] of changes) setPending(pending, slug, change?.hash ?? null, change?.document);
  });
}

function setPending(pending: PendingFile, slug: string, hash: string | null, document?: KeywordDocument): void {
  pending.docs[slug] = hash;
  if (document && hash && document.text.length <= MAX_PENDING_TEXT) (pending.texts ??= {})[slug] = document;
  else if (pending.texts) delete pending.texts[slug];
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
    const loaded = cached && cached.hash === catalog.entries.get(slug)?.hash ? cached : await loadKeywordDocument(store, slug);
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
  const builder = KeywordIndexBuilder.from(base, []);
  builder.removeAll(Object.keys(pending.docs));
  for (const document of await pendingDocuments(state)) builder.add(document);
  const { base: merged, entries } = builder.serialize();
  const added = new Map<number, Map<string, IndexEntry[1]>>();
  for (const [term, data] of entries) {
    const bucket = bucketOf(term, meta.buckets);
    if (!added.has(bucket)) added.set(bucket, new Map());
    added.get(bucket)!.set(term, data);
  }
  return await writeGeneration(store, merged, hashes, meta.buckets, async (bucket) => {
    const extra = added.get(bucket) ?? new Map<string, IndexEntry[1]>();
    const kept: Array<[string, Uint8Array]> = [];
    for (const [term, data] of await readBucket(store, meta.generation, bucket)) {
      const postings = mergePostings(data, leaving, extra.get(term));
      extra.delete(term);
      if (postings) kept.push([term, Buffer.from(JSON.stringify(postings))]);
    }
    for (const [term, data] of extra) kept.push([term, Buffer.from(JSON.stringify(data))]);
    return kept;
  });
}

/** Runs `fn` holding the keyword index lock: generations are written, and `pending` updated, one process at a time. */
function withIndexLock<T>(store: ScopeStore, fn: () => Promise<T>): Promise<T> {
  return withLock(store.indexPath("keyword.lock"), fn, { timeoutMs: 30_000 });
}

/** The short ids (as the serialised index writes them) of the indexed memories `pending` replaces or removes. */
function pendingShortIds(base: IndexBase, pending: PendingFile): Set<string> {
  return new Set(Object.entries(base.documentIds).filter(([, slug]) => Object.hasOwn(pending.docs, slug)).map(([id]) => id));
}

/** One term's postings without the documents `leaving`, plus `more`; undefined when nothing is left. */
function mergePostings(data: IndexEntry[1], leaving: ReadonlySet<string>, more: IndexEntry[1] | undefined): IndexEntry[1] | undefined {
  const result: Record<string, Record<string, number>> = {};
  for (const [fieldId, docs] of Object.entries(data as Record<string, Record<string, number>>)) {
    const kept = leaving.size === 0 ? docs : Object.fromEntries(Object.entries(docs).filter(([id]) => !leaving.has(id)));
    if (Object.keys(kept).length > 0) result[fieldId] = kept;
  }
  for (const [fieldId, docs] of Object.entries((more ?? {}) as Record<string, Record<string, number>>)) result[fieldId] = { ...result[fieldId], ...docs };
  return Object.keys(result).length > 0 ? (result as IndexEntry[1]) : undefined;
}

/** Saves a builder filled by the caller (a full rebuild that indexed while reading) as a new generation. */
export async function saveKeywordBuild(store: ScopeStore, builder: KeywordIndexBuilder, hashes: Record<string, string>): Promise<KeywordState> {
  return saveGeneration(store, builder, hashes);
}

async function saveGeneration(store: ScopeStore, builder: KeywordIndexBuilder, hashes: Record<string, string>): Promise<KeywordState> {
  const base = builder.serializeBase();
  const buckets = shardCount(builder.estimatedBytes(), TARGET_BUCKET_BYTES, MAX_BUCKETS);
  try {
    const serialize = builder.bucketSerializer(buckets, (term) => bucketOf(term, buckets));
    await store.ensureLayout();
    return await withIndexLock(store, () => writeGeneration(store, base, hashes, buckets, serialize));
  } catch {
    // Derived state only: a read-only or full disk still gets answers, from memory.
    const { default: MiniSearch } = await import("minisearch");
    const { entries } = builder.serialize();
    return { store, pending: { generation: "", docs: {} }, unsaved: MiniSearch.loadJS<KeywordDocument>({ ...base, index: entries } as AsPlainObject, KEYWORD_INDEX_OPTIONS) };
  }
}

/** Writes a whole generation (the caller holds the index lock): the buckets, each as soon as it is made, documents, hashes, then the meta that names it. */
async function writeGeneration(
  store: ScopeStore,
  base: IndexBase,
  hashes: Record<string, string>,
  buckets: number,
  bucketEntries: (bucket: number) => Array<[string, Uint8Array]> | Promise<Array<[string, Uint8Array]>>,
): Promise<KeywordState> {
  const generation = newGeneration();
  await ensureRealDirectory(dir(store));
  const writes: Array<Promise<void>> = [];
  for (let bucket = 0; bucket < buckets; bucket++) {
    writes.push(writeFileAtomic(bucketPath(store, generation, bucket), bucketText(await bucketEntries(bucket)), { durable: false }));
    if (bucket % 16 === 15) await new Promise((resolve) => setImmediate(resolve));
  }
  await Promise.all(writes);
  await writeFileAtomic(basePath(store, generation), JSON.stringify(base), { durable: false });
  await writeFileAtomic(hashesPath(store, generation), JSON.stringify(hashes), { durable: false });
  const meta: KeywordMeta = { version: META_VERSION, configId: KEYWORD_CONFIG_ID, generation, buckets };
  const pending: PendingFile = { generation, docs: {} };
  await writeJson(store, pendingPath(store), pending);
  await writeJson(store, metaPath(store), meta);
  removeOtherGenerations(dir(store), generation, "tbh");
  return { store, meta, pending };
}


/** Processed query terms, as the index would see them. */
export function queryTerms(query: string): string[] {
  return tokenize(query)
    .map((term) => processTerm(term))
    .filter((term): term is string => Boolean(term));
}

/**
 * A MiniSearch over the scope with the buckets of `terms` (all buckets when
 * undefined), with pending changes applied; in a process that keeps indexes
 * loaded (keyword-resident.ts), the whole scope's resident index.
 */
export async function loadIndex(state: KeywordState, terms: string[] | undefined): Promise<MiniSearch<KeywordDocument>> {
  if (state.unsaved) return state.unsaved;
  if (state.meta && residentIndexesEnabled()) {
    const resident = await residentIndex(state, RESIDENT_SOURCE);
    if (resident) return resident;
  }
  return loadFromFiles(state, terms);
}

const RESIDENT_SOURCE: ResidentSource = {
  loadGeneration: (state) => loadFromFiles({ ...state, pending: { generation: state.meta!.generation, docs: {} } }, undefined),
  generationHashes: (state) => readHashes(state.store, state.meta!),
  generationBytes: (state) => {
    let bytes = 0;
    for (let bucket = 0; bucket < state.meta!.buckets; bucket++) bytes += statSync(bucketPath(state.store, state.meta!.generation, bucket), { throwIfNoEntry: false })?.size ?? 0;
    return bytes;
  },
  document: async (state, slug) => state.pending.texts?.[slug] ?? (await loadKeywordDocument(state.store, slug))?.document,
};

async function loadFromFiles(state: KeywordState, terms: string[] | undefined): Promise<MiniSearch<KeywordDocument>> {
  const { meta, pending, store } = state;
  // Loaded here, not with the module: the write path records changes without it.
  const { default: MiniSearch } = await import("minisearch");
  // Pending documents are added with only the terms of the loaded buckets; field lengths stay exact
  // because minisearch counts them before processTerm.
  let keepTerm: ((term: string) => boolean) | undefined;
  const options = {
    ...KEYWORD_INDEX_OPTIONS,
    processTerm: (term: string) => {
      const processed = processTerm(term);
      return processed && (!keepTerm || keepTerm(processed)) ? processed : null;
    },
  };
  let index: MiniSearch<KeywordDocument>;
  let loaded: Set<number> | undefined;
  if (!meta) {
    index = new MiniSearch(options);
  } else {
    const wanted = terms === undefined ? [...Array(meta.buckets).keys()] : [...new Set(terms.map((term) => bucketOf(term, meta.buckets)))];
    const keep = terms && ((term: string) => terms.some((query) => mayMatch(term, query, terms.length)));
    const [base, ...groups] = await Promise.all([readBase(store, meta), ...wanted.map((bucket) => readBucket(store, meta.generation, bucket, keep))]);
    // The memories in `pending` leave the loaded index before their current text is added: dropped
    // (not discarded, which would leave their postings counted in each term's document frequency),
    // so scores are those of a full rebuild.
    const leaving = pendingShortIds(base, pending);
    const entries = groups.flat();
    const kept = leaving.size === 0 ? entries : entries.flatMap(([term, data]): IndexEntry[] => {
      const postings = mergePostings(data, leaving, undefined);
      return postings ? [[term, postings]] : [];
    });
    index = MiniSearch.loadJS<KeywordDocument>({ ...withoutDocuments(base, leaving), index: kept } as AsPlainObject, options);
    if (terms !== undefined) loaded = new Set(wanted);
  }
  const documents = await pendingDocuments(state);
  if (loaded && meta) keepTerm = (term) => loaded.has(bucketOf(term, meta.buckets));
  for (const document of documents) index.add(document);
  keepTerm = undefined;
  return index;
}

/** The documents of `base` without the short ids `leaving`, with document count and average field lengths to match. */
function withoutDocuments(base: IndexBase, leaving: ReadonlySet<string>): IndexBase {
  if (leaving.size === 0) return base;
  const documentIds = Object.fromEntries(Object.entries(base.documentIds).filter(([id]) => !leaving.has(id)));
  const fieldLength = Object.fromEntries(Object.entries(base.fieldLength).filter(([id]) => !leaving.has(id)));
  const averageFieldLength = base.averageFieldLength.map((average, fieldId) => {
    let total = average * base.documentCount;
    let count = base.documentCount;
    for (const id of leaving) {
      const length = base.fieldLength[id as unknown as number]?.[fieldId];
      if (length === undefined || length === null) continue;
      total -= length;
      count -= 1;
    }
    return count > 0 ? total / count : 0;
  });
  return { ...base, documentIds, fieldLength, documentCount: Object.keys(documentIds).length, averageFieldLength };
}

async function readBase(store: ScopeStore, meta: KeywordMeta): Promise<IndexBase> {
  const base = readJsonFile<IndexBase>(basePath(store, meta.generation));
  if (!base || typeof base !== "object" || !base.documentIds) throw new Error(`keyword index documents of generation ${meta.generation} are missing`);
  return base;
}

/**
 * Whether an indexed term can match a query term under KEYWORD_SEARCH_OPTIONS
 * (exactly, as a prefix expansion, or within one edit): a superset, so the
 * terms left out could not have matched.
 */
function mayMatch(term: string, query: string, queryTermCount: number): boolean {
  if (term === query) return true;
  if (term.startsWith(query) && queryAllowsPrefix(query, queryTermCount)) return true;
  return query.length >= 5 && withinOneEdit(term, query);
}

function queryAllowsPrefix(query: string, queryTermCount: number): boolean {
  return queryTermCount <= SHORT_QUERY_TERMS && query.length >= 3;
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * A bucket file: a first line listing each term with the byte offset and
 * length of its postings, then a line per term (term, tab, postings as JSON).
 * A query reads the first line and the postings of its own terms only.
 */
function bucketText(entries: Array<[string, Uint8Array]>): Buffer {
  const parts: Uint8Array[] = [];
  const directory: Array<[string, number, number]> = [];
  let offset = 0;
  for (const [term, postings] of entries) {
    const head = Buffer.from(`${term}\t`);
    directory.push([term, offset + head.length, postings.length]);
    parts.push(head, postings, NEWLINE);
    offset += head.length + postings.length + 1;
  }
  return Buffer.concat([Buffer.from(`${JSON.stringify(directory)}\n`), ...parts]);
}

const NEWLINE = Buffer.from("\n");
const DIRECTORY_READ = 16 * 1024;

/** The entries of a bucket; with `keep`, only those of the terms it accepts are read. */
async function readBucket(store: ScopeStore, generation: string, bucket: number, keep?: (term: string) => boolean): Promise<IndexEntry[]> {
  const damaged = () => new Error(`keyword index bucket ${bucket} of generation ${generation} is damaged`);
  const fd = openSync(bucketPath(store, generation, bucket), "r");
  try {
    const size = fstatSync(fd).size;
    let head = Buffer.alloc(Math.min(size, DIRECTORY_READ));
    readSync(fd, head, 0, head.length, 0);
    let newline = head.indexOf(10);
    if (newline === -1 && head.length < size) {
      head = Buffer.alloc(size);
      readSync(fd, head, 0, size, 0);
      newline = head.indexOf(10);
    }
    if (newline === -1) throw damaged();
    const directory = JSON.parse(head.toString("utf8", 0, newline)) as Array<[string, number, number]>;
    const body = newline + 1;
    // Every entry (a compaction): one read of the whole file.
    const whole = keep ? undefined : head.length === size ? head : readFileSync(fd);
    const entries: IndexEntry[] = [];
    for (const [term, offset, length] of directory) {
      if (keep && !keep(term)) continue;
      let postings: Buffer;
      if (whole) postings = whole.subarray(body + offset, body + offset + length);
      else if (readSync(fd, (postings = Buffer.alloc(length)), 0, length, body + offset) !== length) throw damaged();
      entries.push([term, JSON.parse(postings.toString("utf8")) as IndexEntry[1]]);
    }
    return entries;
  } finally {
    closeSync(fd);
  }
}

export interface KeywordHit {
  slug: string;
  score: number;
  /** Processed terms that matched, with the fields they matched in. */
  match: SearchResult["match"];
  queryTerms: string[];
}

/**
 * Runs a query against one scope, after bringing its index up to date.
 * Coordination is kept: documents matching more query terms rank higher.
 */
export async function searchScope(catalog: Catalog, query: string, options: SearchOptions, warn: (warning: StoreWarning) => void): Promise<KeywordHit[]> {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  let index: MiniSearch<KeywordDocument>;
  try {
    index = await loadIndex(await syncKeywordIndex(catalog, warn), terms);
  } catch {
    try {
      // A concurrent compaction may have replaced the generation we read: the fresh meta names the new one.
      index = await loadIndex(await syncKeywordIndex(catalog, warn), terms);
    } catch {
      warn({ scope: catalog.store.scope, filePath: dir(catalog.store), message: `keyword index damaged; rebuilt it from ${plural(catalog.entries.size, "memory file")}` });
      index = await loadIndex(await rebuildKeywordIndex(catalog), terms);
    }
  }
  return rankedSearch(index, query, options).map((result) => ({ slug: String(result.id), score: result.score, match: result.match, queryTerms: result.queryTerms }));
}
