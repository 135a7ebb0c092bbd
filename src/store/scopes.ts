// Where each scope lives on disk, from the working directory and environment.

import { existsSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { nodeOs } from "../core/node-builtins.js";
import type { Scope } from "../core/types.js";

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
  return { cwd: process.cwd(), env: process.env };
}

export function findRepoRoot({ cwd, env }: Environment): string | undefined {
  const projectDir = env.CLAUDE_PROJECT_DIR?.trim();
  if (projectDir && isDirectory(projectDir)) return resolve(projectDir);
  let dir = resolve(cwd);
  for (;;) {
    if (existsSync(join(dir, ".git"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
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
  const repoRoot = findRepoRoot(environment);

  if (repoRoot && resolve(repoRoot, ".claude", "memory") !== resolve(globalRoot)) {
    available.push({ scope: "local", root: join(repoRoot, ".claude", "memory.local") });
    available.push({ scope: "project", root: join(repoRoot, ".claude", "memory") });
  } else {
    const reason = repoRoot
      ? "the project directory is your home directory, whose .claude/memory is the global scope"
      : "not inside a git repository (run from your project, or set CLAUDE_PROJECT_DIR)";
    unavailable.push({ scope: "local", reason }, { scope: "project", reason });
  }
  available.push({ scope: "global", root: globalRoot });
  const enterprise = env.MEMORY_ENTERPRISE_DIR?.trim();
  if (enterprise) available.push({ scope: "enterprise", root: resolve(environment.cwd, enterprise) });
  else unavailable.push({ scope: "enterprise", reason: "no enterprise store is configured (set MEMORY_ENTERPRISE_DIR to its directory)" });

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
