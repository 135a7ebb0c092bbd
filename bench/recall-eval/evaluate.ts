// Prompt recall on a labelled set: a project's memories written to a temp
// store through the write path, indexed as the hooks index them, and each
// prompt ranked and gated by the code the UserPromptSubmit hook runs.
// Precision: share of injected memories that were labelled relevant.
// Recall: share of labelled memories injected (prompts that need some).
// Silence: share of prompts that need none for which nothing is injected.

import { mkdtempSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  blendSemantic,
  DEFAULT_GATE,
  gate,
  SEMANTIC_GATE,
  type GateSettings,
  type SemanticGateSettings,
} from "../../src/core/recall-gate.js";
import { boundPrompt } from "../../src/core/recall-terms.js";
import { promptSemantics, type PromptSemantics } from "../../src/hook/prompt-semantic.js";
import { embedMemories } from "../../src/ops/shared/embed.js";
import { promptTerms, rankMemories, withSemanticCandidates, type RankedMemory } from "../../src/index/recall-rank.js";
import { RecallScope } from "../../src/index/recall-read.js";
import { createContext } from "../../src/ops/context.js";
import { refresh } from "../../src/ops/refresh.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import type { MemoryType } from "../../src/core/types.js";

export interface EvalMemory {
  id: string;
  type: MemoryType;
  title: string;
  tags: string[];
  body: string;
  paths?: string[];
  commands?: string[];
}
export interface EvalPrompt {
  prompt: string;
  relevant: string[];
}
export interface EvalSet {
  memories: EvalMemory[];
  prompts: EvalPrompt[];
}

export function loadSet(dir: string, name: string): EvalSet {
  return {
    memories: JSON.parse(readFileSync(join(dir, `${name}-memories.json`), "utf8")) as EvalMemory[],
    prompts: JSON.parse(readFileSync(join(dir, `${name}-prompts.json`), "utf8")) as EvalPrompt[],
  };
}

export interface Ranked {
  prompt: EvalPrompt;
  ranked: RankedMemory[];
  /** Every candidate, the memories only the embeddings found included (read while the store exists). */
  blended?: RankedMemory[];
  /** The embeddings' evidence (when ranked with an Ollama host), as the hook gets it. */
  semantics?: PromptSemantics;
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
    for (const memory of set.memories) {
      await writeMemory(context, {
        slug: memory.id,
        title: memory.title,
        type: memory.type,
        tags: memory.tags,
        content: memory.body,
        ...(memory.paths ? { paths: memory.paths } : {}),
        ...(memory.commands ? { fields: { commands: memory.commands } } : {}),
      });
    }
    await refresh(context);
    if (ollama) await embedMemories(context);
    const root = join(repo, ".claude", "memory");
    const scope = new RecallScope(root, join(root, ".index"));
    const result: Ranked[] = [];
    for (const prompt of set.prompts) {
      const terms = promptTerms(prompt.prompt);
      // As the hook ranks: only words rare enough to pass the gate start candidates.
      const ranked = rankMemories([scope], terms, () => false, DEFAULT_GATE.minRarity);
      const semantics =
        ollama && terms.length > 0
          ? await promptSemantics(
              boundPrompt(prompt.prompt).join("\n"),
              [join(root, ".index")],
              [new Set(ranked.map((memory) => memory.slug))],
              env,
              Date.now() + 5000,
            )
          : undefined;
      result.push({
        prompt,
        ranked,
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
}

/** What the hook shows for one prompt: the keyword gate, then the embeddings' evidence blended in when there is some. */
export function shownFor(
  { ranked, semantics, blended }: Ranked,
  settings: GateSettings,
  semantic: SemanticGateSettings | false = SEMANTIC_GATE,
): RankedMemory[] {
  const passed = gate(ranked, settings);
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
  settings: GateSettings,
  maxEntries = 3,
  semantic: SemanticGateSettings | false = SEMANTIC_GATE,
): Figures {
  let injected = 0;
  let correct = 0;
  let relevant = 0;
  let found = 0;
  let needNone = 0;
  let silent = 0;
  for (const item of ranked) {
    const { prompt } = item;
    const shown = shownFor(item, settings, semantic)
      .slice(0, maxEntries)
      .map((memory) => memory.slug);
    injected += shown.length;
    correct += shown.filter((slug) => prompt.relevant.includes(slug)).length;
    if (prompt.relevant.length === 0) {
      needNone++;
      if (shown.length === 0) silent++;
    } else {
      relevant += prompt.relevant.length;
      found += prompt.relevant.filter((slug) => shown.includes(slug)).length;
    }
  }
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    precision: round(injected ? correct / injected : 1),
    recall: round(relevant ? found / relevant : 1),
    silence: round(needNone ? silent / needNone : 1),
    injected,
    prompts: ranked.length,
    needNone,
  };
}
