import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { linkMemories } from "../../src/ops/shared/link.js";
import { listMemories } from "../../src/ops/list.js";
import { INDEX_PAGE_BANNER, writeIndexPages } from "../../src/ops/shared/index-page.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, json, makeSandbox, runCli, type Sandbox } from "../helpers.js";

async function seed(box: Sandbox) {
  const context = contextFor(box);
  await writeMemory(context, { content: "Login and tokens.", title: "Authentication", type: "hub", tags: ["auth"] });
  await writeMemory(context, {
    content: "Use a mutex.",
    title: "Refresh race [concurrency]",
    type: "gotcha",
    tags: ["auth", "oauth2"],
  });
  await writeMemory(context, {
    content: "PKCE because implicit leaks.",
    title: "OAuth2 with PKCE",
    type: "decision",
    tags: ["auth"],
  });
  await writeMemory(context, { content: "Caches node_modules.", title: "CI cache", type: "learning", tags: ["ci"] });
  await writeMemory(context, {
    content: "Personal note.",
    title: "Shell aliases",
    type: "learning",
    tags: ["me"],
    scope: "global",
  });
  await linkMemories(context, {
    source: "gotcha-refresh-race-concurrency",
    target: "hub-authentication",
    label: "part-of",
  });
  await linkMemories(context, { source: "hub-authentication", target: "decision-oauth2-pkce", label: "contains" });
  return context;
}

describe("memory index-page", () => {
  it("writes INDEX.md per scope, grouped by hub and by type, with both link forms", async () => {
    const box = makeSandbox();
    const context = await seed(box);
    const response = await writeIndexPages(context, {});
    expect(response.success).toBe(true);
    expect(response.pages).toEqual([
      { scope: "project", path: join(box.projectStore, "INDEX.md"), memories: 4 },
      { scope: "global", path: join(box.globalStore, "INDEX.md"), memories: 1 },
    ]);
    const page = readFileSync(join(box.projectStore, "INDEX.md"), "utf8");
    expect(page).toBe(`# Memory index: project scope

${INDEX_PAGE_BANNER}

4 memories: 1 decision, 1 learning, 1 gotcha, 1 hub.

## By hub

### [Authentication](hub-authentication.md) · [[hub-authentication]]

- [OAuth2 with PKCE](decision-oauth2-pkce.md) · [[decision-oauth2-pkce]] — decision; tags: auth
- [Refresh race \\[concurrency\\]](gotcha-refresh-race-concurrency.md) · [[gotcha-refresh-race-concurrency]] — gotcha; tags: auth, oauth2

### Not under a hub

- [CI cache](learning-ci-cache.md) · [[learning-ci-cache]] — learning; tags: ci

## By type

### Decisions (1)

- [OAuth2 with PKCE](decision-oauth2-pkce.md) · [[decision-oauth2-pkce]] — tags: auth

### Learnings (1)

- [CI cache](learning-ci-cache.md) · [[learning-ci-cache]] — tags: ci

### Gotchas (1)

- [Refresh race \\[concurrency\\]](gotcha-refresh-race-concurrency.md) · [[gotcha-refresh-race-concurrency]] — tags: auth, oauth2

### Hubs (1)

- [Authentication](hub-authentication.md) · [[hub-authentication]] — tags: auth
`);
    expect(readFileSync(join(box.globalStore, "INDEX.md"), "utf8")).toContain(
      "- [Shell aliases](learning-shell-aliases.md) · [[learning-shell-aliases]] — tags: me\n",
    );
  });

  it("is idempotent: the same bytes, and the file is not rewritten", async () => {
    const box = makeSandbox();
    const context = await seed(box);
    await writeIndexPages(context, { scope: "project" });
    const path = join(box.projectStore, "INDEX.md");
    const first = readFileSync(path);
    const mtime = statSync(path).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeIndexPages(context, { scope: "project" });
    expect(readFileSync(path).equals(first)).toBe(true);
    expect(statSync(path).mtimeMs).toBe(mtime);
    expect(existsSync(join(box.globalStore, "INDEX.md"))).toBe(false);
  });

  it("--dry-run returns the pages and writes nothing", async () => {
    const box = makeSandbox();
    const context = await seed(box);
    const response = await writeIndexPages(context, { dryRun: true });
    expect(response.pages.map((page) => page.scope)).toEqual(["project", "global"]);
    expect(response.pages[0]!.content).toContain("# Memory index: project scope\n");
    expect(response.message).toMatch(/^Would write /);
    expect(existsSync(join(box.projectStore, "INDEX.md"))).toBe(false);
    expect(existsSync(join(box.globalStore, "INDEX.md"))).toBe(false);
  });

  it("is never listed or indexed as a memory, and skips empty scopes", async () => {
    const box = makeSandbox();
    const context = await seed(box);
    await writeIndexPages(context, {});
    const listed = await listMemories(context, {});
    expect(listed.total).toBe(5);
    expect(listed.memories.map((memory) => memory.slug)).not.toContain("INDEX");
    expect(context.warnings).toEqual([]);
    const empty = makeSandbox();
    const response = await writeIndexPages(contextFor(empty), {});
    expect(response).toEqual({ success: true, pages: [], message: "No memories to index." });
  });

  it("CLI: writes, previews with --dry-run, prints the response with --json", async () => {
    const box = makeSandbox();
    await seed(box);
    const dry = await runCli(box, ["index-page", "--scope", "project", "--dry-run"]);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain("# Memory index: project scope");
    expect(existsSync(join(box.projectStore, "INDEX.md"))).toBe(false);
    const written = json(await runCli(box, ["index-page", "--json"]));
    expect(Object.keys(written).sort()).toEqual(["message", "pages", "success"]);
    expect(written.pages.map((page: { scope: string }) => page.scope)).toEqual(["project", "global"]);
    expect(Object.keys(written.pages[0]).sort()).toEqual(["memories", "path", "scope"]);
    expect(readFileSync(join(box.projectStore, "INDEX.md"), "utf8")).toContain(INDEX_PAGE_BANNER);
    const text = await runCli(box, ["index-page"]);
    expect(text.stdout).toMatch(/^✓ Wrote .*INDEX\.md \(4 memories\)/);
    expect((await runCli(box, ["index-page", "--scope", "nowhere"])).code).toBe(2);
    expect(json(await runCli(box, ["list", "--json"])).total).toBe(5);
  });
});
