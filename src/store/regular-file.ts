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
  return withRegularFile(path, options, (fd, stat) => {
    if (stat.size <= options.maxBytes) return readFileSync(fd);
    return readPrefix(fd, options.maxBytes);
  });
}

/**
 * `read` run on the open descriptor of the regular file at `path` (for a reader taking parts of a file, such as an
 * index bucket), or why it was not run. What `read` throws is "unreadable". Never throws.
 */
export function withRegularFile<T>(
  path: string,
  options: RegularFileOptions,
  read: (fd: number, stat: Stats) => T,
): RegularFileRead<T> {
  const open = openRegularFile(path, options);
  if (open.kind !== "read") return open;
  try {
    return { kind: "read", content: read(open.content, open.stat), stat: open.stat };
  } catch (error) {
    return { kind: "unreadable", error: error as NodeJS.ErrnoException };
  } finally {
    closeSync(open.content);
  }
}

/**
 * The open descriptor (`content`) of the regular file at `path`, which the caller closes, or why there is none (then
 * nothing is left open). `too-large` only without `prefix`. Never throws.
 */
export function openRegularFile(path: string, options: RegularFileOptions): RegularFileRead<number> {
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
  let refused: RegularFileRead<number>;
  try {
    const stat = fstatSync(fd);
    if (stat.isFile() && (stat.size <= options.maxBytes || options.prefix)) return { kind: "read", content: fd, stat };
    refused = stat.isFile() ? { kind: "too-large", stat } : { kind: "not-a-file", stat };
  } catch (error) {
    refused = { kind: "unreadable", error: error as NodeJS.ErrnoException };
  }
  closeSync(fd);
  return refused;
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
