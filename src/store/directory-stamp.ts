// A scope directory's change stamp: changes whenever an entry is added to,
// removed from or renamed in the directory, with one stat.

import { lstatSync } from "node:fs";

/** Changes whenever an entry is added to, removed from or renamed in the directory (not when a file is edited in place). */
export function directoryStamp(root: string): string | undefined {
  const stat = lstatSync(root, { bigint: true, throwIfNoEntry: false });
  return stat ? `${stat.ino}:${stat.mtimeNs}:${stat.ctimeNs}` : undefined;
}
