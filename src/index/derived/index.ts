export * from "./after-write.js";
export * from "./catalog-load.js";
export * from "./catalog-open.js";
export * from "./hook-index-check.js";
export * from "./hook-stamp.js";
export * from "./lock.js";
