// Per-session memory of which gotchas were already shown, and the audit log
// of every injection. Kept under ${CLAUDE_PLUGIN_DATA} (or a temp dir).

import { appendFileSync, closeSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { nodeOs } from "../core/node-builtins.js";

const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
export const INJECTION_LOG = "injections.jsonl";

export interface InjectionRecord {
  ts: string;
  session_id: string;
  tool: string;
  target: string;
  injected: string[];
  relevance: number[];
  suppressed: string[];
  omitted: string[];
}

export function hookStateDir(env: NodeJS.ProcessEnv): string {
  return env.CLAUDE_PLUGIN_DATA?.trim() ? join(env.CLAUDE_PLUGIN_DATA.trim(), "hook") : join(nodeOs().tmpdir(), "claude-memory-hook");
}

function sessionFile(dir: string, sessionId: string): string {
  return join(dir, "sessions", `${sessionId.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 100) || "unknown"}.json`);
}

export function shownInSession(dir: string, sessionId: string): Set<string> {
  try {
    const shown = JSON.parse(readFileSync(sessionFile(dir, sessionId), "utf8")) as { shown?: unknown };
    return new Set(Array.isArray(shown.shown) ? shown.shown.filter((slug): slug is string => typeof slug === "string") : []);
  } catch {
    return new Set();
  }
}

/** The most recently active session, for /check-gotchas run without a session id. */
export function latestSession(dir: string): string | undefined {
  try {
    const sessions = join(dir, "sessions");
    let best: { id: string; mtime: number } | undefined;
    for (const name of readdirSync(sessions)) {
      if (!name.endsWith(".json")) continue;
      const mtime = statSync(join(sessions, name)).mtimeMs;
      if (!best || mtime > best.mtime) best = { id: name.replace(/\.json$/, ""), mtime };
    }
    return best?.id;
  } catch {
    return undefined;
  }
}

/**
 * Saves the shown set; the first save of a session also clears out sessions
 * older than a week, at most once a day (a marker file's mtime says when).
 */
export function recordShown(dir: string, sessionId: string, shown: Set<string>, firstOfSession: boolean): void {
  mkdirSync(join(dir, "sessions"), { recursive: true });
  // Replaced whole (a temporary file renamed over it): a reader never sees half of it.
  const file = sessionFile(dir, sessionId);
  const temporary = `${file}.${process.pid}.${Date.now().toString(36)}.tmp`;
  writeFileSync(temporary, JSON.stringify({ shown: [...shown] }));
  renameSync(temporary, file);
  if (firstOfSession) removeOldSessions(dir);
}

/** A lock older than this was left by a hook that died holding it. */
const STALE_LOCK_MS = 5_000;
const LOCK_POLL_MS = 2;

/**
 * Runs `fn` holding the session's lock (a file created exclusively), so that
 * hook calls of one session running at once (parallel tool calls) read,
 * decide and record the shown set one after the other and never show a
 * gotcha twice. Synchronous, as the hook is; gives up (undefined: inject
 * nothing) when the lock is not free by `deadline` (epoch milliseconds).
 */
export function withSessionLock<T>(dir: string, sessionId: string, deadline: number, fn: () => T): T | undefined {
  mkdirSync(join(dir, "sessions"), { recursive: true });
  const lock = `${sessionFile(dir, sessionId)}.lock`;
  let fd: number | undefined;
  for (;;) {
    try {
      fd = openSync(lock, "wx");
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const held = statSync(lock, { throwIfNoEntry: false });
    if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) {
      rmSync(lock, { force: true });
      continue;
    }
    if (Date.now() >= deadline) return undefined;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, LOCK_POLL_MS);
  }
  try {
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return fn();
  } finally {
    try {
      unlinkSync(lock);
    } catch {
      // already broken as stale by another call: nothing to release
    }
  }
}

const PRUNE_MARKER = ".pruned";
const PRUNE_EVERY_MS = 24 * 3600 * 1000;

function removeOldSessions(dir: string): void {
  const sessions = join(dir, "sessions");
  const now = Date.now();
  const marker = join(sessions, PRUNE_MARKER);
  const pruned = statSync(marker, { throwIfNoEntry: false });
  if (pruned && now - pruned.mtimeMs < PRUNE_EVERY_MS) return;
  writeFileSync(marker, "");
  for (const name of readdirSync(sessions)) {
    if (name === PRUNE_MARKER || name.endsWith(".lock")) continue;
    const file = join(sessions, name);
    if (now - statSync(file).mtimeMs > SESSION_TTL_MS) rmSync(file, { force: true });
  }
}

/** Appends to the log in `dir` (which recordShown has created). */
export function appendInjectionLog(dir: string, record: InjectionRecord): void {
  appendFileSync(join(dir, INJECTION_LOG), `${JSON.stringify(record)}\n`);
}

export function readInjectionLog(dir: string, limit: number): InjectionRecord[] {
  try {
    const lines = readFileSync(join(dir, INJECTION_LOG), "utf8").trim().split("\n");
    return lines
      .slice(-limit)
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as InjectionRecord];
        } catch {
          return [];
        }
      });
  } catch {
    return [];
  }
}
