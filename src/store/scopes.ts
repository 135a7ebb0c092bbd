// Where each scope lives on disk, from the working directory and environment.

import { ENTERPRISE_DIR, settingOf } from "../core/settings/index.js";
import { existsSync, lstatSync, realpathSync, statSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { nodeOs } from "../core/node-builtins.js";
import type { Scope } from "../core/types.js";
import { UsageError } from "../core/errors.js";

export interface ScopeLocation {
  scope: Scope;
  root: string;
}

export interface ScopeUnavailable {
  scope: Scope;
  reason: string;
}

export interface Environment {
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export interface ResolvedScopes {
  available: ScopeLocation[];
  unavailable: ScopeUnavailable[];
  /** Scope used for writes when none is named: project inside a repo, else global. */
  defaultWriteScope: Scope;
  repoRoot?: string;
}

/** Reads look in this order, so a private or project memory shadows a shared one. */
export const READ_ORDER: readonly Scope[] = ["local", "project", "global", "enterprise"];

export function currentEnvironment(): Environment {
  return { cwd: workingDirectory(process.env), env: process.env };
}

/**
 * The process's working directory; when it was deleted or moved away under a shell or a session, the project's
 * directory Claude Code names (CLAUDE_PROJECT_DIR), else a UsageError saying so (not an unexpected ENOENT).
 */
export function workingDirectory(env: NodeJS.ProcessEnv): string {
  try {
    return process.cwd();
  } catch (error) {
    const projectDir = env.CLAUDE_PROJECT_DIR?.trim();
    if (projectDir && isDirectory(projectDir)) return projectDir;
    throw new UsageError(
      "The working directory no longer exists (it was deleted or moved): cd into the project and run the command again. Nothing was read or written.",
      { errno: (error as NodeJS.ErrnoException).code },
    );
  }
}

/**
 * The project's directory, the same for the hooks, the MCP server and the CLI: from where Claude was started
 * (CLAUDE_PROJECT_DIR, which may be a subdirectory of the repository) or else the working directory, the nearest
 * directory upwards that already holds a `.claude/memory/` store or is a repository's top level (holds `.git`).
 * The home directory's `.claude/memory` is the global scope, never a project's. With neither above, the project is
 * CLAUDE_PROJECT_DIR itself (when set), else there is none.
 */
export function findProjectRoot({ cwd, env }: Environment): string | undefined {
  const projectDir = env.CLAUDE_PROJECT_DIR?.trim();
  const start = projectDir && isDirectory(projectDir) ? projectDir : cwd;
  const home = resolve(homeDirectory(env));
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, ".git"))) return dir;
    if (dir !== home && isDirectory(join(dir, ".claude", "memory"))) return dir;
    const parent = dirname(dir);
    // Neither above: where Claude was started is the project (a directory that is not a repository).
    if (parent === dir) return start === projectDir ? resolve(projectDir) : undefined;
    dir = parent;
  }
}

export function homeDirectory(env: NodeJS.ProcessEnv): string {
  return env.HOME?.trim() || env.USERPROFILE?.trim() || nodeOs().homedir();
}

export function resolveScopes(environment: Environment): ResolvedScopes {
  const { env } = environment;
  const available: ScopeLocation[] = [];
  const unavailable: ScopeUnavailable[] = [];
  const globalRoot = join(homeDirectory(env), ".claude", "memory");
  const repoRoot = findProjectRoot(environment);

  if (repoRoot && resolve(repoRoot, ".claude", "memory") !== resolve(globalRoot)) {
    for (const [scope, name] of [
      ["local", "memory.local"],
      ["project", "memory"],
    ] as const) {
      const root = join(repoRoot, ".claude", name);
      const outside = leavesRepository(repoRoot, [".claude", join(".claude", name)]);
      if (outside)
        unavailable.push({
          scope,
          reason: `${outside} is a symbolic link leading out of the repository; the plugin does not follow it (replace it with a directory, or a link within the repository)`,
        });
      else available.push({ scope, root });
    }
  } else {
    const reason = repoRoot
      ? "the project directory is your home directory, whose .claude/memory is the global scope"
      : "not inside a git repository (run from your project, or set CLAUDE_PROJECT_DIR)";
    unavailable.push({ scope: "local", reason }, { scope: "project", reason });
  }
  available.push({ scope: "global", root: globalRoot });
  const enterprise = settingOf(env, ENTERPRISE_DIR);
  if (enterprise) available.push({ scope: "enterprise", root: resolve(environment.cwd, enterprise) });
  else
    unavailable.push({
      scope: "enterprise",
      reason: "no enterprise store is configured (set MEMORY_ENTERPRISE_DIR to its directory)",
    });

  available.sort((a, b) => READ_ORDER.indexOf(a.scope) - READ_ORDER.indexOf(b.scope));
  return {
    available,
    unavailable,
    defaultWriteScope: available.some((location) => location.scope === "project") ? "project" : "global",
    ...(repoRoot ? { repoRoot } : {}),
  };
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The first of these paths (relative to the repository) that is a symbolic
 * link resolving outside the repository, or to nothing. A repository's scopes
 * stay inside it: a clone must not send the plugin's reads and writes
 * elsewhere. (The global scope's root may be a link anywhere: the user's own.)
 */
function leavesRepository(repoRoot: string, paths: string[]): string | undefined {
  let realRoot: string;
  try {
    realRoot = realpathSync(repoRoot);
  } catch {
    return undefined;
  }
  for (const path of paths) {
    const full = join(repoRoot, path);
    const stat = lstatSync(full, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (!stat.isSymbolicLink()) continue;
    let real: string;
    try {
      real = realpathSync(full);
    } catch {
      return full;
    }
    if (real !== realRoot && !real.startsWith(realRoot + sep)) return full;
  }
  return undefined;
}
