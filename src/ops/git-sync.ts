// `memory sync`: one command for a scope whose directory is a git repository
// of its own (a person's global memories, a team's shared store). It commits
// what changed here, merges what the remote has (memory files through the
// memory merge driver), ends on its own the conflicts that have only one
// sensible end, pushes, and says what needs a person.
//
// Ended automatically:
//   - two different memories added under one name → both kept, linked (`memory resolve --both`);
//   - a memory edited on one side and deleted on the other → the edited one is kept (nothing is lost).
// Left to a person: a field or a line changed differently on both sides, and
// conflicts in files that are not memories.

import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { conflictSides, twoMemories } from "../core/memory/index.js";
import { UsageError } from "../core/errors.js";
import { nodeOs } from "../core/node-builtins.js";
import { isValidSlug } from "../core/slug.js";
import type { Scope } from "../core/types.js";
import { MEMORY_LIMITS } from "../core/memory-limits.js";
import { GIT_REMOTE_TIMEOUT_MS, git, type GitResult } from "../store/git.js";
import { readRegularText } from "../store/regular-file.js";
import type { ScopeStore } from "../store/scope-store.js";
import type { OperationContext } from "./context.js";
import { gitSetup, scopeGitState } from "./shared/git-setup.js";
import { resolveConflict } from "./shared/resolve.js";

export interface SyncRequest {
  scope?: Scope;
  /** Commit message of the local changes. */
  message?: string;
}

export interface ScopeSyncReport {
  scope: Scope;
  root: string;
  /** Local changes were committed. */
  committed: boolean;
  /** What the remote had was merged in (false: nothing new, or no remote). */
  merged: boolean;
  /** Conflicts ended here: `<slug>: how`. */
  resolved: string[];
  /** Files that need a person, with the command that ends each. */
  needsHuman: Array<{ file: string; slug?: string; fix: string }>;
  pushed: boolean;
  remote?: string;
  message: string;
}

export interface SyncResponse {
  success: boolean;
  scopes: ScopeSyncReport[];
  message: string;
}

export async function syncMemories(context: OperationContext, request: SyncRequest = {}): Promise<SyncResponse> {
  const stores = request.scope
    ? [context.store.scope(request.scope)]
    : context.store.readable().filter((store) => store.scope !== "local" && isOwnRepository(store));
  if (stores.length === 0) {
    throw new UsageError(
      "No scope is a git repository of its own. To sync your global memories across machines: git -C ~/.claude/memory init, add a remote (git remote add origin <url>), then run `memory sync` again. Project memories travel with your project's own commits.",
    );
  }
  const scopes: ScopeSyncReport[] = [];
  for (const store of stores) scopes.push(await syncScope(context, store, request.message));
  const success = scopes.every((report) => report.needsHuman.length === 0);
  return { success, scopes, message: scopes.map((report) => report.message).join("\n") };
}

function isOwnRepository(store: ScopeStore): boolean {
  try {
    return existsSync(store.root) && scopeGitState(store).ownRepository;
  } catch {
    return false;
  }
}

async function syncScope(
  context: OperationContext,
  store: ScopeStore,
  commitMessage?: string,
): Promise<ScopeSyncReport> {
  const state = (await store.exists()) ? scopeGitState(store) : undefined;
  if (!state?.ownRepository) {
    const where = state?.repository
      ? `it is part of the repository at ${state.repository}: commit, pull and push it with that repository`
      : "it is not a git repository (git init it and add a remote)";
    throw new UsageError(`Cannot sync the ${store.scope} scope (${store.root}): ${where}.`, { scope: store.scope });
  }
  const root = store.root;
  await gitSetup(context, { scope: store.scope });
  // Fetch, merge (our merge driver per file), commit (its hooks) and push: the remote timeout for each.
  const run = (args: string[]) => git(root, [...identity(root), ...args], { timeoutMs: GIT_REMOTE_TIMEOUT_MS });
  const report: ScopeSyncReport = {
    scope: store.scope,
    root,
    committed: false,
    merged: false,
    resolved: [],
    needsHuman: [],
    pushed: false,
    message: "",
  };
  const label = `${store.scope} (${root})`;

  // 1. A merge left half-done by an earlier sync: finish it if every conflict has been resolved since.
  const merging = existsSync(join(gitDir(root), "MERGE_HEAD"));
  if (merging) {
    await endConflicts(context, store, report);
    if (report.needsHuman.length > 0)
      return finish(
        report,
        `${label}: a merge is still waiting for ${report.needsHuman.length} conflict${report.needsHuman.length === 1 ? "" : "s"} to be resolved`,
      );
    run(["add", "-A"]);
    check(run(["commit", "--no-edit", "-q"]), "commit the merge");
    report.merged = true;
  }

  // 2. What changed here.
  run(["add", "-A"]);
  if (run(["diff", "--cached", "--quiet"]).code !== 0) {
    check(
      run(["commit", "-q", "-m", commitMessage ?? `memory sync from ${nodeOs().hostname()}`]),
      "commit the local changes",
    );
    report.committed = true;
  }

  // 3. What the remote has.
  const target = remoteBranch(root);
  if (!target)
    return finish(
      report,
      `${label}: ${report.committed ? "committed locally" : "nothing to commit"}; no remote to sync with (git -C ${JSON.stringify(root)} remote add origin <url>)`,
    );
  report.remote = `${target.remote}/${target.branch}`;
  for (let attempt = 0; attempt < 3; attempt++) {
    const fetched = run(["fetch", "-q", target.remote]);
    if (fetched.code !== 0)
      return finish(report, `${label}: cannot reach ${target.remote}: ${fetched.stderr.trim().split("\n")[0]}`);
    const remoteRef = `refs/remotes/${target.remote}/${target.branch}`;
    const hasRemote = run(["rev-parse", "--verify", "-q", remoteRef]).code === 0;
    if (hasRemote && run(["merge-base", "--is-ancestor", remoteRef, "HEAD"]).code !== 0) {
      // Unrelated histories are two machines that each started a store against one empty remote: join them.
      const merged = run(["merge", "--no-edit", "-q", "--allow-unrelated-histories", remoteRef]);
      report.merged = true;
      if (merged.code !== 0 && run(["rev-parse", "-q", "--verify", "MERGE_HEAD"]).code !== 0) {
        // No merge under way: git refused to start it (say, an untracked file it would overwrite).
        throw new UsageError(
          `git could not merge ${report.remote} into ${root}: ${(merged.stderr || merged.stdout).trim()}`,
        );
      }
      if (merged.code !== 0) {
        await endConflicts(context, store, report);
        if (report.needsHuman.length > 0) {
          return finish(
            report,
            `${label}: merged ${report.remote}; ${report.needsHuman.length} conflict${report.needsHuman.length === 1 ? "" : "s"} need you (then run \`memory sync\` again): ${report.needsHuman.map((item) => item.fix).join("; ")}`,
          );
        }
        run(["add", "-A"]);
        check(run(["commit", "--no-edit", "-q"]), "commit the merge");
      }
    }
    if (run(["rev-parse", "--verify", "-q", "HEAD"]).code !== 0) return finish(report, `${label}: nothing to sync yet`);
    if (hasRemote && run(["merge-base", "--is-ancestor", "HEAD", remoteRef]).code === 0) {
      return finish(report, `${label}: up to date with ${report.remote}${report.merged ? " (merged)" : ""}`);
    }
    const pushed = run([
      "push",
      "-q",
      ...(target.upstream ? [] : ["-u"]),
      target.remote,
      `HEAD:refs/heads/${target.branch}`,
    ]);
    if (pushed.code === 0) {
      report.pushed = true;
      return finish(
        report,
        `${label}: ${[report.committed && "committed", report.merged && "merged", "pushed"].filter(Boolean).join(", ")} (${report.remote})${report.resolved.length ? `; resolved ${report.resolved.join(", ")}` : ""}`,
      );
    }
    // Someone pushed in between: fetch and merge again.
  }
  return finish(report, `${label}: the push to ${report.remote} was refused three times; run \`memory sync\` again`);
}

function finish(report: ScopeSyncReport, message: string): ScopeSyncReport {
  report.message = message;
  return report;
}

function check(result: GitResult, what: string): void {
  if (result.code !== 0) throw new UsageError(`git could not ${what}: ${(result.stderr || result.stdout).trim()}`);
}

/** A commit needs a name: the user's if git has one, else one that says where it came from. */
function identity(root: string): string[] {
  const named = git(root, ["config", "user.name"]).code === 0 && git(root, ["config", "user.email"]).code === 0;
  return named ? [] : ["-c", "user.name=memory sync", "-c", `user.email=memory@${nodeOs().hostname()}`];
}

function gitDir(root: string): string {
  const dir = git(root, ["rev-parse", "--git-dir"]).stdout.trim();
  return dir.startsWith("/") ? dir : join(root, dir);
}

function remoteBranch(root: string): { remote: string; branch: string; upstream: boolean } | undefined {
  const upstream = git(root, ["rev-parse", "--abbrev-ref", "--symbolic-full-name", "@{u}"]);
  if (upstream.code === 0) {
    const [remote, ...rest] = upstream.stdout.trim().split("/");
    if (remote && rest.length) return { remote, branch: rest.join("/"), upstream: true };
  }
  const remotes = git(root, ["remote"]).stdout.split("\n").filter(Boolean);
  const remote = remotes.includes("origin") ? "origin" : remotes[0];
  if (!remote) return undefined;
  const branch = git(root, ["symbolic-ref", "--short", "-q", "HEAD"]).stdout.trim() || "main";
  return { remote, branch, upstream: false };
}

/** Ends the conflicts that have one sensible end; lists the others. */
async function endConflicts(context: OperationContext, store: ScopeStore, report: ScopeSyncReport): Promise<void> {
  const root = store.root;
  const unmerged = new Map<string, Set<number>>();
  for (const line of git(root, ["ls-files", "-u", "-z"]).stdout.split("\0").filter(Boolean)) {
    const match = /^\d+ [0-9a-f]+ (\d)\t(.*)$/s.exec(line);
    if (!match) continue;
    unmerged.set(match[2]!, (unmerged.get(match[2]!) ?? new Set()).add(Number(match[1])));
  }
  for (const [file, stages] of unmerged) {
    const path = join(root, file);
    const slug = /^[^/]+\.md$/.test(file) ? file.slice(0, -3) : undefined;
    const memory = slug !== undefined && isValidSlug(slug);
    if (!stages.has(2) || !stages.has(3)) {
      // Edited on one side, deleted on the other: keep the edited memory, nothing is lost.
      if (existsSync(path)) {
        git(root, ["add", "--", file]);
        report.resolved.push(`${slug ?? file}: kept (edited on one side, deleted on the other)`);
      } else {
        git(root, ["rm", "-q", "--", file]);
        report.resolved.push(`${slug ?? file}: deleted`);
      }
      continue;
    }
    // Read as a file anyone may have replaced (a committed link, say): one that is not a regular file of a memory's
    // size has no sides to read, and is left to a person.
    const read = readRegularText(path, { maxBytes: MEMORY_LIMITS.fileBytes });
    if (read.kind !== "read" && read.kind !== "missing") {
      report.needsHuman.push({
        file: relative(root, path),
        fix: `replace ${relative(root, path)} by a file, then git add it`,
      });
      continue;
    }
    const sides = conflictSides(read.kind === "read" ? read.content : "");
    if (memory && sides && twoMemories(sides)) {
      const resolved = await resolveConflict(context, { slug: slug!, side: "both", scope: store.scope });
      git(root, ["add", "--", ...resolved.kept.map((kept) => `${kept}.md`)]);
      report.resolved.push(`${slug}: two memories added under one name, kept as ${resolved.kept.join(" and ")}`);
      continue;
    }
    if (!sides) {
      // The driver merged it in the end (or the markers were removed by hand): nothing left to do.
      git(root, ["add", "--", file]);
      continue;
    }
    report.needsHuman.push({
      file: relative(root, path),
      ...(memory ? { slug: slug! } : {}),
      fix: memory
        ? `memory resolve ${slug} --ours|--theirs|--both`
        : `edit ${relative(root, path)} by hand, then git add it`,
    });
  }
}
