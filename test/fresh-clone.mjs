#!/usr/bin/env node
// A newcomer's first minutes, checked on a fresh clone of the committed tree:
// the README's first command exactly as written (npm ci, a first memory, a
// search), `memory --version`, one command of each kind, the hook, and the
// README's way of putting `memory` on PATH in another project.
//
//   node test/fresh-clone.mjs        (npm run test:fresh-clone; .ci/run runs it)
//
// Only committed files are cloned: commit first. FRESH_CLONE_KEEP=1 keeps the temp dir.

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const started = Date.now();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "memory-fresh-clone-"));
const clone = path.join(tmp, "clone");
const home = path.join(tmp, "home");
const prefix = path.join(tmp, "prefix");
const project = path.join(tmp, "my-project");
fs.mkdirSync(home);
const failures = [];
// The caller's environment (proxies, CA certificates, npm settings reach the registry), but a
// fresh HOME for the global scope, and nothing of an outer Claude Code session or memory setting.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^(CLAUDE|MEMORY_|OLLAMA_|npm_lifecycle|npm_package)/i.test(key)),
);
Object.assign(env, {
  HOME: home,
  CI: "true",
  MEMORY_EMBEDDINGS: "off",
  npm_config_cache: process.env.npm_config_cache || path.join(os.homedir(), ".npm"),
  npm_config_userconfig: process.env.npm_config_userconfig || path.join(os.homedir(), ".npmrc"),
});

function run(
  label,
  command,
  args,
  { cwd = clone, input, expect = 0, extraEnv = {}, shell = false, timeout = 240_000 } = {},
) {
  const t0 = Date.now();
  const r = spawnSync(command, args, {
    cwd,
    env: { ...env, ...extraEnv },
    input: input ?? "",
    encoding: "utf8",
    shell,
    timeout,
  });
  const ms = Date.now() - t0;
  const ok = r.status === expect;
  console.log(`${ok ? "ok  " : "FAIL"} ${label} (${(ms / 1000).toFixed(1)}s, exit ${r.status ?? r.signal})`);
  if (!ok) {
    failures.push(label);
    console.log(`${r.stdout || ""}${r.stderr || ""}`.trim().replace(/^/gm, "     "));
  }
  return r;
}

function check(label, condition, detail = "") {
  console.log(`${condition ? "ok  " : "FAIL"} ${label}`);
  if (!condition) {
    failures.push(label);
    if (detail) console.log(String(detail).trim().replace(/^/gm, "     "));
  }
}

/** The README's first code block: line 1 installs and tries it, line 2 runs the tests. */
function readmeCommands() {
  const readme = fs.readFileSync(path.join(clone, "README.md"), "utf8");
  const block = /```(?:bash|sh)\n([\s\S]*?)```/.exec(readme);
  if (!block) throw new Error("README.md has no ```bash block");
  return block[1]
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
}

try {
  run("git clone", "git", ["clone", "--quiet", REPO, clone], { cwd: tmp });
  const [first, second] = readmeCommands();
  check(
    "the README opens with `npm ci && …` then `npm test`",
    /^npm ci(\s|$)/.test(first ?? "") && second === "npm test",
    `${first}\n${second}`,
  );

  // 1. The README's first command, as written (it starts with npm ci).
  const quick = run(`README: ${first.slice(0, 70)}…`, first, [], { shell: true });
  check("the first command finds the memory it wrote", /Found 1 memor/.test(quick.stdout), quick.stdout);
  // Its memory goes into a new store: nothing there deserves a warning (its first search once said "⚠ no indexes").
  check("the first command warns of nothing", !/⚠|✗/.test(`${quick.stdout}${quick.stderr}`), quick.stderr);
  for (const entry of ["cli.cjs", "cli.mjs"]) {
    const cli = path.join(clone, "plugin", "dist", entry);
    check(`plugin/dist/${entry} is executable in the clone`, (fs.statSync(cli).mode & 0o111) === 0o111);
  }
  const version = JSON.parse(fs.readFileSync(path.join(clone, "package.json"), "utf8")).version;
  const v = run("npx memory --version", "npx", ["--no-install", "memory", "--version"]);
  check(`--version prints ${version}`, v.stdout.trim() === version, v.stdout);

  // 2. One command of each kind, through the bin as a user calls it.
  const memory = (label, args, options = {}) =>
    run(`memory ${label}`, "npx", ["--no-install", "memory", ...args], options);
  const slug = /gotcha-[a-z0-9_-]+/.exec(quick.stdout)?.[0] ?? "gotcha-token-refresh-races";
  memory("write (stdin)", ["write", "--type", "decision", "--tags", "auth", "--title", "Refresh behind one mutex"], {
    input: "We serialise token refresh behind one mutex because two refreshes race.\n",
  });
  memory("read", ["read", slug]);
  memory("list", ["list"]);
  memory("search --json", ["search", "mutex", "--json"]);
  memory("link", ["link", slug, "decision-refresh-behind-one-mutex", "--label", "warns-about"]);
  memory("graph", ["graph", slug]);
  memory("quality", ["quality", slug]);
  memory("health", ["health"]);
  memory("validate", ["validate"]);
  const gotchas = memory("gotchas <path>", ["gotchas", "src/auth/token.ts"]);
  check("gotchas names the first memory", gotchas.stdout.includes(slug), gotchas.stdout);
  memory("semantic (no Ollama: keyword fallback)", ["semantic", "token"]);
  memory("export-events", ["export-events", "--out", "-", "--scope", "all"]);
  memory("api read", ["api"], {
    input: JSON.stringify({ op: "read", repo_id: "clone", mode: "targeted", query: "token refresh" }),
  });

  // 3. The hook, as Claude Code runs it, then its log from the terminal.
  const hookInput = JSON.stringify({
    session_id: "s1",
    cwd: clone,
    hook_event_name: "PostToolUse",
    tool_name: "Read",
    tool_input: { file_path: path.join(clone, "src", "auth", "token.ts") },
  });
  const hook = run(
    "hook after a Read of src/auth/token.ts",
    process.execPath,
    [path.join(clone, "plugin", "dist", "hook.cjs")],
    {
      input: hookInput,
      extraEnv: { CLAUDE_PROJECT_DIR: clone },
    },
  );
  check("the hook injects the gotcha", hook.stdout.includes(slug), hook.stdout);
  const log = memory("gotchas --log", ["gotchas", "--log"]);
  check("the log lists the injection", log.stdout.includes(`injected: ${slug}`), log.stdout);

  // 4. The README's way to get `memory` on PATH in your own project.
  run("npm install -g <clone>", "npm", ["install", "-g", "--prefix", prefix, "--no-audit", "--no-fund", clone], {
    cwd: tmp,
  });
  // The README's other way: straight from the git URL (here the clone's, as a file URL), copied rather than linked.
  const fromGit = path.join(tmp, "prefix-git");
  run(
    "npm install -g --install-links git+file://<clone>",
    "npm",
    ["install", "-g", "--install-links", "--prefix", fromGit, "--no-audit", "--no-fund", `git+file://${clone}`],
    // npm first installs the devDependencies of a git package that has a build script: 2.5 min on an idle machine.
    { cwd: tmp, timeout: 600_000 },
  );
  const viaGit = run(
    "memory --version (installed from the git URL)",
    path.join(fromGit, "bin", "memory"),
    ["--version"],
    { cwd: tmp },
  );
  check(
    "the git-URL install runs on its own copy",
    (viaGit.stdout ?? "").trim() === version &&
      !fs.lstatSync(path.join(fromGit, "lib", "node_modules", "claude-memory")).isSymbolicLink(),
    viaGit.stdout,
  );
  fs.mkdirSync(project);
  run("git init (another project)", "git", ["init", "--quiet"], { cwd: project });
  const onPath = { PATH: `${path.join(prefix, "bin")}${path.delimiter}${env.PATH}` };
  const other = run("memory --version (on PATH)", "memory", ["--version"], { cwd: project, extraEnv: onPath });
  check(`memory on PATH is this package (${version})`, other.stdout.trim() === version, other.stdout);
  run(
    "memory write (another project)",
    "memory",
    ["write", "Staging uses the old auth proxy", "--type", "learning", "--tags", "auth"],
    { cwd: project, extraEnv: onPath },
  );
  run("memory validate --scope project (pre-commit)", "memory", ["validate", "--scope", "project"], {
    cwd: project,
    extraEnv: onPath,
  });
  check(
    "the memory is in the project",
    fs.readdirSync(path.join(project, ".claude", "memory")).some((name) => name.endsWith(".md")),
  );
} catch (error) {
  failures.push(`harness: ${error.stack || error}`);
  console.log(`FAIL harness: ${error.stack || error}`);
} finally {
  if (process.env.FRESH_CLONE_KEEP === "1") console.log(`(kept ${tmp})`);
  else fs.rmSync(tmp, { recursive: true, force: true });
}

console.log(
  `${failures.length === 0 ? "PASS" : `FAIL (${failures.length})`} fresh clone in ${((Date.now() - started) / 1000).toFixed(1)}s`,
);
process.exitCode = failures.length === 0 ? 0 : 1;
