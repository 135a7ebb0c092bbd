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
