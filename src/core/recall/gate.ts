// The confidence gate of prompt recall: which of the memories ranked for a
// prompt are worth the model's attention. It reads general evidence only —
// how much of the prompt's information a memory shares (idf-weighted term
// coverage), how rare the rarest shared word is, where the shared words sit
// in the memory, how it scores against the other candidates, and whether its
// type is what the prompt's intent calls for — weighed by a model fitted on
// labelled sets of prompts (docs/recall.md).

import { TYPE_LEXICON_TYPES } from "./lexicon.js";
import { RECALL_TREES } from "./recall-trees.js";
import { type Tree, treeMargin } from "./trees.js";

export { type Tree, treeMargin };

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
  /** Shared terms that weigh 3 or more in the memory (title, tags, description, commands, or repeated in the body). */
  fieldHits?: number;
  /** Shared whole identifiers (`archive_command`, `ClusterReadyTimeout`): an exact name both use. */
  identifierHits?: number;
  /** The coverage from words few memories share (a memory matching only through its cluster's common words has little). */
  rareCoverage?: number;
  /** The coverage from the prompt's own words, outside file paths and code names (which locate, not ask). */
  proseCoverage?: number;
  /** Share of the memory's own strong words (weight 3 or more: what it is about) the prompt shares. */
  focus?: number;
}

/**
 * The relevance model: a logistic regression over general evidence — how
 * the memory's keyword match stands (score, coverage, rarity, how it ranks
 * against the others), where the shared words sit in it (title, tags,
 * description; an exact identifier), and whether the memory's type is the
 * one the prompt's intent calls for (an action → a decision, an orientation
 * question → a hub, a pasted error → a gotcha or learning), against what
 * asks for nothing (a small edit, a general question). Its weights were
 * fitted on labelled sets (bench/recall-eval/train.ts; docs/recall.md says
 * which), its thresholds chosen on them.
 */
export interface RecallModel {
  weights: Readonly<Record<FeatureName, number>>;
  /** Least probability for a memory to be shown. */
  threshold: number;
  /**
   * Least probability for a second or third memory, once one has passed `threshold` (at most `threshold`; absent:
   * the same). Whether a prompt gets anything still depends on its first memory alone, so silence is the
   * threshold's; beside a memory the prompt surely needs, a weaker one pays more often than alone.
   */
  follow?: number;
  /** Boosted trees whose leaves add to the weights' log-odds (bench/recall-eval/fit.ts `fitBoost`); absent: none. */
  trees?: readonly Tree[];
}

export const FEATURE_NAMES = [
  "bias",
  "score",
  "coverage",
  "rarity",
  "weight",
  "shared",
  "relative",
  "top",
  "lead",
  "information",
  "fieldHits",
  "identifierHits",
  "actionDecision",
  "orientationHub",
  "errorGotcha",
  "trivialEdit",
  "general",
  "error",
  "action",
  "hub",
  "artifact",
  "breadcrumb",
  "conversational",
  "trivialScore",
  "generalScore",
  "rareCoverage",
  "proseCoverage",
  "focus",
  "locatorOnly",
  "locatorShare",
  "needsNothing",
  "typeOdds",
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

export interface JudgeContext {
  intent: import("./intent.js").PromptIntent;
  /** The candidates' best score and the second best. */
  top: number;
  second: number;
}

/** The features of one candidate, in FEATURE_NAMES order. */
export function featuresOf(candidate: RecallEvidence, rank: number, type: string, context: JudgeContext): number[] {
  const { intent } = context;
  const relative = context.top > 0 ? candidate.score / context.top : 0;
  const lead = rank === 0 && context.top > 0 ? (context.top - context.second) / context.top : 0;
  const isType = (...types: string[]) => (types.includes(type) ? 1 : 0);
  return [
    1,
    Math.log1p(candidate.score),
    candidate.coverage,
    candidate.rarity,
    Math.log1p(candidate.weight),
    Math.log1p(candidate.shared),
    relative,
    rank === 0 ? 1 : 0,
    lead,
    Math.log1p(candidate.information),
    Math.log1p(candidate.fieldHits ?? 0),
    Math.min(3, candidate.identifierHits ?? 0),
    intent.action ? isType("decision") : 0,
    intent.orientation ? isType("hub", "artifact") : 0,
    intent.error ? isType("gotcha", "learning") : 0,
    intent.trivialEdit ? 1 : 0,
    intent.general ? 1 : 0,
    intent.error ? 1 : 0,
    intent.action ? 1 : 0,
    isType("hub"),
    isType("artifact"),
    isType("breadcrumb"),
    intent.conversational ? 1 : 0,
    intent.trivialEdit ? Math.log1p(candidate.score) : 0,
    intent.general ? Math.log1p(candidate.score) : 0,
    candidate.rareCoverage ?? 0,
    candidate.proseCoverage ?? 0,
    candidate.focus ?? 0,
    // Every word it shares comes from a file path or code name of the prompt: the prompt works there, it asks nothing of it.
    candidate.proseCoverage === 0 && candidate.coverage > 0 ? 1 : 0,
    // The share of its match from the prompt's paths and code names.
    candidate.coverage > 0 ? 1 - (candidate.proseCoverage ?? 0) / candidate.coverage : 0,
    // The prompt's words' own say (a typo, a rename, a question about git against an outage, a failure since yesterday).
    intent.needsNothing ?? 0,
    // What the prompt's words say of the type of memory it needs ("commit", "bump" → a decision; "tour" → a hub).
    intent.typeOdds?.[TYPE_LEXICON_TYPES.indexOf(type as (typeof TYPE_LEXICON_TYPES)[number])] ?? 0,
  ];
}

const TRIVIAL_EDIT = FEATURE_NAMES.indexOf("trivialEdit");
const NEEDS_NOTHING = FEATURE_NAMES.indexOf("needsNothing");
const GENERAL = FEATURE_NAMES.indexOf("general");
const CONVERSATIONAL = FEATURE_NAMES.indexOf("conversational");
/**
 * Whether the trees may raise a candidate: not where the prompt is a small edit, a general question, a turn of the
 * conversation, or its words lean towards needing nothing. Fitted on all prompts, the trees raised memories there that
 * the requirement tests hold silent; there they may only lower (monotone: they never raise a prompt that asks for
 * nothing, and keep what they learned of silence). The general and conversational prompts since recall14.
 */
export const treesApply = (features: readonly number[]): boolean =>
  features[TRIVIAL_EDIT] === 0 &&
  features[GENERAL] === 0 &&
  features[CONVERSATIONAL] === 0 &&
  !(features[NEEDS_NOTHING]! > 0);

export function probability(features: readonly number[], model: RecallModel): number {
  let sum = 0;
  FEATURE_NAMES.forEach((name, i) => (sum += model.weights[name] * features[i]!));
  if (model.trees) {
    const margin = treeMargin(model.trees, features);
    sum += treesApply(features) ? margin : Math.min(0, margin);
  }
  return 1 / (1 + Math.exp(-sum));
}

/** Only a prompt word at most this common (1 − ln(df) / ln(N + 1)) starts a candidate; commoner ones add to them. */
export const STARTING_RARITY = 0.5;

/** Fitted by bench/recall-eval/train.ts (see docs/recall.md). */
export const RECALL_MODEL: RecallModel = {
  weights: {
    bias: -9.069,
    score: 0.556,
    coverage: 0.651,
    rarity: 0.69,
    weight: 0.375,
    shared: 0.292,
    relative: 2.317,
    top: 0.734,
    lead: 2.35,
    information: -0.043,
    fieldHits: 0.104,
    identifierHits: -0.066,
    actionDecision: 0.751,
    orientationHub: 1.279,
    errorGotcha: -0.371,
    trivialEdit: -0.262,
    general: -0.524,
    error: -0.312,
    action: -0.027,
    hub: -0.33,
    artifact: 0.308,
    breadcrumb: 0.287,
    conversational: -1.239,
    trivialScore: -0.167,
    generalScore: -0.288,
    rareCoverage: 0.612,
    proseCoverage: 0.911,
    focus: 3.027,
    locatorOnly: -0.587,
    locatorShare: -0.629,
    needsNothing: -0.886,
    typeOdds: 1.2,
  },
  trees: RECALL_TREES,
  threshold: 0.5,
  follow: 0.4,
};

/** hybrid read mode: prompt recall only above a higher threshold, for every memory shown (no lower follow bar). */
export const HYBRID_MODEL: RecallModel = { ...RECALL_MODEL, threshold: 0.65, follow: 0.65 };

/** Candidates judged, at most this many (by keyword score): the rest never make the three shown. */
export const JUDGED_CANDIDATES = 8;

/** The least probability of a memory shown after the first (which needs the model's threshold). */
export const followBar = (model: RecallModel): number => Math.min(model.follow ?? model.threshold, model.threshold);

/**
 * The candidates the model finds relevant, most probable first: none unless
 * the first passes the threshold, then those above the follow bar. `typeOf`
 * gives a candidate's memory type (read from the index for the few judged).
 */
export function judge<T extends RecallEvidence>(
  ranked: readonly T[],
  intent: import("./intent.js").PromptIntent,
  typeOf: (candidate: T) => string | undefined,
  model: RecallModel,
): Array<T & { probability: number }> {
  const judged = ranked.slice(0, JUDGED_CANDIDATES);
  const context: JudgeContext = { intent, top: judged[0]?.score ?? 0, second: judged[1]?.score ?? 0 };
  const scored = judged
    .map((candidate, rank) => ({
      ...candidate,
      probability: probability(featuresOf(candidate, rank, typeOf(candidate) ?? "", context), model),
    }))
    .sort((a, b) => b.probability - a.probability);
  if (!scored[0] || scored[0].probability < model.threshold) return [];
  const bar = followBar(model);
  return scored.filter((candidate) => candidate.probability >= bar);
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
