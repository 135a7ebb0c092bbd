// The merge driver as a clone holds it: registered by any memory command where
// .gitattributes names it, surviving the CLI it names going away (a plugin
// update, an uninstall), and taken away by `git-setup --remove`.

import { cpSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLI, json, makeSandbox, runCli, runHook, type Sandbox } from "../helpers.js";
import { commitAll, git, initRepo } from "./git.js";

const SLUG = "gotcha-refresh-race";
const FILE = `.claude/memory/${SLUG}.md`;

/** A copy of the built CLI at `<sandbox>/plugins/<version>/dist/cli.cjs`, as a plugin cache holds it. */
function installPlugin(box: Sandbox, version: string): string {
  const dist = join(box.dir, "plugins", version, "dist");
  cpSync(join(CLI, ".."), dist, { recursive: true });
  return join(dist, "cli.cjs");
}

async function writeMemory(box: Sandbox, request: Record<string, unknown>, cli?: string, cwd?: string) {
  const result = await runCli(box, ["write", "--json"], {
    input: JSON.stringify({ type: "gotcha", ...request }),
    ...(cli ? { cli } : {}),
    ...(cwd ? { cwd } : {}),
  });
  expect(result.code, result.stderr).toBe(0);
  return result;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A memory on main, then a tag added on branch `a` and the text changed on
 * branch `b`, a second apart (so `updated` differs too): edits plain git
 * merges only with a conflict on `updated`.
 */
async function concurrentEdits(box: Sandbox, cli: string, cwd = box.repo): Promise<void> {
  await writeMemory(
    box,
    { title: "Refresh race", content: "Two refreshes race.\n\nUse a mutex.", tags: ["auth"] },
    cli,
    cwd,
  );
  commitAll(cwd, "seed");
  git(cwd, ["checkout", "-q", "-b", "a"]);
  await sleep(1100);
  await writeMemory(
    box,
    { slug: SLUG, content: "Two refreshes race.\n\nUse a mutex.", tags: ["auth", "mutex"] },
    cli,
    cwd,
  );
  commitAll(cwd, "a: tag");
  git(cwd, ["checkout", "-q", "-b", "b", "HEAD~1"]);
  await sleep(1100);
  await writeMemory(
    box,
    { slug: SLUG, content: "Two refreshes race.\n\nUse a mutex, held per user.", tags: ["auth"] },
    cli,
    cwd,
  );
  commitAll(cwd, "b: text");
}

/** A clone of a repository holding one memory and the .gitattributes naming the driver, with no driver set up. */
async function freshClone(): Promise<Sandbox> {
  const box = makeSandbox({ repo: false });
  const origin = join(box.dir, "origin");
  initRepo(origin);
  await writeMemory(box, { title: "Deploy", content: "Needs the VPN.", tags: ["deploy"] }, CLI, origin);
  commitAll(origin, "memories");
  rmSync(box.repo, { recursive: true, force: true });
  git(box.dir, ["clone", "-q", origin, box.repo]);
  git(box.repo, ["config", "user.name", "Test"]);
  git(box.repo, ["config", "user.email", "test@example.com"]);
  expect(git(box.repo, ["config", "--get", "merge.memory.driver"], { allowFail: true }).code).toBe(1);
  return box;
}

describe("the merge driver in a clone", () => {
  it("loses no edit when the CLI it names is gone: git's own text merge, markers and all", async () => {
    const box = makeSandbox({ repo: false });
    initRepo(box.repo);
    const plugin = installPlugin(box, "1.0.0");
    expect((await runCli(box, ["git-setup"], { cli: plugin })).code).toBe(0);
    await concurrentEdits(box, plugin);
    expect(git(box.repo, ["config", "merge.memory.driver"]).stdout).toContain(plugin);
    // The plugin is updated to a new cache directory (or uninstalled), and no `memory` is on PATH.
    rmSync(join(box.dir, "plugins", "1.0.0"), { recursive: true, force: true });
    const merge = git(box.repo, ["merge", "--no-edit", "a"], { allowFail: true, env: { PATH: process.env.PATH } });
    const text = readFileSync(join(box.repo, FILE), "utf8");
    expect(text).toContain("  - mutex\n"); // their edit
    expect(text).toContain("Use a mutex, held per user."); // ours
    if (merge.code === 0) expect(text).not.toContain("<<<<<<<");
    else expect(text).toMatch(/<<<<<<< ours\n[\s\S]*=======\n[\s\S]*>>>>>>> theirs\n/);
    expect(merge.stderr).toContain("memory merge driver: the memory CLI did not run");
  });

  it("follows a plugin update: the next memory command names the new CLI, and the merge is clean again", async () => {
    const box = makeSandbox({ repo: false });
    initRepo(box.repo);
    const old = installPlugin(box, "1.0.0");
    await concurrentEdits(box, old);
    rmSync(join(box.dir, "plugins", "1.0.0"), { recursive: true, force: true });
    const current = installPlugin(box, "1.1.0");
    const list = await runCli(box, ["list"], { cli: current });
    expect(list.code, list.stderr).toBe(0);
    expect(list.stderr).not.toContain("Set up the memory merge driver"); // a change of path is no news
    const driver = git(box.repo, ["config", "merge.memory.driver"]).stdout;
    expect(driver).toContain(current);
    expect(driver).not.toContain(old);
    const merge = git(box.repo, ["merge", "--no-edit", "a"], { allowFail: true });
    expect(merge.code, merge.stdout + merge.stderr).toBe(0);
    const text = readFileSync(join(box.repo, FILE), "utf8");
    expect(text).toContain("  - mutex\n");
    expect(text).toContain("Use a mutex, held per user.");
  });

  it("is registered in a fresh clone by the first memory command, which says so once", async () => {
    const box = await freshClone();
    const first = await runCli(box, ["list"]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toContain("Set up the memory merge driver");
    expect(git(box.repo, ["config", "merge.memory.driver"]).stdout).toContain(CLI);
    const second = await runCli(box, ["search", "vpn"]);
    expect(second.stderr).not.toContain("merge driver");
    expect(git(box.repo, ["status", "--porcelain"]).stdout).toBe(""); // .git/config only, never the tree
    // Two teammates' edits of one memory, a second apart, now merge by meaning in this clone.
    await concurrentEdits(box, CLI);
    const merge = git(box.repo, ["merge", "--no-edit", "a"], { allowFail: true });
    expect(merge.code, merge.stdout + merge.stderr).toBe(0);
    expect(readFileSync(join(box.repo, FILE), "utf8")).toContain("  - mutex\n");
  });

  it("registered by the hook's background refresh, it is said once where the user sees it: the session's start", async () => {
    const box = await freshClone();
    const start = await runHook(box, {
      session_id: "s1",
      cwd: box.repo,
      hook_event_name: "SessionStart",
      source: "startup",
    });
    expect(start.code, start.stderr).toBe(0);
    expect(git(box.repo, ["config", "merge.memory.driver"]).stdout).toContain("merge-file");
    // Claude Code shows a hook's systemMessage to the user; the brief (for the model) is unchanged.
    const output = JSON.parse(start.stdout);
    expect(output.systemMessage).toContain(`Set up the memory merge driver in ${box.repo}`);
    expect(output.hookSpecificOutput.additionalContext).not.toContain("merge driver");
    const next = await runCli(box, ["list"]);
    expect(next.stderr).not.toContain("merge driver");
    const again = await runHook(box, {
      session_id: "s2",
      cwd: box.repo,
      hook_event_name: "SessionStart",
      source: "startup",
    });
    expect(again.stdout).not.toContain("merge driver");
  });

  it("a background refresh no one watches holds the notice; the next command says it, once", async () => {
    const box = await freshClone();
    const unseen = await runCli(box, ["refresh", "--marker", join(box.dir, "refresh.pid")]);
    expect(unseen.code, unseen.stderr).toBe(0);
    expect(unseen.stdout + unseen.stderr).not.toContain("merge driver");
    expect(git(box.repo, ["config", "merge.memory.driver"]).stdout).toContain(CLI);
    const first = await runCli(box, ["search", "vpn"]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr.match(/Set up the memory merge driver/g)).toHaveLength(1);
    expect((await runCli(box, ["list"])).stderr).not.toContain("merge driver");
    expect(git(box.repo, ["status", "--porcelain"]).stdout).toBe(""); // the notice lived in .index/, never the tree
  });

  it("git-setup --remove takes it away for good; git-setup brings it back", async () => {
    const box = makeSandbox({ repo: false });
    initRepo(box.repo);
    await writeMemory(box, { title: "Deploy", content: "Needs the VPN.", tags: ["deploy"] });
    expect(git(box.repo, ["config", "merge.memory.driver"]).stdout).toContain("merge-file");
    const removed = await runCli(box, ["git-setup", "--remove"]);
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stdout).toContain("Removed the memory merge driver");
    expect(git(box.repo, ["config", "--get-regexp", "^merge\\.memory\\."], { allowFail: true }).stdout).toBe("");
    await runCli(box, ["list"]);
    await writeMemory(box, { title: "Other", content: "Text.", tags: ["x"] });
    expect(git(box.repo, ["config", "--get", "merge.memory.driver"], { allowFail: true }).code).toBe(1);
    const health = json<{ issues: Array<{ kind?: string; description: string }> }>(
      await runCli(box, ["health", "--json"]),
    );
    expect(health.issues.find((issue) => issue.kind === "git-setup")?.description).toContain("turned off");
    expect((await runCli(box, ["git-setup"])).code).toBe(0);
    expect(git(box.repo, ["config", "merge.memory.driver"]).stdout).toContain("merge-file");
  });
});
