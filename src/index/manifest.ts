// The manifest: slug → size, mtime, content hash and a summary of each memory
// file of a scope, kept under `.index/manifest.json`. It is derived state:
// every use checks it against the files' sizes and mtimes, so hand edits,
// additions and deletions (or a `git pull`) are picked up without re-reading
// unchanged files, and a missing or corrupt manifest is simply rebuilt.

import * as crypto from "node:crypto";
import { promises as fs } from "node:fs";
import type { ParseProblem } from "../core/memory-file.js";
import { applyGotchaChanges, gotchaIndexExists, saveGotchaIndex } from "./gotcha-index.js";
import { saveGraphFile } from "./graph.js";
import { decode, summaryOf, type SummaryRecord } from "./summary.js";
import { MalformedMemoryError } from "../core/errors.js";
import type { MemoryDocument } from "../core/memory-file.js";
import type { ScopeStore } from "../store/scope-store.js";
import { writeFileAtomic } from "../store/atomic-write.js";
import type { StoreWarning } from "../core/types.js";

const MANIFEST_FILE = "manifest.json";
const MANIFEST_VERSION = 8; // bump whenever SummaryRecord (or the GotchaEntry inside it) changes shape

export interface ManifestEntry {
  size: number;
  mtimeMs: number;
  hash: string;
  /** Absent when the file cannot be parsed; `error` says why. */
  summary?: SummaryRecord;
  error?: string;
  problems?: ParseProblem[];
}

export interface Catalog {
  store: ScopeStore;
  entries: Map<string, ManifestEntry>;
  /** Slugs whose entry changed since the manifest was last saved (added, edited). */
  changed: string[];
  /** Slugs that were in the manifest but whose file is gone. */
  removed: string[];
  warnings: StoreWarning[];
}

interface ManifestFile {
  version: number;
  entries: Record<string, ManifestEntry>;
}

// One-shot crypto.hash (Node ≥ 20.12) skips a Hash object per file; same digest.
const sha256Hex: (text: string) => string =
  typeof crypto.hash === "function" ? (text) => crypto.hash("sha256", text, "hex") : (text) => crypto.createHash("sha256").update(text).digest("hex");

export function contentHash(text: string): string {
  return sha256Hex(text).slice(0, 32);
}

async function readManifest(store: ScopeStore): Promise<Map<string, ManifestEntry>> {
  try {
    const parsed = JSON.parse(await fs.readFile(store.indexPath(MANIFEST_FILE), "utf8")) as ManifestFile;
    if (parsed?.version === MANIFEST_VERSION && parsed.entries && typeof parsed.entries === "object") {
      return new Map(Object.entries(parsed.entries));
    }
  } catch {
    // missing or corrupt: rebuilt from the files below
  }
  return new Map();
}

/**
 * Brings the manifest of one scope up to date with its files and returns it.
 * With `rescan`, every file is re-read whatever the manifest says.
 */
export async function loadCatalog(
  store: ScopeStore,
  { rescan = false, onProgress, onRead }: { rescan?: boolean; onProgress?: (done: number, total: number) => void; onRead?: ReadCallback } = {},
): Promise<Catalog> {
  const [previous, listing] = await Promise.all([rescan ? new Map<string, ManifestEntry>() : readManifest(store), store.listFiles()]);
  const entries = new Map<string, ManifestEntry>();
  const changed: string[] = [];
  const warnings = [...listing.warnings];
  let done = 0;
  for (const file of listing.files) {
    onProgress?.(done++, listing.files.length);
    const known = previous.get(file.slug);
    if (known && known.size === file.size && known.mtimeMs === file.mtimeMs) {
      entries.set(file.slug, known);
      continue;
    }
    const entry = await readEntry(store, file.slug, onRead);
    if (!entry) continue;
    entries.set(file.slug, entry);
    if (!known || known.hash !== entry.hash || known.mtimeMs !== entry.mtimeMs) changed.push(file.slug);
  }
  const removed = [...previous.keys()].filter((slug) => !entries.has(slug));
  for (const [slug, entry] of entries) {
    if (entry.error) warnings.push({ scope: store.scope, filePath: store.filePath(slug), message: entry.error.replace(`${store.filePath(slug)}: `, "") });
  }
  if (changed.length > 0 || removed.length > 0) await saveManifest(store, entries);
  const indexed = gotchaIndexExists(store);
  if (changed.length > 0 || removed.length > 0 || (entries.size > 0 && !indexed)) {
    await saveDerivedOfSummaries(store, entries, indexed ? [...changed, ...removed] : undefined);
  }
  return { store, entries, changed, removed, warnings };
}

/** Called with every memory file the catalog had to read and could parse. */
export type ReadCallback = (slug: string, document: MemoryDocument, hash: string) => void;

async function readEntry(store: ScopeStore, slug: string, onRead?: ReadCallback): Promise<ManifestEntry | undefined> {
  const raw = await store.readText(slug);
  if (!raw) return undefined;
  const base = { size: raw.stat.size, mtimeMs: raw.stat.mtimeMs, hash: contentHash(raw.text) };
  const result = decode(raw.text, slug, raw.stat.mtimeMs, store.filePath(slug));
  if (result instanceof MalformedMemoryError) return { ...base, error: result.message };
  onRead?.(slug, result.document, base.hash);
  return { ...base, summary: summaryOf(result.document), ...(result.problems.length > 0 ? { problems: result.problems } : {}) };
}

/** Best effort: a read-only scope simply keeps re-validating from the files. */
export async function saveManifest(store: ScopeStore, entries: Map<string, ManifestEntry>): Promise<void> {
  const file: ManifestFile = { version: MANIFEST_VERSION, entries: Object.fromEntries(entries) };
  try {
    await store.ensureLayout();
    await writeFileAtomic(store.indexPath(MANIFEST_FILE), JSON.stringify(file), { durable: false });
  } catch {
    // derived state only
  }
}

// Past this many changed files, rewriting the whole gotcha index costs less than updating it file by file.
const INCREMENTAL_GOTCHA_CHANGES = 128;

/**
 * The small derived files built from summaries alone: the gotcha index and the
 * graph file. With `changed` (slugs added, edited or removed since the index
 * was written), only their gotcha shards are rewritten.
 */
export async function saveDerivedOfSummaries(store: ScopeStore, entries: Map<string, ManifestEntry>, changed?: string[]): Promise<void> {
  const summaries = [...entries].flatMap(([slug, entry]) => (entry.summary ? [[slug, entry.summary] as [string, SummaryRecord]] : []));
  const gotchas =
    changed && changed.length <= INCREMENTAL_GOTCHA_CHANGES
      ? applyGotchaChanges(store, new Map(changed.map((slug) => [slug, entries.get(slug)?.summary?.gotcha])))
      : saveGotchaIndex(store, summaries.flatMap(([, summary]) => (summary.gotcha ? [summary.gotcha] : [])));
  await gotchas.catch(() => undefined);
  await saveGraphFile(store, summaries).catch(() => undefined);
}
