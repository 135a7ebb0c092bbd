// Fitting a relevance model (core/recall/gate.ts) on labelled sets: the
// logistic regression, the threshold rule and the word lexicon that train.ts runs on the
// shipped features and lab.ts on candidate ones.

import { plainWords, TYPE_LEXICON_TYPES } from "../../src/core/recall/lexicon.js";
import type { Ranked } from "./evaluate.js";
import type { Tree } from "../../src/core/recall/gate.js";

export { treeMargin, treesApply, type Tree } from "../../src/core/recall/gate.js";

export { TYPE_LEXICON_TYPES };

/** One judged candidate: its features (bias first) and whether the prompt's labels call for it. */
export interface Row {
  x: number[];
  y: number;
}

/** Solves a x = b (Gaussian elimination with partial pivoting; the system is the model's few dozen features). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let i = 0; i < n; i++) {
    let pivot = i;
    for (let k = i + 1; k < n; k++) if (Math.abs(m[k]![i]!) > Math.abs(m[pivot]![i]!)) pivot = k;
    [m[i], m[pivot]] = [m[pivot]!, m[i]!];
    for (let k = i + 1; k < n; k++) {
      const factor = m[k]![i]! / m[i]![i]!;
      for (let j = i; j <= n; j++) m[k]![j]! -= factor * m[i]![j]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let sum = m[i]![n]!;
    for (let j = i + 1; j < n; j++) sum -= m[i]![j]! * x[j]!;
    x[i] = sum / m[i]![i]!;
  }
  return x;
}

/**
 * Logistic regression with an L2 penalty (not on the bias), by Newton's method on standardised features (a few
 * iterations reach the optimum gradient descent crawled to), weights returned for the raw ones, rounded to 3
 * decimals as the source holds them.
 */
export function fitLogistic(rows: Row[], l2: number): number[] {
  const n = rows[0]?.x.length ?? 0;
  const mean = new Array<number>(n).fill(0);
  const sd = new Array<number>(n).fill(1);
  for (let j = 1; j < n; j++) {
    mean[j] = rows.reduce((sum, row) => sum + row.x[j]!, 0) / rows.length;
    const variance = rows.reduce((sum, row) => sum + (row.x[j]! - mean[j]!) ** 2, 0) / rows.length;
    sd[j] = Math.sqrt(variance) || 1;
  }
  const z = rows.map((row) => row.x.map((value, j) => (j === 0 ? 1 : (value - mean[j]!) / sd[j]!)));
  let w = new Array<number>(n).fill(0);
  for (let iteration = 0; iteration < 30; iteration++) {
    const gradient = new Array<number>(n).fill(0);
    const hessian = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    z.forEach((x, i) => {
      const p = 1 / (1 + Math.exp(-x.reduce((sum, value, j) => sum + value * w[j]!, 0)));
      const error = p - rows[i]!.y;
      const curvature = p * (1 - p);
      for (let a = 0; a < n; a++) {
        gradient[a]! += error * x[a]!;
        for (let b = a; b < n; b++) hessian[a]![b]! += curvature * x[a]! * x[b]!;
      }
    });
    for (let a = 0; a < n; a++) {
      gradient[a] = gradient[a]! / rows.length + (a === 0 ? 0 : l2 * w[a]!);
      for (let b = a; b < n; b++) {
        hessian[a]![b] = hessian[a]![b]! / rows.length + (a === b && a !== 0 ? l2 : 0);
        hessian[b]![a] = hessian[a]![b]!;
      }
    }
    const step = solve(hessian, gradient);
    w = w.map((value, j) => value - step[j]!);
    if (Math.max(...step.map(Math.abs)) < 1e-7) break;
  }
  const raw = w.map((value, j) => (j === 0 ? value : value / sd[j]!));
  raw[0] = w[0]! - w.reduce((sum, value, j) => (j === 0 ? sum : sum + (value * mean[j]!) / sd[j]!), 0);
  return raw.map((value) => Math.round(value * 1000) / 1000);
}

export interface Three {
  precision: number;
  recall: number;
  silence: number;
}

/** How far a set's figures fall short of the targets (0: all met). */
export const shortfall = (f: Three) =>
  Math.max(0, 0.75 - f.precision) + Math.max(0, 0.6 - f.recall) + Math.max(0, 0.9 - f.silence);

/**
 * The threshold: of those at which the sets fitted on fall least short of precision 0.75 and silence 0.9 (what a
 * user feels as noise), the one with the most recall. Recall's target is not in reach of keywords on the blind
 * sets; a threshold chasing it made every set noisier. `figuresAt` gives each fitted set's figures at a threshold.
 */
export function chooseThreshold(figuresAt: (threshold: number) => Three[]): number {
  let best = { threshold: 0.5, noise: Number.POSITIVE_INFINITY, recall: 0 };
  for (let threshold = 0.15; threshold <= 0.9; threshold += 0.025) {
    const figures = figuresAt(threshold);
    const noise = figures.reduce((sum, f) => sum + Math.max(0, 0.75 - f.precision) + Math.max(0, 0.9 - f.silence), 0);
    const recall = figures.reduce((sum, f) => sum + f.recall, 0) / figures.length;
    if (noise < best.noise - 1e-9 || (noise < best.noise + 1e-9 && recall > best.recall))
      best = { threshold, noise, recall };
  }
  return Math.round(best.threshold * 1000) / 1000;
}

export const mean3 = (figures: Three[]): Three => ({
  precision: figures.reduce((sum, f) => sum + f.precision, 0) / figures.length,
  recall: figures.reduce((sum, f) => sum + f.recall, 0) / figures.length,
  silence: figures.reduce((sum, f) => sum + f.silence, 0) / figures.length,
});

export const three = (f: Three) => `${f.precision.toFixed(3)} / ${f.recall.toFixed(3)} / ${f.silence.toFixed(3)}`;

/** A labelled prompt, as the lexicon learns from it: its set (a -described twin counts as its set) and its label. */
export interface LabelledPrompt {
  set: string;
  prompt: string;
  needsNone: boolean;
}

/** A prompt's plain words, remembered: every fold learns the word tables again from the same prompts. */
const wordsMemo = new Map<string, Set<string>>();
export function promptWords(prompt: string): Set<string> {
  let words = wordsMemo.get(prompt);
  if (!words) wordsMemo.set(prompt, (words = plainWords(prompt)));
  return words;
}

/**
 * Only words found in the prompts of this many sets (general words, not one project's), and of this many prompts
 * (8 until recall14; scaled with the pool so the tables and the hook bundle do not grow: 10 for 12,361 prompts in
 * recall15, 12 for 14,341 in recall16, 13 for 15,571 in recall17, 14 for 16,815 in recall18).
 */
export const LEXICON_MIN_SETS = 3;
export const LEXICON_MIN_PROMPTS = 14;
/** Prompts' worth of the overall odds a word's count is smoothed with: a word seen in few prompts says little. */
export const LEXICON_SMOOTHING = 2;

/**
 * Which plain words make a prompt likelier to need no memory (core/recall/lexicon.ts): each word's smoothed
 * log-odds of needing none among the prompts holding it, against the odds of any prompt.
 */
export function learnLexicon(prompts: LabelledPrompt[]): Map<string, number> {
  const counts = new Map<string, { none: number; some: number; sets: Set<string> }>();
  let none = 0;
  for (const { set, prompt, needsNone } of prompts) {
    if (needsNone) none++;
    for (const word of promptWords(prompt)) {
      let count = counts.get(word);
      if (!count) counts.set(word, (count = { none: 0, some: 0, sets: new Set() }));
      if (needsNone) count.none++;
      else count.some++;
      count.sets.add(set);
    }
  }
  const prior = none / prompts.length;
  const lexicon = new Map<string, number>();
  for (const [word, count] of [...counts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (count.sets.size < LEXICON_MIN_SETS || count.none + count.some < LEXICON_MIN_PROMPTS) continue;
    const odds =
      Math.log((count.none + LEXICON_SMOOTHING * prior) / (count.some + LEXICON_SMOOTHING * (1 - prior))) -
      Math.log(prior / (1 - prior));
    lexicon.set(word, Math.round(odds * 100) / 100);
  }
  return lexicon;
}

/** A labelled prompt with the types of the memories it needs, as the type lexicon learns from it. */
export interface TypedPrompt {
  set: string;
  prompt: string;
  /** The types of its labelled memories (one entry per label). */
  types: string[];
}

/**
 * Which plain words make a prompt likelier to need a memory of a type (an action's "commit", "bump" → a decision;
 * "new", "tour", "organised" → a hub): for each word and type, the smoothed log-odds that a label of a prompt
 * holding the word is of that type, against the share of that type among all labels.
 */
export function learnTypeLexicon(prompts: TypedPrompt[]): Map<string, number[]> {
  const counts = new Map<string, { byType: number[]; total: number; sets: Set<string>; prompts: number }>();
  const overall = TYPE_LEXICON_TYPES.map(() => 0);
  let labels = 0;
  for (const { set, prompt, types } of prompts) {
    if (types.length === 0) continue;
    for (const type of types) {
      const t = TYPE_LEXICON_TYPES.indexOf(type as (typeof TYPE_LEXICON_TYPES)[number]);
      if (t >= 0) overall[t]!++;
      labels++;
    }
    for (const word of promptWords(prompt)) {
      let count = counts.get(word);
      if (!count)
        counts.set(word, (count = { byType: TYPE_LEXICON_TYPES.map(() => 0), total: 0, sets: new Set(), prompts: 0 }));
      count.prompts++;
      count.sets.add(set);
      for (const type of types) {
        const t = TYPE_LEXICON_TYPES.indexOf(type as (typeof TYPE_LEXICON_TYPES)[number]);
        if (t >= 0) count.byType[t]!++;
        count.total++;
      }
    }
  }
  const prior = overall.map((n) => n / Math.max(1, labels));
  const lexicon = new Map<string, number[]>();
  for (const [word, count] of [...counts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (count.sets.size < LEXICON_MIN_SETS || count.prompts < LEXICON_MIN_PROMPTS) continue;
    lexicon.set(
      word,
      prior.map((p, t) => {
        const share = (count.byType[t]! + LEXICON_SMOOTHING * p) / (count.total + LEXICON_SMOOTHING);
        return Math.round(Math.log(share / p) * 100) / 100;
      }),
    );
  }
  return lexicon;
}

/** A set's project: a set and its described twin hold the same prompts, so they are left out together and counted once. */
export const projectOf = (name: string): string => name.replace(/-described$/, "");

/** Each project among `sets` once, with the first of its sets listed: the word tables learn each prompt once. */
function byProject(sets: string[]): { project: string; set: string }[] {
  return [...new Set(sets.map(projectOf))].map((project) => ({
    project,
    set: sets.find((name) => projectOf(name) === project)!,
  }));
}

/** The needs-nothing word table learned on some sets' ranked prompts. */
export function lexiconOfSets(ranked: Map<string, Ranked[]>, sets: string[]): Map<string, number> {
  return learnLexicon(
    byProject(sets).flatMap(({ project, set }) =>
      ranked.get(set)!.map((item) => ({
        set: project,
        prompt: item.prompt.prompt,
        needsNone: item.prompt.relevant.length === 0,
      })),
    ),
  );
}

/** The type word table learned on some sets' prompts that need a memory, from the types of their labelled memories. */
export function typeLexiconOfSets(
  ranked: Map<string, Ranked[]>,
  memoryTypes: Map<string, Map<string, string>>,
  sets: string[],
): Map<string, number[]> {
  return learnTypeLexicon(
    byProject(sets).flatMap(({ project, set }) =>
      ranked.get(set)!.map((item) => ({
        set: project,
        prompt: item.prompt.prompt,
        types: item.prompt.relevant.map((slug) => memoryTypes.get(set)!.get(slug) ?? ""),
      })),
    ),
  );
}

export interface BoostSettings {
  trees: number;
  depth: number;
  rate: number;
  /** Least hessian (about: candidates weighted by p(1−p)) in a leaf. */
  minLeaf: number;
  lambda: number;
  /** Candidate split points per feature (quantiles of its values). */
  bins: number;
}

/**
 * Gradient-boosted trees on the logistic loss, starting from each row's margin under the linear model (`base`): they
 * fit only what the linear weights cannot say (interactions, thresholds). Newton leaves, histogram splits.
 */
export function fitBoost(rows: Row[], base: number[], settings: BoostSettings): Tree[] {
  const n = rows.length;
  const features = rows[0]?.x.length ?? 0;
  // Split points per feature: distinct quantiles of its values; each row's bin per feature.
  const cuts: number[][] = [];
  const bin: Uint8Array[] = [];
  for (let f = 0; f < features; f++) {
    const values = rows.map((row) => row.x[f]!).sort((a, b) => a - b);
    const points = new Set<number>();
    for (let q = 1; q < settings.bins; q++) points.add(values[Math.floor((q * (n - 1)) / settings.bins)]!);
    const sorted = [...points].sort((a, b) => a - b).slice(0, 255);
    cuts.push(sorted);
    const b = new Uint8Array(n);
    rows.forEach((row, i) => {
      let k = 0;
      while (k < sorted.length && row.x[f]! > sorted[k]!) k++;
      b[i] = k;
    });
    bin.push(b);
  }
  const margin = Float64Array.from(base);
  const trees: Tree[] = [];
  const internal = 2 ** settings.depth - 1;
  const g = new Float64Array(n);
  const h = new Float64Array(n);
  const node = new Int32Array(n);
  for (let t = 0; t < settings.trees; t++) {
    for (let i = 0; i < n; i++) {
      const p = 1 / (1 + Math.exp(-margin[i]!));
      g[i] = p - rows[i]!.y;
      h[i] = Math.max(1e-6, p * (1 - p));
    }
    node.fill(0);
    const tree: Tree = {
      feature: new Array(internal).fill(0),
      threshold: new Array(internal).fill(Infinity),
      leaf: [],
    };
    for (let level = 0; level < settings.depth; level++) {
      const first = 2 ** level - 1;
      const count = 2 ** level;
      // Histograms of gradient and hessian per node of this level, feature and bin.
      const G = new Float64Array(count * features * 256);
      const H = new Float64Array(count * features * 256);
      for (let i = 0; i < n; i++) {
        const k = node[i]! - first;
        for (let f = 0; f < features; f++) {
          const at = (k * features + f) * 256 + bin[f]![i]!;
          G[at]! += g[i]!;
          H[at]! += h[i]!;
        }
      }
      for (let k = 0; k < count; k++) {
        let best = { gain: 0, feature: 0, threshold: Infinity };
        for (let f = 0; f < features; f++) {
          let gt = 0;
          let ht = 0;
          const base0 = (k * features + f) * 256;
          for (let b = 0; b <= cuts[f]!.length; b++) {
            gt += G[base0 + b]!;
            ht += H[base0 + b]!;
          }
          let gl = 0;
          let hl = 0;
          for (let b = 0; b < cuts[f]!.length; b++) {
            gl += G[base0 + b]!;
            hl += H[base0 + b]!;
            const gr = gt - gl;
            const hr = ht - hl;
            if (hl < settings.minLeaf || hr < settings.minLeaf) continue;
            const gain =
              (gl * gl) / (hl + settings.lambda) +
              (gr * gr) / (hr + settings.lambda) -
              (gt * gt) / (ht + settings.lambda);
            if (gain > best.gain) best = { gain, feature: f, threshold: cuts[f]![b]! };
          }
        }
        tree.feature[first + k] = best.feature;
        tree.threshold[first + k] = best.threshold;
      }
      for (let i = 0; i < n; i++) {
        const at = node[i]!;
        node[i] = 2 * at + (rows[i]!.x[tree.feature[at]!]! <= tree.threshold[at]! ? 1 : 2);
      }
    }
    const leaves = 2 ** settings.depth;
    const sg = new Float64Array(leaves);
    const sh = new Float64Array(leaves);
    for (let i = 0; i < n; i++) {
      sg[node[i]! - internal]! += g[i]!;
      sh[node[i]! - internal]! += h[i]!;
    }
    tree.leaf = [...sg].map((s, l) => Math.round(((-settings.rate * s) / (sh[l]! + settings.lambda)) * 1000) / 1000);
    for (let i = 0; i < n; i++) margin[i]! += tree.leaf[node[i]! - internal]!;
    trees.push(tree);
  }
  return trees;
}
