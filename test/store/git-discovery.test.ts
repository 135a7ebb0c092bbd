// Whether a directory may be in a git repository, decided without running git: it must never say no where git finds
// one (the merge driver would then not be registered), checked against git itself on real directories.

import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { mayBeInRepository, workTreeRoot } from "../../src/store/git.js";

const gitFinds = (dir: string) => spawnSync("git", ["rev-parse", "--show-toplevel"], { cwd: dir }).status === 0;

describe("mayBeInRepository", () => {
  const dirs: string[] = [];
  const temp = () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), "memory-git-discovery-")));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const env = {};

  it("says yes inside a repository, at its root and below", () => {
    const root = temp();
    spawnSync("git", ["init", "-q", root]);
    const deep = join(root, ".claude", "memory");
    mkdirSync(deep, { recursive: true });
    for (const dir of [root, deep]) {
      expect(mayBeInRepository(dir, env)).toBe(true);
      expect(gitFinds(dir)).toBe(true);
    }
    expect(workTreeRoot(deep)).toBe(root);
  });

  it("says no where git finds none: no .git, or a .git directory that is no repository", () => {
    const plain = temp();
    const marked = temp();
    mkdirSync(join(marked, ".git"));
    const deep = join(marked, "a", "b");
    mkdirSync(deep, { recursive: true });
    for (const dir of [plain, marked, deep]) {
      expect(gitFinds(dir)).toBe(false);
      expect(mayBeInRepository(dir, env)).toBe(false);
      expect(workTreeRoot(dir)).toBeUndefined();
    }
  });

  it("says yes for a .git file (a linked worktree, a submodule) and when GIT_DIR is set", () => {
    const dir = temp();
    writeFileSync(join(dir, ".git"), "gitdir: /nowhere\n");
    expect(mayBeInRepository(dir, env)).toBe(true);
    expect(mayBeInRepository(temp(), { GIT_DIR: "/somewhere/.git" })).toBe(true);
  });
});
