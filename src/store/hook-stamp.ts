// The change stamp of a scope directory that `memory refresh` records once what the hooks read is up to date
// (`.index/hook-stamp.json`): a hook compares it with the directory, with one stat, to tell whether anything
// changed since.

import { lstatSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { INDEX_DIR } from "./scope-paths.js";

export const HOOK_STAMP_FILE = "hook-stamp.json";

/** Changes whenever an entry is added to, removed from or renamed in the directory (the manifest keeps the same stamp). */
export function directoryStamp(root: string): string | undefined {
  const stat = lstatSync(root, { bigint: true, throwIfNoEntry: false });
  return stat ? `${stat.ino}:${stat.mtimeNs}:${stat.ctimeNs}` : undefined;
}

/** The stamp the last refresh recorded for a scope, if any. */
function recordedStamp(root: string): string | undefined {
  try {
    const value = JSON.parse(readFileSync(join(root, INDEX_DIR, HOOK_STAMP_FILE), "utf8")) as { directory?: unknown };
    return typeof value.directory === "string" ? value.directory : undefined;
  } catch {
    return undefined;
  }
}

/** True when the scope directory changed since the last refresh (a scope with no directory has nothing to refresh). */
export function scopeChanged(root: string): boolean {
  const now = directoryStamp(root);
  return now !== undefined && now !== recordedStamp(root);
}
