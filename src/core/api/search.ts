// The public API's keyword and semantic search requests and responses (spec 003; additions marked).

import type { TemporalFilter } from "../lifecycle.js";
import type { MemoryType, Scope } from "../vocabulary.js";
import type { MemorySummary } from "./memory.js";

// ── search (keyword) ───────────────────────────────────────────────────────

export interface SearchMemoriesRequest extends TemporalFilter {
  query: string;
  scope?: Scope | "all";
  type?: MemoryType;
  tags?: string[];
  limit?: number;
  format?: "list" | "json";
  /**
   * Beyond the base API: how to rank. Default: "hybrid" when an embedding cache for the
   * configured model exists (and Ollama answers), else "keyword".
   */
  mode?: SearchMode;
}

/** Beyond the base API: the ranking `memory search --mode` uses. */
export type SearchMode = "keyword" | "semantic" | "hybrid";

export interface Match {
  field: "title" | "content" | "tags";
  snippet: string;
  position: number;
}

export interface SearchResult {
  memory: MemorySummary;
  score: number;
  matches: Match[];
}

export interface SearchMemoriesResponse {
  success: boolean;
  results: SearchResult[];
  query: string;
  total: number;
  /** Addition, present when the ranking was not plain keyword search: the mode used. */
  mode?: SearchMode;
  /** Addition, present when embeddings were used or tried (as in SemanticSearchResponse). */
  embeddings?: EmbeddingsInfo;
}

// ── search (semantic) ──────────────────────────────────────────────────────

export interface SemanticSearchRequest extends TemporalFilter {
  query: string;
  scope?: Scope | "all";
  type?: MemoryType;
  tags?: string[];
  /** Similarity threshold (0-1, default: 0.3). */
  threshold?: number;
  limit?: number;
  format?: "list" | "json";
}

export interface SemanticSearchResponse {
  success: boolean;
  results: SemanticResult[];
  query: string;
  total: number;
  embeddings: EmbeddingsInfo;
}

export interface EmbeddingsInfo {
  /** Whether embeddings were used. */
  available: boolean;
  /** Model used. */
  model?: string;
  /** Whether keyword fallback occurred. */
  fallback: boolean;
  /** Beyond the base API: why embeddings were not used (with `fallback`): the typed error of the public API. */
  error?: { code: string; name: string; message: string; details?: Record<string, unknown> };
  /** Beyond the base API: memories not embedded yet, so not ranked by similarity (run `memory embed`). */
  skipped?: number;
}

export interface SemanticResult {
  memory: MemorySummary;
  /** Cosine similarity (0-1). */
  similarity: number;
}
