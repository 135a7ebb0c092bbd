// The manifest's stat table: size, mtime and content hash of each memory file, in shards a check of the files reads
// instead of the entries (a fifth of their bytes).

import { readDerivedFile, readJsonFile } from "../../store/derived-files.js";
import type { ScopeStore } from "../../store/scope-store.js";
import { checkedHash, type ManifestEntry, type ManifestMeta, manifestPath } from "./files.js";

export const statPath = (store: ScopeStore, generation: string, shard: number) =>
  manifestPath(store, `t-${generation}-${shard}.json`);
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

export function statShardsFor(entryShards: number): number {
  return Math.max(1, Math.floor(entryShards / ENTRY_SHARDS_PER_STAT_SHARD));
}

export function emptyStatShard(generation: string): StatShard {
  return { generation, slugs: [], sizes: [], mtimes: [], hashes: [], updated: [], created: [] };
}

/** The columns of a stat shard, the optional dates included when it has them. */
function statColumns(shard: StatShard): unknown[][] {
  const columns: unknown[][] = [shard.slugs, shard.sizes, shard.mtimes, shard.hashes];
  if (shard.updated && shard.created) columns.push(shard.updated, shard.created);
  return columns;
}

/** Records (or with undefined, removes) one memory's stat in its shard; `at`: where the slug is (-1: not there). */
export function setStat(
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
  if (!linedUp(slugs, [slugs, sizes, mtimes, hashes])) return undefined;
  // Dates that do not line up with the slugs are left out (a list then reads every entry), the shard still serves.
  const dated = linedUp(slugs, [updated, created]);
  return dated ? stats : { generation: stats.generation, slugs, sizes, mtimes, hashes };
}

/** What a check of the files compares: the first columns of a stat shard. */
export type StatColumns = Pick<StatShard, "generation" | "slugs" | "sizes" | "mtimes">;

/**
 * The columns a check compares, parsed without the hashes and dates written after them (two thirds of a shard's
 * bytes, which a check that finds nothing changed never needs); the whole shard when they are not where written.
 */
export function readStatColumns(store: ScopeStore, meta: ManifestMeta, shard: number): StatColumns | undefined {
  const bytes = readDerivedFile(statPath(store, meta.generation, shard));
  if (bytes === undefined) return undefined;
  const end = bytes.indexOf(HASHES_KEY);
  return (
    (end >= 0 ? parsedColumns(`${bytes.toString("utf8", 0, end)}}`, meta) : undefined) ??
    parsedColumns(bytes.toString("utf8"), meta)
  );
}

function parsedColumns(text: string, meta: ManifestMeta): StatColumns | undefined {
  let stats: StatColumns | undefined;
  try {
    stats = JSON.parse(text) as StatColumns;
  } catch {
    return undefined;
  }
  if (stats?.generation !== meta.generation) return undefined;
  const { slugs, sizes, mtimes } = stats;
  return linedUp(slugs, [slugs, sizes, mtimes]) ? stats : undefined;
}

/** Whether each of a shard's parsed `columns` is an array of one value per slug (list `slugs` first to check it too). */
function linedUp(slugs: readonly unknown[], columns: readonly unknown[]): boolean {
  return columns.every((column) => Array.isArray(column) && column.length === slugs.length);
}

/** Where the hashes start, after the slugs, sizes and mtimes (no slug holds a quote). */
const HASHES_KEY = ',"hashes":';
