// The manifest of a scope: its stored entries (size, mtime, hash, summary of each memory file) and how an entry is made.
export { entryOf, type KnownEntries, type KnownEntry, problemsOf, type ReadCallback, readEntry } from "./entry.js";
export { knownFreeOfSecrets, PatchedEntries, ShardedEntries } from "./entries-view.js";
export {
  type Catalog,
  CHECK_SKIPPING_FILES,
  checkedHash,
  contentHash,
  directoryStamp,
  entryIsCurrent,
  entryWarnings,
  type ManifestCheck,
  type ManifestEntry,
  type ManifestMeta,
  readManifestEntries,
  readManifestMeta,
  setLifecycle,
  UncheckedCatalogError,
} from "./files.js";
export { moveManifestStamp, recordManifestEntry, saveManifest, saveManifestCheck } from "./save.js";
export { readStatColumns, readStatShard, type StatColumns, type StatShard } from "./stat-shards.js";
export { compileGlob, gotchaEntry, isInjectable, shortText } from "./gotcha-entry.js";
export { isRecallable, outgoingEdges, summaryOf } from "./summary.js";
export { type OutgoingEdge, type SummaryRecord, toMemorySummary } from "./summary-record.js";
