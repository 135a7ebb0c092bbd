// spec 003 "List Memories".

import type { AppliedFilters, ListMemoriesRequest, ListMemoriesResponse, MemorySummary, SortField } from "../core/types.js";
import { loadCatalog, type Catalog } from "../index/manifest.js";
import { linkCounts } from "../index/graph.js";
import { toMemorySummary, type SummaryRecord } from "../index/summary-record.js";
import { summaryFilter } from "./summary-filter.js";
import type { OperationContext } from "./context.js";

export async function listMemories(context: OperationContext, request: ListMemoriesRequest = {}): Promise<ListMemoriesResponse> {
  const catalogs = await Promise.all(context.store.readable(request.scope).map((store) => loadCatalog(store)));
  const response = listCatalogs(context, catalogs, request);
  warnSubstitutions(context, catalogs, new Set(response.memories.map((memory) => `${memory.scope}/${memory.slug}`)));
  return response;
}

const MAX_SUBSTITUTION_WARNINGS = 5;

/**
 * Files listed with values the reader had to make up (an unknown type read as
 * learning, a timestamp taken from the file's mtime …): one warning per file,
 * at most a few, then how many more and where to see them all.
 */
function warnSubstitutions(context: OperationContext, catalogs: Catalog[], listed: Set<string>): void {
  let count = 0;
  for (const catalog of catalogs) {
    for (const [slug, entry] of catalog.entries) {
      if (!entry.problems?.length || !listed.has(`${catalog.store.scope}/${slug}`)) continue;
      count++;
      if (count <= MAX_SUBSTITUTION_WARNINGS) {
        context.warn({ scope: catalog.store.scope, filePath: catalog.store.filePath(slug), message: `listed with substituted values: ${entry.problems.map((problem) => problem.message).join("; ")}` });
      }
    }
  }
  if (count > MAX_SUBSTITUTION_WARNINGS) {
    context.warn({ scope: catalogs[0]!.store.scope, filePath: "memory list", message: `${count - MAX_SUBSTITUTION_WARNINGS} more files were listed with substituted values; \`memory validate\` lists them all` });
  }
}

/** listMemories over catalogs already loaded (`memory validate` runs it over the files it has just read, writing nothing). */
export function listCatalogs(context: OperationContext, catalogs: Catalog[], request: ListMemoriesRequest = {}): ListMemoriesResponse {
  const matching = summariesOf(context, catalogs, summaryFilter(context, request));
  const sortBy: SortField = request.sortBy ?? "updated";
  const order = request.sortOrder ?? (sortBy === "title" ? "asc" : "desc");
  matching.sort((a, b) => compare(a, b, sortBy) * (order === "asc" ? 1 : -1) || a.slug.localeCompare(b.slug));
  const offset = request.offset ?? 0;
  const page = request.limit === undefined ? matching.slice(offset) : matching.slice(offset, offset + request.limit);
  const filters: AppliedFilters = {};
  if (request.type) filters.type = request.type;
  if (request.tags && request.tags.length > 0) filters.tags = request.tags;
  if (request.scope && request.scope !== "all") filters.scope = request.scope;
  return { success: true, memories: page, total: matching.length, filters };
}

/** Summaries of every readable memory in the given scopes that passes `keep`; unreadable files become warnings. */
export async function allSummaries(context: OperationContext, scope?: ListMemoriesRequest["scope"], keep: (summary: SummaryRecord) => boolean = () => true): Promise<MemorySummary[]> {
  const catalogs = await Promise.all(context.store.readable(scope).map((store) => loadCatalog(store)));
  return summariesOf(context, catalogs, keep);
}

function summariesOf(context: OperationContext, catalogs: Catalog[], keep: (summary: SummaryRecord) => boolean): MemorySummary[] {
  const counts = linkCounts(catalogs);
  const summaries: MemorySummary[] = [];
  for (const catalog of catalogs) {
    catalog.warnings.forEach(context.warn);
    for (const [slug, entry] of catalog.entries) {
      if (entry.summary && keep(entry.summary)) summaries.push(toMemorySummary(slug, catalog.store.scope, entry.summary, counts.get(slug)));
    }
  }
  return summaries;
}

function compare(a: MemorySummary, b: MemorySummary, field: SortField): number {
  return field === "title" ? a.title.localeCompare(b.title, undefined, { sensitivity: "base" }) : a[field].localeCompare(b[field]);
}
