// `memory gotchas` (/memory:check-gotchas): every gotcha relevant to a path or a
// command — or all of them — marking those the hook already showed in a given session.

import { toIsoSeconds } from "../core/time.js";
import { rankGotchas, type GotchaEntry } from "../core/gotcha/index.js";
import { targetOfToolCall } from "../core/gotcha/index.js";
import type { Scope } from "../core/types.js";
import { UsageError } from "../core/errors.js";
import {
  hookStateDir,
  INJECTION_LOG,
  readInjectionLog,
  shownInSession,
  type InjectionRecord,
} from "../store/hook-state.js";
import { join } from "node:path";
import { checkedCatalog } from "../index/derived/index.js";
import { indexedGotchas } from "../index/gotcha/index.js";
import type { OperationContext } from "./context.js";
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

/** The most gotchas a listing shows a reader (the model, through the slash command or the MCP tool): the most relevant first. */
export const MAX_GOTCHAS_SHOWN = 30;

export async function listGotchas(
  context: OperationContext,
  request: GotchasRequest,
  env: NodeJS.ProcessEnv = process.env,
): Promise<GotchasResponse> {
  if (request.path !== undefined && request.command !== undefined)
    throw new UsageError("Give a path or --command, not both.");
  const entries = new Map<string, { entry: GotchaEntry; scope: Scope }>();
  const anchorHashes = new Map<string, string | null>();
  const now = toIsoSeconds(context.now());
  for (const store of context.store.readable(request.scope)) {
    // Every file checked, then the gotchas read from their index (the whole catalog when it cannot answer).
    const catalog = await checkedCatalog(store);
    catalog.warnings.forEach(context.warn);
    const gotchas =
      indexedGotchas(store) ?? [...catalog.entries.values()].flatMap((entry) => entry.summary?.gotcha ?? []);
    for (const gotcha of gotchas) {
      // Deprecated and decayed memories are no gotchas in the index; expired ones are left out as the hook leaves them.
      if (!entries.has(gotcha.slug) && !(gotcha.expires !== undefined && gotcha.expires <= now))
        entries.set(gotcha.slug, {
          entry: withStaleSources(context, gotcha, store.scope, anchorHashes),
          scope: store.scope,
        });
    }
  }
  const root = context.store.resolved.repoRoot ?? process.cwd();
  // Only a session named by the caller: guessing one (the latest) would mark gotchas of another session as shown.
  const session = request.session?.trim() || undefined;
  const shown = session ? shownInSession(hookStateDir(env, root), session) : new Set<string>();
  const target =
    request.path !== undefined
      ? targetOfToolCall("Read", { file_path: request.path }, root, process.cwd())
      : request.command !== undefined
        ? targetOfToolCall("Bash", { command: request.command }, root, process.cwd())
        : undefined;
  let listed: GotchaListing[];
  if (target) {
    const ranked = rankGotchas(
      [...entries.values()].map((e) => e.entry),
      target,
      request.minRelevance ?? context.settings.hookMinRelevance,
    );
    listed = ranked.map(({ gotcha, relevance, reason }) => ({
      ...gotcha,
      scope: entries.get(gotcha.slug)!.scope,
      relevance,
      reason,
      shownThisSession: shown.has(gotcha.slug),
    }));
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

/** The last `limit` injections of the hook in this project. */
export function injectionLog(
  context: OperationContext,
  limit: number,
  env: NodeJS.ProcessEnv = process.env,
): { records: InjectionRecord[]; file: string } {
  const dir = hookStateDir(env, context.store.resolved.repoRoot ?? process.cwd());
  return { records: readInjectionLog(dir, limit), file: join(dir, INJECTION_LOG) };
}

/** A gotcha of a repository scope whose anchored files changed since it was verified says so. */
function withStaleSources(
  context: OperationContext,
  gotcha: GotchaEntry,
  scope: Scope,
  cache: Map<string, string | null>,
): GotchaEntry {
  const { anchors } = gotcha;
  const repoRoot = context.store.resolved.repoRoot;
  if (!anchors || !repoRoot || (scope !== "project" && scope !== "local")) return gotcha;
  const staleSources = staleAnchorPaths(repoRoot, anchors, cache);
  return staleSources.length > 0 ? { ...gotcha, stale: true, staleSources } : gotcha;
}
