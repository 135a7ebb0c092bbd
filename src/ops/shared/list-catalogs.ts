// Listing over catalogs already loaded: the list operation and `memory validate` (over the files it has just
// read, writing nothing) share it.

import type {
  AppliedFilters,
  ListMemoriesRequest,
  ListMemoriesResponse,
  MemorySummary,
  SortField,
} from "../../core/types.js";
import { loadCatalog, type Catalog } from "../../index/manifest.js";
import { linkCounts } from "../../index/graph.js";
import { linkCountsOf } from "../../index/graph-index.js";
import { toMemorySummary, type SummaryRecord } from "../../index/summary-record.js";
import type { OperationContext } from "../context.js";
import { summaryFilter } from "./summary-filter.js";

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
  // Link counts for the page alone, from the graph index (a list shows 20 of thousands).
  const counts = linkCountsOf(
    catalogs,
    page.map((memory) => memory.slug),
  );
  for (const memory of page) memory.linkCount = counts.get(memory.slug) ?? 0;
  const filters: AppliedFilters = {};
  if (request.type) filters.type = request.type;
  if (request.tags && request.tags.length > 0) filters.tags = request.tags;
  if (request.scope && request.scope !== "all") filters.scope = request.scope;
  return { success: true, memories: page, total: matching.length, filters };
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

// One collator each, made once: localeCompare builds one per call, and sorting 10k memories makes ~130k calls
// (~25 ms of a 10k list went there).
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
