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
  await updateGotchaIndex(store, document.slug, gotcha).catch(() => undefined);
  await updateGraphIndex(store, new Map([[document.slug, outgoingEdges(document)]])).catch(() => undefined);
  if (stat && stat.size === Buffer.byteLength(text)) {
    await updateRecallIndex(store, document.slug, recallDetail({ size: stat.size, mtimeMs: stat.mtimeMs, hash: "", summary: summaryOf(document) })).catch(() => undefined);
  }
}

export async function afterDelete(store: ScopeStore, slug: string): Promise<void> {
  const recorded = await recordKeywordChange(store, slug, null).then(() => true, () => false);
  if (recorded) await recordManifestEntry(store, slug, undefined);
  await updateGotchaIndex(store, slug, undefined).catch(() => undefined);
  await updateGraphIndex(store, new Map([[slug, undefined]])).catch(() => undefined);
  await updateRecallIndex(store, slug, undefined).catch(() => undefined);
}
