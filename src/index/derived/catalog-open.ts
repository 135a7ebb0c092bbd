// The catalog a search works from, with as little work as the store allows:
// an unchanged store is answered from the stored manifest (its entries read
// shard by shard on demand) without loading the file codec; anything else
// goes through the scanner and the derived-state pipeline (catalog-load.ts).

import { DEFAULT_SETTINGS, type Settings } from "../../core/settings/index.js";
import { directoryStamp } from "../../store/directory-stamp.js";
import type { ScopeStore } from "../../store/scope-store.js";
import {
  CHECK_SKIPPING_FILES,
  entryIsCurrent,
  readManifestMeta,
  ShardedEntries,
  UncheckedCatalogError,
  type Catalog,
} from "../manifest/index.js";
import { unchangedCatalog } from "./scan.js";
import { withDerivedLock } from "./lock.js";
import type { RebuildNotice } from "./catalog-load.js";

export { CHECK_SKIPPING_FILES };

/** The settings a search's check of the files follows (core/settings). */
export type CheckSettings = Pick<Settings, "checkMinFiles" | "checkIntervalMs">;

/**
 * The catalog a search works from. Stores under CHECK_SKIPPING_FILES memories
 * are checked file by file every time (a few milliseconds). Larger ones skip
 * the check, reading entries on demand, when the directory has not changed
 * (no file added, removed, renamed, or saved by replacement as editors and git
 * do) and the last check is less than the interval old (5 s,
 * MEMORY_CHECK_INTERVAL_MS; the size is MEMORY_CHECK_MIN_FILES): a file edited
 * in place is seen by searches starting at most that long after the edit.
 * Callers re-check their hits.
 */
export async function openCatalog(
  store: ScopeStore,
  settings: CheckSettings = DEFAULT_SETTINGS,
  onRebuild?: RebuildNotice,
): Promise<Catalog> {
  const meta = readManifestMeta(store);
  const age = meta?.checkedAt === undefined ? Infinity : Date.now() - meta.checkedAt;
  const minFiles = settings.checkMinFiles;
  if (
    meta &&
    meta.count >= minFiles &&
    age >= 0 &&
    age < settings.checkIntervalMs &&
    meta.directory !== undefined &&
    meta.directory === directoryStamp(store.root)
  ) {
    return {
      store,
      entries: new ShardedEntries(store, meta),
      changed: [],
      removed: [],
      warnings: meta.warnings,
      onDemand: { lifecycles: meta.lifecycles },
    };
  }
  return checkedCatalog(store, minFiles, meta, onRebuild);
}

/**
 * The catalog after every file is checked (no check skipped, whatever the size):
 * the derived indexes then hold every edit, and entries are read on demand
 * when nothing changed. For what must not miss a file edited in place a
 * moment ago, such as the links to a memory about to be deleted.
 */
export async function checkedCatalog(
  store: ScopeStore,
  stampFrom = CHECK_SKIPPING_FILES,
  meta = readManifestMeta(store),
  onRebuild?: RebuildNotice,
): Promise<Catalog> {
  const checked = await unchangedCatalog(store, meta, stampFrom);
  if ("entries" in checked) return checked;
  // Something changed: listed again under the lock (another process may have taken the changes in since), and the
  // files just listed are read from, not listed again.
  return withDerivedLock(store, async () => {
    const again = await unchangedCatalog(store, readManifestMeta(store), stampFrom);
    if ("entries" in again) return again;
    return (await import("./catalog-load.js")).loadCatalog(store, {
      stampFrom,
      listed: again,
      ...(onRebuild ? { onRebuild } : {}),
    });
  });
}

/** Whether a memory's file is as `catalog` says: always for a catalog made by checking every file, else looked at. */
export function isCurrentIn(catalog: Catalog, slug: string): boolean {
  const { onDemand } = catalog;
  const unchecked = onDemand !== undefined && onDemand.hashes === undefined && !onDemand.unchanged;
  return !unchecked || entryIsCurrent(catalog.store, slug, catalog.entries.get(slug));
}

/** The same for a memory shown from one scope of several catalogs. */
export function isCurrentAmong(catalogs: readonly Catalog[], scope: string, slug: string): boolean {
  const catalog = catalogs.find((candidate) => candidate.store.scope === scope);
  return !catalog || isCurrentIn(catalog, slug);
}

/** Tries of a read whose catalog another process replaced while it was read (each reads the new one). */
const CHECKED_ATTEMPTS = 4;

/**
 * `read(false)`, then, when it meets an entry it cannot trust (UncheckedCatalogError: a hit changed since the files
 * were last checked, a damaged manifest, or one a concurrent rebuild of the manifest replaced while this process read
 * it, shard by shard), `read(true)` with every file checked — again while other processes keep replacing it.
 */
export async function readCheckingOnDoubt<T>(read: (checkFiles: boolean) => Promise<T>): Promise<T> {
  try {
    return await read(false);
  } catch (error) {
    if (!(error instanceof UncheckedCatalogError)) throw error;
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await read(true);
    } catch (error) {
      if (!(error instanceof UncheckedCatalogError) || attempt >= CHECKED_ATTEMPTS) throw error;
    }
  }
}
