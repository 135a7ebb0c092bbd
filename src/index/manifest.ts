// The manifest: slug → size, mtime, content hash and a summary of each memory
// file of a scope, kept under `.index/manifest/` (see manifest-files.ts). It is
// derived state: a check compares it with the files' sizes and mtimes, so hand
// edits, additions and deletions (or a `git pull`) are picked up without
// re-reading unchanged files, and a missing or corrupt manifest is rebuilt.

import { applyGotchaChanges, gotchaIndexExists, saveGotchaIndex } from "./gotcha-index.js";
import { applyRecallChanges, recallDetail, recallIndexExists, saveRecallIndex } from "./recall-index.js";
import type { RecallDetail } from "./recall-read.js";
import { graphIndexExists, saveGraphIndex, updateGraphIndex } from "./graph-index.js";
import { decode, summaryOf, type SummaryRecord } from "./summary.js";
import { conflictMessage, hasConflictMarkers } from "../core/conflict-markers.js";
import { MalformedMemoryError } from "../core/errors.js";
import type { MemoryDocument } from "../core/memory-file.js";
import type { GotchaEntry } from "../core/gotcha-match.js";
import type { FileStat, ScopeStore } from "../store/scope-store.js";
import { keywordDocument, type KeywordDocument } from "./keyword-config.js";
import { recordKeywordChanges } from "./keyword-index.js";
import { CHECK_SKIPPING_FILES, contentHash, directoryStamp, entryWarnings, readManifestEntries, readManifestMeta, saveManifest, saveManifestCheck, type Catalog, type ManifestEntry } from "./manifest-files.js";

export { contentHash, type Catalog, type ManifestEntry };

/**
 * Brings the manifest of one scope up to date with its files and returns it.
 * With `rescan`, every file is re-read whatever the manifest says. A scope of
 * `stampFrom` memories or more records the check even when nothing changed.
 */
export async function loadCatalog(
  store: ScopeStore,
  {
    rescan = false,
    onProgress,
    onRead,
    stampFrom = CHECK_SKIPPING_FILES,
    readAll,
  }: { rescan?: boolean; onProgress?: (done: number, total: number) => void; onRead?: ReadCallback; stampFrom?: number; readAll?: ReadAll } = {},
): Promise<Catalog> {
  // The stamp is taken before listing: a change made during the check shows as a different stamp next time.
  const check = { directory: directoryStamp(store.root), checkedAt: Date.now() };
  const meta = rescan ? undefined : readManifestMeta(store);
  const previous = meta ? readManifestEntries(store) : new Map<string, ManifestEntry>();
  const listing = await store.listFiles();
  const read = new Map<string, { hash: string; document: KeywordDocument }>();
  const onParsed: ReadCallback = (slug, document, hash) => {
    if (meta) read.set(slug, { hash, document: keywordDocument(document) });
    onRead?.(slug, document, hash);
  };
  const entries = new Map<string, ManifestEntry>();
  const changed: string[] = [];
  const warnings = [...listing.warnings];
  let done = 0;
  const readAhead = rescan && readAll ? await readAll(listing.files) : undefined;
  for (const file of readAhead ? [] : listing.files) {
    onProgress?.(done++, listing.files.length);
    const known = previous.get(file.slug);
    if (known && known.size === file.size && known.mtimeMs === file.mtimeMs) {
      entries.set(file.slug, known);
      continue;
    }
    const entry = await readEntry(store, file.slug, onParsed);
    if (!entry) continue;
    entries.set(file.slug, entry);
    if (!known || known.hash !== entry.hash || known.mtimeMs !== entry.mtimeMs) changed.push(file.slug);
  }
  for (const [slug, entry] of readAhead ?? []) {
    entries.set(slug, entry);
    changed.push(slug);
  }
  const removed = [...previous.keys()].filter((slug) => !entries.has(slug));
  warnings.push(...entryWarnings(store, entries));
  if (meta) {
    // The keyword index learns of these changes from whoever finds them: a search may skip checking the files.
    await recordKeywordChanges(store, new Map([...changed.map((slug) => [slug, read.get(slug) ?? null] as const), ...removed.map((slug) => [slug, null] as const)])).catch(() => undefined);
  }
  if (changed.length > 0 || removed.length > 0 || (!meta && entries.size > 0)) {
    await saveManifest(store, entries, { ...check, warnings }, meta ? [...changed, ...removed] : undefined);
  } else if (meta && entries.size >= stampFrom) {
    // A few hundred bytes: lets searches skip the next checks of a large store (see openCatalog).
    await saveManifestCheck(store, meta, { ...check, warnings });
  }
  const indexed = gotchaIndexExists(store) && graphIndexExists(store) && recallIndexExists(store);
  if (changed.length > 0 || removed.length > 0 || (entries.size > 0 && !indexed)) {
    await saveDerivedOfSummaries(store, entries, indexed ? [...changed, ...removed] : undefined);
  }
  return { store, entries, changed, removed, warnings };
}

/** Called with every memory file the catalog had to read and could parse. */
export type ReadCallback = (slug: string, document: MemoryDocument, hash: string) => void;

/** Reads every listed file at once (a rescan spread over threads): the entries of those still there, in listing order. */
export type ReadAll = (files: FileStat[]) => Promise<Map<string, ManifestEntry>>;

export async function readEntry(store: ScopeStore, slug: string, onRead?: ReadCallback): Promise<ManifestEntry | undefined> {
  const raw = await store.readText(slug);
  return raw ? entryOf(store, slug, raw.text, raw.stat, onRead) : undefined;
}

/** The manifest entry of a memory file's text and stat. */
export function entryOf(store: ScopeStore, slug: string, text: string, stat: { size: number; mtimeMs: number }, onRead?: ReadCallback): ManifestEntry {
  const base = { size: stat.size, mtimeMs: stat.mtimeMs, hash: contentHash(text) };
  // A file left with merge conflict markers is never indexed or injected until `memory resolve` ends the conflict.
  if (text.includes("<<<<<<<") && hasConflictMarkers(text)) {
    return { ...base, conflict: true, error: `${store.filePath(slug)}: ${conflictMessage(slug, text)}` };
  }
  const result = decode(text, slug, stat.mtimeMs, store.filePath(slug));
  if (result instanceof MalformedMemoryError) return { ...base, error: result.message };
  onRead?.(slug, result.document, base.hash);
  return { ...base, summary: summaryOf(result.document), ...(result.problems.length > 0 ? { problems: result.problems } : {}) };
}

/** A memory's gotcha entry with the size and mtime of the file it was made from (the hook checks them before showing it). */
function stampedGotcha(entry: ManifestEntry | undefined): GotchaEntry | undefined {
  const gotcha = entry?.summary?.gotcha;
  return gotcha && { ...gotcha, file: [entry.size, entry.mtimeMs] };
}

// Past this many changed files, rewriting the whole gotcha and graph indexes costs less than updating them file by file.
const INCREMENTAL_DERIVED_CHANGES = 128;

/**
 * The small derived files built from summaries alone: the gotcha index and the
 * graph edge index. With `changed` (slugs added, edited or removed since they
 * were written), only the shards of those memories are rewritten.
 */
export async function saveDerivedOfSummaries(store: ScopeStore, entries: ReadonlyMap<string, ManifestEntry>, changed?: string[]): Promise<void> {
  const summaries = [...entries].flatMap(([slug, entry]) => (entry.summary ? [[slug, entry.summary] as [string, SummaryRecord]] : []));
  const gotchas =
    changed && changed.length <= INCREMENTAL_DERIVED_CHANGES
      ? applyGotchaChanges(store, new Map(changed.map((slug) => [slug, stampedGotcha(entries.get(slug))])))
      : saveGotchaIndex(store, [...entries.values()].flatMap((entry) => stampedGotcha(entry) ?? []));
  await gotchas.catch(() => undefined);
  const graph =
    changed && changed.length <= INCREMENTAL_DERIVED_CHANGES && graphIndexExists(store)
      ? updateGraphIndex(store, new Map(changed.map((slug) => [slug, entries.get(slug)?.summary?.edges])))
      : saveGraphIndex(store, summaries);
  await graph.catch(() => undefined);
  const recall =
    changed && changed.length <= INCREMENTAL_DERIVED_CHANGES && recallIndexExists(store)
      ? applyRecallChanges(store, new Map(changed.map((slug) => [slug, recallDetail(entries.get(slug))])))
      : saveRecallIndex(store, [...entries].flatMap(([slug, entry]) => { const detail = recallDetail(entry); return detail ? [[slug, detail] as [string, RecallDetail]] : []; }));
  await recall.catch(() => undefined);
}
