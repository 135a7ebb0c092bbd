// The confidence gate of prompt recall: which of the memories ranked for a
// prompt are worth the model's attention. It reads general evidence only —
// how much of the prompt's information a memory shares (idf-weighted term
// coverage), how rare the rarest shared word is, whether a shared word is in
// its title or tags, and how it scores against the best candidate — with
// thresholds measured on a labelled set of prompts (docs/recall.md).

export interface RecallEvidence {
  /** BM25 score. */
  score: number;
  /** Share of the prompt's information (sum of its terms' idf, unseen words included) the memory shares. */
  coverage: number;
  /** How rare the rarest shared term is: 1 − ln(df) / ln(memories + 1) (1: only this memory has it). */
  rarity: number;
  /** Sum of the memory's weights of the shared terms (a title or tag word weighs 3 or more). */
  weight: number;
  /** How many distinct prompt terms it shares. */
  shared: number;
  /** The prompt's total information (sum of idf). */
  information: number;
}

export interface GateSettings {
  /** Least share of the prompt's information a memory must share. */
  minCoverage: number;
  /** Least rarity of the rarest shared term. */
  minRarity: number;
  /** Least score relative to the best candidate. */
  minRelative: number;
  /** Least weight of the shared terms (3: at least one title or tag word, or several body words). */
  minWeight: number;
}

/** Measured on the evaluation set (see bench/recall.ts): precision first, then recall. */
export const DEFAULT_GATE: GateSettings = { minCoverage: 0.25, minRarity: 0.7, minRelative: 0.7, minWeight: 6 };

/** hybrid read mode: prompt recall only above a higher gate. */
export const HYBRID_GATE: GateSettings = { minCoverage: 0.3, minRarity: 0.7, minRelative: 0.8, minWeight: 8 };

/** The candidates that pass the gate, in their order. */
export function gate<T extends RecallEvidence>(ranked: readonly T[], settings: GateSettings = DEFAULT_GATE): T[] {
  // Scores are compared with the best memory that shares a rare enough word (the ranking may leave out the others).
  const rare = ranked.filter((candidate) => candidate.rarity >= settings.minRarity);
  const top = rare.reduce((best, candidate) => Math.max(best, candidate.score), 0);
  return rare.filter(
    (candidate) =>
      candidate.coverage >= settings.minCoverage &&
      candidate.weight >= settings.minWeight &&
      candidate.score >= settings.minRelative * top,
  );
}

/**
 * What cached embeddings say of a memory for one prompt: its cosine, and how
 * far that stands above the store's usual similarity to this prompt (in
 * standard deviations): raw cosines differ from one model to the next, the
 * margin much less.
 */
export interface SemanticEvidence {
  similarity: number;
  margin: number;
}

export interface SemanticGateSettings {
  /** Least margin for a memory the keyword gate left out to be shown. */
  admitMargin: number;
  /** Least similarity, relative to the prompt's best one, for such a memory. */
  admitRelative: number;
  /** Least prompt terms such a memory must share (0: none, on embeddings alone). */
  admitShared: number;
  /** A memory the keyword gate passed is dropped below this margin. */
  vetoMargin: number;
}

/**
 * Measured on the evaluation set with embeddings (bench/recall.ts --semantic): a
 * memory the keyword gate left out comes in only when it stands out from the
 * whole store and shares two words with the prompt; none is dropped (a veto
 * cost recall and bought no precision).
 */
export const SEMANTIC_GATE: SemanticGateSettings = {
  admitMargin: 5,
  admitRelative: 0.9,
  admitShared: 2,
  vetoMargin: Number.NEGATIVE_INFINITY,
};

/**
 * The keyword gate's memories with the embeddings' evidence blended in:
 * those the embeddings find far below the store's usual similarity are
 * dropped, those they find far above it are added, and the order weighs both
 * rankings alike. `candidates` holds every memory with some evidence (keyword
 * or semantic), `passed` those of them the keyword gate let through.
 */
export function blendSemantic<T extends RecallEvidence & { slug: string }>(
  passed: readonly T[],
  candidates: readonly T[],
  semantic: (memory: T) => SemanticEvidence | undefined,
  settings: SemanticGateSettings = SEMANTIC_GATE,
): T[] {
  const kept = passed.filter((memory) => {
    const evidence = semantic(memory);
    return !evidence || evidence.margin >= settings.vetoMargin;
  });
  const passedSlugs = new Set(passed.map((memory) => memory.slug));
  const best = candidates.reduce((max, memory) => Math.max(max, semantic(memory)?.similarity ?? 0), 0);
  const admitted = candidates.filter((memory) => {
    if (passedSlugs.has(memory.slug)) return false;
    const evidence = semantic(memory);
    return (
      evidence !== undefined &&
      evidence.margin >= settings.admitMargin &&
      evidence.similarity >= settings.admitRelative * best &&
      memory.shared >= settings.admitShared
    );
  });
  const all = [...kept, ...admitted];
  const topScore = all.reduce((max, memory) => Math.max(max, memory.score), 0) || 1;
  const topMargin = all.reduce((max, memory) => Math.max(max, semantic(memory)?.margin ?? 0), 0) || 1;
  const blended = (memory: T) => memory.score / topScore + Math.max(0, semantic(memory)?.margin ?? 0) / topMargin;
  return all
    .map((memory) => ({ memory, key: blended(memory) }))
    .sort((a, b) => b.key - a.key || (a.memory.slug < b.memory.slug ? -1 : 1))
    .map(({ memory }) => memory);
}
