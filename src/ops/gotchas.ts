// `memory gotchas` (/check-gotchas): every gotcha relevant to a path or a
// command — or all of them — including those the hook already showed this session.

import { toIsoSeconds } from "../core/time.js";
import { rankGotchas, type GotchaEntry } from "../core/gotcha-match.js";
import { targetOfToolCall } from "../core/gotcha-target.js";
import type { Scope } from "../core/types.js";
import { UsageError } from "../core/errors.js";
import { hookStateDir, latestSession, readInjectionLog, shownInSession, type InjectionRecord } from "../hook/session.js";
import { hookSettings } from "../hook/run.js";
import { loadCatalog } from "../index/manifest.js";
import type { OperationContext } from "./context.js";
import type { Anchor } from "../core/anchors.js";
import { staleAnchorPaths } from "../store/anchor-hash.js";

export interface GotchasRequest {
  path?: string;
  command?: string;
  scope?: Scope | "all";
  minRelevance?: number;
  session?: string;
}

export interface GotchaListing extends GotchaEntry {
  scope: Scope;
  relevance?: number;
  reason?: string;
  shownThisSession: boolean;
}

export interface GotchasResponse {
  success: boolean;
  target?: string;
  gotchas: GotchaListing[];
  total: number;
  suppressedCount: number;
  session?: string;
}

export async function listGotchas(context: OperationContext, request: GotchasRequest, env: NodeJS.ProcessEnv = process.env): Promise<GotchasResponse> {
  if (request.path !== undefined && request.command !== undefined) throw new UsageError("Give a path or --command, not both.");
  const entries = new Map<string, { entry: GotchaEntry; scope: Scope }>();
  const anchorHashes = new Map<string, string | null>();
  const now = toIsoSeconds(context.now());
  for (const store of context.store.readable(request.scope)) {
    const catalog = await loadCatalog(store);
    catalog.warnings.forEach(context.warn);
    for (const entry of catalog.entries.values()) {
      const gotcha = entry.summary?.gotcha;
      // Deprecated and decayed memories are no gotchas in the index; expired ones are left out as the hook leaves them.
      if (gotcha && !entries.has(gotcha.slug) && !(gotcha.expires !== undefined && gotcha.expires <= now)) entries.set(gotcha.slug, { entry: withStaleSources(context, gotcha, entry.summary?.anchors, store.scope, anchorHashes), scope: store.scope });
    }
  }
  const stateDir = hookStateDir(env);
  const session = request.session ?? latestSession(stateDir);
  const shown = session ? shownInSession(stateDir, session) : new Set<string>();
  const root = context.store.resolved.repoRoot ?? process.cwd();
  const target =
    request.path !== undefined
      ? targetOfToolCall("Read", { file_path: request.path }, root, process.cwd())
      : request.command !== undefined
        ? targetOfToolCall("Bash", { command: request.command }, root, process.cwd())
        : undefined;
  let listed: GotchaListing[];
  if (target) {
    const ranked = rankGotchas([...entries.values()].map((e) => e.entry), target, request.minRelevance ?? hookSettings(env).minRelevance);
    listed = ranked.map(({ gotcha, relevance, reason }) => ({ ...gotcha, scope: entries.get(gotcha.slug)!.scope, relevance, reason, shownThisSession: shown.has(gotcha.slug) }));
  } else {
    listed = [...entries.values()]
      .map(({ entry, scope }) => ({ ...entry, scope, shownThisSession: shown.has(entry.slug) }))
      .sort((a, b) => a.slug.localeCompare(b.slug));
  }
  return {
    success: true,
    ...(target ? { target: target.paths[0] ?? request.command } : {}),
    gotchas: listed,
    total: listed.length,
    suppressedCount: listed.filter((gotcha) => gotcha.shownThisSession).length,
    ...(session ? { session } : {}),
  };
}

export function injectionLog(limit: number, env: NodeJS.ProcessEnv = process.env): InjectionRecord[] {
  return readInjectionLog(hookStateDir(env), limit);
}

/** Lifecycle (issue 9): a gotcha of a repository scope whose anchored files changed since it was verified says so. */
function withStaleSources(context: OperationContext, gotcha: GotchaEntry, anchors: Anchor[] | undefined, scope: Scope, cache: Map<string, string | null>): GotchaEntry {
  const repoRoot = context.store.resolved.repoRoot;
  if (!anchors || !repoRoot || (scope !== "project" && scope !== "local")) return gotcha;
  const staleSources = staleAnchorPaths(repoRoot, anchors, cache);
  return staleSources.length > 0 ? { ...gotcha, stale: true, staleSources } : gotcha;
}
