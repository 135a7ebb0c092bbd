// One run of files of a full rebuild, in order: manifest entries, content
// hashes, and each memory added to a keyword build — read and analysed, or as
// the record of the last rebuild has it: without decoding a file whose bytes
// and mtime it has, without reading one it saw listed as it is now, changed
// well before (analysed-record.ts).

import { willHashManyTexts } from "../../core/hash/index.js";
import type { FileStat, ScopeStore } from "../../store/scope-store.js";
import type { KeywordIndexBuilder } from "../keyword/index.js";
import { keywordDocument } from "../keyword/index.js";
import type { ManifestEntry } from "../manifest/index.js";
import { problemsOf, readEntry, type KnownEntries, type ReadCallback } from "../manifest/index.js";
import { changedBefore, listedStat, sameListing, type AnalysedFile, type AnalysedRecord } from "./analysed-record.js";

export interface RebuildRun {
  entries: Array<[string, ManifestEntry]>;
  hashes: Array<[string, string]>;
  /** What to record of the files that decoded and hold no secret, term numbers this run's builder's. */
  analysed: Array<[string, AnalysedFile]>;
  /** Every file added as the record had it, recall terms included: nothing analysed anew. */
  asRecorded: boolean;
}

export interface RunContext {
  onProgress?: (done: number) => void;
  knownClean?: ReadonlySet<string>;
  record?: AnalysedRecord;
  /** When the files were listed (their stats taken after it). */
  listedAt: number;
}

const PROGRESS_EVERY = 256;
const MANY_FILES = 300;

export async function readRun(
  store: ScopeStore,
  files: readonly FileStat[],
  builder: KeywordIndexBuilder,
  { onProgress, knownClean, record, listedAt }: RunContext,
): Promise<RebuildRun> {
  // node:crypto takes ~5 ms to load and then hashes a memory ~18 µs faster: worth it from a few hundred files.
  if (files.length >= MANY_FILES) willHashManyTexts();
  const run: RebuildRun = { entries: [], hashes: [], analysed: [], asRecorded: true };
  // The record's terms by this builder's ids, as they are met (-1: not yet).
  const mapped = record && new Int32Array(record.terms.length).fill(-1);
  const reportProgress = (i: number) => {
    if ((i + 1) % PROGRESS_EVERY === 0 || i + 1 === files.length) onProgress?.(i + 1);
  };
  for (let i = 0; i < files.length; i++) {
    const file = files[i]!;
    const slug = file.slug;
    const listed = listedStat(file);
    const recorded = record?.files.get(slug);
    // Listed as the record saw it, and changed (ctime) well before it listed: the same bytes, not read again.
    if (recorded?.entry && sameListing(recorded.listed, listed) && changedBefore(listed!, record!.listedAt)) {
      const { entry } = recorded;
      run.hashes.push([slug, recorded.hash]);
      builder.addRecorded(slug, recorded, record!.terms, mapped!);
      run.entries.push([
        slug,
        { size: file.size, mtimeMs: file.mtimeMs, hash: recorded.hash, summary: entry.summary, ...problemsOf(entry) },
      ]);
      run.analysed.push([slug, analysedNow(builder, recorded.hash, entry.summary.recall?.terms, listed)]);
      reportProgress(i);
      continue;
    }
    let added = false;
    let known: AnalysedFile | undefined;
    const onRead: ReadCallback = (_, document, hash) => {
      added = true;
      run.hashes.push([slug, hash]);
      known = recorded;
      if (known?.hash === hash && document.slug === slug) {
        builder.addRecorded(slug, known, record!.terms, mapped!);
        return known.recall !== undefined ? { terms: known.recall } : {};
      }
      known = undefined;
      run.asRecorded = false;
      builder.add(keywordDocument(document));
      // The body just scanned for its keywords gives its recall terms too.
      return { scanned: builder.lastScan() };
    };
    // A file whose bytes and mtime the record has is neither decoded nor analysed: its entry and postings are taken.
    let kept: AnalysedFile | undefined;
    const keptEntry: KnownEntries = (_, hash) => {
      if (recorded?.hash !== hash || !recorded.entry) return undefined;
      kept = recorded;
      return recorded.entry;
    };
    const entry = await readEntry(store, slug, onRead, knownClean, keptEntry);
    if (kept && !added) {
      added = true;
      known = kept;
      run.hashes.push([slug, kept.hash]);
      builder.addRecorded(slug, kept, record!.terms, mapped!);
    } else if (added && entry?.summary && !entry.secrets) {
      run.asRecorded = false; // analysed, or decoded at least: what the record has of it is not all it would keep
    }
    if (added && entry?.summary && !entry.secrets) {
      const recall = entry.summary.recall?.terms;
      if (recall !== known?.recall) run.asRecorded = false;
      // Its stat is kept when the file read is the one listed (else the next rebuild reads it again).
      const stat = listed && entry.size === listed.size && entry.mtimeMs === listed.mtimeMs ? listed : undefined;
      // Read for its recent change only, it is trusted next time once the record says when it was listed.
      if (stat && changedBefore(stat, listedAt)) run.asRecorded = false;
      run.analysed.push([slug, analysedNow(builder, entry.hash, recall, stat)]);
    }
    if (entry) run.entries.push([slug, entry]);
    reportProgress(i);
  }
  return run;
}

/** The last file added to `builder`, as the record will keep it. */
function analysedNow(
  builder: KeywordIndexBuilder,
  hash: string,
  recall: string | undefined,
  listed: AnalysedFile["listed"],
): AnalysedFile {
  return {
    hash,
    ...builder.lastAnalysis(),
    ...(recall !== undefined ? { recall } : {}),
    ...(listed ? { listed } : {}),
  };
}
