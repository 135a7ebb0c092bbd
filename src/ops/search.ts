// `memory search`: keyword search by default; semantic and hybrid ranking when asked for, or when embeddings are
// in use in a scope (that code is loaded only then).

import { UsageError } from "../core/errors.js";
import type { SearchMemoriesRequest, SearchMemoriesResponse } from "../core/types.js";
import { embeddingCacheExists } from "../index/embeddings/index.js";
import type { OperationContext } from "./context.js";
import { DEFAULT_SEARCH_LIMIT, keywordSearch, searchQuery } from "./shared/keyword-search.js";
import { autoMemoriesFor, loadAutoMemory, readsAuto } from "./shared/auto-memory.js";
import { mergeSearched, searchAutoMemory } from "./shared/auto-memory-search.js";

export async function searchMemories(
  context: OperationContext,
  request: SearchMemoriesRequest,
): Promise<SearchMemoriesResponse> {
  const query = searchQuery(request);
  const response = await searchStores(context, request, query);
  // Claude Code's own memory (the auto scope) is searched in memory, by keywords, and merged in.
  const auto = readsAuto(request.scope) ? loadAutoMemory(context) : undefined;
  if (!auto) return response;
  auto.problems.forEach(context.warn);
  const kept = new Set(autoMemoriesFor(auto, request).map((memory) => memory.slug));
  const hits = searchAutoMemory(auto, query).filter((hit) => kept.has(hit.memory.slug));
  return mergeSearched(response, hits, request.limit ?? DEFAULT_SEARCH_LIMIT);
}

async function searchStores(
  context: OperationContext,
  request: SearchMemoriesRequest,
  query: string,
): Promise<SearchMemoriesResponse> {
  if (request.mode !== undefined && !["keyword", "semantic", "hybrid"].includes(request.mode)) {
    throw new UsageError(`Unknown search mode ${JSON.stringify(request.mode)}: use keyword, semantic or hybrid.`);
  }
  const mayUseEmbeddings =
    request.mode !== undefined || context.store.readable(request.scope).some(embeddingCacheExists);
  if (request.mode !== "keyword" && mayUseEmbeddings) {
    const semantic = await import("./shared/semantic-ranking.js");
    const mode = request.mode ?? ((await semantic.embeddingsInUse(context, request.scope)) ? "hybrid" : "keyword");
    if (mode !== "keyword") return semantic.rankedSearch(context, request, query, mode);
  }
  return keywordSearch(context, request, query);
}
