// One run of files of a full rebuild, read in order: manifest entries, content
// hashes, and each parsed memory added to a keyword build — analysed, or as the
// record of the last rebuild has it when its bytes have not changed since.

import { willHashManyTexts } from "../../core/hash/index.js";
import type { ScopeStore } from "../../store/scope-store.js";
import type { KeywordIndexBuilder } from "../keyword/index.js";
import { keywordDocument } from "../keyword/index.js";
import type { ManifestEntry } from "../manifest/index.js";
import { readEntry, type KnownEntries, type ReadCallback } from "../manifest/index.js";
import type { AnalysedFile, AnalysedRecord } from "./analysed-record.js";

export interface RebuildRun {
  entries: Array<[string, ManifestEntry]>;
  hashes: Array<[string, string]>;
  /** What to record of the files that decoded and hold no secret, term numbers this run's builder's. */
  analysed: Array<[string, AnalysedFile]>;
  /** Every file added as the record had it, recall terms included: nothing analysed anew. */
  asRecorded: boolean;
}

const PROGRESS_EVERY = 256;
const MANY_FILES = 300;

export async function readRun(
  store: ScopeStore,
  slugs: readonly string[],
  builder: KeywordIndexBuilder,
  onProgress?: (done: number) => void,
  knownClean?: ReadonlySet<string>,
  record?: AnalysedRecord,
): Promise<RebuildRun> {
  // node:crypto takes ~5 ms to load and then hashes a memory ~18 µs faster: worth it from a few hundred files.
  if (slugs.length >= MANY_FILES) willHashManyTexts();
  const run: RebuildRun = { entries: [], hashes: [], analysed: [], asRecorded: true };
  // The record's terms by this builder's ids, as they are met (-1: not yet).
  const mapped = record && new Int32Array(record.terms.length).fill(-1);
  for (let i = 0; i < slugs.length; i++) {
    const slug = slugs[i]!;
    let added = false;
    let known: AnalysedFile | undefined;
    const onRead: ReadCallback = (_, document, hash) => {
      added = true;
      run.hashes.push([slug, hash]);
      known = record?.files.get(slug);
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
    const recorded: KnownEntries = (_, hash) => {
      const file = record?.files.get(slug);
      if (file?.hash !== hash || !file.entry) return undefined;
      kept = file;
      return file.entry;
    };
    const entry = await readEntry(store, slug, onRead, knownClean, recorded);
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
      run.analysed.push([
        slug,
        { hash: entry.hash, ...builder.lastAnalysis(), ...(recall !== undefined ? { recall } : {}) },
      ]);
    }
    if (entry) run.entries.push([slug, entry]);
    if ((i + 1) % PROGRESS_EVERY === 0 || i + 1 === slugs.length) onProgress?.(i + 1);
  }
  return run;
}
