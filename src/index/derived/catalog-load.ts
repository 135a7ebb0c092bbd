// The catalog of a scope: its manifest (slug → size, mtime, content hash and a
// summary of each memory file, stored by index/manifest/files.ts) brought up to date
// with the files. The scanner finds what changed (scan.ts), and every derived
// index takes the change set, the manifest last (apply-changes.ts): hand edits,
// additions and deletions (or a `git pull`) are picked up without re-reading
// unchanged files, and a missing or corrupt index is rebuilt.

import type { ScopeStore } from "../../store/scope-store.js";
import type { FullChangeSet } from "../change-set.js";
import { contentHash, readManifestMeta, type Catalog, type ManifestEntry } from "../manifest/index.js";
import { listScope, scanScope, type Listed, type ReadAll, type ScanOptions } from "./scan.js";
import { rebuildDerived, syncDerived } from "./apply-changes.js";
import { withDerivedLock } from "./lock.js";

export { contentHash, type Catalog, type ManifestEntry, type ReadAll };
export { entryOf, readEntry, type ReadCallback } from "../manifest/index.js";

/** Told, before it starts, that a scope's indexes are built from all its files (it takes seconds in a large store). */
export type RebuildNotice = (store: ScopeStore, files: number) => void;

/**
 * Brings the derived state of one scope up to date with its files and returns
 * its catalog. A scope of `stampFrom` memories or more records the check even
 * when nothing changed.
 */
export function loadCatalog(
  store: ScopeStore,
  options: Pick<ScanOptions, "stampFrom" | "listed"> & { onRebuild?: RebuildNotice } = {},
): Promise<Catalog> {
  // The changes are found and applied under the lock: found before it, they could be older than the manifest.
  return withDerivedLock(store, () => loadCatalogUnderLock(store, options));
}

async function loadCatalogUnderLock(
  store: ScopeStore,
  options: Pick<ScanOptions, "stampFrom" | "listed"> & { onRebuild?: RebuildNotice },
): Promise<Catalog> {
  if (!options.listed?.diff && !readManifestMeta(store)) {
    // No usable manifest (a fresh clone, a deleted .index/, another version's): every file must be read, so each is
    // read once, on every core, for every index, the keyword index included (else the next search reads them again).
    const listed = options.listed ?? (await listScope(store));
    if (listed.listing.files.length > 0) {
      options.onRebuild?.(store, listed.listing.files.length);
      return (await rebuildScope(store, { listed })).catalog;
    }
    options = { ...options, listed };
  }
  const { set, changed, removed, onDemand } = await scanScope(store, options);
  await syncDerived(set);
  return {
    store,
    entries: set.entries,
    changed,
    removed,
    warnings: set.check!.warnings,
    ...(onDemand ? { onDemand } : {}),
  };
}

/**
 * Rebuilds every derived index of a scope from its files, each read once
 * (spread over threads in large stores, see rebuild-reader.ts).
 */
export function rebuildScope(
  store: ScopeStore,
  options: Parameters<typeof rebuildScopeUnderLock>[1] = {},
): Promise<{ catalog: Catalog; threads: number; written: boolean }> {
  return withDerivedLock(store, () => rebuildScopeUnderLock(store, options));
}

async function rebuildScopeUnderLock(
  store: ScopeStore,
  {
    threads,
    onProgress,
    listed,
  }: {
    /** Threads to read on (MEMORY_REINDEX_THREADS, for `memory reindex`); the cores, at most 4, when not given. */
    threads?: number;
    onProgress?: (done: number, total: number) => void;
    /** The files, when the caller just listed them. */
    listed?: Listed;
  } = {},
): Promise<{ catalog: Catalog; threads: number; written: boolean }> {
  // Indexed while reading, in listing order: no document text is kept once its postings are in.
  const { rebuildReader } = await import("./rebuild-reader.js");
  const reader = rebuildReader(store, { threads, onProgress });
  const { set, changed, removed } = await scanScope(store, {
    rescan: true,
    ...(listed ? { listed } : {}),
    readAll: reader.readAll,
    keywordBuild: reader.keywordBuild,
    recallBuild: reader.recallBuild,
  });
  const written = await syncDerived(set);
  return {
    catalog: { store, entries: set.entries, changed, removed, warnings: set.check!.warnings },
    threads: reader.threads,
    written,
  };
}

/** Rewrites the indexes made from summaries alone (gotcha, graph, recall) from a catalog's entries. */
export async function saveDerivedOfSummaries(
  store: ScopeStore,
  entries: ReadonlyMap<string, ManifestEntry>,
): Promise<void> {
  const set: FullChangeSet = { kind: "rebuild", store, changes: new Map(), entries };
  await withDerivedLock(store, () => rebuildDerived(set, ["gotcha", "graph", "recall"]));
}
