export * from "./edge-index.js";
export * from "./lookup.js";
export * from "./memory-graph.js";
