// A translation table of developers' vocabulary, learned across the labelled sets: a prompt word → the words of
// the memories labelled relevant to it that the prompt lacks ("discount" → "cent", "rollback" → "revert"). Only
// pairs seen in several projects are kept, so it is general vocabulary, not one project's. lab.ts tries it as
// evidence for the relevance model (lab-features.ts `translate*`), each project scored by a table learned
// without it.

import { boundPrompt, memoryTerms, proseTerms } from "../../src/core/recall/terms.js";
import type { EvalSet, Ranked } from "./evaluate.js";
import { JUDGED_CANDIDATES } from "../../src/core/recall/gate.js";

/** A memory's words that say what it is about (title, tags, description, commands, or repeated in its body). */
export const STRONG = 3;
/** A pair is kept when seen in at least this many projects, this many times, this much likelier than chance. */
// (TRANSLATION_MIN_PROJECTS and TRANSLATION_MIN_LIFT in the environment try other bars: docs/recall.md, "recall11".)
export const MIN_PROJECTS = Number(process.env.TRANSLATION_MIN_PROJECTS ?? 3);
export const MIN_PAIRS = 3;
export const MIN_LIFT = Number(process.env.TRANSLATION_MIN_LIFT ?? 2);

interface ProjectCounts {
  /** "p m" → label pairs whose prompt has p and whose memory has m strong (m not in the prompt). */
  pairs: Map<string, number>;
  /** p → label pairs whose prompt has p. */
  prompts: Map<string, number>;
  /** m → memories having m strong. */
  memories: Map<string, number>;
  memoryCount: number;
}

/** A memory's strong terms. */
export function strongTerms(memory: EvalSet["memories"][number]): Set<string> {
  const pairs = memoryTerms(memory.title, memory.tags, memory.body, {
    ...(memory.description ? { description: memory.description } : {}),
    ...(memory.paths ? { paths: memory.paths } : {}),
    ...(memory.commands ? { commands: memory.commands } : {}),
  });
  return new Set(pairs.filter(([, weight]) => weight >= STRONG).map(([term]) => term));
}

/** A prompt's prose terms, as the hook reads them (paths and code names left out). */
export const promptProse = (prompt: string): Set<string> => proseTerms(boundPrompt(prompt).join("\n"));

function countProject(set: EvalSet): ProjectCounts {
  const strong = new Map(set.memories.map((memory) => [memory.id, strongTerms(memory)]));
  const counts: ProjectCounts = { pairs: new Map(), prompts: new Map(), memories: new Map(), memoryCount: 0 };
  for (const terms of strong.values()) {
    counts.memoryCount++;
    for (const m of terms) counts.memories.set(m, (counts.memories.get(m) ?? 0) + 1);
  }
  for (const prompt of set.prompts) {
    if (prompt.relevant.length === 0) continue;
    const words = promptProse(prompt.prompt);
    for (const slug of prompt.relevant) {
      const memory = strong.get(slug);
      if (!memory) continue;
      for (const p of words) {
        counts.prompts.set(p, (counts.prompts.get(p) ?? 0) + 1);
        for (const m of memory)
          if (!words.has(m)) counts.pairs.set(`${p} ${m}`, (counts.pairs.get(`${p} ${m}`) ?? 0) + 1);
      }
    }
  }
  return counts;
}

/** Each pair seen in at least MIN_PROJECTS projects → those projects (the only pairs a table can hold). */
function pairsInEnoughProjects<C>(
  byProject: Map<string, C>,
  keysOf: (counts: C) => Iterable<string>,
): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  for (const [project, counts] of byProject)
    for (const key of keysOf(counts)) {
      const list = seen.get(key);
      if (list) list.push(project);
      else seen.set(key, [project]);
    }
  for (const [key, list] of seen) if (list.length < MIN_PROJECTS) seen.delete(key);
  return seen;
}

/**
 * Every project's counts, and tables learned without some projects. `without(projects)` gives p → m → ln(lift):
 * only the pairs that pass the bars on the projects left.
 */
export class TranslationCounts {
  private readonly byProject = new Map<string, ProjectCounts>();
  /** Pairs seen in MIN_PROJECTS projects at all (the only ones a table can hold). */
  private candidates: Map<string, string[]> | undefined;
  private readonly tables = new Map<string, Map<string, Map<string, number>>>();
  private total: ProjectCounts | undefined;

  add(project: string, set: EvalSet): void {
    this.byProject.set(project, countProject(set));
    this.candidates = undefined;
    this.total = undefined;
  }

  private candidatePairs(): Map<string, string[]> {
    this.candidates ??= pairsInEnoughProjects(this.byProject, (counts) => counts.pairs.keys());
    return this.candidates;
  }

  /** Totals over every project, from which a table subtracts the projects it leaves out (one or two). */
  private totals(): ProjectCounts {
    if (this.total) return this.total;
    const total: ProjectCounts = { pairs: new Map(), prompts: new Map(), memories: new Map(), memoryCount: 0 };
    const add = (into: Map<string, number>, from: Map<string, number>) => {
      for (const [key, n] of from) into.set(key, (into.get(key) ?? 0) + n);
    };
    for (const counts of this.byProject.values()) {
      add(total.pairs, counts.pairs);
      add(total.prompts, counts.prompts);
      add(total.memories, counts.memories);
      total.memoryCount += counts.memoryCount;
    }
    this.total = total;
    return total;
  }

  without(excluded: Iterable<string>): Map<string, Map<string, number>> {
    const out = new Set(excluded);
    const cacheKey = [...out].sort().join(",");
    const cached = this.tables.get(cacheKey);
    if (cached) return cached;
    const total = this.totals();
    const left = [...out].map((project) => this.byProject.get(project)).filter((c) => c !== undefined);
    const less = (key: string, field: "pairs" | "prompts" | "memories") =>
      (total[field].get(key) ?? 0) - left.reduce((sum, c) => sum + (c[field].get(key) ?? 0), 0);
    const memoryCount = total.memoryCount - left.reduce((sum, c) => sum + c.memoryCount, 0);
    const table = new Map<string, Map<string, number>>();
    for (const [key, projects] of this.candidatePairs()) {
      if (projects.filter((project) => !out.has(project)).length < MIN_PROJECTS) continue;
      const pairs = less(key, "pairs");
      if (pairs < MIN_PAIRS) continue;
      const [p, m] = key.split(" ") as [string, string];
      const memories = less(m, "memories");
      if (memories === 0) continue;
      const lift = pairs / less(p, "prompts") / (memories / memoryCount);
      if (lift < MIN_LIFT) continue;
      if (!table.has(p)) table.set(p, new Map());
      table.get(p)!.set(m, Math.log(lift));
    }
    this.tables.set(cacheKey, table);
    return table;
  }
}

/**
 * The same pairs counted on the judged candidates instead of all memories: how much likelier a judged candidate
 * having m strong (the prompt lacking it) is relevant when the prompt has p. What separates the memory a prompt
 * needs from its neighbours in the ranking, where the lift above says only what the needed ones are about.
 */
export class ContrastCounts {
  private readonly byProject = new Map<
    string,
    { rel: Map<string, number>; all: Map<string, number>; prior: { rel: number; all: number } }
  >();
  private readonly prior = { rel: 0, all: 0 };
  private readonly totalRel = new Map<string, number>();
  private readonly totalAll = new Map<string, number>();
  private candidates: Map<string, string[]> | undefined;
  private readonly tables = new Map<string, Map<string, Map<string, number>>>();

  add(project: string, items: Ranked[]): void {
    const rel = new Map<string, number>();
    const all = new Map<string, number>();
    const prior = { rel: 0, all: 0 };
    for (const item of items) {
      const prose = new Set(item.store!.prose);
      for (const c of item.ranked.slice(0, JUDGED_CANDIDATES)) {
        const y = item.prompt.relevant.includes(c.slug) ? 1 : 0;
        prior.rel += y;
        prior.all++;
        const strong = (item.store!.entries.get(c.slug) ?? []).filter(([t, w]) => w >= STRONG && !prose.has(t));
        for (const p of prose)
          for (const [m] of strong) {
            const key = `${p} ${m}`;
            all.set(key, (all.get(key) ?? 0) + 1);
            if (y) rel.set(key, (rel.get(key) ?? 0) + 1);
          }
      }
    }
    this.byProject.set(project, { rel, all, prior });
    this.prior.rel += prior.rel;
    this.prior.all += prior.all;
    for (const [key, n] of rel) this.totalRel.set(key, (this.totalRel.get(key) ?? 0) + n);
    for (const [key, n] of all) this.totalAll.set(key, (this.totalAll.get(key) ?? 0) + n);
    this.candidates = undefined;
  }

  without(excluded: Iterable<string>, minAll = 5, smoothing = 4): Map<string, Map<string, number>> {
    const out = new Set(excluded);
    const cacheKey = `${[...out].sort().join(",")}|${minAll}|${smoothing}`;
    const cached = this.tables.get(cacheKey);
    if (cached) return cached;
    this.candidates ??= pairsInEnoughProjects(this.byProject, (counts) => counts.rel.keys());
    const left = [...out].map((project) => this.byProject.get(project)?.prior ?? { rel: 0, all: 0 });
    const prior =
      (this.prior.rel - left.reduce((sum, p) => sum + p.rel, 0)) /
      (this.prior.all - left.reduce((sum, p) => sum + p.all, 0));
    const logit = Math.log(prior / (1 - prior));
    const table = new Map<string, Map<string, number>>();
    for (const [key, projects] of this.candidates) {
      if (projects.filter((project) => !out.has(project)).length < MIN_PROJECTS) continue;
      let rel = this.totalRel.get(key) ?? 0;
      let all = this.totalAll.get(key) ?? 0;
      for (const project of out) {
        rel -= this.byProject.get(project)?.rel.get(key) ?? 0;
        all -= this.byProject.get(project)?.all.get(key) ?? 0;
      }
      if (all < minAll) continue;
      const odds = Math.log((rel + smoothing * prior) / (all - rel + smoothing * (1 - prior))) - logit;
      if (odds <= 0) continue;
      const [p, m] = key.split(" ") as [string, string];
      if (!table.has(p)) table.set(p, new Map());
      table.get(p)!.set(m, odds);
    }
    this.tables.set(cacheKey, table);
    return table;
  }
}
