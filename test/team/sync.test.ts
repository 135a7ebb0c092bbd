// `memory sync` of a person's global memories between two machines (two
// HOMEs) through a bare repository on disk, with the real CLI and real git.

import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { json, makeSandbox, runCli, type Sandbox } from "../helpers.js";
import { git, initRepo } from "./git.js";

interface Machine {
  box: Sandbox;
  store: string;
}

function machines(): { remote: string; a: Machine; b: Machine } {
  const a = makeSandbox({ repo: false });
  const b = makeSandbox({ repo: false });
  const remote = join(a.dir, "remote.git");
  git(a.dir, ["init", "-q", "--bare", "-b", "main", remote]);
  initRepo(a.globalStore);
  git(a.globalStore, ["remote", "add", "origin", remote]);
  return { remote, a: { box: a, store: a.globalStore }, b: { box: b, store: b.globalStore } };
}

const cli = (machine: Machine, args: string[], input?: string) =>
  runCli(machine.box, args, input === undefined ? {} : { input });

async function write(machine: Machine, request: Record<string, unknown>): Promise<string> {
  const result = await cli(machine, ["write", "--json"], JSON.stringify({ type: "gotcha", tags: ["x"], ...request }));
  expect(result.code, result.stderr).toBe(0);
  return json<{ slug: string }>(result).slug;
}

async function sync(machine: Machine, expected = 0) {
  const result = await cli(machine, ["sync", "--json"]);
  expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(expected);
  return json<{
    success: boolean;
    scopes: Array<{
      committed: boolean;
      merged: boolean;
      pushed: boolean;
      resolved: string[];
      needsHuman: Array<{ slug?: string; fix: string }>;
      message: string;
    }>;
  }>(result).scopes[0]!;
}

const memories = (machine: Machine) =>
  Object.fromEntries(
    readdirSync(machine.store)
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => [name, readFileSync(join(machine.store, name), "utf8")]),
  );

describe("memory sync across two machines", () => {
  it("carries memories both ways, merges by meaning, keeps same-title saves, and stops for a real conflict", async () => {
    const { remote, a, b } = machines();
    const refresh = await write(a, { title: "Refresh race", content: "Two refreshes race.", tags: ["auth"] });
    await write(a, { title: "VPN for deploys", content: "Deploys need the VPN.", tags: ["deploy"] });
    expect(await sync(a)).toMatchObject({ committed: true, pushed: true });

    // The second machine starts from a clone of the remote.
    git(b.box.dir, ["clone", "-q", remote, b.store]);
    expect(await sync(b)).toMatchObject({ committed: false, pushed: false });
    expect(memories(b)).toEqual(memories(a));
    expect(readdirSync(b.store)).not.toContain(".index-committed");
    expect(git(b.store, ["ls-files"]).stdout).not.toContain(".index/");

    // Different fields of one memory, and a new memory with the same title on each machine.
    await write(a, { slug: refresh, title: "Refresh race", content: "Two refreshes race.", tags: ["auth", "mutex"] });
    await write(a, { title: "Flaky test", content: "Seen on machine A." });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await write(b, {
      slug: refresh,
      title: "Refresh race",
      content: "Two refreshes race.",
      tags: ["auth", "tokens"],
      fields: { severity: "S1" },
    });
    await write(b, { title: "Flaky test", content: "Seen on machine B." });
    expect(await sync(a)).toMatchObject({ committed: true, pushed: true });
    const merged = await sync(b);
    expect(merged).toMatchObject({ committed: true, merged: true, pushed: true, needsHuman: [] });
    expect(merged.resolved.join(" ")).toContain("gotcha-flaky-test: two memories added under one name");
    expect(await sync(a)).toMatchObject({ merged: true, pushed: false });
    expect(memories(a)).toEqual(memories(b));
    const refreshText = readFileSync(join(a.store, `${refresh}.md`), "utf8");
    expect(refreshText).toContain("  - auth\n  - tokens\n  - mutex\n");
    expect(refreshText).toContain("severity: S1");
    expect(Object.keys(memories(a))).toEqual(
      expect.arrayContaining(["gotcha-flaky-test.md", "gotcha-flaky-test-2.md"]),
    );
    expect(
      `${readFileSync(join(a.store, "gotcha-flaky-test.md"), "utf8")}${readFileSync(join(a.store, "gotcha-flaky-test-2.md"), "utf8")}`,
    ).toMatch(/machine A[\s\S]*machine B|machine B[\s\S]*machine A/);

    // The same field changed differently: sync stops, says what to run, and finishes after `memory resolve`.
    await write(a, {
      slug: refresh,
      title: "Refresh race",
      content: "Two refreshes race.",
      tags: ["auth", "tokens", "mutex"],
      fields: { severity: "S2" },
    });
    await write(b, {
      slug: refresh,
      title: "Refresh race",
      content: "Two refreshes race.",
      tags: ["auth", "tokens", "mutex"],
      fields: { severity: "S3" },
    });
    await sync(a);
    const stopped = await sync(b, 1);
    expect(stopped.needsHuman).toEqual([
      { file: `${refresh}.md`, slug: refresh, fix: `memory resolve ${refresh} --ours|--theirs|--both` },
    ]);
    expect(stopped.pushed).toBe(false);
    const health = json<{ issues: Array<{ category: string; memory?: string }> }>(await cli(b, ["health", "--json"]));
    expect(health.issues).toContainEqual(
      expect.objectContaining({ category: "frontmatter", kind: "merge-conflict", memory: refresh }),
    );
    expect((await cli(b, ["resolve", refresh, "--ours"])).code).toBe(0);
    expect(await sync(b)).toMatchObject({ merged: true, pushed: true, needsHuman: [] });
    await sync(a);
    expect(memories(a)).toEqual(memories(b));
    expect(readFileSync(join(a.store, `${refresh}.md`), "utf8")).toContain("severity: S3");

    // Edited on one machine, deleted on the other: the edited memory is kept.
    await cli(a, ["delete", "gotcha-vpn-deploys", "--force"]);
    await write(b, {
      slug: "gotcha-vpn-deploys",
      title: "VPN for deploys",
      content: "Deploys need the VPN, and a token.",
      tags: ["deploy"],
    });
    await sync(a);
    const kept = await sync(b);
    expect(kept.resolved.join(" ")).toContain("gotcha-vpn-deploys: kept");
    await sync(a);
    expect(existsSync(join(a.store, "gotcha-vpn-deploys.md"))).toBe(true);
    expect(memories(a)).toEqual(memories(b));
    const events = readFileSync(join(a.store, "log", "events.jsonl"), "utf8");
    expect(events).toContain('"kind":"sync.conflict.resolved"');
  }, 120_000);

  it("joins two machines that each started a store against the same empty remote (unrelated histories)", async () => {
    const { remote, a, b } = machines();
    initRepo(b.store);
    git(b.store, ["remote", "add", "origin", remote]);
    await write(a, { title: "Refresh race", content: "Two refreshes race.", tags: ["auth"] });
    await write(a, { title: "Same title", content: "Written on machine A." });
    await write(b, { title: "VPN for deploys", content: "Deploys need the VPN.", tags: ["deploy"] });
    await write(b, { title: "Same title", content: "Written on machine B." });
    expect(await sync(a)).toMatchObject({ committed: true, pushed: true });
    const joined = await sync(b);
    expect(joined).toMatchObject({ committed: true, merged: true, pushed: true });
    expect(await sync(a)).toMatchObject({ merged: true });
    expect(memories(a)).toEqual(memories(b));
    const texts = Object.values(memories(a)).join("\n");
    for (const text of [
      "Two refreshes race.",
      "Deploys need the VPN.",
      "Written on machine A.",
      "Written on machine B.",
    ])
      expect(texts).toContain(text);
    expect(git(a.store, ["status", "--porcelain"]).stdout).toBe("");
  }, 120_000);

  it("explains what to do for a scope that is not its own repository", async () => {
    const box = makeSandbox();
    mkdirSync(box.globalStore, { recursive: true });
    const none = await runCli(box, ["sync"]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("git -C ~/.claude/memory init");
    initRepo(box.repo);
    const project = await runCli(box, ["sync", "--scope", "project"]);
    expect(project.code).toBe(2);
    expect(project.stderr).toMatch(/Cannot sync the project scope .*(part of the repository|not a git repository)/);
  });
});
