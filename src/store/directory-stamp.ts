// A scope directory's change stamp: what tells, with one stat, whether any
// memory file was added, removed or replaced since the stamp was taken.

import { lstatSync } from "node:fs";

/** Changes whenever an entry is added to, removed from or renamed in the directory (not when a file is edited in place). */
export function directoryStamp(root: string): string | undefined {
  const stat = lstatSync(root, { bigint: true, throwIfNoEntry: false });
  return stat ? `${stat.ino}:${stat.mtimeNs}:${stat.ctimeNs}` : undefined;
}
