// The types of the public API (the contract, field for field), one module per group of operations.
export * from "./graph.js";
export * from "./health.js";
export * from "./index-page.js";
export * from "./json-api.js";
export * from "./memory.js";
export * from "./promote.js";
export * from "./search.js";
