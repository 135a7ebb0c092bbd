import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deleteMemory } from "../../src/ops/delete.js";
import { reindex } from "../../src/ops/reindex.js";
import { searchMemories } from "../../src/ops/search.js";
import { REBUILD_NOTICE_FILES } from "../../src/ops/shared/keyword-search.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, json, makeSandbox, runCli } from "../helpers.js";

const slugs = (response: { results: Array<{ memory: { slug: string } }> }) =>
  response.results.map((r) => r.memory.slug);

describe("keyword search", () => {
  it("ranks a title hit above a body hit, with scores in 0–1", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    await writeMemory(context, {
      content: "Notes about the deploy pipeline. The cache is flushed nightly.",
      title: "Deploy pipeline",
      type: "learning",
      tags: ["ci"],
    });
    await writeMemory(context, {
      content: "We chose Redis for the session store.",
      title: "Cache choice",
      type: "decision",
      tags: ["storage"],
    });
    const response = await searchMemories(context, { query: "cache" });
    expect(slugs(response)).toEqual(["decision-cache-choice", "learning-deploy-pipeline"]);
    expect(response.results[0]!.score).toBe(1);
    for (const result of response.results) {
      expect(result.score).toBeGreaterThan(0);
      expect(result.score).toBeLessThanOrEqual(1);
    }
    expect(response.total).toBe(2);
  });

  it("matches code identifiers by their parts and stems words", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    await writeMemory(context, {
      content: "parseHTTPResponse in src/net/http_client.ts drops trailers",
      title: "Trailers",
      type: "gotcha",
      tags: ["net"],
    });
    await writeMemory(context, {
      content: "Refreshing tokens concurrently causes races",
      title: "Races",
      type: "gotcha",
      tags: ["auth"],
    });
    expect(slugs(await searchMemories(context, { query: "http response parse" }))).toEqual(["gotcha-trailers"]);
    expect(slugs(await searchMemories(context, { query: "http_client" }))).toEqual(["gotcha-trailers"]);
    expect(slugs(await searchMemories(context, { query: "src/net/http_client.ts" }))).toEqual(["gotcha-trailers"]);
    expect(slugs(await searchMemories(context, { query: "token refresh" }))).toEqual(["gotcha-races"]);
    expect(slugs(await searchMemories(context, { query: "concurrent" }))).toEqual(["gotcha-races"]);
  });

  it("finds by prefix and tolerates a typo in a long word", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    await writeMemory(context, {
      content: "Authentication uses PKCE on kubernetes",
      title: "Auth flow",
      type: "decision",
      tags: ["security"],
    });
    expect(slugs(await searchMemories(context, { query: "authent" }))).toEqual(["decision-auth-flow"]);
    expect(slugs(await searchMemories(context, { query: "kubernetse" }))).toEqual(["decision-auth-flow"]);
  });

  it("filters by type and tags, and merges scopes", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    await writeMemory(context, {
      content: "retry with backoff",
      title: "Retry policy",
      type: "decision",
      tags: ["net"],
    });
    await writeMemory(context, {
      content: "retry storms take the API down",
      title: "Retry storms",
      type: "gotcha",
      tags: ["net", "ops"],
    });
    await writeMemory(context, {
      content: "retry in my scripts",
      title: "Personal retry",
      type: "learning",
      tags: ["me"],
      scope: "global",
    });
    const all = await searchMemories(context, { query: "retry" });
    expect(all.total).toBe(3);
    expect(new Set(all.results.map((r) => r.memory.scope))).toEqual(new Set(["project", "global"]));
    expect(slugs(await searchMemories(context, { query: "retry", type: "gotcha" }))).toEqual(["gotcha-retry-storms"]);
    expect(slugs(await searchMemories(context, { query: "retry", tags: ["me", "ops"] })).sort()).toEqual([
      "gotcha-retry-storms",
      "learning-personal-retry",
    ]);
    expect(slugs(await searchMemories(context, { query: "retry", scope: "global" }))).toEqual([
      "learning-personal-retry",
    ]);
    expect((await searchMemories(context, { query: "retry", limit: 1 })).results).toHaveLength(1);
  });

  it("reports matches per field with positions in that field", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    await writeMemory(context, {
      content: "When two requests refresh at once, the token store races.",
      title: "Token refresh race",
      type: "gotcha",
      tags: ["auth", "tokens"],
    });
    const [result] = (await searchMemories(context, { query: "tokens" })).results;
    const byField = Object.fromEntries(result!.matches.map((m) => [m.field, m]));
    expect(byField.title).toEqual({ field: "title", snippet: "Token refresh race", position: 0 });
    const body = "# Token refresh race\n\nWhen two requests refresh at once, the token store races.";
    expect(byField.content!.position).toBe(body.indexOf("token store"));
    expect(byField.content!.snippet).toContain("the token store races.");
    expect(byField.tags).toEqual({ field: "tags", snippet: "auth, tokens", position: 6 });
  });

  it("picks up files added, edited and deleted by hand on the next search", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    await writeMemory(context, { content: "alpha content", title: "Alpha", type: "learning", tags: ["a"] });
    await writeMemory(context, { content: "beta content", title: "Beta", type: "learning", tags: ["b"] });
    expect((await searchMemories(context, { query: "content" })).total).toBe(2);
    writeFileSync(
      join(box.projectStore, "hand.md"),
      "---\ntitle: Hand written\ntype: gotcha\ntags: [x]\n---\nzeppelin content\n",
    );
    const alpha = join(box.projectStore, "learning-alpha.md");
    writeFileSync(alpha, readFileSync(alpha, "utf8").replace("alpha content", "quokka only"));
    rmSync(join(box.projectStore, "learning-beta.md"));
    expect(slugs(await searchMemories(context, { query: "zeppelin" }))).toEqual(["hand"]);
    expect(slugs(await searchMemories(context, { query: "quokka" }))).toEqual(["learning-alpha"]);
    expect(slugs(await searchMemories(context, { query: "content" }))).toEqual(["hand"]);
    expect(slugs(await searchMemories(context, { query: "beta" }))).toEqual([]);
  });

  it("stays correct across many writes and deletes (pending folded into new buckets)", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    for (let i = 0; i < 150; i++)
      await writeMemory(context, {
        content: `entry number ${i} about widget${i % 7}`,
        title: `Entry ${i}`,
        type: "learning",
        tags: ["bulk"],
      });
    for (let i = 0; i < 150; i += 3) await deleteMemory(context, { slug: `learning-entry-${i}`, force: true });
    const expected = Array.from({ length: 150 }, (_, i) => i)
      .filter((i) => i % 7 === 3 && i % 3 !== 0)
      .map((i) => `learning-entry-${i}`);
    const response = await searchMemories(context, { query: "widget3", limit: expected.length });
    expect(slugs(response).sort()).toEqual(expected.sort());
    expect((await searchMemories(context, { query: "entry", limit: 1 })).total).toBe(100);
  });

  it("rebuilds a missing or corrupt index and says so", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    await writeMemory(context, { content: "kiwi fruit", title: "Kiwi", type: "learning", tags: ["fruit"] });
    await searchMemories(context, { query: "kiwi" });
    const dir = join(box.projectStore, ".index", "keyword");
    writeFileSync(join(dir, "meta.json"), "{ not json");
    expect(slugs(await searchMemories(context, { query: "kiwi" }))).toEqual(["learning-kiwi"]);
    expect(context.warnings.map((w) => w.message).join("\n")).toMatch(
      /keyword index missing or unreadable; rebuilt it from 1 memory file\b/,
    );
    for (const name of readdirSync(dir)) if (name.startsWith("t-")) writeFileSync(join(dir, name), "garbage");
    expect(slugs(await searchMemories(context, { query: "kiwi" }))).toEqual(["learning-kiwi"]);
    // With no index at all (a fresh clone), every index is built at once as the files are read; in a small store,
    // without a word: it takes no time worth a warning.
    rmSync(join(box.projectStore, ".index"), { recursive: true });
    const small = await runCli(box, ["search", "kiwi", "--json"]);
    expect(small.code).toBe(0);
    expect(slugs(json(small))).toEqual(["learning-kiwi"]);
    expect(existsSync(join(dir, "meta.json"))).toBe(true);
    expect(small.stderr).toBe("");
    // A store large enough to make the user wait says so on stderr (at 10,000 memories it takes seconds), once.
    for (let i = 1; i < REBUILD_NOTICE_FILES; i++)
      writeFileSync(
        join(box.projectStore, `learning-note-${i}.md`),
        `---\ntitle: Note ${i}\ntype: learning\ntags: [fruit]\ncreated: 2026-01-01T00:00:00Z\nupdated: 2026-01-01T00:00:00Z\n---\nmango ${i}\n`,
      );
    rmSync(join(box.projectStore, ".index"), { recursive: true });
    const cli = await runCli(box, ["search", "kiwi", "--json"]);
    expect(slugs(json(cli))).toEqual(["learning-kiwi"]);
    expect(cli.stderr).toBe(
      `⚠ ${join(box.projectStore, ".index")}: no indexes (a fresh clone, or .index/ deleted): building them from ${REBUILD_NOTICE_FILES} memory files before searching\n`,
    );
    expect((await runCli(box, ["search", "kiwi"])).stderr).toBe("");
  });

  it("the first search of a new store, right after its first write, warns of nothing", async () => {
    const box = makeSandbox();
    const write = await runCli(box, [
      "write",
      "Token refresh races when requests refresh at once: use a mutex",
      "--type",
      "gotcha",
      "--tags",
      "auth,concurrency",
      "--paths",
      "src/auth/**",
    ]);
    expect(write.code).toBe(0);
    const search = await runCli(box, ["search", "token refresh"]);
    expect(search.code).toBe(0);
    expect(search.stdout).toContain("gotcha-token-refresh-races-requests-refresh-once-mutex");
    expect(search.stderr).toBe("");
  });

  it("after a change to more files than it records one by one, rebuilds the index and says why", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    for (let i = 0; i < 70; i++)
      await writeMemory(context, {
        content: `note ${i} about kiwi`,
        title: `Note ${i}`,
        type: "learning",
        tags: ["fruit"],
      });
    expect((await searchMemories(context, { query: "kiwi" })).total).toBe(70);
    // A checkout, a bulk edit: every file changes at once.
    for (const name of readdirSync(box.projectStore).filter((file) => file.endsWith(".md"))) {
      const path = join(box.projectStore, name);
      writeFileSync(path, readFileSync(path, "utf8").replace("about kiwi", "about mango"));
    }
    context.warnings.length = 0;
    expect((await searchMemories(context, { query: "mango" })).total).toBe(70);
    expect(context.warnings.map((w) => w.message)).toEqual([
      "keyword index rebuilt from 70 memory files: 70 files had changed since the last search (one rebuild, then searches are fast again)",
    ]);
    expect((await searchMemories(context, { query: "kiwi" })).total).toBe(0);
  });

  it("folds a change to many files, but less than half of them, into the index, as a rebuild would index them", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    for (let i = 0; i < 150; i++)
      await writeMemory(context, {
        content: `note ${i} about kiwi${i % 3 === 0 ? " and lime" : ""}`,
        title: `Note ${i}`,
        type: "learning",
        tags: ["fruit"],
      });
    expect((await searchMemories(context, { query: "kiwi" })).total).toBe(150);
    const files = readdirSync(box.projectStore).filter((file) => file.endsWith(".md"));
    for (const name of files.slice(0, 70)) {
      const path = join(box.projectStore, name);
      writeFileSync(path, readFileSync(path, "utf8").replace("about kiwi", "about mango"));
    }
    const meta = join(box.projectStore, ".index", "keyword", "meta.json");
    const before = readFileSync(meta, "utf8");
    const hits = async (query: string) =>
      (await searchMemories(context, { query, limit: 200 })).results
        .map((hit) => `${hit.memory.slug} ${hit.score.toFixed(9)}`)
        .sort();
    context.warnings.length = 0;
    const mango = await hits("mango");
    expect(mango).toHaveLength(70);
    // A rebuild from every file says so; folding the changes into the buckets is silent.
    expect(context.warnings).toEqual([]);
    expect(readFileSync(meta, "utf8")).not.toBe(before);
    expect(await hits("kiwi")).toHaveLength(80);
    const compacted = [await hits("mango"), await hits("kiwi lime"), await hits("note fruit")];
    await reindex(context);
    expect([await hits("mango"), await hits("kiwi lime"), await hits("note fruit")]).toEqual(compacted);
  });

  it("reindex rebuilds everything from the files", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    await writeMemory(context, { content: "fig", title: "Fig", type: "learning", tags: ["fruit"] });
    rmSync(join(box.projectStore, ".index"), { recursive: true });
    const response = await reindex(context);
    expect(response.scopes).toEqual([expect.objectContaining({ scope: "project", memories: 1, unreadable: 0 })]);
    expect(existsSync(join(box.projectStore, ".index", "keyword", "meta.json"))).toBe(true);
    const cli = await runCli(box, ["reindex"]);
    expect(cli.stdout).toMatch(/^✓ Reindexed 1 memory in project\.\n  project: 1 memory in \d+ ms\n$/);
    expect(cli.stderr).toBe("");
  });
});

describe("memory search CLI", () => {
  it("prints the public API's list and the JSON response", async () => {
    const box = makeSandbox();
    await runCli(box, [
      "write",
      "We decided to use OAuth2 with PKCE for authentication of the CLI.",
      "--type",
      "decision",
      "--tags",
      "auth",
      "--title",
      "OAuth2 Implementation Decision",
    ]);
    const human = await runCli(box, ["search", "authentication"]);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(
      /^Found 1 memory matching "authentication":\n\n1\. decision-oauth2-implementation \[project\] \(score: 1\.00\)\n   Title: OAuth2 Implementation Decision\n   Match: "\.\.\.decided to use OAuth2 with PKCE for authentication of the CLI\."\n/,
    );
    const response = json(await runCli(box, ["search", "authentication", "--json"]));
    expect(Object.keys(response).sort()).toEqual(["query", "results", "success", "total"]);
    expect(Object.keys(response.results[0]).sort()).toEqual(["matches", "memory", "score"]);
    expect(Object.keys(response.results[0].memory).sort()).toEqual([
      "created",
      "linkCount",
      "scope",
      "slug",
      "tags",
      "title",
      "type",
      "updated",
    ]);
  });

  it("no result is exit 0 with a hint; an empty query is a usage error", async () => {
    const box = makeSandbox();
    const none = await runCli(box, ["search", "nothing"]);
    expect(none).toMatchObject({
      code: 0,
      stdout: 'No memories match "nothing". Try other words, or `memory list` to browse.\n',
    });
    expect((await runCli(box, ["search"])).code).toBe(2);
    expect((await runCli(box, ["search", "x", "--limit", "0"])).code).toBe(2);
  });
});
