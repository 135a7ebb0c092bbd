// A scope directory's change stamp, and the one recorded when the hooks'
// indexes were last known to be in step with the directory
// (`.index/hook-stamp.json`): the hooks compare the two with one stat.

import { lstatSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { INDEX_DIR } from "./scope-paths.js";

export const HOOK_STAMP_FILE = "hook-stamp.json";

/** Changes whenever an entry is added to, removed from or renamed in the directory (not when a file is edited in place). */
export function directoryStamp(root: string): string | undefined {
  const stat = lstatSync(root, { bigint: true, throwIfNoEntry: false });
  return stat ? `${stat.ino}:${stat.mtimeNs}:${stat.ctimeNs}` : undefined;
}

/** The stamp recorded when the hooks' indexes were last brought in step, if any. */
export function recordedHookStamp(root: string): string | undefined {
  try {
    const value = JSON.parse(readFileSync(join(root, INDEX_DIR, HOOK_STAMP_FILE), "utf8")) as { directory?: unknown };
    return typeof value.directory === "string" ? value.directory : undefined;
  } catch {
    return undefined;
  }
}
