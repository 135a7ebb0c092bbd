// The keyword index configuration — fields, boosts, BM25 parameters, prefix
// and fuzzy rules, and the ranking step — chosen by measurement on SciFact's
// train claims (bench/retrieval.ts runs this very code on its test claims).

import type MiniSearch from "minisearch";
import type { Options, SearchOptions, SearchResult } from "minisearch";
import type { MemoryDocument } from "../../core/memory-file.js";
import { bodyWithinLimit } from "../../core/memory-limits.js";
import { descriptionOf } from "../../core/memory/index.js";
import { processTerm, tokenize } from "../../core/text/index.js";

// Defined beside the change set that carries it, which every index imports (the keyword folder's face would be a cycle).
import type { KeywordDocument } from "../change-set.js";
export type { KeywordDocument };

// Title and tags are indexed on their own as well as inside `text`, so a hit
// there counts twice: a small extra weight measured better than separate fields.
// The description likewise: written for finding the memory, it weighs like a tag.
export const KEYWORD_FIELDS = ["title", "tags", "description", "text"] as const;

/** Prefix matching only for short queries: on long ones it costs precision and time. */
export const SHORT_QUERY_TERMS = 3;

export const KEYWORD_SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 0.2, tags: 0.3, description: 0.3, text: 1 },
  bm25: { k: 0.9, b: 0.4, d: 0 },
  combineWith: "OR",
  prefix: (term, _index, terms) => terms.length <= SHORT_QUERY_TERMS && term.length >= 3,
  // One typo in words of five letters or more, weighted low (measured on the train claims: +0.0016 nDCG@10).
  fuzzy: (term) => (term.length >= 5 ? 1 : false),
  weights: { fuzzy: 0.2, prefix: 0.375 },
};

export const KEYWORD_INDEX_OPTIONS: Options<KeywordDocument> = {
  idField: "slug",
  fields: [...KEYWORD_FIELDS],
  storeFields: [],
  tokenize: (text) => tokenize(text),
  processTerm: (term) => processTerm(term),
  autoVacuum: false,
  searchOptions: KEYWORD_SEARCH_OPTIONS,
};

/** Changes whenever the analysis or fields change, so persisted indexes built differently are rebuilt. */
export const KEYWORD_CONFIG_ID = "kw-5";

export interface KeywordSource {
  slug: string;
  title: string;
  tags?: readonly string[];
  description?: string;
  body: string;
  extra?: readonly string[];
}

export function toKeywordDocument({
  slug,
  title,
  tags = [],
  description = "",
  body,
  extra = [],
}: KeywordSource): KeywordDocument {
  return {
    slug,
    title,
    tags: tags.join(" "),
    description,
    text: [title, tags.join(" "), description, body, ...extra].filter(Boolean).join("\n"),
  };
}

function text(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.filter((item) => typeof item === "string").join("\n") || undefined;
  return undefined;
}

export function keywordDocument(document: MemoryDocument): KeywordDocument {
  const extra = ["rule", "implication", "kind"]
    .map((field) => text(document.fields[field]))
    .filter((value): value is string => Boolean(value));
  return toKeywordDocument({
    slug: document.slug,
    title: document.title,
    tags: document.tags,
    description: descriptionOf(document.fields),
    body: indexedBody(document.body),
    extra,
  });
}

/** The part of a body the index reads (see bodyWithinLimit). */
export const indexedBody = bodyWithinLimit;

/**
 * Searches and ranks. minisearch multiplies a hit's BM25 sum by the number of
 * query terms it matched; dividing that back out ranked better (+0.024 nDCG@10).
 */
export function rankedSearch(
  index: MiniSearch<KeywordDocument>,
  query: string,
  options: SearchOptions = {},
): SearchResult[] {
  const results = index.search(query, options);
  for (const result of results) result.score /= Math.max(1, result.queryTerms.length);
  return results.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
