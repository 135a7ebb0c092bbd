// Derived state under concurrency: `memory refresh` loops, `memory write` loops
// and files arriving from outside, all at once for a bounded time and count;
// then every memory written must be found through the real hooks (a Read of a
// file it is about, a prompt naming it), `memory gotchas` and `memory search`,
// and `memory health` must find nothing wrong with the indexes.

import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLI, json, makeSandbox, runCli, runHook, type Sandbox } from "../helpers.js";

const RUN_MS = 12_000;
const WRITES_PER_WRITER = 40;
const OUTSIDE_FILES = 40;
const REFRESHES_PER_LOOP = 80;

/** A word no other memory has: letters only, so stemming and tokenising keep it whole. */
function word(prefix: string, n: number): string {
  let letters = "";
  do {
    letters += String.fromCharCode(97 + (n % 26));
    n = Math.floor(n / 26);
  } while (n > 0);
  return `${prefix}${letters}`;
}

interface Written {
  slug: string;
  word: string;
  path: string;
}

async function writer(box: Sandbox, id: number, until: number): Promise<Written[]> {
  const written: Written[] = [];
  for (let i = 0; i < WRITES_PER_WRITER && Date.now() < until; i++) {
    const unique = word(`zorp${"bcd"[id]}`, i);
    const dir = `src/${unique}`;
    const result = await runCli(box, [
      "write",
      `Calling the ${unique} service twice corrupts its cache.`,
      "--type",
      "gotcha",
      "--tags",
      `stress,${unique}`,
      "--title",
      `Quirk of ${unique} blorfing`,
      "--paths",
      `${dir}/**`,
      "--json",
    ]);
    expect(result.code, result.stderr).toBe(0);
    written.push({ slug: json(result).slug, word: unique, path: `${dir}/main.ts` });
  }
  return written;
}

async function refresher(box: Sandbox, until: number): Promise<void> {
  for (let i = 0; i < REFRESHES_PER_LOOP && Date.now() < until; i++) {
    const result = await runCli(box, ["refresh", "--json"]);
    expect(result.code, result.stderr).toBe(0);
  }
}

/** Memory files as a `git pull` brings them: written straight into the store, no index touched. */
async function outside(box: Sandbox, until: number): Promise<Written[]> {
  const written: Written[] = [];
  mkdirSync(box.projectStore, { recursive: true });
  for (let i = 0; i < OUTSIDE_FILES && Date.now() < until; i++) {
    const unique = word("zorpx", i);
    const slug = `pulled-${unique}`;
    writeFileSync(
      join(box.projectStore, `${slug}.md`),
      `---\ntitle: Quirk of ${unique} blorfing\ntype: gotcha\ntags: [stress, ${unique}]\npaths: ["src/${unique}/**"]\n` +
        `created: 2026-01-10T10:00:00Z\nupdated: 2026-01-10T10:00:00Z\n---\nCalling the ${unique} service twice corrupts its cache.\n`,
    );
    written.push({ slug, word: unique, path: `src/${unique}/main.ts` });
    await new Promise((resolve) => setTimeout(resolve, RUN_MS / OUTSIDE_FILES));
  }
  return written;
}

function injected(run: { code: number; stdout: string }): string {
  expect(run.code).toBe(0);
  if (!run.stdout.trim()) return "";
  return (JSON.parse(run.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput
    .additionalContext;
}

describe("refreshes, writes and outside changes at once", () => {
  it("lose no memory from the hooks, `memory gotchas` or search, and leave indexes health agrees with", async () => {
    const box = makeSandbox();
    // The scope exists with its indexes before the race starts, as in a session.
    expect((await runCli(box, ["write", "Seed.", "--type", "learning", "--tags", "seed"])).code).toBe(0);
    const until = Date.now() + RUN_MS;
    const [a, b, pulled] = await Promise.all([
      writer(box, 0, until),
      writer(box, 1, until),
      outside(box, until),
      refresher(box, until),
      refresher(box, until),
      refresher(box, until),
    ]);
    const all = [...a, ...b, ...pulled];
    expect(a.length + b.length).toBeGreaterThan(4);

    const missing: string[] = [];
    // Every memory, one hook call of each kind, in a session of its own (a session is shown a gotcha once).
    for (const [n, memory] of all.entries()) {
      const read = injected(
        await runHook(box, {
          session_id: `read-${n}`,
          cwd: box.repo,
          hook_event_name: "PostToolUse",
          tool_name: "Read",
          tool_input: { file_path: join(box.repo, memory.path) },
        }),
      );
      if (!read.includes(memory.slug)) missing.push(`Read hook: ${memory.slug}`);
      const recalled = injected(
        await runHook(box, {
          session_id: `prompt-${n}`,
          cwd: box.repo,
          hook_event_name: "UserPromptSubmit",
          prompt: `why does ${memory.word} keep blorfing?`,
        }),
      );
      if (!recalled.includes(memory.slug)) missing.push(`prompt hook: ${memory.slug}`);
    }
    const gotchas = json<{ gotchas: Array<{ slug: string }> }>(await runCli(box, ["gotchas", "--json"]));
    const listed = new Set(gotchas.gotchas.map((gotcha) => gotcha.slug));
    for (const memory of all) if (!listed.has(memory.slug)) missing.push(`memory gotchas: ${memory.slug}`);
    const found = json<{ results: Array<{ memory: { slug: string } }> }>(
      await runCli(box, ["search", "blorfing", "--limit", "500", "--json"]),
    );
    const hits = new Set(found.results.map((hit) => hit.memory.slug));
    for (const memory of all) if (!hits.has(memory.slug)) missing.push(`search: ${memory.slug}`);
    expect(missing).toEqual([]);

    const health = json<{ issues: Array<{ category: string; severity: string }> }>(
      await runCli(box, ["health", "--json"]),
    );
    expect(health.issues.filter((issue) => issue.category === "index")).toEqual([]);
  }, 240_000);
});

describe("a refresh killed (kill -9) while it holds the derived-state lock", () => {
  it("leaves a lock the next command breaks at once, and that command brings the indexes up to date", async () => {
    const box = makeSandbox();
    expect((await runCli(box, ["write", "Seed.", "--type", "learning", "--tags", "seed"])).code).toBe(0);
    // Killed at a random moment of its run, several times; then a lock whose owner is dead, as a kill inside it leaves.
    for (const delay of [5, 40, 90, 150]) {
      const child = spawn(process.execPath, [CLI, "refresh"], { cwd: box.repo, env: box.env, stdio: "ignore" });
      // Listened for from the start: a refresh that ends before the kill must not leave the wait below hanging.
      const closed = new Promise((resolve) => child.on("close", resolve));
      await new Promise((resolve) => setTimeout(resolve, delay));
      child.kill("SIGKILL");
      await closed;
    }
    const dead = Number(spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" }).stdout);
    const lock = join(box.projectStore, ".index", "derived.lock");
    writeFileSync(
      lock,
      JSON.stringify({ pid: dead, host: hostname(), token: "killed", acquired: new Date().toISOString() }),
    );
    mkdirSync(join(box.projectStore), { recursive: true });
    writeFileSync(
      join(box.projectStore, "pulled-after-kill.md"),
      "---\ntitle: Frobozz pulled after kill\ntype: gotcha\ntags: [frobozz]\npaths: ['src/frobozz/**']\n" +
        "created: 2026-01-10T10:00:00Z\nupdated: 2026-01-10T10:00:00Z\n---\nThe frobozz build needs a clean tree.\n",
    );
    const started = Date.now();
    const refreshed = await runCli(box, ["refresh", "--json"]);
    expect(refreshed.code, refreshed.stderr).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(existsSync(lock)).toBe(false);
    const run = await runHook(box, {
      session_id: "s1",
      cwd: box.repo,
      hook_event_name: "PostToolUse",
      tool_name: "Read",
      tool_input: { file_path: join(box.repo, "src/frobozz/make.ts") },
    });
    expect(injected(run)).toContain("pulled-after-kill");
  }, 60_000);
});
