// The auto scope (Claude Code's own memory) and `memory promote`, on real
// directories shaped like Claude Code's: ~/.claude/projects/<key>/memory/ of
// several projects, MEMORY.md, malformed and hostile files, a secret in a
// body, a user memory, autoMemoryDirectory.

import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ReadOnlyScopeError } from "../../src/core/errors.js";
import { checkHealth } from "../../src/ops/health.js";
import { listMemories } from "../../src/ops/list.js";
import { promoteMemories } from "../../src/ops/promote.js";
import { readMemory } from "../../src/ops/read.js";
import { searchMemories } from "../../src/ops/search.js";
import { validateStore } from "../../src/ops/validate-store.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { canonicalGitRoot, locateAutoMemory, projectKey } from "../../src/store/auto-memory-dir.js";
import { contextFor, json, makeSandbox, runCli, runHook, type Sandbox } from "../helpers.js";

const SECRET = "ghp_Zx8Kq2LmN4pR7sT1vW3yA5bC6dE9fG0hJ2kL";

/** Claude Code's default memory directory of the sandbox's repository. */
function autoDir(box: Sandbox, project = box.repo): string {
  return join(box.home, ".claude", "projects", projectKey(realpathSync(project)), "memory");
}

function autoFile(dir: string, file: string, fields: Record<string, string | undefined>, body: string): void {
  mkdirSync(dir, { recursive: true });
  const lines = ["---"];
  if (fields.name !== undefined) lines.push(`name: ${fields.name}`);
  if (fields.description !== undefined) lines.push(`description: ${fields.description}`);
  if (fields.type !== undefined) lines.push("metadata:", `  type: ${fields.type}`);
  lines.push("---", "", body, "");
  writeFileSync(join(dir, file), lines.join("\n"));
}

/** A project's memory as Claude Code leaves it after a few sessions. */
function seedClaudeMemory(box: Sandbox, dir = autoDir(box)): string {
  autoFile(
    dir,
    "feedback_real_db.md",
    {
      name: "integration-tests-real-db",
      description: "Integration tests hit a real database, never mocks",
      type: "feedback",
    },
    "Integration tests must hit a real Postgres, not mocks.\n\n**Why:** mocked tests passed while the migration failed.\n**How to apply:** every test under test/integration; the database is [[staging-db]].",
  );
  autoFile(
    dir,
    "reference_staging.md",
    { name: "staging-db", description: "Where the staging database lives", type: "reference" },
    `Staging Postgres is db.staging.internal:5432; the deploy bot token is ${SECRET}.`,
  );
  autoFile(
    dir,
    "project_freeze.md",
    { name: "release-freeze", description: "Merge freeze before the March release", type: "project" },
    "No merges to main from 2026-03-05: the mobile team cuts the release branch. See [[nowhere-at-all]].",
  );
  autoFile(
    dir,
    "user_role.md",
    { name: "user-role", description: "The user is a backend engineer who wants terse answers", type: "user" },
    "Backend engineer, ten years of Go; wants terse answers.",
  );
  writeFileSync(join(dir, "broken.md"), "---\nname: [never closed\n---\nbody\n");
  writeFileSync(
    join(dir, "MEMORY.md"),
    [
      "- [Integration tests hit a real DB](feedback_real_db.md) — no mocks for database tests",
      "- [Staging database](reference_staging.md) — where staging lives",
      "- [Release freeze](project_freeze.md) — no merges before the March release",
      "- [User role](user_role.md) — backend engineer",
      "",
    ].join("\n"),
  );
  return dir;
}

/** The memory files of a scope directory (a search may have made its `.index/`). */
function memoryFilesIn(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".md")) : [];
}

/** Every regular file of a directory with its text (a FIFO or a link is named, not read). */
function snapshotFiles(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir).map((name) => {
      const stat = lstatSync(join(dir, name));
      return [name, stat.isFile() ? readFileSync(join(dir, name), "utf8") : stat.isFIFO() ? "fifo" : "link"];
    }),
  );
}

describe("where Claude Code keeps its memory", () => {
  it("is ~/.claude/projects/<path with non-alphanumerics as ->/memory by default, one per project", () => {
    const box = makeSandbox();
    const location = locateAutoMemory({ cwd: box.repo, env: box.env });
    expect(location.root).toBe(autoDir(box));
    expect(location.root).toContain(realpathSync(box.repo).replace(/[^a-zA-Z0-9]/g, "-"));
    expect(location.via).toBe("default");
    // From a subdirectory: the repository's root names it.
    mkdirSync(join(box.repo, "src", "deep"), { recursive: true });
    expect(locateAutoMemory({ cwd: join(box.repo, "src", "deep"), env: box.env }).root).toBe(autoDir(box));
  });

  it("is shared by the worktrees of a repository (the main worktree's path names it)", () => {
    const box = makeSandbox();
    const worktree = join(box.dir, "wt-feature");
    mkdirSync(join(box.repo, ".git", "worktrees", "feature"), { recursive: true });
    writeFileSync(join(box.repo, ".git", "worktrees", "feature", "commondir"), "../..\n");
    mkdirSync(worktree);
    writeFileSync(join(worktree, ".git"), `gitdir: ${join(box.repo, ".git", "worktrees", "feature")}\n`);
    expect(canonicalGitRoot(worktree)).toBe(realpathSync(box.repo));
    expect(locateAutoMemory({ cwd: worktree, env: box.env }).root).toBe(autoDir(box));
  });

  it("follows autoMemoryDirectory from the user's and the local settings, never the checked-in ones", () => {
    const box = makeSandbox();
    mkdirSync(join(box.home, ".claude"), { recursive: true });
    mkdirSync(join(box.repo, ".claude"), { recursive: true });
    writeFileSync(join(box.repo, ".claude", "settings.json"), JSON.stringify({ autoMemoryDirectory: "/etc" }));
    expect(locateAutoMemory({ cwd: box.repo, env: box.env }).root).toBe(autoDir(box));
    writeFileSync(
      join(box.home, ".claude", "settings.json"),
      JSON.stringify({ autoMemoryDirectory: "~/notes/claude" }),
    );
    const user = locateAutoMemory({ cwd: box.repo, env: box.env });
    expect(user.root).toBe(join(box.home, "notes", "claude"));
    expect(user.via).toContain("autoMemoryDirectory");
    const local = join(box.dir, "local-memory");
    writeFileSync(join(box.repo, ".claude", "settings.local.json"), JSON.stringify({ autoMemoryDirectory: local }));
    expect(locateAutoMemory({ cwd: box.repo, env: box.env }).root).toBe(local);
    // Relative paths and roots are refused, as Claude Code refuses them.
    writeFileSync(join(box.repo, ".claude", "settings.local.json"), JSON.stringify({ autoMemoryDirectory: "rel/dir" }));
    expect(locateAutoMemory({ cwd: box.repo, env: box.env }).root).toBe(join(box.home, "notes", "claude"));
  });

  it("honours CLAUDE_CONFIG_DIR, CLAUDE_CODE_PROJECT_DIR_NAME and cuts long keys with a hash", () => {
    const box = makeSandbox();
    const config = join(box.dir, "config");
    const env = { ...box.env, CLAUDE_CONFIG_DIR: config };
    expect(locateAutoMemory({ cwd: box.repo, env }).root).toBe(
      join(config, "projects", projectKey(realpathSync(box.repo)), "memory"),
    );
    expect(locateAutoMemory({ cwd: box.repo, env: { ...env, CLAUDE_CODE_PROJECT_DIR_NAME: "my-app" } }).root).toBe(
      join(config, "projects", "my-app", "memory"),
    );
    const long = `/${"a".repeat(250)}`;
    expect(projectKey(long)).toMatch(/^-a{199}-[0-9a-z]+$/);
    expect(projectKey(long)).not.toBe(projectKey(`${long}b`));
  });
});

describe("the auto scope", () => {
  it("lists, searches and reads Claude Code's memories, each saying where it comes from; MEMORY.md is not one", async () => {
    const box = makeSandbox();
    seedClaudeMemory(box);
    await writeMemory(contextFor(box), {
      content: "Deploys go through the release train.",
      type: "decision",
      tags: ["deploy"],
    });
    const context = contextFor(box);
    const listed = await listMemories(context, {});
    const auto = listed.memories.filter((memory) => memory.scope === "auto");
    expect(auto.map((memory) => memory.slug).sort()).toEqual([
      "integration-tests-real-db",
      "release-freeze",
      "staging-db",
      "user-role",
    ]);
    expect(listed.total).toBe(5);
    expect(listed.memories.map((memory) => memory.slug)).not.toContain("memory");
    const staging = auto.find((memory) => memory.slug === "staging-db")!;
    expect(staging).toMatchObject({ title: "Staging database", type: "artifact", tags: ["reference"] });
    // The malformed file is reported, not listed, and left as it was.
    expect(context.warnings.some((warning) => warning.filePath.endsWith("broken.md"))).toBe(true);
    expect(readFileSync(join(autoDir(box), "broken.md"), "utf8")).toBe("---\nname: [never closed\n---\nbody\n");

    const onlyAuto = await listMemories(contextFor(box), { scope: "auto", type: "decision" });
    expect(onlyAuto.memories.map((memory) => memory.slug)).toEqual(["integration-tests-real-db"]);
    const paged = await listMemories(contextFor(box), { limit: 2, offset: 2 });
    expect(paged.memories).toHaveLength(2);
    expect(paged.total).toBe(5);

    const found = await searchMemories(contextFor(box), { query: "mocks postgres integration" });
    expect(found.results[0]!.memory).toMatchObject({ slug: "integration-tests-real-db", scope: "auto" });

    const read = await readMemory(contextFor(box), { slug: "release-freeze" });
    expect(read.scope).toBe("auto");
    expect(read.source).toContain("Claude Code");
    expect(read.memory.content).toContain("No merges to main");
  });

  it("never lets a secret typed into Claude Code's memory out unredacted", async () => {
    const box = makeSandbox();
    seedClaudeMemory(box);
    const found = await searchMemories(contextFor(box), { query: "deploy bot token staging" });
    const text = JSON.stringify(found);
    expect(text).toContain("staging-db");
    expect(text).not.toContain(SECRET);
    const context = contextFor(box);
    const read = await readMemory(context, { slug: "staging-db" });
    expect(read.memory.content).not.toContain(SECRET);
    expect(read.memory.content).toContain("[REDACTED:");
    expect(context.warnings.some((warning) => warning.message.includes("secret"))).toBe(true);
    const cli = await runCli(box, ["read", "staging-db", "--scope", "auto"]);
    expect(cli.stdout).toContain("auto: Claude Code's memory");
    expect(cli.stdout + cli.stderr).not.toContain(SECRET);
  });

  it("is read-only: writes into it are refused with a typed error", async () => {
    const box = makeSandbox();
    const before = snapshotFiles(seedClaudeMemory(box));
    await expect(
      writeMemory(contextFor(box), { content: "x", type: "learning", tags: ["a"], scope: "auto" }),
    ).rejects.toBeInstanceOf(ReadOnlyScopeError);
    const cli = await runCli(box, [
      "write",
      "a fact",
      "--type",
      "learning",
      "--tags",
      "a",
      "--scope",
      "auto",
      "--json",
    ]);
    expect(cli.code).toBe(2);
    expect(cli.stderr + cli.stdout).toContain("READ_ONLY_SCOPE");
    expect(snapshotFiles(autoDir(box))).toEqual(before);
  });

  it("treats hostile files as data: links, FIFOs, huge files, YAML bombs and odd names are reported, never followed", async () => {
    const box = makeSandbox();
    const dir = seedClaudeMemory(box);
    writeFileSync(join(box.dir, "outside.md"), "---\nname: outside\nmetadata:\n  type: project\n---\nsecret plans\n");
    symlinkSync(join(box.dir, "outside.md"), join(dir, "linked.md"));
    expect(spawnSync("mkfifo", [join(dir, "pipe.md")]).status).toBe(0);
    writeFileSync(join(dir, "huge.md"), `---\nname: huge\n---\n${"x".repeat(300 * 1024)}\n`);
    writeFileSync(join(dir, "bomb.md"), "---\nname: &a [*a, *a]\nmetadata: {type: *a}\n---\nboom\n");
    writeFileSync(join(dir, "weird.md"), "---\nname: '../../etc/passwd'\nmetadata:\n  type: [feedback]\n---\nodd\n");
    writeFileSync(join(dir, "nofront.md"), "Just a note without frontmatter.\n");
    writeFileSync(join(dir, "named.md"), `---\nname: ${SECRET}\nmetadata:\n  type: project\n---\nnamed by a token\n`);
    const before = snapshotFiles(dir);
    const context = contextFor(box);
    const listed = await listMemories(context, { scope: "auto" });
    const slugs = listed.memories.map((memory) => memory.slug);
    expect(slugs).not.toContain("outside");
    expect(slugs).not.toContain("huge");
    expect(slugs).toContain("etc-passwd");
    expect(slugs).toContain("nofront");
    expect(JSON.stringify(listed)).not.toContain(SECRET.toLowerCase());
    expect(slugs.some((slug) => /^auto-[0-9a-f]{8}$/.test(slug))).toBe(true);
    const warned = context.warnings.map((warning) => warning.filePath);
    for (const file of ["linked.md", "huge.md", "bomb.md", "broken.md"])
      expect(warned.some((path) => path.endsWith(file))).toBe(true);
    expect(snapshotFiles(dir)).toEqual(before);
    const health = await checkHealth(contextFor(box), {});
    expect(health.issues.filter((issue) => issue.kind === "auto-memory").length).toBeGreaterThanOrEqual(4);
  });

  it("shows each project only its own Claude Code memory", async () => {
    const box = makeSandbox();
    seedClaudeMemory(box);
    const other = join(box.dir, "other");
    mkdirSync(join(other, ".git"), { recursive: true });
    autoFile(
      autoDir(box, other),
      "project_other.md",
      { name: "other-fact", type: "project", description: "x" },
      "Other.",
    );
    const here = await listMemories(contextFor(box), { scope: "auto" });
    expect(here.memories.map((memory) => memory.slug)).not.toContain("other-fact");
    const there = await listMemories(contextFor({ ...box, repo: other }), { scope: "auto" });
    expect(there.memories.map((memory) => memory.slug)).toEqual(["other-fact"]);
  });

  it("is found through autoMemoryDirectory", async () => {
    const box = makeSandbox();
    const custom = join(box.dir, "custom-memory");
    mkdirSync(join(box.home, ".claude"), { recursive: true });
    writeFileSync(join(box.home, ".claude", "settings.json"), JSON.stringify({ autoMemoryDirectory: custom }));
    seedClaudeMemory(box, custom);
    const listed = await listMemories(contextFor(box), { scope: "auto" });
    expect(listed.memories).toHaveLength(4);
    expect(listed.memories.every((memory) => memory.scope === "auto")).toBe(true);
  });
});

describe("memory promote", () => {
  it("lists candidates with --all --dry-run and changes nothing", async () => {
    const box = makeSandbox();
    const before = snapshotFiles(seedClaudeMemory(box));
    const result = json(await runCli(box, ["promote", "--all", "--dry-run", "--json"]));
    const byName = Object.fromEntries(result.results.map((item: { name: string }) => [item.name, item]));
    expect(byName["integration-tests-real-db"]).toMatchObject({ action: "created", type: "decision" });
    expect(byName["staging-db"]).toMatchObject({ action: "created", type: "artifact" });
    expect(byName["release-freeze"]).toMatchObject({ action: "created", type: "breadcrumb" });
    expect(byName["user-role"]).toMatchObject({ action: "skipped" });
    expect(memoryFilesIn(join(box.repo, ".claude", "memory"))).toEqual([]);
    expect(snapshotFiles(autoDir(box))).toEqual(before);
  });

  it("writes team memories: type mapped, description kept, links kept when promoted together, secrets redacted, provenance", async () => {
    const box = makeSandbox();
    const before = snapshotFiles(seedClaudeMemory(box));
    const response = await promoteMemories(contextFor(box), { all: true });
    const created = response.results.filter((item) => item.action === "created");
    expect(created).toHaveLength(3);
    const project = join(box.repo, ".claude", "memory");
    const files = readdirSync(project).filter((name) => name.endsWith(".md"));
    const text = files.map((name) => readFileSync(join(project, name), "utf8")).join("\n");
    expect(text).not.toContain(SECRET);
    const tests = created.find((item) => item.name === "integration-tests-real-db")!;
    const staging = created.find((item) => item.name === "staging-db")!;
    const testsFile = readFileSync(join(project, `${tests.slug}.md`), "utf8");
    expect(testsFile).toContain("type: decision");
    expect(testsFile).toContain("description: Integration tests hit a real database, never mocks");
    expect(testsFile).toContain("promoted_from: claude-code:integration-tests-real-db");
    expect(testsFile).toContain(`[[${staging.slug}]]`);
    const freeze = readFileSync(
      join(project, `${created.find((item) => item.name === "release-freeze")!.slug}.md`),
      "utf8",
    );
    expect(freeze).not.toContain("[[nowhere-at-all]]");
    expect(freeze).toContain("See nowhere-at-all.");
    expect(staging.redacted).toBeTruthy();
    // Claude Code's files are left as they were.
    expect(snapshotFiles(autoDir(box))).toEqual(before);
    // The user memory stayed out of the project scope.
    expect(text).not.toContain("Backend engineer");
    // What promote writes passes `memory validate`: the auto type it keeps in `kind` is a known kind.
    expect(testsFile).toContain("kind: feedback");
    const validation = await validateStore(contextFor(box), { scope: "project" });
    expect([...validation.violations, ...validation.warnings]).toEqual([]);
  });

  it("promoting again updates (or leaves) the same memory, and a fact the store holds is linked, not copied", async () => {
    const box = makeSandbox();
    const dir = seedClaudeMemory(box);
    const first = await promoteMemories(contextFor(box), { name: "staging-db" });
    const slug = first.results[0]!.slug!;
    const again = await promoteMemories(contextFor(box), { name: "staging-db" });
    expect(again.results[0]).toMatchObject({ action: "unchanged", slug });
    autoFile(
      dir,
      "reference_staging.md",
      { name: "staging-db", description: "Where the staging database lives", type: "reference" },
      "Staging Postgres moved to db2.staging.internal:5432.",
    );
    const updated = await promoteMemories(contextFor(box), { name: "staging-db" });
    expect(updated.results[0]).toMatchObject({ action: "updated", slug });
    expect(readFileSync(join(box.repo, ".claude", "memory", `${slug}.md`), "utf8")).toContain("db2.staging");

    await writeMemory(contextFor(box), {
      title: "Release freeze",
      content: "No merges to main from 2026-03-05 while the mobile team cuts the release branch.",
      type: "decision",
      tags: ["release"],
    });
    const linked = await promoteMemories(contextFor(box), { name: "release-freeze" });
    expect(linked.results[0]).toMatchObject({ action: "linked", slug: "decision-release-freeze" });
    const held = readFileSync(join(box.repo, ".claude", "memory", "decision-release-freeze.md"), "utf8");
    expect(held).toContain("promoted_from: claude-code:release-freeze");
    expect(readdirSync(join(box.repo, ".claude", "memory")).filter((name) => name.includes("freeze"))).toHaveLength(1);

    const health = await checkHealth(contextFor(box), {});
    const both = health.issues.filter((issue) => issue.description.includes("held in both"));
    expect(both.map((issue) => issue.memory).sort()).toEqual(["release-freeze", "staging-db"]);
  });

  it("sends a user memory only where asked, local or global, never to the project", async () => {
    const box = makeSandbox();
    seedClaudeMemory(box);
    const skipped = await promoteMemories(contextFor(box), { name: "user-role" });
    expect(skipped.results[0]!.action).toBe("skipped");
    // Named already, it is told the one thing missing: the command with a scope.
    expect(skipped.results[0]!.reason).toContain("`memory promote user-role --scope local`");
    await expect(promoteMemories(contextFor(box), { name: "user-role", scope: "project" })).rejects.toThrow(
      /local or --scope global/,
    );
    const local = await promoteMemories(contextFor(box), { name: "user-role", scope: "local" });
    expect(local.results[0]).toMatchObject({ action: "created", scope: "local" });
    expect(memoryFilesIn(join(box.repo, ".claude", "memory"))).toEqual([]);
    expect(memoryFilesIn(join(box.repo, ".claude", "memory.local"))).toEqual([`${local.results[0]!.slug}.md`]);
  });

  it("--move removes Claude Code's file and its MEMORY.md line, keeping the other lines", async () => {
    const box = makeSandbox();
    const dir = seedClaudeMemory(box);
    const result = json(await runCli(box, ["promote", "release-freeze", "--move", "--json"]));
    expect(result.results[0]).toMatchObject({ action: "created", moved: true });
    expect(existsSync(join(dir, "project_freeze.md"))).toBe(false);
    const index = readFileSync(join(dir, "MEMORY.md"), "utf8");
    expect(index).not.toContain("project_freeze.md");
    expect(index).toContain("- [Staging database](reference_staging.md) — where staging lives");
    expect(index.split("\n")).toHaveLength(4);
  });

  it("says so when the name is not in Claude Code's memory", async () => {
    const box = makeSandbox();
    seedClaudeMemory(box);
    const cli = await runCli(box, ["promote", "no-such-memory"]);
    expect(cli.code).toBe(3);
    expect(cli.stderr).toContain("memory list --scope auto");
  });
});

describe("saying each fact once", () => {
  it("the brief and prompt recall leave out what Claude Code's MEMORY.md already put in context", async () => {
    const box = makeSandbox();
    seedClaudeMemory(box);
    await promoteMemories(contextFor(box), { name: "integration-tests-real-db" });
    await writeMemory(contextFor(box), {
      title: "Payments use idempotency keys",
      content: "Every payment request carries an idempotency key so retries never charge twice.",
      type: "decision",
      tags: ["payments"],
    });
    const start = { session_id: "s1", cwd: box.repo, hook_event_name: "SessionStart", source: "startup" };
    const brief = await runHook(box, start);
    const context = JSON.parse(brief.stdout).hookSpecificOutput.additionalContext as string;
    expect(context).toContain("Payments use idempotency keys");
    expect(context).not.toContain("Integration tests hit a real DB");
    // With Claude Code's memory turned off, its index is not in context: the brief names the decision.
    const off = await runHook(box, { ...start, session_id: "s2" }, { CLAUDE_CODE_DISABLE_AUTO_MEMORY: "1" });
    expect(JSON.parse(off.stdout).hookSpecificOutput.additionalContext).toContain("Integration tests hit a real DB");

    const prompt = {
      session_id: "s3",
      cwd: box.repo,
      hook_event_name: "UserPromptSubmit",
      prompt: "should the integration tests mock the database or hit a real Postgres?",
    };
    const recalled = await runHook(box, prompt);
    expect(recalled.stdout).not.toContain("Integration tests hit a real DB");
    const recalledOff = await runHook(box, { ...prompt, session_id: "s4" }, { CLAUDE_CODE_DISABLE_AUTO_MEMORY: "1" });
    expect(recalledOff.stdout).toContain("Integration tests hit a real DB");
  });
});

describe("the MCP tools", () => {
  it("search, read and list see Claude Code's memory, marked as such, its secrets redacted; save refuses it", async () => {
    const box = makeSandbox();
    seedClaudeMemory(box);
    const { startServer } = await import("../mcp/mcp-client.js");
    const server = await startServer(box);
    const found = await server.call("search", { query: "staging database deploy token" });
    expect(found.text).toContain("staging-db");
    expect(found.text).toContain("auto: Claude Code's memory");
    expect(JSON.stringify(found)).not.toContain(SECRET);
    const read = await server.call("read", { slug: "staging-db" });
    expect(read.text).toContain("[REDACTED:");
    expect(JSON.stringify(read)).not.toContain(SECRET);
    const listed = await server.call("list", { scope: "auto" });
    expect(listed.text).toContain("integration-tests-real-db");
    const saved = await server.call("save", { content: "x", type: "learning", tags: ["a"], scope: "auto" });
    expect(saved.isError).toBe(true);
  }, 30_000);
});
