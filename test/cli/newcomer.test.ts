// What a new user meets first: exit codes, the bin on PATH, the names of the
// slash commands, titles made from text about code, the hook's log and
// session, and a semantic search against an Ollama that never answers.

import { DEFAULT_SETTINGS } from "../../src/core/settings/index.js";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { exitCodeOf } from "../../src/cli/run.js";
import { hookStateDir } from "../../src/store/hook-state.js";
import { embeddingSettings } from "../../src/index/embeddings/ollama-client.js";
import { startFakeOllama, type FakeOllama } from "../fake-ollama.js";
import { json, makeSandbox, ROOT, runCli, type Sandbox, runHook } from "../helpers.js";
import { startServer } from "../mcp/mcp-client.js";

const servers: FakeOllama[] = [];
const temps: string[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Without the sandbox's plugin data: where the hook keeps its state by default is part of what is tested.
const hookRun = (box: Sandbox, input: unknown, env: NodeJS.ProcessEnv = {}, cwd?: string) =>
  runHook(box, input, { CLAUDE_PLUGIN_DATA: undefined, ...env }, cwd);

const readOf = (cwd: string, file: string, session: string) => ({
  session_id: session,
  cwd,
  hook_event_name: "PostToolUse",
  tool_name: "Read",
  tool_input: { file_path: join(cwd, file) },
  tool_response: { type: "text" },
});

async function seedGotcha(box: Sandbox, cwd = box.repo): Promise<void> {
  const write = await runCli(
    box,
    [
      "write",
      "Two requests refreshing at once invalidate each other's token.",
      "--type",
      "gotcha",
      "--tags",
      "auth",
      "--title",
      "Token refresh race",
      "--paths",
      "src/auth/**",
    ],
    { cwd },
  );
  expect(write.code).toBe(0);
}

describe("exit codes", () => {
  it("`memory gotchas --log` with no injection yet exits 0 (it used to return stdout.write's boolean)", async () => {
    const box = makeSandbox();
    const result = await runCli(box, ["gotchas", "--log"]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^The hook has injected no gotchas in this project yet \(its log: .+injections\.jsonl\)\.\n$/,
    );
  });

  it("every command on an empty store exits with a documented code, never a TypeError", async () => {
    const box = makeSandbox();
    const runs: string[][] = [
      ["list"],
      ["search", "x"],
      ["gotchas"],
      ["gotchas", "--log"],
      ["gotchas", "src/a.ts"],
      ["health"],
      ["repair", "--dry-run"],
      ["validate"],
      ["feedback", "--stats"],
      ["inbox"],
      ["decay", "--dry-run"],
      ["index-page", "--dry-run"],
      ["reindex"],
      ["suggest-links"],
      ["export-events", "--out", "-"],
      ["read", "nope"],
      ["edges", "nope"],
      ["graph", "nope"],
      ["quality", "nope"],
      ["delete", "nope", "--force"],
      ["verify", "nope"],
      ["restore", "nope"],
    ];
    for (const args of runs) {
      const result = await runCli(box, args, { env: { MEMORY_EMBEDDINGS: "off" } });
      expect(result.stderr, args.join(" ")).not.toMatch(/ERR_INVALID_ARG_TYPE|Unexpected error/);
      expect([0, 1, 2, 3, 4, 5], `${args.join(" ")} → ${result.code}`).toContain(result.code);
    }
  }, 60_000);

  it("the CLI entry refuses a command result that is not a whole number from 0 to 255", () => {
    expect(exitCodeOf(undefined)).toBe(0);
    expect(exitCodeOf(3)).toBe(3);
    expect(() => exitCodeOf(true)).toThrow(/boolean true as its exit code/);
    expect(() => exitCodeOf(1.5)).toThrow();
    expect(() => exitCodeOf("0")).toThrow();
  });
});

describe("the memory bin", () => {
  it("plugin/dist/cli.cjs (the bin) and plugin/dist/cli.mjs are executable in git and after the build", () => {
    for (const entry of ["cli.cjs", "cli.mjs"]) {
      const staged = spawnSync("git", ["ls-files", "-s", `plugin/dist/${entry}`], { cwd: ROOT, encoding: "utf8" });
      if (staged.status === 0 && staged.stdout) expect(staged.stdout).toMatch(/^100755 /);
      expect(statSync(join(ROOT, "plugin", "dist", entry)).mode & 0o111).toBe(0o111);
    }
    expect(JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).bin.memory).toBe("plugin/dist/cli.cjs");
    expect(readFileSync(join(ROOT, "scripts", "build.mjs"), "utf8")).toMatch(
      /for \(const entry of \["cli\.cjs", "cli\.mjs"\]\) chmodSync\(join\(outdir, entry\), 0o755\)/,
    );
  });

  it("`npm install -g <clone>` puts `memory` on PATH for another project (the README's way)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "memory-global-"));
    temps.push(dir);
    const prefix = join(dir, "prefix");
    const install = spawnSync(
      "npm",
      ["install", "-g", "--prefix", prefix, "--no-audit", "--no-fund", "--ignore-scripts", ROOT],
      { encoding: "utf8", timeout: 60_000 },
    );
    expect(install.status, install.stderr).toBe(0);
    const bin = join(prefix, process.platform === "win32" ? "memory.cmd" : join("bin", "memory"));
    const box = makeSandbox();
    const env = { ...box.env, PATH: `${join(prefix, "bin")}:${process.env.PATH}` };
    const version = spawnSync("memory", ["--version"], { cwd: box.repo, env, encoding: "utf8" });
    expect(version.status, version.stderr).toBe(0);
    expect(version.stdout.trim()).toBe(JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).version);
    const write = spawnSync(bin, ["write", "A first memory", "--type", "learning", "--tags", "setup"], {
      cwd: box.repo,
      env,
      encoding: "utf8",
    });
    expect(write.status, write.stderr).toBe(0);
    expect(readdirSync(box.projectStore).filter((name) => name.endsWith(".md"))).toEqual(["learning-first-memory.md"]);
    const validate = spawnSync("memory", ["validate", "--scope", "project"], { cwd: box.repo, env, encoding: "utf8" });
    expect(validate.status, validate.stdout + validate.stderr).toBe(0);
  }, 90_000);
});

describe("slash-command names as the user types them", () => {
  it("the hook, the health report and --help name /memory:… commands", async () => {
    const box = makeSandbox();
    for (let i = 0; i < 5; i++) {
      await runCli(box, [
        "write",
        `Auth trap number ${i} about token refresh`,
        "--type",
        "gotcha",
        "--tags",
        "auth",
        "--title",
        `Auth trap ${i}`,
        "--paths",
        "src/auth/**",
      ]);
    }
    const hook = await hookRun(box, readOf(box.repo, "src/auth/token.ts", "s1"), {
      MEMORY_STATE_DIR: join(box.dir, "state"),
    });
    expect(JSON.parse(hook.stdout).hookSpecificOutput.additionalContext).toMatch(
      /\+ 2 more gotchas \(run \/memory:check-gotchas for all\)/,
    );
    const help = await runCli(box, ["--help"]);
    expect(help.stdout).toContain("(/memory:check-gotchas)");
    expect(help.stdout).toContain("(/memory:check-memory-health)");
    // a broken stored link is fixable: the report names the command as typed in Claude Code
    await runCli(box, ["write", "Links to nothing", "--type", "learning", "--tags", "x", "--links", "gone-memory"]);
    const health = await runCli(box, ["health"]);
    expect(health.stdout).toContain("/memory:check-memory-health --fix");
  }, 30_000);

  it("no shipped text names a bare /check-gotchas, /check-memory-health, /memory-save or /memory-search", () => {
    const files = ["README.md", "plugin/commands", "plugin/skills/memory/SKILL.md", "src", "docs"].flatMap((entry) =>
      listFiles(join(ROOT, entry)),
    );
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/(?<![:\w-])\/(check-gotchas|check-memory-health|memory-save|memory-search)\b/);
    }
  });
});

describe("the README and docs", () => {
  it("a README for users, whose links resolve, and no document refers to one a reader cannot open", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    // 320 + the short section on Claude Code's own memory that issue 42 asked for.
    expect(readme.split("\n").length).toBeLessThanOrEqual(335);
    for (const [, target] of readme.matchAll(/\]\((docs\/[^)#]+)/g))
      expect(statSync(join(ROOT, target!)).isFile(), target).toBe(true);
    const shipped = ["README.md", "plugin/commands", "plugin/skills", "docs"].flatMap((entry) =>
      listFiles(join(ROOT, entry)),
    );
    for (const file of shipped)
      expect(readFileSync(file, "utf8"), file).not.toMatch(/DESIGN\.md|\bspecs? 00\d|\bspec \d{3}\b/i);
    // Nor does any message the built plugin prints (validate once named "specs 000, 001, 004").
    for (const file of listFiles(join(ROOT, "plugin", "dist")).filter((name) => /\.(c|m)?js$/.test(name)))
      expect(readFileSync(file, "utf8"), file).not.toMatch(/DESIGN\.md|\bspecs? 00\d|\bspec \d{3}\b/i);
    expect(readme).not.toMatch(/npx --no-install memory/);
  });

  it("docs/cli.md, 'every command and option', gives a usage line for every command `memory --help` lists", async () => {
    const box = makeSandbox();
    const help = await runCli(box, ["--help"]);
    const commands = [...help.stdout.matchAll(/^ {2}([a-z][a-z-]+) {2,}/gm)].map((match) => match[1]!);
    expect(commands).toContain("write");
    expect(commands.length).toBeGreaterThan(30);
    const cliDoc = readFileSync(join(ROOT, "docs", "cli.md"), "utf8");
    const documented = new Set([...cliDoc.matchAll(/(?:^|\| {2})memory ([a-z][a-z-]+)/gm)].map((match) => match[1]));
    expect(commands.filter((command) => !documented.has(command))).toEqual([]);
  });
});

describe("the README's setup and teardown", () => {
  it("shows the headless install, git-setup and what an uninstall leaves; names the Node versions CI runs", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    expect(readme).toContain("claude plugin marketplace add <owner>/<this-repo>");
    expect(readme).toContain("claude plugin install memory@memory-plugin");
    expect(readme).toMatch(/run\s+`memory git-setup`/);
    expect(readme).toContain("claude plugin uninstall memory@memory-plugin");
    for (const left of ["~/.local/state/claude-memory", "~/.cache/claude-memory"]) expect(readme).toContain(left);
    const ci = readFileSync(join(ROOT, ".ci", "run"), "utf8");
    const lts = /^LTS_NODE=(\d+)\./m.exec(ci)?.[1];
    expect(Number(lts)).toBeGreaterThanOrEqual(22);
    expect(ci).toMatch(/PATH="\$lts_bin:\$PATH" npx vitest run/);
    expect(readme).toContain(`CI runs the suite on 20 and ${lts}`);
  });
});

describe("titles and slugs made from text about code", () => {
  it("keep `_`, `*` and backticks in identifiers; drop only real emphasis", async () => {
    const box = makeSandbox();
    const cases: Array<[string, string, string]> = [
      [
        "pg max_connections divided by replicas",
        "pg max_connections divided by replicas",
        "gotcha-pg-max_connections-divided-replicas",
      ],
      [
        "__init__.py must exist in every package",
        "__init__.py must exist in every package",
        "gotcha-init-py-must-exist-every-package",
      ],
      [
        "**Never** run `rm -rf build/*` from _CI_",
        "Never run `rm -rf build/*` from CI",
        "gotcha-never-run-rm-rf-build-from-ci",
      ],
      [
        "# `SOME_FLAG` breaks src/**/*.ts builds\n\nbody",
        "`SOME_FLAG` breaks src/**/*.ts builds",
        "gotcha-some_flag-breaks-src-ts-builds",
      ],
    ];
    for (const [content, title, slug] of cases) {
      const response = json(
        await runCli(box, ["write", "--type", "gotcha", "--tags", "x", "--json"], { input: content }),
      );
      expect(response.slug, content).toBe(slug);
      expect(json(await runCli(box, ["read", slug, "--json"])).memory.title, content).toBe(title);
    }
  });
});

describe("the hook's session and log, per project", () => {
  it("a new session is not told its gotchas were 'already shown'; a named session is", async () => {
    const box = makeSandbox();
    await seedGotcha(box);
    const hook = await hookRun(box, readOf(box.repo, "src/auth/token.ts", "old-session"));
    expect(hook.stdout).toContain("gotcha-token-refresh-race");
    const unnamed = await runCli(box, ["gotchas", "src/auth/token.ts"]);
    expect(unnamed.stdout).not.toMatch(/already shown|this session/);
    const fresh = await runCli(box, ["gotchas", "src/auth/token.ts", "--session", "new-session"]);
    expect(fresh.stdout).not.toMatch(/already shown/);
    const same = await runCli(box, ["gotchas", "src/auth/token.ts", "--session", "old-session"]);
    expect(same.stdout).toMatch(/1 already shown in this session/);
    // /memory:check-gotchas has Claude call the MCP tool with the session Claude Code substitutes (the CLI as fallback).
    const command = readFileSync(join(ROOT, "plugin", "commands", "check-gotchas.md"), "utf8");
    expect(command).toContain("`session` set to `${CLAUDE_SESSION_ID}`");
    expect(command).toContain('--session "${CLAUDE_SESSION_ID}"');
    const server = await startServer(box);
    const viaTool = await server.call("gotchas", { path: "src/auth/token.ts", session: "old-session" });
    expect(viaTool.structured).toMatchObject({ suppressedCount: 1, gotchas: [{ shownThisSession: true }] });
    expect(viaTool.text).toContain("(1 already shown in this session)");
    const otherSession = await server.call("gotchas", { path: "src/auth/token.ts", session: "new-session" });
    expect(otherSession.structured).toMatchObject({ suppressedCount: 0, gotchas: [{ shownThisSession: false }] });
  });

  it("the log is per project and found from a terminal without CLAUDE_PLUGIN_DATA", async () => {
    const box = makeSandbox();
    const other = join(box.dir, "other");
    mkdirSync(join(other, ".git"), { recursive: true });
    await seedGotcha(box);
    await seedGotcha(box, other);
    // Inside Claude Code the hook has CLAUDE_PLUGIN_DATA; the terminal does not.
    const pluginData = { CLAUDE_PLUGIN_DATA: join(box.dir, "plugin-data") };
    await hookRun(box, readOf(box.repo, "src/auth/token.ts", "s1"), pluginData);
    await hookRun(box, readOf(box.repo, "src/auth/session.ts", "s2"), pluginData);
    const log = await runCli(box, ["gotchas", "--log"]);
    expect(log.code).toBe(0);
    expect(log.stdout).toMatch(
      /^Last 2 injections in this project \(log: .+\):\n.+Read src\/auth\/token\.ts\n  injected: gotcha-token-refresh-race\n.+Read src\/auth\/session\.ts\n/,
    );
    const inOther = await runCli(box, ["gotchas", "--log"], { cwd: other });
    expect(inOther.stdout).toMatch(/^The hook has injected no gotchas in this project yet/);
    await hookRun(box, readOf(other, "src/auth/x.ts", "s3"), pluginData, other);
    const otherLog = json(await runCli(box, ["gotchas", "--log", "--json"], { cwd: other }));
    expect(otherLog.injections.map((r: { target: string }) => r.target)).toEqual(["src/auth/x.ts"]);
    expect(otherLog.file).toBe(join(hookStateDir(box.env, other), "injections.jsonl"));
    expect(otherLog.file.startsWith(join(box.home, ".local", "state", "claude-memory", "projects"))).toBe(true);
  });
});

describe("what used to confuse a newcomer", () => {
  it("list never cuts a slug and names the files read with substituted values once, on stderr", async () => {
    const box = makeSandbox();
    const long = "Connection pool exhaustion under the nightly batch import of invoices";
    await runCli(box, ["write", "body", "--type", "learning", "--tags", "db", "--title", long]);
    mkdirSync(box.projectStore, { recursive: true });
    writeFileSync(
      join(box.projectStore, "hand-made.md"),
      "---\ntitle: Hand made\ntype: lesson-ish\ntags: [x]\n---\nbody\n",
    );
    const list = await runCli(box, ["list"], { env: { COLUMNS: "80" } });
    expect(list.stdout).toContain("learning-connection-pool-exhaustion-under-nightly-batch");
    expect(list.stdout).toContain("Total: 2 memories");
    expect(
      list.stderr.match(/hand-made\.md: listed with substituted values: unknown type "lesson-ish"; read as learning/g),
    ).toHaveLength(1);
    expect(list.stderr).toContain("created; using the file's modification time");
  });

  it("health --fix says what it changed; a small store with two warnings is not graded poor", async () => {
    const box = makeSandbox();
    for (let i = 0; i < 3; i++) await runCli(box, ["write", `Fine memory ${i}`, "--type", "learning", "--tags", "x"]);
    await runCli(box, ["write", "One", "--type", "learning", "--tags", "x", "--links", "gone-one"]);
    await runCli(box, ["write", "Two", "--type", "learning", "--tags", "x", "--links", "gone-two"]);
    const report = await runCli(box, ["health"]);
    expect(report.stdout).toMatch(/Overall health: Good/);
    const fixed = await runCli(box, ["health", "--fix"]);
    expect(fixed.stdout).toMatch(
      /Repaired \(1\):\n  ✓ Removed 2 broken links — learning-one → gone-one, learning-two → gone-two/,
    );
  });

  it("link says when it normalised a label; a gotcha without paths gets a hint", async () => {
    const box = makeSandbox();
    await runCli(box, ["write", "A", "--type", "decision", "--tags", "x", "--title", "Pick the queue"]);
    const gotcha = await runCli(box, ["write", "Never do B", "--type", "gotcha", "--tags", "x", "--title", "Trap B"]);
    expect(gotcha.stdout).toMatch(/No --paths: the hook shows this gotcha only when/);
    const anchored = await runCli(box, [
      "write",
      "Never do C",
      "--type",
      "gotcha",
      "--tags",
      "x",
      "--title",
      "Trap C",
      "--paths",
      "src/**",
    ]);
    expect(anchored.stdout).not.toMatch(/No --paths/);
    const link = await runCli(box, ["link", "gotcha-trap-b", "decision-pick-queue", "--label", "Warns About"]);
    expect(link.code).toBe(0);
    expect(link.stdout).toContain('(label "Warns About" written as warns-about)');
    expect((await runCli(box, ["link", "gotcha-trap-c", "decision-pick-queue", "--label", "bad/label"])).code).toBe(2);
  });
});

describe("semantic search against an Ollama that never answers", () => {
  it("the query gets a deadline of seconds, then keyword results and the reason", async () => {
    expect(embeddingSettings(DEFAULT_SETTINGS).queryTimeoutMs).toBeLessThanOrEqual(10_000);
    const server = await startFakeOllama({ hang: true });
    servers.push(server);
    const box = makeSandbox();
    await seedGotcha(box);
    const env = { OLLAMA_HOST: server.url, MEMORY_QUERY_EMBED_TIMEOUT_MS: "800" };
    let started = Date.now();
    const semantic = await runCli(box, ["semantic", "token refresh", "--json"], { env });
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(semantic.code).toBe(0);
    const response = json(semantic);
    expect(response.embeddings).toMatchObject({
      available: false,
      fallback: true,
      error: { name: "EmbeddingFailedError" },
    });
    expect(response.embeddings.error.message).toMatch(/no answer to the search's query within 800 ms/);
    expect(response.results.map((r: { memory: { slug: string } }) => r.memory.slug)).toEqual([
      "gotcha-token-refresh-race",
    ]);
    started = Date.now();
    const hybrid = await runCli(box, ["search", "token refresh", "--mode", "hybrid"], { env });
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(hybrid.code).toBe(0);
    expect(hybrid.stdout).toContain("gotcha-token-refresh-race");
    expect(hybrid.stderr).toMatch(/within 800 ms/);
  }, 30_000);
});

function listFiles(path: string): string[] {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return [];
  }
  if (stats.isFile()) return /\.(md|ts)$/.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => listFiles(join(path, name)));
}
