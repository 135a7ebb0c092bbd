// Read-only views of a stored manifest's entries: read shard by shard when asked for, or patched with what a check
// of the changed files found.

import { shardOf } from "../../core/hash/index.js";
import { MEMORY_LIMITS } from "../../core/memory-limits.js";
import type { ScopeStore } from "../../store/scope-store.js";
import { contentHash, type ManifestEntry, type ManifestMeta, readManifestMeta, readShard } from "./files.js";
import { readStatShard, type StatShard } from "./stat-shards.js";

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

/**
 * Whether the manifest knows this very text of a memory, scanned by these secret rules, as free of secrets: what
 * reading it shows then needs no scan of its own. False whenever unsure (no manifest, another text, a damaged shard).
 */
export function knownFreeOfSecrets(store: ScopeStore, slug: string, text: string): boolean {
  const meta = readManifestMeta(store);
  if (!meta) return false;
  try {
    const entry = new ShardedEntries(store, meta).get(slug);
    // A body past the limit was scanned only up to it (see entryOf): showing the whole of it needs a scan.
    if (text.length > MEMORY_LIMITS.body) return false;
    return entry?.summary !== undefined && entry.secrets !== true && entry.hash === contentHash(text);
  } catch {
    return false;
  }
}
