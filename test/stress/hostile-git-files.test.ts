// A named pipe where git reads a file of the repository (`.gitignore`, `.git/config`): git opens it and waits for a
// writer, for ever, and so did every command of ours that asked git something there (`health`, `git-setup`, `sync`).
// Now each git call is stopped at a deadline of its own, reported with what to check, and the command goes on or
// ends with GIT_TIMEOUT. Real git, the built CLI, every run killed past the test's deadline.

import { execFileSync, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GitTimeoutError } from "../../src/core/errors.js";
import { git } from "../../src/store/git.js";
import { json, makeSandbox, type Sandbox } from "../helpers.js";
import { DEADLINE_MS, within } from "./within-deadline.js";

async function repositoryWithMemory(): Promise<Sandbox> {
  const box = makeSandbox();
  rmSync(join(box.repo, ".git"), { recursive: true });
  expect(spawnSync("git", ["init", "-q", box.repo]).status).toBe(0);
  const write = await within(box, ["write", "Release tags are signed", "--type", "decision", "--tags", "release"], {
    input: "Sign every release tag with the team key.",
  });
  expect(write.code, write.stderr).toBe(0);
  return box;
}

describe("a named pipe where git reads a file", () => {
  it("stops a git call at its deadline with GIT_TIMEOUT instead of waiting for ever", () => {
    const box = makeSandbox();
    rmSync(join(box.repo, ".git"), { recursive: true });
    spawnSync("git", ["init", "-q", box.repo]);
    execFileSync("mkfifo", [join(box.repo, ".gitignore")]);
    const started = Date.now();
    expect(() => git(box.repo, ["check-ignore", "-q", "a"], { timeoutMs: 400 })).toThrow(GitTimeoutError);
    expect(Date.now() - started).toBeLessThan(3_000);
    // A git that answers is untouched by the deadline.
    expect(git(box.repo, ["rev-parse", "--is-inside-work-tree"], { timeoutMs: 400 }).stdout.trim()).toBe("true");
  });

  it("`.gitignore`: health reports it and ends; git-setup ends with GIT_TIMEOUT saying what to check", async () => {
    const box = await repositoryWithMemory();
    execFileSync("mkfifo", [join(box.repo, ".gitignore")]);

    const health = await within(box, ["health", "--json"]);
    expect(health.killed, `health killed after ${health.ms} ms`).toBe(false);
    expect(health.ms).toBeLessThan(DEADLINE_MS);
    const issues = json<{ issues: { kind?: string; description: string }[] }>(health).issues;
    expect(issues.find((issue) => issue.kind === "git-setup")?.description).toMatch(
      /did not finish within .*named pipe/,
    );

    const setup = await within(box, ["git-setup", "--json"]);
    expect(setup.killed, `git-setup killed after ${setup.ms} ms`).toBe(false);
    expect(setup.code).toBe(4);
    expect(setup.stdout + setup.stderr).toMatch(/GIT_TIMEOUT/);
    expect(setup.stdout + setup.stderr).toMatch(/\.gitignore/);
  });

  it("`.git/config`: a write still lands, and lists and reads do not wait", async () => {
    const box = await repositoryWithMemory();
    rmSync(join(box.repo, ".git", "config"));
    execFileSync("mkfifo", [join(box.repo, ".git", "config")]);
    const write = await within(box, ["write", "Changelog per package", "--type", "decision", "--tags", "release"], {
      input: "Each package keeps its own CHANGELOG.md.",
    });
    expect(write.killed, `write killed after ${write.ms} ms`).toBe(false);
    expect(write.code, write.stderr).toBe(0);
    const list = await within(box, ["list", "--json"]);
    expect(list.killed).toBe(false);
    expect(list.stdout).toContain("decision-changelog-per-package");
  });
});
