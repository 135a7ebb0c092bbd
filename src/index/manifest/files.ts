// How the manifest is stored: `.index/manifest/meta.json` and the entries
// (slug → size, mtime, content hash, summary) split into shards by slug, so a
// search reads the few entries of its hits and a write rewrites one shard.
// This module is light on purpose (no codec, no markdown parser): a search
// whose scope has not changed since it was last checked needs nothing else.

import { CHECK_MIN_FILES } from "../../core/settings/index.js";
import { lstatSync, rmSync } from "node:fs";
import type { ParseProblem } from "../../core/memory-file.js";
import type { Lifecycle } from "../../core/lifecycle.js";
import { sha256Hex } from "../../core/hash/index.js";
import { SECRET_RULES_REVISION } from "../../core/secrets/index.js";
import { shardCount, shardOf } from "../../core/hash/index.js";
import type { StoreWarning } from "../../core/types.js";
import { writeDerivedFileSync, writeNewDerivedFileSync } from "../../store/atomic-write.js";
import { newGeneration, readJsonFile, removeOtherGenerations } from "../../store/derived-files.js";
import { directoryStamp } from "../../store/directory-stamp.js";
import { ensureRealDirectory } from "../../store/real-directory.js";
import type { ScopeStore } from "../../store/scope-store.js";
import type { SummaryRecord } from "./summary-record.js";

const DIR = "manifest";
const MANIFEST_VERSION = 15; // bump whenever ManifestEntry, StatShard or SummaryRecord (or the GotchaEntry inside it) changes shape
const ENTRIES_PER_SHARD = 48;
/** The single-file manifest of earlier versions. */
const LEGACY_MANIFEST = "manifest.json";
const MAX_SHARDS = 1024;

export interface ManifestEntry {
  size: number;
  mtimeMs: number;
  hash: string;
  /** Absent when the file cannot be parsed; `error` says why. */
  summary?: SummaryRecord;
  error?: string;
  /** The file holds merge conflict markers (`error` says so): read as unparseable until resolved. */
  conflict?: true;
  /** The file holds secrets typed by hand (the summary has them redacted): what is shown of its text is redacted too. */
  secrets?: true;
  problems?: ParseProblem[];
}

export interface Catalog {
  store: ScopeStore;
  entries: ReadonlyMap<string, ManifestEntry>;
  /** Slugs whose entry changed since the manifest was last saved (added, edited). */
  changed: string[];
  /** Slugs that were in the manifest but whose file is gone. */
  removed: string[];
  warnings: StoreWarning[];
  /**
   * Set when entries are read shard by shard on demand (see `openCatalog`):
   * `lifecycles` gives every memory's default visibility without reading its
   * entry; `hashes` (the content hash of each memory, "" for an unreadable one)
   * is there when every file was checked — without it the files were not
   * checked, and callers re-check the memories they show.
   */
  onDemand?: { lifecycles: Record<string, Lifecycle>; hashes?: ReadonlyMap<string, string> };
}

export interface ManifestMeta {
  version: number;
  /** The secret rules the files were scanned with (see core/secrets/revision.ts). */
  secretRules: number;
  generation: string;
  shards: number;
  /** Shards of the stat table (see StatShard). */
  statShards: number;
  count: number;
  /** Change stamp of the scope directory taken before the files were last listed. */
  directory?: string;
  /** When every file was last checked (epoch ms). */
  checkedAt?: number;
  /** What that check warned about (unreadable files, odd names), repeated by searches that skip it. */
  warnings: StoreWarning[];
  lifecycles: Record<string, Lifecycle>;
  /** Every stat shard keeps the memories' dates (shards written by earlier versions do not). */
  dated?: boolean;
}

/** The first 32 hex digits of the SHA-256 of the text's UTF-8 bytes. */
export function contentHash(text: string): string {
  return sha256Hex(text).slice(0, 32);
}

const metaPath = (store: ScopeStore) => store.indexPath(`${DIR}/meta.json`);
const statPath = (store: ScopeStore, generation: string, shard: number) =>
  store.indexPath(`${DIR}/t-${generation}-${shard}.json`);
/** Stat shards are this many times fewer than entry shards: a check reads a few files, a write rewrites a small one. */
const ENTRY_SHARDS_PER_STAT_SHARD = 16;

/**
 * Size, mtime and content hash ("" for a file that cannot be parsed) of the
 * memory files of one stat shard as their entries record them: checking the
 * files needs these alone (a fifth of the bytes of the entries). Written
 * after the entries they describe, so a reader never finds stats newer than
 * the entries; the generation ties them to their meta. Stored as columns (the
 * i-th slug has the i-th size, mtime and hash): parsed as a few arrays, where
 * an object keyed by slug costs ~4 times as much to parse at 10,000 memories.
 */
export interface StatShard {
  generation: string;
  slugs: string[];
  sizes: number[];
  mtimes: number[];
  hashes: string[];
  /**
   * When each memory was last updated and created ("" for a file that cannot be parsed): what a list sorts by, so a
   * list shows a page without reading every entry. Absent from shards written before they were kept.
   */
  updated?: string[];
  created?: string[];
}

function statShardsFor(entryShards: number): number {
  return Math.max(1, Math.floor(entryShards / ENTRY_SHARDS_PER_STAT_SHARD));
}

function emptyStatShard(generation: string): StatShard {
  return { generation, slugs: [], sizes: [], mtimes: [], hashes: [], updated: [], created: [] };
}

/** The columns of a stat shard, the optional dates included when it has them. */
function statColumns(shard: StatShard): unknown[][] {
  const columns: unknown[][] = [shard.slugs, shard.sizes, shard.mtimes, shard.hashes];
  if (shard.updated && shard.created) columns.push(shard.updated, shard.created);
  return columns;
}

/** Records (or with undefined, removes) one memory's stat in its shard; `at`: where the slug is (-1: not there). */
function setStat(
  shard: StatShard,
  slug: string,
  entry: ManifestEntry | undefined,
  at = shard.slugs.indexOf(slug),
): void {
  if (!entry) {
    if (at >= 0) for (const column of statColumns(shard)) column.splice(at, 1);
    return;
  }
  if (at < 0) at = shard.slugs.push(slug) - 1;
  shard.sizes[at] = entry.size;
  shard.mtimes[at] = entry.mtimeMs;
  shard.hashes[at] = checkedHash(entry);
  if (shard.updated && shard.created) {
    shard.updated[at] = entry.summary?.updated ?? "";
    shard.created[at] = entry.summary?.created ?? "";
  }
}

export function readStatShard(store: ScopeStore, meta: ManifestMeta, shard: number): StatShard | undefined {
  const stats = readJsonFile<StatShard>(statPath(store, meta.generation, shard));
  if (stats?.generation !== meta.generation) return undefined;
  const { slugs, sizes, mtimes, hashes, updated, created } = stats;
  const columns = [slugs, sizes, mtimes, hashes];
  if (!columns.every((column) => Array.isArray(column) && column.length === slugs.length)) return undefined;
  // Dates that do not line up with the slugs are left out (a list then reads every entry), the shard still serves.
  const dated = [updated, created].every((column) => Array.isArray(column) && column.length === slugs.length);
  return dated ? stats : { generation: stats.generation, slugs, sizes, mtimes, hashes };
}
const shardPath = (store: ScopeStore, generation: string, shard: number) =>
  store.indexPath(`${DIR}/s-${generation}-${shard}.json`);

/** An entry as the manifest stores it: without the recall terms, which the recall index keeps. */
function stored(entry: ManifestEntry): ManifestEntry {
  return entry.summary?.recall ? { ...entry, summary: { ...entry.summary, recall: undefined } } : entry;
}

function idealShards(count: number): number {
  return shardCount(count, ENTRIES_PER_SHARD, MAX_SHARDS);
}

export function readManifestMeta(store: ScopeStore): ManifestMeta | undefined {
  const meta = readJsonFile<ManifestMeta>(metaPath(store));
  return meta?.version === MANIFEST_VERSION &&
    meta.secretRules === SECRET_RULES_REVISION &&
    typeof meta.generation === "string" &&
    meta.shards >= 1 &&
    meta.statShards >= 1 &&
    meta.lifecycles &&
    Array.isArray(meta.warnings)
    ? meta
    : undefined;
}

/** Thrown by the entries of an on-demand catalog when a shard is unreadable, or by a search meeting a changed hit: check the files instead. */
export class UncheckedCatalogError extends Error {}

function readShard(store: ScopeStore, meta: ManifestMeta, shard: number): Record<string, ManifestEntry> {
  const entries = readJsonFile<Record<string, ManifestEntry>>(shardPath(store, meta.generation, shard));
  if (!entries || typeof entries !== "object")
    throw new UncheckedCatalogError(`manifest shard ${shard} is missing or unreadable`);
  return entries;
}

/** Every entry of a stored manifest; an empty map when it is missing, outdated or damaged (the files are re-read). */
export function readManifestEntries(store: ScopeStore): Map<string, ManifestEntry> {
  const meta = readManifestMeta(store);
  if (!meta) return new Map();
  try {
    const entries = new Map<string, ManifestEntry>();
    for (let shard = 0; shard < meta.shards; shard++)
      for (const [slug, entry] of Object.entries(readShard(store, meta, shard))) entries.set(slug, entry);
    return entries;
  } catch {
    return new Map();
  }
}

/** A read-only map of entries defined by `get`, `size` and `entries` (read lazily by the subclasses). */
abstract class EntriesView implements ReadonlyMap<string, ManifestEntry> {
  abstract readonly size: number;
  abstract get(slug: string): ManifestEntry | undefined;
  abstract entries(): MapIterator<[string, ManifestEntry]>;

  has(slug: string): boolean {
    return this.get(slug) !== undefined;
  }

  *keys(): MapIterator<string> {
    for (const [slug] of this.entries()) yield slug;
  }

  *values(): MapIterator<ManifestEntry> {
    for (const [, entry] of this.entries()) yield entry;
  }

  forEach(callback: (value: ManifestEntry, key: string, map: ReadonlyMap<string, ManifestEntry>) => void): void {
    for (const [slug, entry] of this.entries()) callback(entry, slug, this);
  }

  [Symbol.iterator](): MapIterator<[string, ManifestEntry]> {
    return this.entries();
  }
}

/** The entries of a stored manifest, each shard read when one of its slugs is first asked for. */
export class ShardedEntries extends EntriesView {
  private readonly loaded = new Map<number, Record<string, ManifestEntry>>();

  constructor(
    private readonly store: ScopeStore,
    private readonly meta: ManifestMeta,
    /** The stat shards, when the caller has read them already. */
    private stats?: readonly StatShard[],
  ) {
    super();
  }

  get size(): number {
    return this.meta.count;
  }

  /** Every stat shard with its dates (what a list sorts by); undefined when a shard is unreadable or has none. */
  datedStats(): readonly StatShard[] | undefined {
    if (!this.meta.dated) return undefined;
    if (!this.stats) {
      const stats: StatShard[] = [];
      for (let shard = 0; shard < this.meta.statShards; shard++) {
        const read = readStatShard(this.store, this.meta, shard);
        if (!read) return undefined;
        stats.push(read);
      }
      this.stats = stats;
    }
    return this.stats.every((shard) => shard.updated && shard.created) ? this.stats : undefined;
  }

  get(slug: string): ManifestEntry | undefined {
    const entries = this.shard(shardOf(slug, this.meta.shards));
    return Object.hasOwn(entries, slug) ? entries[slug] : undefined;
  }

  *entries(): MapIterator<[string, ManifestEntry]> {
    for (let shard = 0; shard < this.meta.shards; shard++) yield* Object.entries(this.shard(shard));
  }

  private shard(shard: number): Record<string, ManifestEntry> {
    let entries = this.loaded.get(shard);
    if (!entries) this.loaded.set(shard, (entries = readShard(this.store, this.meta, shard)));
    return entries;
  }
}

/**
 * The entries of a stored manifest with some replaced, added or (undefined) removed: what a check that read only the
 * changed files knows, the unchanged entries still read shard by shard when asked for.
 */
export class PatchedEntries extends EntriesView {
  constructor(
    private readonly base: ReadonlyMap<string, ManifestEntry>,
    private readonly patch: ReadonlyMap<string, ManifestEntry | undefined>,
    /** How many there are (counted by the caller from the files it listed). */
    readonly size: number,
  ) {
    super();
  }

  get(slug: string): ManifestEntry | undefined {
    return this.patch.has(slug) ? this.patch.get(slug) : this.base.get(slug);
  }

  *entries(): MapIterator<[string, ManifestEntry]> {
    for (const [slug, entry] of this.base) if (!this.patch.has(slug)) yield [slug, entry];
    for (const [slug, entry] of this.patch) if (entry) yield [slug, entry];
  }
}

export { directoryStamp };

export interface ManifestCheck {
  directory?: string;
  checkedAt: number;
  warnings: StoreWarning[];
}

function lifecyclesOf(entries: ReadonlyMap<string, ManifestEntry>): Record<string, Lifecycle> {
  const lifecycles: Record<string, Lifecycle> = {};
  for (const [slug, entry] of entries) setLifecycle(lifecycles, slug, entry);
  return lifecycles;
}

/** Records a memory's lifecycle in a manifest's map of them, or removes it (no lifecycle, or the memory gone). */
export function setLifecycle(
  lifecycles: Record<string, Lifecycle>,
  slug: string,
  entry: ManifestEntry | undefined,
): void {
  if (entry?.summary?.lifecycle) lifecycles[slug] = entry.summary.lifecycle;
  else delete lifecycles[slug];
}

/** The content hash the stat table and a checked catalog give a memory: "" for a file that cannot be parsed. */
export function checkedHash(entry: ManifestEntry): string {
  return entry.summary ? entry.hash : "";
}

/**
 * Saves the manifest after a check of the files. With `changed` (slugs added,
 * edited or removed), only their shards are rewritten when the shard count
 * still suits the size; else every shard, under a new generation. Best effort:
 * a read-only scope keeps re-checking.
 */
export async function saveManifest(
  store: ScopeStore,
  entries: ReadonlyMap<string, ManifestEntry>,
  check: ManifestCheck,
  changed?: readonly string[],
): Promise<void> {
  try {
    const previous = readManifestMeta(store);
    const shards = idealShards(entries.size);
    // Stat shards written before they kept dates are all rewritten once (they are small).
    const patch = previous?.dated && previous.shards * 4 > shards && previous.shards < shards * 4 ? changed : undefined;
    if (
      patch &&
      (await patchManifest(
        store,
        previous!,
        patch.map((slug) => [slug, entries.get(slug)] as const),
        check,
      ))
    )
      return;
    const meta: ManifestMeta = {
      version: MANIFEST_VERSION,
      secretRules: SECRET_RULES_REVISION,
      generation: newGeneration(),
      shards,
      statShards: statShardsFor(shards),
      count: entries.size,
      ...(check.directory ? { directory: check.directory } : {}),
      checkedAt: check.checkedAt,
      warnings: check.warnings,
      lifecycles: lifecyclesOf(entries),
      dated: true,
    };
    const groups: Array<Record<string, ManifestEntry>> = Array.from({ length: meta.shards }, () => ({}));
    for (const [slug, entry] of entries) groups[shardOf(slug, meta.shards)]![slug] = stored(entry);
    const statGroups = Array.from({ length: meta.statShards }, () => emptyStatShard(meta.generation));
    for (const [slug, entry] of entries) setStat(statGroups[shardOf(slug, meta.statShards)]!, slug, entry, -1);
    await store.ensureLayout();
    await ensureRealDirectory(store.indexPath(DIR));
    groups.forEach((group, shard) =>
      writeNewDerivedFileSync(shardPath(store, meta.generation, shard), JSON.stringify(group)),
    );
    statGroups.forEach((group, shard) =>
      writeNewDerivedFileSync(statPath(store, meta.generation, shard), JSON.stringify(group)),
    );
    writeDerivedFileSync(metaPath(store), JSON.stringify(meta));
    removeOtherGenerations(store.indexPath(DIR), meta.generation, "st");
    rmSync(store.indexPath(LEGACY_MANIFEST), { force: true });
  } catch {
    // derived state only
  }
}

/**
 * Replaces (with undefined, removes) the entries of some slugs, rewriting only their shards and the meta, with the
 * stamp of a check when one is given. False, with nothing written, when a stored shard cannot be read.
 */
async function patchManifest(
  store: ScopeStore,
  previous: ManifestMeta,
  patch: Iterable<readonly [string, ManifestEntry | undefined]>,
  check?: ManifestCheck,
): Promise<boolean> {
  const groups = new Map<number, Record<string, ManifestEntry>>();
  const stats = new Map<number, StatShard>();
  const meta: ManifestMeta = { ...previous, lifecycles: { ...previous.lifecycles } };
  try {
    for (const [slug, entry] of patch) {
      const shard = shardOf(slug, meta.shards);
      const statShard = shardOf(slug, meta.statShards);
      if (!groups.has(shard)) groups.set(shard, readShard(store, meta, shard));
      if (!stats.has(statShard)) {
        const read = readStatShard(store, meta, statShard);
        if (!read || (meta.dated && !read.updated)) return false;
        stats.set(statShard, read);
      }
      const group = groups.get(shard)!;
      meta.count += (entry ? 1 : 0) - (Object.hasOwn(group, slug) ? 1 : 0);
      if (entry) group[slug] = stored(entry);
      else delete group[slug];
      setStat(stats.get(statShard)!, slug, entry);
      setLifecycle(meta.lifecycles, slug, entry);
    }
  } catch {
    return false;
  }
  if (check) {
    meta.checkedAt = check.checkedAt;
    meta.warnings = check.warnings;
    if (check.directory) meta.directory = check.directory;
    else delete meta.directory;
  }
  await ensureRealDirectory(store.indexPath(DIR));
  for (const [shard, group] of groups)
    writeDerivedFileSync(shardPath(store, meta.generation, shard), JSON.stringify(group));
  for (const [shard, stat] of stats)
    writeDerivedFileSync(statPath(store, meta.generation, shard), JSON.stringify(stat));
  writeDerivedFileSync(metaPath(store), JSON.stringify(meta));
  return true;
}

/** Records that every file was checked and nothing changed (a small write of the meta alone). */
export async function saveManifestCheck(store: ScopeStore, meta: ManifestMeta, check: ManifestCheck): Promise<void> {
  const updated: ManifestMeta = { ...meta, checkedAt: check.checkedAt, warnings: check.warnings };
  if (check.directory) updated.directory = check.directory;
  else delete updated.directory;
  try {
    await ensureRealDirectory(store.indexPath(DIR));
    writeDerivedFileSync(metaPath(store), JSON.stringify(updated));
  } catch {
    // derived state only
  }
}

/**
 * The write path: replaces (or, with undefined, removes) one memory's entry,
 * rewriting its shard and the meta. The directory stamp is kept here (another
 * change may have come with this one); `moveManifestStamp` moves it on once the
 * write knows it did not.
 */
export async function recordManifestEntry(
  store: ScopeStore,
  slug: string,
  entry: ManifestEntry | undefined,
): Promise<void> {
  const meta = readManifestMeta(store);
  if (!meta) return; // rebuilt from the files by the next check
  // Not recorded when a shard is unreadable or the write fails: the next check of the files finds the change.
  await patchManifest(store, meta, [[slug, entry]]).catch(() => undefined);
}

/**
 * A manifest whose directory stamp was `from` (in step with the directory just
 * before a write under the scope lock) takes `to`, the stamp after it: the next
 * search need not check every file because of a change it has already taken in.
 * When it was last checked stays as it was, so edits made in place elsewhere are
 * seen as soon as before.
 */
export function moveManifestStamp(store: ScopeStore, from: string, to: string): void {
  const meta = readManifestMeta(store);
  if (meta?.directory === undefined || meta.directory !== from) return;
  try {
    writeDerivedFileSync(metaPath(store), JSON.stringify({ ...meta, directory: to }));
  } catch {
    // derived state only: the next search checks the files
  }
}

/** From this many memories on, a search may skip checking every file (see index/derived/catalog-open.ts; MEMORY_CHECK_MIN_FILES). */
export const CHECK_SKIPPING_FILES: number = CHECK_MIN_FILES.default;

/** A warning for each memory file that could not be parsed. */
export function entryWarnings(store: ScopeStore, entries: ReadonlyMap<string, ManifestEntry>): StoreWarning[] {
  const warnings: StoreWarning[] = [];
  for (const [slug, entry] of entries) {
    if (entry.error)
      warnings.push({
        scope: store.scope,
        filePath: store.filePath(slug),
        message: entry.error.replace(`${store.filePath(slug)}: `, ""),
      });
  }
  return warnings;
}

/**
 * Whether the manifest knows this very text of a memory, scanned by these secret rules, as free of secrets: what
 * reading it shows then needs no scan of its own. False whenever unsure (no manifest, another text, a damaged shard).
 */
export function knownFreeOfSecrets(store: ScopeStore, slug: string, text: string): boolean {
  const meta = readManifestMeta(store);
  if (!meta) return false;
  try {
    const entry = new ShardedEntries(store, meta).get(slug);
    return entry?.summary !== undefined && entry.secrets !== true && entry.hash === contentHash(text);
  } catch {
    return false;
  }
}

/** Whether a memory file still has the size and mtime its entry records (a search's check of its hits). */
export function entryIsCurrent(store: ScopeStore, slug: string, entry: ManifestEntry | undefined): boolean {
  if (!entry) return false;
  const stat = lstatSync(store.filePath(slug), { throwIfNoEntry: false });
  return stat !== undefined && stat.isFile() && stat.size === entry.size && stat.mtimeMs === entry.mtimeMs;
}
