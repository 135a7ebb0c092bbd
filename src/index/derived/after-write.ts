// Keeps derived state in step with a write or delete, under the scope lock:
// the write path's change set (the one memory it wrote) goes through the same
// pipeline as a check of the files (apply-changes.ts). Every step is best effort: the
// files are the truth, and the next check repairs anything a failure leaves.

import { lstatSync } from "node:fs";
import { join } from "node:path";
import type { MemoryDocument } from "../../core/memory-file.js";
import { redactDocument } from "../../core/secrets/index.js";
import { LOG_DIR } from "../../store/append-log.js";
import { ensureRealDirectory } from "../../store/real-directory.js";
import { directoryStamp } from "../../store/directory-stamp.js";
import type { ScopeStore } from "../../store/scope-store.js";
import type { Change } from "../change-set.js";
import { keywordDocument } from "../keyword/index.js";
import { entryOf } from "../manifest/index.js";
import { recordedHookStamp, recordHookStamp } from "./hook-stamp.js";
import { moveManifestStamp } from "../manifest/index.js";
import { syncDerived } from "./apply-changes.js";
import { withDerivedLock } from "./lock.js";

/** Applies a write to the derived state, holding its lock (lock.ts) as every writer of an index does. */
export function afterWrite(store: ScopeStore, written: MemoryDocument, text: string): Promise<void> {
  return withDerivedLock(store, () => applyWrite(store, written, text));
}

async function applyWrite(store: ScopeStore, written: MemoryDocument, text: string): Promise<void> {
  // The file was written with its secrets redacted: the indexes take the same redacted document.
  const document = redactDocument(written).document;
  const stat = lstatSync(store.filePath(document.slug), { throwIfNoEntry: false });
  const bytes = Buffer.byteLength(text);
  // Another change since our write (the size differs) is left to the next check of the files.
  const confirmed = stat !== undefined && stat.size === bytes;
  const entry = entryOf(
    store,
    document.slug,
    text,
    confirmed ? stat : { size: bytes, mtimeMs: stat?.mtimeMs ?? Date.now() },
  );
  const change: Change = {
    kind: "modified",
    entry,
    keyword: keywordDocument(document),
    ...(confirmed ? {} : { unconfirmed: true as const }),
  };
  const committed = await syncDerived({ kind: "write", store, changes: new Map([[document.slug, change]]) });
  await keepStampsInStep(store, committed && confirmed);
}

export function afterDelete(store: ScopeStore, slug: string): Promise<void> {
  return withDerivedLock(store, async () =>
    keepStampsInStep(
      store,
      await syncDerived({ kind: "write", store, changes: new Map([[slug, { kind: "deleted" }]]) }),
    ),
  );
}

/**
 * When the hooks' indexes, or the manifest, were in step with the directory
 * just before this change and took it in, their stamp moves on with the
 * directory: the next hook call finds them fresh instead of paying a refresh,
 * and the next search of a large store does not check every file again.
 * Anything else (another change before, an update that failed) leaves a stamp
 * behind, and the next reader checks.
 */
async function keepStampsInStep(store: ScopeStore, inStep: boolean): Promise<void> {
  const before = store.stampBeforeChange;
  if (!inStep || before === undefined) return;
  // The change's event goes to log/ next: created now, the first write of a scope does not leave the stamp behind.
  await ensureRealDirectory(join(store.root, LOG_DIR)).catch(() => undefined);
  const now = directoryStamp(store.root);
  if (!now) return;
  if (recordedHookStamp(store.root) === before) recordHookStamp(store.root, now);
  moveManifestStamp(store, before, now);
}
