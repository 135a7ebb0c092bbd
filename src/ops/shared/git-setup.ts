// `memory git-setup`: makes the scopes that live in git merge well.
//   - `<scope>/.gitattributes` (committed): memory files merge with the memory
//     driver, logs as unions of lines;
//   - the repository's own config (never committed, so once per clone): what
//     the `memory` merge driver runs (merge-driver.ts; memory commands also
//     register it where .gitattributes names it, and `--remove` takes it away);
//   - `.index/` ignored (derived state is never committed), and a report of
//     derived files that were committed anyway.

import { existsSync, realpathSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { Scope } from "../../core/types.js";
import { writeFileAtomic } from "../../store/atomic-write.js";
import { FileWriteError } from "../../core/errors.js";
import {
  ATTRIBUTES_MAX_BYTES,
  attributesPath,
  gitAttributesText,
  readGitAttributes,
} from "../../store/git-attributes.js";
import { git, workTreeRoot } from "../../store/git.js";
import { GIT_ATTRIBUTES, INDEX_DIR, type ScopeStore } from "../../store/scope-store.js";
import type { OperationContext } from "../context.js";
import {
  configuredDriver,
  defaultDriverCommand,
  driverScriptExists,
  forgetDriverStamp,
  removeDriver,
  setDriver,
} from "./merge-driver.js";

export { DRIVER_NAME, defaultDriverCommand } from "./merge-driver.js";

const ATTRIBUTE_LINES = GIT_ATTRIBUTES.split("\n").filter((line) => line && !line.startsWith("#"));
const ATTRIBUTES_HEADER = GIT_ATTRIBUTES.split("\n")[0]!;

export interface ScopeGitState {
  scope: Scope;
  root: string;
  /** The top of the git work tree holding the scope, if any. */
  repository?: string;
  /** The scope is the top of its own repository (a person's global memories, a team's store): `memory sync` works on it. */
  ownRepository: boolean;
  attributes: boolean;
  /** The merge driver configured in the repository, and whether what it runs is still there. */
  driver?: string;
  driverUsable: boolean;
  /** `.index/` is ignored by git. */
  indexIgnored: boolean;
  /** Derived files under `.index/` that git tracks (committed by mistake). */
  trackedDerived: string[];
}

export interface GitSetupRequest {
  scope?: Scope;
  /** The command git runs as the driver; by default this CLI with the node running it (see merge-driver.ts). */
  driverCommand?: string;
  /** Take the driver out of the repositories' config instead (and keep memory commands from registering it). */
  remove?: boolean;
}

export interface GitSetupResponse {
  success: boolean;
  scopes: Array<ScopeGitState & { changed: string[] }>;
  message: string;
}

/** Scopes set up by default: every available one but the private local scope. */
function targets(context: OperationContext, scope?: Scope): ScopeStore[] {
  if (scope) return [context.store.scope(scope)];
  return context.store.readable().filter((store) => store.scope !== "local");
}

export async function gitSetup(context: OperationContext, request: GitSetupRequest = {}): Promise<GitSetupResponse> {
  if (request.remove) return removeGitSetup(context, request.scope);
  const command = request.driverCommand ?? defaultDriverCommand();
  const scopes: GitSetupResponse["scopes"] = [];
  for (const store of targets(context, request.scope)) {
    const explicit = request.scope !== undefined;
    const repository = workTreeRoot((await store.exists()) ? store.root : nearestDirectory(store.root));
    // A scope outside git (e.g. a global store that is no repository) is left alone unless named.
    if (!repository && !explicit) continue;
    const changed: string[] = [];
    await store.ensureLayout();
    if (await ensureAttributes(store.root)) changed.push(".gitattributes");
    if (repository && setDriver(repository, command)) changed.push("merge driver");
    forgetDriverStamp(store);
    scopes.push({ ...scopeGitState(store), changed });
  }
  const done = scopes.filter((state) => state.repository);
  const message =
    scopes.length === 0
      ? "No scope is in a git repository: nothing to set up (name one with --scope to prepare it anyway)."
      : `Set up ${scopes.map((state) => `${state.scope}${state.changed.length ? ` (${state.changed.join(", ")})` : " (already set up)"}`).join(", ")}${done.length < scopes.length ? "; scopes outside git got .gitattributes only" : ""}.`;
  return { success: true, scopes, message };
}

/**
 * `git-setup --remove`: the driver leaves each repository's config, and memory
 * commands no longer register it there. The committed .gitattributes stays (it
 * is the team's): without a driver, git merges memory files as plain text.
 */
async function removeGitSetup(context: OperationContext, scope?: Scope): Promise<GitSetupResponse> {
  const scopes: GitSetupResponse["scopes"] = [];
  const seen = new Set<string>();
  for (const store of targets(context, scope)) {
    const repository = (await store.exists()) ? workTreeRoot(store.root) : undefined;
    if (!repository) continue;
    const changed = !seen.has(repository) && removeDriver(repository) ? ["merge driver removed"] : [];
    seen.add(repository);
    forgetDriverStamp(store);
    scopes.push({ ...scopeGitState(store), changed });
  }
  const removed = scopes.filter((state) => state.changed.length > 0);
  const message =
    scopes.length === 0
      ? "No scope is in a git repository: no merge driver to remove."
      : `${removed.length ? `Removed the memory merge driver from ${[...new Set(removed.map((state) => state.repository))].join(", ")}` : "No memory merge driver was set up"}; memory commands will not set it up again in ${scopes.length === 1 ? "this clone" : "these clones"} (\`memory git-setup\` does). Memory files now merge as plain text.`;
  return { success: true, scopes, message };
}

function nearestDirectory(path: string): string {
  let dir = path;
  while (!existsSync(dir)) {
    const parent = resolve(dir, "..");
    if (parent === dir) break;
    dir = parent;
  }
  return dir;
}

/** Writes or completes `<root>/.gitattributes`; true when it changed. */
export async function ensureAttributes(root: string): Promise<boolean> {
  const path = attributesPath(root);
  const read = readGitAttributes(root);
  if (read.kind === "unreadable") throw read.error;
  if (read.kind !== "read" && read.kind !== "missing")
    throw new FileWriteError(
      `${path} is not a regular file of at most ${ATTRIBUTES_MAX_BYTES} bytes (${read.kind === "link" ? "a symbolic link" : read.kind === "too-large" ? `${read.stat.size} bytes` : "a directory, named pipe or device"}): remove it, then run memory git-setup again.`,
      { path },
    );
  const text = read.kind === "read" ? read.content : "";
  const have = new Set(text.split(/\r?\n/).map((line) => line.trim()));
  const missing = ATTRIBUTE_LINES.filter((line) => !have.has(line));
  if (missing.length === 0) return false;
  const prefix = text === "" ? `${ATTRIBUTES_HEADER}\n` : text.endsWith("\n") ? "" : "\n";
  await writeFileAtomic(path, `${text}${prefix}${missing.join("\n")}\n`);
  return true;
}

/** How a scope stands with git: attributes, driver, `.index/` ignored, derived files tracked. */
export function scopeGitState(store: ScopeStore): ScopeGitState {
  const base = { scope: store.scope, root: store.root };
  const repository = existsSync(store.root) ? workTreeRoot(store.root) : undefined;
  const attributes = hasAttributes(store.root);
  if (!repository)
    return { ...base, ownRepository: false, attributes, driverUsable: false, indexIgnored: true, trackedDerived: [] };
  const driver = configuredDriver(repository);
  const indexPath = relative(repository, join(store.root, INDEX_DIR)) || INDEX_DIR;
  const ignored = git(repository, ["check-ignore", "-q", "--no-index", `${indexPath}/manifest`]).code === 0;
  const tracked = git(repository, ["ls-files", "--", indexPath]).stdout.split("\n").filter(Boolean);
  return {
    ...base,
    repository,
    ownRepository: samePath(repository, store.root),
    attributes,
    ...(driver ? { driver } : {}),
    driverUsable: driver !== undefined && driverScriptExists(driver),
    indexIgnored: ignored,
    trackedDerived: tracked,
  };
}

function hasAttributes(root: string): boolean {
  const text = gitAttributesText(root);
  if (text === undefined) return false;
  const lines = new Set(text.split(/\r?\n/).map((line) => line.trim()));
  return ATTRIBUTE_LINES.every((line) => lines.has(line));
}

function samePath(a: string, b: string): boolean {
  try {
    return resolve(a) === resolve(b) || realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}
