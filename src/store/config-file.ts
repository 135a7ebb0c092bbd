// Where a scope's policy file is and its raw text: no validation here, so the
// hook can read its read mode without loading a schema validator.

import { lstatSync } from "node:fs";
import { join } from "node:path";
import { InvalidConfigError } from "../core/errors.js";
import { readRegularText } from "./regular-file.js";

export const CONFIG_FILE = "config.json";

export function configPath(scopeRoot: string): string {
  return join(scopeRoot, CONFIG_FILE);
}

/** A policy is a few hundred bytes: a larger file is refused before it is read (the hook reads it on every call). */
export const CONFIG_MAX_BYTES = 1024 * 1024;

/**
 * The raw text of the config file, or undefined when there is none. Symlinks are not followed; a directory, named
 * pipe (which would hold the hook for ever) or a file past CONFIG_MAX_BYTES is an InvalidConfigError, never read.
 */
export function readConfigText(scopeRoot: string): string | undefined {
  // Most scopes have no config: a stat that cannot throw is cheaper than a failed open (the hook runs this per call).
  if (!present(configPath(scopeRoot))) return undefined;
  const path = configPath(scopeRoot);
  const read = readRegularText(path, { maxBytes: CONFIG_MAX_BYTES });
  switch (read.kind) {
    case "read":
      return read.content;
    case "missing":
      return undefined;
    case "link":
      throw new InvalidConfigError(`${path} is a symbolic link; the policy file must be a regular file in the scope.`, {
        path,
      });
    case "not-a-file":
    case "too-large":
      throw new InvalidConfigError(
        `${path} is not read: ${read.kind === "too-large" ? `${read.stat.size} bytes, past the ${CONFIG_MAX_BYTES} a policy file may have` : "not a regular file (a directory, named pipe or device)"}. Remove it to use the defaults.`,
        { path },
      );
    case "unreadable":
      throw read.error;
  }
}

function present(path: string): boolean {
  try {
    return lstatSync(path, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false; // ENOTDIR: the scope root is not a directory; the write path reports that
  }
}
