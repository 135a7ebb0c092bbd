// The derived-state pipeline: a scope's manifest and indexes brought in step with its files (a check, a write, a rebuild).
export { afterDelete, afterWrite } from "./after-write.js";
export {
  type Catalog,
  contentHash,
  loadCatalog,
  type ManifestEntry,
  rebuildScope,
  saveDerivedOfSummaries,
} from "./catalog-load.js";
export { checkedCatalog, isCurrentAmong, isCurrentIn, openCatalog, readCheckingOnDoubt } from "./catalog-open.js";
export { hookIndexDisagreements } from "./hook-index-check.js";
export { recordedHookStamp, recordHookStamp } from "./hook-stamp.js";
export { withDerivedLock } from "./lock.js";
