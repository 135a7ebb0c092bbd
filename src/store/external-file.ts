// Files outside the store that interop commands read or write (an import
// source, an export target), with the checks a careful user expects: a
// missing file is a typed not-found error, a directory or a FIFO is refused
// before anything blocks on it, and an export never writes through a
// symbolic link or over a directory, and replaces its file atomically.

import { promises as fs } from "node:fs";
import { dirname, resolve } from "node:path";
import { EntryTooLargeError, FileNotFoundError, FileWriteError, UsageError } from "../core/errors.js";
import { writeFileAtomic } from "./atomic-write.js";
import { readRegularText } from "./regular-file.js";

/** The text of a regular file (a symlink to one is fine); past `maxBytes`, refused before it is read. */
export async function readInputFile(
  path: string,
  { maxBytes = Number.POSITIVE_INFINITY } = {},
): Promise<{ path: string; text: string }> {
  const absolute = resolve(path);
  // Followed through a link (the user named it), never waiting on a named pipe.
  const read = readRegularText(absolute, { maxBytes, followLinks: true });
  switch (read.kind) {
    case "read":
      return { path: absolute, text: read.content };
    case "missing":
    case "link": // not returned when links are followed
      throw new FileNotFoundError(`No such file: ${path}. Check the path (looked for ${absolute}).`, {
        path: absolute,
      });
    case "not-a-file":
      if (read.stat.isDirectory())
        throw new UsageError(`${path} is a directory: give the path of a file in it.`, { path: absolute });
      throw new UsageError(`${path} is not a regular file (a FIFO, socket or device): give the path of a file.`, {
        path: absolute,
      });
    case "too-large":
      throw new EntryTooLargeError(`${path} has ${read.stat.size} bytes; at most ${maxBytes} are read.`, {
        path: absolute,
        bytes: read.stat.size,
        max: maxBytes,
      });
    case "unreadable":
      throw new UsageError(`Cannot read ${path}: ${read.error.message}.`, { path: absolute });
  }
}

/**
 * The current text of an export target, or undefined when there is none yet.
 * Refuses a symbolic link, a directory or anything but a regular file.
 */
export async function readOutputTarget(path: string): Promise<string | undefined> {
  if (!(await checkOutputTarget(path))) return undefined;
  const read = readRegularText(resolve(path), { maxBytes: Number.POSITIVE_INFINITY });
  if (read.kind === "read") return read.content;
  if (read.kind === "missing") return undefined; // removed since the check
  await checkOutputTarget(path); // replaced since the check: the same refusals
  throw new UsageError(`Cannot read ${path}: ${read.kind === "unreadable" ? read.error.message : read.kind}.`, {
    path: resolve(path),
  });
}

/** True when the export target is an existing regular file, false when it does not exist; throws for anything else. */
async function checkOutputTarget(path: string): Promise<boolean> {
  const absolute = resolve(path);
  let stat: import("node:fs").Stats;
  try {
    stat = await fs.lstat(absolute);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return false;
    if (code === "ENOTDIR")
      throw new UsageError(`Cannot write ${path}: a parent of it is not a directory.`, { path: absolute });
    throw new UsageError(`Cannot write ${path}: ${(error as Error).message}.`, { path: absolute });
  }
  if (stat.isSymbolicLink()) {
    throw new UsageError(
      `Refusing to write ${path}: it is a symbolic link. Give the real path, or remove the link first.`,
      { path: absolute },
    );
  }
  if (stat.isDirectory())
    throw new UsageError(
      `Refusing to write ${path}: it is a directory. Give a file name, e.g. ${absolute}/events.jsonl.`,
      { path: absolute },
    );
  if (!stat.isFile())
    throw new UsageError(`Refusing to write ${path}: it is not a regular file (a FIFO, socket or device).`, {
      path: absolute,
    });
  return true;
}

/**
 * Replaces (or creates) a regular file atomically: temp file + rename in its
 * directory. `createDirectory` makes the parent directory when it is missing,
 * and refuses it when it is a symbolic link.
 */
export async function writeOutputFile(path: string, text: string, { createDirectory = false } = {}): Promise<string> {
  const absolute = resolve(path);
  const directory = dirname(absolute);
  if (createDirectory) {
    const stat = await fs.lstat(directory).catch(() => undefined);
    if (stat?.isSymbolicLink())
      throw new UsageError(`Refusing to write into ${directory}: it is a symbolic link.`, { path: directory });
    if (!stat) await fs.mkdir(directory, { recursive: true });
  }
  const parent = await fs.stat(directory).catch(() => undefined);
  if (!parent?.isDirectory())
    throw new UsageError(`Cannot write ${path}: the directory ${directory} does not exist.`, { path: absolute });
  await checkOutputTarget(absolute); // the same refusals, right before the write
  try {
    await writeFileAtomic(absolute, text);
  } catch (error) {
    throw new FileWriteError(
      `Cannot write ${absolute}: ${(error as Error).message}. Check the directory's permissions and free space.`,
      { path: absolute },
      { cause: error },
    );
  }
  return absolute;
}
