// Directories the plugin creates inside a scope (`.index/`, `log/`, `inbox/`)
// must be real directories: a symlink put there (by a cloned repository, say)
// would send writes outside the store. The scope root itself may be a symlink
// (a store kept in a dotfiles repository is a user's choice).

import { lstatSync, mkdirSync } from "node:fs";
import { FileWriteError } from "../core/errors.js";

/**
 * Creates `path` (and its parents) if missing; refuses it when it is a symlink or not a directory.
 * Synchronous inside: a write makes a dozen such small calls, and each thread-pool round trip costs more than the call.
 */
export async function ensureRealDirectory(path: string): Promise<void> {
  mkdirSync(path, { recursive: true });
  const stat = lstatSync(path);
  if (stat.isSymbolicLink() || !stat.isDirectory()) {
    throw new FileWriteError(
      `${path} is ${stat.isSymbolicLink() ? "a symbolic link" : "not a directory"}; the memory plugin writes only into real directories of the store. Replace it with a directory.`,
      { path },
    );
  }
}
