// Whether a process of this host still runs: the owner of a lock, a hook's
// background refresh. Signal 0 tests without sending anything; EPERM means it
// runs under another user.

import { readRegularText } from "./regular-file.js";

export function processExists(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * What a pid file (a hook's refresh marker) holds: a pid, "empty" (its writer has not written it yet, or it is not a
 * number), "missing", or "other" — a named pipe, directory, link or large file put in its place, never waited on or
 * read (the callers take that for a marker whose process is gone, and make a new one).
 */
export function readPidFile(path: string): { pid: number } | "empty" | "missing" | "other" {
  const read = readRegularText(path, { maxBytes: 64 });
  if (read.kind === "missing") return "missing";
  if (read.kind !== "read") return "other";
  const pid = Number(read.content.trim() || Number.NaN);
  return Number.isInteger(pid) && pid > 0 ? { pid } : "empty";
}
