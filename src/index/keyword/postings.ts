// A term's postings, as a keyword bucket stores them and a query holds them.
//
// In memory, one Int32Array: for each field the term occurs in (field ids
// ascending), the field id, the number of memories, then that many pairs of
// short id and term frequency, short ids ascending. Held outside the JS heap,
// a common word's ten thousand postings cost the garbage collector nothing,
// where as objects they were copied at every young-generation collection.
//
// On disk, text: `<field>:<gap>,<tf>,<gap>,<tf>;<field>:…`, where a gap is the
// short id minus the one before it in that field (the first is the id itself).
// Postings written as minisearch's JSON (`{"<field>":{"<id>":<tf>}}`, by
// earlier versions) are still read.

import type { AsPlainObject } from "minisearch";

export type TermPostings = Int32Array;
/** A term with its postings in minisearch's serialised form. */
export type IndexEntry = AsPlainObject["index"][number];

const ZERO = 0x30;
const COLON = 0x3a;
const COMMA = 0x2c;
const SEMICOLON = 0x3b;

/** Appends postings text to a growing byte buffer (a full rebuild writes millions of postings). */
export class PostingsWriter {
  private buffer = new Uint8Array(4096);
  length = 0;
  private termStart = 0;

  private reserve(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const next = new Uint8Array(Math.max(this.length + bytes, this.buffer.length * 2));
    next.set(this.buffer.subarray(0, this.length));
    this.buffer = next;
  }

  /** One field's postings: `pairs` holds short id, term frequency, … with ids ascending. */
  field(fieldId: number, pairs: ArrayLike<number>, from = 0, to = pairs.length): void {
    this.reserve(24 * ((to - from) / 2) + 24);
    if (this.length > this.termStart) this.buffer[this.length++] = SEMICOLON;
    this.digits(fieldId);
    this.buffer[this.length++] = COLON;
    let previous = 0;
    for (let i = from; i < to; i += 2) {
      if (i > from) this.buffer[this.length++] = COMMA;
      this.digits(pairs[i]! - previous);
      previous = pairs[i]!;
      this.buffer[this.length++] = COMMA;
      this.digits(pairs[i + 1]!);
    }
  }

  /** Starts another term's postings (its first field takes no separator); returns where they start. */
  startTerm(): number {
    return (this.termStart = this.length);
  }

  /** Writes the decimal digits of a non-negative integer (room already reserved). */
  private digits(value: number): void {
    const buffer = this.buffer;
    if (value < 10) {
      buffer[this.length++] = ZERO + value;
      return;
    }
    let digits = 2;
    for (let bound = 100; value >= bound && digits < 10; bound *= 10) digits++;
    let at = this.length + digits;
    this.length = at;
    for (let rest = value; rest > 0; rest = (rest / 10) | 0) buffer[--at] = ZERO + (rest % 10);
  }

  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}

/** The text of each term's postings, written into one buffer (a compaction rewrites every term of a bucket). */
export function encodeEntries(entries: ReadonlyArray<readonly [string, TermPostings]>): Array<[string, Uint8Array]> {
  const writer = new PostingsWriter();
  const ranges = entries.map(([term, postings]): [string, number, number] => {
    const start = writer.startTerm();
    forEachField(postings, (fieldId, from, to) => writer.field(fieldId, postings, from, to));
    return [term, start, writer.length];
  });
  const bytes = writer.bytes();
  return ranges.map(([term, start, end]) => [term, bytes.subarray(start, end)]);
}

/** Postings read from bucket bytes [start, end); throws on anything malformed. */
export function decodePostings(bytes: Uint8Array, start: number, end: number): TermPostings {
  if (bytes[start] === 0x7b)
    return postingsOf(JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString("utf8")));
  // At most one number per two bytes, plus a count per field.
  const out = new Int32Array(((end - start + 1) >> 1) + 8);
  let at = 0;
  let countAt = -1;
  let value = 0;
  let digits = 0;
  let numbers = 0;
  let previous = 0;
  const malformed = () => new Error("malformed keyword postings");
  for (let i = start; i <= end; i++) {
    const c = i < end ? bytes[i]! : SEMICOLON;
    if (c >= ZERO && c <= ZERO + 9) {
      value = value * 10 + (c - ZERO);
      // Nine digits at most: every number fits an Int32Array.
      if (++digits > 9) throw malformed();
      continue;
    }
    if (digits === 0) throw malformed();
    if (c === COLON) {
      // A field starts the text or follows a `;`.
      if (countAt !== -1) throw malformed();
      out[at++] = value;
      countAt = at++;
      numbers = 0;
      previous = 0;
    } else if (c === COMMA || c === SEMICOLON) {
      if (countAt === -1) throw malformed();
      out[at++] = numbers % 2 === 0 ? (previous += value) : value;
      numbers++;
      if (c === SEMICOLON) {
        if (numbers % 2 !== 0) throw malformed();
        out[countAt] = numbers / 2;
        countAt = -1;
      }
    } else throw malformed();
    value = 0;
    digits = 0;
  }
  return out.subarray(0, at);
}

/** Calls `visit` with each field's id and the range of its pairs in `postings`. */
export function forEachField(postings: TermPostings, visit: (fieldId: number, from: number, to: number) => void): void {
  for (let at = 0; at < postings.length; ) {
    const to = at + 2 + 2 * postings[at + 1]!;
    visit(postings[at]!, at + 2, to);
    at = to;
  }
}

/** Where field `fieldId`'s pairs start in `postings` (-1: the term is not in that field). */
export function fieldStart(postings: TermPostings, fieldId: number): number {
  for (let at = 0; at < postings.length; at += 2 + 2 * postings[at + 1]!) if (postings[at] === fieldId) return at + 2;
  return -1;
}

/** Whether memory `id` has the term in field `fieldId`. */
export function hasPosting(postings: TermPostings, fieldId: number, id: number): boolean {
  const from = fieldStart(postings, fieldId);
  if (from === -1) return false;
  let low = 0;
  let high = postings[from - 1]! - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const found = postings[from + 2 * middle]!;
    if (found === id) return true;
    if (found < id) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** Postings from minisearch's serialised form (`{"<field>": {"<id>": <tf>}}`). */
export function postingsOf(data: IndexEntry[1]): TermPostings {
  const fields = Object.entries(data as Record<string, Record<string, number>>)
    .map(([fieldId, docs]) => [Number(fieldId), Object.entries(docs)] as const)
    .filter(([, docs]) => docs.length > 0)
    .sort(([a], [b]) => a - b);
  const out = new Int32Array(fields.reduce((size, [, docs]) => size + 2 + 2 * docs.length, 0));
  let at = 0;
  for (const [fieldId, docs] of fields) {
    out[at++] = fieldId;
    out[at++] = docs.length;
    // Integer-like keys come out of Object.entries in ascending order.
    for (const [id, tf] of docs) {
      out[at++] = Number(id);
      out[at++] = tf;
    }
  }
  return out;
}

/** Minisearch's serialised form of postings. */
export function postingsObject(postings: TermPostings): IndexEntry[1] {
  const data: Record<string, Record<string, number>> = {};
  forEachField(postings, (fieldId, from, to) => {
    const docs: Record<string, number> = {};
    for (let i = from; i < to; i += 2) docs[postings[i]!] = postings[i + 1]!;
    data[fieldId] = docs;
  });
  return data as IndexEntry[1];
}

/**
 * Postings without the memories `leaving`, followed field by field by those
 * of `more` (memories re-added with later short ids); undefined when nothing
 * is left.
 */
export function mergePostings(
  postings: TermPostings,
  leaving: ReadonlySet<number>,
  more?: TermPostings,
): TermPostings | undefined {
  if (leaving.size === 0 && !more) return postings;
  const out = new Int32Array(postings.length + (more?.length ?? 0));
  let at = 0;
  let lastField = -1;
  forEachField(postings, (fieldId) => (lastField = Math.max(lastField, fieldId)));
  if (more) forEachField(more, (fieldId) => (lastField = Math.max(lastField, fieldId)));
  for (let fieldId = 0; fieldId <= lastField; fieldId++) {
    const header = at;
    at += 2;
    const from = fieldStart(postings, fieldId);
    if (from !== -1) {
      for (let i = from, to = from + 2 * postings[from - 1]!; i < to; i += 2) {
        if (leaving.has(postings[i]!)) continue;
        out[at++] = postings[i]!;
        out[at++] = postings[i + 1]!;
      }
    }
    const extra = more ? fieldStart(more, fieldId) : -1;
    if (extra !== -1) {
      const length = 2 * more![extra - 1]!;
      out.set(more!.subarray(extra, extra + length), at);
      at += length;
    }
    if (at === header + 2) at = header;
    else {
      out[header] = fieldId;
      out[header + 1] = (at - header - 2) / 2;
    }
  }
  return at === 0 ? undefined : out.subarray(0, at);
}
