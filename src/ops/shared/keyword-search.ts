import { join } from "node:path";
// Keyword search (BM25 over title, tags, body and the gotcha fields) in every readable scope, merged, scores
// normalised to 0–1: the search operation's default mode, and the fallback and keyword half of the semantic ones.

import { assertQueryLength, bodyWithinLimit } from "../../core/memory-limits.js";
import { UsageError } from "../../core/errors.js";
import type { Lifecycle } from "../../core/lifecycle.js";
import { memoryBody } from "../../core/memory-body.js";
import { plural } from "../../core/text/index.js";
import { redactSecrets, redactStoredDocument } from "../../core/secrets/index.js";
import type { Match, SearchMemoriesRequest, SearchMemoriesResponse, SearchResult } from "../../core/types.js";
import { searchScope, type KeywordHit } from "../../index/keyword/index.js";
import { UncheckedCatalogError, type Catalog } from "../../index/manifest/index.js";
import { isCurrentIn, openCatalog, readCheckingOnDoubt } from "../../index/derived/index.js";
import { findMatch } from "../../index/snippets.js";
import { linkCountsOf } from "../../index/graph/index.js";
import { toMemorySummary } from "../../index/manifest/index.js";
import { INDEX_DIR } from "../../store/scope-paths.js";
import type { ScopeStore } from "../../store/scope-store.js";
import type { OperationContext } from "../context.js";
import { lifecycleFilter, summaryFilter } from "./summary-filter.js";

export const DEFAULT_SEARCH_LIMIT = 10;

interface ScopedHit extends KeywordHit {
  catalog: Catalog;
}

/** The query of a search request, trimmed; refused when empty or too long. */
export function searchQuery(request: Pick<SearchMemoriesRequest, "query">): string {
  const query = typeof request.query === "string" ? request.query.trim() : "";
  if (!query) throw new UsageError('Give words to search for, e.g. memory search "token refresh".');
  assertQueryLength(query);
  return query;
}

/** Keyword search of `query` (from searchQuery); results as the search operation returns them. */
export async function keywordSearch(
  context: OperationContext,
  request: SearchMemoriesRequest,
  query: string,
): Promise<SearchMemoriesResponse> {
  return readCheckingOnDoubt((checkFiles) => keywordSearchOnce(context, request, query, checkFiles));
}

async function keywordSearchOnce(
  context: OperationContext,
  request: SearchMemoriesRequest,
  query: string,
  checkFiles: boolean,
): Promise<SearchMemoriesResponse> {
  const limit = request.limit ?? DEFAULT_SEARCH_LIMIT;
  const { hits, total, catalogs } = await keywordHits(context, request, query, { checkFiles, limit });
  const shown = hits.slice(0, limit);
  if (shown.some((hit) => !isCurrentIn(hit.catalog, hit.slug))) throw new UncheckedCatalogError();
  const top = hits[0]?.score ?? 1;
  const counts = linkCountsOf(
    catalogs,
    shown.map((hit) => hit.slug),
  );
  const results = await Promise.all(shown.map((hit) => toResult(hit, top, counts.get(hit.slug))));
  return { success: true, results, query, total };
}

/**
 * From how many files a search that first builds a scope's indexes says so: about a second's wait on a busy machine.
 * A smaller store (the first search of a new one among them) is built in a blink, and a warning would only alarm.
 */
export const REBUILD_NOTICE_FILES = 300;

/** Says on stderr (as a warning), before it starts, that a search first builds a scope's missing indexes. */
const sayRebuilding =
  (context: OperationContext) =>
  (store: ScopeStore, files: number): void => {
    if (files < REBUILD_NOTICE_FILES) return;
    context.warn({
      scope: store.scope,
      filePath: join(store.root, INDEX_DIR),
      message: `no indexes (a fresh clone, or .index/ deleted): building them from ${plural(files, "memory file")} before searching`,
    });
  };

/** Raw hits of every readable scope, best first (the best `limit` when given), how many in all, and the catalogs searched. */
export async function keywordHits(
  context: OperationContext,
  request: Omit<SearchMemoriesRequest, "query">,
  query: string,
  { checkFiles = false, limit }: { checkFiles?: boolean; limit?: number } = {},
): Promise<{ hits: ScopedHit[]; total: number; catalogs: Catalog[] }> {
  const keep = summaryFilter(context, request);
  const visible = lifecycleFilter(context, request);
  const perScope = await Promise.all(
    context.store.readable(request.scope).map(async (store) => {
      const catalog = checkFiles
        ? await (await import("../../index/derived/catalog-load.js")).loadCatalog(store, {
            onRebuild: sayRebuilding(context),
          })
        : await openCatalog(store, context.settings, sayRebuilding(context));
      catalog.warnings.forEach(context.warn);
      const { onDemand } = catalog;
      const { hits, total } = await searchScope(catalog, query, {
        // Without type/tag/as-of filters, visibility needs only each memory's lifecycle (no entry read).
        keep:
          onDemand && visible
            ? lifecycleHits(onDemand.lifecycles, visible)
            : (slug) => {
                const summary = catalog.entries.get(slug)?.summary;
                return summary !== undefined && keep(summary);
              },
        // The best `limit` of all scopes are among the best `limit` of each.
        limit,
        warn: context.warn,
      });
      for (const hit of hits) (hit as ScopedHit).catalog = catalog;
      return { catalog, hits: hits as ScopedHit[], total };
    }),
  );
  const withHits = perScope.filter((scope) => scope.hits.length > 0);
  return {
    // Each scope's hits come sorted the same way: merging is needed only when several scopes have some.
    hits: withHits.length === 1 ? withHits[0]!.hits : withHits.flatMap((scope) => scope.hits).sort(byScoreThenSlug),
    total: perScope.reduce((sum, scope) => sum + scope.total, 0),
    catalogs: perScope.map((scope) => scope.catalog),
  };
}

function byScoreThenSlug(a: ScopedHit, b: ScopedHit): number {
  return b.score - a.score || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
}

/** The filter of hits by lifecycle alone; none when no memory of the scope has one. */
function lifecycleHits(
  lifecycles: Record<string, Lifecycle>,
  visible: (lifecycle: Lifecycle | undefined) => boolean,
): ((slug: string) => boolean) | undefined {
  if (Object.keys(lifecycles).length === 0) return undefined;
  return (slug) => !Object.hasOwn(lifecycles, slug) || visible(lifecycles[slug]);
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
  const terms = new Set(Object.keys(hit.match()));
  const text = await textOf(hit.catalog, hit.slug);
  if (!text) return [];
  const candidates: Array<Match | undefined> = [
    findMatch("title", text.title, terms),
    findMatch("content", text.body, terms, titleHeadingLength(text.body, text.title)),
    findMatch("tags", text.tags.join(", "), terms),
  ];
  return candidates.filter((match): match is Match => match !== undefined);
}

/**
 * Title, tags and body of a memory, secrets redacted: from its entry and the file's body when plain (scanned only
 * when the entry says the file holds secrets), else decoded and scanned.
 */
async function textOf(
  catalog: Catalog,
  slug: string,
): Promise<{ title: string; tags: string[]; body: string } | undefined> {
  const raw = await catalog.store.readText(slug).catch(() => undefined);
  if (!raw) return undefined;
  const entry = catalog.entries.get(slug);
  // Only the part of a body the index read (a body past the limit, only its start) can hold what ranked the hit.
  const whole = entry?.summary && raw.stat.size === entry.size ? memoryBody(raw.text) : undefined;
  if (entry?.summary && whole !== undefined) {
    const body = bodyWithinLimit(whole);
    return {
      title: entry.summary.title,
      tags: entry.summary.tags,
      body: entry.secrets ? redactSecrets(body).text : body,
    };
  }
  const loaded = await catalog.store.load(slug).catch(() => undefined);
  if (!loaded) return undefined;
  const document = { ...loaded.document, body: bodyWithinLimit(loaded.document.body) };
  return redactStoredDocument(document, loaded.text).document;
}

/** Length of a leading `# <title>` line, so content matches skip the repeated title. */
function titleHeadingLength(body: string, title: string): number {
  const firstLine = body.split("\n", 1)[0] ?? "";
  return firstLine.replace(/^#\s+/, "").trim() === title && firstLine.startsWith("#") ? firstLine.length : 0;
}
