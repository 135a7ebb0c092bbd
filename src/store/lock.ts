// A cross-process lock for one scope's writers.
//
// The lock is a file created atomically with link(2): its content (owner pid,
// host, token) is complete before it exists under the lock name. A lock is
// stale when its owner process is gone (same host) or it has not been
// refreshed for STALE_AFTER_MS. Breaking a stale lock happens under a second,
// short-lived "breaker" lock so two processes never break a fresh lock by
// mistake. A lock whose content cannot be parsed is no live lock (its content
// is complete before its name exists): an empty one left by a power loss is
// broken at once rather than waited on for a minute.

import { linkSync, promises as fs, rmSync, statSync, writeFileSync } from "node:fs";
import { FileWriteError, LockTimeoutError } from "../core/errors.js";
// node:os (~0.6 ms to load) only for the host a lock names: a search seldom takes one.
import { nodeOs } from "../core/node-builtins.js";
import { randomHex } from "../core/hash/index.js";
import { processExists } from "./process-alive.js";
import { readRegularText } from "./regular-file.js";

export { processExists };

export interface LockOptions {
  /** Give up after this long (LockTimeoutError). */
  timeoutMs?: number;
  /** A lock not refreshed for this long is considered abandoned. */
  staleAfterMs?: number;
}

interface LockOwner {
  pid: number;
  host: string;
  token: string;
  acquired: string;
}

// Generous: under heavy contention a writer waits rather than fails (its user asked for the write).
const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_STALE_AFTER_MS = 60_000;
const BREAKER_STALE_AFTER_MS = 5_000;

export async function withLock<T>(lockPath: string, fn: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const release = await acquireLock(lockPath, options);
  try {
    return await fn();
  } finally {
    await release();
  }
}

export async function acquireLock(lockPath: string, options: LockOptions = {}): Promise<() => Promise<void>> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const staleAfterMs = options.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
  const owner: LockOwner = {
    pid: process.pid,
    host: nodeOs().hostname(),
    token: randomHex(16),
    acquired: new Date().toISOString(),
  };
  const deadline = Date.now() + timeoutMs;
  let delay = 2;
  for (;;) {
    if (await tryCreateOrExplain(lockPath, JSON.stringify(owner))) break;
    // Read once a round: what it holds decides the refusal, the break and the timeout's message.
    const seen = readLock(lockPath);
    if (seen.owner === "not-a-file") {
      throw new FileWriteError(
        `${lockPath} is not a lock file (a directory, named pipe or link is in its place): remove it and retry; nothing was written.`,
        { path: lockPath },
      );
    }
    await breakIfStale(lockPath, seen, staleAfterMs);
    if (Date.now() > deadline) {
      const holder = ownerIn(seen.owner);
      throw new LockTimeoutError(
        `Timed out after ${timeoutMs} ms waiting for the lock ${lockPath}${holder ? ` (held by pid ${holder.pid} on ${holder.host})` : ""}. ` +
          "If no other memory command is running, delete that file and retry.",
        { lockPath, ...(holder ? { holderPid: holder.pid } : {}) },
      );
    }
    await sleep(delay + Math.random() * delay);
    delay = Math.min(delay * 2, 50);
  }
  const refresh = setInterval(
    () => {
      const now = new Date();
      fs.utimes(lockPath, now, now).catch(() => undefined);
    },
    Math.max(1_000, staleAfterMs / 4),
  );
  refresh.unref();
  return async () => {
    clearInterval(refresh);
    const current = ownerIn(readLock(lockPath).owner);
    if (current?.token === owner.token) rmSync(lockPath, { force: true });
  };
}

/** tryCreate, with a failure to create the file (a full disk, a read-only directory) as a clear FileWriteError. */
async function tryCreateOrExplain(path: string, content: string): Promise<boolean> {
  try {
    return await tryCreate(path, content);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === "ENOSPC" ? "no space left on the device" : (error as Error).message;
    throw new FileWriteError(
      `Cannot create the lock file ${path}: ${reason}. Free some space (or check the directory's permissions) and retry; nothing was written.`,
      { path, ...(code ? { errno: code } : {}) },
      { cause: error },
    );
  }
}

/** Creates `path` with `content` only if it does not exist; never exposes a half-written file. */
async function tryCreate(path: string, content: string): Promise<boolean> {
  const temp = `${path}.${process.pid}.${randomHex(8)}.tmp`;
  // Synchronous: three small calls, each cheaper than a thread-pool round trip.
  writeFileSync(temp, content);
  try {
    linkSync(temp, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    rmSync(temp, { force: true });
  }
}

/** What is at the lock's path: an owner, nothing, content no live lock has, a file that cannot be read, or no file. */
type LockRead = LockOwner | "missing" | "garbage" | "unreadable" | "not-a-file";

/** What the lock holds, and when it was last refreshed (undefined when it is gone). */
interface LockState {
  owner: LockRead;
  mtimeMs: number | undefined;
}

// An owner record is ~120 bytes: anything much larger is not one, and is not read.
const MAX_OWNER_BYTES = 4096;

function readLock(lockPath: string): LockState {
  const read = readRegularText(lockPath, { maxBytes: MAX_OWNER_BYTES });
  switch (read.kind) {
    case "read":
      return { owner: parseOwner(read.content), mtimeMs: read.stat.mtimeMs };
    case "missing":
      return { owner: "missing", mtimeMs: undefined };
    case "link":
      return { owner: "not-a-file", mtimeMs: undefined };
    case "not-a-file":
      return { owner: "not-a-file", mtimeMs: read.stat.mtimeMs };
    case "too-large":
      return { owner: "garbage", mtimeMs: read.stat.mtimeMs };
    case "unreadable":
      // Not opened (its permissions): its age still says whether it was abandoned.
      return { owner: "unreadable", mtimeMs: modifiedAt(lockPath) };
  }
}

function modifiedAt(path: string): number | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false })?.mtimeMs;
  } catch {
    return undefined;
  }
}

function parseOwner(text: string): LockRead {
  try {
    const owner = JSON.parse(text) as Partial<LockOwner> | null;
    return typeof owner?.token === "string" ? (owner as LockOwner) : "garbage";
  } catch {
    return "garbage";
  }
}

function ownerIn(read: LockRead): LockOwner | undefined {
  return typeof read === "object" ? read : undefined;
}

function isStale({ owner: read, mtimeMs }: LockState, staleAfterMs: number): LockOwner | "unreadable" | undefined {
  if (mtimeMs === undefined) return undefined;
  if (read === "garbage") return "unreadable";
  const owner = ownerIn(read);
  const expired = Date.now() - mtimeMs > staleAfterMs;
  if (!owner) return expired && read === "unreadable" ? "unreadable" : undefined;
  if (expired || (owner.host === nodeOs().hostname() && !processExists(owner.pid))) return owner;
  return undefined;
}

async function breakIfStale(lockPath: string, seen: LockState, staleAfterMs: number): Promise<void> {
  if (!isStale(seen, staleAfterMs)) return;
  const breakerPath = `${lockPath}.breaker`;
  if (!(await tryCreate(breakerPath, String(process.pid)))) {
    // Someone else is breaking it; clear their breaker only if they died doing so.
    try {
      if (Date.now() - (await fs.stat(breakerPath)).mtimeMs > BREAKER_STALE_AFTER_MS)
        await fs.rm(breakerPath, { force: true });
    } catch {
      // gone already
    }
    return;
  }
  try {
    // Read again under the breaker lock: the lock may have been released and retaken.
    if (isStale(readLock(lockPath), staleAfterMs)) await fs.rm(lockPath, { force: true });
  } finally {
    await fs.rm(breakerPath, { force: true });
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
