// Prompt recall figures on the labelled sets in bench/recall-eval/ (see
// evaluate.ts), for the default gate and a sweep of its thresholds.
//
//   npm run bench:recall              # figures of the default and hybrid gates
//   npm run bench:recall -- --sweep   # every combination, best first
//   npm run bench:recall -- --dump    # each prompt's top candidates with their evidence
//   npm run bench:recall -- --semantic [--sweep]
//                                     # with embeddings: the prompts and memories embedded by
//                                     # a loopback server speaking Ollama's API (OLLAMA_HOST to use
//                                     # a real Ollama instead), the semantic gate swept

import { resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  DEFAULT_GATE,
  HYBRID_GATE,
  SEMANTIC_GATE,
  type GateSettings,
  type SemanticGateSettings,
} from "../src/core/recall-gate.js";
import { startFakeOllama } from "../test/fake-ollama.js";
import { loadSet, rankSet, score, type Ranked } from "./recall-eval/evaluate.js";

const { values } = parseArgs({
  options: {
    set: { type: "string", default: "ledgerly" },
    sweep: { type: "boolean" },
    dump: { type: "boolean" },
    half: { type: "string" },
    semantic: { type: "boolean" },
  },
});
const set = loadSet(resolve("bench", "recall-eval"), values.set!);
const fake = values.semantic && !process.env.OLLAMA_HOST ? await startFakeOllama() : undefined;
let ranked: Ranked[] = await rankSet(set, values.semantic ? { ollama: fake?.url ?? process.env.OLLAMA_HOST! } : {});
await fake?.close();
if (values.semantic && !ranked.some((item) => item.semantics))
  throw new Error("no prompt got the embeddings' evidence: is Ollama answering?");
if (values.half) ranked = ranked.filter((_, i) => i % 2 === Number(values.half));

if (values.dump) {
  for (const { prompt, ranked: list } of ranked) {
    console.log(`\n${prompt.prompt}  →  [${prompt.relevant.join(", ")}]`);
    for (const m of list.slice(0, 4)) {
      const mark = prompt.relevant.includes(m.slug) ? "✓" : " ";
      console.log(
        `  ${mark} ${m.slug.padEnd(44)} score ${m.score.toFixed(2)} cov ${m.coverage.toFixed(2)} rar ${m.rarity.toFixed(2)} w ${m.weight} shared ${m.shared} [${m.matched.join(" ")}]`,
      );
    }
  }
}

if (values.sweep && values.semantic) {
  const rows: Array<{ settings: SemanticGateSettings; figures: ReturnType<typeof score> }> = [];
  for (const admitMargin of [2, 2.5, 3, 3.5, 4, 5, 6, 99])
    for (const admitRelative of [0, 0.8, 0.9, 0.95])
      for (const admitShared of [0, 1, 2])
        for (const vetoMargin of [-99, 0, 0.5, 1, 1.5, 2]) {
          const settings = { admitMargin, admitRelative, admitShared, vetoMargin };
          rows.push({ settings, figures: score(ranked, DEFAULT_GATE, 3, settings) });
        }
  const ok = rows
    .filter((row) => row.figures.precision >= 0.8 && row.figures.silence >= 0.9)
    .sort((a, b) => b.figures.recall - a.figures.recall || b.figures.precision - a.figures.precision);
  for (const row of ok.slice(0, 25)) console.log(JSON.stringify(row.settings), JSON.stringify(row.figures));
} else if (values.sweep) {
  const rows: Array<{ settings: GateSettings; figures: ReturnType<typeof score> }> = [];
  for (const minCoverage of [0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5])
    for (const minRarity of [0, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8])
      for (const minRelative of [0, 0.4, 0.5, 0.6, 0.7, 0.8])
        for (const minWeight of [1, 2, 3, 4, 5, 6, 8]) {
          const settings = { minCoverage, minRarity, minRelative, minWeight };
          rows.push({ settings, figures: score(ranked, settings) });
        }
  const ok = rows
    .filter((row) => row.figures.precision >= 0.8 && row.figures.silence >= 0.9)
    .sort((a, b) => b.figures.recall - a.figures.recall || b.figures.precision - a.figures.precision);
  for (const row of ok.slice(0, 25)) console.log(JSON.stringify(row.settings), JSON.stringify(row.figures));
}

console.log(
  `\n${set.memories.length} memories, ${ranked.length} prompts (${ranked.filter((r) => r.prompt.relevant.length === 0).length} need none)`,
);
if (values.semantic) console.log("keyword only: ", JSON.stringify(score(ranked, DEFAULT_GATE, 3, false)));
console.log(
  `default gate${values.semantic ? " with embeddings" : ""}:`,
  JSON.stringify(score(ranked, DEFAULT_GATE, 3, SEMANTIC_GATE)),
);
console.log(
  `hybrid gate${values.semantic ? " with embeddings" : ""}: `,
  JSON.stringify(score(ranked, HYBRID_GATE, 3, SEMANTIC_GATE)),
);
