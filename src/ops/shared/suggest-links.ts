// `memory suggest-links` (and the link part of `memory quality`): pairs of memories that read alike but are not
// linked yet, across every readable scope, with a proposed label and the
// reason. Similarity comes from a SimilarityProvider (TF-IDF for now; see
// src/index/similarity.ts for the scale and the cost).
//
// Proposed labels, by the types of the two memories (first matching row; the
// edge goes the way the row says, or is reversed with its reverse label when
// the memory asked about is the other end):
//
//   | from        | to          | label       |
//   |-------------|-------------|-------------|
//   | hub         | hub         | relates-to  |
//   | any         | hub         | part-of     |  (hub → any: contains)
//   | artifact    | any         | documents   |  (any → artifact: documented-by)
//   | gotcha      | decision    | warns-about |
//   | learning    | decision    | explains    |
//   | breadcrumb  | breadcrumb  | follows     |  (the later one follows the earlier)
//   | breadcrumb  | any         | references  |
//   | any         | any         | relates-to  |

import { MalformedMemoryError, UsageError, notFound } from "../../core/errors.js";
import { reverseLabel } from "../../core/links/index.js";
import type { MemoryDocument } from "../../core/memory-file.js";
import { bodyWithinLimit } from "../../core/memory-limits.js";
import { assertValidSlug } from "../../core/slug.js";
import type { LinkSuggestion, SuggestLinksRequest, SuggestLinksResponse } from "../../core/types.js";
import { neighbours, type MemoryGraph } from "../../index/graph/index.js";
import type { Catalog } from "../../index/derived/index.js";
import {
  TfIdfSimilarity,
  type ScoredPair,
  type SimilarityProvider,
  type SimilarityText,
} from "../../index/similarity.js";
import type { SummaryRecord } from "../../index/manifest/index.js";
import type { OperationContext } from "../context.js";
import { loadGraphContext } from "./graph-context.js";

export const DEFAULT_SUGGESTIONS_PER_MEMORY = 5;
/** Without a slug, at most this many suggestions are returned (`total` counts them all). */
export const MAX_SUGGESTIONS_ACROSS_STORE = 100;

export interface LinkCorpus {
  catalogs: Catalog[];
  graph: MemoryGraph;
  similarity: SimilarityProvider;
}

interface SuggestOptions {
  minSimilarity: number;
  limit: number;
}

export async function suggestLinks(
  context: OperationContext,
  request: SuggestLinksRequest,
): Promise<SuggestLinksResponse> {
  if (request.slug !== undefined) assertValidSlug(request.slug);
  if (request.minSimilarity !== undefined) validMinSimilarity(request.minSimilarity);
  const limit = request.limit ?? DEFAULT_SUGGESTIONS_PER_MEMORY;
  if (!Number.isSafeInteger(limit) || limit < 1)
    throw new UsageError(`--limit must be a whole number of at least 1, got ${JSON.stringify(request.limit)}.`);
  let corpus = await loadLinkCorpus(context);
  // Embeddings replace TF-IDF when a cache for the configured model is in use.
  const { embeddingSimilarityFor } = await import("./semantic-ranking.js");
  const embedded = await embeddingSimilarityFor(
    context,
    corpus.catalogs,
    corpus.graph,
    corpus.similarity,
    request.slug === undefined,
  );
  if (embedded) corpus = { ...corpus, similarity: embedded };
  const options = { minSimilarity: request.minSimilarity ?? corpus.similarity.defaultMinSimilarity, limit };
  if (request.slug !== undefined && !corpus.graph.nodes.has(request.slug)) throw notFound(request.slug);
  const { suggestions, total } =
    request.slug === undefined ? suggestionsAcross(corpus, options) : suggestionsFor(corpus, request.slug, options);
  return { success: true, suggestions, total, embeddings: { available: embedded !== undefined } };
}

export function validMinSimilarity(value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 1) {
    throw new UsageError(`--min-similarity must be a number from 0 to 1, got ${JSON.stringify(value)}.`);
  }
  return value;
}

/** Every readable memory's text, and the graph across scopes. Reads each memory file once. */
export async function loadLinkCorpus(context: OperationContext): Promise<LinkCorpus> {
  const { catalogs, graph } = await loadGraphContext(context);
  const texts: SimilarityText[] = [];
  for (const catalog of catalogs) {
    for (const [slug, entry] of catalog.entries) {
      if (!entry.summary || graph.nodes.get(slug)?.scope !== catalog.store.scope) continue;
      const loaded = await catalog.store.load(slug).catch((error: unknown) => {
        if (error instanceof MalformedMemoryError) return undefined; // edited since the catalog was read
        throw error;
      });
      if (!loaded) continue;
      texts.push(similarityText(loaded.document));
    }
  }
  return { catalogs, graph, similarity: new TfIdfSimilarity(texts) };
}

/**
 * Title, tags, and the body with the free-text fields a memory may carry (rule, implication); a body past the limit
 * only up to it, as the keyword index reads it (a 23 MB file took the comparison 810 MB and 6 s).
 */
export function similarityText(document: MemoryDocument): SimilarityText {
  const extra = ["rule", "implication"]
    .map((field) => document.fields[field])
    .filter((value): value is string => typeof value === "string");
  return {
    slug: document.slug,
    title: document.title,
    tags: document.tags,
    text: [bodyWithinLimit(document.body), ...extra].join("\n"),
  };
}

/** The best unlinked memories for one memory, `slug` always the source. */
export function suggestionsFor(
  corpus: LinkCorpus,
  slug: string,
  options: SuggestOptions,
): { suggestions: LinkSuggestion[]; total: number } {
  const linked = neighbours(corpus.graph, slug);
  const candidates = corpus.similarity
    .neighbours(slug, options.minSimilarity)
    .filter((pair) => !linked.has(pair.b) && corpus.graph.nodes.has(pair.b));
  return {
    suggestions: candidates
      .slice(0, options.limit)
      .map((pair) => suggestion(corpus, slug, pair.b, pair.similarity, slug)),
    total: candidates.length,
  };
}

/**
 * The best unlinked pairs of the whole store, each once. A pair is kept when
 * it is among the `limit` best of at least one of its two memories; the
 * result is capped at MAX_SUGGESTIONS_ACROSS_STORE, best first.
 */
export function suggestionsAcross(
  corpus: LinkCorpus,
  options: SuggestOptions,
): { suggestions: LinkSuggestion[]; total: number } {
  const { graph } = corpus;
  const taken = new Map<string, number>();
  const kept: ScoredPair[] = [];
  for (const pair of corpus.similarity.pairs(options.minSimilarity)) {
    if (!graph.nodes.has(pair.a) || !graph.nodes.has(pair.b) || isLinked(graph, pair.a, pair.b)) continue;
    const countA = taken.get(pair.a) ?? 0;
    const countB = taken.get(pair.b) ?? 0;
    taken.set(pair.a, countA + 1);
    taken.set(pair.b, countB + 1);
    if (countA < options.limit || countB < options.limit) kept.push(pair);
  }
  return {
    suggestions: kept
      .slice(0, MAX_SUGGESTIONS_ACROSS_STORE)
      .map((pair) => suggestion(corpus, pair.a, pair.b, pair.similarity)),
    total: kept.length,
  };
}

function isLinked(graph: MemoryGraph, a: string, b: string): boolean {
  return (
    (graph.outgoing.get(a) ?? []).some((edge) => edge.target === b) ||
    (graph.outgoing.get(b) ?? []).some((edge) => edge.target === a)
  );
}

function suggestion(
  corpus: LinkCorpus,
  a: string,
  b: string,
  similarity: number,
  fixedSource?: string,
): LinkSuggestion {
  const summaryA = corpus.graph.nodes.get(a)!.summary;
  const summaryB = corpus.graph.nodes.get(b)!.summary;
  const edge = proposedEdge({ slug: a, summary: summaryA }, { slug: b, summary: summaryB });
  const reversed = fixedSource !== undefined && edge.source !== fixedSource;
  return {
    source: reversed ? edge.target : edge.source,
    target: reversed ? edge.source : edge.target,
    proposedLabel: reversed ? reverseLabel(edge.label) : edge.label,
    similarity,
    rationale: rationale(corpus.similarity, a, b, summaryA, summaryB),
  };
}

interface Endpoint {
  slug: string;
  summary: SummaryRecord;
}

/** The edge the label table proposes between two memories, in its natural direction. */
export function proposedEdge(x: Endpoint, y: Endpoint): { source: string; target: string; label: string } {
  const rule = (from: Endpoint, to: Endpoint): string | undefined => {
    const [a, b] = [from.summary.type, to.summary.type];
    if (a === "hub" && b === "hub") return "relates-to";
    if (b === "hub") return "part-of";
    if (a === "hub") return undefined;
    if (a === "artifact") return "documents";
    if (b === "artifact") return undefined;
    if (a === "gotcha" && b === "decision") return "warns-about";
    if (a === "learning" && b === "decision") return "explains";
    if (a === "breadcrumb" && b === "breadcrumb") return laterOf(from, to) === from ? "follows" : undefined;
    if (a === "breadcrumb") return "references";
    return undefined;
  };
  const forward = rule(x, y);
  if (forward) return { source: x.slug, target: y.slug, label: forward };
  const backward = rule(y, x);
  if (backward) return { source: y.slug, target: x.slug, label: backward };
  return { source: x.slug, target: y.slug, label: "relates-to" };
}

function laterOf(x: Endpoint, y: Endpoint): Endpoint {
  const order = x.summary.created.localeCompare(y.summary.created) || x.slug.localeCompare(y.slug);
  return order > 0 ? x : y;
}

function rationale(
  similarity: SimilarityProvider,
  a: string,
  b: string,
  summaryA: SummaryRecord,
  summaryB: SummaryRecord,
): string {
  const tagsB = new Set(summaryB.tags);
  const sharedTags = summaryA.tags.filter((tag) => tagsB.has(tag)).sort();
  const tagSet = new Set(sharedTags);
  const terms = similarity
    .sharedTerms(a, b, 3 + sharedTags.length)
    .filter((term) => !tagSet.has(term))
    .slice(0, 3);
  const parts: string[] = [];
  if (sharedTags.length > 0) parts.push(`both tagged ${sharedTags.join(", ")}`);
  if (terms.length > 0) parts.push(`share terms: ${terms.join(", ")}`);
  if (parts.length === 0) parts.push("similar wording");
  const text = parts.join("; ");
  return `${text[0]!.toUpperCase()}${text.slice(1)}`;
}
