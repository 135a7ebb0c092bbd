// How the manifest is stored: `.index/manifest/meta.json` and the entries
// (slug → size, mtime, content hash, summary) split into shards by slug, so a
// search reads the few entries of its hits and a write rewrites one shard.
// This module is light on purpose (no codec, no markdown parser): a search
// whose scope has not changed since it was last checked needs nothing else.
// Beside it: the stat table (stat-shards.ts), views read shard by shard
// (entries-view.ts) and the writing (save.ts).

import { CHECK_MIN_FILES } from "../../core/settings/index.js";
import { lstatSync } from "node:fs";
import type { ParseProblem } from "../../core/memory-file.js";
import type { Lifecycle } from "../../core/lifecycle.js";
import { sha256Hex } from "../../core/hash/index.js";
import { SECRET_RULES_REVISION } from "../../core/secrets/index.js";
import { shardCount } from "../../core/hash/index.js";
import type { StoreWarning } from "../../core/types.js";
import { readJsonFile } from "../../store/derived-files.js";
import { directoryStamp } from "../../store/directory-stamp.js";
import type { ScopeStore } from "../../store/scope-store.js";
import type { SummaryRecord } from "./summary-record.js";

export const MANIFEST_DIR = "manifest";
export const MANIFEST_VERSION = 16; // bump whenever ManifestEntry, StatShard or SummaryRecord (or the GotchaEntry inside it) changes shape
const ENTRIES_PER_SHARD = 48;
/** The single-file manifest of earlier versions. */
export const LEGACY_MANIFEST = "manifest.json";
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
   * entry. A check of every file that found changes gives `hashes` (the content
   * hash of each memory, "" for an unreadable one); one that found none sets
   * `unchanged`. With neither, the files were not checked, and callers
   * re-check the memories they show.
   */
  onDemand?: {
    lifecycles: Record<string, Lifecycle>;
    hashes?: ReadonlyMap<string, string>;
    /** Every file as the manifest records it: the manifest, the commit record, is current, and so is every index it commits. */
    unchanged?: true;
  };
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

export const manifestPath = (store: ScopeStore, file: string) => store.indexPath(`${MANIFEST_DIR}/${file}`);
export const metaPath = (store: ScopeStore) => manifestPath(store, "meta.json");
export const shardPath = (store: ScopeStore, generation: string, shard: number) =>
  manifestPath(store, `s-${generation}-${shard}.json`);

/** An entry as the manifest stores it: without the recall terms, which the recall index keeps. */
export function stored(entry: ManifestEntry): ManifestEntry {
  return entry.summary?.recall ? { ...entry, summary: { ...entry.summary, recall: undefined } } : entry;
}

export function idealShards(count: number): number {
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

export function readShard(store: ScopeStore, meta: ManifestMeta, shard: number): Record<string, ManifestEntry> {
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

export { directoryStamp };

export interface ManifestCheck {
  directory?: string;
  checkedAt: number;
  warnings: StoreWarning[];
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

/** Whether a memory file still has the size and mtime its entry records (a search's check of its hits). */
export function entryIsCurrent(store: ScopeStore, slug: string, entry: ManifestEntry | undefined): boolean {
  if (!entry) return false;
  const stat = lstatSync(store.filePath(slug), { throwIfNoEntry: false });
  return stat !== undefined && stat.isFile() && stat.size === entry.size && stat.mtimeMs === entry.mtimeMs;
}
