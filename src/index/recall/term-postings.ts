// A rebuild's recall postings and the term shards made from them (build.ts writes the files). Every memory's terms
// text (`4 queri rout;3 ci`, core/recall/terms-text.ts) is read here as forEachTerm reads it, without a substring
// per term: at 10,000 memories ~800,000 postings of ~100,000 distinct terms, whose substrings and Map lookups were
// most of the recall index's own time and much of the collector's.

import { shardOf } from "../../core/hash/index.js";

const SPACE = 32;
const TAB = 9;
const NEWLINE = 10;
const DIGIT_0 = 48;
const DIGIT_9 = 57;
/** A weight of at most this many digits is read digit by digit (exact); any other text goes through `Number`. */
const SHORT_WEIGHT = 9;

/**
 * Every term's postings, [memory, weight] in the order added, held in flat typed arrays (each posting's term number
 * beside it) instead of an array per term; the terms numbered through a table of their hashes.
 */
export class PostingLists {
  /** Terms in the order first met; a term's number is its place here. */
  readonly terms: string[] = [];
  private termHashes: Int32Array = new Int32Array(1 << 12);
  /** Open addressing: term number + 1, 0 empty. */
  private slots: Int32Array = new Int32Array(1 << 13);
  /** Per posting: its term, its memory and its weight. */
  term = new Int32Array(1 << 16);
  memory = new Int32Array(1 << 16);
  weight = new Float64Array(1 << 16);
  count = 0;

  /**
   * Adds the postings of memory `memory` from its terms text, visiting the terms forEachTerm visits with the same
   * weights (a group whose weight is not a number is skipped); returns the sum of those weights.
   */
  addTerms(text: string, memory: number): number {
    let total = 0;
    const length = text.length;
    for (let at = 0; at < length; ) {
      let groupEnd = text.indexOf(";", at);
      if (groupEnd < 0) groupEnd = length;
      let space = text.indexOf(" ", at);
      if (space < 0 || space > groupEnd) space = groupEnd;
      const weight = space > at ? weightOf(text, at, space) : Number.NaN;
      if (Number.isFinite(weight))
        for (let from = space + 1; from < groupEnd; ) {
          let to = from;
          let hash = 0x811c9dc5 | 0;
          for (let code = text.charCodeAt(to); to < groupEnd && code !== SPACE; code = text.charCodeAt(++to))
            hash = Math.imul(hash ^ code, 0x01000193);
          if (to > from) {
            this.add(this.termNumber(text, from, to, hash), memory, weight);
            total += weight;
          }
          from = to + 1;
        }
      at = groupEnd + 1;
    }
    return total;
  }

  private add(term: number, memory: number, weight: number): void {
    const p = this.count++;
    if (p === this.memory.length) {
      this.term = grownTo(this.term, new Int32Array(p * 2));
      this.memory = grownTo(this.memory, new Int32Array(p * 2));
      this.weight = grownTo(this.weight, new Float64Array(p * 2));
    }
    this.term[p] = term;
    this.memory[p] = memory;
    this.weight[p] = weight;
  }

  /** The number of the term `text[from, to)` (hashed as `hash`), numbered next when new. */
  private termNumber(text: string, from: number, to: number, hash: number): number {
    const { terms, termHashes } = this;
    const length = to - from;
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    for (let entry = this.slots[slot]!; entry !== 0; entry = this.slots[(slot = (slot + 1) & mask)]!) {
      const id = entry - 1;
      if (termHashes[id] !== hash) continue;
      const term = terms[id]!;
      if (term.length !== length) continue;
      let i = 0;
      while (i < length && term.charCodeAt(i) === text.charCodeAt(from + i)) i++;
      if (i === length) return id;
    }
    const id = terms.push(text.slice(from, to)) - 1;
    if (id === termHashes.length) this.termHashes = grownTo(termHashes, new Int32Array(id * 2));
    this.termHashes[id] = hash;
    this.slots[slot] = id + 1;
    if (terms.length * 2 > this.slots.length) this.rehash();
    return id;
  }

  private rehash(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let id = 0; id < this.terms.length; id++) {
      let slot = this.termHashes[id]! & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = id + 1;
    }
    this.slots = slots;
  }
}

/** `Number(text.slice(from, to))`, without the slice for a short run of digits (every weight a rebuild makes). */
function weightOf(text: string, from: number, to: number): number {
  if (to - from > SHORT_WEIGHT) return Number(text.slice(from, to));
  let value = 0;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code < DIGIT_0 || code > DIGIT_9) return Number(text.slice(from, to));
    value = value * 10 + code - DIGIT_0;
  }
  return value;
}

function grownTo<T extends Int32Array | Float64Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

/** Texts as UTF-8 in one array, the i-th from `start[i]` to `start[i + 1]`. */
function packed(texts: readonly string[]): { bytes: Uint8Array; start: Int32Array } {
  const start = new Int32Array(texts.length + 1);
  let size = 0;
  for (let i = 0; i < texts.length; i++) {
    start[i] = size;
    size += Buffer.byteLength(texts[i]!);
  }
  start[texts.length] = size;
  const bytes = Buffer.allocUnsafe(size);
  for (let i = 0; i < texts.length; i++) bytes.write(texts[i]!, start[i]!);
  return { bytes, start };
}

/** Weights below this (all a memory's terms have) take their text from a table. */
const WEIGHTS = 256;

/**
 * The term shards' files, each made as bytes in one buffer: per term, in the order first met, `term<TAB>slug weight
 * slug weight …<LF>` (termLine's text). The postings are put in term order by one counting sort, and each slug,
 * encoded once, is copied into every line that names it: no string of ~14 MB at 10,000 memories joined from ~3
 * million pieces, then encoded.
 */
export function termShardBytes(
  postings: PostingLists,
  shards: number,
  slugs: readonly string[],
): Map<number, Uint8Array> {
  const { terms, term, memory, weight, count } = postings;
  const slugText = packed(slugs);
  const termText = packed(terms);
  const weightTexts = Array.from({ length: WEIGHTS }, (_, w) => String(w));
  const weightId = new Int32Array(count);
  for (let p = 0; p < count; p++) {
    const w = weight[p]!;
    weightId[p] = Number.isInteger(w) && w >= 0 && w < WEIGHTS ? w : weightTexts.push(String(w)) - 1;
  }
  const weightText = packed(weightTexts);
  // Each shard's size, in the order the postings were added (no posting looked up out of its place).
  const shardOfTerm = new Int32Array(terms.length);
  const size = new Float64Array(shards);
  for (let t = 0; t < terms.length; t++) {
    const shard = shardOf(terms[t]!, shards);
    shardOfTerm[t] = shard;
    size[shard]! += termText.start[t + 1]! - termText.start[t]! + 1;
  }
  const first = new Int32Array(terms.length + 1);
  for (let p = 0; p < count; p++) {
    const t = term[p]!;
    first[t + 1]!++;
    const m = memory[p]!;
    const w = weightId[p]!;
    size[shardOfTerm[t]!]! +=
      slugText.start[m + 1]! - slugText.start[m]! + weightText.start[w + 1]! - weightText.start[w]! + 2;
  }
  // Postings grouped by term, each's memory and weight moved to its place (a counting sort, stable: each term's stay
  // in the order added), so that the bytes are then made in one pass in order.
  for (let t = 0; t < terms.length; t++) first[t + 1]! += first[t]!;
  const fill = first.slice(0, terms.length);
  const memoryAt = new Int32Array(count);
  const weightAt = new Int32Array(count);
  for (let p = 0; p < count; p++) {
    const k = fill[term[p]!]!++;
    memoryAt[k] = memory[p]!;
    weightAt[k] = weightId[p]!;
  }
  const files: Array<Uint8Array | undefined> = new Array(shards);
  const end = new Float64Array(shards);
  for (let t = 0; t < terms.length; t++) {
    const shard = shardOfTerm[t]!;
    const bytes = (files[shard] ??= Buffer.allocUnsafe(size[shard]!));
    let at = copyInto(bytes, end[shard]!, termText, t);
    bytes[at++] = TAB;
    for (let k = first[t]!; k < first[t + 1]!; k++) {
      at = copyInto(bytes, at, slugText, memoryAt[k]!);
      bytes[at++] = SPACE;
      const w = weightAt[k]!;
      if (w < 10) bytes[at++] = DIGIT_0 + w;
      else at = copyInto(bytes, at, weightText, w);
      bytes[at++] = k + 1 < first[t + 1]! ? SPACE : NEWLINE;
    }
    end[shard] = at;
  }
  const made = new Map<number, Uint8Array>();
  files.forEach((bytes, shard) => bytes && made.set(shard, bytes));
  return made;
}

/** Copies text `i` of `from` into `to` at `at` (a loop: most are a few bytes, less than a native call costs). */
function copyInto(to: Uint8Array, at: number, from: { bytes: Uint8Array; start: Int32Array }, i: number): number {
  const { bytes, start } = from;
  for (let k = start[i]!, last = start[i + 1]!; k < last; k++) to[at++] = bytes[k]!;
  return at;
}
