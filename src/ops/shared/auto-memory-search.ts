// Searching the auto scope (Claude Code's own memory) in memory, and finding a fact of it that the plugin's
// store already holds: apart from the loader so a read or a list of the auto scope loads no search engine.

import MiniSearch from "minisearch";
import { PROMOTED_FROM_FIELD, promotedFrom } from "../../core/auto-memory/index.js";
import { comparableTitle } from "../../core/auto-memory/index.js";
import type { Match, Scope, SearchMemoriesResponse, SearchResult } from "../../core/types.js";
import {
  indexedBody,
  KEYWORD_INDEX_OPTIONS,
  type KeywordDocument,
  rankedSearch,
  toKeywordDocument,
} from "../../index/keyword/index.js";
import { findMatch } from "../../index/snippets.js";
import type { OperationContext } from "../context.js";
import { type AutoMemoryFile, type AutoMemorySnapshot, autoSummary } from "./auto-memory.js";
import { keywordHits } from "./keyword-search.js";

export interface AutoHit {
  memory: AutoMemoryFile;
  score: number;
  terms: string[];
}

/** Keyword search of the auto scope, best first, with the same analysis and ranking as the store's index. */
export function searchAutoMemory(snapshot: AutoMemorySnapshot, query: string): AutoHit[] {
  if (snapshot.memories.length === 0) return [];
  const index = new MiniSearch<KeywordDocument>(KEYWORD_INDEX_OPTIONS);
  const bySlug = new Map(snapshot.memories.map((memory) => [memory.slug, memory]));
  index.addAll(
    snapshot.memories.map(({ document }) =>
      toKeywordDocument({
        slug: document.slug,
        title: document.title,
        tags: document.tags,
        body: indexedBody(document.body),
        extra: [String(document.fields.description ?? "")],
      }),
    ),
  );
  return rankedSearch(index, query).map((result) => ({
    memory: bySlug.get(String(result.id))!,
    score: result.score,
    terms: result.terms,
  }));
}

/** Where the query's terms occur in an auto memory (secrets already redacted from its document). */
export function autoMatches(memory: AutoMemoryFile, terms: string[]): Match[] {
  const wanted = new Set(terms);
  const { document } = memory;
  const candidates: Array<Match | undefined> = [
    findMatch("title", document.title, wanted),
    findMatch("content", document.body, wanted),
    findMatch("tags", document.tags.join(", "), wanted),
  ];
  return candidates.filter((match): match is Match => match !== undefined);
}

/**
 * Search results with the auto scope's merged in. Scores are relative to the best hit of each side (separate
 * corpora have no common scale), so the two lists interleave by relative score; the store's come first on a tie.
 */
export function mergeSearched(
  response: SearchMemoriesResponse,
  hits: AutoHit[],
  limit: number,
): SearchMemoriesResponse {
  if (hits.length === 0) return response;
  const top = hits[0]!.score || 1;
  const auto: SearchResult[] = hits.slice(0, limit).map((hit) => ({
    memory: autoSummary(hit.memory),
    score: Math.round((hit.score / top) * 1000) / 1000,
    matches: autoMatches(hit.memory, hit.terms),
  }));
  const results = [...response.results, ...auto]
    .map((result, order) => ({ result, order }))
    .sort((a, b) => b.result.score - a.result.score || a.order - b.order)
    .slice(0, limit)
    .map(({ result }) => result);
  return { ...response, results, total: response.total + hits.length };
}

/** A memory of the plugin's scopes that holds the same fact as an auto memory. */
export interface HeldCopy {
  slug: string;
  scope: Scope;
  /** `promoted`: its provenance names the auto memory; `same-fact`: its text says the same. */
  reason: "promoted" | "same-fact";
}

/** Words of a text as compared for "the same fact": lower case, three letters or more. */
function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}_]{3,}/gu) ?? []);
}

/** Jaccard similarity of two texts' words. */
export function textSimilarity(a: string, b: string): number {
  const x = wordsOf(a);
  const y = wordsOf(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const word of x) if (y.has(word)) shared++;
  return shared / (x.size + y.size - shared);
}

/** Two texts this alike (their words' Jaccard similarity) state the same fact. */
export const SAME_FACT_SIMILARITY = 0.6;

function factText(title: string, description: unknown, body: string): string {
  return [title, typeof description === "string" ? description : "", body].join("\n");
}

/**
 * The memory of `scopes` that already holds this auto memory's fact: one promoted from it (its `promoted_from`),
 * else one with the same title or nearly the same words, among the few a keyword search for it ranks first.
 */
export async function findHeldCopy(
  context: OperationContext,
  memory: AutoMemoryFile,
  scope?: Scope | "all",
): Promise<HeldCopy | undefined> {
  const query = [memory.document.title, memory.description ?? ""].join(" ").slice(0, 900).trim();
  if (!query) return undefined;
  const { hits } = await keywordHits(context, { ...(scope ? { scope } : {}) }, query, { limit: 5 });
  const own = promotedFrom(memory.name);
  const text = factText(memory.document.title, memory.description, memory.document.body);
  let same: HeldCopy | undefined;
  for (const hit of hits.slice(0, 5)) {
    const loaded = await hit.catalog.store.load(hit.slug).catch(() => undefined);
    if (!loaded) continue;
    const { document } = loaded;
    if (document.fields[PROMOTED_FROM_FIELD] === own)
      return { slug: hit.slug, scope: hit.catalog.store.scope, reason: "promoted" };
    if (
      !same &&
      (comparableTitle(document.title) === comparableTitle(memory.document.title) ||
        textSimilarity(factText(document.title, document.fields.description, document.body), text) >=
          SAME_FACT_SIMILARITY)
    )
      same = { slug: hit.slug, scope: hit.catalog.store.scope, reason: "same-fact" };
  }
  return same;
}
