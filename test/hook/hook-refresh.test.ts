// The hooks' own refresh: a memory edited in place is shown as it now is, a
// refresh killed or never started is noticed at once, and a hook whose working
// directory was deleted still exits 0 and leaves no marker behind.

import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hashOf } from "../../src/core/hash/shards.js";
import { hookStateDir } from "../../src/store/hook-state.js";
import { HOOK, makeSandbox, runCli, runHook, type HookRun, type Sandbox } from "../helpers.js";

const read = (box: Sandbox, file: string, session: string, cwd = box.repo) => ({
  session_id: session,
  cwd,
  hook_event_name: "PostToolUse",
  tool_name: "Read",
  tool_input: { file_path: join(box.repo, file) },
});
const prompt = (box: Sandbox, text: string, session: string) => ({
  session_id: session,
  cwd: box.repo,
  hook_event_name: "UserPromptSubmit",
  prompt: text,
});

function injected(run: HookRun): string {
  expect(run.code).toBe(0);
  return run.stdout.trim()
    ? (JSON.parse(run.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput
        .additionalContext
    : "";
}

async function writeGotcha(box: Sandbox, word: string): Promise<string> {
  const result = await runCli(box, [
    "write",
    `The ${word} client retries forever on a 503.`,
    "--type",
    "gotcha",
    "--tags",
    `net,${word}`,
    "--title",
    `${word} retry storm`,
    "--paths",
    `src/${word}/**`,
    "--json",
  ]);
  expect(result.code, result.stderr).toBe(0);
  return (JSON.parse(result.stdout) as { filePath: string }).filePath;
}

/** A memory file as a `git pull` brings it: the directory changes, no index is touched. */
function pulled(box: Sandbox, word: string): string {
  const slug = `pulled-${word}`;
  writeFileSync(
    join(box.projectStore, `${slug}.md`),
    `---\ntitle: ${word} pool exhaustion\ntype: gotcha\ntags: [db, ${word}]\npaths: ["src/${word}/**"]\n` +
      `created: 2026-01-10T10:00:00Z\nupdated: 2026-01-10T10:00:00Z\n---\nThe ${word} pool runs dry under load tests.\n`,
  );
  return slug;
}

function markerPath(box: Sandbox): string {
  const env = { ...box.env, CLAUDE_PLUGIN_DATA: join(box.dir, "plugin-data") };
  return join(hookStateDir(env, box.repo), `refresh-${hashOf(box.repo).toString(36)}.pid`);
}

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" });
  return Number(child.stdout.trim());
}

describe("hooks and a memory edited in place", () => {
  it("show the new text in the same call, after a Read and for a prompt", async () => {
    const box = makeSandbox();
    const file = await writeGotcha(box, "quaxle");
    expect(injected(await runHook(box, read(box, "src/quaxle/a.ts", "s1")))).toContain("retries forever");
    const directory = readdirSync(box.projectStore).join();
    // Truncated and rewritten as `>` or an editor saving in place does: same inode, directory untouched.
    writeFileSync(
      file,
      "---\ntitle: quaxle retry storm\ntype: gotcha\ntags: [net, quaxle]\npaths: ['src/quaxle/**']\n" +
        "created: 2026-01-10T10:00:00Z\nupdated: 2026-01-11T10:00:00Z\n---\nThe quaxle client now gives up after three tries.\n",
    );
    expect(readdirSync(box.projectStore).join()).toBe(directory);
    const after = injected(await runHook(box, read(box, "src/quaxle/b.ts", "s2")));
    expect(after).toContain("gives up after three tries");
    expect(after).not.toContain("retries forever");
    const recalled = injected(await runHook(box, prompt(box, "why does the quaxle client retry storm?", "s3")));
    expect(recalled).toContain("gives up after three tries");
  }, 60_000);
});

describe("the background refresh marker", () => {
  it("names a pid: one whose refresh died is replaced at once, and the pulled gotcha is shown in the same call", async () => {
    const box = makeSandbox();
    await writeGotcha(box, "seedy");
    expect((await runCli(box, ["refresh"])).code).toBe(0);
    const slug = pulled(box, "vexmo");
    const marker = markerPath(box);
    mkdirSync(join(marker, ".."), { recursive: true });
    writeFileSync(marker, String(deadPid()));
    const run = await runHook(box, read(box, "src/vexmo/pool.ts", "s1"));
    expect(injected(run)).toContain(slug);
    expect(existsSync(marker)).toBe(false);
    // A refresh killed before it wrote anything (an empty marker long past its start) counts as dead too.
    const second = pulled(box, "grintle");
    writeFileSync(marker, "");
    const old = new Date(Date.now() - 10_000);
    spawnSync("touch", ["-d", old.toISOString(), marker]);
    expect(injected(await runHook(box, read(box, "src/grintle/x.ts", "s2")))).toContain(second);
  }, 60_000);

  it("SessionStart does not say the indexes are being rebuilt when the refresh it found is dead", async () => {
    const box = makeSandbox();
    await writeGotcha(box, "seedy");
    expect((await runCli(box, ["refresh"])).code).toBe(0);
    pulled(box, "vexmo");
    const marker = markerPath(box);
    mkdirSync(join(marker, ".."), { recursive: true });
    writeFileSync(marker, String(deadPid()));
    const run = await runHook(box, {
      session_id: "s1",
      cwd: box.repo,
      hook_event_name: "SessionStart",
      source: "startup",
    });
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain("being rebuilt");
    expect(existsSync(marker)).toBe(false);
  }, 60_000);
});

describe("a hook whose working directory was deleted", () => {
  it("exits 0, still shows its gotchas, and leaves no refresh marker behind (the input's cwd gone)", async () => {
    const box = makeSandbox();
    await writeGotcha(box, "seedy");
    const slug = pulled(box, "zindle");
    const gone = join(box.repo, "build", "tmp");
    mkdirSync(gone, { recursive: true });
    rmdirSync(gone);
    // Claude Code runs the hook from its own directory; the session's, in the input, was deleted.
    const run = await runHook(box, read(box, "src/zindle/x.ts", "s1", gone));
    expect(run.stderr).toBe("");
    expect(injected(run)).toContain(slug);
    await markerGone(box);
  }, 60_000);

  it("exits 0 and leaves no marker when the hook's own directory is gone too", async () => {
    const box = makeSandbox();
    await writeGotcha(box, "seedy");
    const slug = pulled(box, "zindle");
    const gone = join(box.repo, "build", "tmp");
    mkdirSync(gone, { recursive: true });
    // The shell enters the directory, deletes it, then runs the hook there.
    const run = await new Promise<HookRun>((resolve) => {
      const child = spawn("sh", ["-c", `cd "${gone}" && rmdir "${gone}" && exec "${process.execPath}" "${HOOK}"`], {
        env: { ...box.env, CLAUDE_PLUGIN_DATA: join(box.dir, "plugin-data"), CLAUDE_PROJECT_DIR: box.repo },
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk) => (stdout += chunk));
      child.stderr.on("data", (chunk) => (stderr += chunk));
      child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr, ms: 0 }));
      child.stdin.end(JSON.stringify(read(box, "src/zindle/x.ts", "s1", gone)));
    });
    expect(run.stderr).toBe("");
    expect(existsSync(gone)).toBe(false);
    expect(injected(run)).toContain(slug);
    await markerGone(box);
  }, 60_000);
});

async function markerGone(box: Sandbox): Promise<void> {
  // The refresh started for the project finishes on its own and removes its marker.
  const deadline = Date.now() + 10_000;
  while (existsSync(markerPath(box)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(existsSync(markerPath(box))).toBe(false);
}
