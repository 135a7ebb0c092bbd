// Text similarity between memories: TF-IDF cosine over sparse vectors, with
// an inverted index so the all-pairs search only compares memories that share
// a reasonably rare term.
//
// Vectors: each memory's title, tags and text (body, rule, implication) go
// through the keyword index's analysis (tokenize + processTerm). A term's
// weight is (1 + ln tf) · idf with tf counted with field weights (title ×3,
// tags ×3, text ×1) and idf = ln(1 + N/df); vectors are L2-normalised, so a
// dot product is the cosine (0–1).
//
// Cost, for N memories of at most T distinct terms each:
// - building: O(N·T);
// - one memory's neighbours: O(Σ df(t) over its terms) ≤ O(N·T), exact;
// - all pairs: candidate pairs are those sharing a "rare" term, df ≤
//   maxSharedDf = max(64, √N); their dot product over rare terms is
//   accumulated from the postings into a dense array, O(Σ df(t)² over rare
//   terms) ≤ O(N·T·maxSharedDf). Each memory's CANDIDATES_PER_MEMORY (64)
//   candidates with the largest rare-term dot product are then scored
//   exactly, O(T) each, unless the common terms cannot lift them to the
//   threshold (they add at most the product of the two vectors' common-term
//   norms, by Cauchy–Schwarz). So the whole search is O(N·T·maxSharedDf +
//   N·64·T). It is exact for stores of ≤ 64 memories (every term is rare,
//   every candidate scored); on larger ones a pair sharing no rare term, or
//   with less rare overlap than a memory's 64 best, is not proposed.
//   10,000 memories take about a second once their texts are read.
//
// The SimilarityProvider interface is what the link suggestions need; the
// embedding cache can implement it later and replace this one.

import { grown } from "../core/text/index.js";
import { AnalysedWords } from "./keyword/index.js";

export interface SimilarityText {
  slug: string;
  title: string;
  tags: string[];
  /** Body and other free text. */
  text: string;
}

export interface ScoredPair {
  a: string;
  b: string;
  similarity: number;
}

export interface SimilarityProvider {
  /** What the scores are: "tf-idf" here, an embedding model later. */
  readonly method: string;
  /** The similarity at or above which two memories are worth linking, on this provider's scale. */
  readonly defaultMinSimilarity: number;
  /** Memories similar to `slug` (itself excluded), best first. */
  neighbours(slug: string, minSimilarity: number): ScoredPair[];
  /** Every unordered pair at or above `minSimilarity` (a < b), best first. */
  pairs(minSimilarity: number): ScoredPair[];
  /** The terms two memories share, heaviest first (for rationales). */
  sharedTerms(a: string, b: string, count: number): string[];
}

const FIELD_WEIGHT = { title: 3, tags: 3, text: 1 } as const;
/** In the all-pairs search, how many candidates of each memory are scored exactly (see the cost above). */
const CANDIDATES_PER_MEMORY = 64;

/**
 * TF-IDF cosines run lower than embedding cosines: the words a note shares
 * with no other note still count in its length. Two short notes on one topic
 * in different words typically score 0.15–0.4, near-duplicates 0.7 and more.
 * The public API's default of 0.6 is an embedding figure; with TF-IDF it would
 * suggest next to nothing, so this provider's default is 0.2. The reported
 * similarity is always the raw cosine, and an explicit threshold is used as is.
 */
export const TFIDF_DEFAULT_MIN_SIMILARITY = 0.2;

interface Vector {
  /** Term ids, ascending. */
  terms: Uint32Array;
  weights: Float64Array;
}

export class TfIdfSimilarity implements SimilarityProvider {
  readonly method = "tf-idf";
  readonly defaultMinSimilarity = TFIDF_DEFAULT_MIN_SIMILARITY;
  private readonly slugs: string[] = [];
  private readonly indexOf = new Map<string, number>();
  private readonly vectors: Vector[] = [];
  /** Per term id: the first word seen for it, readable where the stem is not ("concurrency", not "concurr"). */
  private readonly termNames: string[] = [];
  /** Term id → the memories holding it (index ascending) and its weight in each. */
  private readonly postings: Array<{ docs: Int32Array; weights: Float64Array }> = [];

  constructor(texts: Iterable<SimilarityText>) {
    const termIds = new Map<string, number>();
    const df: number[] = [];
    // Each distinct word is analysed once (tokenize + processTerm), as the keyword index builds: a term left out
    // (one character, a number) is -1.
    const words = new AnalysedWords();
    const termIdOf = (term: string, token: string): number => {
      if (term.length < 2 || /^\d+$/.test(term)) return -1;
      let id = termIds.get(term);
      if (id === undefined) {
        id = this.termNames.length;
        termIds.set(term, id);
        this.termNames.push(token.toLowerCase());
        df.push(0);
      }
      return id;
    };
    // A memory's term frequencies are summed in `counts` (by term id, zero between memories), then kept as its
    // terms in ascending order with their frequencies.
    let counts: Int32Array = new Int32Array(1024);
    const touched: number[] = [];
    const frequencies: Array<{ terms: Uint32Array; tf: Int32Array }> = [];
    const add = (text: string, weight: number) => {
      const found = words.scan(text, termIdOf);
      if (df.length > counts.length) counts = grown(counts, df.length);
      const { termStarts, wordTerms } = words;
      const ids = words.table.ids;
      for (let k = 0; k < found; k++) {
        const word = ids[k]!;
        for (let i = termStarts[word]!, end = termStarts[word + 1]!; i < end; i++) {
          const id = wordTerms[i]!;
          if (id < 0) continue;
          if (counts[id] === 0) touched.push(id);
          counts[id]! += weight;
        }
      }
    };
    for (const item of texts) {
      if (this.indexOf.has(item.slug)) continue;
      add(item.title, FIELD_WEIGHT.title);
      add(item.tags.join(" "), FIELD_WEIGHT.tags);
      add(item.text, FIELD_WEIGHT.text);
      this.indexOf.set(item.slug, this.slugs.length);
      this.slugs.push(item.slug);
      const terms = Uint32Array.from(touched).sort();
      const tf = new Int32Array(terms.length);
      for (let i = 0; i < terms.length; i++) {
        const id = terms[i]!;
        tf[i] = counts[id]!;
        counts[id] = 0;
        df[id]!++;
      }
      touched.length = 0;
      frequencies.push({ terms, tf });
    }
    const n = this.slugs.length;
    const idf = df.map((count) => Math.log(1 + n / count));
    for (const count of df) this.postings.push({ docs: new Int32Array(count), weights: new Float64Array(count) });
    const filled = new Int32Array(df.length);
    frequencies.forEach(({ terms, tf }, index) => {
      const weights = new Float64Array(terms.length);
      let squares = 0;
      for (let i = 0; i < terms.length; i++) {
        const weight = (1 + Math.log(tf[i]!)) * idf[terms[i]!]!;
        weights[i] = weight;
        squares += weight * weight;
      }
      const norm = Math.sqrt(squares) || 1;
      for (let i = 0; i < weights.length; i++) weights[i]! /= norm;
      this.vectors[index] = { terms, weights };
      for (let i = 0; i < terms.length; i++) {
        const id = terms[i]!;
        const posting = this.postings[id]!;
        posting.docs[filled[id]!] = index;
        posting.weights[filled[id]!++] = weights[i]!;
      }
    });
  }

  get size(): number {
    return this.slugs.length;
  }

  has(slug: string): boolean {
    return this.indexOf.has(slug);
  }

  neighbours(slug: string, minSimilarity: number): ScoredPair[] {
    const index = this.indexOf.get(slug);
    if (index === undefined) return [];
    const { terms, weights } = this.vectors[index]!;
    const dot = new Map<number, number>();
    terms.forEach((id, i) => {
      const { docs, weights: otherWeights } = this.postings[id]!;
      for (let k = 0; k < docs.length; k++) {
        const other = docs[k]!;
        if (other !== index) dot.set(other, (dot.get(other) ?? 0) + weights[i]! * otherWeights[k]!);
      }
    });
    const result: ScoredPair[] = [];
    for (const [other, value] of dot) {
      const similarity = round(value);
      if (similarity >= minSimilarity && similarity > 0) result.push({ a: slug, b: this.slugs[other]!, similarity });
    }
    return result.sort(bySimilarity);
  }

  pairs(minSimilarity: number): ScoredPair[] {
    const n = this.slugs.length;
    const maxSharedDf = Math.max(64, Math.ceil(Math.sqrt(n)));
    const isRare = (id: number) => this.postings[id]!.docs.length <= maxSharedDf;
    // The norm of each vector's common-term part bounds what those terms can add to a cosine.
    const commonNorm = this.vectors.map(({ terms, weights }) => {
      let squares = 0;
      terms.forEach((id, i) => (squares += isRare(id) ? 0 : weights[i]! ** 2));
      return Math.sqrt(squares);
    });
    const result: ScoredPair[] = [];
    // Dense accumulator of dot products over rare terms, with the list of entries touched.
    const rareDot = new Float64Array(n);
    const touched = new Int32Array(n);
    for (let index = 0; index < n; index++) {
      let count = 0;
      const { terms, weights } = this.vectors[index]!;
      for (let i = 0; i < terms.length; i++) {
        const { docs, weights: otherWeights } = this.postings[terms[i]!]!;
        if (docs.length > maxSharedDf) continue;
        const weight = weights[i]!;
        for (let k = 0; k < docs.length; k++) {
          const other = docs[k]!;
          if (other <= index) continue;
          if (rareDot[other] === 0) touched[count++] = other;
          rareDot[other] = rareDot[other]! + weight * otherWeights[k]!;
        }
      }
      // Only the candidates with the most rare-term overlap are scored exactly.
      let cutoff = 0;
      if (count > CANDIDATES_PER_MEMORY) {
        const dots = new Float64Array(count);
        for (let k = 0; k < count; k++) dots[k] = rareDot[touched[k]!]!;
        cutoff = kthLargest(dots, CANDIDATES_PER_MEMORY);
      }
      for (let k = 0; k < count; k++) {
        const other = touched[k]!;
        const dot = rareDot[other]!;
        rareDot[other] = 0;
        if (dot < cutoff) continue;
        // Cauchy–Schwarz: the common terms add at most commonNorm[index] · commonNorm[other].
        const bound = commonNorm[index]! * commonNorm[other]!;
        if (dot + bound < minSimilarity) continue;
        const similarity = round(bound === 0 ? dot : this.cosine(index, other));
        if (similarity >= minSimilarity && similarity > 0)
          result.push(ordered(this.slugs[index]!, this.slugs[other]!, similarity));
      }
    }
    return result.sort(bySimilarity);
  }

  sharedTerms(a: string, b: string, count: number): string[] {
    const x = this.indexOf.get(a);
    const y = this.indexOf.get(b);
    if (x === undefined || y === undefined) return [];
    const shared: Array<[string, number]> = [];
    this.mergeShared(x, y, (id, wx, wy) => shared.push([this.termNames[id]!, wx * wy]));
    return shared
      .sort((p, q) => q[1] - p[1] || p[0].localeCompare(q[0]))
      .slice(0, count)
      .map(([term]) => term);
  }

  private cosine(x: number, y: number): number {
    const u = this.vectors[x]!;
    const v = this.vectors[y]!;
    let sum = 0;
    for (let i = 0, j = 0; i < u.terms.length && j < v.terms.length; ) {
      const s = u.terms[i]!;
      const t = v.terms[j]!;
      if (s === t) sum += u.weights[i++]! * v.weights[j++]!;
      else if (s < t) i++;
      else j++;
    }
    return sum;
  }

  /** Walks the common terms of two sorted vectors. */
  private mergeShared(x: number, y: number, visit: (id: number, wx: number, wy: number) => void): void {
    const u = this.vectors[x]!;
    const v = this.vectors[y]!;
    let i = 0;
    let j = 0;
    while (i < u.terms.length && j < v.terms.length) {
      const s = u.terms[i]!;
      const t = v.terms[j]!;
      if (s === t) visit(s, u.weights[i++]!, v.weights[j++]!);
      else if (s < t) i++;
      else j++;
    }
  }
}

/** The k-th largest value (1-based) by quickselect, O(n) on average; reorders `values`. */
export function kthLargest(values: Float64Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  const target = values.length - k;
  while (low < high) {
    const pivot = values[(low + high) >>> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swap;
      }
    }
    if (target <= j) high = j;
    else if (target >= i) low = i;
    else break;
  }
  return values[target]!;
}

function round(value: number): number {
  return Math.round(Math.min(1, value) * 1000) / 1000;
}

function ordered(a: string, b: string, similarity: number): ScoredPair {
  return a < b ? { a, b, similarity } : { a: b, b: a, similarity };
}

function bySimilarity(p: ScoredPair, q: ScoredPair): number {
  return q.similarity - p.similarity || p.a.localeCompare(q.a) || p.b.localeCompare(q.b);
}
