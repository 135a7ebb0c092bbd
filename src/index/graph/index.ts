// The memory graph (links and wikilinks across scopes) and each scope's stored edge index.
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
