// Something else put in place of a derived file under a scope's `.index/`: a named pipe (opening one to read waits
// for a writer, for ever: it held `list`, `search`, `health`, `refresh`, `gotchas` and the session-start hook's
// background refresh for ever), a link to /dev/zero or to a file of gigabytes, a directory. Derived state is
// rebuildable: each counts as a damaged file, is never waited on, followed or read without end, and the rebuild
// replaces it (by rename). Run on the built CLI and hook, in a real git repository, every command killed past a
// deadline (a hang is a result, not a stuck test).

import { spawnSync } from "node:child_process";
import {
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readRegularText } from "../../src/store/regular-file.js";
import { makeSandbox, type Sandbox } from "../helpers.js";
import { startServer } from "../mcp/mcp-client.js";
import { DEADLINE_MS, hookEvents, within, type TimedRun as Run } from "./within-deadline.js";

/** The commands each planted entry is tried with: every one that hung on some derived file. */
const COMMANDS = [
  ["list", "--json"],
  ["search", "auth", "--json"],
  ["health", "--json"],
  ["refresh"],
  ["gotchas", "src/auth/x.ts"],
  ["reindex"],
  ["write", "Auth retries back off exponentially", "--type", "learning", "--tags", "auth", "--json"],
];

let base: string;
let baseBox: Sandbox;
let derivedFiles: string[];

/** Every regular file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

beforeAll(async () => {
  // One store, built once: three memories, every index made (search, gotchas, the hooks' refresh), in a real git
  // repository whose .gitattributes names the merge driver (so its stamp is made too). Each case copies it.
  base = mkdtempSync(join(tmpdir(), "memory-hostile-derived-"));
  const [repo, home] = [join(base, "repo"), join(base, "home")];
  mkdirSync(home, { recursive: true });
  baseBox = {
    dir: base,
    repo,
    home,
    env: { PATH: process.env.PATH, HOME: home, LANG: "C.UTF-8" },
    projectStore: join(repo, ".claude", "memory"),
    globalStore: join(home, ".claude", "memory"),
  };
  expect(spawnSync("git", ["init", "-q", baseBox.repo]).status).toBe(0);
  const write = (args: string[]) => within(baseBox, ["write", ...args, "--json"]);
  for (const args of [
    ["Auth tokens refresh through the gateway, never directly", "--type", "learning", "--tags", "auth"],
    ["Token refresh needs the clock in sync", "--type", "decision", "--tags", "auth,time"],
    ["Never log the auth header", "--type", "gotcha", "--tags", "auth", "--paths", "src/auth/**"],
  ]) {
    const result = await write(args);
    expect(result.code, result.stderr).toBe(0);
  }
  expect((await within(baseBox, ["search", "auth"])).code).toBe(0);
  // After the keyword index exists, a write goes to its pending log.
  expect((await write(["Rotate the signing key yearly", "--type", "decision", "--tags", "auth"])).code).toBe(0);
  for (const args of [["gotchas", "src/auth/x.ts"], ["refresh"], ["list"]])
    expect((await within(baseBox, args)).code).toBe(0);
  derivedFiles = filesUnder(join(baseBox.projectStore, ".index"));
}, 120_000);

afterAll(() => rmSync(base, { recursive: true, force: true }));

/** Refreshes a hook started in the background, still running (before the fix, one per hook call hung for ever). */
function killBackgroundRefreshes(box: Sandbox): void {
  const state = join(box.home, ".local", "state");
  let markers: string[] = [];
  try {
    markers = filesUnder(state).filter((file) => /refresh-[0-9a-z]+\.pid$/.test(file));
  } catch {
    return;
  }
  for (const marker of markers) {
    const read = readRegularText(join(state, marker), { maxBytes: 64 }); // never waiting on a pipe
    const pid = read.kind === "read" ? Number(read.content) : Number.NaN;
    if (Number.isInteger(pid) && pid > 0) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // gone already
      }
    }
  }
}

let current: Sandbox | undefined;
afterEach(() => {
  if (current) killBackgroundRefreshes(current);
  current = undefined;
});

/** A copy of the built store, in a sandbox of its own. */
function copyOfStore(): Sandbox {
  const box = makeSandbox({ repo: false });
  rmSync(box.repo, { recursive: true, force: true });
  cpSync(baseBox.repo, box.repo, { recursive: true });
  current = box;
  return box;
}

function mkfifoAt(path: string): void {
  rmSync(path, { force: true });
  expect(spawnSync("mkfifo", [path]).status).toBe(0);
}

type Plant = (path: string) => void;
const PLANTS: Record<string, Plant> = {
  "a named pipe": (path) => mkfifoAt(path),
  "a link to /dev/zero": (path) => symlinkSync("/dev/zero", path),
  "a link to a 3 GB file": (path) => {
    const huge = `${path}.huge-target`;
    writeFileSync(huge, "");
    truncateSync(huge, 3 * 1024 ** 3); // sparse: nothing on disk
    symlinkSync(huge, path);
  },
  "a directory": (path) => mkdirSync(path),
};

/** Plants `what` in place of the derived file `file`, then runs every command and both hooks. */
async function plantAndRun(file: string, what: keyof typeof PLANTS): Promise<{ box: Sandbox; runs: Run[] }> {
  const box = copyOfStore();
  const path = join(box.projectStore, ".index", file);
  rmSync(path, { force: true });
  PLANTS[what]!(path);
  const runs: Run[] = [];
  for (const args of COMMANDS) {
    const run = await within(box, args);
    expect(run.killed, `${args.join(" ")} with ${what} as ${file}: killed after ${run.ms} ms`).toBe(false);
    expect(run.stderr, `${args.join(" ")} with ${what} as ${file}`).not.toMatch(/Unexpected error/);
    runs.push(run);
  }
  const events = hookEvents(box, "src/auth/x.ts");
  for (const event of [events.start, events.prompt]) {
    const run = await within(box, [], { input: JSON.stringify(event), hook: true });
    expect(run.killed, `hook with ${what} as ${file}: killed after ${run.ms} ms`).toBe(false);
    expect(run.code).toBe(0);
    runs.push(run);
  }
  // The refresh the session start left running in the background ends (before, one per session start ran for ever).
  const ended = await refreshesEnded(box, DEADLINE_MS);
  expect(ended, `a background refresh still runs with ${what} as ${file}`).toBe(true);
  return { box, runs };
}

/** Whether every refresh a hook started has removed its marker, within `ms`. */
async function refreshesEnded(box: Sandbox, ms: number): Promise<boolean> {
  const state = join(box.home, ".local", "state");
  const markers = () => {
    try {
      return filesUnder(state).filter((file) => /refresh-[0-9a-z]+\.pid$/.test(file));
    } catch {
      return [];
    }
  };
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((done) => setTimeout(done, 100)))
    if (markers().length === 0) return true;
  return markers().length === 0;
}

/** Each kind of derived file, as its name reads in any store (generations differ). */
const DERIVED_FILES: Array<[name: string, pattern: RegExp]> = [
  [".gitignore", /^\.gitignore$/],
  ["analysed-contents.bin", /^analysed-contents\.bin$/],
  ["clean-contents.json", /^clean-contents\.json$/],
  ["hook-stamp.json", /^hook-stamp\.json$/],
  ["merge-driver", /^merge-driver$/],
  ["gotchas/meta.json", /^gotchas\/meta\.json$/],
  ["gotchas/d*.json", /^gotchas\/d[\w-]+\.json$/],
  ["gotchas/p*.json", /^gotchas\/p[\w-]+\.json$/],
  ["gotchas/r*.json", /^gotchas\/r[\w-]+\.json$/],
  ["gotchas/t*.json", /^gotchas\/t[\w-]+\.json$/],
  ["graph/meta.json", /^graph\/meta\.json$/],
  ["graph/g-*.json", /^graph\/g-[\w-]+\.json$/],
  ["keyword/meta.json", /^keyword\/meta\.json$/],
  ["keyword/pending.json", /^keyword\/pending\.json$/],
  ["keyword/b-*.json", /^keyword\/b-\w+\.json$/],
  ["keyword/h-*.json", /^keyword\/h-\w+\.json$/],
  ["keyword/t-*.tsv", /^keyword\/t-[\w-]+\.tsv$/],
  ["keyword/p-*.jsonl", /^keyword\/p-\w+\.jsonl$/],
  ["manifest/meta.json", /^manifest\/meta\.json$/],
  ["manifest/s-*.json", /^manifest\/s-[\w-]+\.json$/],
  ["manifest/t-*.json", /^manifest\/t-[\w-]+\.json$/],
  ["recall/meta.json", /^recall\/meta\.json$/],
  ["recall/brief.json", /^recall\/brief\.json$/],
  ["recall/brief-all.json", /^recall\/brief-all\.json$/],
  ["recall/d-*.json", /^recall\/d-[\w-]+\.json$/],
  ["recall/t-*.tsv", /^recall\/t-[\w-]+\.tsv$/],
  ["recall/delta.json", /^recall\/delta\.json$/],
];

describe("a named pipe in place of each derived file under .index/", () => {
  it("every derived file the built store has is one of the kinds tried below", () => {
    const unknown = derivedFiles.filter((file) => !DERIVED_FILES.some(([, pattern]) => pattern.test(file)));
    expect(unknown).toEqual([]);
  });

  it.each(DERIVED_FILES)(
    "%s: no command or hook waits on it; it is rebuilt",
    async (name, pattern) => {
      const file = derivedFiles.find((candidate) => pattern.test(candidate));
      if (file === undefined) return; // this build made none (the kinds are checked above)
      const { box, runs } = await plantAndRun(file, "a named pipe");
      for (const run of runs) expect(run.code, `${name}: ${run.stderr}`).toBe(0);
      // Rebuilt: the pipe was replaced by a file (or went with its generation).
      const after = lstatSync(join(box.projectStore, ".index", file), { throwIfNoEntry: false });
      expect(after?.isFIFO() ?? false, `${file} is still a named pipe`).toBe(false);
    },
    120_000,
  );
});

describe("a link to /dev/zero or to a 3 GB file, or a directory, in place of a derived file", () => {
  for (const what of ["a link to /dev/zero", "a link to a 3 GB file", "a directory"] as const) {
    for (const file of ["keyword/meta.json", "manifest/meta.json", "merge-driver"]) {
      it(`${what} as ${file}: never followed or read, commands answer`, async () => {
        const { box, runs } = await plantAndRun(file, what);
        for (const run of runs) expect(run.code, `${file}: ${run.stderr}`).toBe(0);
        const after = lstatSync(join(box.projectStore, ".index", file));
        if (what === "a directory") expect(after.isDirectory()).toBe(true);
        else expect(after.isSymbolicLink(), `${file} is still a link`).toBe(false); // replaced, not written through
        if (what === "a link to a 3 GB file")
          expect(lstatSync(join(box.projectStore, ".index", `${file}.huge-target`)).size).toBe(3 * 1024 ** 3);
      }, 120_000);
    }
  }

  it("the MCP server answers over a named pipe as the keyword meta, the manifest meta or the driver's stamp", async () => {
    for (const file of ["keyword/meta.json", "manifest/meta.json", "merge-driver"]) {
      const box = copyOfStore();
      mkfifoAt(join(box.projectStore, ".index", file));
      const server = await startServer(box, { env: { CLAUDE_PROJECT_DIR: box.repo } });
      for (const [tool, args] of [
        ["search", { query: "auth" }],
        ["list", {}],
      ] as const) {
        const answer = await Promise.race([
          server.call(tool, args),
          new Promise<never>((_, fail) =>
            setTimeout(() => fail(new Error(`${tool} with a pipe as ${file}: no answer`)), DEADLINE_MS),
          ),
        ]);
        expect(answer.isError ?? false, `${tool}: ${answer.text}`).toBe(false);
        expect(answer.text).toContain("auth");
      }
      await server.client.close();
    }
  }, 120_000);

  it("a damaged keyword meta is reported as the damaged index it is, then rebuilt", async () => {
    const { runs } = await plantAndRun("keyword/meta.json", "a named pipe");
    const search = runs[1]!;
    expect(search.stderr).toMatch(/keyword index missing or unreadable; rebuilt it from 4 memory files/);
    expect(JSON.parse(search.stdout).results.length).toBeGreaterThan(0);
  }, 120_000);
});
