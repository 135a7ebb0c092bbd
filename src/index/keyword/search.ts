// Queries on the persisted keyword index of one scope: a query loads the meta
// and the buckets of its terms, parsing only the lines of terms it can match,
// and ranks them with `pending` applied (exact BM25 over the whole scope,
// rank.ts). The layout is files.ts; keeping the index in line
// with the files, update.ts.

import { MEMORY_LIMITS } from "../../core/memory-limits.js";
import { statSync } from "node:fs";
import type MiniSearch from "minisearch";
import type { AsPlainObject } from "minisearch";
import type { StoreWarning } from "../../core/types.js";
import { processTerm, tokenize } from "../../core/text/index.js";
import { emptyBase, plainOf } from "./base.js";
import { usableAnalysis } from "./analysed.js";
import { mergePostings, postingsObject, type TermPostings } from "./postings.js";
import { residentIndex, residentIndexesEnabled, type ResidentSource } from "./resident.js";
import { KEYWORD_INDEX_OPTIONS, rankedSearch, SHORT_QUERY_TERMS, type KeywordDocument } from "./config.js";
import { averagesWithout, scoreQuery, type KeywordSlice, type RankedHits } from "./rank.js";
import type { Catalog } from "../manifest/index.js";
import { plural } from "../../core/text/index.js";
import {
  bucketOf,
  bucketPath,
  keywordDir as dir,
  loadKeywordDocument,
  pendingDocuments,
  pendingShortIds,
  readBase,
  readBucket,
  readHashes,
  type KeywordState,
} from "./files.js";
import { rebuildKeywordIndex, syncKeywordIndex } from "./update.js";

export {
  keywordIndexStatus,
  rebuildKeywordIndex,
  saveKeywordBuild,
  syncKeywordIndex,
  type KeywordIndexStatus,
} from "./update.js";
export type { KeywordState, ProgressCallback } from "./files.js";
export type { KeywordHit, RankedHits } from "./rank.js";
export { bucketOf } from "./files.js";

/** Processed query terms, as the index would see them. */
export function queryTerms(query: string): string[] {
  return tokenize(query)
    .map((term) => processTerm(term))
    .filter((term): term is string => Boolean(term));
}

/**
 * The scope's whole resident index in a process that keeps indexes loaded
 * (resident.ts); else what a query reads: the buckets of `terms`
 * (all buckets when undefined) with pending changes to apply.
 */
async function loadIndex(
  state: KeywordState,
  terms: string[] | undefined,
): Promise<{ resident: MiniSearch<KeywordDocument> } | { slice: KeywordSlice }> {
  if (state.unsaved) return { slice: state.unsaved };
  if (state.meta && residentIndexesEnabled()) {
    const resident = await residentIndex(state, RESIDENT_SOURCE);
    if (resident) return { resident };
  }
  return { slice: await loadSlice(state, terms) };
}

const RESIDENT_SOURCE: ResidentSource = {
  loadGeneration: async (state) =>
    miniSearchOf(await loadSlice({ ...state, pending: { generation: state.meta!.generation, docs: {} } }, undefined)),
  generationHashes: (state) => readHashes(state.store, state.meta!),
  generationBytes: (state) => {
    let bytes = 0;
    for (let bucket = 0; bucket < state.meta!.buckets; bucket++)
      bytes += statSync(bucketPath(state.store, state.meta!.generation, bucket), { throwIfNoEntry: false })?.size ?? 0;
    return bytes;
  },
  document: async (state, slug) =>
    state.pending.texts?.[slug] ?? (await loadKeywordDocument(state.store, slug))?.document,
};

/** A MiniSearch of a slice (the resident index starts from one). */
export async function miniSearchOf(slice: KeywordSlice): Promise<MiniSearch<KeywordDocument>> {
  // Loaded here, not with the module: a command's query never builds one.
  const { default: MiniSearch } = await import("minisearch");
  const { base, leaving = new Set<number>() } = slice;
  // The memories leaving are dropped (pending replaces them); MiniSearch keeps the averages array it is given.
  const documents = plainOf({ ...base, slugs: base.slugs.map((slug, id) => (leaving.has(id) ? null : slug)) });
  const plain: AsPlainObject = {
    ...documents,
    documentCount: base.documentCount - leaving.size,
    averageFieldLength: averagesWithout(base, leaving),
    index: slice.entries.map(([term, postings]) => [term, postingsObject(postings)]),
  };
  const index = MiniSearch.loadJS<KeywordDocument>(plain, {
    ...KEYWORD_INDEX_OPTIONS,
    processTerm: (term: string) => {
      const processed = processTerm(term);
      return processed && (!slice.keepTerm || slice.keepTerm(processed)) ? processed : null;
    },
  });
  index.addAll(slice.documents);
  return index;
}

/** The buckets of `terms` (all when undefined), with the memories `pending` names to be added in their current text. */
export async function loadSlice(state: KeywordState, terms: string[] | undefined): Promise<KeywordSlice> {
  const { meta, pending, store } = state;
  const documents = await pendingDocuments(state);
  const analyses = documents.map((document) =>
    usableAnalysis(pending.analysed?.[document.slug], pending.docs[document.slug]),
  );
  if (!meta) return { base: emptyBase(), entries: [], documents, analyses };
  const wanted =
    terms === undefined
      ? [...Array(meta.buckets).keys()]
      : [...new Set(terms.map((term) => bucketOf(term, meta.buckets)))];
  const keep = terms && ((term: string) => terms.some((query) => mayMatch(term, query, terms.length)));
  const [base, ...groups] = await Promise.all([
    readBase(store, meta),
    ...wanted.map((bucket) => readBucket(store, meta.generation, bucket, keep)),
  ]);
  // The memories in `pending` leave the loaded index before their current text is added: dropped (not
  // discarded, which would leave their postings counted in each term's document frequency), so scores are
  // those of a full rebuild. Pending documents are added with only the terms of the loaded buckets; field
  // lengths stay exact because they are counted before terms are kept or not.
  const leaving = pendingShortIds(base, pending);
  const entries = groups.flat();
  const loaded = new Set(wanted);
  return {
    base,
    leaving,
    entries:
      leaving.size === 0
        ? entries
        : entries.flatMap(([term, data]): Array<[string, TermPostings]> => {
            const postings = mergePostings(data, leaving);
            return postings ? [[term, postings]] : [];
          }),
    documents,
    analyses,
    ...(terms === undefined ? {} : { keepTerm: (term: string) => loaded.has(bucketOf(term, meta.buckets)) }),
  };
}

/**
 * Whether an indexed term can match a query term under KEYWORD_SEARCH_OPTIONS
 * (exactly, as a prefix expansion, or within one edit): a superset, so the
 * terms left out could not have matched.
 */
function mayMatch(term: string, query: string, queryTermCount: number): boolean {
  if (term === query) return true;
  if (term.startsWith(query) && queryAllowsPrefix(query, queryTermCount)) return true;
  return query.length >= 5 && withinOneEdit(term, query);
}

function queryAllowsPrefix(query: string, queryTermCount: number): boolean {
  return queryTermCount <= SHORT_QUERY_TERMS && query.length >= 3;
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export interface ScopeSearchOptions {
  /** Which memories may be hits (all when absent). */
  keep?: (slug: string) => boolean;
  /** Only the best this many hits are wanted (`total` still counts them all). */
  limit?: number;
  warn: (warning: StoreWarning) => void;
}

/**
 * Runs a query against one scope, after bringing its index up to date; the
 * hits `keep` accepts, best first.
 */
export async function searchScope(
  catalog: Catalog,
  query: string,
  { keep, limit, warn }: ScopeSearchOptions,
): Promise<RankedHits> {
  // Callers refuse longer queries; one that reaches here anyway (a prompt, say) is cut, never searched whole.
  const terms = queryTerms(query.length > MEMORY_LIMITS.query ? query.slice(0, MEMORY_LIMITS.query) : query);
  if (terms.length === 0) return { hits: [], total: 0 };
  let index: Awaited<ReturnType<typeof loadIndex>>;
  try {
    index = await loadIndex(await syncKeywordIndex(catalog, warn), terms);
  } catch {
    try {
      // A concurrent compaction may have replaced the generation we read: the fresh meta names the new one.
      index = await loadIndex(await syncKeywordIndex(catalog, warn), terms);
    } catch {
      warn({
        scope: catalog.store.scope,
        filePath: dir(catalog.store),
        message: `keyword index damaged; rebuilt it from ${plural(catalog.entries.size, "memory file")}`,
      });
      index = await loadIndex(await rebuildKeywordIndex(catalog), terms);
    }
  }
  if ("slice" in index) return scoreQuery(index.slice, query, { filter: keep, limit });
  const options = keep ? { filter: (result: { id: unknown }) => keep(String(result.id)) } : {};
  const hits = rankedSearch(index.resident, query, options);
  return {
    hits: hits.slice(0, limit).map((result) => ({
      slug: String(result.id),
      score: result.score,
      match: () => result.match,
    })),
    total: hits.length,
  };
}
