// A line meant for the user from a process whose output no one sees (the
// hook's background `memory refresh`): kept in a scope's .index/ until the
// next command or session brief shows it, once. Taking a notice renames it
// first, so two readers at once never both show it.

import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { randomHex } from "../core/hash/index.js";
import { writeDerivedFileSync } from "./atomic-write.js";
import { readRegularText } from "./regular-file.js";

const NOTICES_DIR = "notices";
const TAKEN = ".taken-";
/** A notice is a line or two: anything larger was not written here, and is not shown. */
const NOTICE_MAX_BYTES = 64 * 1024;

/**
 * Keeps `text` under `key` (a later notice of the same key replaces it) in the scope whose index dir is given.
 * The text is the plugin's own words and paths, never memory text: it is written as is, not redacted.
 * False when that scope has no .index/ yet: creating one here would lack the .gitignore that keeps it uncommitted.
 */
export function holdNotice(indexDir: string, key: string, text: string): boolean {
  if (!existsSync(indexDir)) return false;
  const dir = join(indexDir, NOTICES_DIR);
  mkdirSync(dir, { recursive: true });
  // Replaced by rename: whatever was put in its place (a named pipe would hold this process) is not written through.
  writeDerivedFileSync(join(dir, key), text);
  return true;
}

/** The notices held in these index dirs, each handed to one caller only and then gone. */
export function takeNotices(indexDirs: readonly string[]): string[] {
  const taken: string[] = [];
  for (const indexDir of indexDirs) {
    const dir = join(indexDir, NOTICES_DIR);
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue; // none held (nearly always)
    }
    for (const name of names) {
      if (name.includes(TAKEN)) continue;
      const claimed = join(dir, `${name}${TAKEN}${randomHex(8)}`);
      try {
        renameSync(join(dir, name), claimed);
      } catch {
        continue; // another reader took it
      }
      try {
        // A named pipe, link or directory in a notice's place shows nothing, and goes.
        const read = readRegularText(claimed, { maxBytes: NOTICE_MAX_BYTES });
        const text = read.kind === "read" ? read.content.trim() : "";
        if (text) taken.push(text);
      } finally {
        rmSync(claimed, { recursive: true, force: true });
      }
    }
  }
  return taken;
}
