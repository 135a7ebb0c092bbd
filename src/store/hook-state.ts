// Per-session memory of which gotchas were already shown, and the audit log
// of every injection. Kept per user and per project (see hookStateDir), so a
// terminal finds the same log as the hook and projects never mix: directories
// 0700, files 0600, and every record of the log passes the secret redaction first.

import { STATE_DIR, settingOf } from "../core/settings/index.js";
import {
  chmodSync,
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  type Stats,
  unlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { basename, join, resolve } from "node:path";
import { FileReadError } from "../core/errors.js";
import { nodeOs } from "../core/node-builtins.js";
import { redactValue } from "../core/secrets/index.js";
import { hashOf } from "../core/hash/index.js";
import { sleepSync } from "../core/time.js";
import { readRegularText } from "./regular-file.js";

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
  /** How many more were already shown, or over budget, than the lists name (they name the first few by rank). */
  moreSuppressed?: number;
  moreOmitted?: number;
  /** Which hook injected it (PostToolUse when absent), and why (the file, command or prompt it answered). */
  event?: "SessionStart" | "UserPromptSubmit" | "PostToolUse" | "PostToolUseFailure";
  /** The project it was injected in. */
  project?: string;
  /** Characters injected (about four to a token). */
  chars?: number;
}

/** What one session was told so far: the memories shown (with the version shown) and the characters used of its budget. */
export interface SessionState {
  shown: Set<string>;
  /** slug → `updated` of the version shown: a memory shown again only when it changed. */
  versions: Record<string, string>;
  usedChars: number;
  /**
   * The revision of the secret rules that found nothing in the session's id, once they did: the PostToolUse hook then
   * logs it without loading them again (a few ids in a hundred hold a literal that a rule needs, such as `2fa`).
   */
  idCleanUnder?: number;
}

/**
 * A state file's JSON value, or undefined when it is missing, malformed, or no regular file within SESSION_MAX_BYTES:
 * a named pipe, link or directory put in its place is read as no state (never waited on), and the next save replaces
 * it by rename. Read as any file anyone may have replaced, though the directory is the user's own.
 */
function readStateJson(path: string): unknown {
  const read = readRegularText(path, { maxBytes: SESSION_MAX_BYTES });
  if (read.kind !== "read") return undefined;
  try {
    return JSON.parse(read.content);
  } catch {
    return undefined;
  }
}

/** A session's state names the memories shown: a few kB, even for a session that saw hundreds. */
const SESSION_MAX_BYTES = 4 * 1024 * 1024;

export function readSession(dir: string, sessionId: string): SessionState {
  try {
    const value = readStateJson(sessionFile(dir, sessionId)) as {
      shown?: unknown;
      versions?: unknown;
      usedChars?: unknown;
      idCleanUnder?: unknown;
    };
    const shown = new Set(
      Array.isArray(value.shown) ? value.shown.filter((slug): slug is string => typeof slug === "string") : [],
    );
    const versions =
      value.versions && typeof value.versions === "object" && !Array.isArray(value.versions)
        ? (value.versions as Record<string, string>)
        : {};
    const usedChars = typeof value.usedChars === "number" && value.usedChars >= 0 ? value.usedChars : 0;
    return {
      shown,
      versions,
      usedChars,
      ...(Number.isInteger(value.idCleanUnder) ? { idCleanUnder: value.idCleanUnder as number } : {}),
    };
  } catch {
    return { shown: new Set(), versions: {}, usedChars: 0 };
  }
}

/**
 * Saves the session's state. Under the session's lock (withSessionLock) the text is kept for the lock's release,
 * which writes it into the lock file and renames that over the session's file; else it replaces the file.
 */
export function writeSession(dir: string, sessionId: string, state: SessionState): void {
  const file = sessionFile(dir, sessionId);
  const { shown, versions, usedChars, idCleanUnder } = state;
  const text = JSON.stringify({ shown: [...shown], versions, usedChars, idCleanUnder });
  if (held?.file === file) {
    held.text = text;
    return;
  }
  ensurePrivateDir(dir);
  ensurePrivateDir(join(dir, "sessions"));
  replaceFile(file, text);
  removeOldSessions(dir);
}

/** Writes a temporary file and renames it over `file`: a reader never sees half of it. */
function replaceFile(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.${Date.now().toString(36)}.tmp`;
  writeFileSync(temporary, text, { mode: PRIVATE_FILE });
  renameSync(temporary, file);
}

/** A lock older than this was left by a hook that died holding it. */
const STALE_LOCK_MS = 5_000;
const LOCK_POLL_MS = 2;

/** The session lock this process holds (withSessionLock), and the state writeSession gave it to publish. */
let held: { file: string; text?: string } | undefined;

const CREATE_EXCLUSIVE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL;

/**
 * Runs `fn` holding the session's lock (a file created exclusively), so that
 * hook calls of one session running at once (parallel tool calls) read,
 * decide and record the session's state one after the other and never show a
 * gotcha twice. Synchronous, as the hooks are; gives up (undefined: inject
 * nothing) when the lock is not free by `deadline` (epoch milliseconds).
 *
 * The lock file is also the state's next version: a state saved under the lock is written into it and the lock
 * renamed over the session's file, which releases the lock and publishes the whole state at once (a reader never
 * sees half of it; a hook that dies leaves only a lock, broken as stale). A call records a Read with a handful of
 * file operations, each Node function of them compiled on its first use in the process.
 */
export function withSessionLock<T>(dir: string, sessionId: string, deadline: number, fn: () => T): T | undefined {
  const file = sessionFile(dir, sessionId);
  const lock = `${file}.lock`;
  const fd = takeLock(dir, lock, deadline);
  if (fd === undefined) return undefined;
  const outer = held;
  const mine: { file: string; text?: string } = { file };
  held = mine;
  let published = false;
  try {
    return fn();
  } finally {
    held = outer;
    try {
      // A short write (a full disk) publishes nothing: half a state would read as none.
      const whole = mine.text !== undefined && writeSync(fd, mine.text) === Buffer.byteLength(mine.text);
      closeSync(fd);
      if (whole) {
        renameSync(lock, file);
        published = true;
        removeOldSessions(dir);
      }
    } finally {
      if (!published) {
        try {
          unlinkSync(lock);
        } catch {
          // already broken as stale by another call: nothing to release
        }
      }
    }
  }
}

/** The lock's descriptor once this call created it, or undefined when it is not free by `deadline`. */
function takeLock(dir: string, lock: string, deadline: number): number | undefined {
  let made = false;
  for (;;) {
    try {
      return openSync(lock, CREATE_EXCLUSIVE, PRIVATE_FILE);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT" && !made) {
        // The first record of a project: its directories are made, then the lock taken as any other time.
        ensurePrivateDir(dir);
        ensurePrivateDir(join(dir, "sessions"));
        made = true;
        continue;
      }
      if (code !== "EEXIST") throw error;
    }
    const heldSince = statSync(lock, { throwIfNoEntry: false });
    if (heldSince && Date.now() - heldSince.mtimeMs > STALE_LOCK_MS) {
      rmSync(lock, { force: true });
      continue;
    }
    if (Date.now() >= deadline) return undefined;
    sleepSync(LOCK_POLL_MS);
  }
}

/**
 * The hook's state directory for one project (its root from findProjectRoot,
 * else the working directory): `<state>/projects/<directory name>-<8 hex of its path>`,
 * where `<state>` is $MEMORY_STATE_DIR, else $XDG_STATE_HOME/claude-memory,
 * else ~/.local/state/claude-memory. It depends on nothing Claude Code sets
 * only for hooks, so `memory gotchas --log` in a terminal reads the same files.
 */
export function hookStateDir(env: NodeJS.ProcessEnv, projectRoot: string): string {
  const home = env.HOME?.trim() || env.USERPROFILE?.trim() || nodeOs().homedir();
  const base =
    settingOf(env, STATE_DIR) || join(env.XDG_STATE_HOME?.trim() || join(home, ".local", "state"), "claude-memory");
  const project = resolve(projectRoot);
  const name =
    basename(project)
      .replace(/[^A-Za-z0-9_.-]/g, "_")
      .replace(/^\.+/, "")
      .slice(0, 40) || "root";
  // A stable directory key with no crypto to load.
  return join(base, "projects", `${name}-${hashOf(project).toString(16).padStart(8, "0")}`);
}

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/**
 * Creates `dir` (and its parents) readable by the user alone; a directory left open by an older version is closed.
 * The hooks call it when a file they write has no directory yet; the daily clear-out of old sessions closes the
 * directories an older version made.
 */
function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  const stat = lstatSync(dir);
  if (!stat.isDirectory()) throw new Error(`${dir} is not a directory`);
  if ((stat.mode & 0o077) !== 0) chmodSync(dir, PRIVATE_DIR);
}

function sessionFile(dir: string, sessionId: string): string {
  return join(dir, "sessions", `${sessionId.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 100) || "unknown"}.json`);
}

export function shownInSession(dir: string, sessionId: string): Set<string> {
  try {
    const shown = readStateJson(sessionFile(dir, sessionId)) as { shown?: unknown };
    return new Set(
      Array.isArray(shown.shown) ? shown.shown.filter((slug): slug is string => typeof slug === "string") : [],
    );
  } catch {
    return new Set();
  }
}

/**
 * Saves the shown set; the first save of a session also clears out sessions
 * older than a week, at most once a day (a marker file's mtime says when).
 */
export function recordShown(
  dir: string,
  sessionId: string,
  shown: Set<string>,
  firstOfSession: boolean,
  addedChars = 0,
): void {
  // The rest of the session's state (versions shown, budget used by the other hooks) is kept.
  const state = readSession(dir, sessionId);
  ensurePrivateDir(dir);
  ensurePrivateDir(join(dir, "sessions"));
  replaceFile(
    sessionFile(dir, sessionId),
    JSON.stringify({ shown: [...shown], versions: state.versions, usedChars: state.usedChars + addedChars }),
  );
  if (firstOfSession) removeOldSessions(dir);
}

const PRUNE_MARKER = ".pruned";
const PRUNE_EVERY_MS = 24 * 3600 * 1000;

function removeOldSessions(dir: string): void {
  const sessions = join(dir, "sessions");
  const now = Date.now();
  const marker = join(sessions, PRUNE_MARKER);
  const pruned = statSync(marker, { throwIfNoEntry: false });
  if (pruned && now - pruned.mtimeMs < PRUNE_EVERY_MS) return;
  // Directories an older version left readable by others are closed here, once a day, rather than at every record.
  ensurePrivateDir(dir);
  ensurePrivateDir(sessions);
  // Replaced, not written in place: a named pipe put there would hold the hook for ever.
  replaceFile(marker, "");
  for (const name of readdirSync(sessions)) {
    if (name === PRUNE_MARKER || name.endsWith(".lock")) continue;
    const file = join(sessions, name);
    if (now - statSync(file).mtimeMs > SESSION_TTL_MS) rmSync(file, { force: true });
  }
}

// O_NONBLOCK and O_NOFOLLOW: a named pipe in the log's place is refused (opening it to write waited for a reader, for
// ever), and a link is not followed; the check on the descriptor refuses a device.
const APPEND =
  constants.O_WRONLY |
  constants.O_CREAT |
  constants.O_APPEND |
  (constants.O_NONBLOCK ?? 0) |
  (constants.O_NOFOLLOW ?? 0);

/**
 * Appends to the log in `dir` (made when missing), the record's
 * secrets redacted — unless `knownClean`: a record made only of the plugin's
 * own words and slugs (the session brief's), or one the PostToolUse hook knows
 * free of secrets (hook/run.ts), needs no redaction rules loaded. One open,
 * write, fstat and close: O_APPEND keeps the lines of hooks appending at once whole.
 */
export function appendInjectionLog(dir: string, record: InjectionRecord, knownClean = false): void {
  const path = join(dir, INJECTION_LOG);
  const line = `${JSON.stringify(knownClean ? record : redactValue(record).value)}\n`;
  let fd: number;
  try {
    fd = openSync(path, APPEND, PRIVATE_FILE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    ensurePrivateDir(dir);
    fd = openSync(path, APPEND, PRIVATE_FILE);
  }
  let stats: Stats;
  try {
    stats = fstatSync(fd);
    if (!stats.isFile()) throw new Error(`${path} is not a regular file: the injection is not logged`);
    writeSync(fd, line);
    stats = fstatSync(fd);
  } finally {
    closeSync(fd);
  }
  settleInjectionLog(dir, path, stats);
}

/** @internal After an append: the log closed to others, and set aside when it is large (`stats`: the log's, if known). */
export function settleInjectionLog(dir: string, path: string, stats?: Pick<Stats, "mode" | "size">): void {
  try {
    const { mode, size } = stats ?? statSync(path);
    // A log an older version created readable by others is closed too.
    if ((mode & 0o077) !== 0) chmodSync(path, PRIVATE_FILE);
    if (size >= INJECTION_LOG_ROTATE_BYTES) rotateInjectionLog(dir, path);
  } catch (error) {
    // Another hook set the log aside since this line was appended (the line went with it): nothing to do.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/** A log this large is set aside (renamed, so an append racing it lands in one file or the other, whole). */
const INJECTION_LOG_ROTATE_BYTES = 2 * 1024 * 1024;
/** Logs set aside that are kept: with the current one, at most about three times the size above. */
const KEPT_ROTATED_LOGS = 2;
const ROTATED_LOG = /^injections-(\d+)-(\d+)\.jsonl$/;

function rotateInjectionLog(dir: string, path: string): void {
  try {
    renameSync(path, join(dir, `injections-${Date.now()}-${process.pid}.jsonl`));
    for (const old of rotatedLogs(dir).slice(KEPT_ROTATED_LOGS)) rmSync(join(dir, old), { force: true });
  } catch {
    // Another hook set it aside first.
  }
}

/** The logs set aside, newest first. */
function rotatedLogs(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const match = ROTATED_LOG.exec(name);
      return match ? [{ name, ms: Number(match[1]), pid: Number(match[2]) }] : [];
    })
    .sort((a, b) => b.ms - a.ms || b.pid - a.pid)
    .map(({ name }) => name);
}

export function readInjectionLog(dir: string, limit: number): InjectionRecord[] {
  let lines = logLines(join(dir, INJECTION_LOG));
  if (lines.length < limit) {
    try {
      for (const rotated of rotatedLogs(dir)) {
        lines = [...logLines(join(dir, rotated)), ...lines];
        if (lines.length >= limit) break;
      }
    } catch {
      // no directory: no log
    }
  }
  return lines.slice(-limit).flatMap((line) => {
    try {
      return [JSON.parse(line) as InjectionRecord];
    } catch {
      return [];
    }
  });
}

/** Logs are set aside at 2 MB: one far past that was not written by appends, and is not read. */
const INJECTION_LOG_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The lines of a log, none when it is missing. Something else in its place (a named pipe, a link, a directory, a file
 * past INJECTION_LOG_MAX_BYTES) is a FileReadError naming it, never waited on or read (the hooks only append to it).
 */
function logLines(path: string): string[] {
  const read = readRegularText(path, { maxBytes: INJECTION_LOG_MAX_BYTES });
  if (read.kind === "read") return read.content.split("\n").filter(Boolean);
  if (read.kind === "missing") return [];
  throw new FileReadError(
    `${path} is not read: ${read.kind === "too-large" ? `${read.stat.size} bytes, past the ${INJECTION_LOG_MAX_BYTES} an injection log may have` : read.kind === "unreadable" ? read.error.message : "not a regular file (a named pipe, link, directory or device)"}. Move it aside: the hooks start a new log.`,
    { path },
  );
}
