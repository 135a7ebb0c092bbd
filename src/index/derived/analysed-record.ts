// What the last full rebuild analysed of each memory file, so that the next one
// analyses again only the files whose bytes changed: for each slug, the content
// hash it read, the file's keyword postings (field lengths and term/tf pairs
// in the order the keyword builder logged them), its recall terms and its
// manifest entry at the mtime it had (a file whose bytes and mtime are those
// recorded is then neither decoded nor analysed), and its stat as listed: a
// file listed with the same size, mtime, ctime and inode, whose ctime is well
// before the listing that recorded it, is not even read (a write to it after
// that listing would have moved its ctime, which no one can set). Local
// derived state under .index/ (ignored by git, like the rest), rebuilt by every
// rebuild; deleting it only makes the next rebuild analyse every file.
//
// Trusted only when made by code of the same source digest (a change of the
// analysers, the secret rules or the dependencies voids it), and only when its
// every count, offset and term number is in range: a record that is too large,
// torn or malformed in any way is dropped whole, never partly used. Only files
// that decoded and hold no secret are recorded (a secret is redacted before
// any analysis, so such a file is analysed again each time).
//
// The file: a little-endian u32 with the header's length, the header (JSON), zeros up to 4-byte alignment, then
// arrays in the machine's order — Int32: per file FIELDS lengths and its pair count; every pair's key (term × FIELDS
// + field); Uint16: every pair's tf (a file with a tf past 65,535 is not recorded) — the terms joined by newlines,
// and a JSON array of [slug, hash, recall terms or null, entry or null, stat or null] (the entry: its mtime, summary
// and parse problems, the summary's recall without its terms, which the third item holds; the stat: size, mtime,
// ctime, inode).

import { SOURCE_DIGEST } from "../../core/version.js";
import { writeDerivedFileSync } from "../../store/atomic-write.js";
import { readRegularFile } from "../../store/regular-file.js";
import type { FileStat, ScopeStore } from "../../store/scope-store.js";
import { KEYWORD_FIELDS, type RecordedAnalysis } from "../keyword/index.js";
import type { KnownEntry } from "../manifest/index.js";

const RECORD_FILE = "analysed-contents.bin";
const FORMAT = 4;
/** The largest tf a record keeps (tfs take 16 bits: three quarters of them are 1). */
const MAX_TF = 0xffff;
const FIELDS = KEYWORD_FIELDS.length;
/** ~2.1 kB a memory of the shape (100–600 words); a record past this size is not read. */
const MAX_RECORD_BYTES = 512 * 1024 * 1024;
const MAX_HEADER_BYTES = 4096;
const HASH = /^[0-9a-f]{32}$/;
/**
 * A file changed within this long before a listing may share its timestamp (a clock tick; 2 s on FAT) with a later
 * write: it is read again, not trusted by its stat.
 */
const TRUST_AFTER_MS = 5_000;

/** One file as the record keeps it: its content hash, keyword analysis and recall terms (when it has any). */
export interface AnalysedFile extends RecordedAnalysis {
  hash: string;
  recall?: string;
  /** Its manifest entry (the summary's recall terms are `recall`); left out, the file is decoded again. */
  entry?: KnownEntry;
  /** Its stat when listed (and read as listed); left out, the file is read again. */
  listed?: ListedStat;
}

export interface ListedStat {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
}

export interface AnalysedRecord {
  /** When the files whose stats it keeps were listed (epoch ms). */
  listedAt: number;
  /** The terms the files' keys number. */
  terms: readonly string[];
  files: ReadonlyMap<string, AnalysedFile>;
}

interface Header {
  format: number;
  source: string;
  listedAt: number;
  files: number;
  terms: number;
  pairs: number;
  termBytes: number;
  textBytes: number;
}

const EMPTY: AnalysedRecord = { listedAt: 0, terms: [], files: new Map() };

/** The record, when one made by this code is there and sound; else an empty one. Never throws. */
export function readAnalysedRecord(store: ScopeStore): AnalysedRecord {
  if (SOURCE_DIGEST === undefined) return EMPTY;
  try {
    const read = readRegularFile(store.indexPath(RECORD_FILE), { maxBytes: MAX_RECORD_BYTES });
    return read.kind === "read" ? (parseRecord(read.content, SOURCE_DIGEST) ?? EMPTY) : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** Parses a record's bytes; undefined when they are not a sound record of `source`. */
export function parseRecord(bytes: Uint8Array, source: string): AnalysedRecord | undefined {
  if (bytes.length < 4) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerBytes = view.getUint32(0, true);
  if (headerBytes > MAX_HEADER_BYTES || 4 + headerBytes > bytes.length) return undefined;
  const header = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset + 4, headerBytes).toString("utf8")) as Header;
  if (header?.format !== FORMAT || header.source !== source) return undefined;
  const { listedAt, files, terms, pairs, termBytes, textBytes } = header;
  if (![listedAt, files, terms, pairs, termBytes, textBytes].every((n) => Number.isSafeInteger(n) && n >= 0)) {
    return undefined;
  }
  if (terms * FIELDS > 2 ** 31 - 1) return undefined;
  const start = align(4 + headerBytes);
  const ints = files * (FIELDS + 1) + pairs;
  if (start + 4 * ints + 2 * pairs + termBytes + textBytes !== bytes.length) return undefined;
  // Int32 views need a 4-byte aligned offset: the buffer read is copied when it is not.
  const aligned = (bytes.byteOffset + start) % 4 === 0 ? bytes : new Uint8Array(bytes);
  const at = aligned.byteOffset + start;
  const sizes = new Int32Array(aligned.buffer, at, files * (FIELDS + 1));
  const keys = new Int32Array(aligned.buffer, at + 4 * files * (FIELDS + 1), pairs);
  const counts = new Uint16Array(aligned.buffer, at + 4 * ints, pairs);
  const textStart = start + 4 * ints + 2 * pairs;
  const termText = Buffer.from(aligned.buffer, aligned.byteOffset + textStart, termBytes).toString("utf8");
  const termList = terms === 0 ? [] : termText.split("\n");
  if (termList.length !== terms || new Set(termList).size !== terms) return undefined;
  const texts = JSON.parse(
    Buffer.from(aligned.buffer, aligned.byteOffset + textStart + termBytes, textBytes).toString("utf8"),
  ) as unknown;
  if (!Array.isArray(texts) || texts.length !== 5 * files) return undefined;
  const result = new Map<string, AnalysedFile>();
  // A key met twice in one file would double its postings: each key's last file, to find repeats in one pass.
  const lastFile = new Int32Array(terms * FIELDS).fill(-1);
  let pair = 0;
  for (let file = 0; file < files; file++) {
    const [slug, hash, recall, entry, listed] = texts.slice(5 * file, 5 * file + 5) as unknown[];
    if (typeof slug !== "string" || typeof hash !== "string" || !HASH.test(hash) || result.has(slug)) return undefined;
    if (recall !== null && typeof recall !== "string") return undefined;
    const known = entry === null ? undefined : readEntry(entry, recall);
    if (entry !== null && !known) return undefined;
    if (listed !== null && !isListedStat(listed)) return undefined;
    const lengths = sizes.subarray(file * (FIELDS + 1), file * (FIELDS + 1) + FIELDS);
    const count = sizes[file * (FIELDS + 1) + FIELDS]!;
    if (lengths.some((length) => length < 0) || count < 0 || pair + count > pairs) return undefined;
    let field = 0;
    for (let i = pair; i < pair + count; i++) {
      const key = keys[i]!;
      if (key < 0 || key >= terms * FIELDS || counts[i]! < 1 || lastFile[key] === file) return undefined;
      lastFile[key] = file;
      // Fields come in order, as the builder logs them.
      if (key % FIELDS < field) return undefined;
      field = key % FIELDS;
    }
    result.set(slug, {
      hash,
      lengths,
      keys: keys.subarray(pair, pair + count),
      counts: counts.subarray(pair, pair + count),
      ...(recall !== null ? { recall } : {}),
      ...(known ? { entry: known } : {}),
      ...(listed !== null ? { listed } : {}),
    });
    pair += count;
  }
  return pair === pairs ? { listedAt, terms: termList, files: result } : undefined;
}

/**
 * Records what a rebuild analysed: `files` with keys numbering `terms` (the keyword builder's terms). Best effort,
 * as the record is: without it the next rebuild analyses everything. Nothing is written from source (no digest).
 */
export function saveAnalysedRecord(
  store: ScopeStore,
  terms: ReadonlyArray<string | undefined>,
  files: Iterable<readonly [string, AnalysedFile]>,
  listedAt: number,
): void {
  if (SOURCE_DIGEST === undefined) return;
  try {
    const bytes = recordBytes(SOURCE_DIGEST, terms, files, listedAt);
    if (bytes && bytes.length <= MAX_RECORD_BYTES) writeDerivedFileSync(store.indexPath(RECORD_FILE), bytes);
  } catch {
    // a full disk or a read-only .index/: the rebuild itself reports what it could not write
  }
}

/** A record's bytes; undefined when the terms cannot be kept one a line (none can: words hold no newline). */
export function recordBytes(
  source: string,
  terms: ReadonlyArray<string | undefined>,
  files: Iterable<readonly [string, AnalysedFile]>,
  listedAt = 0,
): Uint8Array | undefined {
  if (terms.some((term) => term === undefined || term.includes("\n"))) return undefined;
  const list = [...files].filter(([, file]) => fitsRecord(file));
  const termData = Buffer.from(terms.join("\n"), "utf8");
  const textData = Buffer.from(
    JSON.stringify(
      list.flatMap(([slug, file]) => [
        slug,
        file.hash,
        file.recall ?? null,
        file.entry ? storedEntry(file.entry) : null,
        file.listed ?? null,
      ]),
    ),
    "utf8",
  );
  const pairs = list.reduce((sum, [, file]) => sum + file.keys.length, 0);
  const header: Header = {
    format: FORMAT,
    source,
    listedAt: Math.floor(listedAt),
    files: list.length,
    terms: terms.length,
    pairs,
    termBytes: termData.length,
    textBytes: textData.length,
  };
  const headerData = Buffer.from(JSON.stringify(header), "utf8");
  const start = align(4 + headerData.length);
  const ints = list.length * (FIELDS + 1) + pairs;
  const bytes = new Uint8Array(start + 4 * ints + 2 * pairs + termData.length + textData.length);
  new DataView(bytes.buffer).setUint32(0, headerData.length, true);
  bytes.set(headerData, 4);
  const sizes = new Int32Array(bytes.buffer, start, list.length * (FIELDS + 1));
  const keys = new Int32Array(bytes.buffer, start + 4 * list.length * (FIELDS + 1), pairs);
  const counts = new Uint16Array(bytes.buffer, start + 4 * ints, pairs);
  let pair = 0;
  list.forEach(([, file], k) => {
    sizes.set(file.lengths, k * (FIELDS + 1));
    sizes[k * (FIELDS + 1) + FIELDS] = file.keys.length;
    keys.set(file.keys, pair);
    counts.set(file.counts, pair);
    pair += file.keys.length;
  });
  bytes.set(termData, start + 4 * ints + 2 * pairs);
  bytes.set(textData, start + 4 * ints + 2 * pairs + termData.length);
  return bytes;
}

const align = (offset: number) => (offset + 3) & ~3;

/**
 * A listed file's stat as the record keeps it; none when the listing did not give ctime and inode, or gave no ctime
 * (0: a file system that keeps none, whose files are then always read).
 */
export function listedStat({ size, mtimeMs, ctimeMs, ino }: FileStat): ListedStat | undefined {
  return ctimeMs !== undefined && ctimeMs > 0 && ino !== undefined ? { size, mtimeMs, ctimeMs, ino } : undefined;
}

export function sameListing(a: ListedStat | undefined, b: ListedStat | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    a.size === b.size &&
    a.mtimeMs === b.mtimeMs &&
    a.ctimeMs === b.ctimeMs &&
    a.ino === b.ino
  );
}

/** Whether a file so listed was last changed well before `listedAt` (no later write can share its ctime). */
export function changedBefore(listed: ListedStat, listedAt: number): boolean {
  return listed.ctimeMs < listedAt - TRUST_AFTER_MS;
}

function isListedStat(value: unknown): value is ListedStat {
  if (typeof value !== "object" || value === null) return false;
  const { size, mtimeMs, ctimeMs, ino } = value as Partial<ListedStat>;
  return [size, mtimeMs, ctimeMs, ino].every((n) => typeof n === "number" && Number.isFinite(n));
}

/** An entry as the record keeps it: the summary's recall terms are the file's `recall`, not kept twice. */
function storedEntry(entry: KnownEntry): KnownEntry {
  const { recall } = entry.summary;
  return recall ? { ...entry, summary: { ...entry.summary, recall: { text: recall.text } as typeof recall } } : entry;
}

/**
 * A stored entry, its recall terms (`recall`) put back in its summary; undefined when it has not the shape one is
 * made with (what these checks cannot see, the source digest and the sizes stand for).
 */
function readEntry(value: unknown, recall: string | null): KnownEntry | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const entry = value as Partial<KnownEntry>;
  const { mtimeMs, summary, problems } = entry;
  if (typeof mtimeMs !== "number" || !Number.isFinite(mtimeMs)) return undefined;
  if (problems !== undefined && !Array.isArray(problems)) return undefined;
  if (typeof summary !== "object" || summary === null || typeof summary.title !== "string") return undefined;
  if (!Array.isArray(summary.edges) || !Array.isArray(summary.tags)) return undefined;
  if (summary.recall === undefined) return recall === null ? (entry as KnownEntry) : undefined;
  if (typeof summary.recall?.text !== "string" || recall === null) return undefined;
  summary.recall.terms = recall;
  return entry as KnownEntry;
}

function fitsRecord({ counts }: AnalysedFile): boolean {
  for (let i = 0; i < counts.length; i++) if (counts[i]! > MAX_TF) return false;
  return true;
}

/** A file's analysis with its terms numbered anew: term `t` becomes `ids[t]` (a worker's terms in the main build). */
export function renumbered(file: AnalysedFile, ids: Int32Array): AnalysedFile {
  const keys = new Int32Array(file.keys.length);
  for (let i = 0; i < keys.length; i++) {
    const term = (file.keys[i]! / FIELDS) | 0;
    keys[i] = ids[term]! * FIELDS + (file.keys[i]! - term * FIELDS);
  }
  return { ...file, keys };
}

/**
 * The files with their keys and tfs copied into one buffer each (what a worker sends: views of its builder's log
 * would take every buffer the log grew through along), and those buffers, to transfer.
 */
export function compacted(files: Array<[string, AnalysedFile]>): {
  files: Array<[string, AnalysedFile]>;
  buffers: ArrayBuffer[];
} {
  const pairs = files.reduce((sum, [, file]) => sum + file.keys.length, 0);
  const keys = new Int32Array(pairs);
  const counts = new Int32Array(pairs);
  let at = 0;
  const copied = files.map(([slug, file]): [string, AnalysedFile] => {
    keys.set(file.keys, at);
    counts.set(file.counts, at);
    const end = at + file.keys.length;
    const copy = { ...file, keys: keys.subarray(at, end), counts: counts.subarray(at, end) };
    at = end;
    return [slug, copy];
  });
  return { files: copied, buffers: [keys.buffer, counts.buffer] };
}

/**
 * Whether `files` (every one taken from `record` as it was) are the record's files in its order, their terms
 * numbered by the record's table: then the record they would make is the one there, and it need not be written.
 */
export function isRecorded(
  record: AnalysedRecord,
  terms: ReadonlyArray<string | undefined>,
  files: ReadonlyArray<readonly [string, AnalysedFile]>,
): boolean {
  if (record.files.size !== files.length || record.terms.length !== terms.length) return false;
  for (let i = 0; i < terms.length; i++) if (terms[i] !== record.terms[i]) return false;
  let i = 0;
  for (const slug of record.files.keys()) if (files[i++]![0] !== slug) return false;
  return true;
}
