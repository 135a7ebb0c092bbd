export { edgeIndexReader, graphIndexExists, linkCountsOf } from "./edge-index.js";
export { GraphIndexUnreadable, indexedGraph } from "./lookup.js";
export {
  buildGraph,
  connectedTo,
  distances,
  type GraphLookup,
  linkCounts,
  type MemoryGraph,
  neighbours,
} from "./memory-graph.js";
