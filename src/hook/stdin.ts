// Reading the hook's JSON from stdin with plain fd reads: creating process.stdin costs more than the rest of the
// hook. Claude Code hands the JSON over a socket (a pipe in some shells and tests) and closes it; the read stops at
// the end of the first whole JSON object as well, so a writer that keeps its end open does not hold the hook.

import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { sleepSync } from "../core/time.js";

const OPEN_NON_BLOCKING = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Follows the bytes of a text that starts with a JSON object, chunk by chunk, and tells when that object has
 * closed. Only braces outside strings count (UTF-8 never puts these ASCII bytes inside another character); a text
 * that does not start with `{` never ends early and is read to its end.
 * @internal exported for its tests
 */
export class ObjectEndFinder {
  private depth = 0;
  private inString = false;
  private escaped = false;
  private state: "before" | "object" | "other" = "before";

  /** Whether the object closed within `bytes[start, end)`, given every byte fed before. */
  feed(bytes: Uint8Array, start: number, end: number): boolean {
    for (let i = start; i < end; i++) {
      const byte = bytes[i]!;
      if (this.state === "before") {
        if (byte === OPEN_BRACE) this.state = "object";
        else if (
          byte !== 0x20 &&
          byte !== 0x0a &&
          byte !== 0x0d &&
          byte !== 0x09 &&
          byte !== 0xef &&
          byte !== 0xbb &&
          byte !== 0xbf
        )
          this.state = "other";
        if (this.state !== "object") continue;
      }
      if (this.state === "other") return false;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
      } else if (byte === QUOTE) this.inString = true;
      else if (byte === OPEN_BRACE) this.depth++;
      else if (byte === CLOSE_BRACE && --this.depth === 0) return true;
    }
    return false;
  }
}

/**
 * The hook's input, or undefined: none on a terminal, none past `limit` bytes, none when nothing whole arrived by
 * `deadlineAt`. A pipe is opened again without blocking so that its deadline holds even while nothing is written; a
 * socket cannot be opened again and is read as it is (Claude Code writes the whole object at once).
 */
export function readHookInput(limit: number, deadlineAt: number): string | undefined {
  const stdin = fstatSync(0);
  if (stdin.isCharacterDevice()) return undefined;
  const reopened = stdin.isFIFO() ? openAgainWithoutWaiting() : undefined;
  try {
    return readObject(reopened ?? 0, limit, deadlineAt);
  } finally {
    if (reopened !== undefined) closeSync(reopened);
  }
}

function openAgainWithoutWaiting(): number | undefined {
  try {
    return openSync("/dev/stdin", OPEN_NON_BLOCKING);
  } catch {
    return undefined; // no /dev/stdin to open again: read fd 0 as it is
  }
}

/** The text on `fd` up to its end or the end of its first JSON object. */
function readObject(fd: number, limit: number, deadlineAt: number): string | undefined {
  const finder = new ObjectEndFinder();
  let buffer = Buffer.allocUnsafe(16 * 1024);
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      if (length > limit) return undefined;
      const larger = Buffer.allocUnsafe(buffer.length * 4);
      buffer.copy(larger, 0, 0, length);
      buffer = larger;
    }
    let read: number;
    try {
      read = readSync(fd, buffer, length, buffer.length - length, null);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EAGAIN" || Date.now() >= deadlineAt) return undefined;
      sleepSync(2);
      continue;
    }
    if (read === 0) break;
    const closed = finder.feed(buffer, length, length + read);
    length += read;
    if (closed) break;
  }
  return length > limit ? undefined : buffer.toString("utf8", 0, length);
}
