// `memory search`: keyword search by default; semantic and hybrid ranking when asked for, or when embeddings are
// in use in a scope (that code is loaded only then).

import { UsageError } from "../core/errors.js";
import type { SearchMemoriesRequest, SearchMemoriesResponse } from "../core/types.js";
import { embeddingCacheExists } from "../index/embedding-cache.js";
import type { OperationContext } from "./context.js";
import { keywordSearch, searchQuery } from "./shared/keyword-search.js";

export async function searchMemories(
  context: OperationContext,
  request: SearchMemoriesRequest,
): Promise<SearchMemoriesResponse> {
  const query = searchQuery(request);
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
