// What a keyword index builder (builder.ts) made, put out in the forms its readers take: minisearch's serialised
// form, the stored buckets of postings, a part for another thread's builder to append, a size estimate.

import { PostingsWriter, type IndexEntry, type TermPostings } from "./postings.js";
import type { IndexBase } from "./base.js";
import { KEYWORD_FIELDS } from "./config.js";

const FIELDS = KEYWORD_FIELDS.length;

/** What a builder holds: documents by short id, and each term's postings per field (none of them waiting in a log). */
export interface BuiltIndex {
  readonly documentIds: ReadonlyMap<number, string>;
  readonly fieldLength: ReadonlyMap<number, number[]>;
  readonly nextId: number;
  /** termId → term; undefined once every posting of the term is removed. */
  readonly terms: ReadonlyArray<string | undefined>;
  /** (termId × fields + fieldId) → shortId, term frequency pairs (shortIds ascending); absent: no entry for the field. */
  readonly postings: ReadonlyArray<Int32Array | undefined>;
}

/** A builder's documents and postings as plain data (two buffers to transfer to another thread); short ids start at 0. */
export interface KeywordBuildPart {
  documents: Array<[slug: string, fieldLengths: number[]]>;
  terms: string[];
  /** shortId, term frequency pairs of every (term, field), one after the other. */
  postings: Int32Array;
  /** Where the pairs of (term index × fields + field id) start in `postings`; one more entry marks the end. */
  starts: Int32Array;
}

/**
 * What the builder holds, for another builder to append (a rebuild split
 * across threads): its documents in the order added, and each term with its
 * postings, terms in the order first met.
 */
export function exportPart(index: BuiltIndex): KeywordBuildPart {
  const terms = index.terms.filter((term): term is string => term !== undefined);
  const starts = new Int32Array(terms.length * FIELDS + 1);
  let size = 0;
  let key = 0;
  index.terms.forEach((term, termId) => {
    if (term === undefined) return;
    for (let fieldId = 0; fieldId < FIELDS; fieldId++) {
      size += index.postings[termId * FIELDS + fieldId]?.length ?? 0;
      starts[++key] = size;
    }
  });
  const postings = new Int32Array(size);
  key = 0;
  index.terms.forEach((term, termId) => {
    if (term === undefined) return;
    for (let fieldId = 0; fieldId < FIELDS; fieldId++, key++) {
      const list = index.postings[termId * FIELDS + fieldId];
      if (list) postings.set(list, starts[key]!);
    }
  });
  return {
    documents: [...index.documentIds].map(([shortId, slug]) => [slug, index.fieldLength.get(shortId)!]),
    terms,
    postings,
    starts,
  };
}

/** Roughly the JSON size of the term entries: ~9 bytes a posting plus the terms. */
export function estimatedBytes(index: BuiltIndex): number {
  let bytes = 0;
  index.terms.forEach((term, termId) => {
    if (term === undefined) return;
    bytes += term.length + 6;
    for (let key = termId * FIELDS; key < (termId + 1) * FIELDS; key++) {
      const list = index.postings[key];
      if (list !== undefined) bytes += 6 + 9 * (list.length / 2);
    }
  });
  return bytes;
}

/** The serialised index without its term entries: documents, field lengths and their averages. */
export function serializeBase(index: BuiltIndex): IndexBase {
  const totals: number[] = [];
  const counts: number[] = [];
  for (const lengths of index.fieldLength.values()) {
    lengths.forEach((length, fieldId) => {
      if (length === undefined || length === null) return;
      totals[fieldId] = (totals[fieldId] ?? 0) + length;
      counts[fieldId] = (counts[fieldId] ?? 0) + 1;
    });
  }
  return {
    documentCount: index.documentIds.size,
    nextId: index.nextId,
    documentIds: Object.fromEntries(index.documentIds),
    fieldIds: Object.fromEntries(KEYWORD_FIELDS.map((field, fieldId) => [field, fieldId])),
    fieldLength: Object.fromEntries(index.fieldLength),
    averageFieldLength: KEYWORD_FIELDS.map((_, fieldId) => (counts[fieldId] ? totals[fieldId]! / counts[fieldId]! : 0)),
    storedFields: {},
    dirtCount: 0,
    serializationVersion: 2,
  };
}

/** The serialised index: `base` (documents, lengths) and the term entries. */
export function serialize(index: BuiltIndex): { base: IndexBase; entries: IndexEntry[] } {
  const entries: IndexEntry[] = [];
  index.terms.forEach((term, termId) => {
    if (term === undefined) return;
    const data: Record<string, Record<string, number>> = {};
    for (let fieldId = 0; fieldId < FIELDS; fieldId++) {
      const list = index.postings[termId * FIELDS + fieldId];
      if (list === undefined) continue;
      const docs: Record<string, number> = {};
      for (let i = 0; i < list.length; i += 2) docs[list[i]!] = list[i + 1]!;
      data[fieldId] = docs;
    }
    entries.push([term, data]);
  });
  return { base: serializeBase(index), entries };
}

/** Every term with its postings, in the order `serialize` lists them. */
export function termPostings(index: BuiltIndex): Array<[string, TermPostings]> {
  const entries: Array<[string, TermPostings]> = [];
  index.terms.forEach((term, termId) => {
    if (term === undefined) return;
    let size = 0;
    for (let fieldId = 0; fieldId < FIELDS; fieldId++)
      size += 2 + (index.postings[termId * FIELDS + fieldId]?.length ?? -2);
    const postings = new Int32Array(size);
    let at = 0;
    for (let fieldId = 0; fieldId < FIELDS; fieldId++) {
      const list = index.postings[termId * FIELDS + fieldId];
      if (list === undefined) continue;
      postings[at++] = fieldId;
      postings[at++] = list.length / 2;
      postings.set(list, at);
      at += list.length;
    }
    entries.push([term, postings]);
  });
  return entries;
}

/**
 * The entries of one bucket per call, each term with its postings as stored
 * (postings.ts), so a caller can write each bucket as soon as it is made.
 */
export function bucketSerializer(
  index: BuiltIndex,
  buckets: number,
  bucketOf: (term: string) => number,
): (bucket: number) => Array<[string, Uint8Array]> {
  const groups: number[][] = Array.from({ length: buckets }, () => []);
  index.terms.forEach((term, termId) => {
    if (term !== undefined) groups[bucketOf(term)]!.push(termId);
  });
  return (bucket) => {
    const out = new PostingsWriter();
    const ranges: Array<[string, number, number]> = [];
    for (const termId of groups[bucket]!) {
      const start = out.startTerm();
      for (let fieldId = 0; fieldId < FIELDS; fieldId++) {
        const list = index.postings[termId * FIELDS + fieldId];
        if (list !== undefined) out.field(fieldId, list);
      }
      ranges.push([index.terms[termId]!, start, out.length]);
    }
    const bytes = out.bytes();
    return ranges.map(([term, start, end]) => [term, bytes.subarray(start, end)]);
  };
}
