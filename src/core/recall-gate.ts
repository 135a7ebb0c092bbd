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
  return rare.filter((candidate) => candidate.coverage >= settings.minCoverage && candidate.weight >= settings.minWeight && candidate.score >= settings.minRelative * top);
}
