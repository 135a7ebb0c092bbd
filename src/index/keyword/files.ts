// How the keyword index of one scope is stored, laid out so a query loads
// only what it needs:
//
//   .index/keyword/meta.json            the current generation and its bucket count
//   .index/keyword/b-<gen>.json         documents and field lengths, as columns (base.ts)
//   .index/keyword/h-<gen>.json         content hash of each memory as indexed
//   .index/keyword/t-<gen>-<n>.tsv      the entries of bucket n: a directory line, then term, tab, postings (postings.ts)
//   .index/keyword/pending.json         memories changed since the last compaction
//   .index/keyword/p-<gen>.jsonl        more of them, appended one line a write (folded into pending.json by the
//                                       next rewrite of it, which records how many bytes it took)
//
// Terms are bucketed by their first three characters, so a query term and its
// prefix expansions sit in one bucket. Writes only touch `pending`; when it
// grows, the next search folds it into a new generation of buckets under the
// scope lock (update.ts). Queries are search.ts.

import { ensureRealDirectory } from "../../store/real-directory.js";
import { closeSync, fstatSync, readFileSync, readSync, statSync } from "node:fs";
import { MalformedMemoryError } from "../../core/errors.js";
import { writeDerivedFileSync, writeNewDerivedFileSync } from "../../store/atomic-write.js";
import {
  newGeneration,
  openDerivedFile,
  readDerivedFile,
  readJsonFile,
  removeOtherGenerations,
} from "../../store/derived-files.js";
import { shardCount } from "../../core/hash/index.js";
import { withLock } from "../../store/lock.js";
import type { ScopeStore } from "../../store/scope-store.js";
import type { KeywordIndexBuilder } from "./builder.js";
import { columnsOf, storedBase, type KeywordBase } from "./base.js";
import { decodePostings, type TermPostings } from "./postings.js";
import { KEYWORD_CONFIG_ID, keywordDocument, type KeywordDocument } from "./config.js";
import type { KeywordSlice } from "./rank.js";
import type { AnalysedDocument } from "./analysed.js";
import { contentHash } from "../manifest/index.js";
import { rememberedHashes } from "./hashes.js";

const DIR = "keyword";
const META_VERSION = 5;
/** Version 4 differs only in its postings (JSON), which are still read: no rebuild on upgrade. */
const READABLE_VERSIONS = new Set([4, META_VERSION]);
const TARGET_BUCKET_BYTES = 64 * 1024;
const MAX_BUCKETS = 2048;

/** How many buckets an index of about `bytes` of postings takes (a search reads one or two of them). */
export function bucketCountFor(bytes: number): number {
  return shardCount(bytes, TARGET_BUCKET_BYTES, MAX_BUCKETS);
}

/** The bytes of a generation's buckets on disk. */
export function bucketBytes(store: ScopeStore, meta: KeywordMeta): number {
  let bytes = 0;
  for (let bucket = 0; bucket < meta.buckets; bucket++)
    bytes += statSync(bucketPath(store, meta.generation, bucket), { throwIfNoEntry: false })?.size ?? 0;
  return bytes;
}

export interface KeywordMeta {
  version: number;
  configId: string;
  generation: string;
  buckets: number;
}

/**
 * Content hash of each memory as indexed in the buckets, stored as two columns (the i-th slug has the i-th hash):
 * parsed as two arrays, where an object keyed by slug costs several times as much to parse in a large store.
 */
interface StoredHashes {
  slugs: string[];
  hashes: string[];
}

export interface PendingFile {
  generation: string;
  /**
   * Memories changed since the buckets were written: the content hash to
   * index (read from the file when needed), or null for one that is gone.
   */
  docs: Record<string, string | null>;
  /** The indexed text of memories the write path recorded (so a search need not decode their files). */
  texts?: Record<string, KeywordDocument>;
  /** The same memories' terms and field lengths (so a search need not tokenise them), by the content hash analysed. */
  analysed?: Record<string, AnalysedDocument>;
  /** How many bytes of the generation's pending log this file holds (the lines after them are read on top). */
  logBytes?: number;
}

/** One change the write path appends to the pending log: what `pending` then holds of the memory. */
export interface PendingChange {
  slug: string;
  hash: string | null;
  text?: KeywordDocument;
  analysed?: AnalysedDocument;
}

export interface KeywordState {
  store: ScopeStore;
  meta?: KeywordMeta;
  pending: PendingFile;
  /** Set when the index could not be saved (read-only scope): queries use what was built. */
  unsaved?: KeywordSlice;
}

export type ProgressCallback = (done: number, total: number) => void;

export const keywordDir = (store: ScopeStore) => store.indexPath(DIR);
const dir = keywordDir;
export const metaPath = (store: ScopeStore) => store.indexPath(`${DIR}/meta.json`);
export const pendingPath = (store: ScopeStore) => store.indexPath(`${DIR}/pending.json`);
/** A write appends its change here (a line) instead of rewriting pending.json, which grows with every write. */
export const pendingLogPath = (store: ScopeStore, generation: string) =>
  store.indexPath(`${DIR}/p-${generation}.jsonl`);
const basePath = (store: ScopeStore, generation: string) => store.indexPath(`${DIR}/b-${generation}.json`);
export const hashesPath = (store: ScopeStore, generation: string) => store.indexPath(`${DIR}/h-${generation}.json`);
export const bucketPath = (store: ScopeStore, generation: string, bucket: number) =>
  store.indexPath(`${DIR}/t-${generation}-${bucket}.tsv`);

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

export async function writeJson(store: ScopeStore, path: string, value: unknown): Promise<void> {
  await ensureRealDirectory(dir(store));
  writeDerivedFileSync(path, JSON.stringify(value));
}

export function validMeta(meta: KeywordMeta | undefined): meta is KeywordMeta {
  return (
    meta !== undefined &&
    READABLE_VERSIONS.has(meta.version) &&
    meta.configId === KEYWORD_CONFIG_ID &&
    typeof meta.generation === "string" &&
    meta.buckets >= 1
  );
}

/**
 * The pending changes of the buckets of `meta`: pending.json, then the lines of the pending log it does not hold yet
 * (`logBytes` then says how much of the log the result holds). Any other (older, corrupt) pending file counts as
 * none; a line that is not whole (a write appending it now) or not a change is left out.
 */
export async function readPending(store: ScopeStore, meta: KeywordMeta): Promise<PendingFile> {
  const file = readJsonFile<PendingFile>(pendingPath(store));
  const pending: PendingFile =
    file?.generation === meta.generation && file.docs ? file : { generation: meta.generation, docs: {} };
  const from = Number.isSafeInteger(pending.logBytes) && pending.logBytes! > 0 ? pending.logBytes! : 0;
  const log = readDerivedFile(pendingLogPath(store, meta.generation));
  if (log === undefined) return pending;
  const end = log.lastIndexOf(10) + 1;
  if (end <= from) return pending;
  for (const line of log.toString("utf8", from, end).split("\n")) {
    if (!line) continue;
    try {
      const change = JSON.parse(line) as PendingChange;
      if (typeof change?.slug === "string" && (change.hash === null || typeof change.hash === "string"))
        applyPendingChange(pending, change);
    } catch {
      // a damaged line: the next check of the files finds what it held
    }
  }
  pending.logBytes = end;
  return pending;
}

/** What `pending` holds of a memory after `change`. */
export function applyPendingChange(pending: PendingFile, { slug, hash, text, analysed }: PendingChange): void {
  pending.docs[slug] = hash;
  if (hash && text) (pending.texts ??= {})[slug] = text;
  else if (pending.texts) delete pending.texts[slug];
  if (hash && text && analysed) (pending.analysed ??= {})[slug] = analysed;
  else if (pending.analysed) delete pending.analysed[slug];
}

export async function readHashes(store: ScopeStore, meta: KeywordMeta): Promise<ReadonlyMap<string, string>> {
  const path = hashesPath(store, meta.generation);
  const hashes = rememberedHashes(path, () => {
    const stored = readJsonFile<StoredHashes>(path);
    if (!Array.isArray(stored?.slugs) || !Array.isArray(stored.hashes) || stored.slugs.length !== stored.hashes.length)
      return undefined;
    const read = new Map<string, string>();
    stored.slugs.forEach((slug, at) => read.set(slug, stored.hashes[at]!));
    return read;
  });
  if (!hashes) throw new Error(`keyword index hashes of generation ${meta.generation} are missing`);
  return hashes;
}

/** Hash of each memory as the index currently knows it (buckets overlaid with pending). */
export async function indexedHashes(state: KeywordState): Promise<ReadonlyMap<string, string>> {
  const stored = state.meta ? await readHashes(state.store, state.meta) : new Map<string, string>();
  const pending = Object.entries(state.pending.docs);
  if (pending.length === 0) return stored;
  const hashes = new Map(stored);
  for (const [slug, hash] of pending) {
    if (hash) hashes.set(slug, hash);
    else hashes.delete(slug);
  }
  return hashes;
}

/** The stored meta when it is readable and of this version. */
export function readKeywordMeta(store: ScopeStore): KeywordMeta | undefined {
  const meta = readJsonFile<KeywordMeta>(metaPath(store));
  return validMeta(meta) ? meta : undefined;
}

export async function loadKeywordDocument(
  store: ScopeStore,
  slug: string,
): Promise<{ hash: string; document: KeywordDocument } | undefined> {
  try {
    const loaded = await store.load(slug);
    if (!loaded) return undefined;
    return { hash: contentHash(loaded.text), document: keywordDocument(loaded.document) };
  } catch (error) {
    if (error instanceof MalformedMemoryError) return undefined;
    throw error;
  }
}

/** The current text of the pending memories (a file gone or unreadable since counts as removed). */
export async function pendingDocuments(state: KeywordState): Promise<KeywordDocument[]> {
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

/** Runs `fn` holding the keyword index lock: generations are written, and `pending` updated, one process at a time. */
export function withIndexLock<T>(store: ScopeStore, fn: () => Promise<T>): Promise<T> {
  return withLock(store.indexPath("keyword.lock"), fn, { timeoutMs: 30_000 });
}

/** The short ids of the indexed memories `pending` replaces or removes. */
export function pendingShortIds(base: KeywordBase, pending: PendingFile): Set<number> {
  const ids = new Set<number>();
  if (Object.keys(pending.docs).length === 0) return ids;
  base.slugs.forEach((slug, id) => {
    if (slug !== null && Object.hasOwn(pending.docs, slug)) ids.add(id);
  });
  return ids;
}

export async function saveGeneration(
  store: ScopeStore,
  builder: KeywordIndexBuilder,
  hashes: Record<string, string>,
): Promise<KeywordState> {
  const base = columnsOf(builder.serializeBase());
  const buckets = bucketCountFor(builder.estimatedBytes());
  try {
    const serialize = builder.bucketSerializer(buckets, (term) => bucketOf(term, buckets));
    await store.ensureLayout();
    return await withIndexLock(store, () => writeGeneration(store, base, hashes, buckets, serialize));
  } catch {
    // Derived state only: a read-only or full disk still gets answers, from memory.
    return {
      store,
      pending: { generation: "", docs: {} },
      unsaved: { base, entries: builder.termPostings(), documents: [] },
    };
  }
}

/**
 * Writes a whole generation (the caller holds the index lock): the buckets, each as soon as it is made (in `order`
 * when given), documents, hashes, then the meta that names it.
 */
export async function writeGeneration(
  store: ScopeStore,
  base: KeywordBase,
  hashes: Record<string, string>,
  buckets: number,
  bucketEntries: (bucket: number) => Array<[string, Uint8Array]> | Promise<Array<[string, Uint8Array]>>,
  order: readonly number[] = [...Array(buckets).keys()],
): Promise<KeywordState> {
  const generation = newGeneration();
  await ensureRealDirectory(dir(store));
  for (const [i, bucket] of order.entries()) {
    writeNewDerivedFileSync(bucketPath(store, generation, bucket), bucketText(await bucketEntries(bucket)));
    if (i % 16 === 15) await new Promise((resolve) => setImmediate(resolve));
  }
  writeNewDerivedFileSync(basePath(store, generation), JSON.stringify(base));
  const stored: StoredHashes = { slugs: Object.keys(hashes), hashes: Object.values(hashes) };
  writeNewDerivedFileSync(hashesPath(store, generation), JSON.stringify(stored));
  const meta: KeywordMeta = { version: META_VERSION, configId: KEYWORD_CONFIG_ID, generation, buckets };
  const pending: PendingFile = { generation, docs: {} };
  await writeJson(store, pendingPath(store), pending);
  await writeJson(store, metaPath(store), meta);
  await removeOtherGenerations(dir(store), generation, "tbhp");
  return { store, meta, pending };
}

export async function readBase(store: ScopeStore, meta: KeywordMeta): Promise<KeywordBase> {
  const base = storedBase(readJsonFile<unknown>(basePath(store, meta.generation)));
  if (!base) throw new Error(`keyword index documents of generation ${meta.generation} are missing`);
  return base;
}

/**
 * A bucket file: a first line listing each term with the byte offset and
 * length of its postings, then a line per term (term, tab, postings as
 * postings.ts writes them). A query reads the first line and the
 * postings of its own terms only.
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
export async function readBucket(
  store: ScopeStore,
  generation: string,
  bucket: number,
  keep?: (term: string) => boolean,
): Promise<Array<[string, TermPostings]>> {
  const damaged = () => new Error(`keyword index bucket ${bucket} of generation ${generation} is damaged`);
  const fd = openDerivedFile(bucketPath(store, generation, bucket));
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
    const entries: Array<[string, TermPostings]> = [];
    for (const [term, offset, length] of directory) {
      if (keep && !keep(term)) continue;
      let postings: Buffer;
      if (whole) postings = whole.subarray(body + offset, body + offset + length);
      else if (readSync(fd, (postings = Buffer.alloc(length)), 0, length, body + offset) !== length) throw damaged();
      try {
        entries.push([term, decodePostings(postings, 0, postings.length)]);
      } catch {
        throw damaged();
      }
    }
    return entries;
  } finally {
    closeSync(fd);
  }
}
