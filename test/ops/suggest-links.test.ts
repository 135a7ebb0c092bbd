import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { InvalidSlugError, MemoryNotFoundError, UsageError } from "../../src/core/errors.js";
import type { MemoryType } from "../../src/core/types.js";
import { processTerm, tokenize } from "../../src/core/text/index.js";
import { TfIdfSimilarity } from "../../src/index/similarity.js";
import { proposedEdge, suggestLinks } from "../../src/ops/shared/suggest-links.js";
import { contextFor, json, makeSandbox, runCli, type Sandbox } from "../helpers.js";

function put(
  box: Sandbox,
  slug: string,
  type: MemoryType,
  tags: string[],
  body: string,
  extra = "",
  store = box.projectStore,
): void {
  mkdirSync(store, { recursive: true });
  const title = body.split(".")[0];
  writeFileSync(
    join(store, `${slug}.md`),
    `---\ntitle: ${title}\ntype: ${type}\ntags: [${tags.join(", ")}]\ncreated: 2026-01-10T10:00:00Z\nupdated: 2026-01-10T10:00:00Z\n${extra}---\n${body}\n`,
  );
}

function authStore(box: Sandbox): void {
  put(
    box,
    "gotcha-refresh-race",
    "gotcha",
    ["auth", "oauth2"],
    "OAuth2 token refresh race. Concurrent requests refresh the token twice; the refresh token rotates and one fails. Use a mutex.",
  );
  put(
    box,
    "decision-oauth2",
    "decision",
    ["auth", "oauth2"],
    "OAuth2 refresh tokens rotate. Refresh tokens rotate on each token refresh, because leaked tokens must expire.",
  );
  put(box, "hub-auth", "hub", ["auth"], "Authentication. OAuth2 tokens, refresh and login.");
  put(
    box,
    "learning-ci-cache",
    "learning",
    ["ci"],
    "CI cache of node_modules. The pipeline caches node_modules keyed by the lockfile hash.",
  );
}

describe("memory suggest-links", () => {
  it("proposes the most similar unlinked memories for a slug, with label and rationale", async () => {
    const box = makeSandbox();
    authStore(box);
    const response = await suggestLinks(contextFor(box), { slug: "gotcha-refresh-race" });
    expect(response.success).toBe(true);
    expect(response.embeddings).toEqual({ available: false });
    const [first] = response.suggestions;
    expect(first).toMatchObject({
      source: "gotcha-refresh-race",
      target: "decision-oauth2",
      proposedLabel: "warns-about",
    });
    expect(first!.similarity).toBeGreaterThan(0.2);
    expect(first!.similarity).toBeLessThanOrEqual(1);
    expect(first!.rationale).toMatch(/^Both tagged auth, oauth2; share terms: .*refresh/);
    expect(response.suggestions.map((s) => s.target)).not.toContain("learning-ci-cache");
    expect(response.suggestions.map((s) => s.target)).not.toContain("gotcha-refresh-race");
    expect(response.total).toBe(response.suggestions.length);
  });

  it("reverses the label when the slug is the other end of the natural edge", async () => {
    const box = makeSandbox();
    authStore(box);
    const response = await suggestLinks(contextFor(box), { slug: "decision-oauth2", minSimilarity: 0 });
    const toGotcha = response.suggestions.find((s) => s.target === "gotcha-refresh-race");
    expect(toGotcha).toMatchObject({ source: "decision-oauth2", proposedLabel: "warned-by" });
    expect(response.suggestions.find((s) => s.target === "hub-auth")?.proposedLabel).toBe("part-of");
  });

  it("leaves out pairs already linked in either direction", async () => {
    const box = makeSandbox();
    authStore(box);
    put(
      box,
      "decision-oauth2",
      "decision",
      ["auth", "oauth2"],
      "OAuth2 refresh tokens rotate. Refresh tokens rotate on each token refresh, because leaked tokens must expire.",
      "links: [gotcha-refresh-race]\n",
    );
    const context = contextFor(box);
    const forGotcha = await suggestLinks(context, { slug: "gotcha-refresh-race", minSimilarity: 0 });
    expect(forGotcha.suggestions.map((s) => s.target)).not.toContain("decision-oauth2");
    const all = await suggestLinks(context, { minSimilarity: 0 });
    expect(
      all.suggestions.some((s) => [s.source, s.target].sort().join() === "decision-oauth2,gotcha-refresh-race"),
    ).toBe(false);
  });

  it("without a slug: each unordered pair once, best first, limited per memory, across scopes", async () => {
    const box = makeSandbox();
    authStore(box);
    put(
      box,
      "learning-token-refresh",
      "learning",
      ["auth", "oauth2"],
      "Token refresh with OAuth2. Refresh the OAuth2 token before it expires.",
      "",
      box.globalStore,
    );
    const context = contextFor(box);
    const all = await suggestLinks(context, { minSimilarity: 0.05 });
    const keys = all.suggestions.map((s) => [s.source, s.target].sort().join(" "));
    expect(new Set(keys).size).toBe(keys.length);
    const sims = all.suggestions.map((s) => s.similarity);
    expect(sims).toEqual([...sims].sort((a, b) => b - a));
    expect(keys.some((key) => key.includes("learning-token-refresh"))).toBe(true);
    expect(all.total).toBe(all.suggestions.length);
    const one = await suggestLinks(context, { minSimilarity: 0.05, limit: 1 });
    expect(one.suggestions.length).toBeLessThan(all.suggestions.length);
    for (const slug of ["gotcha-refresh-race", "decision-oauth2", "hub-auth", "learning-token-refresh"]) {
      const mine = one.suggestions.filter((s) => s.source === slug || s.target === slug);
      const best = all.suggestions.find((s) => s.source === slug || s.target === slug);
      if (best) expect(mine).toContainEqual(best);
    }
  });

  it("validates its request", async () => {
    const box = makeSandbox();
    authStore(box);
    const context = contextFor(box);
    await expect(suggestLinks(context, { slug: "learning-none" })).rejects.toBeInstanceOf(MemoryNotFoundError);
    await expect(suggestLinks(context, { slug: "Bad/Slug" })).rejects.toBeInstanceOf(InvalidSlugError);
    await expect(suggestLinks(context, { minSimilarity: 1.5 })).rejects.toBeInstanceOf(UsageError);
    await expect(suggestLinks(context, { minSimilarity: -0.1 })).rejects.toBeInstanceOf(UsageError);
    await expect(suggestLinks(context, { limit: 0 })).rejects.toBeInstanceOf(UsageError);
  });

  it("proposes labels from the table", () => {
    const end = (slug: string, type: MemoryType, created = "2026-01-01T00:00:00Z") => ({
      slug,
      summary: { title: slug, type, tags: [], created, updated: created, edges: [] },
    });
    expect(proposedEdge(end("g", "gotcha"), end("d", "decision"))).toEqual({
      source: "g",
      target: "d",
      label: "warns-about",
    });
    expect(proposedEdge(end("d", "decision"), end("g", "gotcha"))).toEqual({
      source: "g",
      target: "d",
      label: "warns-about",
    });
    expect(proposedEdge(end("l", "learning"), end("d", "decision"))).toEqual({
      source: "l",
      target: "d",
      label: "explains",
    });
    expect(proposedEdge(end("h", "hub"), end("l", "learning"))).toEqual({ source: "l", target: "h", label: "part-of" });
    expect(proposedEdge(end("h", "hub"), end("i", "hub"))).toEqual({ source: "h", target: "i", label: "relates-to" });
    expect(proposedEdge(end("l", "learning"), end("a", "artifact"))).toEqual({
      source: "a",
      target: "l",
      label: "documents",
    });
    expect(proposedEdge(end("b", "breadcrumb"), end("l", "learning"))).toEqual({
      source: "b",
      target: "l",
      label: "references",
    });
    expect(
      proposedEdge(end("b1", "breadcrumb", "2026-01-01T00:00:00Z"), end("b2", "breadcrumb", "2026-02-01T00:00:00Z")),
    ).toEqual({ source: "b2", target: "b1", label: "follows" });
    expect(proposedEdge(end("l", "learning"), end("m", "learning"))).toEqual({
      source: "l",
      target: "m",
      label: "relates-to",
    });
    expect(proposedEdge(end("d", "decision"), end("g", "learning"))).toEqual({
      source: "g",
      target: "d",
      label: "explains",
    });
  });

  it("all-pairs search agrees with exact cosines and stays fast on a large store", () => {
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 48271) >>> 0) % 2147483647) / 2147483647;
    const vocabulary = Array.from(
      { length: 3000 },
      (_, i) => `w${i.toString(26).replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}z`,
    );
    const texts = Array.from({ length: 3000 }, (_, i) => ({
      slug: `m-${i}`,
      title: `note ${vocabulary[Math.floor(random() ** 2 * 3000)]}`,
      tags: [vocabulary[Math.floor(random() * 300)]!],
      text: Array.from({ length: 60 }, () => vocabulary[Math.floor(random() ** 2.5 * 3000)]).join(" "),
    }));
    const similarity = new TfIdfSimilarity(texts);
    const started = performance.now();
    const pairs = similarity.pairs(0.25);
    expect(performance.now() - started).toBeLessThan(5000);
    // Every pair found has the cosine the exact one-memory search gives.
    for (const pair of pairs.slice(0, 50)) {
      expect(similarity.neighbours(pair.a, 0).find((other) => other.b === pair.b)?.similarity).toBe(pair.similarity);
    }
    // And no pair above the threshold sharing a rare term is missed, for a sample of memories.
    const found = new Set(pairs.map((pair) => `${pair.a} ${pair.b}`));
    for (const slug of ["m-0", "m-1", "m-2", "m-3", "m-4"]) {
      for (const other of similarity.neighbours(slug, 0.25))
        expect(found.has([slug, other.b].sort().join(" "))).toBe(true);
    }
  });

  it("weighs each memory's terms as tokenizing and processing every token would", () => {
    const words = [
      "parseHTTPResponse",
      "src/net/http_client.ts",
      "token",
      "tokens",
      "refresh",
      "the",
      "a",
      "x",
      "42",
      "v1.2",
      "café",
      "naïve",
      "日本語",
      "Concurrency",
      "concurrent",
      "retry_budget",
      "e2e",
      "il-6",
      "NaN",
      "I",
    ];
    let seed = 3;
    const pick = () => words[(seed = (Math.imul(seed, 48271) >>> 0) % 2147483647) % words.length]!;
    const texts = Array.from({ length: 40 }, (_, i) => ({
      slug: `m-${i}`,
      title: `${pick()} ${pick()}`,
      tags: [pick(), pick()],
      text: Array.from({ length: 30 }, pick).join(i % 3 === 0 ? " " : ", "),
    }));
    // The reference: every token of every field analysed on its own.
    const names = new Map<string, string>();
    const vectors = texts.map((item) => {
      const tf = new Map<string, number>();
      for (const [text, weight] of [
        [item.title, 3],
        [item.tags.join(" "), 3],
        [item.text, 1],
      ] as const)
        for (const token of tokenize(text)) {
          const term = processTerm(token);
          if (!term || term.length < 2 || /^\d+$/.test(term)) continue;
          if (!names.has(term)) names.set(term, token.toLowerCase());
          tf.set(term, (tf.get(term) ?? 0) + weight);
        }
      return tf;
    });
    const df = new Map<string, number>();
    for (const tf of vectors) for (const term of tf.keys()) df.set(term, (df.get(term) ?? 0) + 1);
    const weighted = vectors.map((tf) => {
      const weights = new Map(
        [...tf].map(([term, count]) => [term, (1 + Math.log(count)) * Math.log(1 + 40 / df.get(term)!)]),
      );
      const norm = Math.sqrt([...weights.values()].reduce((sum, w) => sum + w * w, 0)) || 1;
      return new Map([...weights].map(([term, w]) => [term, w / norm]));
    });
    const cosine = (a: number, b: number) =>
      [...weighted[a]!].reduce((sum, [term, w]) => sum + w * (weighted[b]!.get(term) ?? 0), 0);
    const similarity = new TfIdfSimilarity(texts);
    for (let a = 0; a < 40; a += 7) {
      const found = new Map(similarity.neighbours(`m-${a}`, 0).map((pair) => [pair.b, pair.similarity]));
      for (let b = 0; b < 40; b++) {
        if (b === a) continue;
        // Similarities are reported to three decimals.
        expect(Math.abs((found.get(`m-${b}`) ?? 0) - cosine(a, b))).toBeLessThanOrEqual(0.0005 + 1e-12);
      }
      const shared = similarity.sharedTerms(`m-${a}`, `m-${(a + 1) % 40}`, 50);
      for (const name of shared) expect([...names.values()]).toContain(name);
    }
  });

  it("CLI: the public API's list, a clear sentence when there is nothing, --json, and option checks", async () => {
    const box = makeSandbox();
    authStore(box);
    const list = await runCli(box, ["suggest-links", "gotcha-refresh-race"]);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(
      /^Suggested links for gotcha-refresh-race:\n\n1\. gotcha-refresh-race --\[warns-about\]--> decision-oauth2 \(similarity: 0\.\d\d\)\n   Rationale: Both tagged auth, oauth2; share terms: /,
    );
    const none = await runCli(box, ["suggest-links", "learning-ci-cache", "--min-similarity", "0.99"]);
    expect(none.code).toBe(0);
    expect(none.stdout).toMatch(/^No link suggestions for learning-ci-cache: no unlinked memory is similar enough\./);
    const response = json(await runCli(box, ["suggest-links", "--json", "--limit", "2"]));
    expect(Object.keys(response).sort()).toEqual(["embeddings", "success", "suggestions", "total"]);
    for (const suggestion of response.suggestions)
      expect(Object.keys(suggestion).sort()).toEqual(["proposedLabel", "rationale", "similarity", "source", "target"]);
    expect((await runCli(box, ["suggest-links", "--min-similarity", "2"])).code).toBe(2);
    expect((await runCli(box, ["suggest-links", "--min-similarity", "abc"])).code).toBe(2);
    expect((await runCli(box, ["suggest-links", "--limit", "0"])).code).toBe(2);
    expect((await runCli(box, ["suggest-links", "learning-none"])).code).toBe(3);
  });
});
