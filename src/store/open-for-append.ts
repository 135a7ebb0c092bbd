// Opening a file to append to it, the one way every append here does: a
// symlink put in the file's place is refused (O_NOFOLLOW) rather than followed
// to another file, and a named pipe or device is refused, never waited on
// (O_NONBLOCK, then the check on the descriptor).

import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { FileWriteError } from "../core/errors.js";

/** An open descriptor on a regular file, positioned to append, and the file's size when opened. The caller closes it. */
export interface AppendHandle {
  fd: number;
  size: number;
}

/** Opens (creating) `path` to append; `readable` also allows reading it back (to look at its last byte). */
export function openForAppend(path: string, readable = false): AppendHandle {
  const fd = openSync(
    path,
    (readable ? constants.O_RDWR : constants.O_WRONLY) |
      constants.O_APPEND |
      constants.O_CREAT |
      (constants.O_NOFOLLOW ?? 0) |
      (constants.O_NONBLOCK ?? 0),
    0o644,
  );
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile())
      throw new FileWriteError(
        `${path} is not a regular file (a directory, named pipe or device): move it aside; nothing was appended.`,
        { path },
      );
    return { fd, size: stat.size };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

/**
 * What to write before appending lines to a file opened readable: a newline when a crash left its last line torn, so
 * that the first line appended is not joined to it and lost with it.
 */
export function freshLine({ fd, size }: AppendHandle): string {
  if (size === 0) return "";
  const last = Buffer.alloc(1);
  readSync(fd, last, 0, 1, size - 1);
  return last[0] === 0x0a ? "" : "\n";
}
