// Prompt recall on the labelled evaluation sets (bench/recall-eval): the
// default gate keeps its measured precision, recall and silence.

import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_GATE, HYBRID_GATE } from "../../src/core/recall-gate.js";
import { loadSet, rankSet, score } from "../../bench/recall-eval/evaluate.js";
import { ROOT } from "../helpers.js";

describe("prompt recall evaluation", () => {
  // ledgerly: the set the gate was measured on; tidewater and switchback: written afterwards, never tuned on
  // (switchback by someone who had not read the gate).
  it.each(["ledgerly", "tidewater", "switchback"])(
    "meets the targets on the %s set: precision ≥ 0.8, silence ≥ 0.9, recall ≥ 0.6",
    async (name) => {
      const ranked = await rankSet(loadSet(resolve(ROOT, "bench", "recall-eval"), name));
      const figures = score(ranked, DEFAULT_GATE);
      expect(figures.prompts).toBeGreaterThanOrEqual(50);
      expect(figures.needNone / figures.prompts).toBeGreaterThanOrEqual(0.3);
      expect(figures.precision).toBeGreaterThanOrEqual(0.8);
      expect(figures.silence).toBeGreaterThanOrEqual(0.9);
      expect(figures.recall).toBeGreaterThanOrEqual(0.6);
      // hybrid: a higher gate, never noisier
      const hybrid = score(ranked, HYBRID_GATE);
      expect(hybrid.injected).toBeLessThanOrEqual(figures.injected);
      expect(hybrid.silence).toBeGreaterThanOrEqual(figures.silence);
    },
    120_000,
  );
});
