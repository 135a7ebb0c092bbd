// `memory semantic`: memories ranked by the similarity of their embeddings to the query's (see
// shared/semantic-ranking.ts), or the keyword search's results when Ollama cannot be used.

import { UsageError } from "../core/errors.js";
import type { EmbeddingsInfo, SemanticResult, SemanticSearchRequest, SemanticSearchResponse } from "../core/types.js";
import { linkCounts } from "../index/graph/index.js";
import type { Embedder } from "../index/embeddings/index.js";
import { toMemorySummary } from "../index/manifest/index.js";
import type { OperationContext } from "./context.js";
import { DEFAULT_SEARCH_LIMIT } from "./shared/keyword-search.js";
import { DEFAULT_THRESHOLD, filtersOf, rankingOrKeyword, round3, validThreshold } from "./shared/semantic-ranking.js";

/** The operation's parameters, for its adapters. */
export { DEFAULT_THRESHOLD, MAX_EMBEDDED_PER_SEARCH, validThreshold } from "./shared/semantic-ranking.js";

export async function semanticSearch(
  context: OperationContext,
  request: SemanticSearchRequest,
  embedder?: Embedder,
): Promise<SemanticSearchResponse> {
  const query = typeof request.query === "string" ? request.query.replace(/\s+/g, " ").trim() : "";
  if (!query) throw new UsageError('Give words to search for, e.g. memory semantic "auth problems".');
  const threshold = request.threshold === undefined ? DEFAULT_THRESHOLD : validThreshold(request.threshold);
  const limit = request.limit ?? DEFAULT_SEARCH_LIMIT;
  if (!Number.isSafeInteger(limit) || limit < 1)
    throw new UsageError(`--limit must be a whole number of at least 1, got ${JSON.stringify(request.limit)}.`);
  const filters = filtersOf(request);
  const found = await rankingOrKeyword(context, query, filters, { query, ...filters, limit }, embedder);
  if ("keyword" in found) {
    return {
      success: true,
      results: found.keyword.results.map((result) => ({ memory: result.memory, similarity: result.score })),
      query,
      total: found.keyword.total,
      embeddings: found.embeddings,
    };
  }
  const { ranking } = found;
  const above = ranking.hits.filter((hit) => hit.similarity >= threshold);
  const counts = linkCounts(ranking.catalogs);
  const results: SemanticResult[] = above.slice(0, limit).map((hit) => ({
    memory: toMemorySummary(
      hit.slug,
      hit.catalog.store.scope,
      hit.catalog.entries.get(hit.slug)!.summary!,
      counts.get(hit.slug),
    ),
    similarity: round3(hit.similarity),
  }));
  const embeddings: EmbeddingsInfo = { available: true, model: ranking.model, fallback: false };
  if (ranking.skipped > 0) embeddings.skipped = ranking.skipped;
  return { success: true, results, query, total: above.length, embeddings };
}
