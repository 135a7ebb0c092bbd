// The files are the truth for the hooks too. What the hooks read (the gotcha
// and recall indexes under `.index/`) is brought up to date with the memory
// files by `memory refresh`, which records the scope directory's change stamp
// in `.index/hook-stamp.json` once it is done. A hook compares that stamp with
// the directory (one stat): a file added, removed or replaced since (a `git
// checkout`, a `git pull`, a hand delete, an editor's save) shows as a
// difference, and the hook runs a refresh within its own deadline, or leaves
// it to finish in the background. Every memory about to be shown is checked
// against its file (size and mtime) either way: a memory whose file is gone
// or changed since it was indexed is never shown.

import { closeSync, existsSync, lstatSync, mkdirSync, openSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { nodeChildProcess } from "../core/node-builtins.js";
import { hashOf } from "../core/shards.js";
import { directoryStamp } from "../store/directory-stamp.js";
import { recordedHookStamp } from "../index/hook-stamp.js";

/** How long a prompt or tool hook waits for a refresh of a changed store (Claude Code's timeout for them is 5 s). */
export const REFRESH_WAIT_MS = 1000;
/** A refresh older than this is presumed dead: another may start. */
const REFRESH_STALE_MS = 120_000;

/** True when the scope directory changed since the last refresh (a scope with no directory has nothing to refresh). */
export function scopeChanged(root: string): boolean {
  const now = directoryStamp(root);
  return now !== undefined && now !== recordedHookStamp(root);
}

/** Whether a memory file still is what its index entry was made from (size and mtime when known, else that it exists). */
export function fileIsCurrent(root: string, slug: string, file: unknown): boolean {
  const stat = lstatSync(join(root, `${slug}.md`), { throwIfNoEntry: false });
  if (!stat?.isFile()) return false;
  if (!Array.isArray(file) || file.length !== 2) return true;
  return stat.size === file[0] && stat.mtimeMs === file[1];
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Where the bundled CLI is: beside the hook bundle (or MEMORY_CLI_PATH). */
function cliPath(env: NodeJS.ProcessEnv): string | undefined {
  const dir = typeof __dirname === "string" ? __dirname : undefined;
  const path = env.MEMORY_CLI_PATH?.trim() || (dir && join(dir, "cli.cjs"));
  return path && existsSync(path) ? path : undefined;
}

export type RefreshOutcome = "done" | "pending" | "unavailable";

/**
 * Runs `memory refresh` for the project in a detached process and waits for
 * it until `deadlineAt` (epoch ms): "done" when it finished in time,
 * "pending" when it goes on in the background (the hooks then show only
 * memories whose files they checked). One refresh at a time per project: a
 * marker file in the hook's state directory says one is running.
 */
export function refreshInBackground(
  cwd: string,
  projectRoot: string,
  env: NodeJS.ProcessEnv,
  stateDir: string,
  deadlineAt: number,
): RefreshOutcome {
  const cli = cliPath(env);
  if (!cli) return "unavailable";
  const marker = join(stateDir, `refresh-${hashOf(projectRoot).toString(36)}.pid`);
  const running = statSync(marker, { throwIfNoEntry: false });
  if (running && Date.now() - running.mtimeMs < REFRESH_STALE_MS) return waitFor(marker, deadlineAt);
  if (running) rmSync(marker, { force: true });
  try {
    // An empty file created exclusively: whoever creates it starts the refresh.
    closeSync(openSync(marker, "wx"));
  } catch {
    return waitFor(marker, deadlineAt);
  }
  try {
    const child = nodeChildProcess().spawn(process.execPath, [cli, "refresh", "--marker", marker], {
      cwd,
      env,
      detached: true,
      stdio: "ignore",
    });
    child.unref();
  } catch {
    rmSync(marker, { force: true });
    return "unavailable";
  }
  return waitFor(marker, deadlineAt);
}

function waitFor(marker: string, deadlineAt: number): RefreshOutcome {
  while (existsSync(marker)) {
    if (Date.now() >= deadlineAt) return "pending";
    sleep(Math.min(10, Math.max(1, deadlineAt - Date.now())));
  }
  return "done";
}

/**
 * Brings the indexes of the scopes given up to date when a scope directory
 * changed since the last refresh, waiting for it until `deadlineAt`. Returns
 * false when a refresh is still running (callers then show only memories
 * whose files they checked).
 */
export function freshenScopes(
  roots: string[],
  cwd: string,
  projectRoot: string,
  env: NodeJS.ProcessEnv,
  stateDir: string,
  deadlineAt: number,
): boolean {
  if (!roots.some(scopeChanged)) return true;
  mkdirSync(stateDir, { recursive: true, mode: 0o700 });
  return refreshInBackground(cwd, projectRoot, env, stateDir, deadlineAt) === "done";
}
