// The scanner: the one place that finds what changed in a scope's memory
// files. It lists the files, compares each one's size and mtime with the
// stored manifest, reads only those that differ (every file for a rebuild, or
// when there is no usable manifest), and returns the change set the derived
// indexes take (apply-changes.ts). A search first asks it the cheaper question — is
// anything changed at all? — from the manifest's stat table, without the
// file codec (`unchangedCatalog`).

import { basename } from "node:path";
import type { StoreWarning } from "../../core/types.js";
import type { FileListing, FileStat, ScopeStore } from "../../store/scope-store.js";
import { directoryStamp } from "../../store/directory-stamp.js";
import { markUnusualRun } from "../../store/unusual-run.js";
import type { Change, ChangeSet, FullChangeSet } from "../change-set.js";
import { derivedIndexesExist } from "./indexes.js";
import { ifDerivedLockFree } from "./lock.js";
import { keywordDocument, type KeywordDocument } from "../keyword/index.js";
import {
  CHECK_SKIPPING_FILES,
  checkedHash,
  entryWarnings,
  PatchedEntries,
  readManifestEntries,
  readManifestMeta,
  readStatColumns,
  readStatShard,
  saveManifestCheck,
  setLifecycle,
  ShardedEntries,
  UncheckedCatalogError,
  type Catalog,
  type ManifestEntry,
  type ManifestMeta,
  type StatColumns,
  type StatShard,
} from "../manifest/index.js";

/**
 * Reads every listed file at once (a rebuild spread over threads): the entries of those still there, in listing
 * order. `listedAt`: the time taken just before the files were listed.
 */
export type ReadAll = (files: FileStat[], listedAt: number) => Promise<Map<string, ManifestEntry>>;

/** A run that reads more files than this (a rebuild, an upgrade, a large checkout) is not the usual one of its command. */
const UNUSUAL_READS = 200;

export interface ScanOptions {
  /** Re-read every file whatever the manifest says (a rebuild). */
  rescan?: boolean;
  /** How a rescan reads the files (several threads); else one by one here. */
  readAll?: ReadAll;
  onProgress?: (done: number, total: number) => void;
  /** A scope of this many memories or more records the check even when nothing changed. */
  stampFrom?: number;
  keywordBuild?: ChangeSet["keywordBuild"];
  recallBuild?: ChangeSet["recallBuild"];
  /** What a check of the files just listed (see `unchangedCatalog`): not listed again. */
  listed?: Listed;
}

/** The files a check listed, with the directory stamp taken just before. */
export interface Listed {
  listing: FileListing;
  stamp: { directory: string | undefined; checkedAt: number };
  /** What differs from the stored stat table, when it could be read (and every derived index is there). */
  diff?: StatDiff;
}

/** The files whose size or mtime differ from the stat table's (or that it lacks), and the slugs it has with no file. */
export interface StatDiff {
  meta: ManifestMeta;
  shards: StatShard[];
  differing: FileStat[];
  gone: string[];
  /** The content hash the stat table records for each file that did not differ. */
  hashes: Map<string, string>;
}

/** A check finding at most this many files changed reads only their entries; more, every entry (a pull, a checkout). */
const FEW_CHANGES = 128;

export interface Scan {
  set: FullChangeSet;
  /** Slugs added or edited (a move's new slug), in listing order, and slugs whose file is gone (a move's old slug). */
  changed: string[];
  removed: string[];
  /** Set when the entries are read on demand (see `Catalog.onDemand`). */
  onDemand?: Catalog["onDemand"];
}

export async function scanScope(
  store: ScopeStore,
  {
    rescan = false,
    readAll,
    onProgress,
    stampFrom = CHECK_SKIPPING_FILES,
    keywordBuild,
    recallBuild,
    listed,
  }: ScanOptions = {},
): Promise<Scan> {
  const diff = rescan ? undefined : listed?.diff;
  if (diff && diff.differing.length + diff.gone.length <= FEW_CHANGES) {
    try {
      return await scanDiff(store, listed!, diff, stampFrom);
    } catch (error) {
      if (!(error instanceof UncheckedCatalogError)) throw error;
      // an entry shard cannot be read: every entry is read below instead (the manifest is then rewritten whole)
    }
  }
  const stored = rescan ? undefined : readManifestMeta(store);
  const previous = stored ? readManifestEntries(store) : new Map<string, ManifestEntry>();
  // A manifest whose entries cannot be read says nothing of what changed: every index is rebuilt, the manifest whole.
  const meta = stored && (previous.size > 0 || stored.count === 0) ? stored : undefined;
  const { listing, stamp } = listed ?? (await listScope(store));
  // The file codec is loaded only when a file must be read.
  const { readEntry } = await import("../manifest/entry.js");
  // The keyword index takes the text of changed files from here (only when it is told of changes: a manifest was there).
  const read = new Map<string, KeywordDocument>();
  const onRead = meta
    ? (slug: string, document: Parameters<typeof keywordDocument>[0]) => void read.set(slug, keywordDocument(document))
    : undefined;
  const entries = new Map<string, ManifestEntry>();
  const changed: string[] = [];
  let done = 0;
  const readAhead = rescan && readAll ? await readAll(listing.files, stamp.checkedAt) : undefined;
  for (const file of readAhead ? [] : listing.files) {
    onProgress?.(done++, listing.files.length);
    const known = previous.get(file.slug);
    if (known && known.size === file.size && known.mtimeMs === file.mtimeMs) {
      entries.set(file.slug, known);
      continue;
    }
    const entry = await readEntry(store, file.slug, onRead);
    if (!entry) continue;
    entries.set(file.slug, entry);
    if (!known || known.hash !== entry.hash || known.mtimeMs !== entry.mtimeMs) changed.push(file.slug);
  }
  for (const [slug, entry] of readAhead ?? []) {
    entries.set(slug, entry);
    changed.push(slug);
  }
  if (changed.length > UNUSUAL_READS) markUnusualRun();
  const removed = [...previous.keys()].filter((slug) => !entries.has(slug));
  const set: FullChangeSet = {
    kind: rescan ? "rebuild" : meta ? "check" : "fresh",
    store,
    changes: changesOf(previous, entries, changed, removed, read),
    entries,
    check: { ...stamp, warnings: [...listing.warnings, ...entryWarnings(store, entries)] },
    stampFrom,
    ...(keywordBuild ? { keywordBuild } : {}),
    ...(recallBuild ? { recallBuild } : {}),
  };
  return { set, changed, removed };
}

/**
 * The changes of a check: `changed` slugs (added or edited) with their entries now, `removed` ones gone; a file
 * gone and a new one with the same content make a move (a rename, by hand or by git).
 */
function changesOf(
  previous: ReadonlyMap<string, ManifestEntry>,
  entries: ReadonlyMap<string, ManifestEntry>,
  changed: readonly string[],
  removed: readonly string[],
  read: ReadonlyMap<string, KeywordDocument>,
): Map<string, Change> {
  const changes = new Map<string, Change>();
  const gone = new Map(
    removed.flatMap((slug) => {
      // (a slug the stat table had may be missing from the entries a concurrent write rewrote since)
      const entry = previous.get(slug);
      return entry?.summary ? [[entry.hash, slug] as const] : [];
    }),
  );
  for (const slug of changed) {
    const entry = entries.get(slug)!;
    const keyword = read.get(slug);
    const from = !previous.has(slug) && entry.summary ? gone.get(entry.hash) : undefined;
    if (from !== undefined) gone.delete(entry.hash);
    const kind = from !== undefined ? "moved" : previous.has(slug) ? "modified" : "new";
    changes.set(slug, { kind, entry, ...(from !== undefined ? { from } : {}), ...(keyword ? { keyword } : {}) });
  }
  const moved = new Set([...changes.values()].flatMap((change) => (change.from !== undefined ? [change.from] : [])));
  for (const slug of removed) if (!moved.has(slug)) changes.set(slug, { kind: "deleted" });
  return changes;
}

/**
 * A check that found few files changed: only their files and the entries they had are read; the other entries stay
 * in the stored manifest, read shard by shard when asked for, and the derived indexes take the changes as they take
 * a write's. Throws UncheckedCatalogError, before reading any file, when one of those entries cannot be read.
 */
async function scanDiff(store: ScopeStore, listed: Listed, diff: StatDiff, stampFrom: number): Promise<Scan> {
  const previous = new ShardedEntries(store, diff.meta, diff.shards);
  for (const file of diff.differing) previous.get(file.slug);
  for (const slug of diff.gone) previous.get(slug);
  const { readEntry } = await import("../manifest/entry.js");
  const read = new Map<string, KeywordDocument>();
  const patch = new Map<string, ManifestEntry | undefined>(diff.gone.map((slug) => [slug, undefined]));
  const changed: string[] = [];
  for (const file of diff.differing) {
    const known = previous.get(file.slug);
    const entry = await readEntry(store, file.slug, (slug, document) => void read.set(slug, keywordDocument(document)));
    if (!entry) {
      if (known) patch.set(file.slug, undefined); // gone since it was listed
      continue;
    }
    patch.set(file.slug, entry);
    if (!known || known.hash !== entry.hash || known.mtimeMs !== entry.mtimeMs) changed.push(file.slug);
  }
  const removed = [...patch].flatMap(([slug, entry]) => (entry ? [] : [slug]));
  const hashes = new Map(diff.hashes);
  const lifecycles = { ...diff.meta.lifecycles };
  for (const [slug, entry] of patch) {
    if (entry) hashes.set(slug, checkedHash(entry));
    else hashes.delete(slug);
    setLifecycle(lifecycles, slug, entry);
  }
  const entries = new PatchedEntries(previous, patch, hashes.size);
  // The last check's warnings about unparseable files still there and unchanged, then those of the files read now.
  const kept = diff.meta.warnings.filter((warning) => {
    const slug = basename(warning.filePath, ".md");
    return hashes.has(slug) && !patch.has(slug);
  });
  const readNow = new Map([...patch].flatMap(([slug, entry]) => (entry ? [[slug, entry] as const] : [])));
  const warnings = [...listed.listing.warnings, ...kept, ...entryWarnings(store, readNow)];
  const set: FullChangeSet = {
    kind: "check",
    store,
    changes: changesOf(previous, entries, changed, removed, read),
    entries,
    check: { ...listed.stamp, warnings },
    stampFrom,
  };
  return { set, changed, removed, onDemand: { lifecycles, hashes } };
}

/**
 * Where each slug's stats are in a stat table, as one number (no object per memory): its place in its shard times
 * the shard count, plus the shard.
 */
function statPlaces(tables: readonly StatColumns[]): Map<string, number> {
  const places = new Map<string, number>();
  tables.forEach((table, index) => {
    const { slugs } = table;
    for (let at = 0; at < slugs.length; at++) places.set(slugs[at]!, at * tables.length + index);
  });
  return places;
}

/** Where a file's stats are in a stat table, when they are as it records them. */
function recordedAt<T extends StatColumns>(
  places: ReadonlyMap<string, number>,
  tables: readonly T[],
  file: FileStat,
): { table: T; at: number } | undefined {
  const place = places.get(file.slug);
  if (place === undefined) return undefined;
  const table = tables[place % tables.length]!;
  const at = Math.floor(place / tables.length);
  return table.sizes[at] === file.size && table.mtimes[at] === file.mtimeMs ? { table, at } : undefined;
}

/** Lists a scope's files, the directory stamp taken first (a change while listing then shows at the next check). */
export async function listScope(store: ScopeStore): Promise<Listed> {
  const stamp = { directory: directoryStamp(store.root), checkedAt: Date.now() };
  return { listing: await store.listFiles(), stamp };
}

/**
 * Every file checked against the stored manifest without the file codec: the
 * catalog when nothing changed (and the derived indexes are there), else what
 * was listed, for `scanScope` to read what changed from.
 */
export async function unchangedCatalog(
  store: ScopeStore,
  meta: ManifestMeta | undefined,
  stampFrom: number,
): Promise<Catalog | Listed> {
  const listed = await listScope(store);
  const { listing, stamp: check } = listed;
  const unchanged = (entries: ReadonlyMap<string, ManifestEntry>, warnings: StoreWarning[]): Catalog => ({
    store,
    entries,
    changed: [],
    removed: [],
    warnings,
  });
  if (!meta) return listing.files.length === 0 ? unchanged(new Map(), listing.warnings) : listed;
  if (!derivedIndexesExist(store)) return listed;
  const readTable = <T extends StatColumns>(
    read: (store: ScopeStore, meta: ManifestMeta, shard: number) => T | undefined,
  ) => {
    const tables: T[] = [];
    for (let shard = 0; shard < meta.statShards; shard++) {
      const table = read(store, meta, shard);
      if (!table) return undefined;
      tables.push(table);
    }
    return tables;
  };
  // The sizes and mtimes alone first: only a check that finds a change needs the hashes.
  const columns = readTable(readStatColumns);
  if (!columns) return listed;
  const known = statPlaces(columns);
  if (known.size !== meta.count) return listed; // a stat table out of step with its meta: every entry is read
  if (listing.files.length !== known.size || !listing.files.every((file) => recordedAt(known, columns, file))) {
    // The whole shards, read again (another process may have recorded a change since).
    const shards = readTable(readStatShard);
    if (!shards) return listed;
    const places = statPlaces(shards);
    if (places.size !== meta.count) return listed;
    // The hashes of the files that did not differ, for the check to read only those that did (scanScope).
    const hashes = new Map<string, string>();
    const differing: FileStat[] = [];
    for (const file of listing.files) {
      const recorded = recordedAt(places, shards, file);
      if (recorded) hashes.set(file.slug, recorded.table.hashes[recorded.at]!);
      else differing.push(file);
    }
    const listedSlugs = new Set(listing.files.map((file) => file.slug));
    const gone = [...places.keys()].filter((slug) => !listedSlugs.has(slug));
    return { ...listed, diff: { meta, shards, differing, gone, hashes } };
  }
  // Unchanged files: their entries are read shard by shard when asked for.
  const warnings = [
    ...listing.warnings,
    ...meta.warnings.filter((warning) => known.has(basename(warning.filePath, ".md"))),
  ];
  // Only when no update of the derived state runs, and over the meta as it still is: never over a newer one.
  if (meta.count >= stampFrom)
    await ifDerivedLockFree(store, async () => {
      if (JSON.stringify(readManifestMeta(store)) === JSON.stringify(meta))
        await saveManifestCheck(store, meta, { ...check, warnings });
    });
  return {
    ...unchanged(new ShardedEntries(store, meta), warnings),
    onDemand: { lifecycles: meta.lifecycles, unchanged: true },
  };
}
