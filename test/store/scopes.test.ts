import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ScopeNotAvailableError } from "../../src/core/errors.js";
import { writeFileAtomic } from "../../src/store/atomic-write.js";
import { MemoryStore } from "../../src/store/memory-store.js";
import { findProjectRoot, resolveScopes } from "../../src/store/scopes.js";
import { makeSandbox } from "../helpers.js";

describe("scopes", () => {
  it("finds the repo from a subdirectory and puts project and local under .claude/", () => {
    const box = makeSandbox();
    const sub = join(box.repo, "src", "deep");
    mkdirSync(sub, { recursive: true });
    const resolved = resolveScopes({ cwd: sub, env: box.env });
    expect(resolved.repoRoot).toBe(box.repo);
    expect(resolved.defaultWriteScope).toBe("project");
    expect(resolved.available.map((s) => [s.scope, s.root])).toEqual([
      ["local", join(box.repo, ".claude", "memory.local")],
      ["project", join(box.repo, ".claude", "memory")],
      ["global", join(box.home, ".claude", "memory")],
    ]);
  });

  it("uses CLAUDE_PROJECT_DIR over the working directory (itself when neither it nor a directory above is a project)", () => {
    const box = makeSandbox({ repo: false });
    const resolved = resolveScopes({ cwd: box.dir, env: { ...box.env, CLAUDE_PROJECT_DIR: box.repo } });
    expect(resolved.repoRoot).toBe(box.repo);
  });

  it("walks up from a CLAUDE_PROJECT_DIR below the repository's top level (Claude started in a subdirectory)", () => {
    const box = makeSandbox();
    const sub = join(box.repo, "src", "deep");
    mkdirSync(sub, { recursive: true });
    const resolved = resolveScopes({ cwd: sub, env: { ...box.env, CLAUDE_PROJECT_DIR: sub } });
    expect(resolved.repoRoot).toBe(box.repo);
    expect(findProjectRoot({ cwd: box.dir, env: { ...box.env, CLAUDE_PROJECT_DIR: sub } })).toBe(box.repo);
  });

  it("takes the nearest directory above that already holds .claude/memory/, in a repository or outside one, never the home directory", () => {
    const box = makeSandbox({ repo: false });
    const work = join(box.repo, "pkg", "src");
    mkdirSync(work, { recursive: true });
    expect(findProjectRoot({ cwd: work, env: box.env })).toBeUndefined();
    mkdirSync(join(box.repo, ".claude", "memory"), { recursive: true });
    expect(findProjectRoot({ cwd: work, env: box.env })).toBe(box.repo);
    mkdirSync(join(box.repo, "pkg", ".claude", "memory"), { recursive: true });
    expect(findProjectRoot({ cwd: work, env: box.env })).toBe(join(box.repo, "pkg"));
    // A .claude/ without a store (Claude Code's own settings) does not count.
    mkdirSync(join(work, ".claude"));
    expect(findProjectRoot({ cwd: work, env: box.env })).toBe(join(box.repo, "pkg"));
    const inHome = join(box.home, "notes");
    mkdirSync(join(box.home, ".claude", "memory"), { recursive: true });
    mkdirSync(inHome);
    expect(findProjectRoot({ cwd: inHome, env: box.env })).toBeUndefined();
  });

  it("outside a repo writes go to global and project is unavailable with a reason", () => {
    const box = makeSandbox({ repo: false });
    const store = MemoryStore.open({ cwd: box.repo, env: box.env });
    expect(store.resolved.defaultWriteScope).toBe("global");
    expect(() => store.scope("project")).toThrow(ScopeNotAvailableError);
    expect(() => store.scope("project")).toThrow(/not inside a git repository/);
  });

  it("enterprise only when configured", () => {
    const box = makeSandbox();
    expect(() => MemoryStore.open({ cwd: box.repo, env: box.env }).scope("enterprise")).toThrow(
      /MEMORY_ENTERPRISE_DIR/,
    );
    const store = MemoryStore.open({ cwd: box.repo, env: { ...box.env, MEMORY_ENTERPRISE_DIR: join(box.dir, "ent") } });
    expect(store.scope("enterprise").root).toBe(join(box.dir, "ent"));
  });

  it("creates .index/ with a .gitignore, and a .gitignore for the local scope; .gitattributes only when asked", async () => {
    const box = makeSandbox();
    const store = MemoryStore.open({ cwd: box.repo, env: box.env });
    await store.scope("project").ensureLayout();
    await store.scope("local").ensureLayout();
    expect(readFileSync(join(box.projectStore, ".index", ".gitignore"), "utf8")).toMatch(/^\*$/m);
    expect(readFileSync(join(box.repo, ".claude", "memory.local", ".gitignore"), "utf8")).toMatch(/^\*$/m);
    expect(readdirSync(box.projectStore).sort()).toEqual([".index"]);
    store.scope("project").ensureAttributes();
    store.scope("local").ensureAttributes();
    expect(readdirSync(box.projectStore).sort()).toEqual([".gitattributes", ".index"]);
    expect(readdirSync(join(box.repo, ".claude", "memory.local")).sort()).toEqual([".gitignore", ".index"]);
  });
});

describe("atomic write", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("replaces a file whole and leaves no temp file", async () => {
    dir = mkdtempSync(join(tmpdir(), "memory-atomic-"));
    const file = join(dir, "a.md");
    writeFileSync(file, "old");
    await writeFileAtomic(file, "new content");
    expect(readFileSync(file, "utf8")).toBe("new content");
    expect(readdirSync(dir)).toEqual(["a.md"]);
  });

  it("exclusive mode never replaces an existing file", async () => {
    dir = mkdtempSync(join(tmpdir(), "memory-atomic-"));
    const file = join(dir, "a.md");
    writeFileSync(file, "keep me");
    await expect(writeFileAtomic(file, "other", { exclusive: true })).rejects.toMatchObject({ code: "EEXIST" });
    expect(readFileSync(file, "utf8")).toBe("keep me");
    expect(readdirSync(dir)).toEqual(["a.md"]);
  });
});
