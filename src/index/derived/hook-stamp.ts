// The hooks' stamp (`.index/hook-stamp.json`): the scope directory's change
// stamp when the indexes the hooks read were last brought in step with it,
// and the formats of those indexes. The hooks compare it with the directory
// in one stat; a stamp recorded for other formats (the plugin was upgraded
// since) counts as none, so the hooks have the indexes rebuilt instead of
// finding ones they cannot read.

import { join } from "node:path";
import { writeDerivedFileSync } from "../../store/atomic-write.js";
import { readRegularText } from "../../store/regular-file.js";
import { INDEX_DIR } from "../../store/scope-paths.js";
import { GOTCHA_INDEX_VERSION } from "../gotcha/index.js";
import { RECALL_INDEX_VERSION } from "../recall/index.js";

export const HOOK_STAMP_FILE = "hook-stamp.json";
const FORMATS = `gotcha-${GOTCHA_INDEX_VERSION} recall-${RECALL_INDEX_VERSION}`;
// A stamp is ~100 bytes.
const MAX_STAMP_BYTES = 64 * 1024;

/** The directory stamp recorded when the hooks' indexes (of this code's formats) were last brought in step, if any. */
export function recordedHookStamp(root: string): string | undefined {
  // Every hook call reads it: a named pipe in its place must not hold the hook (it did, for ever).
  const read = readRegularText(join(root, INDEX_DIR, HOOK_STAMP_FILE), { maxBytes: MAX_STAMP_BYTES });
  if (read.kind !== "read") return undefined;
  try {
    const value = JSON.parse(read.content) as {
      directory?: unknown;
      formats?: unknown;
    };
    return typeof value.directory === "string" && value.formats === FORMATS ? value.directory : undefined;
  } catch {
    return undefined;
  }
}

/** Records that the hooks' indexes are in step with the directory as `directory` stamps it. */
export function recordHookStamp(root: string, directory: string): void {
  writeDerivedFileSync(join(root, INDEX_DIR, HOOK_STAMP_FILE), JSON.stringify({ directory, formats: FORMATS }));
}
