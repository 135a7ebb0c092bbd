// Reading a file anyone may have replaced with something else (a memory, a lock, an anchored source file, a settings
// file): opened without following a link and without waiting on a named pipe, checked on the open descriptor (so
// what is checked is what is read), refused when it is not a regular file or is too large, then read. Each caller
// maps the outcome to its own meaning. Synchronous and dependency-free: the hooks bundle it.

import { closeSync, constants, fstatSync, openSync, readFileSync, readSync, type Stats } from "node:fs";

export interface RegularFileOptions {
  /** A larger file is "too-large" and not read (or, with `prefix`, read up to this many bytes). */
  maxBytes: number;
  /** Read the first `maxBytes` of a larger file instead of refusing it. */
  prefix?: boolean;
  /** Follow a link in the last component (a user's settings file may be one); by default a link is not opened. */
  followLinks?: boolean;
}

/** What was found at a path, and its bytes or text when it was a regular file within the size. */
export type RegularFileRead<T> =
  | { kind: "missing" }
  | { kind: "link" }
  | { kind: "not-a-file"; stat: Stats }
  | { kind: "too-large"; stat: Stats }
  | { kind: "unreadable"; error: NodeJS.ErrnoException }
  | { kind: "read"; content: T; stat: Stats };

// O_NONBLOCK: opening a named pipe for reading would otherwise wait for a writer, forever.
const OPEN_NO_WAIT = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);
const OPEN_NO_LINK = OPEN_NO_WAIT | (constants.O_NOFOLLOW ?? 0);

/** The bytes of the regular file at `path`, or why there are none. Never throws. */
export function readRegularFile(path: string, options: RegularFileOptions): RegularFileRead<Buffer> {
  let fd: number;
  try {
    fd = openSync(path, options.followLinks ? OPEN_NO_WAIT : OPEN_NO_LINK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return { kind: "missing" };
    // O_NOFOLLOW on a link: ELOOP (Linux, macOS), EMLINK (FreeBSD).
    if (!options.followLinks && (code === "ELOOP" || code === "EMLINK")) return { kind: "link" };
    return { kind: "unreadable", error: error as NodeJS.ErrnoException };
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return { kind: "not-a-file", stat };
    if (stat.size <= options.maxBytes) return { kind: "read", content: readFileSync(fd), stat };
    if (!options.prefix) return { kind: "too-large", stat };
    return { kind: "read", content: readPrefix(fd, options.maxBytes), stat };
  } catch (error) {
    return { kind: "unreadable", error: error as NodeJS.ErrnoException };
  } finally {
    closeSync(fd);
  }
}

/** `readRegularFile`, the content as UTF-8 text. */
export function readRegularText(path: string, options: RegularFileOptions): RegularFileRead<string> {
  const read = readRegularFile(path, options);
  return read.kind === "read" ? { ...read, content: read.content.toString("utf8") } : read;
}

function readPrefix(fd: number, maxBytes: number): Buffer {
  const buffer = Buffer.alloc(maxBytes);
  let read = 0;
  while (read < buffer.length) {
    const n = readSync(fd, buffer, read, buffer.length - read, read);
    if (n === 0) break;
    read += n;
  }
  return buffer.subarray(0, read);
}
