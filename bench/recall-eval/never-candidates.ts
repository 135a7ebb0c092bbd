// The labelled memories prompt recall never makes candidates (docs/recall.md, "recall17"): what each prompt shares
// with them (no word, or only words too common to start a candidate), where they would rank if every word started
// one, and how many candidates (and how many needed) a few general rules would add. Ranks as the hook does.
//
//   node scripts/run-ts.mjs bench/recall-eval/never-candidates.ts            # every fitted set
//   node scripts/run-ts.mjs bench/recall-eval/never-candidates.ts set-a set-b
import { copyFileSync, mkdtempSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { STARTING_RARITY } from "../../src/core/recall/gate.js";
import { rankForPrompt } from "../../src/hook/prompt.js";
import { promptTerms, rankMemories } from "../../src/index/recall/rank.js";
import { createContext } from "../../src/ops/context.js";
import { refresh } from "../../src/ops/refresh.js";
import { fitSets, loadSet } from "./evaluate.js";

const evalDir = resolve("bench", "recall-eval");
const names = process.argv.slice(2).length ? process.argv.slice(2) : fitSets(evalDir);
const counts = new Map<string, number>();
const count = (key: string, n = 1) => counts.set(key, (counts.get(key) ?? 0) + n);
for (const name of names) {
  const set = loadSet(evalDir, name);
  const types = new Map(set.memories.map((m) => [m.id, m.type as string]));
  const edges = new Map<string, Set<string>>();
  const link = (a: string, b: string) => (edges.get(a) ?? edges.set(a, new Set()).get(a)!).add(b);
  for (const m of set.memories)
    for (const e of m.edges ?? []) {
      link(m.id, e.target);
      link(e.target, m.id);
    }
  const dir = mkdtempSync(join(tmpdir(), "memory-never-"));
  try {
    const repo = join(dir, "repo");
    mkdirSync(join(repo, ".git"), { recursive: true });
    const context = createContext({
      environment: { cwd: repo, env: { HOME: join(dir, "home"), PATH: process.env.PATH } },
    });
    const root = join(repo, ".claude", "memory");
    mkdirSync(root, { recursive: true });
    for (const m of set.memories) copyFileSync(join(set.dir, "memories", `${m.id}.md`), join(root, `${m.id}.md`));
    await refresh(context);
    for (const prompt of set.prompts) {
      const ranking = rankForPrompt(prompt.prompt, [{ root, indexDir: join(root, ".index") }], false);
      const scope = ranking.indexes[0]!;
      const n = scope.meta?.count ?? 1;
      const maxStartingDf = Math.max(1, Math.floor(Math.exp((1 - STARTING_RARITY) * Math.log(n + 1)) + 1e-9));
      const terms = promptTerms(prompt.prompt);
      const cands = new Set(ranking.candidates.map((c) => c.slug));
      const judged = ranking.candidates.slice(0, 8).map((c) => c.slug);
      const action = ranking.intent?.action ?? false;
      const label = new Set(prompt.relevant);
      const everyWord = rankMemories(ranking.indexes, terms, () => false, 0);
      count(
        `prompts with ${Math.min(ranking.candidates.length, 8)} candidates${prompt.relevant.length ? "" : ", needing none"}`,
      );
      for (const slug of prompt.relevant) {
        if (cands.has(slug)) continue;
        count("never");
        const w = new Map(scope.detail(slug)?.w ?? []);
        const shared = terms.filter((t) => w.has(t));
        const strongShared = shared.filter((t) => (w.get(t) ?? 0) >= 3);
        const key =
          shared.length === 0 ? "no word" : strongShared.length ? "common words, one strong" : "common words, weak";
        count(`never: ${key}`);
        count(`never: ${key}, ${types.get(slug)}${action ? ", action" : ""}`);
        if (shared.length) count(`never: shares ${Math.min(shared.length, 4)} common words`);
        const at = everyWord.findIndex((c) => c.slug === slug);
        count(`never: every word starting, rank ${at < 0 ? "none" : at < 8 ? "< 8" : at < 16 ? "8-15" : "16+"}`);
        if (at >= 0 && at < 8 && ranking.candidates.length < 8)
          count("never: every word starting, rank < 8, fewer than 8 candidates");
        if (judged.some((j) => edges.get(j)?.has(slug))) count("never: linked with a judged candidate");
        if (judged[0] && edges.get(judged[0])?.has(slug)) count("never: linked with the first candidate");
      }
      // What rules would add: memories not candidates, through a common (non-starting) prompt word strong in them.
      const strongHits = new Map<string, number>();
      const anyHits = new Map<string, number>();
      for (const t of terms) {
        const postings = scope.postings(t);
        if (postings.size <= maxStartingDf) continue;
        postings.forEach((slug: string, weight: number) => {
          if (cands.has(slug)) return;
          anyHits.set(slug, (anyHits.get(slug) ?? 0) + 1);
          if (weight >= 3) strongHits.set(slug, (strongHits.get(slug) ?? 0) + 1);
        });
      }
      const rule = (key: string, slugs: string[]) => {
        count(`rule ${key}: added`, slugs.length);
        count(`rule ${key}: added relevant`, slugs.filter((s) => label.has(s)).length);
        if (slugs.length) count(`rule ${key}: prompts adding`);
      };
      rule("strong common word", [...strongHits.keys()]);
      rule(
        "strong common word, decision",
        [...strongHits.keys()].filter((s) => types.get(s) === "decision"),
      );
      rule(
        "strong common word, action prompt, decision",
        action ? [...strongHits.keys()].filter((s) => types.get(s) === "decision") : [],
      );
      rule(
        "two strong common words",
        [...strongHits].filter(([, k]) => k >= 2).map(([s]) => s),
      );
      rule(
        "three common words",
        [...anyHits].filter(([, k]) => k >= 3).map(([s]) => s),
      );
      rule(
        "two common words",
        [...anyHits].filter(([, k]) => k >= 2).map(([s]) => s),
      );
      const nb = judged[0] ? [...(edges.get(judged[0]) ?? [])].filter((s) => !cands.has(s)) : [];
      rule("first's links", nb);
      rule("first's links, action prompt", action ? nb : []);
      const nb8 = [...new Set(judged.flatMap((j) => [...(edges.get(j) ?? [])]))].filter((s) => !cands.has(s));
      rule("judged's links", nb8);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  process.stderr.write(".");
}
for (const [key, n] of [...counts].sort(([a], [b]) => (a < b ? -1 : 1)))
  console.log(`${String(n).padStart(7)}  ${key}`);
