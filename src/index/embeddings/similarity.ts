// A SimilarityProvider over cached embeddings (cosine of unit vectors), for
// link suggestions. Shared terms for rationales still come from TF-IDF.
// All pairs cost O(N²·d): used up to MAX_EMBEDDING_PAIRS_MEMORIES memories,
// beyond that suggest-links keeps TF-IDF for the whole-store pass.

import type { ScoredPair, SimilarityProvider } from "../similarity.js";

/** The public API's default for embedding similarities. */
export const EMBEDDING_DEFAULT_MIN_SIMILARITY = 0.6;
export const MAX_EMBEDDING_PAIRS_MEMORIES = 3000;

export class EmbeddingSimilarity implements SimilarityProvider {
  readonly method: string;
  readonly defaultMinSimilarity = EMBEDDING_DEFAULT_MIN_SIMILARITY;
  private readonly slugs: string[];
  private readonly indexOf = new Map<string, number>();

  constructor(
    model: string,
    private readonly vectors: Map<string, Float32Array>,
    private readonly terms: Pick<SimilarityProvider, "sharedTerms">,
  ) {
    this.method = `embeddings (${model})`;
    this.slugs = [...vectors.keys()];
    this.slugs.forEach((slug, i) => this.indexOf.set(slug, i));
  }

  neighbours(slug: string, minSimilarity: number): ScoredPair[] {
    const vector = this.vectors.get(slug);
    if (!vector) return [];
    const result: ScoredPair[] = [];
    for (const [other, candidate] of this.vectors) {
      if (other === slug) continue;
      const similarity = round(dot(vector, candidate));
      if (similarity >= minSimilarity && similarity > 0) result.push({ a: slug, b: other, similarity });
    }
    return result.sort(bySimilarity);
  }

  pairs(minSimilarity: number): ScoredPair[] {
    const result: ScoredPair[] = [];
    const list = this.slugs.map((slug) => this.vectors.get(slug)!);
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const similarity = round(dot(list[i]!, list[j]!));
        if (similarity >= minSimilarity && similarity > 0) {
          const [a, b] =
            this.slugs[i]! < this.slugs[j]! ? [this.slugs[i]!, this.slugs[j]!] : [this.slugs[j]!, this.slugs[i]!];
          result.push({ a, b, similarity });
        }
      }
    }
    return result.sort(bySimilarity);
  }

  sharedTerms(a: string, b: string, count: number): string[] {
    return this.terms.sharedTerms(a, b, count);
  }
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

function round(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;
}

function bySimilarity(p: ScoredPair, q: ScoredPair): number {
  return q.similarity - p.similarity || p.a.localeCompare(q.a) || p.b.localeCompare(q.b);
}
