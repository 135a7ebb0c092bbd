// How far the translation table (translation.ts) would reach as query expansion: the memories as written that a
// prompt's added words (its words' associations, each project with the table learned without it) would make
// candidates, and how many of them the prompt needs, beside the labelled memories never candidates today. Reads
// lab.ts's cached rankings (run lab.ts first).
//
//   node scripts/run-ts.mjs bench/recall-eval/translation-reach.ts        # every association kept
//   node scripts/run-ts.mjs bench/recall-eval/translation-reach.ts 1.5    # only those of ln(lift) ≥ 1.5

import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { JUDGED_CANDIDATES } from "../../src/core/recall/gate.js";
import { fitSets, loadSet, type Ranked } from "./evaluate.js";
import { projectOf } from "./fit.js";
import { promptProse, strongTerms, TranslationCounts } from "./translation.js";

const evalDir = resolve("bench", "recall-eval");
const names = fitSets(evalDir);
const least = Number(process.argv[2] ?? 0);
const counts = new TranslationCounts();
for (const project of new Set(names.map(projectOf)))
  counts.add(project, loadSet(evalDir, names.find((name) => projectOf(name) === project)!));
const revive = (_key: string, value: unknown) =>
  value && typeof value === "object" && (value as { $map?: unknown }).$map
    ? new Map((value as { $map: Array<[unknown, unknown]> }).$map)
    : value;
/** A memory is reached when this many of its strong words are among the prompt's added words. */
const REACHED = 2;
const tally = { neverCandidates: 0, reachedOfThose: 0, added: 0, addedRelevant: 0, pastJudged: 0, pastReached: 0 };
for (const name of names.filter((name) => name === projectOf(name))) {
  const table = counts.without([name]);
  const strong = new Map(loadSet(evalDir, name).memories.map((memory) => [memory.id, strongTerms(memory)]));
  const file = join(tmpdir(), "memory-recall-lab", `${name}.json`);
  for (const item of JSON.parse(readFileSync(file, "utf8"), revive) as Ranked[]) {
    const prose = promptProse(item.prompt.prompt);
    const added = new Set<string>();
    for (const p of prose) for (const [m, v] of table.get(p) ?? []) if (v >= least && !prose.has(m)) added.add(m);
    const reach = (slug: string) => [...(strong.get(slug) ?? [])].filter((m) => added.has(m)).length;
    const candidates = new Set(item.ranked.map((c) => c.slug));
    const judged = new Set(item.ranked.slice(0, JUDGED_CANDIDATES).map((c) => c.slug));
    for (const slug of strong.keys())
      if (!candidates.has(slug) && reach(slug) >= REACHED) {
        tally.added++;
        if (item.prompt.relevant.includes(slug)) tally.addedRelevant++;
      }
    for (const slug of item.prompt.relevant) {
      if (!candidates.has(slug)) {
        tally.neverCandidates++;
        if (reach(slug) >= REACHED) tally.reachedOfThose++;
      } else if (!judged.has(slug)) {
        tally.pastJudged++;
        if (reach(slug) >= 1) tally.pastReached++;
      }
    }
  }
}
console.log(`least ln(lift) ${least}:`, tally);
