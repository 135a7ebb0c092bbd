// Named pipes (and links, directories) in place of the files beyond `.index/` that commands and hooks read or write:
// the hooks' state (session records, the daily prune marker, the injection log, the background refresh's marker),
// a scope's logs and `.gitattributes`, the V8 code cache, the embedding cache. Opening a named pipe to read waits for
// a writer, for ever: each of these held a command or a hook call for ever. Now each is reported and refused, or
// (state of our own) replaced; nothing waits. Built CLI and hook, real git repository, every run killed past a
// deadline.

import { spawnSync } from "node:child_process";
import {
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { hashOf } from "../../src/core/hash/index.js";
import { readRegularText } from "../../src/store/regular-file.js";
import { startFakeOllama, type FakeOllama } from "../fake-ollama.js";
import { commitMemoryFile, json, makeSandbox, type Sandbox } from "../helpers.js";
import { hookEvents, within, type TimedRun } from "./within-deadline.js";

const SOURCE = "src/auth/x.ts";

const servers: FakeOllama[] = [];
const refreshMarkers: string[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  // A refresh a hook started and that still runs (before the fix: stuck for ever on a pipe) is ended here.
  for (const marker of refreshMarkers.splice(0)) {
    // Read as the hook now reads it: the pipe this test put there (left, when the hook did not replace it) must not
    // hold the test itself.
    const read = readRegularText(marker, { maxBytes: 64 });
    try {
      if (read.kind === "read") process.kill(Number(read.content), "SIGKILL");
    } catch {
      // gone, or no pid in it
    }
  }
});

/** A real git repository with three memories, a source file a gotcha is about, and the hooks' state made. */
async function project(env: NodeJS.ProcessEnv = {}): Promise<Sandbox> {
  const box = makeSandbox();
  rmSync(join(box.repo, ".git"), { recursive: true });
  expect(spawnSync("git", ["init", "-q", box.repo]).status).toBe(0);
  for (const args of [
    ["Auth tokens refresh through the gateway, never directly", "--type", "learning", "--tags", "auth"],
    ["Token refresh needs the clock in sync", "--type", "decision", "--tags", "auth,time"],
    ["Never log the auth header", "--type", "gotcha", "--tags", "auth", "--paths", "src/auth/**"],
  ]) {
    const write = await within(box, ["write", ...args, "--json"], { env });
    expect(write.code, write.stderr).toBe(0);
  }
  mkdirSync(join(box.repo, "src", "auth"), { recursive: true });
  writeFileSync(join(box.repo, SOURCE), "export {};\n");
  const events = hookEvents(box, SOURCE);
  for (const event of [events.start, events.read]) await hook(box, event);
  return box;
}

async function hook(box: Sandbox, event: object): Promise<TimedRun> {
  const run = await within(box, [], { input: JSON.stringify(event), hook: true });
  expect(run.killed, `${JSON.stringify(event).slice(0, 60)}: killed after ${run.ms} ms`).toBe(false);
  expect(run.code).toBe(0);
  return run;
}

async function cli(box: Sandbox, args: string[], env: NodeJS.ProcessEnv = {}): Promise<TimedRun> {
  const run = await within(box, args, { env });
  expect(run.killed, `memory ${args.join(" ")}: killed after ${run.ms} ms`).toBe(false);
  expect(run.stderr, `memory ${args.join(" ")}`).not.toMatch(/Unexpected error/);
  return run;
}

/** The hooks' state directory of the project (one per project under the sandbox's HOME). */
function stateDir(box: Sandbox): string {
  const projects = join(box.home, ".local", "state", "claude-memory", "projects");
  const [dir] = readdirSync(projects);
  return join(projects, dir!);
}

function mkfifo(path: string): void {
  rmSync(path, { force: true });
  expect(spawnSync("mkfifo", [path]).status).toBe(0);
}

const isFifo = (path: string) => lstatSync(path, { throwIfNoEntry: false })?.isFIFO() ?? false;

describe("the hooks' state: a named pipe in place of a file of theirs", () => {
  it("a session's record: every hook of the session answers, and the record is replaced", async () => {
    const box = await project();
    const session = join(stateDir(box), "sessions", "s1.json");
    mkfifo(session);
    const events = hookEvents(box, SOURCE);
    for (const event of [events.start, events.prompt, events.read]) await hook(box, event); // each held for ever
    expect(isFifo(session)).toBe(false);
    expect(lstatSync(session).isFile()).toBe(true);
  }, 120_000);

  it("the daily prune marker, a day old: the session start answers, the marker is replaced", async () => {
    const box = await project();
    const marker = join(stateDir(box), "sessions", ".pruned");
    mkfifo(marker);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    utimesSync(marker, twoDaysAgo, twoDaysAgo);
    await hook(box, hookEvents(box, SOURCE).start); // its write to the marker waited for a reader
    expect(isFifo(marker)).toBe(false);
  }, 120_000);

  it("the injection log: hooks answer, `memory injections` names it, nothing is written into the pipe", async () => {
    const box = await project();
    const log = join(stateDir(box), "injections.jsonl");
    mkfifo(log);
    await hook(box, hookEvents(box, SOURCE).start);
    const injections = await cli(box, ["injections"]);
    expect(injections.code).toBe(1); // before: killed at the deadline, reading the pipe
    expect(injections.stderr).toContain(`${log} is not read: not a regular file`);
    expect(isFifo(log)).toBe(true); // refused, not replaced: it is the user's audit log
  }, 120_000);

  it("the background refresh's marker: the hook finds no refresh in it and starts one", async () => {
    const box = await project();
    // A memory added by hand: the scope changed since the hooks' last refresh, so the session start refreshes.
    commitMemoryFile(box, "learning-added-by-hand", "title: Added by hand\ntype: learning\ntags: [auth]", "Text.");
    const marker = join(stateDir(box), `refresh-${hashOf(box.repo).toString(36)}.pid`);
    mkfifo(marker);
    refreshMarkers.push(marker);
    const start = await hook(box, hookEvents(box, SOURCE).start); // read the pipe for the refresh's pid, for ever
    expect(start.ms).toBeLessThan(10_000);
    expect(isFifo(marker)).toBe(false);
  }, 120_000);
});

describe("a scope's own files beyond .index/", () => {
  it("the deletion log as a named pipe: a write refuses with FILE_READ_FAILED naming it; reads answer", async () => {
    const box = await project();
    const log = join(box.projectStore, "log", "tombstones.jsonl");
    mkfifo(log);
    const write = await cli(box, ["write", "Retries back off", "--type", "learning", "--tags", "auth", "--json"]);
    expect(write.code).toBe(1); // before: killed at the deadline, reading the pipe
    expect(json(write).error.code).toBe("FILE_READ_FAILED");
    expect(json(write).error.message).toContain(log);
    for (const args of [["list"], ["search", "auth"], ["health"]]) expect((await cli(box, args)).code).toBe(0);
    expect(isFifo(log)).toBe(true);
  }, 120_000);

  it("the events log as a named pipe or a link to /dev/zero: the write is saved, the event reported as not logged", async () => {
    for (const plant of ["pipe", "link"] as const) {
      const box = await project();
      const log = join(box.projectStore, "log", "events.jsonl");
      rmSync(log, { force: true });
      if (plant === "pipe") mkfifo(log);
      else symlinkSync("/dev/zero", log);
      const write = await cli(box, ["write", "Retries back off", "--type", "learning", "--tags", "auth"]);
      expect(write.code, write.stderr).toBe(0);
      expect(write.stderr).toMatch(/its event could not be logged/);
      const validate = await cli(box, ["validate"]);
      expect(validate.stdout).toMatch(/events\.jsonl[\s\S]*not a regular file/);
      expect(lstatSync(log).isFIFO() || lstatSync(log).isSymbolicLink()).toBe(true); // left as it is
    }
  }, 120_000);

  it(".gitattributes as a named pipe: every command answers; git-setup refuses to replace it, naming it", async () => {
    const box = await project();
    const attributes = join(box.projectStore, ".gitattributes");
    mkfifo(attributes);
    for (const args of [["list"], ["search", "auth"], ["health"], ["gotchas", SOURCE], ["refresh"]]) {
      const run = await cli(box, args); // list and search read it for ever (does it name the merge driver?)
      expect(run.code, `${args.join(" ")}: ${run.stderr}`).toBe(0);
    }
    const setup = await cli(box, ["git-setup", "--json"]);
    expect(setup.code).toBe(1);
    expect(json(setup).error.code).toBe("FILE_WRITE_FAILED");
    expect(json(setup).error.message).toContain(`${attributes} is not a regular file`);
    expect(isFifo(attributes)).toBe(true);
  }, 120_000);

  it("INDEX.md as a named pipe: memory index-page replaces it with the page", async () => {
    const box = await project();
    const page = join(box.projectStore, "INDEX.md");
    mkfifo(page);
    const run = await cli(box, ["index-page"]);
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(page, "utf8")).toContain("Never log the auth header");
  }, 120_000);
});

describe("caches beyond the store", () => {
  it("a compiled-code cache file as a named pipe: every command still starts, and the cache is written anew", async () => {
    const box = await project();
    for (let i = 0; i < 2; i++) expect((await cli(box, ["list"])).code).toBe(0); // the cache of `list` is made
    const cache = join(box.home, ".cache", "claude-memory", "compile-cache");
    const files = readdirSync(cache).filter((name) => name.startsWith("cli-list.cjs-") && name.endsWith(".v8"));
    expect(files.length).toBe(1);
    mkfifo(join(cache, files[0]!));
    const list = await cli(box, ["list"]); // read the pipe as its cache before running anything, for ever
    expect(list.code, list.stderr).toBe(0);
    expect(isFifo(join(cache, files[0]!))).toBe(false);
  }, 120_000);

  it("the embedding cache's table or vectors as a named pipe: semantic search answers, the cache is rebuilt", async () => {
    const server = await startFakeOllama();
    servers.push(server);
    const env = { OLLAMA_HOST: server.url };
    for (const target of ["table.json", "vectors"]) {
      const box = await project(env);
      const embed = await cli(box, ["embed"], env);
      expect(embed.code, embed.stderr).toBe(0);
      const dir = join(box.projectStore, ".index", "embeddings");
      const name = target === "vectors" ? readdirSync(dir).find((file) => file.endsWith(".f32"))! : target;
      mkfifo(join(dir, name));
      for (const args of [["semantic", "auth token"], ["embed"], ["search", "auth"]]) {
        const run = await cli(box, args, env);
        expect(run.code, `${target}: ${args.join(" ")}: ${run.stderr}`).toBe(0);
      }
      const semantic = await cli(box, ["semantic", "auth token", "--json"], env);
      expect(json(semantic).results.length).toBeGreaterThan(0);
    }
  }, 180_000);
});
