// Keeps derived state in step with a write or delete, under the scope lock:
// the write path's change set (the one memory it wrote) goes through the same
// pipeline as a check of the files (sync.ts). Every step is best effort: the
// files are the truth, and the next check repairs anything a failure leaves.

import { lstatSync } from "node:fs";
import type { MemoryDocument } from "../core/memory-file.js";
import { redactDocument } from "../core/secrets.js";
import type { ScopeStore } from "../store/scope-store.js";
import type { Change } from "./change-set.js";
import { keywordDocument } from "./keyword-config.js";
import { entryOf } from "./manifest-entry.js";
import { syncDerived } from "./sync.js";

export async function afterWrite(store: ScopeStore, written: MemoryDocument, text: string): Promise<void> {
  // The file was written with its secrets redacted: the indexes take the same redacted document.
  const document = redactDocument(written).document;
  const stat = lstatSync(store.filePath(document.slug), { throwIfNoEntry: false });
  const bytes = Buffer.byteLength(text);
  // Another change since our write (the size differs) is left to the next check of the files.
  const confirmed = stat !== undefined && stat.size === bytes;
  const entry = entryOf(store, document.slug, text, confirmed ? stat : { size: bytes, mtimeMs: stat?.mtimeMs ?? Date.now() });
  const change: Change = { kind: "modified", entry, keyword: keywordDocument(document), ...(confirmed ? {} : { unconfirmed: true as const }) };
  await syncDerived({ kind: "write", store, changes: new Map([[document.slug, change]]) });
}

export async function afterDelete(store: ScopeStore, slug: string): Promise<void> {
  await syncDerived({ kind: "write", store, changes: new Map([[slug, { kind: "deleted" }]]) });
}
