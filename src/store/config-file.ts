// Where a scope's policy file is and its raw text: no validation here, so the
// hook can read its read mode without loading a schema validator.

import { closeSync, constants, lstatSync, openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { InvalidConfigError } from "../core/errors.js";

export const CONFIG_FILE = "config.json";

export function configPath(scopeRoot: string): string {
  return join(scopeRoot, CONFIG_FILE);
}

/** The raw text of the config file, or undefined when there is none. Symlinks are not followed. */
export function readConfigText(scopeRoot: string): string | undefined {
  // Most scopes have no config: a stat that cannot throw is cheaper than a failed open (the hook runs this per call).
  if (!present(configPath(scopeRoot))) return undefined;
  let fd: number;
  try {
    fd = openSync(configPath(scopeRoot), constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return undefined;
    if (code === "ELOOP")
      throw new InvalidConfigError(
        `${configPath(scopeRoot)} is a symbolic link; the policy file must be a regular file in the scope.`,
        { path: configPath(scopeRoot) },
      );
    throw error;
  }
  try {
    return readFileSync(fd, "utf8");
  } finally {
    closeSync(fd);
  }
}

function present(path: string): boolean {
  try {
    return lstatSync(path, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false; // ENOTDIR: the scope root is not a directory; the write path reports that
  }
}
