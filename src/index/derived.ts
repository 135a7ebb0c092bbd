// Keeps derived state in step with a write or delete, under the scope lock.
// Every step is best effort: the files are the truth, and the next read
// repairs anything a failure here leaves stale.

import type { MemoryDocument } from "../core/memory-file.js";
import { redactDocument } from "../core/secrets.js";
import type { ScopeStore } from "../store/scope-store.js";
import { gotchaEntry, isInjectable, updateGotchaIndex } from "./gotcha-index.js";
import { updateGraphIndex } from "./graph-index.js";
import { outgoingEdges, summaryOf } from "./summary.js";
import { recallDetail, updateRecallIndex } from "./recall-index.js";
import { recordKeywordChange } from "./keyword-index.js";
import { keywordDocument } from "./keyword-config.js";
import { lstatSync } from "node:fs";
import { contentHash, entryOf } from "./manifest.js";
import { recordManifestEntry } from "./manifest-files.js";
import { writeDerivedFileSync } from "../store/atomic-write.js";
import { directoryStamp, HOOK_STAMP_FILE, recordedHookStamp } from "../store/directory-stamp.js";
import { LOG_DIR } from "../store/append-log.js";
import { ensureRealDirectory } from "../store/real-directory.js";
import { join } from "node:path";

export async function afterWrite(store: ScopeStore, written: MemoryDocument, text: string): Promise<void> {
  // The file was written with its secrets redacted: the indexes take the same redacted document.
  const document = redactDocument(written).document;
  // The keyword index first: the manifest entry is recorded only once the index knows the change,
  // so a search trusting the manifest never misses it (a failure leaves the next check to find it).
  const recorded = await recordKeywordChange(store, document.slug, contentHash(text), keywordDocument(document)).then(() => true, () => false);
  const stat = lstatSync(store.filePath(document.slug), { throwIfNoEntry: false });
  // Another change since our write (the size differs) is left to the next check of the files.
  if (recorded && stat && stat.size === Buffer.byteLength(text)) await recordManifestEntry(store, document.slug, entryOf(store, document.slug, text, stat));
  // The file's size and mtime go with its gotcha entry: the hook shows it only while the file still has them.
  const gotcha = isInjectable(document) ? { ...gotchaEntry(document), ...(stat && stat.size === Buffer.byteLength(text) ? { file: [stat.size, stat.mtimeMs] as [number, number] } : {}) } : undefined;
  let inStep = await updateGotchaIndex(store, document.slug, gotcha).then(() => true, () => false);
  await updateGraphIndex(store, new Map([[document.slug, outgoingEdges(document)]])).catch(() => undefined);
  if (stat && stat.size === Buffer.byteLength(text)) {
    inStep &&= await updateRecallIndex(store, document.slug, recallDetail({ size: stat.size, mtimeMs: stat.mtimeMs, hash: "", summary: summaryOf(document) })).then(() => true, () => false);
  } else inStep = false;
  await keepHooksInStep(store, inStep);
}

/**
 * When the hooks' indexes were in step with the directory just before this
 * change and took it in, their stamp moves on with the directory: the next
 * hook call finds them fresh instead of paying a refresh. Anything else
 * (another change before, an update that failed) leaves the stamp behind,
 * and the hooks refresh.
 */
async function keepHooksInStep(store: ScopeStore, inStep: boolean): Promise<void> {
  const before = store.stampBeforeChange;
  if (!inStep || before === undefined || recordedHookStamp(store.root) !== before) return;
  // The change's event goes to log/ next: created now, the first write of a scope does not leave the stamp behind.
  await ensureRealDirectory(join(store.root, LOG_DIR)).catch(() => undefined);
  const now = directoryStamp(store.root);
  if (now) writeDerivedFileSync(store.indexPath(HOOK_STAMP_FILE), JSON.stringify({ directory: now }));
}

export async function afterDelete(store: ScopeStore, slug: string): Promise<void> {
  const recorded = await recordKeywordChange(store, slug, null).then(() => true, () => false);
  if (recorded) await recordManifestEntry(store, slug, undefined);
  let inStep = await updateGotchaIndex(store, slug, undefined).then(() => true, () => false);
  await updateGraphIndex(store, new Map([[slug, undefined]])).catch(() => undefined);
  inStep &&= await updateRecallIndex(store, slug, undefined).then(() => true, () => false);
  await keepHooksInStep(store, inStep);
}
