// The public API's graph operations: link, list edges, visualise, suggest links (spec 003; additions marked).

import type { MemoryType } from "../vocabulary.js";

// ── graph ──────────────────────────────────────────────────────────────────

export interface LinkMemoriesRequest {
  source: string;
  target: string;
  label: string;
  reverseLabel?: string;
}

export interface LinkMemoriesResponse {
  success: boolean;
  source: string;
  target: string;
  label: string;
  reverseLabel: string;
  message: string;
}

export type EdgeDirection = "outgoing" | "incoming";

export interface ListEdgesRequest {
  slug: string;
  direction?: EdgeDirection | "both";
  format?: "list" | "json";
  /** At most this many edges, outgoing first (default: all). */
  limit?: number;
  /** Skip the first n. */
  offset?: number;
}

export interface EdgeInfo {
  direction: EdgeDirection;
  /** The memory at the other end of the edge. */
  target: string;
  label: string;
  targetTitle: string;
  /** "missing" when the other end does not exist (a broken link). */
  targetType: MemoryType | "missing";
  created: string;
}

export interface ListEdgesResponse {
  success: boolean;
  slug: string;
  /** The page asked for (every edge without a limit). */
  edges: EdgeInfo[];
  /** Every edge in the direction asked for, before the limit. */
  total: number;
  /** The same, per direction. */
  counts: Record<EdgeDirection, number>;
}

export interface VisualiseGraphRequest {
  slug: string;
  depth?: number;
  format?: "mermaid" | "json";
  /** At most this many memories (nearest first) and this many edges between them (default: all). */
  limit?: number;
}

export interface GraphNode {
  slug: string;
  title: string;
  type: MemoryType;
  level: number;
}

export interface GraphEdge {
  source: string;
  target: string;
  label: string;
}

export interface VisualiseGraphResponse {
  success: boolean;
  diagram: string;
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** Memories and edges within the depth, before the limit: more than shown when it left some out. */
  totalNodes: number;
  totalEdges: number;
}

export interface SuggestLinksRequest {
  slug?: string;
  minSimilarity?: number;
  limit?: number;
  format?: "list" | "json";
}

export interface LinkSuggestion {
  source: string;
  target: string;
  proposedLabel: string;
  similarity: number;
  rationale: string;
}

export interface SuggestLinksResponse {
  success: boolean;
  suggestions: LinkSuggestion[];
  total: number;
  embeddings: { available: boolean };
}
