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
export const MIN_PROJECTS = 3;
export const MIN_PAIRS = 3;
export const MIN_LIFT = 2;

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

/** Lift of a pair over some projects' counts, or undefined when it falls short of the bars. */
function liftOf(key: string, p: string, m: string, counts: ProjectCounts[]): number | undefined {
  let pairs = 0;
  let projects = 0;
  let prompts = 0;
  let memories = 0;
  let memoryCount = 0;
  for (const c of counts) {
    const n = c.pairs.get(key) ?? 0;
    if (n > 0) projects++;
    pairs += n;
    prompts += c.prompts.get(p) ?? 0;
    memories += c.memories.get(m) ?? 0;
    memoryCount += c.memoryCount;
  }
  if (projects < MIN_PROJECTS || pairs < MIN_PAIRS || memories === 0) return undefined;
  const lift = pairs / prompts / (memories / memoryCount);
  return lift >= MIN_LIFT ? lift : undefined;
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

  add(project: string, set: EvalSet): void {
    this.byProject.set(project, countProject(set));
    this.candidates = undefined;
  }

  private candidatePairs(): Map<string, string[]> {
    if (this.candidates) return this.candidates;
    const seen = new Map<string, string[]>();
    for (const [project, counts] of this.byProject)
      for (const key of counts.pairs.keys()) {
        const list = seen.get(key);
        if (list) list.push(project);
        else seen.set(key, [project]);
      }
    for (const [key, list] of seen) if (list.length < MIN_PROJECTS) seen.delete(key);
    this.candidates = seen;
    return seen;
  }

  without(excluded: Iterable<string>): Map<string, Map<string, number>> {
    const out = new Set(excluded);
    const cacheKey = [...out].sort().join(",");
    const cached = this.tables.get(cacheKey);
    if (cached) return cached;
    const counts = [...this.byProject].filter(([project]) => !out.has(project)).map(([, c]) => c);
    const table = new Map<string, Map<string, number>>();
    for (const [key, projects] of this.candidatePairs()) {
      if (projects.filter((project) => !out.has(project)).length < MIN_PROJECTS) continue;
      const [p, m] = key.split(" ") as [string, string];
      const lift = liftOf(key, p, m, counts);
      if (lift === undefined) continue;
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
  private readonly byProject = new Map<string, { rel: Map<string, number>; all: Map<string, number> }>();
  private prior = { rel: 0, all: 0 };
  private candidates: Map<string, string[]> | undefined;
  private readonly tables = new Map<string, Map<string, Map<string, number>>>();

  add(project: string, items: Ranked[]): void {
    const rel = new Map<string, number>();
    const all = new Map<string, number>();
    for (const item of items) {
      const prose = new Set(item.store!.prose);
      for (const c of item.ranked.slice(0, JUDGED_CANDIDATES)) {
        const y = item.prompt.relevant.includes(c.slug) ? 1 : 0;
        this.prior.rel += y;
        this.prior.all++;
        const strong = (item.store!.entries.get(c.slug) ?? []).filter(([t, w]) => w >= STRONG && !prose.has(t));
        for (const p of prose)
          for (const [m] of strong) {
            const key = `${p} ${m}`;
            all.set(key, (all.get(key) ?? 0) + 1);
            if (y) rel.set(key, (rel.get(key) ?? 0) + 1);
          }
      }
    }
    this.byProject.set(project, { rel, all });
    this.candidates = undefined;
  }

  without(excluded: Iterable<string>, minAll = 5, smoothing = 4): Map<string, Map<string, number>> {
    const out = new Set(excluded);
    const cacheKey = `${[...out].sort().join(",")}|${minAll}|${smoothing}`;
    const cached = this.tables.get(cacheKey);
    if (cached) return cached;
    if (!this.candidates) {
      const seen = new Map<string, string[]>();
      for (const [project, counts] of this.byProject)
        for (const key of counts.rel.keys()) {
          const list = seen.get(key);
          if (list) list.push(project);
          else seen.set(key, [project]);
        }
      for (const [key, list] of seen) if (list.length < MIN_PROJECTS) seen.delete(key);
      this.candidates = seen;
    }
    const prior = this.prior.rel / this.prior.all;
    const logit = Math.log(prior / (1 - prior));
    const table = new Map<string, Map<string, number>>();
    for (const [key, projects] of this.candidates) {
      if (projects.filter((project) => !out.has(project)).length < MIN_PROJECTS) continue;
      let rel = 0;
      let all = 0;
      for (const [project, counts] of this.byProject) {
        if (out.has(project)) continue;
        rel += counts.rel.get(key) ?? 0;
        all += counts.all.get(key) ?? 0;
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
