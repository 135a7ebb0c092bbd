// Atomic file replacement: the content goes to a temp file in the same
// directory, is flushed to disk, then renamed over (or, for `exclusive`,
// hard-linked to) the final name. Readers see the old file or the new one,
// never a torn one; a crash leaves at most a dot-named temp file behind.

import { closeSync, fsyncSync, linkSync, openSync, renameSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { randomHex } from "../core/hash/index.js";
import { freshLine, openForAppend } from "./open-for-append.js";
import { redactFileText } from "./redact-on-write.js";

export const TEMP_FILE_PATTERN = /^\..+\.[0-9a-f]{8}\.tmp$/;

/** A temp file beside `path` (created with O_EXCL: its random part only has to differ from another writer's). */
function tempPath(path: string): string {
  return join(dirname(path), `.${basename(path)}.${randomHex(8)}.tmp`);
}

export interface AtomicWriteOptions {
  /** Fail with EEXIST instead of replacing an existing file. */
  exclusive?: boolean;
  /** fsync the file before it becomes visible (default true). */
  durable?: boolean;
}

/** Text passes the secret redaction on its way (see redact-on-write). */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  options: AtomicWriteOptions = {},
): Promise<void> {
  data = typeof data === "string" ? await redactFileText(path, data) : data;
  const temp = tempPath(path);
  // Synchronous calls: each step's thread-pool round trip costs more than the step (the flush included).
  const fd = openSync(temp, "wx", 0o644);
  try {
    try {
      writeFileSync(fd, data);
      if (options.durable !== false) fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (options.exclusive) {
      linkSync(temp, path);
      rmSync(temp, { force: true });
    } else {
      renameSync(temp, path);
    }
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/**
 * The same, synchronous and not flushed to disk: for derived files written
 * many at a time (index shards), where a thread-pool round trip per step
 * costs more than the write itself. Derived files only (built from memory
 * files that were redacted when written).
 */
export function writeDerivedFileSync(path: string, data: string | Uint8Array): void {
  const temp = tempPath(path);
  try {
    writeFileSync(temp, data, { flag: "wx", mode: 0o644 });
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/**
 * A derived file of a new generation (its name carries the generation, and no
 * reader looks for it before the meta naming that generation is written,
 * last): created in place, without the temp file and rename a file readers
 * may be reading needs. Fails with EEXIST rather than replace a file.
 */
export function writeNewDerivedFileSync(path: string, data: string | Uint8Array): void {
  try {
    writeFileSync(path, data, { flag: "wx", mode: 0o644 });
  } catch (error) {
    // A torn file is removed; one left anyway is never read (its generation is not named) and goes with the next.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") rmSync(path, { force: true });
    throw error;
  }
}

/**
 * A line appended to a derived append-only file (the keyword index's pending log): derived files only, built from
 * memory documents redacted when they were read or written. A reader skips a line not whole yet; one a crash left
 * torn does not take the next with it. Opened as every append is (store/open-for-append); the caller makes sure of
 * the directory.
 */
export function appendDerivedFileSync(path: string, data: string): void {
  const handle = openForAppend(path, true);
  const { fd } = handle;
  try {
    writeSync(fd, freshLine(handle) + data);
  } finally {
    closeSync(fd);
  }
}
