// Prompt recall figures on the labelled sets in bench/recall-eval/ (see
// evaluate.ts), for the default gate and a sweep of its thresholds, beside
// the BM25 baseline's threshold sweep on the same set.
//
//   npm run bench:recall              # every set: the default and hybrid gates beside the baseline
//   npm run bench:recall -- --set quarry,/path/to/set-dir
//   npm run bench:recall -- --sweep   # every combination, best first
//   npm run bench:recall -- --dump    # each prompt's top candidates with their evidence
//   npm run bench:recall -- --band    # what a middle band of one-line pointers (slug — title — description)
//                                     # below the threshold would add: recall, silence, irrelevant characters
//   npm run bench:recall -- --semantic [--sweep]
//                                     # with embeddings: the prompts and memories embedded by
//                                     # a loopback server speaking Ollama's API (OLLAMA_HOST to use
//                                     # a real Ollama instead), the semantic gate swept

import { readdirSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { RECALL_MODEL, HYBRID_MODEL, SEMANTIC_GATE, type SemanticGateSettings } from "../src/core/recall/gate.js";
import { startFakeOllama } from "../test/fake-ollama.js";
import { loadSet, rankSet, score, shownFor, type Figures, type Ranked } from "./recall-eval/evaluate.js";
import { baselineScript, rowsBeating, runBaseline, setPath } from "./recall-eval/baseline.js";

/** A pointer line's characters: `• slug — title — description` (about a third of a full entry). */
const POINTER_CHARS = 90;

const { values } = parseArgs({
  options: {
    set: { type: "string" },
    sweep: { type: "boolean" },
    dump: { type: "boolean" },
    half: { type: "string" },
    semantic: { type: "boolean" },
    band: { type: "boolean" },
  },
});
const evalDir = resolve("bench", "recall-eval");
const names =
  values.set?.split(",") ??
  readdirSync(evalDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(evalDir, entry.name, "prompts.jsonl")))
    .map((entry) => entry.name);
const script = baselineScript(resolve("."));
for (const name of names) await evaluateSet(name);

async function evaluateSet(name: string): Promise<void> {
  const set = loadSet(evalDir, name);
  const fake = values.semantic && !process.env.OLLAMA_HOST ? await startFakeOllama() : undefined;
  let ranked: Ranked[] = await rankSet(set, values.semantic ? { ollama: fake?.url ?? process.env.OLLAMA_HOST! } : {});
  await fake?.close();
  if (values.semantic && !ranked.some((item) => item.semantics))
    throw new Error("no prompt got the embeddings' evidence: is Ollama answering?");
  if (values.half) ranked = ranked.filter((_, i) => i % 2 === Number(values.half));

  if (values.dump) {
    for (const item of ranked) {
      const { prompt, ranked: list } = item;
      console.log(`\n${prompt.prompt}  →  [${prompt.relevant.join(", ")}]`);
      for (const m of list.slice(0, 4)) {
        const mark = prompt.relevant.includes(m.slug) ? "✓" : " ";
        console.log(
          `  ${mark} ${m.slug.padEnd(44)} score ${m.score.toFixed(2)} cov ${m.coverage.toFixed(2)} rar ${m.rarity.toFixed(2)} w ${m.weight} shared ${m.shared} f ${m.fieldHits} id ${m.identifierHits} ${item.types.get(m.slug) ?? ""} [${m.matched.join(" ")}]`,
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
            rows.push({ settings, figures: score(ranked, RECALL_MODEL, 3, settings) });
          }
    const ok = rows
      .filter((row) => row.figures.precision >= 0.8 && row.figures.silence >= 0.9)
      .sort((a, b) => b.figures.recall - a.figures.recall || b.figures.precision - a.figures.precision);
    for (const row of ok.slice(0, 25)) console.log(JSON.stringify(row.settings), JSON.stringify(row.figures));
  } else if (values.band) bandFigures(ranked);
  else if (values.sweep) {
    // The model's threshold swept: each point's figures, with the shipped follow bar and with none.
    for (let threshold = 0.2; threshold < 0.91; threshold += 0.05) {
      const figures = score(ranked, { ...RECALL_MODEL, threshold });
      const alone = score(ranked, { ...RECALL_MODEL, threshold, follow: threshold });
      console.log(
        `threshold ${threshold.toFixed(2)}: ${figures.precision} / ${figures.recall} / ${figures.silence}` +
          ` (no follow bar: ${alone.precision} / ${alone.recall} / ${alone.silence})`,
      );
    }
  }

  console.log(
    `\n${set.memories.length} memories, ${ranked.length} prompts (${ranked.filter((r) => r.prompt.relevant.length === 0).length} need none)`,
  );
  const product = score(ranked, RECALL_MODEL, 3, SEMANTIC_GATE);
  const hybrid = score(ranked, HYBRID_MODEL, 3, SEMANTIC_GATE);
  console.log(
    `\n## ${name}: product beside BM25 top-3 (precision / recall / silence, irrelevant characters per prompt)`,
  );
  const row = (label: string, f: Figures) =>
    console.log(
      `| ${label} | ${f.precision.toFixed(3)} | ${f.recall.toFixed(3)} | ${f.silence.toFixed(3)} | ${f.irrelevantChars} | ${categories(f)} |`,
    );
  const categories = (f: Figures) =>
    Object.entries(f.byCategory)
      .map(([category, c]) =>
        c.silence !== undefined
          ? `${category} silence ${c.silence.toFixed(2)}`
          : `${category} p ${c.precision!.toFixed(2)} r ${c.recall!.toFixed(2)}`,
      )
      .join(", ");
  console.log(
    "| gate | precision | recall | silence | irrelevant chars/prompt | by category |\n|---|---|---|---|---|---|",
  );
  if (values.semantic) row("keywords only", score(ranked, RECALL_MODEL, 3, false));
  row(`default${values.semantic ? " + embeddings" : ""}`, product);
  row(`hybrid${values.semantic ? " + embeddings" : ""}`, hybrid);
  if (!script) console.log("(no baseline beside this checkout: set RECALL_BASELINE to baseline-bm25.mjs)");
  else {
    const rows = runBaseline(script, setPath(resolve("."), name));
    for (const b of rows)
      console.log(
        `| BM25 ≥ ${b.threshold} | ${b.precision.toFixed(3)} | ${b.recall.toFixed(3)} | ${b.silence.toFixed(3)} | | ${Object.entries(
          b.silenceBy,
        )
          .map(([c, v]) => `${c} silence ${v.toFixed(2)}`)
          .join(", ")} |`,
      );
    const beaten = rowsBeating(rows, product);
    console.log(
      beaten.length
        ? `BEATEN by the baseline at thresholds ${beaten.map((b) => b.threshold).join(", ")}`
        : "not beaten by any point of the baseline sweep",
    );
  }
}

/** Below the threshold, down to `low`, up to two pointer lines: alone, or only beside a full entry. */
function bandFigures(ranked: Ranked[]): void {
  for (const besideOnly of [false, true])
    for (const low of [0.4, 0.3, 0.2]) {
      let relevant = 0;
      let foundFull = 0;
      let found = 0;
      let irrelevantFull = 0;
      let irrelevantBand = 0;
      let needNone = 0;
      let silentFull = 0;
      let silent = 0;
      let lines = 0;
      let right = 0;
      for (const item of ranked) {
        const all = shownFor(item, { ...RECALL_MODEL, threshold: low }, false);
        const full = all.filter((m) => (m.probability ?? 1) >= RECALL_MODEL.threshold).slice(0, 3);
        const band =
          besideOnly && full.length === 0
            ? []
            : all.filter((m) => (m.probability ?? 1) < RECALL_MODEL.threshold).slice(0, 2);
        const wanted = item.prompt.relevant;
        const has = (list: Array<{ slug: string }>, slug: string) => list.some((m) => m.slug === slug);
        relevant += wanted.length;
        foundFull += wanted.filter((slug) => has(full, slug)).length;
        found += wanted.filter((slug) => has(full, slug) || has(band, slug)).length;
        for (const m of full) if (!wanted.includes(m.slug)) irrelevantFull += item.lineChars.get(m.slug) ?? 0;
        for (const m of band) {
          lines++;
          if (wanted.includes(m.slug)) right++;
          else irrelevantBand += POINTER_CHARS;
        }
        if (wanted.length === 0) {
          needNone++;
          if (full.length === 0) silentFull++;
          if (full.length + band.length === 0) silent++;
        }
      }
      const n = ranked.length;
      console.log(
        `band ${besideOnly ? "beside a full entry" : "alone too"} down to ${low}: recall ${(foundFull / relevant).toFixed(3)} -> ${(found / relevant).toFixed(3)}, silence ${(silentFull / needNone).toFixed(3)} -> ${(silent / needNone).toFixed(3)}, ${lines} lines (${right} relevant), irrelevant chars/prompt ${(irrelevantFull / n).toFixed(0)} -> ${((irrelevantFull + irrelevantBand) / n).toFixed(0)}`,
      );
    }
}
