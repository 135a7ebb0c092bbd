// The `read` request of `memory api`: retrieval only.
//   targeted — query relevance first (the keyword index, scores 0–1 relative to the best hit);
//   ambient  — broad, recent and high-utility first: 0.4 × recency (half-life 30 days
//              before as_of or now) + 0.3 × utility (0.5 when never rated) + 0.3 × relevance,
//              over every visible record, so a record the query does not name can still come.
// `kinds` and `include_global` filter the records the query or recency finds; `expand`
// then follows graph edges from them: any edge up to `semantic_hops`, and one hop of
// problem links (solves/solved-by) and update links (invalidates, supersedes, changes and
// their reverses) from every record when those are included. Expanded records score
// their parent's score halved per hop and say how they were reached.

import { reverseLabel } from "../core/links/index.js";
import type { MemoryGraph } from "../index/graph/index.js";
import { searchScope } from "../index/keyword/index.js";
import { assertQueryLength } from "../core/memory-limits.js";
import type { Catalog } from "../index/derived/index.js";
import type { SummaryRecord } from "../index/manifest/index.js";
import type { OperationContext } from "./context.js";
import { summaryFilter, temporalFilter } from "./shared/summary-filter.js";
import { dynamicValue } from "./shared/dynamic-values.js";
import type { ApiReadRequest, ApiReadResponse, ApiRecord, Reached, Scope } from "../core/types.js";
import { apiScopeOf, kindOf } from "../core/api-kinds.js";

const HALF_LIFE_DAYS = 30;
const MAX_EXPANDED = 100;
const PROBLEM_LABELS = new Set(["solves", "solved-by"]);
const UPDATE_LABELS = new Set([
  "invalidates",
  "invalidated-by",
  "supersedes",
  "superseded-by",
  "changes",
  "changed-by",
]);

interface Ranked {
  slug: string;
  score: number;
  reached: Reached;
}

/** The read, over the view of the store the request was checked against (ops/api-view.ts). */
export async function apiRead(
  context: OperationContext,
  request: ApiReadRequest,
  { catalogs, graph }: { catalogs: Catalog[]; graph: MemoryGraph },
): Promise<ApiReadResponse> {
  const temporal = temporalFilter({
    ...(request.as_of !== undefined ? { asOf: request.as_of } : {}),
    ...(request.include_expired ? { includeExpired: true } : {}),
    ...(request.include_deprecated ? { includeDeprecated: true } : {}),
  });
  const visible = summaryFilter(context, temporal);
  const scopes = new Set<Scope>(
    request.include_global ? ["local", "project", "global", "enterprise"] : ["local", "project"],
  );
  const kinds = request.kinds ? new Set<string>(request.kinds) : undefined;
  const usable = (slug: string) => {
    const node = graph.nodes.get(slug);
    return node !== undefined && scopes.has(node.scope) && visible(node.summary);
  };
  const wanted = (slug: string) => usable(slug) && (!kinds || kinds.has(kindOf(graph.nodes.get(slug)!.summary)));

  if (typeof request.query === "string") assertQueryLength(request.query);
  const relevance = await relevanceOf(
    context,
    request.query,
    catalogs.filter((catalog) => scopes.has(catalog.store.scope)),
    graph,
  );
  const now = temporal.asOf ?? new Date(context.now()).toISOString();
  const ranked: Ranked[] =
    request.mode === "targeted"
      ? [...relevance]
          .filter(([slug]) => wanted(slug))
          .map(([slug, score]) => ({ slug, score, reached: { via: "query" } }))
      : [...graph.nodes.keys()].filter(wanted).map((slug) => {
          const summary = graph.nodes.get(slug)!.summary;
          const rel = relevance.get(slug) ?? 0;
          const score = 0.4 * recency(summary.updated, now) + 0.3 * (summary.utility ?? 0.5) + 0.3 * rel;
          return { slug, score, reached: { via: rel > 0 ? "query" : "recent" } };
        });
  ranked.sort((a, b) => b.score - a.score || a.slug.localeCompare(b.slug));
  const chosen = ranked.slice(0, request.limit);
  const expanded = request.expand ? expand(graph, chosen, request.expand, usable) : [];
  const records = await Promise.all([...chosen, ...expanded].map((item) => recordOf(context, graph, item)));
  return {
    success: true,
    op: "read",
    mode: request.mode,
    query: request.query,
    records: records.filter((record): record is ApiRecord => record !== undefined),
    total: ranked.length,
  };
}

/** Keyword relevance (0–1, relative to the best hit) of the records the graph knows, per slug. */
async function relevanceOf(
  context: OperationContext,
  query: string,
  catalogs: Catalog[],
  graph: MemoryGraph,
): Promise<Map<string, number>> {
  const perScope = await Promise.all(
    catalogs.map(async (catalog) =>
      (await searchScope(catalog, query, { warn: context.warn })).hits.filter(
        (hit) => graph.nodes.get(hit.slug)?.scope === catalog.store.scope,
      ),
    ),
  );
  const hits = perScope.flat();
  const top = Math.max(0, ...hits.map((hit) => hit.score)) || 1;
  return new Map(
    hits.sort((a, b) => b.score - a.score).map((hit) => [hit.slug, Math.round((hit.score / top) * 1000) / 1000]),
  );
}

function recency(updated: string, now: string): number {
  const days = Math.max(0, (Date.parse(now) - Date.parse(updated)) / 86_400_000);
  return Math.pow(0.5, days / HALF_LIFE_DAYS);
}

function expand(
  graph: MemoryGraph,
  seeds: Ranked[],
  options: NonNullable<ApiReadRequest["expand"]>,
  usable: (slug: string) => boolean,
): Ranked[] {
  const seen = new Set(seeds.map((seed) => seed.slug));
  const found: Ranked[] = [];
  let frontier = seeds.map((seed) => ({ ...seed, hops: 0 }));
  const maxHops = options.semantic_hops + (options.include_problem_links || options.include_update_links ? 1 : 0);
  for (let hops = 1; hops <= maxHops && frontier.length > 0; hops++) {
    const next: typeof frontier = [];
    for (const from of frontier) {
      for (const { other, label } of edgesOf(graph, from.slug)) {
        const special = PROBLEM_LABELS.has(label)
          ? options.include_problem_links
          : UPDATE_LABELS.has(label)
            ? options.include_update_links
            : undefined;
        const follow = special ?? hops <= options.semantic_hops;
        // Problem and update links are one hop from any record; other edges count against semantic_hops.
        if (
          !follow ||
          (special !== undefined && from.hops > options.semantic_hops) ||
          seen.has(other) ||
          !usable(other)
        )
          continue;
        if (found.length >= MAX_EXPANDED) return found;
        seen.add(other);
        const item = {
          slug: other,
          score: Math.round(from.score * 500) / 1000,
          reached: { via: "expand" as const, from: from.slug, label, hops },
          hops,
        };
        found.push(item);
        next.push(item);
      }
    }
    frontier = next;
  }
  return found.map(({ slug, score, reached }) => ({ slug, score, reached }));
}

/**
 * Edges of a record in both directions, each labelled as seen from it: its own links in the order the file gives
 * them, then the others' by their slug (the order a catalog happens to be read in must not change the answer).
 */
function edgesOf(graph: MemoryGraph, slug: string): Array<{ other: string; label: string }> {
  const incoming = (graph.incoming.get(slug) ?? [])
    .map((edge) => ({ other: edge.source, label: reverseLabel(edge.label) }))
    .sort((a, b) => a.other.localeCompare(b.other));
  return [
    ...(graph.outgoing.get(slug) ?? []).map((edge) => ({ other: edge.target, label: edge.label })),
    ...incoming,
  ].filter((edge) => edge.other !== slug);
}

async function recordOf(context: OperationContext, graph: MemoryGraph, item: Ranked): Promise<ApiRecord | undefined> {
  const node = graph.nodes.get(item.slug)!;
  const loaded = await context.store.locate(item.slug, node.scope).catch(() => undefined);
  if (!loaded) return undefined;
  const { document } = loaded.memory;
  const summary: SummaryRecord = node.summary;
  const confidence = document.fields.confidence;
  return {
    memory_id: item.slug,
    kind: kindOf(summary),
    type: summary.type,
    scope: apiScopeOf(node.scope),
    store_scope: node.scope,
    title: document.title,
    text: document.body.trim(),
    confidence: typeof confidence === "number" ? confidence : null,
    truth: dynamicValue(document.fields, "truth"),
    utility: dynamicValue(document.fields, "utility"),
    score: Math.round(item.score * 1000) / 1000,
    reached: item.reached,
    created: summary.created,
    updated: summary.updated,
    edges: summary.edges.map((edge) => ({ target: edge.target, label: edge.label })),
  };
}
