// Prompt recall with cached embeddings (`read.semantic`): real hook processes
// against a loopback server speaking Ollama's API, the labelled evaluation
// set's memories embedded by `memory embed`. The embeddings' evidence is
// blended in when Ollama answers within the wait; slow, absent or failing,
// the keyword ranking alone decides, within the hook's deadline.

import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blendSemantic, RECALL_MODEL, SEMANTIC_GATE, type RecallEvidence } from "../../src/core/recall/gate.js";
import { loadSet, rankSet, score, type EvalMemory } from "../../bench/recall-eval/evaluate.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { refusedPort, startFakeOllama, type FakeOllama } from "../fake-ollama.js";
import { contextFor, makeSandbox, ROOT, runCli, runHook, type Sandbox } from "../helpers.js";

const NEEDS_EMBEDDINGS = "Write the migration for the new credit_notes.reason column";

const hook = runHook;

const ask = (box: Sandbox, text: string, session: string) => ({
  session_id: session,
  cwd: box.repo,
  hook_event_name: "UserPromptSubmit",
  prompt: text,
});

describe("prompt recall with embeddings", () => {
  let fake: FakeOllama;
  let box: Sandbox;
  beforeAll(async () => {
    fake = await startFakeOllama();
  });
  afterAll(() => fake.close());
  // The sandboxes go after each test: each test seeds its own.
  async function seed() {
    box = makeSandbox();
    const ctx = contextFor(box);
    const memories: EvalMemory[] = loadSet(resolve(ROOT, "bench", "recall-eval"), "ledgerly").memories;
    for (const memory of memories) {
      await writeMemory(ctx, {
        slug: memory.id,
        title: memory.title,
        type: memory.type,
        tags: memory.tags,
        content: memory.body,
        ...(memory.paths ? { paths: memory.paths } : {}),
      });
    }
    expect((await runCli(box, ["embed"], { env: { OLLAMA_HOST: fake.url } })).code).toBe(0);
    expect((await runCli(box, ["refresh"])).code).toBe(0);
  }

  const semanticOn = () =>
    writeFileSync(join(box.projectStore, "config.json"), JSON.stringify({ read: { mode: "inject", semantic: true } }));
  const semanticOff = () =>
    writeFileSync(join(box.projectStore, "config.json"), JSON.stringify({ read: { mode: "inject" } }));

  it("blends the embeddings in when read.semantic is on and Ollama answers: a memory the keywords miss comes up", async () => {
    await seed();
    semanticOff();
    fake.resetCalls();
    expect((await hook(box, ask(box, NEEDS_EMBEDDINGS, "off"), { OLLAMA_HOST: fake.url })).stdout).toBe("");
    expect(fake.calls.embed).toBe(0);
    semanticOn();
    const run = await hook(box, ask(box, NEEDS_EMBEDDINGS, "on"), { OLLAMA_HOST: fake.url });
    expect(fake.calls.embed).toBe(1);
    expect(fake.calls.inputs[0]).toContain("credit_notes.reason");
    expect(run.stdout).toContain("decision-knex-migrations");
    // trivial prompts stay silent and never reach Ollama
    fake.resetCalls();
    for (const text of ["thanks", "yes, do it"])
      expect((await hook(box, ask(box, text, "on"), { OLLAMA_HOST: fake.url })).stdout).toBe("");
    expect(fake.calls.embed).toBe(0);
  }, 120_000);

  it("falls back to the keyword ranking within its wait when Ollama hangs, fails or is absent", async () => {
    await seed();
    const keyword = "the invoice PDF renders the wrong currency symbol for CHF";
    semanticOff();
    const expected = (await hook(box, ask(box, keyword, "kw"), { OLLAMA_HOST: fake.url })).stdout;
    semanticOn();
    fake.behaviour.hang = true;
    try {
      const hung = await hook(box, ask(box, keyword, "hang"), { OLLAMA_HOST: fake.url, MEMORY_RECALL_EMBED_MS: "300" });
      expect(hung.stdout).toBe(expected);
      expect(hung.ms).toBeLessThan(1500 + 1000); // the wait, plus node's start on a loaded machine
    } finally {
      fake.behaviour.hang = false;
    }
    fake.behaviour.failStatus = 500;
    try {
      expect((await hook(box, ask(box, keyword, "fail"), { OLLAMA_HOST: fake.url })).stdout).toBe(expected);
    } finally {
      delete fake.behaviour.failStatus;
    }
    const absent = await hook(box, ask(box, keyword, "absent"), { OLLAMA_HOST: await refusedPort() });
    expect(absent.stdout).toBe(expected);
    expect(
      (await hook(box, ask(box, keyword, "disabled"), { OLLAMA_HOST: fake.url, MEMORY_EMBEDDINGS: "off" })).stdout,
    ).toBe(expected);
  }, 120_000);

  it("keeps the Ollama client out of the bundles every prompt and tool call loads", () => {
    for (const bundle of ["hook.cjs", "hook-prompt.cjs"])
      expect(readFileSync(join(ROOT, "plugin", "dist", bundle), "utf8")).not.toMatch(/api\/embed|OllamaEmbedder/);
    expect(readFileSync(join(ROOT, "plugin", "dist", "hook-semantic.cjs"), "utf8")).toContain("/api/embed");
  });
});

describe("the semantic gate on the evaluation sets", () => {
  it.each(["ledgerly", "tidewater"])(
    "keeps precision ≥ 0.8 and silence ≥ 0.9 on %s, recall no lower than keywords alone",
    async (name) => {
      const fake = await startFakeOllama();
      try {
        const ranked = await rankSet(loadSet(resolve(ROOT, "bench", "recall-eval"), name), { ollama: fake.url });
        expect(ranked.filter((item) => item.semantics).length).toBeGreaterThan(ranked.length / 2);
        const keyword = score(ranked, RECALL_MODEL, 3, false);
        const blended = score(ranked, RECALL_MODEL, 3, SEMANTIC_GATE);
        expect(blended.precision).toBeGreaterThanOrEqual(0.8);
        expect(blended.silence).toBeGreaterThanOrEqual(0.9);
        expect(blended.recall).toBeGreaterThanOrEqual(keyword.recall);
      } finally {
        await fake.close();
      }
    },
    120_000,
  );

  it("admits a memory the keyword gate left out only when it stands far above the store, and orders by both rankings", () => {
    const memory = (slug: string, score: number, shared: number): RecallEvidence & { slug: string } => ({
      slug,
      score,
      shared,
      coverage: 0.1,
      rarity: 0.9,
      weight: 6,
      information: 10,
    });
    const passed = [memory("a", 5, 2)];
    const all = [...passed, memory("b", 2, 2), memory("c", 1, 2), memory("d", 0, 0)];
    const evidence: Record<string, { similarity: number; margin: number }> = {
      a: { similarity: 0.5, margin: 2 },
      b: { similarity: 0.9, margin: 6 },
      c: { similarity: 0.6, margin: 3 },
      d: { similarity: 0.95, margin: 7 },
    };
    const shown = blendSemantic(passed, all, (m) => evidence[m.slug], SEMANTIC_GATE).map((m) => m.slug);
    expect(shown).toEqual(["b", "a"]); // c: not far enough above; d: shares no prompt word
  });
});
