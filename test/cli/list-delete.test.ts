import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { decodeMemoryFile } from "../../src/core/memory-file.js";
import { listMemories } from "../../src/ops/list.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, json, makeSandbox, runCli, type Sandbox } from "../helpers.js";

async function seed(box: Sandbox) {
  let clock = Date.parse("2026-01-01T00:00:00Z");
  const context = contextFor(box, { now: () => new Date((clock += 60_000)) });
  await writeMemory(context, {
    content: "PKCE for public clients",
    title: "OAuth2 with PKCE",
    type: "decision",
    tags: ["auth", "oauth2"],
  });
  await writeMemory(context, {
    content: "Refresh races need a mutex",
    title: "Refresh race",
    type: "gotcha",
    tags: ["auth", "concurrency"],
  });
  await writeMemory(context, { content: "Pool of 10", title: "Database pool", type: "decision", tags: ["db"] });
  await writeMemory(context, {
    content: "Personal note",
    title: "Alpha note",
    type: "learning",
    tags: ["misc"],
    scope: "global",
  });
  return context;
}

describe("memory list", () => {
  it("prints the public API's table with a total, most recently updated first", async () => {
    const box = makeSandbox();
    await seed(box);
    const result = await runCli(box, ["list", "--type", "decision", "--tags", "auth"]);
    expect(result.code).toBe(0);
    const lines = result.stdout.split("\n");
    expect(lines[0]).toMatch(/^┌─+┬─+┬─+┬─+┬─+┐$/);
    expect(lines[1]).toMatch(/^│ Slug +│ Title +│ Type +│ Scope +│ Updated +│$/);
    expect(lines[3]).toMatch(
      /^│ decision-oauth2-pkce +│ OAuth2 with PKCE +│ decision │ \[project\] │ 2026-01-01T00:01:00 │$/,
    );
    expect(result.stdout).toContain("\n\nTotal: 1 memory (filtered by type=decision, tags=auth)\n");
  });

  it("shows a page of 50 in a table, says how to see the next, and lists all with --json", async () => {
    const box = makeSandbox();
    mkdirSync(box.projectStore, { recursive: true });
    for (let i = 0; i < 60; i++) {
      const created = `2026-01-01T00:${String(i).padStart(2, "0")}:00Z`;
      const text = `---\ntitle: Note ${i}\ntype: learning\ntags: [bulk]\ncreated: ${created}\nupdated: ${created}\n---\nNote ${i}.\n`;
      writeFileSync(join(box.projectStore, `learning-note-${i}.md`), text);
    }
    const page = await runCli(box, ["list"]);
    expect(page.stdout.match(/learning-note-\d+/g)).toHaveLength(50);
    expect(page.stdout).toContain("Total: 60 memories, showing 1–50; next page: --offset 50\n");
    const rest = await runCli(box, ["list", "--offset", "50"]);
    expect(rest.stdout.match(/learning-note-\d+/g)).toHaveLength(10);
    expect(rest.stdout).toContain("Total: 60 memories, showing 51–60\n");
    expect(json(await runCli(box, ["list", "--json"])).memories).toHaveLength(60);
    expect((await runCli(box, ["list", "--limit", "55"])).stdout.match(/learning-note-\d+/g)).toHaveLength(55);
  });

  it("--json prints the ListMemoriesResponse; filters, sorting and paging apply", async () => {
    const box = makeSandbox();
    await seed(box);
    const all = json(await runCli(box, ["list", "--json"]));
    expect(Object.keys(all).sort()).toEqual(["filters", "memories", "success", "total"]);
    expect(all.total).toBe(4);
    expect(all.filters).toEqual({});
    expect(all.memories.map((m: { slug: string }) => m.slug)).toEqual([
      "learning-alpha-note",
      "decision-database-pool",
      "gotcha-refresh-race",
      "decision-oauth2-pkce",
    ]);
    expect(Object.keys(all.memories[0]).sort()).toEqual([
      "created",
      "linkCount",
      "scope",
      "slug",
      "tags",
      "title",
      "type",
      "updated",
    ]);
    expect(all.memories[0]).toMatchObject({ scope: "global", linkCount: 0, tags: ["misc"] });

    const orTags = json(await runCli(box, ["list", "--tags", "db,concurrency", "--json"]));
    expect(orTags.memories.map((m: { slug: string }) => m.slug).sort()).toEqual([
      "decision-database-pool",
      "gotcha-refresh-race",
    ]);
    expect(orTags.filters).toEqual({ tags: ["db", "concurrency"] });

    const byTitle = json(await runCli(box, ["list", "--sort-by", "title", "--limit", "2", "--offset", "1", "--json"]));
    expect(byTitle.total).toBe(4);
    expect(byTitle.memories.map((m: { title: string }) => m.title)).toEqual(["Database pool", "OAuth2 with PKCE"]);

    const oldest = json(
      await runCli(box, ["list", "--sort-by", "created", "--sort-order", "asc", "--scope", "project", "--json"]),
    );
    expect(oldest.memories.map((m: { slug: string }) => m.slug)).toEqual([
      "decision-oauth2-pkce",
      "gotcha-refresh-race",
      "decision-database-pool",
    ]);
    expect(oldest.filters).toEqual({ scope: "project" });
  });

  it("lists hand-made files and warns about broken ones without touching them", async () => {
    const box = makeSandbox();
    mkdirSync(box.projectStore, { recursive: true });
    writeFileSync(join(box.projectStore, "hand-made.md"), "# Hand made\n\nno frontmatter at all\n");
    writeFileSync(join(box.projectStore, "minimal.md"), "---\ntype: gotcha\n---\nUse the staging DB for migrations.\n");
    const broken = "---\ntitle: [unclosed\n---\nbody\n";
    writeFileSync(join(box.projectStore, "broken.md"), broken);
    writeFileSync(join(box.projectStore, "Bad Name.md"), "x");
    const result = await runCli(box, ["list", "--json"]);
    expect(result.code).toBe(0);
    const slugs = json(result)
      .memories.map((m: { slug: string; title: string }) => `${m.slug}:${m.title}`)
      .sort();
    expect(slugs).toEqual(["hand-made:Hand made", "minimal:Use the staging DB for migrations."]);
    expect(result.stderr).toMatch(/⚠ .*broken\.md: .*frontmatter cannot be parsed at line \d/);
    expect(result.stderr).toMatch(/⚠ .*Bad Name\.md: file name is not a valid slug/);
    expect(readFileSync(join(box.projectStore, "broken.md"), "utf8")).toBe(broken);
    expect((await runCli(box, ["list"])).code).toBe(0);
  });

  it("picks up files added, edited and deleted by hand", async () => {
    const box = makeSandbox();
    const context = await seed(box);
    expect((await listMemories(context)).total).toBe(4);
    writeFileSync(join(box.projectStore, "added.md"), "---\ntitle: Added by hand\ntype: hub\ntags: [x]\n---\n");
    const pool = join(box.projectStore, "decision-database-pool.md");
    writeFileSync(pool, readFileSync(pool, "utf8").replace("title: Database pool", "title: Database pool of 20"));
    (await import("node:fs")).rmSync(join(box.projectStore, "gotcha-refresh-race.md"));
    const titles = (await listMemories(context)).memories.map((m) => m.title).sort();
    expect(titles).toEqual(["Added by hand", "Alpha note", "Database pool of 20", "OAuth2 with PKCE"]);
  });

  it("an empty store says so and exits 0", async () => {
    const box = makeSandbox();
    const result = await runCli(box, ["list"]);
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toMatch(/^No memories found\.\nCreate one with: memory write/);
  });

  it("rejects bad options with a usage error", async () => {
    const box = makeSandbox();
    for (const args of [
      ["--sort-by", "size"],
      ["--limit", "0"],
      ["--offset", "x"],
      ["--format", "csv"],
      ["--type", "note"],
      ["extra"],
    ]) {
      const result = await runCli(box, ["list", ...args]);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr).toMatch(/^✗ /);
    }
  });
});

describe("memory delete", () => {
  it("refuses without a terminal or --force, deleting nothing", async () => {
    const box = makeSandbox();
    await seed(box);
    const result = await runCli(box, ["delete", "gotcha-refresh-race"]);
    expect(result.code).toBe(5);
    expect(result.stderr).toMatch(/confirmation is needed.*--force/);
    expect(json(await runCli(box, ["delete", "gotcha-refresh-race", "--json"])).error.code).toBe("USER_CANCELLED");
    expect(existsSync(join(box.projectStore, "gotcha-refresh-race.md"))).toBe(true);
  });

  it("--force deletes and reports the public API's response", async () => {
    const box = makeSandbox();
    await seed(box);
    await runCli(box, [
      "write",
      "see [[decision-oauth2-pkce]]",
      "--type",
      "gotcha",
      "--tags",
      "a",
      "--links",
      "gotcha-refresh-race",
      "--slug",
      "linked",
    ]);
    const human = await runCli(box, ["delete", "decision-database-pool", "--force"]);
    expect(human.stdout).toBe("✓ Deleted memory: decision-database-pool\n  Edges removed: 0\n  Scope: project\n");
    const response = json(await runCli(box, ["delete", "linked", "--force", "--json"]));
    expect(response).toEqual({
      success: true,
      slug: "linked",
      scope: "project",
      edgesRemoved: 2,
      cacheRemoved: false,
      message: "Deleted memory: linked",
    });
    expect(readdirSync(box.projectStore).sort()).toEqual([
      ".gitattributes",
      ".index",
      "decision-oauth2-pkce.md",
      "gotcha-refresh-race.md",
      "log",
    ]);
  });

  it("not found is exit 3; a broken file can still be deleted", async () => {
    const box = makeSandbox();
    expect((await runCli(box, ["delete", "nope", "--force"])).code).toBe(3);
    mkdirSync(box.projectStore, { recursive: true });
    writeFileSync(join(box.projectStore, "broken.md"), "---\n: : :\n---\n");
    expect((await runCli(box, ["delete", "broken", "--force"])).code).toBe(0);
    expect(existsSync(join(box.projectStore, "broken.md"))).toBe(false);
  });
});

describe("concurrent writers", () => {
  it("8 processes × 15 writes of the same title lose nothing", async () => {
    const box = makeSandbox();
    // Drive 8 independent shell loops, each a separate OS process per write, as real users would
    // (the stress suite runs more; this keeps 8 writers contending for one lock and one slug).
    const { spawn } = await import("node:child_process");
    const cli = join(process.cwd(), "plugin", "dist", "cli.cjs");
    const loops = Array.from(
      { length: 8 },
      (_, p) =>
        new Promise<number>((resolve) => {
          const child = spawn(
            "bash",
            [
              "-c",
              `for i in $(seq 1 15); do node "${cli}" write "body ${p}-$i" --type learning --tags stress --title "Same title" >/dev/null || exit 1; done`,
            ],
            {
              cwd: box.repo,
              env: box.env,
              stdio: ["ignore", "ignore", "inherit"],
            },
          );
          child.on("close", (code) => resolve(code ?? -1));
        }),
    );
    expect(await Promise.all(loops)).toEqual(Array(8).fill(0));
    const files = readdirSync(box.projectStore).filter((name) => name.endsWith(".md"));
    expect(files).toHaveLength(120);
    const bodies = new Set(
      files.map(
        (name) =>
          decodeMemoryFile(readFileSync(join(box.projectStore, name), "utf8"), name, "2026-01-01T00:00:00Z").document
            .body,
      ),
    );
    expect(bodies.size).toBe(120);
    expect(
      readdirSync(join(box.projectStore, ".index")).filter((name) => name.includes("lock") || name.endsWith(".tmp")),
    ).toEqual([]);
    expect(readdirSync(box.projectStore).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  }, 180_000);
});

describe("help and usage", () => {
  it("prints help, version and a clear unknown-command error", async () => {
    const box = makeSandbox();
    const help = await runCli(box, ["--help"]);
    expect(help.code).toBe(0);
    for (const name of ["write", "read", "list", "delete"]) expect(help.stdout).toContain(`  ${name}`);
    expect((await runCli(box, ["write", "--help"])).stdout).toMatch(/^Usage: memory write/);
    expect((await runCli(box, ["--version"])).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    const unknown = await runCli(box, ["frobnicate"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe('✗ Unknown command "frobnicate". Run `memory --help` to see the commands.\n');
  });

  it("suggests the command a typo was meant to be, and none when nothing is close", async () => {
    const box = makeSandbox();
    for (const [typed, meant] of [
      ["serach", "search"],
      ["lsit", "list"],
      ["helth", "health"],
      ["gotcha", "gotchas"],
      ["git-stup", "git-setup"],
      ["Write", "write"],
    ]) {
      const run = await runCli(box, [typed!]);
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        `✗ Unknown command "${typed}". Did you mean \`memory ${meant}\`? Run \`memory --help\` to see the commands.\n`,
      );
    }
    expect((await runCli(box, ["xyz"])).stderr).not.toContain("Did you mean");
  });
});
