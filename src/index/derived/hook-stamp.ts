// The hooks' stamp (`.index/hook-stamp.json`): the scope directory's change
// stamp when the indexes the hooks read were last brought in step with it,
// and the formats of those indexes. The hooks compare it with the directory
// in one stat; a stamp recorded for other formats (the plugin was upgraded
// since) counts as none, so the hooks have the indexes rebuilt instead of
// finding ones they cannot read.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { writeDerivedFileSync } from "../../store/atomic-write.js";
import { INDEX_DIR } from "../../store/scope-paths.js";
import { GOTCHA_INDEX_VERSION } from "../gotcha/index.js";
import { RECALL_INDEX_VERSION } from "../recall/index.js";

export const HOOK_STAMP_FILE = "hook-stamp.json";
const FORMATS = `gotcha-${GOTCHA_INDEX_VERSION} recall-${RECALL_INDEX_VERSION}`;

/** The directory stamp recorded when the hooks' indexes (of this code's formats) were last brought in step, if any. */
export function recordedHookStamp(root: string): string | undefined {
  try {
    const value = JSON.parse(readFileSync(join(root, INDEX_DIR, HOOK_STAMP_FILE), "utf8")) as {
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
