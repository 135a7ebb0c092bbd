// Append-only JSON-lines logs kept beside the memories in `<scope-root>/log/`
// (not derived state: committed with a project scope, never rewritten).
// One record per line, appended with a single write and flushed; readers skip
// a line a crash left torn and say so.

import { closeSync, constants, fstatSync, fsyncSync, openSync, promises as fs, readSync, writeSync } from "node:fs";
import { join } from "node:path";
import { FileWriteError } from "../core/errors.js";
import { ensureRealDirectory } from "./real-directory.js";
import { redactRecord } from "./redact-on-write.js";
import { writeIfMissing } from "./write-if-missing.js";
import type { LogName } from "../core/vocabulary.js";

export const LOG_DIR = "log";

export type { LogName } from "../core/vocabulary.js";

export function logPath(scopeRoot: string, name: LogName): string {
  return join(scopeRoot, LOG_DIR, `${name}.jsonl`);
}

/**
 * Appends records (call it under the scope's write lock so lines from several
 * writers never interleave). Every string of a record passes the secret
 * redaction first: a log is append-only and committed, nothing could clean it later.
 */
export async function appendLog(scopeRoot: string, name: LogName, records: readonly object[]): Promise<void> {
  if (records.length === 0) return;
  const path = logPath(scopeRoot, name);
  const text = records.map((record) => `${JSON.stringify(redactRecord(record))}\n`).join("");
  try {
    await ensureRealDirectory(join(scopeRoot, LOG_DIR));
    // Logs are committed with a project scope; union merges keep both sides' appended lines instead of conflicting.
    try {
      writeIfMissing(join(scopeRoot, LOG_DIR, ".gitattributes"), "*.jsonl merge=union\n");
    } catch {
      // The directory refuses it: the append below says so.
    }
    // O_NOFOLLOW: a log replaced by a symlink must not send our lines to another file. Synchronous calls: six
    // thread-pool round trips per append cost more than the append and its flush.
    const fd = openSync(
      path,
      constants.O_RDWR | constants.O_APPEND | constants.O_CREAT | (constants.O_NOFOLLOW ?? 0),
      0o644,
    );
    try {
      // A previous crash may have left a torn last line: start on a fresh line so this record stays readable.
      const { size } = fstatSync(fd);
      const last = Buffer.alloc(1);
      if (size > 0) readSync(fd, last, 0, 1, size - 1);
      writeSync(fd, (size > 0 && last[0] !== 0x0a ? "\n" : "") + text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    if (error instanceof FileWriteError) throw error;
    throw new FileWriteError(
      `Could not append to ${path}: ${(error as Error).message}. Check the directory's permissions and free space.`,
      { path },
    );
  }
}

export interface LogLine<T> {
  line: number;
  record: T;
}

/** Every parseable record in order, and the line numbers of those that are not (a torn or hand-broken line). */
export async function readLog<T = Record<string, unknown>>(
  scopeRoot: string,
  name: LogName,
): Promise<{ records: LogLine<T>[]; unreadable: number[] }> {
  let text: string;
  try {
    text = await fs.readFile(logPath(scopeRoot, name), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { records: [], unreadable: [] };
    throw error;
  }
  const records: LogLine<T>[] = [];
  const unreadable: number[] = [];
  text.split("\n").forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    try {
      const record = JSON.parse(line) as unknown;
      if (record && typeof record === "object" && !Array.isArray(record))
        records.push({ line: index + 1, record: record as T });
      else unreadable.push(index + 1);
    } catch {
      unreadable.push(index + 1);
    }
  });
  return { records, unreadable };
}
