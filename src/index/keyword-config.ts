// The keyword index configuration: fields, boosts, BM25 parameters, prefix
// and fuzzy rules. The retrieval benchmark imports this very object.

import type { Options, SearchOptions } from "minisearch";
import type { MemoryDocument } from "../core/memory-file.js";
import { processTerm, tokenize } from "./analysis.js";

/** The text of one memory as the keyword index sees it. */
export interface KeywordDocument {
  slug: string;
  title: string;
  tags: string;
  body: string;
  rule?: string;
  implication?: string;
  kind?: string;
}

export const KEYWORD_FIELDS = ["title", "tags", "body", "rule", "implication", "kind"] as const;

export const KEYWORD_SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 2, tags: 2, rule: 1.5, implication: 1.2, kind: 1 },
  bm25: { k: 1.2, b: 0.7, d: 0.5 },
  combineWith: "OR",
  prefix: (term) => term.length >= 4,
  fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
  weights: { prefix: 0.4, fuzzy: 0.3 },
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
export const KEYWORD_CONFIG_ID = "kw-1";

function text(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.filter((item) => typeof item === "string").join("\n") || undefined;
  return undefined;
}

export function keywordDocument(document: MemoryDocument): KeywordDocument {
  const result: KeywordDocument = { slug: document.slug, title: document.title, tags: document.tags.join(" "), body: document.body };
  const rule = text(document.fields.rule);
  const implication = text(document.fields.implication);
  const kind = text(document.fields.kind);
  if (rule) result.rule = rule;
  if (implication) result.implication = implication;
  if (kind) result.kind = kind;
  return result;
}
