// The few git commands team memory needs, run as child processes (git is the
// engine: nothing here reimplements it).

import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { FileWriteError, GitTimeoutError } from "../core/errors.js";
import { nodeChildProcess } from "../core/node-builtins.js";
import { readRegularText } from "./regular-file.js";

export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * How long a local git command may take. They take milliseconds; one that runs for seconds is blocked (a named pipe
 * where git reads `.gitignore` or its config waits for ever), and no command of ours may hang on it.
 */
export const GIT_LOCAL_TIMEOUT_MS = 6_000;
/** Pull and push talk to a remote: slower, but not endless either. */
export const GIT_REMOTE_TIMEOUT_MS = 120_000;

interface GitOptions {
  input?: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
}

/**
 * Runs git in `cwd`; never throws for a non-zero exit (the caller reads `code`), only when git cannot be run at all
 * (FileWriteError) or does not finish within `timeoutMs` (GitTimeoutError, the process killed).
 */
export function git(cwd: string, args: string[], options: GitOptions = {}): GitResult {
  const timeoutMs = options.timeoutMs ?? GIT_LOCAL_TIMEOUT_MS;
  const result = nodeChildProcess().spawnSync("git", args, {
    cwd,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    timeout: timeoutMs,
    killSignal: "SIGKILL",
    ...(options.input === undefined ? {} : { input: options.input }),
    env: { ...process.env, GIT_TERMINAL_PROMPT: "0", ...options.env },
  });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === "ETIMEDOUT") {
    throw new GitTimeoutError(
      `\`git ${args[0]}\` did not finish within ${timeoutMs / 1000} s in ${cwd}, and was stopped. Something git reads may block it (a named pipe or device in place of .gitignore, .gitattributes or .git/config), or a git hook or credential prompt is waiting: check with \`git -C ${JSON.stringify(cwd)} status\`, fix it, and run the command again.`,
      { path: cwd, command: args[0], timeoutMs },
      { cause: result.error },
    );
  }
  if (result.error) {
    throw new FileWriteError(
      `Cannot run git: ${result.error.message}. Install git and make sure it is on PATH.`,
      { path: cwd },
      { cause: result.error },
    );
  }
  return { code: result.status ?? 1, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
}

/**
 * False only when git could not find a repository from `dir`: no `.git` file, and no `.git` directory with a HEAD,
 * in it or above it, and no GIT_DIR. Every command registers the merge driver, and asking git costs a process
 * (~5 ms of CPU) where the project is no repository.
 */
export function mayBeInRepository(dir: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.GIT_DIR || env.GIT_WORK_TREE) return true;
  for (let at = resolve(dir); ; at = dirname(at)) {
    const dotGit = statSync(join(at, ".git"), { throwIfNoEntry: false });
    // git passes over a `.git` directory that is no repository (no HEAD) and looks further up, as here.
    if (dotGit && (!dotGit.isDirectory() || existsSync(join(at, ".git", "HEAD")))) return true;
    if (dirname(at) === at) return false;
  }
}

/** The top-level directory of the work tree holding `dir`, or undefined outside one. */
export function workTreeRoot(dir: string): string | undefined {
  if (!mayBeInRepository(dir)) return undefined;
  try {
    const result = git(dir, ["rev-parse", "--show-toplevel"]);
    return result.code === 0 ? result.stdout.trim() : undefined;
  } catch {
    return undefined;
  }
}

/** git's three-way text merge of three texts: the merged text and the number of conflicts it left. */
export function gitMergeText(
  base: string,
  ours: string,
  theirs: string,
  markerSize = 7,
): { text: string; conflicts: number } {
  const dir = mkdtempSync(join(tmpdir(), "memory-merge-"));
  try {
    const [o, a, b] = ["base", "ours", "theirs"].map((name) => join(dir, name)) as [string, string, string];
    writeFileSync(o, base);
    writeFileSync(a, ours);
    writeFileSync(b, theirs);
    const result = git(dir, [
      "merge-file",
      "-p",
      `--marker-size=${markerSize}`,
      "-L",
      "ours",
      "-L",
      "base",
      "-L",
      "theirs",
      a,
      o,
      b,
    ]);
    if (result.code < 0 || result.code > 127) throw new Error(`git merge-file failed: ${result.stderr.trim()}`);
    return { text: result.stdout, conflicts: result.code };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Git's files are small; one past this is not read. */
const GIT_FILE_MAX_BYTES = 1024 * 1024;

/**
 * A small file of git's own (`.git` naming a worktree's git directory, `commondir`, `config`), or undefined when it
 * is missing or no regular file within 1 MiB: followed through links as git does, never waiting on a named pipe.
 */
export function readGitFile(path: string): string | undefined {
  const read = readRegularText(path, { maxBytes: GIT_FILE_MAX_BYTES, followLinks: true });
  return read.kind === "read" ? read.content : undefined;
}

/** Reads a file that may be missing (an empty base on add/add). */
export function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}
