// Queries on the persisted keyword index of one scope (minisearch): a query
// loads the meta and the buckets of its terms into one MiniSearch (exact BM25
// over the whole scope), parsing only the lines of terms the query can match,
// then applies `pending`. The layout is keyword-files.ts; keeping the index in
// line with the files, keyword-sync.ts.

import { MEMORY_LIMITS } from "../core/memory-limits.js";
import { statSync } from "node:fs";
import type MiniSearch from "minisearch";
import type { AsPlainObject, SearchOptions, SearchResult } from "minisearch";
import type { StoreWarning } from "../core/types.js";
import { processTerm, tokenize } from "./analysis.js";
import type { IndexEntry } from "./keyword-builder.js";
import { residentIndex, residentIndexesEnabled, type ResidentSource } from "./keyword-resident.js";
import { KEYWORD_INDEX_OPTIONS, rankedSearch, SHORT_QUERY_TERMS, type KeywordDocument } from "./keyword-config.js";
import type { Catalog } from "./manifest-files.js";
import { plural } from "../core/plural.js";
import {
  bucketOf,
  bucketPath,
  keywordDir as dir,
  loadKeywordDocument,
  mergePostings,
  pendingDocuments,
  pendingShortIds,
  readBase,
  readBucket,
  readHashes,
  type IndexBase,
  type KeywordState,
} from "./keyword-files.js";
import { rebuildKeywordIndex, syncKeywordIndex } from "./keyword-sync.js";

export {
  keywordIndexStatus,
  rebuildKeywordIndex,
  saveKeywordBuild,
  syncKeywordIndex,
  type KeywordIndexStatus,
} from "./keyword-sync.js";
export type { KeywordState, ProgressCallback } from "./keyword-files.js";
export { bucketOf } from "./keyword-files.js";

/** Processed query terms, as the index would see them. */
export function queryTerms(query: string): string[] {
  return tokenize(query)
    .map((term) => processTerm(term))
    .filter((term): term is string => Boolean(term));
}

/**
 * A MiniSearch over the scope with the buckets of `terms` (all buckets when
 * undefined), with pending changes applied; in a process that keeps indexes
 * loaded (keyword-resident.ts), the whole scope's resident index.
 */
export async function loadIndex(
  state: KeywordState,
  terms: string[] | undefined,
): Promise<MiniSearch<KeywordDocument>> {
  if (state.unsaved) return state.unsaved;
  if (state.meta && residentIndexesEnabled()) {
    const resident = await residentIndex(state, RESIDENT_SOURCE);
    if (resident) return resident;
  }
  return loadFromFiles(state, terms);
}

const RESIDENT_SOURCE: ResidentSource = {
  loadGeneration: (state) =>
    loadFromFiles({ ...state, pending: { generation: state.meta!.generation, docs: {} } }, undefined),
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

async function loadFromFiles(state: KeywordState, terms: string[] | undefined): Promise<MiniSearch<KeywordDocument>> {
  const { meta, pending, store } = state;
  // Loaded here, not with the module: the write path records changes without it.
  const { default: MiniSearch } = await import("minisearch");
  // Pending documents are added with only the terms of the loaded buckets; field lengths stay exact
  // because minisearch counts them before processTerm.
  let keepTerm: ((term: string) => boolean) | undefined;
  const options = {
    ...KEYWORD_INDEX_OPTIONS,
    processTerm: (term: string) => {
      const processed = processTerm(term);
      return processed && (!keepTerm || keepTerm(processed)) ? processed : null;
    },
  };
  let index: MiniSearch<KeywordDocument>;
  let loaded: Set<number> | undefined;
  if (!meta) {
    index = new MiniSearch(options);
  } else {
    const wanted =
      terms === undefined
        ? [...Array(meta.buckets).keys()]
        : [...new Set(terms.map((term) => bucketOf(term, meta.buckets)))];
    const keep = terms && ((term: string) => terms.some((query) => mayMatch(term, query, terms.length)));
    const [base, ...groups] = await Promise.all([
      readBase(store, meta),
      ...wanted.map((bucket) => readBucket(store, meta.generation, bucket, keep)),
    ]);
    // The memories in `pending` leave the loaded index before their current text is added: dropped
    // (not discarded, which would leave their postings counted in each term's document frequency),
    // so scores are those of a full rebuild.
    const leaving = pendingShortIds(base, pending);
    const entries = groups.flat();
    const kept =
      leaving.size === 0
        ? entries
        : entries.flatMap(([term, data]): IndexEntry[] => {
            const postings = mergePostings(data, leaving, undefined);
            return postings ? [[term, postings]] : [];
          });
    index = MiniSearch.loadJS<KeywordDocument>(
      { ...withoutDocuments(base, leaving), index: kept } as AsPlainObject,
      options,
    );
    if (terms !== undefined) loaded = new Set(wanted);
  }
  const documents = await pendingDocuments(state);
  if (loaded && meta) keepTerm = (term) => loaded.has(bucketOf(term, meta.buckets));
  for (const document of documents) index.add(document);
  keepTerm = undefined;
  return index;
}

/** The documents of `base` without the short ids `leaving`, with document count and average field lengths to match. */
function withoutDocuments(base: IndexBase, leaving: ReadonlySet<string>): IndexBase {
  if (leaving.size === 0) return base;
  const documentIds = Object.fromEntries(Object.entries(base.documentIds).filter(([id]) => !leaving.has(id)));
  const fieldLength = Object.fromEntries(Object.entries(base.fieldLength).filter(([id]) => !leaving.has(id)));
  const averageFieldLength = base.averageFieldLength.map((average, fieldId) => {
    let total = average * base.documentCount;
    let count = base.documentCount;
    for (const id of leaving) {
      const length = base.fieldLength[id as unknown as number]?.[fieldId];
      if (length === undefined || length === null) continue;
      total -= length;
      count -= 1;
    }
    return count > 0 ? total / count : 0;
  });
  return { ...base, documentIds, fieldLength, documentCount: Object.keys(documentIds).length, averageFieldLength };
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

export interface KeywordHit {
  slug: string;
  score: number;
  /** Processed terms that matched, with the fields they matched in. */
  match: SearchResult["match"];
  queryTerms: string[];
}

/**
 * Runs a query against one scope, after bringing its index up to date.
 * Coordination is kept: documents matching more query terms rank higher.
 */
export async function searchScope(
  catalog: Catalog,
  query: string,
  options: SearchOptions,
  warn: (warning: StoreWarning) => void,
): Promise<KeywordHit[]> {
  // Callers refuse longer queries; one that reaches here anyway (a prompt, say) is cut, never searched whole.
  const terms = queryTerms(query.length > MEMORY_LIMITS.query ? query.slice(0, MEMORY_LIMITS.query) : query);
  if (terms.length === 0) return [];
  let index: MiniSearch<KeywordDocument>;
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
  return rankedSearch(index, query, options).map((result) => ({
    slug: String(result.id),
    score: result.score,
    match: result.match,
    queryTerms: result.queryTerms,
  }));
}
