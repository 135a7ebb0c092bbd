// Fits the relevance model of prompt recall (core/recall/gate.ts) on labelled
// sets: a logistic regression over each prompt's judged candidates' features,
// then the threshold that best meets the targets (precision 0.75, recall 0.6,
// silence 0.9) on the same sets. Leave-one-set-out first, so the figures of a
// set the model was not fitted on are printed too.
//
//   node scripts/run-ts.mjs bench/recall-eval/train.ts --sets ledgerly,tidewater,switchback,quarry,set-a

import { resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  FEATURE_NAMES,
  featuresOf,
  JUDGED_CANDIDATES,
  type FeatureName,
  type RecallModel,
} from "../../src/core/recall/gate.js";
import { loadSet, rankSet, score, type Ranked } from "./evaluate.js";

const { values } = parseArgs({ options: { sets: { type: "string" }, l2: { type: "string", default: "0.01" } } });
const names = (values.sets ?? "ledgerly,tidewater,switchback,quarry,set-a").split(",");
const L2 = Number(values.l2);

const ranked = new Map<string, Ranked[]>();
for (const name of names) ranked.set(name, await rankSet(loadSet(resolve("bench", "recall-eval"), name)));

interface Row {
  x: number[];
  y: number;
}

function rowsOf(items: Ranked[]): Row[] {
  const rows: Row[] = [];
  for (const item of items) {
    const judged = item.ranked.slice(0, JUDGED_CANDIDATES);
    const context = { intent: item.intent, top: judged[0]?.score ?? 0, second: judged[1]?.score ?? 0 };
    judged.forEach((candidate, rank) =>
      rows.push({
        x: featuresOf(candidate, rank, item.types.get(candidate.slug) ?? "", context),
        y: item.prompt.relevant.includes(candidate.slug) ? 1 : 0,
      }),
    );
  }
  return rows;
}

/** Logistic regression by gradient descent on standardised features, weights returned for the raw ones. */
function fitWeights(rows: Row[]): Record<FeatureName, number> {
  const n = FEATURE_NAMES.length;
  const mean = new Array<number>(n).fill(0);
  const sd = new Array<number>(n).fill(1);
  for (let j = 1; j < n; j++) {
    mean[j] = rows.reduce((sum, row) => sum + row.x[j]!, 0) / rows.length;
    const variance = rows.reduce((sum, row) => sum + (row.x[j]! - mean[j]!) ** 2, 0) / rows.length;
    sd[j] = Math.sqrt(variance) || 1;
  }
  const z = rows.map((row) => row.x.map((value, j) => (j === 0 ? 1 : (value - mean[j]!) / sd[j]!)));
  const w = new Array<number>(n).fill(0);
  for (let iteration = 0; iteration < 3000; iteration++) {
    const gradient = new Array<number>(n).fill(0);
    z.forEach((x, i) => {
      const p = 1 / (1 + Math.exp(-x.reduce((sum, value, j) => sum + value * w[j]!, 0)));
      const error = p - rows[i]!.y;
      for (let j = 0; j < n; j++) gradient[j]! += error * x[j]!;
    });
    for (let j = 0; j < n; j++) w[j]! -= 0.5 * (gradient[j]! / rows.length + (j === 0 ? 0 : L2 * w[j]!));
  }
  const raw = w.map((value, j) => (j === 0 ? value : value / sd[j]!));
  raw[0] = w[0]! - w.reduce((sum, value, j) => (j === 0 ? sum : sum + (value * mean[j]!) / sd[j]!), 0);
  return Object.fromEntries(FEATURE_NAMES.map((name, j) => [name, Math.round(raw[j]! * 1000) / 1000])) as Record<
    FeatureName,
    number
  >;
}

/** How far a set's figures fall short of the targets (0: all met). */
const shortfall = (f: { precision: number; recall: number; silence: number }) =>
  Math.max(0, 0.75 - f.precision) + Math.max(0, 0.6 - f.recall) + Math.max(0, 0.9 - f.silence);

function chooseThreshold(weights: Record<FeatureName, number>, sets: Ranked[][]): number {
  let best = { threshold: 0.5, cost: Number.POSITIVE_INFINITY };
  for (let threshold = 0.15; threshold <= 0.9; threshold += 0.025) {
    const figures = sets.map((items) => score(items, { weights, threshold }, 3, false));
    const cost =
      figures.reduce((sum, f) => sum + shortfall(f), 0) / figures.length -
      (0.01 * figures.reduce((sum, f) => sum + f.recall, 0)) / figures.length;
    if (cost < best.cost) best = { threshold, cost };
  }
  return Math.round(best.threshold * 1000) / 1000;
}

const line = (f: ReturnType<typeof score>) =>
  `${f.precision.toFixed(3)} / ${f.recall.toFixed(3)} / ${f.silence.toFixed(3)}  (${f.irrelevantChars} irrelevant chars/prompt)`;

for (const name of names) {
  let relevant = 0;
  let inReach = 0;
  for (const item of ranked.get(name)!) {
    relevant += item.prompt.relevant.length;
    const judged = new Set(item.ranked.slice(0, JUDGED_CANDIDATES).map((memory) => memory.slug));
    inReach += item.prompt.relevant.filter((slug) => judged.has(slug)).length;
  }
  console.log(`${name}: ${(inReach / relevant).toFixed(3)} of the relevant memories are among the judged candidates`);
}
console.log("Leave one set out (fitted and thresholded on the others):");
for (const held of names) {
  // A set and its described variant hold the same prompts: one is left out with the other.
  const base = (name: string) => name.replace(/-described$/, "");
  const others = names.filter((name) => base(name) !== base(held));
  const weights = fitWeights(others.flatMap((name) => rowsOf(ranked.get(name)!)));
  const threshold = chooseThreshold(
    weights,
    others.map((name) => ranked.get(name)!),
  );
  const model: RecallModel = { weights, threshold };
  console.log(`  ${held.padEnd(12)} ${line(score(ranked.get(held)!, model, 3, false))}  threshold ${threshold}`);
}
const weights = fitWeights(names.flatMap((name) => rowsOf(ranked.get(name)!)));
const threshold = chooseThreshold(
  weights,
  names.map((name) => ranked.get(name)!),
);
console.log(`\nFitted on ${names.join(", ")}: threshold ${threshold}`);
for (const name of names)
  console.log(`  ${name.padEnd(12)} ${line(score(ranked.get(name)!, { weights, threshold }, 3, false))}`);
console.log(JSON.stringify(weights, null, 2));
