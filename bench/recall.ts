// Prompt recall figures on the labelled sets in bench/recall-eval/ (see
// evaluate.ts), for the default gate and a sweep of its thresholds.
//
//   npm run bench:recall              # figures of the default and hybrid gates
//   npm run bench:recall -- --sweep   # every combination, best first
//   npm run bench:recall -- --dump    # each prompt's top candidates with their evidence

import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_GATE, HYBRID_GATE, type GateSettings } from "../src/core/recall-gate.js";
import { loadSet, rankSet, score, type Ranked } from "./recall-eval/evaluate.js";

const { values } = parseArgs({ options: { set: { type: "string", default: "ledgerly" }, sweep: { type: "boolean" }, dump: { type: "boolean" }, half: { type: "string" } } });
const set = loadSet(resolve("bench", "recall-eval"), values.set!);
let ranked: Ranked[] = await rankSet(set);
if (values.half) ranked = ranked.filter((_, i) => i % 2 === Number(values.half));

if (values.dump) {
  for (const { prompt, ranked: list } of ranked) {
    console.log(`\n${prompt.prompt}  →  [${prompt.relevant.join(", ")}]`);
    for (const m of list.slice(0, 4)) {
      const mark = prompt.relevant.includes(m.slug) ? "✓" : " ";
      console.log(`  ${mark} ${m.slug.padEnd(44)} score ${m.score.toFixed(2)} cov ${m.coverage.toFixed(2)} rar ${m.rarity.toFixed(2)} w ${m.weight} shared ${m.shared} [${m.matched.join(" ")}]`);
    }
  }
}

if (values.sweep) {
  const rows: Array<{ settings: GateSettings; figures: ReturnType<typeof score> }> = [];
  for (const minCoverage of [0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5])
    for (const minRarity of [0, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8])
      for (const minRelative of [0, 0.4, 0.5, 0.6, 0.7, 0.8])
        for (const minWeight of [1, 2, 3, 4, 5, 6, 8]) {
          const settings = { minCoverage, minRarity, minRelative, minWeight };
          rows.push({ settings, figures: score(ranked, settings) });
        }
  const ok = rows.filter((row) => row.figures.precision >= 0.8 && row.figures.silence >= 0.9).sort((a, b) => b.figures.recall - a.figures.recall || b.figures.precision - a.figures.precision);
  for (const row of ok.slice(0, 25)) console.log(JSON.stringify(row.settings), JSON.stringify(row.figures));
}

console.log(`\n${set.memories.length} memories, ${ranked.length} prompts (${ranked.filter((r) => r.prompt.relevant.length === 0).length} need none)`);
console.log("default gate:", JSON.stringify(score(ranked, DEFAULT_GATE)));
console.log("hybrid gate: ", JSON.stringify(score(ranked, HYBRID_GATE)));
