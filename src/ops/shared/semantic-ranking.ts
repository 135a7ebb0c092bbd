// Semantic ranking, for `memory semantic`, `memory search --mode semantic|hybrid` and link suggestions: cosine similarity between the query's embedding
// and each memory's cached embedding (src/index/embeddings/cache.ts), in every
// readable scope. A search embeds at most MAX_EMBEDDED_PER_SEARCH memories
// that are missing from the cache or stale (newest first, in the same request
// as the query) and reports how many it left out (`embeddings.skipped`).
//
// When Ollama cannot be used (not running, model not pulled, a bad answer)
// the typed error is kept in `embeddings.error` and the results are the
// keyword search's, with `similarity` = the keyword score (0–1, relative to the
// best hit; the threshold does not apply to it). It never throws for that.
//
// Hybrid ranking (`memory search --mode hybrid`): weighted reciprocal rank
// fusion, score(d) = 1/(K + keyword rank) + w/(K + semantic rank), ranks from
// 1, K = RRF_K (2), w = HYBRID_SEMANTIC_WEIGHT (0.5); only semantic hits at or
// above the threshold take part. Why not the usual K = 60 with equal weights:
// the product cannot know how good the user's embedding model is, and with a
// model much weaker than BM25 that fusion ranks far below keyword search alone
// (SciFact: 0.44 vs 0.68 nDCG@10 with USE Lite; shared/data/scifact/README.md).
// K = 60 flattens the keyword ranks (1/61 vs 1/62), so any semantic weight
// reorders the keyword top 10; a small K keeps a clear keyword order at the
// top, and the half weight means a semantic #1 passes keyword hits below #3
// only. Measured with a weak stand-in model (the tests' hashed bag of words,
// dense alone 0.43) on SciFact test: keyword 0.6933, RRF K=60 equal weights
// 0.6273, K=60 w=0.5 0.6547, K=10 0.6747, K=5 0.6820, K=2 w=0.5 0.6928.
// Not measured with a real Ollama model (none can run here).
// Override with MEMORY_HYBRID_SEMANTIC_WEIGHT (0–1).

import {
  EmbeddingFailedError,
  type MemoryError,
  ModelNotFoundError,
  OllamaUnavailableError,
  UsageError,
} from "../../core/errors.js";
import type {
  EmbeddingsInfo,
  SearchMemoriesRequest,
  SearchMemoriesResponse,
  SearchMode,
  SearchResult,
} from "../../core/types.js";
import { EmbeddingCache, shortHash, updateEmbeddingCache } from "../../index/embeddings/index.js";
import { queryText } from "../../index/embeddings/index.js";
import { EmbeddingSimilarity, MAX_EMBEDDING_PAIRS_MEMORIES } from "../../index/embeddings/index.js";
import { linkCounts, type MemoryGraph } from "../../index/graph/index.js";
import type { SimilarityProvider } from "../../index/similarity.js";
import { queryTerms } from "../../index/keyword/index.js";
import { loadCatalog, type Catalog } from "../../index/derived/index.js";
import { embeddingSettings, OllamaEmbedder, type Embedder } from "../../index/embeddings/index.js";
import { toMemorySummary } from "../../index/manifest/index.js";
import type { OperationContext } from "../context.js";
import { embedSlugs } from "./embed.js";
import { summaryFilter } from "./summary-filter.js";
import { DEFAULT_SEARCH_LIMIT, keywordHits, keywordSearch, matchesOf, searchQuery } from "./keyword-search.js";

export const DEFAULT_THRESHOLD = 0.3;
export const MAX_EMBEDDED_PER_SEARCH = 50;
export const RRF_K = 2;
export const HYBRID_SEMANTIC_WEIGHT = 0.5;

export interface SemanticHit {
  catalog: Catalog;
  slug: string;
  similarity: number;
}

export interface SemanticRanking {
  model: string;
  /** Every candidate with a vector, best first (no threshold). */
  hits: SemanticHit[];
  catalogs: Catalog[];
  /** Candidates left out: missing or stale, beyond what one search embeds. */
  skipped: number;
}

type Filters = Pick<SearchMemoriesRequest, "scope" | "type" | "tags" | "asOf" | "includeExpired" | "includeDeprecated">;

export function isEmbeddingError(error: unknown): error is MemoryError {
  return (
    error instanceof OllamaUnavailableError ||
    error instanceof ModelNotFoundError ||
    error instanceof EmbeddingFailedError
  );
}

/** True when semantic ranking is in use here: enabled, and some scope has a cache for the configured model. */
export async function embeddingsInUse(
  context: OperationContext,
  scope?: SearchMemoriesRequest["scope"],
): Promise<boolean> {
  const settings = embeddingSettings(context.settings);
  if (!settings.enabled) return false;
  for (const store of context.store.readable(scope)) {
    if ((await EmbeddingCache.load(store)).servesModel(settings.model)) return true;
  }
  return false;
}

/**
 * Similarity of every filtered memory to `query`, embedding what is missing
 * (up to the per-search cap). Throws the embedding errors (Ollama unavailable, model not found, failed).
 */
export async function semanticRanking(
  context: OperationContext,
  query: string,
  filters: Filters,
  embedder?: Embedder,
): Promise<SemanticRanking> {
  const settings = embeddingSettings(context.settings);
  if (!embedder && !settings.enabled) {
    throw new OllamaUnavailableError(
      "Semantic search is turned off (MEMORY_EMBEDDINGS=off). Unset it to use Ollama embeddings.",
      { host: settings.host, model: settings.model, disabled: true },
    );
  }
  const model = embedder?.model ?? settings.model;
  const keep = summaryFilter(context, filters);
  const scopes = await Promise.all(
    context.store.readable(filters.scope).map(async (store) => {
      const catalog = await loadCatalog(store);
      catalog.warnings.forEach(context.warn);
      const cache = await EmbeddingCache.loadWithVectors(store);
      const candidates = new Set<string>();
      const missing: Array<{ slug: string; updated: string }> = [];
      for (const [slug, entry] of catalog.entries) {
        const summary = entry.summary;
        if (!summary) continue;
        if (!keep(summary)) continue;
        candidates.add(slug);
        if (!cache.isFresh(slug, entry.hash, model)) missing.push({ slug, updated: summary.updated });
      }
      return { store, catalog, cache, candidates, missing };
    }),
  );
  // The newest memories first: they are the likeliest to be missing from the cache for a reason worth fixing now.
  const queue = scopes
    .flatMap((scope) => scope.missing.map((item) => ({ ...item, scope })))
    .sort((a, b) => b.updated.localeCompare(a.updated) || a.slug.localeCompare(b.slug));
  const now = queue.slice(0, MAX_EMBEDDED_PER_SEARCH);
  const skipped = queue.length - now.length;
  const client = embedder ?? new OllamaEmbedder(settings);
  const dimension = scopes.find((scope) => scope.cache.servesModel(model) && scope.cache.entries.size > 0)?.cache
    .dimension;

  // One call: the query first, then the missing memories of each scope.
  let queryVector: Float32Array | undefined;
  const fresh = new Map<(typeof scopes)[number], Array<{ slug: string; hash: string; vector: Float32Array }>>();
  for (const scope of scopes) {
    const slugs = now.filter((item) => item.scope === scope).map((item) => item.slug);
    if (slugs.length === 0) continue;
    // The call carrying the query is waited on by the search: it gets the short query deadline.
    const put = await embedSlugs(
      client,
      scope.store,
      slugs,
      dimension ?? queryVector?.length,
      queryVector ? [] : [queryText(model, query)],
      { query: !queryVector },
    );
    queryVector ??= put.extraVectors?.[0];
    fresh.set(scope, put);
  }
  if (!queryVector)
    queryVector = (
      await client.embed([queryText(model, query)], { ...(dimension === undefined ? {} : { dimension }), query: true })
    )[0]!;
  for (const [scope, put] of fresh) {
    if (put.length === 0) continue;
    await updateEmbeddingCache(scope.store, { model, dimension: queryVector.length, put }).catch(() => undefined); // derived state: best effort
  }

  const hits: SemanticHit[] = [];
  for (const scope of scopes) {
    const { catalog, cache, candidates } = scope;
    const added = new Map((fresh.get(scope) ?? []).map((item) => [item.slug, item]));
    if (cache.servesModel(model)) {
      const scored = await cache.score(
        queryVector,
        (slug, entry) =>
          candidates.has(slug) && !added.has(slug) && entry.hash === shortHash(catalog.entries.get(slug)!.hash),
      );
      for (const { slug, similarity } of scored) hits.push({ catalog, slug, similarity });
    }
    for (const item of added.values())
      hits.push({ catalog, slug: item.slug, similarity: cosine(queryVector, item.vector) });
  }
  hits.sort((a, b) => b.similarity - a.similarity || a.slug.localeCompare(b.slug));
  return { model, hits, catalogs: scopes.map((scope) => scope.catalog), skipped };
}

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return Math.min(1, Math.max(0, dot));
}

export const round3 = (value: number) => Math.round(value * 1000) / 1000;

export function validThreshold(value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 1) {
    throw new UsageError(`--threshold must be a number from 0 to 1, got ${JSON.stringify(value)}.`);
  }
  return value;
}

export function filtersOf(request: Filters): Filters {
  const { scope, type, tags, asOf, includeExpired, includeDeprecated } = request;
  return Object.fromEntries(
    Object.entries({ scope, type, tags, asOf, includeExpired, includeDeprecated }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as Filters;
}

function fallbackInfo(context: OperationContext, error: MemoryError, embedder?: Embedder): EmbeddingsInfo {
  return {
    available: false,
    model: embedder?.model ?? embeddingSettings(context.settings).model,
    fallback: true,
    error: error.toJSON(),
  };
}

/**
 * The semantic ranking; or, when no embeddings can be had (Ollama down, model missing), the keyword search of
 * `keywordRequest` with what went wrong and how to turn embeddings on.
 */
export async function rankingOrKeyword(
  context: OperationContext,
  query: string,
  filters: Filters,
  keywordRequest: SearchMemoriesRequest,
  embedder?: Embedder,
): Promise<{ ranking: SemanticRanking } | { keyword: SearchMemoriesResponse; embeddings: EmbeddingsInfo }> {
  try {
    return { ranking: await semanticRanking(context, query, filters, embedder) };
  } catch (error) {
    if (!isEmbeddingError(error)) throw error;
    const keyword = await keywordSearch(context, { ...keywordRequest, query, mode: "keyword" }, searchQuery({ query }));
    return { keyword, embeddings: fallbackInfo(context, error, embedder) };
  }
}

/** `memory search --mode semantic|hybrid` (the search operation hands over here). */
export async function rankedSearch(
  context: OperationContext,
  request: SearchMemoriesRequest,
  query: string,
  mode: Exclude<SearchMode, "keyword">,
  embedder?: Embedder,
): Promise<SearchMemoriesResponse> {
  const limit = request.limit ?? DEFAULT_SEARCH_LIMIT;
  const filters = filtersOf(request);
  const found = await rankingOrKeyword(context, query, filters, request, embedder);
  if ("keyword" in found) return { ...found.keyword, mode: "keyword", embeddings: found.embeddings };
  const { ranking } = found;
  const embeddings: EmbeddingsInfo = {
    available: true,
    model: ranking.model,
    fallback: false,
    ...(ranking.skipped > 0 ? { skipped: ranking.skipped } : {}),
  };
  const terms = () => Object.fromEntries(queryTerms(query).map((term) => [term, [] as string[]]));
  const semantic = ranking.hits.filter((hit) => hit.similarity >= DEFAULT_THRESHOLD);
  const key = (catalog: Catalog, slug: string) => `${catalog.store.scope}\u0000${slug}`;
  const fused = new Map<
    string,
    { catalog: Catalog; slug: string; score: number; match: () => Record<string, string[]> }
  >();
  if (mode === "semantic") {
    for (const hit of semantic)
      fused.set(key(hit.catalog, hit.slug), {
        catalog: hit.catalog,
        slug: hit.slug,
        score: hit.similarity,
        match: terms,
      });
  } else {
    const { hits } = await keywordHits(context, request, query);
    const scores = fuseRankings(
      hits.map((hit) => key(hit.catalog, hit.slug)),
      semantic.map((hit) => key(hit.catalog, hit.slug)),
      context.settings.hybridSemanticWeight,
    );
    for (const hit of hits)
      fused.set(key(hit.catalog, hit.slug), {
        catalog: hit.catalog,
        slug: hit.slug,
        score: scores.get(key(hit.catalog, hit.slug))!,
        match: () => hit.match(),
      });
    for (const hit of semantic) {
      const k = key(hit.catalog, hit.slug);
      if (!fused.has(k)) fused.set(k, { catalog: hit.catalog, slug: hit.slug, score: scores.get(k)!, match: terms });
    }
  }
  const ordered = [...fused.values()].sort((a, b) => b.score - a.score || a.slug.localeCompare(b.slug));
  const top = ordered[0]?.score || 1;
  const counts = linkCounts(ranking.catalogs);
  const results: SearchResult[] = await Promise.all(
    ordered.slice(0, limit).map(async (item) => ({
      memory: toMemorySummary(
        item.slug,
        item.catalog.store.scope,
        item.catalog.entries.get(item.slug)!.summary!,
        counts.get(item.slug),
      ),
      score: round3(item.score / top),
      matches: await matchesOf({ catalog: item.catalog, slug: item.slug, match: item.match }),
    })),
  );
  return { success: true, results, query, total: ordered.length, mode, embeddings };
}

/**
 * Weighted reciprocal rank fusion: Σ w / (RRF_K + rank), rank from 1, keyword
 * weight 1 and semantic weight `semanticWeight`. Keys: best first in each list.
 */
export function fuseRankings(
  keyword: string[],
  semantic: string[],
  semanticWeight = HYBRID_SEMANTIC_WEIGHT,
  k = RRF_K,
): Map<string, number> {
  const scores = new Map<string, number>();
  keyword.forEach((key, rank) => scores.set(key, (scores.get(key) ?? 0) + 1 / (k + rank + 1)));
  semantic.forEach((key, rank) => scores.set(key, (scores.get(key) ?? 0) + semanticWeight / (k + rank + 1)));
  return scores;
}

/**
 * Link suggestions over embeddings: when a cache for the configured model is
 * in use, every memory of `graph` has (or gets, up to the per-search cap) a
 * vector, and for the all-pairs pass the store is small enough. Otherwise
 * undefined, and suggest-links keeps TF-IDF. Never throws for Ollama.
 */
export async function embeddingSimilarityFor(
  context: OperationContext,
  catalogs: Catalog[],
  graph: MemoryGraph,
  terms: Pick<SimilarityProvider, "sharedTerms">,
  allPairs: boolean,
): Promise<EmbeddingSimilarity | undefined> {
  const settings = embeddingSettings(context.settings);
  if (!settings.enabled) return undefined;
  const perScope = await Promise.all(
    catalogs.map(async (catalog) => ({ catalog, cache: await EmbeddingCache.loadWithVectors(catalog.store) })),
  );
  if (!perScope.some(({ cache }) => cache.servesModel(settings.model))) return undefined;
  const members = perScope.flatMap(({ catalog, cache }) =>
    [...catalog.entries]
      .filter(([slug, entry]) => entry.summary && graph.nodes.get(slug)?.scope === catalog.store.scope)
      .map(([slug, entry]) => ({ catalog, cache, slug, hash: entry.hash })),
  );
  if (allPairs && members.length > MAX_EMBEDDING_PAIRS_MEMORIES) return undefined;
  const missing = members.filter((member) => !member.cache.isFresh(member.slug, member.hash, settings.model));
  if (missing.length > MAX_EMBEDDED_PER_SEARCH) return undefined;
  const vectors = new Map<string, Float32Array>();
  try {
    const embedder = new OllamaEmbedder(settings);
    for (const { catalog, cache } of perScope) {
      const slugs = missing.filter((member) => member.catalog === catalog).map((member) => member.slug);
      if (slugs.length === 0) continue;
      const dimension = perScope.find((scope) => scope.cache.servesModel(settings.model))?.cache.dimension;
      const put = await embedSlugs(embedder, catalog.store, slugs, dimension);
      for (const item of put) vectors.set(item.slug, item.vector);
      if (put.length > 0)
        await updateEmbeddingCache(catalog.store, {
          model: settings.model,
          dimension: put[0]!.vector.length,
          put,
        }).catch(() => undefined);
      void cache;
    }
  } catch (error) {
    if (isEmbeddingError(error)) return undefined;
    throw error;
  }
  for (const member of members) {
    if (vectors.has(member.slug)) continue;
    const vector = await member.cache.vectorOf(member.slug);
    if (vector) vectors.set(member.slug, vector);
  }
  return new EmbeddingSimilarity(settings.model, vectors, terms);
}
