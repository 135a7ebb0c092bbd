// The files are the truth for the hooks too. What the hooks read (the gotcha
// and recall indexes under `.index/`) is brought up to date with the memory
// files by `memory refresh`, which records the scope directory's change stamp
// in `.index/hook-stamp.json` once it is done. A hook compares that stamp with
// the directory (one stat): a file added, removed or replaced since (a `git
// checkout`, a `git pull`, a hand delete, an editor's save) shows as a
// difference, and the hook runs a refresh within its own deadline, or leaves
// it to finish in the background. Every memory about to be shown is checked
// against its file (size and mtime) either way: a memory whose file is gone
// is never shown; one edited in place since it was indexed (the directory's
// stamp unchanged) has the hook refresh, within the same wait, and rank again.

import { closeSync, existsSync, lstatSync, mkdirSync, openSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Settings } from "../core/settings/index.js";
import { nodeChildProcess } from "../core/node-builtins.js";
import { hashOf } from "../core/hash/index.js";
import { sleepSync } from "../core/time.js";
import { directoryStamp } from "../store/directory-stamp.js";
import { recordedHookStamp } from "../index/derived/index.js";
import { processExists, readPidFile } from "../store/process-alive.js";

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

/**
 * Whether a memory file is there but no longer what its index entry was made
 * from: edited in place (same inode; the directory unchanged, so no refresh
 * was started for it). A hook about to show it refreshes first.
 */
export function fileChangedInPlace(root: string, slug: string, file: unknown): boolean {
  if (!Array.isArray(file) || file.length !== 2) return false;
  const stat = lstatSync(join(root, `${slug}.md`), { throwIfNoEntry: false });
  return stat?.isFile() === true && (stat.size !== file[0] || stat.mtimeMs !== file[1]);
}

/** Where the bundled CLI is: beside the hook bundle (or MEMORY_CLI_PATH). */
function cliPath(settings: Settings): string | undefined {
  const dir = typeof __dirname === "string" ? __dirname : undefined;
  const path = settings.cliPath || (dir && join(dir, "cli.cjs"));
  return path && existsSync(path) ? path : undefined;
}

export type RefreshOutcome = "done" | "pending" | "unavailable";

/** A marker not yet holding its refresh's pid is presumed abandoned after this (its hook died before writing it). */
const PID_GRACE_MS = 3000;

/**
 * Whether the refresh a marker names still runs: the marker holds its pid
 * (written by the hook that started it), so a refresh killed or never
 * started is noticed at once, not after 120 s.
 */
function markerAlive(marker: string): boolean {
  const stat = statSync(marker, { throwIfNoEntry: false });
  if (!stat) return false;
  const age = Date.now() - stat.mtimeMs;
  if (age >= REFRESH_STALE_MS) return false;
  const held = readPidFile(marker);
  if (held === "missing" || held === "other") return false;
  return held === "empty" ? age < PID_GRACE_MS : processExists(held.pid);
}

/** The directory the refresh runs in: the hook's own may be gone (deleted under the session). */
function existingDirectory(...candidates: string[]): string | undefined {
  return candidates.find((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory());
}

/**
 * Runs `memory refresh` for the project in a detached process and waits for
 * it until `deadlineAt` (epoch ms): "done" when it finished in time,
 * "pending" when it goes on in the background (the hooks then show only
 * memories whose files they checked). One refresh at a time per project: a
 * marker file in the hook's state directory holds the pid of the one running;
 * a marker whose process is gone is cleared, and a new refresh started.
 */
export function refreshInBackground(
  cwd: string,
  projectRoot: string,
  env: NodeJS.ProcessEnv,
  settings: Settings,
  stateDir: string,
  deadlineAt: number,
): RefreshOutcome {
  const cli = cliPath(settings);
  const directory = existingDirectory(cwd, projectRoot);
  if (!cli || !directory) return "unavailable";
  const marker = join(stateDir, `refresh-${hashOf(projectRoot).toString(36)}.pid`);
  // Twice at most: a refresh found dead (killed, or its marker left behind) is replaced once.
  for (let attempt = 0; attempt < 2; attempt++) {
    const outcome = markerAlive(marker)
      ? waitFor(marker, deadlineAt)
      : startRefresh(cli, directory, env, marker, deadlineAt);
    if (outcome !== "dead") return outcome;
  }
  return "unavailable";
}

function startRefresh(
  cli: string,
  directory: string,
  env: NodeJS.ProcessEnv,
  marker: string,
  deadlineAt: number,
): RefreshOutcome | "dead" {
  try {
    // A directory in the marker's place stays (no refresh, then): the hook goes on without one.
    rmSync(marker, { force: true });
    // Created exclusively: whoever creates it starts the refresh.
    closeSync(openSync(marker, "wx"));
  } catch {
    return waitFor(marker, deadlineAt);
  }
  try {
    const child = nodeChildProcess().spawn(process.execPath, [cli, "refresh", "--marker", marker], {
      cwd: directory,
      env,
      detached: true,
      stdio: "ignore",
    });
    // A spawn that fails reports it as an event: handled, or it would end this hook with exit 1.
    child.on("error", () => rmSync(marker, { force: true }));
    if (child.pid === undefined) throw new Error("not started");
    writeFileSync(marker, String(child.pid));
    child.unref();
  } catch {
    rmSync(marker, { force: true });
    return "unavailable";
  }
  return waitFor(marker, deadlineAt);
}

function waitFor(marker: string, deadlineAt: number): RefreshOutcome | "dead" {
  while (existsSync(marker)) {
    // Killed before it removed its marker: nothing will.
    if (!markerAlive(marker)) return "dead";
    if (Date.now() >= deadlineAt) return "pending";
    sleepSync(Math.min(10, Math.max(1, deadlineAt - Date.now())));
  }
  return "done";
}

/**
 * Brings the indexes of the scopes given up to date when a scope directory
 * changed since the last refresh (or always, with `force`: a file about to be
 * shown was edited in place), waiting for it until `deadlineAt`. "done" when
 * the indexes are in step; "pending" when a refresh still runs (callers then
 * show only memories whose files they checked), "unavailable" when none can.
 */
export function freshenScopes(
  roots: string[],
  cwd: string,
  projectRoot: string,
  env: NodeJS.ProcessEnv,
  settings: Settings,
  stateDir: string,
  deadlineAt: number,
  force = false,
): RefreshOutcome {
  if (!force && !roots.some(scopeChanged)) return "done";
  mkdirSync(stateDir, { recursive: true, mode: 0o700 });
  return refreshInBackground(cwd, projectRoot, env, settings, stateDir, deadlineAt);
}
