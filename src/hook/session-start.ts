// SessionStart (startup, resume, clear, compact): first the indexes the hooks
// read are brought up to date with the memory files when a scope changed
// since the last refresh (a fresh clone, a pull, hand edits); a large change
// goes on in the background past the hook's deadline. Then, for scopes whose
// read mode injects, a short brief: what the memory holds, its hubs, the
// latest decisions, proposals waiting for approval, how to search. After a
// compaction the brief comes again with the memories already shown, so the
// model keeps knowing they exist.

import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Settings } from "../core/settings/index.js";
import { mcpToolName } from "../core/plugin-names.js";
import { oneLine, shownPath } from "../core/text/index.js";
import { toIsoSeconds } from "../core/time.js";
import { readBrief, type BriefData } from "../index/recall/index.js";
import { INDEX_DIR } from "../store/scope-paths.js";
import { resolveScopes, type ScopeLocation } from "../store/scopes.js";
import { titlesInContext } from "../store/auto-memory-dir.js";
import { comparableTitle } from "../core/auto-memory/index.js";
import { staleAnchorPaths } from "../store/anchor-hash.js";
import { freshenScopes } from "./freshness.js";
import { readPolicy } from "./read-policy.js";
import { takeNotices } from "../store/held-notices.js";
import { appendInjectionLog, hookStateDir, readSession, withSessionLock, writeSession } from "../store/hook-state.js";

/** The brief's size at most (a few hundred tokens). */
const MAX_BRIEF_CHARS = 1400;
const MAX_DECISIONS = 3;
const MAX_HUBS = 4;

export interface SessionStartOptions {
  deadlineMs: number;
  startedAt: number;
}

const TYPE_ORDER = ["gotcha", "decision", "learning", "breadcrumb", "hub", "artifact"];

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

function inboxCount(root: string): number {
  try {
    return readdirSync(join(root, "inbox")).filter((name) => name.endsWith(".md")).length;
  } catch {
    return 0;
  }
}

/** The brief of the injecting scopes (their brief data from the recall index), or "" when they hold nothing. */
export function renderBrief(
  scopes: Array<{ location: ScopeLocation; brief: BriefData | undefined }>,
  now: string,
  options: { refreshing: boolean; shownBefore?: string[]; stale?: StaleSources; inContext?: Set<string> },
): string {
  // A memory whose title Claude Code's MEMORY.md already put in context is not named again.
  const said = (title: string) => options.inContext?.has(comparableTitle(title)) === true;
  const counts = new Map<string, number>();
  const hubs: Array<[string, string]> = [];
  const decisions: Array<{ slug: string; title: string; updated: string; root: string }> = [];
  const seen = new Set<string>();
  const where: string[] = [];
  for (const { location, brief } of scopes) {
    if (!brief) continue;
    const total = Object.values(brief.counts).reduce((sum, n) => sum + n, 0);
    if (total > 0) where.push(location.scope);
    for (const [type, count] of Object.entries(brief.counts)) counts.set(type, (counts.get(type) ?? 0) + count);
    for (const slug in brief.hubs) {
      if (hubs.length >= MAX_HUBS) break;
      // Files are checked for the few named only.
      if (
        !seen.has(slug) &&
        Array.isArray(brief.hubs[slug]) &&
        !said(String(brief.hubs[slug]![0])) &&
        existsSync(join(location.root, `${slug}.md`))
      )
        hubs.push([slug, String(brief.hubs[slug]![0])]);
      seen.add(slug);
    }
    // Stored latest first: a few are enough from each scope.
    let taken = 0;
    for (const slug in brief.decisions) {
      if (taken >= MAX_DECISIONS * 4) break;
      const entry = brief.decisions[slug];
      if (
        !Array.isArray(entry) ||
        seen.has(slug) ||
        (entry[2] !== undefined && entry[2] <= now) ||
        said(String(entry[0]))
      )
        continue;
      seen.add(slug);
      taken++;
      decisions.push({ slug, title: String(entry[0]), updated: String(entry[1]), root: location.root });
    }
  }
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const inbox = scopes.reduce((sum, { location }) => sum + inboxCount(location.root), 0);
  if (total === 0 && inbox === 0) return "";
  const types = [...counts]
    .sort((a, b) => TYPE_ORDER.indexOf(a[0]) - TYPE_ORDER.indexOf(b[0]))
    .map(([type, count]) => plural(count, type));
  const lines = [
    `Memory for this project: ${plural(total, "memory").replace("memorys", "memories")} (${types.join(", ")}) in the ${where.join(", ")} scope${where.length === 1 ? "" : "s"}.`,
  ];
  if (hubs.length > 0)
    lines.push(`Hubs (entry points): ${hubs.map(([slug, title]) => `${slug} (${oneLine(title, 160)})`).join("; ")}.`);
  decisions.sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : 0));
  const recent: typeof decisions = [];
  for (const decision of decisions) {
    if (recent.length >= MAX_DECISIONS) break;
    if (existsSync(join(decision.root, `${decision.slug}.md`))) recent.push(decision);
  }
  if (recent.length > 0) {
    lines.push("Latest decisions:");
    // Titles are memory text: one line, without the gotcha block's frame (core/text/untrusted).
    for (const decision of recent)
      lines.push(`• ${decision.slug} — ${oneLine(decision.title, 160)} (${decision.updated.slice(0, 10)})`);
  }
  if (options.shownBefore?.length)
    lines.push(`Shown earlier in this session (before compaction): ${options.shownBefore.slice(0, 12).join(", ")}.`);
  if (inbox > 0)
    lines.push(
      `${plural(inbox, "proposed memory").replace("memorys", "memories")} wait for approval (\`memory inbox\`).`,
    );
  if (options.stale && options.stale.memories.length > 0) {
    const { memories, complete } = options.stale;
    const named = memories.slice(0, MAX_STALE_NAMED).map(
      ({ slug, paths }) =>
        `${slug} (${paths
          .slice(0, 2)
          .map((path) => shownPath(path, 80))
          .join(", ")})`,
    );
    const more = memories.length > MAX_STALE_NAMED ? ` and ${memories.length - MAX_STALE_NAMED} more` : "";
    lines.push(
      `⚠ ${complete ? "" : "At least "}${plural(memories.length, "memory").replace("memorys", "memories")} may be stale (their source changed): ${named.join("; ")}${more}. \`memory health\` lists them; \`memory verify <slug>\` after checking one.`,
    );
  }
  if (options.refreshing)
    lines.push("⚠ The memory indexes are being rebuilt in the background: until then some memories may not be shown.");
  lines.push(
    `Relevant gotchas and memories are shown as you work; to look something up, call \`${mcpToolName("search")}\` (then \`${mcpToolName("read")}\`), or run \`memory search "<words>"\` in Bash.`,
  );
  let text = lines.join("\n");
  if (text.length > MAX_BRIEF_CHARS) text = `${text.slice(0, MAX_BRIEF_CHARS - 1)}…`;
  return text;
}

/** At most this many anchored files are hashed, within this long: the warning is worth a few milliseconds, not more. */
const MAX_ANCHOR_FILES = 32;
const ANCHOR_CHECK_MS = 100;
const MAX_STALE_NAMED = 4;

export interface StaleSources {
  memories: Array<{ slug: string; paths: string[] }>;
  /** False when the check stopped at its bound before looking at every anchored memory. */
  complete: boolean;
}

/** The project's memories whose anchored repository files changed or vanished, as far as a bounded check gets. */
export function staleSources(
  scopes: Array<{ location: ScopeLocation; brief: BriefData | undefined }>,
  repoRoot: string | undefined,
  deadlineAt: number,
): StaleSources {
  const result: StaleSources = { memories: [], complete: true };
  if (!repoRoot) return result;
  const stopAt = Math.min(deadlineAt, Date.now() + ANCHOR_CHECK_MS);
  const hashed = new Map<string, string | null>();
  for (const { location, brief } of scopes) {
    // Anchors are paths in this checkout: the global scopes' memories are about no one repository.
    if (!brief?.anchored || (location.scope !== "project" && location.scope !== "local")) continue;
    for (const [slug, anchors] of Object.entries(brief.anchored)) {
      if (!Array.isArray(anchors)) continue;
      const wanted = anchors.filter(
        (anchor) => anchor && typeof anchor.path === "string" && typeof anchor.sha256 === "string",
      );
      if (
        wanted.some((anchor) => !hashed.has(anchor.path)) &&
        (hashed.size + wanted.length > MAX_ANCHOR_FILES || Date.now() > stopAt)
      ) {
        result.complete = false;
        return result;
      }
      const paths = staleAnchorPaths(repoRoot, wanted, hashed);
      if (paths.length > 0 && existsSync(join(location.root, `${slug}.md`))) result.memories.push({ slug, paths });
    }
  }
  return result;
}

const SOURCES = new Set(["startup", "resume", "clear", "compact"]);

export function runSessionStart(
  input: Record<string, unknown>,
  env: NodeJS.ProcessEnv,
  settings: Settings,
  processCwd: string,
  options: SessionStartOptions,
): string | undefined {
  const source = typeof input.source === "string" && SOURCES.has(input.source) ? input.source : "startup";
  const cwd = typeof input.cwd === "string" && input.cwd ? input.cwd : processCwd;
  const resolved = resolveScopes({ cwd, env });
  const policy = readPolicy(
    resolved.available.map((location) => location.root),
    settings.sessionBudgetTokens,
  );
  const injecting = resolved.available.filter((_, i) => policy.injecting[i]);
  if (injecting.length === 0) return undefined;
  const stateDir = hookStateDir(env, resolved.repoRoot ?? cwd);
  const refresh = freshenScopes(
    injecting.map((location) => location.root),
    cwd,
    resolved.repoRoot ?? cwd,
    env,
    settings,
    stateDir,
    options.startedAt + options.deadlineMs,
  );
  // What a background refresh (this one, or an earlier one) could not tell the user: shown to them, not the model.
  const notices = takeNotices(resolved.available.map((location) => join(location.root, INDEX_DIR)));
  const output = (brief: string | undefined) =>
    brief || notices.length > 0
      ? JSON.stringify({
          ...(notices.length > 0 ? { systemMessage: notices.join("\n") } : {}),
          ...(brief ? { hookSpecificOutput: { hookEventName: "SessionStart", additionalContext: brief } } : {}),
        })
      : undefined;
  if (!settings.brief) return output(undefined);

  const sessionId = typeof input.session_id === "string" ? input.session_id : "unknown";
  const briefs = injecting.map((location) => ({ location, brief: readBrief(join(location.root, INDEX_DIR)) }));
  const now = toIsoSeconds(new Date());
  const stale = staleSources(briefs, resolved.repoRoot, options.startedAt + options.deadlineMs);
  // Read, decide and record under the session's lock: a prompt or tool hook of the same session running at once
  // neither loses this record nor spends the budget twice.
  const text = withSessionLock(
    stateDir,
    sessionId,
    Math.max(options.startedAt + options.deadlineMs, Date.now() + 500),
    () => {
      const session = readSession(stateDir, sessionId);
      let shownBefore: string[] | undefined;
      if (source === "compact" || source === "clear") {
        // The context was emptied: what was shown may be shown again, and the budget starts again.
        if (source === "compact") shownBefore = [...session.shown];
        session.shown.clear();
        session.versions = {};
        session.usedChars = 0;
      }
      let text = renderBrief(briefs, now, {
        refreshing: refresh === "pending",
        stale,
        inContext: titlesInContext({ cwd, env }),
        ...(shownBefore ? { shownBefore } : {}),
      });
      const remaining = policy.budgetChars - session.usedChars;
      if (text.length > remaining) text = remaining >= 200 ? `${text.slice(0, remaining - 1)}…` : "";
      if (!text) {
        if (source === "compact" || source === "clear") writeSession(stateDir, sessionId, session);
        return undefined;
      }
      session.usedChars += text.length;
      writeSession(stateDir, sessionId, session);
      appendInjectionLog(
        stateDir,
        {
          ts: new Date().toISOString(),
          session_id: sessionId,
          event: "SessionStart",
          project: resolved.repoRoot ?? cwd,
          tool: source,
          target: `session ${source}`,
          injected: [],
          relevance: [],
          suppressed: [],
          omitted: [],
          chars: text.length,
        },
        true,
      );
      return text;
    },
  );
  return output(text);
}
