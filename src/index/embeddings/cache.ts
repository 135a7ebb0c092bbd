// The embedding cache of one scope, under `.index/embeddings/`:
//
//   table.json           model, text format, dimension, the data file's name, and
//                        per memory: slug, content hash (16 hex), row in the data file
//   vectors-<gen>.f32    rows of `dimension` little-endian float32, unit length
//
// An entry is fresh when its hash is the memory's content hash and the table's
// model and text format are the configured ones; anything else is stale and
// re-embedded. Adding entries writes their rows after the last row the table
// knows (under the cache lock), then replaces table.json atomically: a reader
// only trusts rows the table names, so a crash leaves at most unused bytes.
// Rows of deleted or re-embedded memories become garbage; when garbage
// outgrows the live rows the live ones are copied into a new generation file
// (written atomically) and the old one removed. A reader that finds its data
// file gone (a concurrent compaction) reads the table again.
//
// A query reads table.json and the data file once and scores every row with a
// dot product (vectors are unit length, so it is the cosine): 10k × 768 floats
// is 30 MB of plain arithmetic.

import { ensureRealDirectory } from "../../store/real-directory.js";
import { closeSync, existsSync, promises as fs, readSync } from "node:fs";
import { writeFileAtomic } from "../../store/atomic-write.js";
import { newGeneration, openDerivedFile, readDerivedFile, readJsonFile } from "../../store/derived-files.js";
import { randomHex } from "../../core/hash/index.js";
import { acquireLock } from "../../store/lock.js";
import type { ScopeStore } from "../../store/scope-store.js";
import { EMBEDDING_TEXT_FORMAT } from "./text.js";

const DIR = "embeddings";
const TABLE_FILE = `${DIR}/table.json`;
const TABLE_VERSION = 1;

/** Whether a scope has an embedding cache at all (cheap: no file read). */
export function embeddingCacheExists(store: ScopeStore): boolean {
  return existsSync(store.indexPath(TABLE_FILE));
}
/** Stored hash prefix: 64 bits are plenty to tell two versions of one memory apart. */
const HASH_CHARS = 16;
/** Compact when garbage rows exceed both the live rows and this. */
const MIN_GARBAGE_TO_COMPACT = 256;

interface TableFile {
  version: number;
  model: string;
  format: string;
  dimension: number;
  data: string;
  /** Rows the data file holds that the table knows of (live or garbage). */
  rows: number;
  slugs: string[];
  hashes: string[];
  offsets: number[];
}

export interface CacheEntry {
  hash: string;
  row: number;
}

export const shortHash = (hash: string) => hash.slice(0, HASH_CHARS);

export class EmbeddingCache {
  private data?: Float32Array;

  private constructor(
    readonly store: ScopeStore,
    private readonly table: TableFile | undefined,
    readonly entries: Map<string, CacheEntry>,
  ) {}

  /** The cache with its vectors loaded; reads again if a concurrent compaction removed the data file. */
  static async loadWithVectors(store: ScopeStore): Promise<EmbeddingCache> {
    for (let attempt = 0; ; attempt++) {
      const cache = await EmbeddingCache.load(store);
      try {
        await cache.vectors();
        return cache;
      } catch (error) {
        if (attempt >= 2) return new EmbeddingCache(store, undefined, new Map()); // unreadable: treated as empty, rebuilt on use
        void error;
      }
    }
  }

  /** The cache as on disk (empty when missing or unreadable). */
  static async load(store: ScopeStore): Promise<EmbeddingCache> {
    const table = await readTable(store);
    const entries = new Map<string, CacheEntry>();
    if (table) table.slugs.forEach((slug, i) => entries.set(slug, { hash: table.hashes[i]!, row: table.offsets[i]! }));
    return new EmbeddingCache(store, table, entries);
  }

  get exists(): boolean {
    return this.table !== undefined;
  }

  get model(): string | undefined {
    return this.table?.model;
  }

  get dimension(): number | undefined {
    return this.table?.dimension;
  }

  /** True when the vectors were made by `model` with the current text format. */
  servesModel(model: string): boolean {
    return this.table?.model === model && this.table.format === EMBEDDING_TEXT_FORMAT;
  }

  isFresh(slug: string, hash: string, model: string): boolean {
    return this.servesModel(model) && this.entries.get(slug)?.hash === shortHash(hash);
  }

  /** Loads the vectors (once). */
  async vectors(): Promise<Float32Array> {
    if (this.data) return this.data;
    if (!this.table || this.table.rows === 0) return (this.data = new Float32Array(0));
    // Synchronous: fs.promises.readFile reads a 30 MB file in small chunks, ~10× slower than one read.
    const buffer = readDerivedFile(this.store.indexPath(`${DIR}/${this.table.data}`));
    const needed = this.table.rows * this.table.dimension * 4;
    if (buffer === undefined || buffer.byteLength < needed)
      throw new Error(`embedding data file ${this.table.data} is shorter than its table says`);
    this.data =
      buffer.byteOffset % 4 === 0
        ? new Float32Array(buffer.buffer, buffer.byteOffset, needed / 4)
        : new Float32Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + needed));
    return this.data;
  }

  /** Cosine of `query` with each entry `accept`s (clamped to 0–1), in no particular order. */
  async score(
    query: Float32Array,
    accept: (slug: string, entry: CacheEntry) => boolean,
  ): Promise<Array<{ slug: string; similarity: number }>> {
    const dimension = this.table?.dimension ?? 0;
    if (dimension === 0 || query.length !== dimension) return [];
    const data = await this.vectors();
    const result: Array<{ slug: string; similarity: number }> = [];
    const q = query;
    const tail = dimension - (dimension % 4);
    for (const [slug, entry] of this.entries) {
      if (!accept(slug, entry)) continue;
      const base = entry.row * dimension;
      // Four accumulators: independent additions the CPU can overlap.
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      for (let i = 0; i < tail; i += 4) {
        const j = base + i;
        s0 += q[i]! * data[j]!;
        s1 += q[i + 1]! * data[j + 1]!;
        s2 += q[i + 2]! * data[j + 2]!;
        s3 += q[i + 3]! * data[j + 3]!;
      }
      for (let i = tail; i < dimension; i++) s0 += q[i]! * data[base + i]!;
      const dot = s0 + s1 + s2 + s3;
      result.push({ slug, similarity: dot < 0 ? 0 : dot > 1 ? 1 : dot });
    }
    return result;
  }

  /** Bytes of the data file the table names (what loading every vector reads). */
  get dataBytes(): number {
    return this.table ? this.table.rows * this.table.dimension * 4 : 0;
  }

  /**
   * Cosine of `query` with the entries of `slugs` only, reading just their rows
   * (a prompt hook cannot read a large store's every vector in time).
   */
  scoreSome(query: Float32Array, slugs: Iterable<string>): Array<{ slug: string; similarity: number }> {
    const dimension = this.table?.dimension ?? 0;
    if (!this.table || dimension === 0 || query.length !== dimension) return [];
    const fd = openDerivedFile(this.store.indexPath(`${DIR}/${this.table.data}`));
    const row = new Float32Array(dimension);
    const bytes = new Uint8Array(row.buffer);
    const result: Array<{ slug: string; similarity: number }> = [];
    try {
      for (const slug of slugs) {
        const entry = this.entries.get(slug);
        if (!entry || readSync(fd, bytes, 0, bytes.byteLength, entry.row * bytes.byteLength) !== bytes.byteLength)
          continue;
        let dot = 0;
        for (let i = 0; i < dimension; i++) dot += query[i]! * row[i]!;
        result.push({ slug, similarity: dot < 0 ? 0 : dot > 1 ? 1 : dot });
      }
    } finally {
      closeSync(fd);
    }
    return result;
  }

  /** The vector of one entry (a copy), if cached. */
  async vectorOf(slug: string): Promise<Float32Array | undefined> {
    const entry = this.entries.get(slug);
    const dimension = this.table?.dimension ?? 0;
    if (!entry || dimension === 0) return undefined;
    const data = await this.vectors();
    return data.slice(entry.row * dimension, (entry.row + 1) * dimension);
  }
}

async function readTable(store: ScopeStore): Promise<TableFile | undefined> {
  try {
    const table = readJsonFile<TableFile>(store.indexPath(TABLE_FILE));
    const valid =
      table?.version === TABLE_VERSION &&
      typeof table.model === "string" &&
      Number.isSafeInteger(table.dimension) &&
      table.dimension > 0 &&
      typeof table.data === "string" &&
      /^vectors-[a-z0-9]+\.f32$/.test(table.data) &&
      Array.isArray(table.slugs) &&
      Array.isArray(table.hashes) &&
      Array.isArray(table.offsets) &&
      table.slugs.length === table.hashes.length &&
      table.slugs.length === table.offsets.length &&
      table.offsets.every((row) => Number.isSafeInteger(row) && row >= 0 && row < table.rows);
    return valid ? table : undefined;
  } catch {
    return undefined;
  }
}

export interface CacheUpdate {
  model: string;
  dimension: number;
  /** New or re-embedded entries (unit vectors of `dimension`). */
  put?: Array<{ slug: string; hash: string; vector: Float32Array }>;
  /** Slugs whose entry goes. */
  remove?: Iterable<string>;
}

/**
 * Applies an update under the cache lock. Entries of another model, text
 * format or dimension are dropped (the cache holds one model). Returns the
 * slugs that had an entry among `remove`.
 */
export async function updateEmbeddingCache(store: ScopeStore, update: CacheUpdate): Promise<string[]> {
  await store.ensureLayout();
  await ensureRealDirectory(store.indexPath(DIR));
  const release = await acquireLock(store.indexPath("embeddings.lock"), { timeoutMs: 30_000 });
  try {
    const old = await readTable(store);
    // lstat: a link or named pipe in the data file's place is no data (a new file is written, never through it).
    const dataStat = old ? await fs.lstat(store.indexPath(`${DIR}/${old.data}`)).catch(() => undefined) : undefined;
    const dataSize = dataStat?.isFile() ? dataStat.size : undefined;
    const compatible =
      old !== undefined &&
      old.model === update.model &&
      old.format === EMBEDDING_TEXT_FORMAT &&
      old.dimension === update.dimension &&
      dataSize !== undefined &&
      dataSize >= old.rows * old.dimension * 4;
    const entries = new Map<string, CacheEntry>();
    if (compatible) old.slugs.forEach((slug, i) => entries.set(slug, { hash: old.hashes[i]!, row: old.offsets[i]! }));
    const removed: string[] = [];
    for (const slug of update.remove ?? []) {
      if (old?.slugs.includes(slug)) removed.push(slug);
      entries.delete(slug);
    }
    const put = update.put ?? [];
    if (!compatible && put.length === 0 && old === undefined) return removed;
    for (const item of put) {
      if (item.vector.length !== update.dimension)
        throw new Error(`vector of ${item.slug} has ${item.vector.length} dimensions, not ${update.dimension}`);
    }
    const rowBytes = update.dimension * 4;
    let data = compatible ? old.data : newDataName();
    let rows = compatible ? old.rows : 0;
    const garbage = rows - entries.size + put.filter((item) => entries.has(item.slug)).length;
    if (compatible && garbage > Math.max(MIN_GARBAGE_TO_COMPACT, entries.size)) {
      // Compact: the live rows (minus those about to be replaced) into a new generation file.
      const current = await readData(store, old);
      const replaced = new Set(put.map((item) => item.slug));
      const live = [...entries].filter(([slug]) => !replaced.has(slug));
      const packed = new Float32Array((live.length + put.length) * update.dimension);
      live.forEach(([, entry], i) =>
        packed.set(
          current.subarray(entry.row * update.dimension, (entry.row + 1) * update.dimension),
          i * update.dimension,
        ),
      );
      entries.clear();
      live.forEach(([slug, entry], i) => entries.set(slug, { hash: entry.hash, row: i }));
      put.forEach((item, i) => {
        packed.set(item.vector, (live.length + i) * update.dimension);
        entries.set(item.slug, { hash: shortHash(item.hash), row: live.length + i });
      });
      data = newDataName();
      rows = live.length + put.length;
      await writeFileAtomic(store.indexPath(`${DIR}/${data}`), new Uint8Array(packed.buffer), { durable: false });
    } else if (put.length > 0 || !compatible) {
      const block = new Float32Array(put.length * update.dimension);
      put.forEach((item, i) => {
        block.set(item.vector, i * update.dimension);
        entries.set(item.slug, { hash: shortHash(item.hash), row: rows + i });
      });
      const handle = await fs.open(store.indexPath(`${DIR}/${data}`), compatible ? "r+" : "w");
      try {
        if (block.length > 0) await handle.write(new Uint8Array(block.buffer), 0, block.byteLength, rows * rowBytes);
      } finally {
        await handle.close();
      }
      rows += put.length;
    }
    const slugs = [...entries.keys()];
    const table: TableFile = {
      version: TABLE_VERSION,
      model: update.model,
      format: EMBEDDING_TEXT_FORMAT,
      dimension: update.dimension,
      data,
      rows,
      slugs,
      hashes: slugs.map((slug) => entries.get(slug)!.hash),
      offsets: slugs.map((slug) => entries.get(slug)!.row),
    };
    await writeFileAtomic(store.indexPath(TABLE_FILE), JSON.stringify(table), { durable: false });
    await removeOtherDataFiles(store, data);
    return removed;
  } finally {
    await release();
  }
}

/** Drops entries (delete, repair) without knowing the model: keeps the table's model and dimension. */
export async function removeEmbeddings(store: ScopeStore, slugs: string[]): Promise<string[]> {
  const table = await readTable(store);
  if (!table || !slugs.some((slug) => table.slugs.includes(slug))) return [];
  if (table.format !== EMBEDDING_TEXT_FORMAT) {
    await clearEmbeddingCache(store); // every entry is stale anyway
    return slugs.filter((slug) => table.slugs.includes(slug));
  }
  return updateEmbeddingCache(store, { model: table.model, dimension: table.dimension, remove: slugs });
}

/** Removes the whole cache of a scope. */
export async function clearEmbeddingCache(store: ScopeStore): Promise<void> {
  await fs.rm(store.indexPath(DIR), { recursive: true, force: true });
}

async function readData(store: ScopeStore, table: TableFile): Promise<Float32Array> {
  const buffer = readDerivedFile(store.indexPath(`${DIR}/${table.data}`)) ?? new Uint8Array(0);
  const copy = new Uint8Array(table.rows * table.dimension * 4);
  copy.set(buffer.subarray(0, copy.byteLength));
  return new Float32Array(copy.buffer);
}

/** A name no other write uses: this process's generation, and random digits for two writes of one millisecond. */
function newDataName(): string {
  return `vectors-${newGeneration()}${randomHex(4)}.f32`;
}

async function removeOtherDataFiles(store: ScopeStore, keep: string): Promise<void> {
  const names = await fs.readdir(store.indexPath(DIR)).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => /^vectors-.*\.f32$/.test(name) && name !== keep)
      .map((name) => fs.rm(store.indexPath(`${DIR}/${name}`), { force: true })),
  );
}

/** Bytes the cache takes on disk (table and data files). */
export async function embeddingCacheBytes(store: ScopeStore): Promise<number> {
  const names = await fs.readdir(store.indexPath(DIR)).catch(() => [] as string[]);
  let total = 0;
  for (const name of names) total += (await fs.stat(store.indexPath(`${DIR}/${name}`)).catch(() => ({ size: 0 }))).size;
  return total;
}
