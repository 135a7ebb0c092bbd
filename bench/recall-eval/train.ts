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
//   node scripts/run-ts.mjs bench/recall-eval/train.ts --write-lexicon
//     # also writes the word lexicon learned on every set to src/core/recall/lexicon-words.ts
//   node scripts/run-ts.mjs bench/recall-eval/train.ts --fit-only --write-lexicon
//     # only the fit on every set (the leave-one-out figures come from lab.ts, which runs the same folds)
//   node scripts/run-ts.mjs bench/recall-eval/train.ts --fit-only --write-trees
//     # also the boosted trees over the fitted weights, written to src/core/recall/recall-trees.ts (since recall13)
//
// The word lexicon (core/recall/lexicon.ts) is learned from the labels, so it is cross-fitted: the model fitted on
// some sets reads, for each of them, the lexicon learned on the others, and a set left out the lexicon learned on
// the sets fitted on. No set's figures come from its own words.

import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  FEATURE_NAMES,
  featuresOf,
  JUDGED_CANDIDATES,
  RECALL_MODEL,
  type FeatureName,
} from "../../src/core/recall/gate.js";
import { baselineScript, rowsBeating, runBaseline, setPath, type BaselineRow } from "./baseline.js";
import { fitSets, loadSet, rankSet, score, type Figures, type Ranked } from "./evaluate.js";
import { memoryTypeOdds, needsNothingOdds, TYPE_LEXICON_TYPES } from "../../src/core/recall/lexicon.js";
import {
  chooseThreshold,
  fitBoost,
  fitLogistic,
  lexiconOfSets,
  projectOf,
  typeLexiconOfSets,
  mean3,
  shortfall,
  three,
  type Row,
} from "./fit.js";

const { values } = parseArgs({
  options: {
    sets: { type: "string" },
    l2: { type: "string", default: "0.01" },
    thresholds: { type: "string" },
    informed: { type: "string" },
    "write-lexicon": { type: "boolean" },
    "fit-only": { type: "boolean" },
    "write-trees": { type: "boolean" },
  },
});
const evalDir = resolve("bench", "recall-eval");
const names = values.sets?.split(",") ?? fitSets(evalDir);
const L2 = Number(values.l2);
/** The shipped trees' settings (recall13: the best of recall12's measurements, each project left out). */
const BOOST = { trees: 25, depth: 2, rate: 0.1, minLeaf: 5, lambda: 1, bins: 32 };

const ranked = new Map<string, Ranked[]>();
/** The type of every memory of each set (what the type lexicon learns its labels' types from). */
const memoryTypes = new Map<string, Map<string, string>>();
for (const name of names) {
  const set = loadSet(evalDir, name);
  memoryTypes.set(name, new Map(set.memories.map((memory) => [memory.id, memory.type as string])));
  ranked.set(name, await rankSet(set));
}
const script = baselineScript(resolve("."));
const baseline = new Map<string, BaselineRow[]>(
  script && !values["fit-only"] ? names.map((name) => [name, runBaseline(script, setPath(resolve("."), name))]) : [],
);

const base = projectOf;
const lexiconOf = (sets: string[]) => lexiconOfSets(ranked, sets);
const typeLexiconOf = (sets: string[]) => typeLexiconOfSets(ranked, memoryTypes, sets);
/** A set's prompts as the model sees them with the lexicons learned on `from` less the set itself. */
function withLexicon(name: string, from: string[]): Ranked[] {
  const learnFrom = from.filter((other) => base(other) !== base(name));
  const lexicon = lexiconOf(learnFrom);
  const types = typeLexiconOf(learnFrom);
  return ranked.get(name)!.map((item) => ({
    ...item,
    intent: {
      ...item.intent,
      needsNothing: needsNothingOdds(item.prompt.prompt, lexicon),
      typeOdds: memoryTypeOdds(item.prompt.prompt, types),
    },
  }));
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
if (!values["fit-only"])
  console.log("\nLeave one set out (fitted and thresholded on the others), beside the baseline on the set left out:");
const left = new Map<string, Figures>();
const fixedThresholds = values.thresholds?.split(",").map(Number) ?? [];
const leftAt = new Map<number, Map<string, Figures>>(fixedThresholds.map((t) => [t, new Map()]));
for (const held of values["fit-only"] ? [] : names) {
  const others = names.filter((name) => base(name) !== base(held));
  const fitted = others.map((name) => withLexicon(name, others));
  const weights = fitWeights(fitted.flatMap((items) => rowsOf(items)));
  const threshold = thresholdFor(weights, fitted);
  const heldItems = withLexicon(held, others);
  const figures = score(heldItems, { weights, threshold }, 3, false);
  left.set(held, figures);
  for (const fixed of fixedThresholds)
    leftAt.get(fixed)!.set(held, score(heldItems, { weights, threshold: fixed }, 3, false));
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
if (!values["fit-only"]) for (const [label, sets] of groups) summary(label, sets);
for (const fixed of values["fit-only"] ? [] : fixedThresholds) {
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

const fitted = names.map((name) => withLexicon(name, names));
const weights = fitWeights(fitted.flatMap((items) => rowsOf(items)));
const threshold = thresholdFor(weights, fitted);
console.log(`\nFitted on ${names.join(", ")} (each with the lexicon of the others): threshold ${threshold}`);
names.forEach((name, i) =>
  console.log(`  ${name.padEnd(16)} ${line(score(fitted[i]!, { weights, threshold }, 3, false))}`),
);
for (const fixed of fixedThresholds)
  console.log(
    `  at ${fixed}: ${three(
      mean3(names.map((_, i) => score(fitted[i]!, { weights, threshold: fixed }, 3, false))),
    )} (mean of the sets fitted on)`,
  );
console.log(JSON.stringify(weights, null, 2));
if (values["write-trees"]) {
  // The trees (docs/recall.md, recall13): fitted on every candidate; gate.ts's probability() clamps them (treesApply).
  const rows = fitted.flatMap((items) => rowsOf(items));
  const margins = rows.map((row) => FEATURE_NAMES.reduce((sum, name, j) => sum + weights[name] * row.x[j]!, 0));
  const trees = fitBoost(rows, margins, BOOST);
  // The bar measured beside the trees (docs/recall.md, recall13); the weights' own model follows at 0.3.
  const { threshold: shown } = RECALL_MODEL;
  const follow = 0.4;
  console.log(
    `With ${trees.length} trees, ${shown} then ${follow}: ${three(
      mean3(names.map((_, i) => score(fitted[i]!, { weights, threshold: shown, follow, trees }, 3, false))),
    )} (mean of the sets fitted on)`,
  );
  // As the formatter lays it out, so that a refit's file passes lint as written.
  const list = (values: number[]) => `[${values.join(", ")}]`;
  const text = trees
    .map(
      (tree) =>
        `  {\n    feature: ${list(tree.feature)},\n    threshold: ${list(tree.threshold)},\n    leaf: ${list(tree.leaf)},\n  },`,
    )
    .join("\n");
  writeFileSync(
    resolve("src", "core", "recall", "recall-trees.ts"),
    `// Written by bench/recall-eval/train.ts --write-trees from ${names.length} labelled sets (${BOOST.trees} trees of depth ${BOOST.depth},
// learning rate ${BOOST.rate}). Do not edit by hand: run train.ts again (docs/recall.md).
// biome-ignore-all lint/suspicious/noApproximativeNumericConstant: split points are quantiles of the data (ln 2 = log1p(1)).

import type { Tree } from "./trees.js";

/** Boosted trees over RECALL_MODEL's weights (features by index in FEATURE_NAMES order). */
export const RECALL_TREES: readonly Tree[] = [
${text}
];
`,
  );
  console.log(`${trees.length} trees written to src/core/recall/recall-trees.ts`);
}
if (values["write-lexicon"]) {
  const lexicon = lexiconOf(names);
  const types = typeLexiconOf(names);
  // A word and its odds, space-separated, a few words a line: a string, so no word is taken for an object's own key.
  // The odds without a leading zero (-.18, not -0.18): the same numbers to Number(), a tenth less of the hook's bundle.
  const short = (odds: number) => String(odds).replace(/^(-?)0\./, "$1.");
  const text = (entries: string[], perLine: number) => {
    const lines: string[] = [];
    for (let i = 0; i < entries.length; i += perLine) lines.push(`  "${entries.slice(i, i + perLine).join(" ")}"`);
    return `[\n${lines.join(",\n")},\n].join(" ")`;
  };
  writeFileSync(
    resolve("src", "core", "recall", "lexicon-words.ts"),
    `// Written by bench/recall-eval/train.ts --write-lexicon from the prompts of ${[...new Set(names.map(base))].length} labelled sets
// (${names.filter((name) => name === base(name)).join(", ")}). Do not edit by hand: run train.ts again
// (docs/recall.md).

/** Each word and its log-odds that a prompt holding it needs no memory, against the odds of any prompt. */
export const NEEDS_NOTHING_ODDS = ${text(
      [...lexicon].map(([word, odds]) => `${word} ${short(odds)}`),
      10,
    )};

/**
 * Each word and its log-odds, for each type (${TYPE_LEXICON_TYPES.join(", ")}), that a memory a prompt holding it
 * needs is of that type, against that type's share of all the memories prompts need.
 */
export const MEMORY_TYPE_ODDS = ${text(
      [...types].map(([word, odds]) => `${word} ${odds.map(short).join(" ")}`),
      4,
    )};
`,
  );
  console.log(`${lexicon.size} and ${types.size} words written to src/core/recall/lexicon-words.ts`);
}
