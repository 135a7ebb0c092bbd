// Prompt recall on a labelled set: a project's memory files copied into a
// temp store, indexed as the hooks index them, and each prompt ranked and
// gated by the code the UserPromptSubmit hook runs. A set is a directory in
// the format of the team's BM25 baseline (../shared/tools/recall-baseline):
// memories/<slug>.md and prompts.jsonl (id, prompt, relevant, category, note).
// Precision: share of injected memories that were labelled relevant.
// Recall: share of labelled memories injected (prompts that need some).
// Silence: share of prompts that need none for which nothing is injected.

import { readSettings } from "../../src/core/settings/index.js";
import { copyFileSync, existsSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  blendSemantic,
  JUDGED_CANDIDATES,
  judge,
  SEMANTIC_GATE,
  type RecallModel,
  type SemanticGateSettings,
} from "../../src/core/recall/gate.js";
import { promptIntent, type PromptIntent } from "../../src/core/recall/intent.js";
import { rankForPrompt } from "../../src/hook/prompt.js";
import { boundPrompt, proseTerms } from "../../src/core/recall/terms.js";
import { promptSemantics, type PromptSemantics } from "../../src/hook/prompt-semantic.js";
import { embedMemories } from "../../src/ops/shared/embed.js";
import { withSemanticCandidates, type RankedMemory } from "../../src/index/recall/rank.js";
import { createContext } from "../../src/ops/context.js";
import { refresh } from "../../src/ops/refresh.js";
import type { MemoryType } from "../../src/core/types.js";
import { decodeMemoryFile } from "../../src/core/memory-file.js";
import { renderRecall } from "../../src/hook/prompt.js";
import { outgoingEdges } from "../../src/index/manifest/summary.js";

export interface EvalMemory {
  id: string;
  type: MemoryType;
  title: string;
  tags: string[];
  body: string;
  description?: string;
  paths?: string[];
  commands?: string[];
  /** Its links to other memories (frontmatter links and wikilinks), as the graph index holds them. */
  edges?: Array<{ target: string; label: string }>;
}
/** What a prompt needs: a memory (relevant), or none (the three other categories). */
export type PromptCategory = "relevant" | "unrelated" | "near-miss" | "conversational";
export interface EvalPrompt {
  id?: string;
  prompt: string;
  relevant: string[];
  category?: PromptCategory;
  note?: string;
}
export interface EvalSet {
  /** The set's directory (its memory files are copied as they are). */
  dir: string;
  memories: EvalMemory[];
  prompts: EvalPrompt[];
}

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : undefined;

/** A set directory (`memories/*.md`, `prompts.jsonl`): `name` under `dir`, or `dir` itself when `name` is a path. */
/**
 * The sets a fit may learn from: every set directory but those holding a `HELD-OUT` file, kept for measuring a
 * model no fit has seen (their figures are reported, never tuned on).
 */
export function fitSets(evalDir: string): string[] {
  return readdirSync(evalDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(evalDir, entry.name, "prompts.jsonl")))
    .filter((entry) => !existsSync(join(evalDir, entry.name, "HELD-OUT")))
    .map((entry) => entry.name);
}

export function loadSet(dir: string, name: string): EvalSet {
  const root = name.includes("/") ? name : join(dir, name);
  const memories = readdirSync(join(root, "memories"))
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file): EvalMemory => {
      const slug = file.slice(0, -3);
      const { document } = decodeMemoryFile(
        readFileSync(join(root, "memories", file), "utf8"),
        slug,
        "2026-01-01T00:00:00Z",
      );
      const { fields } = document;
      return {
        id: slug,
        type: document.type,
        title: document.title,
        tags: document.tags,
        body: document.body,
        ...(typeof fields.description === "string" ? { description: fields.description } : {}),
        ...(strings(fields.paths) ? { paths: strings(fields.paths) } : {}),
        ...(strings(fields.commands) ? { commands: strings(fields.commands) } : {}),
        edges: outgoingEdges(document).map(({ target, label }) => ({ target, label })),
      };
    });
  const prompts = readFileSync(join(root, "prompts.jsonl"), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as EvalPrompt);
  return { dir: root, memories, prompts };
}

export interface Ranked {
  prompt: EvalPrompt;
  ranked: RankedMemory[];
  /** Every candidate, the memories only the embeddings found included (read while the store exists). */
  blended?: RankedMemory[];
  /** The embeddings' evidence (when ranked with an Ollama host), as the hook gets it. */
  semantics?: PromptSemantics;
  /** Characters each candidate's recall line takes in the hook's output. */
  lineChars: Map<string, number>;
  intent: PromptIntent;
  /** The memory type of each judged candidate. */
  types: Map<string, string>;
  /** What the index holds that a new feature may read (bench/recall-eval/lab.ts): memories in the store, each
   * prompt term's document frequency, the prompt's prose terms, the judged candidates' weighted terms. */
  store?: { memories: number; df: Map<string, number>; prose: string[]; entries: Map<string, Array<[string, number]>> };
}

/**
 * Writes the memories into a temp project, refreshes its indexes, and ranks
 * every prompt (ungated). With `ollama` (a URL speaking Ollama's API), the
 * memories are embedded first and each prompt gets the embeddings' evidence
 * the prompt hook would get.
 */
export async function rankSet(set: EvalSet, { ollama }: { ollama?: string } = {}): Promise<Ranked[]> {
  const dir = mkdtempSync(join(tmpdir(), "memory-recall-eval-"));
  try {
    const repo = join(dir, "repo");
    mkdirSync(join(repo, ".git"), { recursive: true });
    const env: NodeJS.ProcessEnv = {
      HOME: join(dir, "home"),
      PATH: process.env.PATH,
      ...(ollama ? { OLLAMA_HOST: ollama } : {}),
    };
    const context = createContext({ environment: { cwd: repo, env } });
    const root = join(repo, ".claude", "memory");
    mkdirSync(root, { recursive: true });
    for (const memory of set.memories)
      copyFileSync(join(set.dir, "memories", `${memory.id}.md`), join(root, `${memory.id}.md`));
    await refresh(context);
    if (ollama) await embedMemories(context);
    const result: Ranked[] = [];
    for (const prompt of set.prompts) {
      // As the hook ranks (the model's choice is made again by `score`, with the model it is given).
      const ranking = rankForPrompt(prompt.prompt, [{ root, indexDir: join(root, ".index") }], false);
      const { terms, candidates: ranked } = ranking;
      const scope = ranking.indexes[0]!;
      const types = new Map(
        ranked.slice(0, JUDGED_CANDIDATES).map((memory) => [memory.slug, scope.detail(memory.slug)?.y ?? ""]),
      );
      const store = {
        memories: scope.meta?.count ?? 0,
        df: new Map(terms.map((term) => [term, scope.postings(term).size])),
        prose: [...proseTerms(boundPrompt(prompt.prompt).join("\n"))],
        entries: new Map(
          ranked.slice(0, JUDGED_CANDIDATES).map((memory) => [memory.slug, scope.detail(memory.slug)?.w ?? []]),
        ),
      };
      const semantics =
        ollama && terms.length > 0
          ? await promptSemantics(
              boundPrompt(prompt.prompt).join("\n"),
              [join(root, ".index")],
              [new Set(ranked.map((memory) => memory.slug))],
              readSettings(env),
              Date.now() + 5000,
            )
          : undefined;
      const lineChars = new Map<string, number>();
      for (const memory of ranked.slice(0, 12)) {
        const detail = scope.detail(memory.slug);
        if (detail)
          lineChars.set(
            memory.slug,
            renderRecall([{ memory, detail }], 10_000).text.split("\n").slice(1).join("\n").length + 1,
          );
      }
      result.push({
        prompt,
        ranked,
        intent: ranking.intent ?? promptIntent(prompt.prompt),
        types,
        store,
        lineChars,
        ...(semantics ? { semantics, blended: withSemanticCandidates(ranked, semantics.scopes, [scope], terms) } : {}),
      });
    }
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface Figures {
  precision: number;
  recall: number;
  silence: number;
  injected: number;
  prompts: number;
  needNone: number;
  /** Characters of memories injected that the prompt did not need, per prompt. */
  irrelevantChars: number;
  /** Silence by category of the prompts that need none; precision and recall of those that need some. */
  byCategory: Record<string, { prompts: number; precision?: number; recall?: number; silence?: number }>;
}

/** What the hook shows for one prompt: the model's choice, then the embeddings' evidence blended in when there is some. */
export function shownFor(
  { ranked, semantics, blended, intent, types }: Ranked,
  model: RecallModel,
  semantic: SemanticGateSettings | false = SEMANTIC_GATE,
): Array<RankedMemory & { probability?: number }> {
  const passed = judge(ranked, intent, (memory) => types.get(memory.slug), model);
  if (!semantics || !semantic) return passed;
  return blendSemantic(
    passed,
    blended ?? ranked,
    (memory) => semantics.scopes[memory.scope]?.get(memory.slug),
    semantic,
  );
}

export function score(
  ranked: Ranked[],
  settings: RecallModel,
  maxEntries = 3,
  semantic: SemanticGateSettings | false = SEMANTIC_GATE,
): Figures {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const tally = () => ({
    prompts: 0,
    injected: 0,
    correct: 0,
    relevant: 0,
    found: 0,
    needNone: 0,
    silent: 0,
    irrelevantChars: 0,
  });
  const all = tally();
  const categories = new Map<string, ReturnType<typeof tally>>();
  for (const item of ranked) {
    const { prompt } = item;
    const shown = shownFor(item, settings, semantic)
      .slice(0, maxEntries)
      .map((memory) => memory.slug);
    const category = prompt.category ?? (prompt.relevant.length > 0 ? "relevant" : "none");
    if (!categories.has(category)) categories.set(category, tally());
    for (const t of [all, categories.get(category)!]) {
      t.prompts++;
      t.injected += shown.length;
      t.correct += shown.filter((slug) => prompt.relevant.includes(slug)).length;
      for (const slug of shown) if (!prompt.relevant.includes(slug)) t.irrelevantChars += item.lineChars.get(slug) ?? 0;
      if (prompt.relevant.length === 0) {
        t.needNone++;
        if (shown.length === 0) t.silent++;
      } else {
        t.relevant += prompt.relevant.length;
        t.found += prompt.relevant.filter((slug) => shown.includes(slug)).length;
      }
    }
  }
  const byCategory: Figures["byCategory"] = {};
  for (const [name, t] of [...categories].sort()) {
    byCategory[name] = t.needNone
      ? { prompts: t.prompts, silence: round(t.silent / t.needNone) }
      : {
          prompts: t.prompts,
          precision: round(t.injected ? t.correct / t.injected : 1),
          recall: round(t.found / t.relevant),
        };
  }
  return {
    precision: round(all.injected ? all.correct / all.injected : 1),
    recall: round(all.relevant ? all.found / all.relevant : 1),
    silence: round(all.needNone ? all.silent / all.needNone : 1),
    injected: all.injected,
    prompts: ranked.length,
    needNone: all.needNone,
    irrelevantChars: Math.round(all.irrelevantChars / Math.max(1, ranked.length)),
    byCategory,
  };
}
