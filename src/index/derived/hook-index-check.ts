// Whether the indexes the hooks read (gotcha, recall) agree with the manifest:
// every memory the manifest says has a gotcha or recall entry has one there,
// made from the same version of its file (size and mtime), and the gotcha
// index holds no memory the manifest does not. A disagreement is what a lost
// update leaves (the manifest recorded a change an index did not keep): the
// hooks would not show those memories, while every check of the files finds
// nothing to do. `memory health` reports it; `health --fix` rebuilds them.

import { join } from "node:path";
import { GOTCHA_INDEX_DIR, GOTCHA_META_FILE } from "../../core/gotcha/index.js";
import type { ScopeStore } from "../../store/scope-store.js";
import { parseMeta, readAllDetails, readJson } from "../gotcha/index.js";
import type { ManifestEntry } from "../manifest/index.js";
import { RecallScope } from "../recall/index.js";
import { isRecallable } from "../manifest/index.js";

export interface HookIndexDisagreement {
  index: "gotcha" | "recall";
  slugs: string[];
}

const sameFile = (stamp: unknown, entry: ManifestEntry) =>
  !Array.isArray(stamp) || (stamp[0] === entry.size && stamp[1] === entry.mtimeMs);

/** The memories each hook index disagrees with the manifest about (indexes that are missing are reported elsewhere). */
export function hookIndexDisagreements(
  store: ScopeStore,
  entries: ReadonlyMap<string, ManifestEntry>,
): HookIndexDisagreement[] {
  const found: HookIndexDisagreement[] = [];
  const gotchaDir = join(store.indexDir, GOTCHA_INDEX_DIR);
  const meta = parseMeta(readJson(join(gotchaDir, GOTCHA_META_FILE)));
  if (meta?.complete) {
    const indexed = readAllDetails(gotchaDir, meta);
    const slugs: string[] = [];
    for (const [slug, entry] of entries) {
      if (!entry.summary?.gotcha) continue;
      const held = indexed.get(slug);
      if (!held || !sameFile(held.file, entry)) slugs.push(slug);
    }
    for (const slug of indexed.keys()) if (!entries.get(slug)?.summary?.gotcha) slugs.push(slug);
    if (slugs.length > 0) found.push({ index: "gotcha", slugs });
  }
  const recall = new RecallScope(store.root, store.indexDir);
  if (recall.meta) {
    const slugs: string[] = [];
    for (const [slug, entry] of entries) {
      if (!entry.summary || !isRecallable(entry.summary.lifecycle, entry.summary.unsafe)) continue;
      const held = recall.storedDetail(slug);
      if (!held || !sameFile(held.f, entry)) slugs.push(slug);
    }
    if (slugs.length > 0) found.push({ index: "recall", slugs });
  }
  return found;
}
