// Search's text analysis: the tokenizer and term processing of the keyword
// index, its queries, snippet highlighting, link suggestions and the retrieval
// benchmark — one definition, so what is measured is what ships. Chosen on
// SciFact's train claims (see bench/retrieval.ts); the golden test holds it
// to MiniSearch's results. Recall and gotcha matching split words their own
// way on purpose (see core/recall/terms.ts, core/gotcha/match.ts).

import { stem } from "porter2";
import { hasOnlyAsciiWords, NON_WORD_RANGES } from "./ascii.js";
import { SEARCH_STOP_WORDS } from "./word-lists.js";

interface Patterns {
  /** A word: letters/digits, possibly joined into a compound by . _ - / \ : @ # $ (identifiers, paths, il-6, v1.2). */
  compound: RegExp;
  /** camelCase and acronym boundaries (parseHTTPResponse → parse HTTP Response); letters and digits stay together (utf8, p53). */
  camel: RegExp;
  /** Whether a word may have parts: a joiner or a camelCase boundary. */
  maySplit: RegExp;
  lettersOnly: RegExp;
}

// Made on first need: parsing Unicode property classes is costly, even for an expression that never runs.
let unicode: Patterns | undefined;
const unicodePatterns = (): Patterns =>
  (unicode ??= {
    compound: /[\p{L}\p{M}\p{N}]+(?:[._\-/\\:@#$]+[\p{L}\p{M}\p{N}]+)*/gu,
    camel: /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll}{2})/u,
    maySplit: /[._\-/\\:@#$]|[\p{Ll}\p{N}]\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u,
    lettersOnly: /^[\p{L}\p{M}]+$/u,
  });
// The same for ASCII text (nearly every query, tag and identifier), on which they match exactly the same: V8
// also compiles an expression with Unicode property classes twice (bytecode, then machine code on its second
// run), a cost to every command that analyses a few words.
const ASCII: Patterns = {
  compound: /[A-Za-z0-9]+(?:[._\-/\\:@#$]+[A-Za-z0-9]+)*/g,
  camel: /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z]{2})/,
  maySplit: /[._\-/\\:@#$]|[a-z0-9][A-Z]|[A-Z][A-Z][a-z]/,
  lettersOnly: /^[A-Za-z]+$/,
};
const JOINERS = /[._\-/\\:@#$]+/;

/**
 * The patterns for `text`: the ASCII ones when its words are all ASCII (ASCII text, or text whose other characters
 * are only punctuation and arrows, as a title cut with … is), where the Unicode ones match the same; those never
 * run on it then.
 */
function patternsFor(text: string): Patterns {
  return hasOnlyAsciiWords(text) ? ASCII : unicodePatterns();
}

export interface Token {
  text: string;
  /** Character offset of the token in the analysed text. */
  offset: number;
}

/**
 * Words, and for compounds (camelCase, snake_case, dotted names, paths) their
 * parts followed by the whole compound: `src/parseDate.ts` yields `src`,
 * `parse`, `Date`, `ts`, `src/parseDate.ts`.
 */
export function tokenizeWithOffsets(text: string): Token[] {
  const patterns = patternsFor(text);
  const tokens: Token[] = [];
  for (const match of text.matchAll(patterns.compound)) {
    const word = match[0];
    const offset = match.index;
    if (!patterns.maySplit.test(word)) {
      tokens.push({ text: word, offset });
      continue;
    }
    const parts = splitWord(word, patterns);
    let cursor = 0;
    for (const part of parts) {
      const at = word.indexOf(part, cursor);
      cursor = at + part.length;
      tokens.push({ text: part, offset: offset + at });
    }
    if (parts.length > 1) tokens.push({ text: word, offset });
  }
  return tokens;
}

export function tokenize(text: string): string[] {
  const patterns = patternsFor(text);
  const tokens: string[] = [];
  for (const word of text.match(patterns.compound) ?? []) {
    if (!patterns.maySplit.test(word)) tokens.push(word);
    else tokens.push(...compoundTokens(word, patterns));
  }
  return tokens;
}

/** The words of a text (runs that tokenize splits further), in order: `tokenize` is `words` then `wordTokens` of each. */
export function words(text: string): string[] {
  return text.match(patternsFor(text).compound) ?? [];
}

/** The tokens of one word of `words`: the word itself, or its parts followed by the whole compound. */
export function wordTokens(word: string): string[] {
  const patterns = patternsFor(word);
  return patterns.maySplit.test(word) ? compoundTokens(word, patterns) : [word];
}

function compoundTokens(word: string, patterns: Patterns): string[] {
  const parts = splitWord(word, patterns);
  if (parts.length > 1) parts.push(word);
  return parts;
}

function splitWord(word: string, patterns: Patterns): string[] {
  return word
    .split(JOINERS)
    .flatMap((piece) => piece.split(patterns.camel))
    .filter(Boolean);
}

const processed = new Map<string, string | null>();
const MAX_MEMO = 200_000;
/** Lower-cases; words of letters only lose stopwords and are stemmed (Porter2); anything else is kept whole. */
export function processTerm(term: string): string | null {
  let result = processed.get(term);
  if (result !== undefined) return result;
  const lower = term.toLowerCase();
  result = !lower
    ? null
    : patternsFor(lower).lettersOnly.test(lower)
      ? SEARCH_STOP_WORDS.has(lower)
        ? null
        : stem(lower)
      : lower;
  if (processed.size >= MAX_MEMO) processed.clear();
  processed.set(term, result);
  return result;
}

// ---------------------------------------------------------------------------
// Word interning for the index builder: the words of `words(text)`, found by a
// scan over char codes and numbered through an open-addressing table of char
// codes, so a word costs no substring and no Map lookup once it is known.

const ASCII_WORD = 1;
const ASCII_JOINER = 2;
/**
 * Class of each ASCII code unit: the ASCII part of the compound pattern's `[\p{L}\p{M}\p{N}]` (letters and digits only) and
 * `[._\-/\\:@#$]`. Spelled out: testing each code against those Unicode classes compiles them, a cost to every
 * command that loads this module.
 */
const ASCII_CLASS = new Uint8Array(128);
for (const [from, to] of ["09", "AZ", "az"]) ASCII_CLASS.fill(ASCII_WORD, from!.charCodeAt(0), to!.charCodeAt(0) + 1);
for (const joiner of "._-/\\:@#$") ASCII_CLASS[joiner.charCodeAt(0)] = ASCII_JOINER;
let wordChar: RegExp | undefined;
const isWordChar = (char: string) => (wordChar ??= /^[\p{L}\p{M}\p{N}]$/u).test(char);
/** Lazily filled for code units ≥ 128: 0 unknown, 1 word character, 2 not (known from the start for punctuation). */
const WIDE_CLASS = new Uint8Array(65536);
for (const [from, to] of NON_WORD_RANGES) WIDE_CLASS.fill(2, from, to + 1);
const ASTRAL_CLASS = new Map<number, boolean>();

/** Code units taken by a word character at `at` (0: none), reading a surrogate pair as one code point as the `u` flag does. */
function wideWordWidth(text: string, at: number, code: number): number {
  if (code >= 0xd800 && code <= 0xdbff && at + 1 < text.length) {
    const low = text.charCodeAt(at + 1);
    if (low >= 0xdc00 && low <= 0xdfff) {
      const point = ((code - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
      let isWord = ASTRAL_CLASS.get(point);
      if (isWord === undefined) ASTRAL_CLASS.set(point, (isWord = isWordChar(String.fromCodePoint(point))));
      return isWord ? 2 : 0;
    }
  }
  let known = WIDE_CLASS[code]!;
  if (known === 0) WIDE_CLASS[code] = known = isWordChar(String.fromCharCode(code)) ? 1 : 2;
  return known === 1 ? 1 : 0;
}

/** Width of the word character at `at`: 1, 2 for a surrogate pair, 0 when it is not one. */
function wordWidthAt(text: string, at: number): number {
  const code = text.charCodeAt(at);
  return code < 128 ? (ASCII_CLASS[code] === ASCII_WORD ? 1 : 0) : wideWordWidth(text, at, code);
}

/** Interns words: `scan(text)` gives the ids of exactly the words `words(text)` returns, new words numbered from 0 as met. */
export class WordTable {
  /** Ids of the words of the last scan: `ids[0 … count)`. */
  ids: Int32Array = new Int32Array(1024);
  private chars = new Uint16Array(1 << 16);
  private charsUsed = 0;
  private starts: Int32Array = new Int32Array(1024);
  private lengths: Int32Array = new Int32Array(1024);
  private hashes: Int32Array = new Int32Array(1024);
  private slots: Int32Array = new Int32Array(1 << 12); // word id + 1; 0 is empty
  private count = 0;

  /** FNV-1a hash of the word scanned so far (set by `run`). */
  private runHash = 0;

  get size(): number {
    return this.count;
  }

  /** Hashes the run of word characters starting at `at` (its first of `width` units) into `runHash`; returns where it ends. */
  private run(text: string, at: number, width: number, hash: number): number {
    const length = text.length;
    do {
      hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193);
      if (width === 2) hash = Math.imul(hash ^ text.charCodeAt(at + 1), 0x01000193);
      at += width;
      if (at >= length) break;
      width = wordWidthAt(text, at);
    } while (width > 0);
    this.runHash = hash;
    return at;
  }

  word(id: number): string {
    const start = this.starts[id]!;
    let text = "";
    for (let at = start; at < start + this.lengths[id]!; at += 4096) {
      text += String.fromCharCode(...this.chars.subarray(at, Math.min(at + 4096, start + this.lengths[id]!)));
    }
    return text;
  }

  /** Scans `text`; returns how many words it holds (their ids are in `ids`). */
  scan(text: string): number {
    const length = text.length;
    let found = 0;
    let at = 0;
    while (at < length) {
      let width = wordWidthAt(text, at);
      if (width === 0) {
        at++;
        continue;
      }
      const start = at;
      // A run of word characters …
      at = this.run(text, at, width, 0x811c9dc5 | 0);
      // … then joiners followed by another run, as long as there are such.
      while (at < length) {
        let after = at;
        let joined = this.runHash;
        for (; after < length; after++) {
          const next = text.charCodeAt(after);
          if (next >= 128 || ASCII_CLASS[next] !== ASCII_JOINER) break;
          joined = Math.imul(joined ^ next, 0x01000193);
        }
        if (after === at || after >= length) break;
        width = wordWidthAt(text, after);
        if (width === 0) break;
        at = this.run(text, after, width, joined);
      }
      const hash = this.runHash;
      if (found === this.ids.length) this.ids = grown(this.ids, found + 1);
      this.ids[found++] = this.intern(text, start, at, hash);
    }
    return found;
  }

  private intern(text: string, start: number, end: number, hash: number): number {
    const length = end - start;
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    for (;;) {
      const entry = this.slots[slot]!;
      if (entry === 0) break;
      const id = entry - 1;
      if (this.hashes[id] === hash && this.lengths[id] === length && this.sameChars(id, text, start, length)) return id;
      slot = (slot + 1) & mask;
    }
    const id = this.count++;
    if (id === this.starts.length) {
      this.starts = grown(this.starts, id + 1);
      this.lengths = grown(this.lengths, id + 1);
      this.hashes = grown(this.hashes, id + 1);
    }
    if (this.charsUsed + length > this.chars.length) {
      const chars = new Uint16Array(Math.max(this.charsUsed + length, this.chars.length * 2));
      chars.set(this.chars.subarray(0, this.charsUsed));
      this.chars = chars;
    }
    for (let i = 0; i < length; i++) this.chars[this.charsUsed + i] = text.charCodeAt(start + i);
    this.starts[id] = this.charsUsed;
    this.lengths[id] = length;
    this.hashes[id] = hash;
    this.charsUsed += length;
    this.slots[slot] = id + 1;
    if (this.count * 2 > this.slots.length) this.rehash();
    return id;
  }

  private sameChars(id: number, text: string, start: number, length: number): boolean {
    const chars = this.chars;
    const from = this.starts[id]!;
    for (let i = 0; i < length; i++) if (chars[from + i] !== text.charCodeAt(start + i)) return false;
    return true;
  }

  private rehash(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let id = 0; id < this.count; id++) {
      let slot = this.hashes[id]! & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = id + 1;
    }
    this.slots = slots;
  }
}

/**
 * A text and the ids a WordTable gave its words, kept by the scanner for a caller that needs the words of its tail
 * too (the keyword builder for the recall terms of a rebuild): word `fromWord` on (to `count`) are the words of
 * `text` from character `from`, which follows a line break.
 */
export interface ScannedText {
  text: string;
  from: number;
  table: WordTable;
  ids: Int32Array;
  fromWord: number;
  count: number;
}

/** A copy of `array` with room for at least `size` entries (doubling, so appends cost amortised O(1)). */
export function grown(array: Int32Array, size: number): Int32Array {
  const next = new Int32Array(Math.max(size, array.length * 2));
  next.set(array);
  return next;
}
