// The manifest of a scope: its stored entries (size, mtime, hash, summary of each memory file) and how an entry is made.
export { entryOf, type ReadCallback, readEntry } from "./entry.js";
export {
  type Catalog,
  CHECK_SKIPPING_FILES,
  checkedHash,
  contentHash,
  directoryStamp,
  entryIsCurrent,
  entryWarnings,
  knownFreeOfSecrets,
  type ManifestCheck,
  type ManifestEntry,
  type ManifestMeta,
  moveManifestStamp,
  PatchedEntries,
  readManifestEntries,
  readManifestMeta,
  readStatShard,
  recordManifestEntry,
  saveManifest,
  saveManifestCheck,
  setLifecycle,
  ShardedEntries,
  type StatShard,
  UncheckedCatalogError,
} from "./files.js";
export { compileGlob, gotchaEntry, isInjectable, shortText } from "./gotcha-entry.js";
export { isRecallable, outgoingEdges, summaryOf } from "./summary.js";
export { type OutgoingEdge, type SummaryRecord, toMemorySummary } from "./summary-record.js";
