// Ranks a query over the part of a keyword index a search loaded, exactly as
// MiniSearch ranks it over the same index (BM25 per field, the same prefix and
// fuzzy expansions summed in the same order, so equal to the last bit), but
// without building a MiniSearch: no map per term and field, no result object
// per posting, and the terms a hit matched worked out only when asked for
// (only the hits shown need them).

import SearchableMap from "minisearch/SearchableMap";
import { processTerm, tokenize } from "../../core/text/index.js";
import type { KeywordBase } from "./base.js";
import { KEYWORD_FIELDS, KEYWORD_SEARCH_OPTIONS, type KeywordDocument } from "./config.js";
import { fieldStart, hasPosting, mergePostings, type TermPostings } from "./postings.js";
import { analyseDocument, type AnalysedDocument } from "./analysed.js";

/** What a search loaded: the stored index's documents and the entries of the query's terms, plus pending memories. */
export interface KeywordSlice {
  /** Documents, field lengths and averages of the stored index. */
  base: KeywordBase;
  /** Short ids of `base` whose memories pending replaces or removes: they count nowhere (nor are in `entries`). */
  leaving?: ReadonlySet<number>;
  /** The loaded terms' postings, in stored order. */
  entries: ReadonlyArray<readonly [string, TermPostings]>;
  /** Memories changed since the index was stored, added after it as MiniSearch#add would. */
  documents: readonly KeywordDocument[];
  /** The analysis of each of `documents` the write path recorded, when it did (the others are analysed here). */
  analyses?: ReadonlyArray<AnalysedDocument | undefined>;
  /** Whether a pending memory's term belongs to the loaded part (its bucket was read); every term when absent. */
  keepTerm?: (term: string) => boolean;
}

export interface KeywordHit {
  slug: string;
  score: number;
  /** Processed terms that matched, with the fields they matched in, as MiniSearch's `match`. */
  match(): Record<string, string[]>;
}

interface Derived {
  /** Index of the term in `LoadedIndex.postings`. */
  at: number;
  term: string;
  weight: number;
}

const FIELD_BOOSTS = KEYWORD_FIELDS.map((field) => KEYWORD_SEARCH_OPTIONS.boost?.[field] || 1);
const { k: K, b: B, d: D } = KEYWORD_SEARCH_OPTIONS.bm25!;
const K_PLUS_ONE = K + 1;
const ONE_MINUS_B = 1 - B;
const { prefix: PREFIX_WEIGHT, fuzzy: FUZZY_WEIGHT } = KEYWORD_SEARCH_OPTIONS.weights as {
  prefix: number;
  fuzzy: number;
};
const MAX_FUZZY = 6;

/** The loaded index with the pending memories added, as MiniSearch.loadJS then #add would build it. */
class LoadedIndex {
  readonly terms = new SearchableMap<number>();
  readonly postings: TermPostings[] = [];
  readonly averages: number[];
  documentCount: number;
  readonly nextId: number;
  private readonly leaving: ReadonlySet<number>;
  private readonly pendingSlugs: string[] = [];
  private readonly pendingLengths: number[][] = [];

  constructor(private readonly slice: KeywordSlice) {
    const { base } = slice;
    this.leaving = slice.leaving ?? new Set();
    this.averages = averagesWithout(base, this.leaving);
    this.documentCount = base.documentCount - this.leaving.size;
    for (const [term, postings] of slice.entries) this.terms.set(term, this.postings.push(postings) - 1);
    // The pending memories' postings, by term then field, merged in once all are counted.
    const added = new Map<number, Map<number, Map<number, number>>>();
    slice.documents.forEach((document, i) => this.add(document, added, slice.analyses?.[i]));
    for (const [at, fields] of added) {
      const more = [...fields]
        .sort(([a], [b]) => a - b)
        .flatMap(([fieldId, docs]) => [fieldId, docs.size, ...[...docs].flat()]);
      this.postings[at] = mergePostings(this.postings[at]!, new Set(), Int32Array.from(more))!;
    }
    this.nextId = base.nextId + this.pendingSlugs.length;
  }

  /** Ids below this are the stored index's; their field lengths are `storedLengths[id * fields + field]`. */
  get storedIds(): number {
    return this.slice.base.nextId;
  }

  get storedLengths(): readonly number[] {
    return this.slice.base.fieldLengths;
  }

  slugOf(id: number): string | undefined {
    const pending = id - this.slice.base.nextId;
    if (pending >= 0) return this.pendingSlugs[pending];
    return this.leaving.has(id) ? undefined : (this.slice.base.slugs[id] ?? undefined);
  }

  /** The length of field `field` (KEYWORD_FIELDS order) of memory `id`; undefined for an id out of range. */
  fieldLength(id: number, field: number): number | undefined {
    const pending = id - this.slice.base.nextId;
    if (pending >= 0) return this.pendingLengths[pending]?.[field];
    return this.slice.base.fieldLengths[id * KEYWORD_FIELDS.length + field];
  }

  private add(
    document: KeywordDocument,
    added: Map<number, Map<number, Map<number, number>>>,
    analysed = analyseDocument(document, ""),
  ): void {
    const id = this.slice.base.nextId + this.pendingSlugs.length;
    this.pendingSlugs.push(document.slug);
    this.documentCount += 1;
    this.pendingLengths.push(analysed.lengths);
    const { keepTerm } = this.slice;
    KEYWORD_FIELDS.forEach((_, fieldId) => {
      const length = analysed.lengths[fieldId]!;
      this.averages[fieldId] = ((this.averages[fieldId] || 0) * (this.documentCount - 1) + length) / this.documentCount;
      // Terms in the order they first occur, as MiniSearch#add meets them: new terms enter the map in that order.
      const terms = analysed.terms[fieldId]!;
      for (let i = 0; i < terms.length; i += 2) {
        const term = terms[i] as string;
        if (keepTerm && !keepTerm(term)) continue;
        let at = this.terms.get(term);
        if (at === undefined) this.terms.set(term, (at = this.postings.push(new Int32Array(0)) - 1));
        let fields = added.get(at);
        if (!fields) added.set(at, (fields = new Map()));
        let docs = fields.get(fieldId);
        if (!docs) fields.set(fieldId, (docs = new Map()));
        docs.set(id, terms[i + 1] as number);
      }
    });
  }
}

/** The average field lengths of `base` without the memories `leaving`, computed as the stored averages were. */
export function averagesWithout(base: KeywordBase, leaving: ReadonlySet<number>): number[] {
  if (leaving.size === 0) return [...base.averageFieldLength];
  return base.averageFieldLength.map((average, fieldId) => {
    let total = average * base.documentCount;
    let count = base.documentCount;
    for (const id of leaving) {
      if ((base.slugs[id] ?? null) === null) continue;
      const length = base.fieldLengths[id * KEYWORD_FIELDS.length + fieldId]!;
      total -= length;
      count -= 1;
    }
    return count > 0 ? total / count : 0;
  });
}

/** The indexed terms a query term matches, in the order MiniSearch sums them: itself, prefix expansions, near spellings. */
function derivedTerms(index: LoadedIndex, term: string, position: number, terms: string[]): Derived[] {
  const derived: Derived[] = [];
  const exact = index.terms.get(term);
  if (exact !== undefined) derived.push({ at: exact, term, weight: 1 });
  const fuzzy = fuzzyDistance(term, position, terms);
  const near = fuzzy ? index.terms.fuzzyGet(term, fuzzy) : undefined;
  if (
    KEYWORD_SEARCH_OPTIONS.prefix === true ||
    (typeof KEYWORD_SEARCH_OPTIONS.prefix === "function" && KEYWORD_SEARCH_OPTIONS.prefix(term, position, terms))
  ) {
    for (const [longer, at] of prefixExpansions(index, term)) {
      const distance = longer.length - term.length;
      // A word both longer and one edit away counts once, as a prefix expansion.
      near?.delete(longer);
      derived.push({ at, term: longer, weight: (PREFIX_WEIGHT * longer.length) / (longer.length + 0.3 * distance) });
    }
  }
  for (const [other, [at, distance]] of near ?? []) {
    if (distance) derived.push({ at, term: other, weight: (FUZZY_WEIGHT * other.length) / (other.length + distance) });
  }
  return derived;
}

/** Prefix expansions a query term takes at most, and indexed words looked at to choose them. */
export const MAX_PREFIX_EXPANSIONS = 1_000;
const MAX_PREFIX_CANDIDATES = 4 * MAX_PREFIX_EXPANSIONS;

/**
 * The indexed words longer than `term` that start with it, in the order the index holds them. Past
 * MAX_PREFIX_EXPANSIONS (never in a store of notes: a store holding a pasted log of numbered words), the shortest
 * of the first MAX_PREFIX_CANDIDATES, which weigh most: a query's work stays bounded whatever the store holds.
 */
function prefixExpansions(index: LoadedIndex, term: string): Array<[string, number]> {
  const found: Array<[string, number]> = [];
  for (const [longer, at] of index.terms.atPrefix(term)) {
    if (longer.length === term.length) continue;
    found.push([longer, at]);
    if (found.length === MAX_PREFIX_CANDIDATES) break;
  }
  if (found.length <= MAX_PREFIX_EXPANSIONS) return found;
  const lengths = found.map(([longer]) => longer.length).sort((a, b) => a - b);
  const longest = lengths[MAX_PREFIX_EXPANSIONS - 1]!;
  let room = lengths.slice(0, MAX_PREFIX_EXPANSIONS).filter((length) => length === longest).length;
  return found.filter(([longer]) => longer.length < longest || (longer.length === longest && room-- > 0));
}

/** The edit distance fuzzy matching allows for a query term (0: none), as MiniSearch reads the `fuzzy` option. */
function fuzzyDistance(term: string, position: number, terms: string[]): number {
  const option = KEYWORD_SEARCH_OPTIONS.fuzzy;
  const fuzzy = typeof option === "function" ? option(term, position, terms) : option;
  if (!fuzzy) return 0;
  const ratio = fuzzy === true ? 0.2 : fuzzy;
  return ratio < 1 ? Math.min(KEYWORD_SEARCH_OPTIONS.maxFuzzy ?? MAX_FUZZY, Math.round(term.length * ratio)) : ratio;
}

/** A query's hits, best first (the best `limit` of them when one was asked for), and how many matched in all. */
export interface RankedHits {
  hits: KeywordHit[];
  total: number;
}

export interface RankOptions {
  filter?: (slug: string) => boolean;
  /** Only the best this many hits are wanted: the others are counted, never sorted. */
  limit?: number;
}

/**
 * The memories matching `query`, best first, scored as `rankedSearch` scores
 * them on a MiniSearch of the same index: the BM25 sum divided by the number
 * of distinct query terms matched.
 */
export function scoreQuery(slice: KeywordSlice, query: string, options: RankOptions = {}): RankedHits {
  return queryIndex(slice)(query, options);
}

/** `scoreQuery` for many queries of one slice (the slice is read once). */
export function queryIndex(slice: KeywordSlice): (query: string, options?: RankOptions) => RankedHits {
  const index = new LoadedIndex(slice);
  return (query, options = {}) => rank(index, query, options);
}

function rank(index: LoadedIndex, query: string, { filter, limit = Infinity }: RankOptions): RankedHits {
  const terms = tokenize(query)
    .map((term) => processTerm(term))
    .filter((term): term is string => Boolean(term));
  const specs = terms.map((term, position) => derivedTerms(index, term, position, terms));
  const total = new Float64Array(index.nextId);
  const part = new Float64Array(index.nextId);
  const reached = new Uint8Array(index.nextId);
  const distinctTerms = new Uint16Array(index.nextId);
  const matched: number[] = [];
  const touched: number[] = [];
  specs.forEach((derived, position) => {
    for (const one of derived) addScores(index, one, part, reached, touched);
    // A repeated query term adds its score again but is one term for the division.
    const repeated = terms.indexOf(terms[position]!) < position;
    for (const id of touched) {
      total[id] = total[id]! + part[id]!;
      part[id] = 0;
      reached[id] = 0;
      if (!repeated && distinctTerms[id]!++ === 0) matched.push(id);
    }
    touched.length = 0;
  });
  const ranking = { index, specs };
  const best = new BestHits(limit >= matched.length ? Infinity : limit, ranking);
  for (const id of matched) {
    const slug = index.slugOf(id);
    // A posting of an id no memory holds (a damaged index) is no hit.
    if (slug === undefined || (filter && !filter(slug))) continue;
    const count = distinctTerms[id]!;
    best.offer(slug, (total[id]! * count) / Math.max(1, count), id);
  }
  return { hits: best.sorted(), total: best.offered };
}

/** Whether a hit scored `score` comes before `other`: higher score first, then slug order. */
function ranksBefore(score: number, slug: string, other: KeywordHit): boolean {
  return score > other.score || (score === other.score && slug < other.slug);
}

/**
 * The best `limit` hits offered, kept in order as they come (a handful, where a
 * common word matches thousands); every hit, sorted once, without a limit.
 */
class BestHits {
  private readonly hits: RankedHit[] = [];
  offered = 0;

  constructor(
    private readonly limit: number,
    private readonly ranking: Ranking,
  ) {}

  offer(slug: string, score: number, id: number): void {
    this.offered++;
    const { hits, limit } = this;
    if (hits.length === limit && (limit === 0 || !ranksBefore(score, slug, hits[limit - 1]!))) return;
    const hit = new RankedHit(slug, score, this.ranking, id);
    if (limit === Infinity) {
      hits.push(hit);
      return;
    }
    if (hits.length === limit) hits.pop();
    let at = hits.length;
    while (at > 0 && ranksBefore(score, slug, hits[at - 1]!)) at--;
    hits.splice(at, 0, hit);
  }

  sorted(): KeywordHit[] {
    if (this.limit === Infinity)
      this.hits.sort((x, y) => y.score - x.score || (x.slug < y.slug ? -1 : x.slug > y.slug ? 1 : 0));
    return this.hits;
  }
}

interface Ranking {
  index: LoadedIndex;
  specs: Derived[][];
}

/** A hit that works out its matched terms when asked (one object per hit, no closure: there can be thousands). */
class RankedHit implements KeywordHit {
  constructor(
    readonly slug: string,
    readonly score: number,
    private readonly ranking: Ranking,
    private readonly id: number,
  ) {}

  match(): Record<string, string[]> {
    return matchOf(this.ranking.index, this.ranking.specs, this.id);
  }
}

/** Adds one derived term's BM25 scores, field by field, to `part`; documents reached for the first time go to `touched`. */
function addScores(
  index: LoadedIndex,
  derived: Derived,
  part: Float64Array,
  reached: Uint8Array,
  touched: number[],
): void {
  const postings = index.postings[derived.at]!;
  // Read once here: a search runs this loop a few times in a fresh process, mostly before V8 compiles it.
  const { storedIds, storedLengths } = index;
  const fields = KEYWORD_FIELDS.length;
  const size = part.length;
  for (let fieldId = 0; fieldId < fields; fieldId++) {
    const from = fieldStart(postings, fieldId);
    if (from === -1) continue;
    const matching = postings[from - 1]!;
    const average = index.averages[fieldId]!;
    const idf = Math.log(1 + (index.documentCount - matching + 0.5) / (matching + 0.5));
    const scale = derived.weight * FIELD_BOOSTS[fieldId]!;
    for (let i = from, to = from + 2 * matching; i < to; i += 2) {
      const id = postings[i]!;
      if (!(id >= 0 && id < size)) continue;
      const length = id < storedIds ? storedLengths[id * fields + fieldId]! : index.fieldLength(id, fieldId);
      if (length === undefined) continue;
      const frequency = postings[i + 1]!;
      const bm25 = idf * (D + (frequency * K_PLUS_ONE) / (frequency + K * (ONE_MINUS_B + (B * length) / average)));
      if (reached[id] === 0) {
        reached[id] = 1;
        touched.push(id);
      }
      part[id] = part[id]! + scale * bm25;
    }
  }
}

/** The terms document `id` matched and their fields, as MiniSearch builds `match` while it scores. */
function matchOf(index: LoadedIndex, specs: Derived[][], id: number): Record<string, string[]> {
  const match: Record<string, string[]> = {};
  for (const derived of specs) {
    const own: Record<string, string[]> = {};
    for (const { at, term } of derived) {
      KEYWORD_FIELDS.forEach((field, fieldId) => {
        if (hasPosting(index.postings[at]!, fieldId, id)) (own[term] ??= []).push(field);
      });
    }
    Object.assign(match, own);
  }
  return match;
}
