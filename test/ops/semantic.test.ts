import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { readSettings } from "../../src/core/settings/index.js";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { EmbeddingFailedError, ModelNotFoundError, OllamaUnavailableError } from "../../src/core/errors.js";
import { EmbeddingCache } from "../../src/index/embeddings/cache.js";
import { embeddingSettings, OllamaEmbedder } from "../../src/index/embeddings/ollama-client.js";
import { deleteMemory } from "../../src/ops/delete.js";
import { embedMemories } from "../../src/ops/shared/embed.js";
import { checkHealth } from "../../src/ops/health.js";
import { reindex } from "../../src/ops/reindex.js";
import { repairStore } from "../../src/ops/shared/repair.js";
import { searchMemories } from "../../src/ops/search.js";
import { semanticSearch } from "../../src/ops/semantic.js";
import { MAX_EMBEDDED_PER_SEARCH } from "../../src/ops/shared/semantic-ranking.js";
import { suggestLinks } from "../../src/ops/shared/suggest-links.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { startFakeOllama, refusedPort, type FakeOllama } from "../fake-ollama.js";
import { contextFor, makeSandbox, type Sandbox } from "../helpers.js";

const servers: FakeOllama[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function fake(options: Parameters<typeof startFakeOllama>[0] = {}): Promise<FakeOllama> {
  const server = await startFakeOllama(options);
  servers.push(server);
  return server;
}

const slugs = (response: { results: Array<{ memory: { slug: string } }> }) =>
  response.results.map((r) => r.memory.slug);

async function seed(box: Sandbox, env: NodeJS.ProcessEnv) {
  const context = contextFor(box, { env });
  await writeMemory(context, {
    content: "Login fails when the OAuth token expires; refresh it before the call.",
    title: "Token expiry breaks login",
    type: "gotcha",
    tags: ["auth"],
  });
  await writeMemory(context, {
    content: "We chose Postgres for the session store because of row locks.",
    title: "Session store choice",
    type: "decision",
    tags: ["storage"],
  });
  await writeMemory(context, {
    content: "The build is sluggish on CI because the cache key changes every run.",
    title: "CI cache misses",
    type: "learning",
    tags: ["ci"],
  });
  return context;
}

describe("semantic search with a fake Ollama", () => {
  it("ranks by cosine similarity, applies the threshold and reports the embeddings block", async () => {
    const server = await fake();
    const box = makeSandbox();
    const context = await seed(box, { OLLAMA_HOST: server.url });
    const response = await semanticSearch(context, { query: "authentication problems with login" });
    expect(response.embeddings).toEqual({ available: true, model: "embeddinggemma", fallback: false });
    expect(slugs(response)[0]).toBe("gotcha-token-expiry-breaks-login");
    for (const result of response.results) {
      expect(result.similarity).toBeGreaterThanOrEqual(0.3);
      expect(result.similarity).toBeLessThanOrEqual(1);
    }
    expect(response.results.map((r) => r.similarity)).toEqual(
      [...response.results.map((r) => r.similarity)].sort((a, b) => b - a),
    );
    expect(Object.keys(response.results[0]!).sort()).toEqual(["memory", "similarity"]);
    const all = await semanticSearch(context, { query: "authentication problems with login", threshold: 0 });
    expect(all.total).toBe(3);
    const strict = await semanticSearch(context, { query: "authentication problems with login", threshold: 0.99 });
    expect(strict.results).toEqual([]);
    expect((await semanticSearch(context, { query: "login", threshold: 0, limit: 1 })).results).toHaveLength(1);
    expect(slugs(await semanticSearch(context, { query: "login", threshold: 0, type: "decision" }))).toEqual([
      "decision-session-store-choice",
    ]);
    expect(slugs(await semanticSearch(context, { query: "login", threshold: 0, tags: ["ci"] }))).toEqual([
      "learning-ci-cache-misses",
    ]);
    // the embeddinggemma task prompts were sent
    expect(server.calls.inputs.some((text) => text.startsWith("task: search result | query: "))).toBe(true);
    expect(server.calls.inputs.some((text) => text.startsWith("title: Token expiry breaks login | text: "))).toBe(true);
  });

  it("reuses the cache: unchanged memories are not embedded again; a hand edit or a model change is", async () => {
    const server = await fake({ models: ["embeddinggemma:latest", "nomic-embed-text:latest"] });
    const box = makeSandbox();
    const context = await seed(box, { OLLAMA_HOST: server.url });
    await semanticSearch(context, { query: "login" });
    expect(server.calls.texts).toBe(4); // the query + 3 memories, in one request
    expect(server.calls.embed).toBe(1);
    server.resetCalls();
    await semanticSearch(context, { query: "database" });
    expect(server.calls.texts).toBe(1); // the query only
    const dir = join(box.projectStore, ".index", "embeddings");
    expect(readdirSync(dir).sort()).toEqual(
      [expect.stringMatching(/^table\.json$/), expect.stringMatching(/^vectors-.*\.f32$/)].sort(),
    );
    // a hand edit: only that memory is embedded again
    const file = join(box.projectStore, "decision-session-store-choice.md");
    writeFileSync(file, readFileSync(file, "utf8").replace("row locks", "row locks and login audit"));
    server.resetCalls();
    await semanticSearch(context, { query: "login" });
    expect(server.calls.texts).toBe(2);
    expect(server.calls.inputs[1]).toContain("login audit");
    // a model change: everything is stale
    const nomic = contextFor(box, { env: { OLLAMA_HOST: server.url, MEMORY_EMBED_MODEL: "nomic-embed-text" } });
    server.resetCalls();
    const response = await semanticSearch(nomic, { query: "login" });
    expect(response.embeddings.model).toBe("nomic-embed-text");
    expect(server.calls.texts).toBe(4);
    expect(server.calls.inputs[0]).toBe("search_query: login");
    const cache = await EmbeddingCache.load(context.store.scope("project"));
    expect(cache.model).toBe("nomic-embed-text");
    expect(cache.entries.size).toBe(3);
  });

  it("embeds at most a bounded number of missing memories per search and says how many it skipped", async () => {
    const server = await fake({ dimension: 32 });
    const box = makeSandbox();
    const context = contextFor(box, { env: { OLLAMA_HOST: server.url } });
    for (let i = 0; i < MAX_EMBEDDED_PER_SEARCH + 7; i++)
      await writeMemory(context, {
        content: `note ${i} about widgets`,
        title: `Note ${i}`,
        type: "learning",
        tags: ["bulk"],
      });
    const first = await semanticSearch(context, { query: "widgets", threshold: 0 });
    expect(first.embeddings.skipped).toBe(7);
    expect(first.total).toBe(MAX_EMBEDDED_PER_SEARCH);
    expect(server.calls.texts).toBe(MAX_EMBEDDED_PER_SEARCH + 1);
    const second = await semanticSearch(context, { query: "widgets", threshold: 0 });
    expect(second.embeddings.skipped).toBeUndefined();
    expect(second.total).toBe(MAX_EMBEDDED_PER_SEARCH + 7);
  });

  it("falls back to keyword search when Ollama is not running, within milliseconds", async () => {
    const box = makeSandbox();
    const host = await refusedPort();
    const context = await seed(box, { OLLAMA_HOST: host });
    const started = performance.now();
    const response = await semanticSearch(context, { query: "login" });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(response.embeddings).toMatchObject({
      available: false,
      fallback: true,
      model: "embeddinggemma",
      error: { name: "OllamaUnavailableError", code: "OLLAMA_UNAVAILABLE" },
    });
    expect(response.embeddings.error!.message).toMatch(
      /not running at 127\.0\.0\.1:\d+ \(connection refused\).*ollama pull embeddinggemma.*ollama serve/,
    );
    expect(slugs(response)).toEqual(["gotcha-token-expiry-breaks-login"]);
    expect(response.results[0]!.similarity).toBe(1);
    expect(existsSync(join(box.projectStore, ".index", "embeddings", "table.json"))).toBe(false);
  });

  it("classifies a missing model, 500s, a hanging server and wrong vectors, and caches nothing", async () => {
    const server = await fake();
    const box = makeSandbox();
    const context = await seed(box, { OLLAMA_HOST: server.url });
    const embedder = (env: NodeJS.ProcessEnv = {}) =>
      new OllamaEmbedder(embeddingSettings(readSettings({ OLLAMA_HOST: server.url, ...env })));

    await expect(embedder({ MEMORY_EMBED_MODEL: "all-minilm" }).embed(["x"])).rejects.toThrow(ModelNotFoundError);
    await expect(embedder({ MEMORY_EMBED_MODEL: "all-minilm" }).embed(["x"])).rejects.toThrow(/ollama pull all-minilm/);
    const missingModel = await semanticSearch(
      contextFor(box, { env: { OLLAMA_HOST: server.url, MEMORY_EMBED_MODEL: "all-minilm" } }),
      { query: "login" },
    );
    expect(missingModel.embeddings).toMatchObject({
      available: false,
      fallback: true,
      error: { name: "ModelNotFoundError" },
    });

    server.behaviour.failStatus = 500;
    await expect(embedder().embed(["x"])).rejects.toThrow(EmbeddingFailedError);
    await expect(embedder().embed(["x"])).rejects.toThrow(/HTTP 500: llama runner process has terminated/);
    expect((await semanticSearch(context, { query: "login" })).embeddings.error).toMatchObject({
      name: "EmbeddingFailedError",
    });
    server.behaviour.failStatus = undefined;

    server.behaviour.hang = true;
    const started = performance.now();
    await expect(embedder({ MEMORY_EMBED_TIMEOUT_MS: "300" }).embed(["x"])).rejects.toThrow(
      /no answer within 300 ms \(timeout\)/,
    );
    expect(performance.now() - started).toBeLessThan(2000);
    const hung = await semanticSearch(
      contextFor(box, { env: { OLLAMA_HOST: server.url, MEMORY_EMBED_TIMEOUT_MS: "300" } }),
      { query: "login" },
    );
    expect(hung.embeddings.error).toMatchObject({ name: "EmbeddingFailedError" });
    server.behaviour.hang = false;

    server.behaviour.wrongDimensionAt = 2;
    await expect(embedder().embed(["a", "b", "c"])).rejects.toThrow(/wrong dimension/);
    expect((await semanticSearch(context, { query: "login" })).embeddings.error).toMatchObject({
      name: "EmbeddingFailedError",
    });
    server.behaviour.wrongDimensionAt = undefined;
    server.behaviour.dropOne = true;
    await expect(embedder().embed(["a", "b"])).rejects.toThrow(/returned 1 vectors for 2 texts/);
    server.behaviour.dropOne = false;

    expect(existsSync(join(box.projectStore, ".index", "embeddings", "table.json"))).toBe(false);
    // With no Ollama answering, the embedder fails before its client builds a request: that touches fetch's
    // Headers, which loads undici (~150 ms of CPU a reindex, for nothing).
    const headers = Object.getOwnPropertyDescriptor(globalThis, "Headers")!;
    let touched = 0;
    Object.defineProperty(globalThis, "Headers", {
      configurable: true,
      get() {
        touched++;
        return headers.get ? headers.get.call(globalThis) : headers.value;
      },
    });
    try {
      const offline = new OllamaEmbedder(embeddingSettings(readSettings({ OLLAMA_HOST: await refusedPort() })));
      await expect(offline.embed(["x"])).rejects.toThrow(OllamaUnavailableError);
      await expect(offline.status()).rejects.toThrow(OllamaUnavailableError);
    } finally {
      Object.defineProperty(globalThis, "Headers", headers);
    }
    expect(touched).toBe(0);

    // a cached dimension the model no longer gives
    await semanticSearch(context, { query: "login" });
    server.behaviour.dimension = 128;
    const wrong = await semanticSearch(context, { query: "login" });
    expect(wrong.embeddings.error?.message).toMatch(/128-dimensional vector where 256 dimensions were expected/);
  });

  it("memory embed fills the cache, drops entries of deleted memories, and delete removes the entry", async () => {
    const server = await fake();
    const box = makeSandbox();
    const context = await seed(box, { OLLAMA_HOST: server.url });
    const progress: number[] = [];
    const response = await embedMemories(context, {}, (_scope, done) => progress.push(done));
    expect(response.scopes).toEqual([
      expect.objectContaining({ scope: "project", memories: 3, embedded: 3, fresh: 0, removed: 0 }),
    ]);
    expect(progress.at(-1)).toBe(3);
    expect((await embedMemories(context)).scopes[0]).toMatchObject({ embedded: 0, fresh: 3 });
    const deleted = await deleteMemory(context, { slug: "learning-ci-cache-misses", force: true });
    expect(deleted.cacheRemoved).toBe(true);
    expect([...(await EmbeddingCache.load(context.store.scope("project"))).entries.keys()].sort()).toEqual([
      "decision-session-store-choice",
      "gotcha-token-expiry-breaks-login",
    ]);
    await writeMemory(context, { content: "no embedding yet", title: "Fresh", type: "learning", tags: ["x"] });
    expect((await deleteMemory(context, { slug: "learning-fresh", force: true })).cacheRemoved).toBe(false);
  });

  it("health reports stale and orphaned cache entries; repair regenerates them", async () => {
    const server = await fake();
    const box = makeSandbox();
    const context = await seed(box, { OLLAMA_HOST: server.url });
    await embedMemories(context);
    const file = join(box.projectStore, "gotcha-token-expiry-breaks-login.md");
    writeFileSync(file, readFileSync(file, "utf8").replace("refresh it", "renew it"));
    const { rmSync } = await import("node:fs");
    rmSync(join(box.projectStore, "learning-ci-cache-misses.md"));
    const health = await checkHealth(context);
    const cacheIssues = health.issues.filter((issue) => issue.category === "cache");
    expect(health.summary.cacheIssues).toBe(cacheIssues.length);
    expect(cacheIssues.map((issue) => issue.description).join("\n")).toMatch(/1 stale/);
    expect(cacheIssues.map((issue) => issue.description).join("\n")).toMatch(/1 .*without a memory/);
    expect(cacheIssues.every((issue) => issue.fixable)).toBe(true);
    const dry = await repairStore(context, { dryRun: true });
    expect(dry.repaired.find((action) => action.type === "cache-regenerated")?.description).toMatch(/^Would/);
    server.resetCalls();
    const repaired = await repairStore(context);
    const action = repaired.repaired.find((item) => item.type === "cache-regenerated");
    expect(action?.affectedMemories.sort()).toEqual(["gotcha-token-expiry-breaks-login", "learning-ci-cache-misses"]);
    expect(server.calls.texts).toBe(1);
    expect((await checkHealth(context)).issues.filter((issue) => issue.category === "cache")).toEqual([]);
  });

  it("reindex fills the cache when Ollama answers and never fails when it does not", async () => {
    const server = await fake();
    const box = makeSandbox();
    const context = await seed(box, { OLLAMA_HOST: server.url });
    const response = await reindex(context);
    expect(response.embeddings).toMatchObject({ available: true, embedded: 3 });
    const offline = await seed(makeSandbox(), { OLLAMA_HOST: await refusedPort() });
    const quiet = await reindex(offline);
    expect(quiet.success).toBe(true);
    expect(quiet.embeddings).toMatchObject({ available: false });
  });

  it("hybrid search fuses keyword and semantic rankings; keyword stays the default without a cache", async () => {
    const server = await fake();
    const box = makeSandbox();
    const context = await seed(box, { OLLAMA_HOST: server.url });
    // no cache yet: keyword search, no network
    const before = await searchMemories(context, { query: "authentication" });
    expect(before.mode).toBeUndefined();
    expect(slugs(before)).toEqual([]);
    expect(server.calls.embed).toBe(0);
    await embedMemories(context);
    // "authentication" is not in any memory: keyword finds nothing, the semantic ranking finds the login gotcha
    const hybrid = await searchMemories(context, { query: "authentication" });
    expect(hybrid.mode).toBe("hybrid");
    expect(slugs(hybrid)[0]).toBe("gotcha-token-expiry-breaks-login");
    // a keyword hit keeps its place at the top
    const both = await searchMemories(context, { query: "postgres login" });
    expect(both.mode).toBe("hybrid");
    expect(both.results[0]!.score).toBe(1);
    expect(slugs(both).slice(0, 2).sort()).toEqual([
      "decision-session-store-choice",
      "gotcha-token-expiry-breaks-login",
    ]);
    const semantic = await searchMemories(context, { query: "authentication", mode: "semantic" });
    expect(semantic.mode).toBe("semantic");
    expect(slugs(semantic)[0]).toBe("gotcha-token-expiry-breaks-login");
    expect(slugs(await searchMemories(context, { query: "authentication", mode: "keyword" }))).toEqual([]);
    // Ollama gone: hybrid falls back to keyword results
    await server.close();
    servers.length = 0;
    const down = await searchMemories(context, { query: "postgres" });
    expect(down.mode).toBe("keyword");
    expect(down.embeddings).toMatchObject({ available: false, fallback: true });
    expect(slugs(down)).toEqual(["decision-session-store-choice"]);
  });

  it("suggest-links uses cached embeddings when available", async () => {
    const server = await fake();
    const box = makeSandbox();
    const context = await seed(box, { OLLAMA_HOST: server.url });
    await writeMemory(context, {
      content: "Login with an expired OAuth token fails; the token must be refreshed first.",
      title: "Expired token login",
      type: "learning",
      tags: ["auth"],
    });
    expect((await suggestLinks(context, {})).embeddings.available).toBe(false);
    await embedMemories(context);
    const response = await suggestLinks(context, { slug: "learning-expired-token-login" });
    expect(response.embeddings.available).toBe(true);
    expect(response.suggestions[0]).toMatchObject({
      source: "learning-expired-token-login",
      target: "gotcha-token-expiry-breaks-login",
    });
    expect(response.suggestions[0]!.similarity).toBeGreaterThan(0.6);
  });
});
