// Things by a memory file's name that are not memory files a command can read:
// a named pipe (opening it waited for a writer, forever), a directory, and a
// file of gigabytes (read whole, it took every command's memory, then crashed
// it). Each is reported and left as it is; every entry point answers in time.

import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commitMemoryFile, json, makeSandbox, runHook, type Sandbox } from "../helpers.js";
import { startServer } from "../mcp/mcp-client.js";
import { AS_ROOT, canDropRoot, DEADLINE_MS, NOBODY, within } from "./within-deadline.js";

/** The built CLI, killed past the deadline (a hang is a result, not a stuck test); with `unprivileged`, never as root. */
const cliWithin = (box: Sandbox, args: string[], options: { unprivileged?: boolean } = {}) =>
  within(box, args, options);

/** The built hook fed one event, killed past the deadline like the CLI above. */
const hookWithin = (box: Sandbox, input: unknown) => within(box, [], { hook: true, input: JSON.stringify(input) });

/** The hook event of Claude reading src/a.ts, the file the store's gotcha is about. */
function readOfSource(box: Sandbox) {
  return {
    hook_event_name: "PostToolUse",
    session_id: "s1",
    cwd: box.repo,
    tool_name: "Read",
    tool_input: { file_path: join(box.repo, "src", "a.ts") },
    tool_response: {},
  };
}

function hostileStore(): Sandbox {
  const box = makeSandbox();
  commitMemoryFile(
    box,
    "gotcha-run-migrations",
    'title: Run the migrations before the tests\ntype: gotcha\ntags: [db]\npaths: ["src/**"]',
    "Run the migrations before the tests.",
  );
  expect(spawnSync("mkfifo", [join(box.projectStore, "pipe.md")]).status).toBe(0);
  mkdirSync(join(box.projectStore, "folder.md"));
  // Sparse: three gigabytes on paper, nothing on disk.
  writeFileSync(join(box.projectStore, "huge.md"), "---\ntitle: Huge\n---\n");
  truncateSync(join(box.projectStore, "huge.md"), 3 * 1024 ** 3);
  mkdirSync(join(box.repo, "src"), { recursive: true });
  writeFileSync(join(box.repo, "src", "a.ts"), "export {};\n");
  return box;
}

const NOT_READ = ["pipe", "folder", "huge"];

describe("a named pipe, a directory and a 3 GB file by memory names", () => {
  it("the CLI reports each, reads none, replaces none, and answers in time", async () => {
    const box = hostileStore();

    const list = await cliWithin(box, ["list", "--json"]);
    expect(list.code, list.stderr).toBe(0);
    expect(json(list).memories.map((m: { slug: string }) => m.slug)).toEqual(["gotcha-run-migrations"]);
    expect(list.stderr).toMatch(/pipe\.md: not a regular file \(a named pipe/);
    expect(list.stderr).toMatch(/folder\.md: a directory/);
    expect(list.stderr).toMatch(/huge\.md: 3072 MB, past the 32 MB a memory file is read up to/);

    const search = await cliWithin(box, ["search", "migrations", "--json"]);
    expect(search.code, search.stderr).toBe(0);
    expect(json(search).results[0].memory.slug).toBe("gotcha-run-migrations");

    const validate = await cliWithin(box, ["validate", "--json"]);
    expect(validate.code).toBe(1);
    const flagged = json(validate).violations.map((v: { file: string }) => v.file);
    for (const slug of NOT_READ) expect(flagged).toContain(`.claude/memory/${slug}.md`);

    const health = await cliWithin(box, ["health", "--json"]);
    expect(health.code, health.stderr).toBe(0);
    const described = JSON.stringify(json(health).issues);
    for (const slug of NOT_READ) expect(described).toContain(`${slug}.md`);

    for (const slug of NOT_READ) {
      for (const args of [
        ["read", slug, "--json"],
        ["write", "Replacement text", "--slug", slug, "--type", "learning", "--tags", "a", "--json"],
        ["delete", slug, "--force", "--json"],
        ["link", slug, "gotcha-run-migrations", "--json"],
      ]) {
        const result = await cliWithin(box, args);
        expect(result.code, `${args.join(" ")}: ${result.stderr}`).toBe(1);
        expect(json(result).error.code).toBe("MALFORMED_MEMORY");
        expect(json(result).error.message).toContain(`${slug}.md`);
      }
    }
    for (const args of [["reindex"], ["gotchas", "src/a.ts"], ["repair"], ["export-events"]]) {
      const result = await cliWithin(box, args);
      expect(result.code, `${args.join(" ")}: ${result.stderr}`).toBe(0);
      expect(result.stderr).not.toMatch(/Unexpected error/);
    }
    expect(statSync(join(box.projectStore, "pipe.md")).isFIFO()).toBe(true);
    expect(statSync(join(box.projectStore, "folder.md")).isDirectory()).toBe(true);
    expect(statSync(join(box.projectStore, "huge.md")).size).toBe(3 * 1024 ** 3);
  }, 240_000);

  it("the hooks stay quiet about them and still show the gotcha; the MCP server answers with the error", async () => {
    const box = hostileStore();
    const start = await runHook(box, {
      hook_event_name: "SessionStart",
      session_id: "s1",
      cwd: box.repo,
      source: "startup",
      transcript_path: "/dev/null",
    });
    expect(start.code).toBe(0);
    expect(start.ms).toBeLessThan(DEADLINE_MS);
    const read = await runHook(box, readOfSource(box));
    expect(read.code).toBe(0);
    expect(read.stdout).toContain("Run the migrations before the tests");
    expect(read.stdout).not.toMatch(/pipe|folder|huge/);

    const server = await startServer(box);
    for (const slug of NOT_READ) {
      const answer = await server.call("read", { slug });
      expect(answer.isError, slug).toBe(true);
      expect(answer.text).toContain(`${slug}.md`);
    }
    expect((await server.call("search", { query: "migrations" })).text).toContain("gotcha-run-migrations");
  }, 120_000);

  it("a lock left empty by a power loss is broken at once; a named pipe in a lock's place is refused at once", async () => {
    const box = hostileStore();
    expect((await cliWithin(box, ["reindex"])).code).toBe(0);
    // An empty lock: what a power loss can leave of one (linked before its content reached the disk).
    writeFileSync(join(box.projectStore, ".index", "derived.lock"), "");
    writeFileSync(join(box.projectStore, ".index", "write.lock"), "");
    writeFileSync(join(box.projectStore, "by-hand.md"), "---\ntitle: By hand\ntype: learning\ntags: [a]\n---\nText.\n");
    const list = await cliWithin(box, ["list", "--json"]);
    expect(list.code, list.stderr).toBe(0);
    expect(list.ms).toBeLessThan(10_000); // before: 60 s, waiting for the empty lock to be a minute old
    const write = await cliWithin(box, ["write", "A new learning", "--type", "learning", "--tags", "a", "--json"]);
    expect(write.code, write.stderr).toBe(0);
    expect(write.ms).toBeLessThan(10_000);

    const lock = join(box.projectStore, ".index", "write.lock");
    expect(spawnSync("mkfifo", [lock]).status).toBe(0);
    const refused = await cliWithin(box, ["write", "Another learning", "--type", "learning", "--tags", "a", "--json"]);
    expect(refused.code).toBe(1); // before: killed at the deadline, waiting on the pipe
    expect(json(refused).error.code).toBe("FILE_WRITE_FAILED");
    expect(json(refused).error.message).toContain(`${lock} is not a lock file`);
  }, 120_000);

  it("a named pipe or directory as config.json: the hook does not wait on it, commands name it", async () => {
    const box = hostileStore();
    const config = join(box.projectStore, "config.json");
    expect(spawnSync("mkfifo", [config]).status).toBe(0);
    // Before: the hook's open of the pipe waited for a writer, past its own deadline and Claude Code's timeout.
    const read = await hookWithin(box, readOfSource(box));
    expect(read.code).toBe(0);
    expect(read.ms).toBeLessThan(DEADLINE_MS);
    expect(read.stdout).toContain("Run the migrations before the tests");
    const write = await cliWithin(box, ["write", "A new learning", "--type", "learning", "--tags", "a", "--json"]);
    expect(write.code, write.stderr).not.toBe(-1);
    expect(json(write).error.code).toBe("INVALID_CONFIG");
    expect(json(write).error.message).toContain(`${config} is not read: not a regular file`);

    rmSync(config);
    mkdirSync(config);
    // Before: "Unexpected error: EISDIR … Please report it."
    const again = await cliWithin(box, ["write", "A new learning", "--type", "learning", "--tags", "a", "--json"]);
    expect(json(again).error.code).toBe("INVALID_CONFIG");
    expect(json(again).error.message).toContain(`${config} is not read: not a regular file (a directory`);
  }, 120_000);

  it("a named pipe as the hooks' stamp (.index/hook-stamp.json): no hook waits on it, and a refresh replaces it", async () => {
    const box = hostileStore();
    expect((await cliWithin(box, ["reindex"])).code).toBe(0);
    const stamp = join(box.projectStore, ".index", "hook-stamp.json");
    rmSync(stamp, { force: true });
    expect(spawnSync("mkfifo", [stamp]).status).toBe(0);
    // Before: every hook call (a Read, a prompt, a session start) waited on the pipe for ever.
    const read = await hookWithin(box, readOfSource(box));
    expect(read.code).toBe(0);
    expect(read.ms).toBeLessThan(DEADLINE_MS);
    expect(read.stdout).toContain("Run the migrations before the tests");
    const prompt = await hookWithin(box, {
      hook_event_name: "UserPromptSubmit",
      session_id: "s1",
      cwd: box.repo,
      prompt: "How do I run the migrations?",
    });
    expect(prompt.code).toBe(0);
    expect(prompt.ms).toBeLessThan(DEADLINE_MS);
    // The refresh the hook started wrote a stamp in the pipe's place.
    const refreshed = await cliWithin(box, ["refresh"]);
    expect(refreshed.code, refreshed.stderr).toBe(0);
    expect(statSync(stamp).isFile()).toBe(true);
  }, 120_000);

  it.runIf(canDropRoot)(
    "a memory file or scope that may not be read: FILE_READ_FAILED naming it, never replaced",
    async () => {
      const box = hostileStore();
      rmSync(join(box.projectStore, "pipe.md"));
      rmSync(join(box.projectStore, "huge.md"));
      rmSync(join(box.projectStore, "folder.md"), { recursive: true });
      commitMemoryFile(box, "learning-kept", "title: Kept\ntype: learning\ntags: [a]", "Kept.");
      if (AS_ROOT) spawnSync("chown", ["-R", `${NOBODY}:${NOBODY}`, box.dir]);
      const run = (args: string[]) => cliWithin(box, args, { unprivileged: true });
      const locked = join(box.projectStore, "gotcha-run-migrations.md");
      const before = readFileSync(locked, "utf8");
      chmodSync(locked, 0o000);
      try {
        const reindex = await run(["reindex"]);
        expect(reindex.code).toBe(0);
        expect(reindex.stderr).toContain(`${locked}: cannot be read (permission denied)`);
        for (const args of [
          ["read", "gotcha-run-migrations", "--json"],
          ["write", "Replacement", "--slug", "gotcha-run-migrations", "--type", "learning", "--tags", "a", "--json"],
          ["delete", "gotcha-run-migrations", "--force", "--json"],
        ]) {
          const result = await run(args);
          // Before: "Unexpected error: EACCES … Please report it."
          expect(result.code, `${args.join(" ")}: ${result.stderr}`).toBe(1);
          expect(json(result).error.code).toBe("FILE_READ_FAILED");
          expect(json(result).error.message).toContain(`${locked}: cannot be read (permission denied)`);
        }
      } finally {
        chmodSync(locked, 0o644);
      }
      expect(readFileSync(locked, "utf8")).toBe(before);
      // A chmod changes neither size nor mtime: the file is read again once it may be.
      const listed = await run(["list", "--json"]);
      expect(listed.stderr).not.toContain("cannot be read");
      expect(
        json(listed)
          .memories.map((m: { slug: string }) => m.slug)
          .sort(),
      ).toEqual(["gotcha-run-migrations", "learning-kept"]);

      chmodSync(box.projectStore, 0o000);
      try {
        const validate = await run(["validate", "--json"]);
        // Before: "Unexpected error: EACCES … lstat …/log/events.jsonl".
        expect(validate.code, validate.stderr).toBe(1);
        expect(JSON.stringify(json(validate).violations)).toContain("cannot read the directory");
      } finally {
        chmodSync(box.projectStore, 0o755);
      }
    },
    120_000,
  );
});
