// spec 003 "Keyword Search": BM25 over title, tags, body (and rule,
// implication, kind) in every available scope, merged, scores normalised to 0–1.

import { UsageError } from "../core/errors.js";
import type { Match, SearchMemoriesRequest, SearchMemoriesResponse, SearchResult } from "../core/types.js";
import { searchScope, type KeywordHit } from "../index/keyword-index.js";
import { loadCatalog, type Catalog } from "../index/manifest.js";
import { findMatch } from "../index/snippets.js";
import { linkCounts } from "../index/graph.js";
import { toMemorySummary } from "../index/summary.js";
import type { OperationContext } from "./context.js";
import { summaryFilter } from "./summary-filter.js";

export const DEFAULT_SEARCH_LIMIT = 10;

interface ScopedHit extends KeywordHit {
  catalog: Catalog;
}

export async function searchMemories(context: OperationContext, request: SearchMemoriesRequest): Promise<SearchMemoriesResponse> {
  const query = typeof request.query === "string" ? request.query.trim() : "";
  if (!query) throw new UsageError('Give words to search for, e.g. memory search "token refresh".');
  // ── modes (issue 6): semantic and hybrid ranking live in semantic.ts, loaded only when used ──
  if (request.mode !== undefined && !["keyword", "semantic", "hybrid"].includes(request.mode)) {
    throw new UsageError(`Unknown search mode ${JSON.stringify(request.mode)}: use keyword, semantic or hybrid.`);
  }
  if (request.mode !== "keyword") {
    const semantic = await import("./semantic.js");
    const mode = request.mode ?? ((await semantic.embeddingsInUse(context, request.scope)) ? "hybrid" : "keyword");
    if (mode !== "keyword") return semantic.rankedSearch(context, request, query, mode);
  }
  // ── end of modes ──
  const { hits, catalogs } = await keywordHits(context, request, query);
  const limit = request.limit ?? DEFAULT_SEARCH_LIMIT;
  const top = hits[0]?.score ?? 1;
  const counts = linkCounts(catalogs);
  const results = await Promise.all(hits.slice(0, limit).map((hit) => toResult(hit, top, counts.get(hit.slug))));
  return { success: true, results, query, total: hits.length };
}

/** Raw hits of every readable scope, best first, with the catalogs searched. */
export async function keywordHits(
  context: OperationContext,
  request: Omit<SearchMemoriesRequest, "query">,
  query: string,
): Promise<{ hits: ScopedHit[]; catalogs: Catalog[] }> {
  const keep = summaryFilter(context, request);
  const perScope = await Promise.all(
    context.store.readable(request.scope).map(async (store) => {
      const catalog = await loadCatalog(store);
      catalog.warnings.forEach(context.warn);
      const hits = await searchScope(catalog, query, {
        filter: (result) => {
          const summary = catalog.entries.get(String(result.id))?.summary;
          return summary !== undefined && keep(summary);
        },
      }, context.warn);
      return { catalog, hits: hits.map((hit) => ({ ...hit, catalog })) };
    }),
  );
  return {
    hits: perScope.flatMap((scope) => scope.hits).sort((a, b) => b.score - a.score || a.slug.localeCompare(b.slug)),
    catalogs: perScope.map((scope) => scope.catalog),
  };
}

async function toResult(hit: ScopedHit, topScore: number, linkCount: number | undefined): Promise<SearchResult> {
  const { store } = hit.catalog;
  const summary = hit.catalog.entries.get(hit.slug)!.summary!;
  return {
    memory: toMemorySummary(hit.slug, store.scope, summary, linkCount),
    score: Math.round((hit.score / topScore) * 1000) / 1000,
    matches: await matchesOf(hit),
  };
}

/** Where the query terms (the hit's matched terms) occur in the memory, per field. */
export async function matchesOf(hit: Pick<ScopedHit, "catalog" | "slug" | "match">): Promise<Match[]> {
  const terms = new Set(Object.keys(hit.match));
  const loaded = await hit.catalog.store.load(hit.slug).catch(() => undefined);
  if (!loaded) return [];
  const { document } = loaded;
  const candidates: Array<Match | undefined> = [
    findMatch("title", document.title, terms),
    findMatch("content", document.body, terms, titleHeadingLength(document.body, document.title)),
    findMatch("tags", document.tags.join(", "), terms),
  ];
  return candidates.filter((match): match is Match => match !== undefined);
}

/** Length of a leading `# <title>` line, so content matches skip the repeated title. */
function titleHeadingLength(body: string, title: string): number {
  const firstLine = body.split("\n", 1)[0] ?? "";
  return firstLine.replace(/^#\s+/, "").trim() === title && firstLine.startsWith("#") ? firstLine.length : 0;
}
