// Prompt recall on the labelled evaluation sets (bench/recall-eval): the
// relevance model keeps its measured precision, recall and silence, and no
// point of the BM25 baseline's sweep beats it on all three at once.

import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { HYBRID_MODEL, RECALL_MODEL } from "../../src/core/recall/gate.js";
import { loadSet, rankSet, score } from "../../bench/recall-eval/evaluate.js";
import { baselineScript, rowsBeating, runBaseline } from "../../bench/recall-eval/baseline.js";
import { ROOT } from "../helpers.js";

const EVAL_DIR = resolve(ROOT, "bench", "recall-eval");

/**
 * A set's figures at the shipped model: each at least its floor, the hybrid model never noisier, and no point of the
 * BM25 baseline's sweep better on all three at once. Returns the figures for the checks a table adds.
 */
async function expectFloors(name: string, precision: number, recall: number, silence: number) {
  const ranked = await rankSet(loadSet(EVAL_DIR, name));
  const figures = score(ranked, RECALL_MODEL);
  expect(figures.precision).toBeGreaterThanOrEqual(precision);
  expect(figures.recall).toBeGreaterThanOrEqual(recall);
  expect(figures.silence).toBeGreaterThanOrEqual(silence);
  // The follow bar shows more beside a first memory, never a memory where the first alone showed none.
  const alone = score(ranked, { ...RECALL_MODEL, follow: RECALL_MODEL.threshold });
  expect(figures.silence).toBe(alone.silence);
  expect(figures.recall).toBeGreaterThanOrEqual(alone.recall);
  const hybrid = score(ranked, HYBRID_MODEL);
  expect(hybrid.silence).toBeGreaterThanOrEqual(figures.silence);
  const script = baselineScript(ROOT);
  if (script) expect(rowsBeating(runBaseline(script, resolve(EVAL_DIR, name)), figures)).toEqual([]);
  return { figures, hybrid };
}

/** A set written blind (150 prompts or more) at its floors. */
async function blindSetMeetsFloors(name: string, precision: number, recall: number, silence: number): Promise<void> {
  const { figures } = await expectFloors(name, precision, recall, silence);
  expect(figures.prompts).toBeGreaterThanOrEqual(150);
}

describe("prompt recall evaluation", () => {
  // The model was fitted on every one of these sets (docs/recall.md gives the figures of each left out of the fit).
  it.each([
    "ledgerly",
    "tidewater",
    "switchback",
    "quarry",
    "set-a",
    "set-a-described",
    "set-b",
    "set-b-described",
    "set-c",
    "set-c-described",
    "set-d",
    "set-d-described",
  ])(
    "on the %s set: precision ≥ 0.75, silence ≥ 0.85, recall ≥ 0.5, not beaten by the BM25 sweep",
    async (name) => {
      // set-a's recall: 0.495 (24 of its 105 relevant memories share no word rare enough with their prompt to be judged)
      const { figures, hybrid } = await expectFloors(name, 0.75, 0.49, 0.85);
      expect(figures.prompts).toBeGreaterThanOrEqual(50);
      expect(figures.needNone / figures.prompts).toBeGreaterThanOrEqual(0.3);
      // hybrid: a higher threshold, never noisier
      expect(hybrid.injected).toBeLessThanOrEqual(figures.injected);
    },
    120_000,
  );

  // Written blind (docs/recall.md, set-e to set-x): set-e to set-h fitted on since recall7, set-i and set-j (held out
  // from recall7 and run once on it) since recall8, set-k to set-n (held out from recall8 and run once on it) since
  // recall9, set-o and set-p since recall10, set-q to set-s (held out from recall10 and run once on it) since recall11,
  // set-t to set-x (held out from recall11 and run once on it) since recall12. Floors at recall18's figures (the weights
  // and the trees fitted on all ninety sets, the follow bar 0.4) truncated to the hundredth (docs/recall.md): a refit
  // on more projects moves the older sets' in-sample figures by a few hundredths either way, so some floors went down
  // (the figures of each set left out of the fit are the measure, docs/recall.md).
  it.each([
    ["set-e", 0.75, 0.53, 0.88],
    ["set-e-described", 0.76, 0.61, 0.85],
    ["set-f", 0.72, 0.58, 0.9],
    ["set-f-described", 0.72, 0.59, 0.89],
    ["set-g", 0.8, 0.59, 0.89],
    ["set-g-described", 0.84, 0.65, 0.89],
    ["set-h", 0.84, 0.7, 0.9],
    ["set-h-described", 0.85, 0.73, 0.93],
    ["set-i", 0.78, 0.65, 0.98],
    ["set-i-described", 0.82, 0.68, 0.98],
    ["set-j", 0.8, 0.65, 0.93],
    ["set-j-described", 0.81, 0.69, 0.95],
    ["set-k", 0.88, 0.63, 0.98],
    ["set-k-described", 0.92, 0.63, 0.98],
    ["set-l", 0.84, 0.51, 1],
    ["set-l-described", 0.82, 0.54, 0.98],
    ["set-m", 0.74, 0.52, 0.9],
    ["set-m-described", 0.74, 0.49, 0.92],
    ["set-n", 0.86, 0.66, 0.97],
    ["set-n-described", 0.85, 0.66, 0.97],
    ["set-o", 0.81, 0.55, 0.91],
    ["set-o-described", 0.84, 0.59, 0.94],
    ["set-p", 0.89, 0.56, 0.98],
    ["set-p-described", 0.87, 0.53, 0.98],
    ["set-q", 0.79, 0.63, 0.95],
    ["set-q-described", 0.78, 0.65, 0.92],
    ["set-r", 0.75, 0.58, 0.93],
    ["set-r-described", 0.74, 0.61, 0.89],
    ["set-s", 0.91, 0.6, 0.98],
    ["set-s-described", 0.93, 0.68, 0.97],
  ] as const)(
    "on the blind %s set: precision ≥ %s, recall ≥ %s, silence ≥ %s, not beaten by the BM25 sweep",
    blindSetMeetsFloors,
    120_000,
  );
  // Held out from recall11 (written blind while it worked, run on recall10 and then once on recall11 by the lead),
  // fitted on since recall12: floors at recall18's figures (the weights and the trees) truncated to the hundredth.
  it.each([
    ["set-t", 0.87, 0.53, 0.97],
    ["set-t-described", 0.85, 0.56, 0.97],
    ["set-u", 0.85, 0.55, 0.96],
    ["set-u-described", 0.85, 0.59, 0.95],
    ["set-v", 0.84, 0.61, 0.96],
    ["set-v-described", 0.83, 0.67, 0.96],
    ["set-w", 0.87, 0.63, 0.96],
    ["set-w-described", 0.91, 0.66, 0.96],
    ["set-x", 0.85, 0.56, 0.94],
    ["set-x-described", 0.9, 0.62, 0.96],
  ] as const)(
    "on the blind %s set (since recall12): precision ≥ %s, recall ≥ %s, silence ≥ %s, not beaten by the BM25 sweep",
    blindSetMeetsFloors,
    120_000,
  );
  // Written blind while recall12 worked, run on recall11 and then once on recall12 by the lead, then once on recall13
  // (the trees switched on); fitted on since recall14: floors at recall18's figures truncated to the hundredth (their
  // held-out figures and each left out of the fit: docs/recall.md, "set-y, set-z, set-aa" and "recall14").
  it.each([
    ["set-y", 0.81, 0.59, 0.97],
    ["set-y-described", 0.84, 0.62, 1],
    ["set-z", 0.81, 0.6, 0.92],
    ["set-z-described", 0.81, 0.68, 0.95],
    ["set-aa", 0.8, 0.59, 0.9],
    ["set-aa-described", 0.82, 0.62, 0.94],
  ] as const)(
    "on the blind %s set (since recall14): precision ≥ %s, recall ≥ %s, silence ≥ %s, not beaten by the BM25 sweep",
    blindSetMeetsFloors,
    120_000,
  );
  // Written blind while recall14 worked (five more projects, each with blind descriptions), run on recall13 and then
  // once on recall14 by the lead; fitted on since recall15: floors at recall18's figures truncated to the hundredth
  // (their held-out figures and each left out of the fit: docs/recall.md, "set-ab to set-af" and "recall15").
  it.each([
    ["set-ab", 0.82, 0.56, 0.92],
    ["set-ab-described", 0.88, 0.65, 0.94],
    ["set-ac", 0.8, 0.51, 0.93],
    ["set-ac-described", 0.8, 0.57, 0.92],
    ["set-ad", 0.8, 0.54, 0.92],
    ["set-ad-described", 0.77, 0.55, 0.92],
    ["set-ae", 0.82, 0.52, 0.94],
    ["set-ae-described", 0.81, 0.58, 0.92],
    ["set-af", 0.91, 0.77, 0.96],
    ["set-af-described", 0.91, 0.77, 0.97],
  ] as const)(
    "on the blind %s set (since recall15): precision ≥ %s, recall ≥ %s, silence ≥ %s, not beaten by the BM25 sweep",
    blindSetMeetsFloors,
    120_000,
  );
  // Written blind while recall15 worked (five more projects, each with blind descriptions), run on recall14 and then
  // once on recall15 by the lead; fitted on since recall16: floors at recall18's figures truncated to the hundredth
  // (their held-out figures and each left out of the fit: docs/recall.md, "set-ag to set-ak" and "recall16").
  it.each([
    ["set-ag", 0.81, 0.59, 0.94],
    ["set-ag-described", 0.83, 0.62, 0.92],
    ["set-ah", 0.85, 0.63, 0.98],
    ["set-ah-described", 0.87, 0.65, 0.97],
    ["set-ai", 0.77, 0.55, 0.93],
    ["set-ai-described", 0.76, 0.58, 0.88],
    ["set-aj", 0.77, 0.63, 0.92],
    ["set-aj-described", 0.77, 0.68, 0.91],
    ["set-ak", 0.81, 0.53, 0.96],
    ["set-ak-described", 0.84, 0.61, 0.97],
  ] as const)(
    "on the blind %s set (since recall16): precision ≥ %s, recall ≥ %s, silence ≥ %s, not beaten by the BM25 sweep",
    blindSetMeetsFloors,
    120_000,
  );
  // Written blind while recall16 worked (three more projects, each with blind descriptions), run on recall15 and then
  // once on recall16 by the lead; fitted on since recall17: floors at recall18's figures truncated to the hundredth
  // (their held-out figures and each left out of the fit: docs/recall.md, "set-al to set-an" and "recall17").
  it.each([
    ["set-al", 0.79, 0.55, 0.95],
    ["set-al-described", 0.78, 0.59, 0.96],
    ["set-am", 0.89, 0.58, 0.96],
    ["set-am-described", 0.92, 0.61, 0.96],
    ["set-an", 0.84, 0.51, 0.95],
    ["set-an-described", 0.88, 0.58, 0.97],
  ] as const)(
    "on the blind %s set (since recall17): precision ≥ %s, recall ≥ %s, silence ≥ %s, not beaten by the BM25 sweep",
    blindSetMeetsFloors,
    120_000,
  );
  // Written blind while recall17 worked (three more projects, each with blind descriptions), run on recall16 and then
  // once on recall17 by the lead; fitted on since recall18: floors at recall18's figures truncated to the hundredth
  // (their held-out figures and each left out of the fit: docs/recall.md, "set-ao to set-aq" and "recall18").
  it.each([
    ["set-ao", 0.82, 0.65, 0.91],
    ["set-ao-described", 0.8, 0.67, 0.91],
    ["set-ap", 0.82, 0.55, 0.9],
    ["set-ap-described", 0.83, 0.57, 0.92],
    ["set-aq", 0.85, 0.62, 0.95],
    ["set-aq-described", 0.9, 0.69, 0.95],
  ] as const)(
    "on the blind %s set (since recall18): precision ≥ %s, recall ≥ %s, silence ≥ %s, not beaten by the BM25 sweep",
    blindSetMeetsFloors,
    120_000,
  );
  // Written blind while recall18 worked (four more projects, each with blind descriptions), held out (run on recall17
  // as they arrived and once on recall18 by the lead; fits skip them): floors a hundredth under the lower of the two
  // (docs/recall.md, "set-ar to set-au").
  it.each([
    ["set-ar", 0.73, 0.53, 0.84],
    ["set-ar-described", 0.77, 0.6, 0.83],
    ["set-as", 0.76, 0.54, 0.94],
    ["set-as-described", 0.75, 0.53, 0.93],
    ["set-at", 0.76, 0.59, 0.88],
    ["set-at-described", 0.82, 0.64, 0.92],
    ["set-au", 0.76, 0.58, 0.92],
    ["set-au-described", 0.84, 0.6, 0.95],
  ] as const)(
    "on the held-out %s set (recall18): precision ≥ %s, recall ≥ %s, silence ≥ %s, not beaten by the BM25 sweep",
    blindSetMeetsFloors,
    120_000,
  );
});
