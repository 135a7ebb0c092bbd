// Fits the relevance model of prompt recall (core/recall/gate.ts) on labelled
// sets: a logistic regression over each prompt's judged candidates' features,
// then the threshold chosen on the same sets (noise first: precision 0.75 and
// silence 0.9, then the most recall). Leave-one-set-out first, so the figures of a
// set the model was not fitted on are printed too, beside the BM25 baseline's
// sweep on that set.
//
//   node scripts/run-ts.mjs bench/recall-eval/train.ts            # every set in bench/recall-eval/
//   node scripts/run-ts.mjs bench/recall-eval/train.ts --sets ledgerly,set-a,set-a-described
//   node scripts/run-ts.mjs bench/recall-eval/train.ts --thresholds 0.475,0.6 --informed ledgerly,set-a
//     # also each set left out at these fixed thresholds (a feature is not credited with a threshold's move);
//     # means apart for the sets whose prompts informed a rule (--informed, with their -described twins) and the others

import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { FEATURE_NAMES, featuresOf, JUDGED_CANDIDATES, type FeatureName } from "../../src/core/recall/gate.js";
import { baselineScript, rowsBeating, runBaseline, setPath, type BaselineRow } from "./baseline.js";
import { loadSet, rankSet, score, type Figures, type Ranked } from "./evaluate.js";
import { chooseThreshold, fitLogistic, shortfall, three, type Row } from "./fit.js";

const { values } = parseArgs({
  options: {
    sets: { type: "string" },
    l2: { type: "string", default: "0.01" },
    thresholds: { type: "string" },
    informed: { type: "string" },
  },
});
const evalDir = resolve("bench", "recall-eval");
const names =
  values.sets?.split(",") ??
  readdirSync(evalDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(evalDir, entry.name, "prompts.jsonl")))
    .map((entry) => entry.name);
const L2 = Number(values.l2);

const ranked = new Map<string, Ranked[]>();
for (const name of names) ranked.set(name, await rankSet(loadSet(evalDir, name)));
const script = baselineScript(resolve("."));
const baseline = new Map<string, BaselineRow[]>(
  script ? names.map((name) => [name, runBaseline(script, setPath(resolve("."), name))]) : [],
);

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

function fitWeights(rows: Row[]): Record<FeatureName, number> {
  const raw = fitLogistic(rows, L2);
  return Object.fromEntries(FEATURE_NAMES.map((name, j) => [name, raw[j]!])) as Record<FeatureName, number>;
}

/** The threshold chosen on the sets fitted on (fit.ts says by which rule). */
const thresholdFor = (weights: Record<FeatureName, number>, sets: Ranked[][]) =>
  chooseThreshold((threshold) => sets.map((items) => score(items, { weights, threshold }, 3, false)));

const line = (f: Figures) => `${three(f)}  (${f.irrelevantChars} irrelevant chars/prompt)`;
/** The baseline's points printed beside the product, and the ones beating it on all three. */
const BASELINE_POINTS = [12, 15];
const besideBaseline = (name: string, f: Figures) => {
  const rows = baseline.get(name);
  if (!rows) return "";
  const points = rows.filter((row) => BASELINE_POINTS.includes(row.threshold));
  const beaten = rowsBeating(rows, f).map((row) => row.threshold);
  return `  | ${points.map((row) => `BM25 ≥ ${row.threshold} ${three(row)}`).join("  ")}  | ${
    beaten.length ? `BEATEN at ${beaten.join(", ")}` : "not beaten"
  }`;
};

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
console.log("\nLeave one set out (fitted and thresholded on the others), beside the baseline on the set left out:");
const left = new Map<string, Figures>();
const fixedThresholds = values.thresholds?.split(",").map(Number) ?? [];
const leftAt = new Map<number, Map<string, Figures>>(fixedThresholds.map((t) => [t, new Map()]));
for (const held of names) {
  // A set and its described variant hold the same prompts: one is left out with the other.
  const base = (name: string) => name.replace(/-described$/, "");
  const others = names.filter((name) => base(name) !== base(held));
  const weights = fitWeights(others.flatMap((name) => rowsOf(ranked.get(name)!)));
  const threshold = thresholdFor(
    weights,
    others.map((name) => ranked.get(name)!),
  );
  const figures = score(ranked.get(held)!, { weights, threshold }, 3, false);
  left.set(held, figures);
  for (const fixed of fixedThresholds)
    leftAt.get(fixed)!.set(held, score(ranked.get(held)!, { weights, threshold: fixed }, 3, false));
  console.log(`  ${held.padEnd(16)} ${line(figures)}  threshold ${threshold}${besideBaseline(held, figures)}`);
}
/** Mean figures of some sets, with the baseline's mean at the same points, and the set furthest from the targets. */
const summary = (label: string, sets: string[]) => {
  if (sets.length === 0) return;
  const mean = (figures: Array<{ precision: number; recall: number; silence: number }>) => ({
    precision: figures.reduce((sum, f) => sum + f.precision, 0) / figures.length,
    recall: figures.reduce((sum, f) => sum + f.recall, 0) / figures.length,
    silence: figures.reduce((sum, f) => sum + f.silence, 0) / figures.length,
  });
  const worst = sets.reduce((a, b) => (shortfall(left.get(b)!) > shortfall(left.get(a)!) ? b : a));
  const points = BASELINE_POINTS.map((threshold) => {
    const rows = sets.map((name) => baseline.get(name)?.find((row) => row.threshold === threshold));
    return rows.every(Boolean) ? `BM25 ≥ ${threshold} ${three(mean(rows as BaselineRow[]))}` : "";
  });
  console.log(
    `  ${label.padEnd(16)} ${three(mean(sets.map((name) => left.get(name)!)))}  worst ${worst} ${three(left.get(worst)!)}  | ${points.join("  ")}`,
  );
};
const informed = new Set(values.informed?.split(",").flatMap((name) => [name, `${name}-described`]) ?? []);
const groups: Array<[string, string[]]> = [
  ["mean, all", names],
  ["mean, set-*", names.filter((name) => name.startsWith("set-"))],
  ...(informed.size > 0
    ? ([
        ["mean, informed", names.filter((name) => informed.has(name))],
        ["mean, not inf.", names.filter((name) => !informed.has(name))],
      ] as Array<[string, string[]]>)
    : []),
];
for (const [label, sets] of groups) summary(label, sets);
for (const fixed of fixedThresholds) {
  const at = leftAt.get(fixed)!;
  const mean = (sets: string[]) =>
    three({
      precision: sets.reduce((sum, name) => sum + at.get(name)!.precision, 0) / sets.length,
      recall: sets.reduce((sum, name) => sum + at.get(name)!.recall, 0) / sets.length,
      silence: sets.reduce((sum, name) => sum + at.get(name)!.silence, 0) / sets.length,
    });
  console.log(
    `  at ${fixed}: ${groups
      .filter(([, sets]) => sets.length > 0)
      .map(([label, sets]) => `${label.replace("mean, ", "")} ${mean(sets)}`)
      .join("  ")}`,
  );
}

const weights = fitWeights(names.flatMap((name) => rowsOf(ranked.get(name)!)));
const threshold = thresholdFor(
  weights,
  names.map((name) => ranked.get(name)!),
);
console.log(`\nFitted on ${names.join(", ")}: threshold ${threshold}`);
for (const name of names)
  console.log(`  ${name.padEnd(16)} ${line(score(ranked.get(name)!, { weights, threshold }, 3, false))}`);
console.log(JSON.stringify(weights, null, 2));
