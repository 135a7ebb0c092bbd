// What the PostToolUse hook does with one tool call (and PostToolUseFailure
// with a failed Bash command): find the gotchas relevant to the file read or
// command run, in the small precomputed gotcha
// index of each scope, and render those not yet shown this session.

import { toIsoSeconds } from "../core/time.js";
import { findSecrets, redactSecrets, SECRET_RULES_REVISION } from "../core/secrets/index.js";
import { renderGotchaBlock, SPARE_TRIES } from "../core/gotcha/index.js";
import { aboutOfCall, targetOfToolCall } from "../core/gotcha/index.js";
import { rankConcerning, type RankedGotcha } from "../index/gotcha/index.js";
import { staleAnchorPaths } from "../store/anchor-hash.js";
import { INDEX_DIR } from "../store/scope-paths.js";
import { resolveScopes } from "../store/scopes.js";
import { appendInjectionLog, hookStateDir, readSession, withSessionLock, writeSession } from "../store/hook-state.js";
import { limitGlobMatching } from "../core/gotcha/index.js";
import { fileChangedInPlace, fileIsCurrent, freshenScopes, REFRESH_WAIT_MS } from "./freshness.js";
import { readPolicy } from "./read-policy.js";
import { join } from "node:path";
import { hookSettings, type HookSettings } from "../core/hook-settings.js";
import type { Settings } from "../core/settings/index.js";
import { cannotHoldSecret } from "../core/secret-free-text.js";
import type { RenderedGotchas } from "../core/gotcha/index.js";

/**
 * The first `count` gotchas whose full entries can be read and that have not
 * expired (the most the block renders), then the rest unread: a gotcha whose
 * entry is gone, or that expired since the index was written, is left out.
 * `ready`: how many lead the list checked.
 */
function withDetails(
  ranked: RankedGotcha[],
  count: number,
  now: string,
  roots: string[],
): { candidates: RankedGotcha[]; ready: number } {
  const ready: RankedGotcha[] = [];
  let next = 0;
  for (; next < ranked.length && ready.length < count; next++) {
    const candidate = ranked[next]!;
    // Its file must still be what the index was made from: a gotcha deleted or edited since is not shown.
    if (
      candidate.available() &&
      !(candidate.gotcha.expires !== undefined && candidate.gotcha.expires <= now) &&
      fileIsCurrent(roots[candidate.scope]!, candidate.slug, candidate.gotcha.file)
    )
      ready.push(candidate);
  }
  return { candidates: [...ready, ...ranked.slice(next)], ready: ready.length };
}

/**
 * The read modes of the scopes (their config.json, see read-policy.ts):
 * `recall` and `off` scopes inject nothing; the smallest maxEntries of the
 * others caps the block, the session's budget its size.
 */
function readPolicies(
  roots: string[],
  settings: HookSettings,
  settingsOfEnv: Settings,
): { injecting: boolean[]; settings: HookSettings; budgetChars: number } {
  const policy = readPolicy(roots, settingsOfEnv.sessionBudgetTokens);
  const budget = { ...settings };
  if (policy.maxEntries !== undefined) budget.maxGotchas = Math.min(budget.maxGotchas, policy.maxEntries);
  return { injecting: policy.injecting, settings: budget, budgetChars: policy.budgetChars };
}

/** Marks the gotchas about to be shown whose anchored code changed since they were written or verified. */
function markStale(gotchas: RankedGotcha[], repoRoot: string | undefined): void {
  if (!repoRoot) return;
  const cache = new Map<string, string | null>();
  for (const scored of gotchas) {
    const stale = staleAnchorPaths(repoRoot, scored.gotcha.anchors, cache);
    // The entry was parsed for this call alone: marking it in place is safe.
    if (stale.length > 0) Object.assign(scored.gotcha, { stale: true, staleSources: stale });
  }
}

/**
 * What the injection log says the call was about: the same words, taken from
 * the command with its secrets redacted first (`export TOKEN=ghp_…` loses the
 * token before it is cut into words and the key names that flag it are gone).
 */
function loggedTarget(toolName: unknown, toolInput: unknown, root: string, cwd: string): string | undefined {
  // A Read's target is its path, whole: the log's own redaction scans it (and the rules need not scan it twice).
  if (toolName === "Read") return undefined;
  const input = toolInput && typeof toolInput === "object" ? (toolInput as Record<string, unknown>) : {};
  const redacted = Object.fromEntries(
    Object.entries(input).map(([key, value]) => [key, typeof value === "string" ? redactSecrets(value).text : value]),
  );
  const target = targetOfToolCall(toolName, redacted, root, cwd);
  return target ? (target.paths[0] ?? target.words.slice(0, 4).join(" ")) : undefined;
}

/**
 * The gotchas already shown, or over budget, a log record names: the first by
 * rank, and how many more. Every string of a record is scanned for secrets
 * before it is appended, and a directory a hundred gotchas cover would
 * otherwise make a hundred scans of every injection there.
 */
const LOGGED_SLUGS = 5;
function loggedSlugs(slugs: string[]): { slugs: string[]; more?: number } {
  return slugs.length > LOGGED_SLUGS
    ? { slugs: slugs.slice(0, LOGGED_SLUGS), more: slugs.length - LOGGED_SLUGS }
    : { slugs };
}

/** The longest path a block shows whole (core/untrusted-text shownPath). */
const SHOWN_PATH_CHARS = 160;

/**
 * Whether a Read's injection and its log record are known free of secrets
 * without the rules (loading and building them is most of an injecting call):
 * every gotcha shown was found clean as shown when its index took it in, with
 * these rules, and shown whole and not stale; every slug its scope's index holds
 * was found clean too (the record names some that were not shown); and the
 * path, the session's id and the project's directory are texts no rule can find
 * anything in (core/secret-free-text), or the directory an index found clean
 * with those rules. Anything else is scanned, as before.
 */
function knownFreeOfSecrets(
  rendered: RenderedGotchas<RankedGotcha>,
  ranked: readonly RankedGotcha[],
  texts: readonly string[],
): boolean {
  // What the indexes of the scopes ranked vouch for (one look per scope, however many gotchas rank).
  const scopes = new Map<number, RankedGotcha>();
  for (const scored of ranked) if (!scopes.has(scored.scope)) scopes.set(scored.scope, scored);
  const vouched = [...scopes.values()];
  return (
    !rendered.shortened &&
    rendered.shown.every(
      ({ gotcha }) => gotcha.cleanUnder === SECRET_RULES_REVISION && !gotcha.stale && !gotcha.staleSources?.length,
    ) &&
    vouched.every((scope) => scope.slugsCleanUnder === SECRET_RULES_REVISION) &&
    // The directory an index vouches for first: telling it from its characters costs more.
    texts.every(
      (text) =>
        vouched.some((scope) => scope.cleanDirectory === text) ||
        (text.length <= SHOWN_PATH_CHARS && cannotHoldSecret(text)),
    )
  );
}

/**
 * The hook's whole job, given its stdin; returns what to print (or nothing).
 * Synchronous, so its deadline is checked between steps: past it, it gives up.
 */
export function runHook(
  stdin: string,
  env: NodeJS.ProcessEnv,
  settingsOfEnv: Settings,
  processCwd: string,
  startedAt = Date.now(),
): string | undefined {
  const envSettings = hookSettings(settingsOfEnv);
  // The deadline runs from the start, and again from the end of a refresh (which waits at most its own second).
  let since = startedAt;
  const late = () => Date.now() - since > envSettings.deadlineMs;
  // No glob, however it was written, holds the hook past its budget (see core/gotcha/match).
  limitGlobMatching(startedAt + envSettings.deadlineMs);
  if (envSettings.disabled || envSettings.maxGotchas === 0) return undefined;
  const input = JSON.parse(stdin) as {
    hook_event_name?: unknown;
    session_id?: unknown;
    cwd?: unknown;
    tool_name?: unknown;
    tool_input?: unknown;
  };
  if (!input || typeof input !== "object") return undefined;
  // A Bash command that exits non-zero fires PostToolUseFailure instead of PostToolUse: its gotchas matter most then.
  const event = input.hook_event_name === "PostToolUseFailure" ? "PostToolUseFailure" : "PostToolUse";
  if (event === "PostToolUseFailure" && input.tool_name !== "Bash") return undefined;
  const cwd = typeof input.cwd === "string" && input.cwd ? input.cwd : processCwd;
  const scopes = resolveScopes({ cwd, env });
  const root = scopes.repoRoot ?? cwd;
  const target = targetOfToolCall(input.tool_name, input.tool_input, root, cwd);
  if (!target) return undefined;

  // The sharded gotcha index of every scope: the shards of this call's buckets, and what those name.
  // Entries are read as they are looked at: only the ones rendered need their details.
  const { injecting, settings, budgetChars } = readPolicies(
    scopes.available.map((location) => location.root),
    envSettings,
    settingsOfEnv,
  );
  if (settings.maxGotchas === 0 || !injecting.includes(true)) return undefined;
  const injected = scopes.available.filter((_, i) => injecting[i]);
  const roots = injected.map((location) => location.root);
  const sessionId = typeof input.session_id === "string" ? input.session_id : "unknown";
  const stateDir = hookStateDir(env, root);
  // One budget per session, shared with the session brief and prompt recall.
  const session = readSession(stateDir, sessionId);
  settings.maxChars = Math.min(settings.maxChars, budgetChars - session.usedChars);
  if (settings.maxChars < 200) return undefined;
  // A store changed since its indexes were refreshed (a git checkout mid-session) is refreshed first, within the deadline.
  if (
    freshenScopes(roots, cwd, root, env, settingsOfEnv, stateDir, Date.now() + REFRESH_WAIT_MS) !== "done" ||
    Date.now() - since > 50
  )
    since = Date.now();
  const indexDirs = injected.map((location) => join(location.root, INDEX_DIR));
  let ranked = rankConcerning(indexDirs, target, settings.minRelevance, late);
  // A gotcha it would show was edited in place (no directory change, so no refresh above): refreshed now, ranked again.
  // (A spare shown when one of these does not fit is checked by withDetails: one edited since is left out.)
  const head = ranked.filter((scored) => !session.shown.has(scored.slug)).slice(0, settings.maxGotchas);
  if (
    head.some(
      (scored) => scored.available() && fileChangedInPlace(roots[scored.scope]!, scored.slug, scored.gotcha.file),
    )
  ) {
    if (freshenScopes(roots, cwd, root, env, settingsOfEnv, stateDir, Date.now() + REFRESH_WAIT_MS, true) !== "pending")
      since = Date.now();
    ranked = rankConcerning(indexDirs, target, settings.minRelevance, late);
  }
  if (ranked.length === 0 || late()) return undefined;

  // Read again, decide and record under the session's lock: parallel calls of one session never show a gotcha twice.
  const block = withSessionLock(stateDir, sessionId, Date.now() + envSettings.deadlineMs, () => {
    const current = readSession(stateDir, sessionId);
    const shown = current.shown;
    const unseen = ranked.filter((scored) => !shown.has(scored.slug));
    const now = toIsoSeconds(new Date());
    // The entries of the few shown are read first; the spares' only when one of those does not fit.
    let { candidates: fresh, ready } = withDetails(unseen, settings.maxGotchas, now, roots);
    // Code anchors are checked for the project's own memories only (global ones are about no one checkout).
    const ownScopes = new Set(
      injected.flatMap((location, i) => (location.scope === "project" || location.scope === "local" ? [i] : [])),
    );
    markStale(
      fresh.slice(0, settings.maxGotchas).filter((scored) => ownScopes.has(scored.scope)),
      scopes.repoRoot,
    );
    const suppressed = ranked.filter((scored) => shown.has(scored.slug)).map((scored) => scored.slug);
    const about = aboutOfCall(target, fresh[0]?.gotcha, root, cwd);
    let rendered = renderGotchaBlock(fresh, settings, about, ready);
    if (rendered.shown.length < settings.maxGotchas && ready < fresh.length) {
      ({ candidates: fresh, ready } = withDetails(unseen, settings.maxGotchas + SPARE_TRIES, now, roots));
      rendered = renderGotchaBlock(fresh, settings, about, ready);
    }
    if (rendered.shown.length === 0) return undefined;

    for (const scored of rendered.shown) shown.add(scored.slug);
    current.usedChars += rendered.text.length;
    // The session's id, once the rules found nothing in it, is vouched for by the session's own state.
    const idVouched = current.idCleanUnder === SECRET_RULES_REVISION;
    const clean =
      input.tool_name === "Read" &&
      knownFreeOfSecrets(rendered, ranked, idVouched ? [about, root] : [about, sessionId, root]);
    // The rules are loaded for this record anyway: have them tell whether the id alone would keep the next ones out.
    if (!clean && !idVouched && findSecrets(sessionId).length === 0) current.idCleanUnder = SECRET_RULES_REVISION;
    writeSession(stateDir, sessionId, current);
    const alreadyShown = loggedSlugs(suppressed);
    const overBudget = loggedSlugs(rendered.omitted.map((scored) => scored.slug));
    appendInjectionLog(
      stateDir,
      {
        ts: new Date().toISOString(),
        session_id: sessionId,
        event,
        project: root,
        chars: rendered.text.length,
        tool: String(input.tool_name),
        target: loggedTarget(input.tool_name, input.tool_input, root, cwd) ?? about,
        injected: rendered.shown.map((scored) => scored.slug),
        relevance: rendered.shown.map((scored) => scored.relevance),
        suppressed: alreadyShown.slugs,
        omitted: overBudget.slugs,
        ...(alreadyShown.more ? { moreSuppressed: alreadyShown.more } : {}),
        ...(overBudget.more ? { moreOmitted: overBudget.more } : {}),
      },
      clean,
    );
    return { ...rendered, clean };
  });
  if (!block) return undefined;
  // Text leaving the store is redacted where it leaves (the index is too, when built; this holds if it was not),
  // unless every part of it is known clean (above).
  const additionalContext = block.clean ? block.text : redactSecrets(block.text).text;
  return JSON.stringify({ hookSpecificOutput: { hookEventName: event, additionalContext } });
}
