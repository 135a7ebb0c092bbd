// Append-only JSON-lines logs kept beside the memories in `<scope-root>/log/`
// (not derived state: committed with a project scope, never rewritten).
// One record per line, appended with a single write and flushed; readers skip
// a line a crash left torn and say so.

import { closeSync, fsyncSync, writeSync } from "node:fs";
import { join } from "node:path";
import { FileReadError, FileWriteError } from "../core/errors.js";
import { freshLine, openForAppend } from "./open-for-append.js";
import { readRegularFile } from "./regular-file.js";
import { ensureRealDirectory } from "./real-directory.js";
import { redactRecord } from "./redact-on-write.js";
import { ensureOwnFile } from "./write-if-missing.js";
import type { LogName } from "../core/vocabulary.js";

export const LOG_DIR = "log";

export type { LogName } from "../core/vocabulary.js";

export function logPath(scopeRoot: string, name: LogName): string {
  return join(scopeRoot, LOG_DIR, `${name}.jsonl`);
}

/** Years of records take a few MB: a log past this was not written by appends, and is not read. */
export const LOG_MAX_BYTES = 256 * 1024 * 1024;

/**
 * The bytes of a log, or undefined when there is none. A log is read as a file anyone may have replaced: a named
 * pipe, device, directory or link in its place, or a file past LOG_MAX_BYTES, is a FileReadError naming it (never
 * waited on, followed or read without end).
 */
export function readLogBytes(path: string): Buffer | undefined {
  const read = readRegularFile(path, { maxBytes: LOG_MAX_BYTES });
  switch (read.kind) {
    case "read":
      return read.content;
    case "missing":
      return undefined;
    case "unreadable":
      throw new FileReadError(`${path} cannot be read: ${read.error.message}. Check its permissions.`, { path });
    default:
      throw new FileReadError(
        `${path} is not read: ${read.kind === "too-large" ? `${read.stat.size} bytes, past the ${LOG_MAX_BYTES} a log may have` : `not a regular file (${read.kind === "link" ? "a symbolic link" : "a directory, named pipe or device"})`}. Move it aside; logs are appended in place.`,
        { path },
      );
  }
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
      ensureOwnFile(join(scopeRoot, LOG_DIR, ".gitattributes"), "*.jsonl merge=union\n");
    } catch {
      // The directory refuses it: the append below says so.
    }
    // Synchronous calls: six thread-pool round trips per append cost more than the append and its flush.
    const handle = openForAppend(path, true);
    const { fd } = handle;
    try {
      // A previous crash may have left a torn last line: start on a fresh line so this record stays readable.
      writeSync(fd, freshLine(handle) + text);
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
  const bytes = readLogBytes(logPath(scopeRoot, name));
  if (bytes === undefined) return { records: [], unreadable: [] };
  const text = bytes.toString("utf8");
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
