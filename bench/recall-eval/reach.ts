// How far the memories prompt recall misses are from what it finds, for candidate generation that was measured
// before being built (docs/recall.md, "recall10"): through the memory graph (links and wikilinks, either way) and
// through pseudo-relevance feedback (words the first candidates are about that the prompt lacks). Reads lab.ts's
// cached rankings (run lab.ts first) and the shipped model.
//
//   node scripts/run-ts.mjs bench/recall-eval/reach.ts set-a set-a-described …

import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { featuresOf, JUDGED_CANDIDATES, probability, RECALL_MODEL, followBar } from "../../src/core/recall/gate.js";
import { promptIntent } from "../../src/core/recall/intent.js";
import { recallTerms } from "../../src/core/recall/terms.js";
import { loadSet, type Ranked } from "./evaluate.js";

const evalDir = resolve("bench", "recall-eval");
const revive = (_key: string, value: unknown) =>
  value && typeof value === "object" && (value as { $map?: unknown }).$map
    ? new Map((value as { $map: Array<[unknown, unknown]> }).$map)
    : value;
const counts = new Map<string, number>();
const count = (key: string, n = 1) => counts.set(key, (counts.get(key) ?? 0) + n);
/** A word strong enough in a memory to say what it is about (title, tags, description, commands). */
const STRONG = 3;
/** Only a word at least this rare starts a candidate (core/recall/gate.ts STARTING_RARITY). */
const STARTING = 0.5;

for (const name of process.argv.slice(2)) {
  const set = loadSet(evalDir, name);
  const types = new Map(set.memories.map((memory) => [memory.id, memory.type as string]));
  const graph = new Map<string, Set<string>>();
  const link = (a: string, b: string) => (graph.get(a) ?? graph.set(a, new Set()).get(a)!).add(b);
  for (const memory of set.memories)
    for (const edge of memory.edges ?? []) {
      link(memory.id, edge.target);
      link(edge.target, memory.id);
    }
  const words = new Map(
    set.memories.map((m) => [
      m.id,
      new Set(recallTerms([m.title, m.description ?? "", m.tags.join(" "), m.body].join("\n"))),
    ]),
  );
  const df = new Map<string, number>();
  for (const terms of words.values()) for (const term of terms) df.set(term, (df.get(term) ?? 0) + 1);
  const rarity = (term: string) => 1 - Math.log(df.get(term) ?? 1) / Math.log(set.memories.length + 1);
  const items = JSON.parse(
    readFileSync(join(tmpdir(), "memory-recall-lab", `${name}.json`), "utf8"),
    revive,
  ) as Ranked[];
  for (const item of items) {
    const judged = item.ranked.slice(0, JUDGED_CANDIDATES);
    const context = {
      intent: promptIntent(item.prompt.prompt),
      top: judged[0]?.score ?? 0,
      second: judged[1]?.score ?? 0,
    };
    const ordered = judged
      .map((c, rank) => ({
        slug: c.slug,
        p: probability(featuresOf(c, rank, item.types.get(c.slug) ?? "", context), RECALL_MODEL),
      }))
      .sort((a, b) => b.p - a.p);
    const shown =
      ordered[0] && ordered[0].p >= RECALL_MODEL.threshold
        ? ordered
            .filter((c) => c.p >= followBar(RECALL_MODEL))
            .slice(0, 3)
            .map((c) => c.slug)
        : [];
    const labels = item.prompt.relevant;
    const judgedSlugs = new Set(judged.map((c) => c.slug));
    const candidates = new Set(item.ranked.map((c) => c.slug));
    const neighbours = (slugs: string[]) => new Set(slugs.flatMap((slug) => [...(graph.get(slug) ?? [])]));
    const ofLeader = judged[0] ? neighbours([judged[0].slug]) : new Set<string>();
    const ofShown = neighbours(shown);
    for (const missed of labels.filter((slug) => !shown.includes(slug))) {
      count("missed");
      if (types.get(missed) === "decision") count("missed decisions");
      if (!candidates.has(missed)) count("missed, never a candidate");
      if (ofLeader.has(missed)) {
        count("missed, linked with the first candidate");
        if (judgedSlugs.has(missed)) count("missed, linked with the first candidate, judged");
        if (types.get(missed) === "decision") count("missed decisions linked with the first candidate");
      }
      if (ofShown.has(missed)) count("missed, linked with a memory shown");
    }
    for (const [label, linked] of [
      ["the first candidate's", ofLeader],
      ["a shown memory's", ofShown],
    ] as const)
      for (const slug of linked) {
        if (judgedSlugs.has(slug) || shown.includes(slug)) continue;
        count(`graph: ${label} unjudged neighbours`);
        if (labels.includes(slug)) {
          count(`graph: ${label} unjudged neighbours, relevant`);
          if (!candidates.has(slug)) count(`graph: ${label} unjudged neighbours, relevant, sharing no word`);
        }
      }
    // Pseudo-relevance feedback: strong words of the first candidates, rare enough to start one, not the prompt's.
    if (judged.length < 2) continue;
    const prompt = new Set(item.store!.df.keys());
    const strong = (slug: string) =>
      new Set((item.store!.entries.get(slug) ?? []).filter(([, weight]) => weight >= STRONG).map(([term]) => term));
    const second = strong(judged[1]!.slug);
    for (const [label, expansion] of [
      ["both first two's", [...strong(judged[0]!.slug)].filter((term) => second.has(term))],
      ["the first's", [...strong(judged[0]!.slug)]],
    ] as const) {
      const added = expansion.filter((term) => !prompt.has(term) && rarity(term) >= STARTING);
      for (const [slug, terms] of words) {
        if (candidates.has(slug)) continue;
        const hits = added.filter((term) => terms.has(term)).length;
        if (hits === 0) continue;
        count(`feedback: ${label} words, new candidates`);
        if (labels.includes(slug)) count(`feedback: ${label} words, new candidates, relevant`);
        if (hits >= 2) {
          count(`feedback: ${label} words, two of them, new candidates`);
          if (labels.includes(slug)) count(`feedback: ${label} words, two of them, new candidates, relevant`);
        }
      }
    }
  }
}
for (const [key, n] of counts) console.log(`${String(n).padStart(7)}  ${key}`);
