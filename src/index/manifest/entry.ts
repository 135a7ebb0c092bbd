// A memory file's manifest entry, made from its text: this is where a file is
// decoded (the scanner, the write path and each thread of a rebuild call it).

import { lstatSync } from "node:fs";
import { conflictMessage, hasConflictMarkers, memoryProblems } from "../../core/memory/index.js";
import { bodyWithinLimit } from "../../core/memory-limits.js";
import { FileReadError, MalformedMemoryError } from "../../core/errors.js";
import { redactStoredDocument } from "../../core/secrets/index.js";
import type { MemoryDocument, ParseProblem } from "../../core/memory-file.js";
import type { ScannedText } from "../../core/text/index.js";
import type { ScopeStore } from "../../store/scope-store.js";
import { contentHash, type ManifestEntry } from "./files.js";
import { decode, summaryOf } from "./summary.js";
import type { SummaryRecord } from "./summary-record.js";

/**
 * Called with every memory file read and parsed. A rebuild's may return what spares the recall terms a scan of the
 * body: its keyword builder's scan of the document's text, or the terms themselves as recorded for this content.
 */
export type ReadCallback = (slug: string, document: MemoryDocument, hash: string) => RecallHint | undefined | void;

export interface RecallHint {
  scanned?: ScannedText;
  /** The memory's recall terms text, as analysed before from these very bytes (index/derived/analysed-record.ts). */
  terms?: string;
}

/** What an earlier read made of a file's bytes at an mtime (a rebuild's record, index/derived/analysed-record.ts). */
export interface KnownEntry {
  mtimeMs: number;
  summary: SummaryRecord;
  problems?: ParseProblem[];
}

/**
 * The entry made before of these bytes of `slug`, if any: taken as it is when its mtime is the file's (a summary
 * dates a memory without dates by it), the file then neither decoded nor given to `onRead`.
 */
export type KnownEntries = (slug: string, hash: string) => KnownEntry | undefined;

/** An entry's parse problems as a part to spread into another: none when it has none (the field is left out). */
export const problemsOf = ({ problems }: { problems?: ParseProblem[] }) => (problems ? { problems } : {});

export async function readEntry(
  store: ScopeStore,
  slug: string,
  onRead?: ReadCallback,
  knownClean?: ReadonlySet<string>,
  known?: KnownEntries,
): Promise<ManifestEntry | undefined> {
  let raw: Awaited<ReturnType<ScopeStore["readText"]>>;
  try {
    raw = await store.readText(slug);
  } catch (error) {
    // Not a file that can be read as a memory (a named pipe, a file of gigabytes, no permission): listed as unreadable.
    if (!(error instanceof MalformedMemoryError || error instanceof FileReadError)) throw error;
    const stat = lstatSync(store.filePath(slug), { throwIfNoEntry: false });
    // A chmod that lets it be read changes neither size nor mtime: a file not read for its permissions matches no
    // stat, and is tried again by the next scan.
    const mtimeMs = error instanceof FileReadError ? -1 : (stat?.mtimeMs ?? 0);
    return { size: stat?.size ?? 0, mtimeMs, hash: "", error: error.message };
  }
  return raw ? entryOf(store, slug, raw.text, raw.stat, onRead, knownClean, known) : undefined;
}

/** The manifest entry of a memory file's text and stat. */
export function entryOf(
  store: ScopeStore,
  slug: string,
  text: string,
  stat: { size: number; mtimeMs: number },
  onRead?: ReadCallback,
  /** Content hashes these secret rules found clean before (see index/derived/clean-record.ts): such a file is not scanned again. */
  knownClean?: ReadonlySet<string>,
  known?: KnownEntries,
): ManifestEntry {
  const base = { size: stat.size, mtimeMs: stat.mtimeMs, hash: contentHash(text) };
  const kept = known?.(slug, base.hash);
  if (kept?.mtimeMs === stat.mtimeMs) {
    return { ...base, summary: kept.summary, ...problemsOf(kept) };
  }
  // A file left with merge conflict markers is never indexed or injected until `memory resolve` ends the conflict.
  if (text.includes("<<<<<<<") && hasConflictMarkers(text)) {
    return { ...base, conflict: true, error: `${store.filePath(slug)}: ${conflictMessage(slug, text)}` };
  }
  const result = decode(text, slug, stat.mtimeMs, store.filePath(slug));
  if (result instanceof MalformedMemoryError) return { ...base, error: result.message };
  // The check is of the whole file; all the rest reads a body past the limit only up to it (see bodyWithinLimit).
  const problems = memoryProblems(result.document);
  const read = { ...result.document, body: bodyWithinLimit(result.document.body) };
  // A secret typed into the file by hand stays there (the file is the user's), but no index copies it: everything
  // derived (summary, keyword and recall terms, gotcha entry) comes from the document with its secrets redacted.
  const { document, redactions } = knownClean?.has(base.hash)
    ? { document: read, redactions: [] }
    : redactStoredDocument(read, text);
  const hint = onRead?.(slug, document, base.hash);
  return {
    ...base,
    summary: summaryOf(document, { problems, ...hint }),
    ...(redactions.length > 0 ? { secrets: true as const } : {}),
    ...(result.problems.length > 0 ? { problems: result.problems } : {}),
  };
}
