import { existsSync, lstatSync, writeFileSync } from "node:fs";
import { writeDerivedFileSync } from "./atomic-write.js";

/** Creates a small file unless it exists (never replacing one, whoever made it in between). */
export function writeIfMissing(path: string, content: string): void {
  // Checked first: it is nearly always there, and a create that fails costs an error object with its stack.
  if (existsSync(path)) return;
  try {
    writeFileSync(path, content, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

/**
 * The same for a small file that is the plugin's own (`.index/.gitignore`, a `log/.gitattributes`): anything else in
 * its place but a directory (a named pipe git would wait on for ever, a link, a device) is replaced by rename, never
 * written through. A directory is left (git passes over it); the caller goes on without the file.
 */
export function ensureOwnFile(path: string, content: string): void {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (stat?.isFile() || stat?.isDirectory()) return;
  if (!stat) return writeIfMissing(path, content);
  writeDerivedFileSync(path, content);
}
