// The relevance model's boosted trees (written by train.ts --write-trees, shipped in RECALL_MODEL since recall13, see
// docs/recall.md): probability() adds them to the weights' log-odds, except where the prompt is a small edit, a general
// question, a turn of the conversation or leans towards needing nothing (gate.ts treesApply), where they may only lower it.

import { describe, expect, it } from "vitest";
import { FEATURE_NAMES, probability, RECALL_MODEL, treeMargin, treesApply } from "../../src/core/recall/gate.js";
import { RECALL_TREES } from "../../src/core/recall/recall-trees.js";

const at = (name: (typeof FEATURE_NAMES)[number]) => FEATURE_NAMES.indexOf(name);
const logit = (p: number) => Math.log(p / (1 - p));
/** The shipped model: the weights, then the trees (0.5, then 0.4). */
const BOOSTED = RECALL_MODEL;
/** The weights alone. */
const { trees: _trees, ...LINEAR } = RECALL_MODEL;
const linear = (x: number[]) => FEATURE_NAMES.reduce((sum, name, j) => sum + RECALL_MODEL.weights[name] * x[j]!, 0);

/** A candidate's features: a strong match on a prompt that asks for something. */
function candidate(): number[] {
  const x = new Array<number>(FEATURE_NAMES.length).fill(0);
  x[at("bias")] = 1;
  x[at("score")] = Math.log1p(10);
  x[at("coverage")] = 0.7;
  x[at("rarity")] = 0.8;
  x[at("relative")] = 1;
  x[at("top")] = 1;
  x[at("lead")] = 0.3;
  x[at("proseCoverage")] = 0.7;
  x[at("focus")] = 0.6;
  x[at("needsNothing")] = -0.5;
  x[at("typeOdds")] = 0.4;
  return x;
}

describe("prompt recall: the shipped trees", () => {
  it("probability() adds the trees' margin to the weights' log-odds", () => {
    expect(RECALL_TREES.length).toBeGreaterThan(0);
    // Some candidate the trees move: read every tree's first split on both sides.
    const xs = [candidate()];
    for (const tree of RECALL_TREES) {
      const x = candidate();
      x[tree.feature[0]!] = tree.threshold[0]! + 1;
      xs.push(x);
    }
    const open = xs.filter(treesApply);
    expect(open.length).toBeGreaterThan(0);
    const moved = open.filter((x) => Math.abs(treeMargin(RECALL_TREES, x)) > 1e-3);
    expect(moved.length).toBeGreaterThan(0);
    for (const x of moved)
      expect(logit(probability(x, BOOSTED))).toBeCloseTo(linear(x) + treeMargin(RECALL_TREES, x), 6);
  });

  it("never raises a candidate where the prompt is a small edit, a general question, a turn of the conversation or leans towards needing nothing", () => {
    const shapes: number[][] = [];
    for (const tree of RECALL_TREES)
      for (const side of [-1, 1]) {
        const x = candidate();
        x[tree.feature[0]!] = tree.threshold[0]! + side * 0.01;
        shapes.push(x);
      }
    let lowered = 0;
    for (const shape of shapes) {
      const trivial = [...shape];
      trivial[at("trivialEdit")] = 1;
      const nothing = [...shape];
      nothing[at("needsNothing")] = 0.8;
      const general = [...shape];
      general[at("general")] = 1;
      const conversational = [...shape];
      conversational[at("conversational")] = 1;
      for (const x of [trivial, nothing, general, conversational]) {
        expect(treesApply(x)).toBe(false);
        const margin = treeMargin(RECALL_TREES, x);
        expect(logit(probability(x, BOOSTED))).toBeCloseTo(linear(x) + Math.min(0, margin), 6);
        expect(probability(x, BOOSTED)).toBeLessThanOrEqual(probability(x, LINEAR) + 1e-12);
        if (margin < -1e-3) lowered++;
      }
    }
    // They still lower some: what they learned of silence is kept.
    expect(lowered).toBeGreaterThan(0);
    expect(treesApply(candidate())).toBe(true);
    // Without trees, the weights alone.
    expect(logit(probability(candidate(), LINEAR))).toBeCloseTo(linear(candidate()), 6);
    expect(RECALL_MODEL.trees).toBe(RECALL_TREES);
  });
});
