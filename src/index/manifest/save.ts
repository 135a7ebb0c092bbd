// Writing the manifest: whole after a check of the files (a new generation), or only the shards of the memories a
// write or a check changed.

import { rmSync } from "node:fs";
import type { Lifecycle } from "../../core/lifecycle.js";
import { shardOf } from "../../core/hash/index.js";
import { SECRET_RULES_REVISION } from "../../core/secrets/index.js";
import { writeDerivedFileSync, writeNewDerivedFileSync } from "../../store/atomic-write.js";
import { newGeneration, removeOtherGenerations } from "../../store/derived-files.js";
import { ensureRealDirectory } from "../../store/real-directory.js";
import type { ScopeStore } from "../../store/scope-store.js";
import {
  idealShards,
  LEGACY_MANIFEST,
  MANIFEST_DIR,
  MANIFEST_VERSION,
  type ManifestCheck,
  type ManifestEntry,
  type ManifestMeta,
  metaPath,
  readManifestMeta,
  readShard,
  setLifecycle,
  shardPath,
  stored,
} from "./files.js";
import { emptyStatShard, readStatShard, setStat, type StatShard, statPath, statShardsFor } from "./stat-shards.js";

function lifecyclesOf(entries: ReadonlyMap<string, ManifestEntry>): Record<string, Lifecycle> {
  const lifecycles: Record<string, Lifecycle> = {};
  for (const [slug, entry] of entries) setLifecycle(lifecycles, slug, entry);
  return lifecycles;
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
    await ensureRealDirectory(store.indexPath(MANIFEST_DIR));
    groups.forEach((group, shard) =>
      writeNewDerivedFileSync(shardPath(store, meta.generation, shard), JSON.stringify(group)),
    );
    statGroups.forEach((group, shard) =>
      writeNewDerivedFileSync(statPath(store, meta.generation, shard), JSON.stringify(group)),
    );
    writeDerivedFileSync(metaPath(store), JSON.stringify(meta));
    await removeOtherGenerations(store.indexPath(MANIFEST_DIR), meta.generation, "st");
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
  await ensureRealDirectory(store.indexPath(MANIFEST_DIR));
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
    await ensureRealDirectory(store.indexPath(MANIFEST_DIR));
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
