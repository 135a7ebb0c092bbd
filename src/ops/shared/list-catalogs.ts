// Listing over catalogs already loaded: the list operation and `memory validate` (over the files it has just
// read, writing nothing) share it.

import type {
  AppliedFilters,
  ListMemoriesRequest,
  ListMemoriesResponse,
  MemorySummary,
  SortField,
} from "../../core/types.js";
import { loadCatalog, type Catalog } from "../../index/derived/index.js";
import { ShardedEntries } from "../../index/manifest/index.js";
import { linkCounts } from "../../index/graph/index.js";
import { linkCountsOf } from "../../index/graph/index.js";
import { toMemorySummary, type SummaryRecord } from "../../index/manifest/index.js";
import type { OperationContext } from "../context.js";
import { lifecycleFilter, summaryFilter } from "./summary-filter.js";

/**
 * The list of catalogs read shard by shard (a large store), sorted by a date and filtered by visibility alone,
 * from the stat tables' dates: only the entries of the page shown are read. Undefined when the request or the
 * stored tables need `listCatalogs` (a type or tag filter, as-of, a title sort, dates not kept yet).
 */
export function listFromStats(
  context: OperationContext,
  catalogs: Catalog[],
  request: ListMemoriesRequest = {},
): ListMemoriesResponse | undefined {
  const sortBy: SortField = request.sortBy ?? "updated";
  const visible = lifecycleFilter(context, request);
  if (!visible || sortBy === "title") return undefined;
  // Only worth it where entries are read shard by shard; a catalog read whole (a small scope) lists from its entries.
  const sharded = catalogs.filter((catalog) => catalog.onDemand && catalog.entries instanceof ShardedEntries);
  const tables = new Map(sharded.map((catalog) => [catalog, (catalog.entries as ShardedEntries).datedStats()]));
  if (sharded.length === 0 || [...tables.values()].some((table) => table === undefined)) return undefined;
  const rows: Array<{ catalog: Catalog; slug: string; date: string }> = [];
  for (const catalog of catalogs) {
    const table = tables.get(catalog);
    if (!table) {
      for (const [slug, entry] of catalog.entries)
        if (entry.summary && visible(entry.summary.lifecycle))
          rows.push({ catalog, slug, date: entry.summary[sortBy] });
      continue;
    }
    const lifecycles = catalog.onDemand!.lifecycles;
    for (const shard of table) {
      const dates = shard[sortBy]!;
      shard.slugs.forEach((slug, at) => {
        // "": a file that cannot be parsed, which lists nothing.
        if (shard.hashes[at] && visible(Object.hasOwn(lifecycles, slug) ? lifecycles[slug] : undefined))
          rows.push({ catalog, slug, date: dates[at]! });
      });
    }
  }
  const direction = (request.sortOrder ?? "desc") === "asc" ? 1 : -1;
  rows.sort(
    (a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) * direction || collator().slug.compare(a.slug, b.slug),
  );
  const offset = request.offset ?? 0;
  const shown = request.limit === undefined ? rows.slice(offset) : rows.slice(offset, offset + request.limit);
  const page: MemorySummary[] = [];
  for (const { catalog, slug } of shown) {
    const summary = catalog.entries.get(slug)?.summary;
    if (!summary) return undefined;
    page.push(toMemorySummary(slug, catalog.store.scope, summary));
  }
  for (const catalog of catalogs) catalog.warnings.forEach(context.warn);
  return pageResponse(catalogs, page, rows.length, request);
}

/** listMemories over catalogs already loaded (`memory validate` runs it over the files it has just read, writing nothing). */
export function listCatalogs(
  context: OperationContext,
  catalogs: Catalog[],
  request: ListMemoriesRequest = {},
): ListMemoriesResponse {
  const matching = summariesOf(context, catalogs, summaryFilter(context, request), false);
  const sortBy: SortField = request.sortBy ?? "updated";
  const order = request.sortOrder ?? (sortBy === "title" ? "asc" : "desc");
  matching.sort(
    (a, b) => compare(a, b, sortBy) * (order === "asc" ? 1 : -1) || collator().slug.compare(a.slug, b.slug),
  );
  const offset = request.offset ?? 0;
  const page = request.limit === undefined ? matching.slice(offset) : matching.slice(offset, offset + request.limit);
  return pageResponse(catalogs, page, matching.length, request);
}

/** The response for one page of a list: link counts for the page alone, from the graph index (20 of thousands). */
function pageResponse(
  catalogs: Catalog[],
  page: MemorySummary[],
  total: number,
  request: ListMemoriesRequest,
): ListMemoriesResponse {
  const counts = linkCountsOf(
    catalogs,
    page.map((memory) => memory.slug),
  );
  for (const memory of page) memory.linkCount = counts.get(memory.slug) ?? 0;
  const filters: AppliedFilters = {};
  if (request.type) filters.type = request.type;
  if (request.tags && request.tags.length > 0) filters.tags = request.tags;
  if (request.scope && request.scope !== "all") filters.scope = request.scope;
  return { success: true, memories: page, total, filters };
}

/** Summaries of every readable memory in the given scopes that passes `keep`; unreadable files become warnings. */
export async function allSummaries(
  context: OperationContext,
  scope?: ListMemoriesRequest["scope"],
  keep: (summary: SummaryRecord) => boolean = () => true,
): Promise<MemorySummary[]> {
  const catalogs = await Promise.all(context.store.readable(scope).map((store) => loadCatalog(store)));
  return summariesOf(context, catalogs, keep, true);
}

function summariesOf(
  context: OperationContext,
  catalogs: Catalog[],
  keep: (summary: SummaryRecord) => boolean,
  withLinkCounts: boolean,
): MemorySummary[] {
  const counts = withLinkCounts ? linkCounts(catalogs) : new Map<string, number>();
  const summaries: MemorySummary[] = [];
  for (const catalog of catalogs) {
    catalog.warnings.forEach(context.warn);
    for (const [slug, entry] of catalog.entries) {
      if (entry.summary && keep(entry.summary))
        summaries.push(toMemorySummary(slug, catalog.store.scope, entry.summary, counts.get(slug)));
    }
  }
  return summaries;
}

// One collator each, made once: localeCompare builds one per call, and sorting 10k memories makes ~130k calls.
let collators: { title: Intl.Collator; slug: Intl.Collator } | undefined;
const collator = () =>
  (collators ??= { title: new Intl.Collator(undefined, { sensitivity: "base" }), slug: new Intl.Collator() });

function compare(a: MemorySummary, b: MemorySummary, field: SortField): number {
  if (field === "title") return collator().title.compare(a.title, b.title);
  // Times are ISO 8601 in UTC, to the second, all of one form: their order as strings is their order in time.
  const x = a[field];
  const y = b[field];
  return x < y ? -1 : x > y ? 1 : 0;
}
