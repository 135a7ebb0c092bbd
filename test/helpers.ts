import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach } from "vitest";
import { createContext, type OperationContext } from "../src/ops/context.js";
import type { StoreWarning } from "../src/core/types.js";

export const ROOT = resolve(import.meta.dirname, "..");
export const CLI = join(ROOT, "plugin", "dist", "cli.cjs");
export const HOOK = join(ROOT, "plugin", "dist", "hook.cjs");

export interface Sandbox {
  dir: string;
  repo: string;
  home: string;
  env: NodeJS.ProcessEnv;
  projectStore: string;
  globalStore: string;
}

const sandboxes: string[] = [];
afterEach(() => {
  // A hook may have left a refresh running in the background (it finishes on its own, slowly on a loaded machine):
  // retry the whole removal for up to 10 s while it writes. (rmSync's own maxRetries only retries the last rmdir,
  // without removing what was written since, and waits 100 ms more each time: a refresh writing its compiled code
  // into the sandbox's HOME as it exits held a test 46 s with 30 retries, 8 minutes with 100.)
  for (const dir of sandboxes.splice(0)) {
    for (let attempt = 1; ; attempt++) {
      try {
        rmSync(dir, { recursive: true, force: true });
        break;
      } catch (error) {
        if (attempt >= 100) throw error;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      }
    }
  }
});

/** A temp git repo (just a `.git` dir) and a temp HOME, removed after the test. */
export function makeSandbox({ repo = true } = {}): Sandbox {
  const dir = mkdtempSync(join(tmpdir(), "memory-test-"));
  sandboxes.push(dir);
  const home = join(dir, "home");
  const repoDir = join(dir, "repo");
  mkdirSync(home, { recursive: true });
  mkdirSync(repoDir, { recursive: true });
  if (repo) mkdirSync(join(repoDir, ".git"));
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: home, LANG: "C.UTF-8" };
  return {
    dir,
    repo: repoDir,
    home,
    env,
    projectStore: join(repoDir, ".claude", "memory"),
    globalStore: join(home, ".claude", "memory"),
  };
}

export function contextFor(
  sandbox: Sandbox,
  options: { now?: () => Date; env?: NodeJS.ProcessEnv } = {},
): OperationContext & { warnings: StoreWarning[] } {
  const warnings: StoreWarning[] = [];
  const context = createContext({
    environment: { cwd: sandbox.repo, env: { ...sandbox.env, ...options.env } },
    warn: (warning) => warnings.push(warning),
    ...(options.now ? { now: options.now } : {}),
  });
  return Object.assign(context, { warnings });
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the built CLI as a user would, in `cwd` (default: the sandbox repo). */
export function runCli(
  sandbox: Sandbox,
  args: string[],
  options: { input?: string; cwd?: string; env?: NodeJS.ProcessEnv; cli?: string } = {},
): Promise<CliResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [options.cli ?? CLI, ...args], {
      cwd: options.cwd ?? sandbox.repo,
      env: { ...sandbox.env, ...options.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolvePromise({ code: code ?? -1, stdout, stderr }));
    // A child may exit before it reads its stdin (EPIPE): its exit code and output are the result, not the pipe.
    child.stdin.on("error", () => undefined);
    child.stdin.end(options.input ?? "");
  });
}

export function json<T = any>(result: CliResult): T {
  try {
    return JSON.parse(result.stdout) as T;
  } catch {
    throw new Error(`stdout is not JSON (exit ${result.code}):\n${result.stdout}\nstderr:\n${result.stderr}`);
  }
}

export interface HookRun {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * Runs the built hook as Claude Code does: `input` as JSON (a string as is)
 * on stdin, in `cwd` (the sandbox's repository by default), with the
 * sandbox's own plugin data directory. A variable set to undefined in `env`
 * is removed.
 */
export function runHook(box: Sandbox, input: unknown, env: NodeJS.ProcessEnv = {}, cwd = box.repo): Promise<HookRun> {
  return new Promise((resolvePromise, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [HOOK], {
      cwd,
      env: { ...box.env, CLAUDE_PLUGIN_DATA: join(box.dir, "plugin-data"), CLAUDE_PROJECT_DIR: cwd, ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolvePromise({ code: code ?? -1, stdout, stderr, ms: Date.now() - started }));
    child.stdin.on("error", () => undefined);
    child.stdin.end(typeof input === "string" ? input : JSON.stringify(input));
  });
}

/** A memory file written by hand into the project store: the given frontmatter lines, fixed dates, then the body. */
export function commitMemoryFile(box: Sandbox, slug: string, frontmatter: string, body: string): void {
  mkdirSync(box.projectStore, { recursive: true });
  writeFileSync(
    join(box.projectStore, `${slug}.md`),
    `---\n${frontmatter.trim()}\ncreated: 2026-01-10T10:00:00Z\nupdated: 2026-01-10T10:00:00Z\n---\n${body}\n`,
  );
}

/**
 * CPU milliseconds this process spent running `fn`: a bound on work done in process that a loaded machine's
 * scheduler does not move (wall time there can be several times the CPU time).
 */
export function cpuMsOf(fn: () => void): number {
  const before = process.cpuUsage();
  fn();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}
