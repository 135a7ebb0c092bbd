// The words prompt recall matches on, for memories (when they are indexed)
// and prompts (in the hook): lower-cased, split at punctuation and where
// camelCase changes case (an identifier also counts whole), English function
// words and conversational filler dropped (core/text/word-lists.ts), stemmed. Pure and small.
// Its own tokenizer, not search's (core/text/analysis.ts) on purpose: it also splits letters from digits, stems
// only words over three letters and interns tokens for the hook's budget; recall's gates were tuned on it.

import { stem } from "porter2";
import { grown, isAscii, RECALL_STOP_WORDS, type ScannedText, type WordTable } from "../text/index.js";
import { termPairs, TermsTextBuilder } from "./terms-text.js";

let unicodeSplit: RegExp | undefined;
/** Only this much of a text is looked at. */
const MAX_TEXT_CHARS = 20_000;

// Memories share most of their words: each token is analysed once (a rebuild
// reads every memory), and each distinct term gets an integer id so memories
// are counted in typed arrays rather than maps of strings. Token i adds the
// term wholes[i] (-1 if none: the whole form of a compound), then the terms
// partIds[partStarts[i] .. partStarts[i + 1]).
let keys: string[] = [];
let wholes: number[] = [];
let partStarts: number[] = [0];
let partIds: number[] = [];
let slots = new Int32Array(2048); // open addressing, [hash, token index + 1] pairs, 0 = free
let termIds = new Map<string, number>();
let termStrings: string[] = [];
/** Per term id, the start of the term as a number that orders as the term does (see orderPrefix). */
let termPrefixes: Float64Array = new Float64Array(1024);
const MAX_CACHED_TOKENS = 100_000;

// Emptied only between calls, so a call never mixes ids of two tables: a call
// adds at most one text's tokens (about 10,000 per field) past the bound.
function boundCache(): void {
  if (keys.length < MAX_CACHED_TOKENS) return;
  keys = [];
  wholes = [];
  partStarts = [0];
  partIds = [];
  slots = new Int32Array(2048);
  termIds = new Map();
  termStrings = [];
  termPrefixes = new Float64Array(1024);
  wordsOf = undefined;
}

// The recall terms of each word another scanner numbered (the keyword builder's WordTable, in a rebuild): a body
// that scanner already scanned is counted from its word ids, without a second scan. A keyword word holds whole
// recall tokens (both split at the same characters but `_`, which only recall counts in a word, and which changes
// nothing a token adds when it stands at a token's edge), so its tokens, run together in order, add the terms the
// text's would. Each word keeps the term ids its tokens add, in order, a token's whole form stored as ~id (negative:
// it does not count toward the cut at 4,000 terms after a part, see addField), so a body's word costs one run of
// ids, not a run of tokens each pointing at its whole and parts. Emptied with the token cache (the ids point into it)
// or for another table.
let wordsOf: WordTable | undefined;
let wordTermStarts: Int32Array = new Int32Array(1024);
let wordTerms: Int32Array = new Int32Array(4096);
let wordsKnown = 0;

/** Analyses the words `table` numbered since the last call (each into its recall terms, through `found`). */
function learnWords(table: WordTable): void {
  if (wordsOf !== table) {
    wordsOf = table;
    wordsKnown = 0;
    wordTermStarts[0] = 0;
  }
  const size = table.size;
  if (wordsKnown === size) return;
  if (size + 1 > wordTermStarts.length) wordTermStarts = grown(wordTermStarts, size + 1);
  for (let word = wordsKnown; word < size; word++) {
    const count = tokenize(table.word(word));
    let end = wordTermStarts[word]!;
    for (let t = 0; t < count; t++) {
      const token = found[t]!;
      const whole = wholes[token]!;
      const first = partStarts[token]!;
      const last = partStarts[token + 1]!;
      if (end + 1 + last - first > wordTerms.length) wordTerms = grown(wordTerms, end + 1 + last - first);
      if (whole >= 0) wordTerms[end++] = ~whole;
      for (let p = first; p < last; p++) wordTerms[end++] = partIds[p]!;
    }
    wordTermStarts[word + 1] = end;
  }
  wordsKnown = size;
}

/** Adds the terms of `scanned`'s tail as addField adds its text's (each counted at most `cap` times). */
function addScannedWords(scanned: ScannedText, cap: number): void {
  learnWords(scanned.table);
  const { ids, count: words } = scanned;
  let listed = 0;
  body: for (let k = scanned.fromWord; k < words; k++) {
    const word = ids[k]!;
    for (let i = wordTermStarts[word]!, end = wordTermStarts[word + 1]!; i < end; i++) {
      const entry = wordTerms[i]!;
      const id = entry < 0 ? ~entry : entry;
      if (counts[id] === 0) listField(id);
      if (counts[id]! < cap) counts[id]!++;
      // Cut where recallTerms would be: after a part, once 4,000 terms are listed.
      if (++listed >= 4000 && entry >= 0) break body;
    }
  }
}

/** Whether `scanned`'s tail is exactly `text`, whole (no head cut): its word ids then give `text`'s tokens. */
function scannedIs(scanned: ScannedText | undefined, text: string): scanned is ScannedText {
  return (
    scanned !== undefined &&
    text.length <= MAX_TEXT_CHARS &&
    scanned.text.length - scanned.from === text.length &&
    // A slice is a view (no copy), and string equality compares the characters in bulk: ~10× faster than startsWith.
    scanned.text.slice(scanned.from) === text
  );
}

// memoryTermsText's scratch, indexed by term id and zero between calls (a weight
// is at most MAX_WEIGHT: a byte holds it).
let counts: Uint8Array = new Uint8Array(1024);
let weights: Uint8Array = new Uint8Array(1024);
// The terms met in the field being added and in the memory, in the order met: typed arrays with a count, reused from
// memory to memory (an array emptied by `length = 0` lets its storage go, and grew again for each memory and field).
let fieldIds: Int32Array = new Int32Array(1024);
let fieldCount = 0;
let memoryIds: Int32Array = new Int32Array(1024);
let memoryCount = 0;

function listField(id: number): void {
  if (fieldCount === fieldIds.length) fieldIds = grown(fieldIds, fieldCount + 1);
  fieldIds[fieldCount++] = id;
}

function doubled(array: Uint8Array): Uint8Array {
  const next = new Uint8Array(array.length * 2);
  next.set(array);
  return next;
}

function termId(term: string): number {
  let id = termIds.get(term);
  if (id === undefined) {
    id = termStrings.push(term) - 1;
    termIds.set(term, id);
    if (id >= counts.length) {
      counts = doubled(counts);
      weights = doubled(weights);
    }
    if (id >= termPrefixes.length) {
      const next = new Float64Array(termPrefixes.length * 2);
      next.set(termPrefixes);
      termPrefixes = next;
    }
    termPrefixes[id] = orderPrefix(term);
  }
  return id;
}

/**
 * The first two UTF-16 code units of a term and the third up to 255 (a missing one counts 0: no term holds U+0000),
 * as one number below 2^40. Of two terms, the one with the smaller number comes first as strings compare; equal
 * numbers leave it to the strings.
 */
function orderPrefix(term: string): number {
  const c0 = term.length > 0 ? term.charCodeAt(0) : 0;
  const c1 = term.length > 1 ? term.charCodeAt(1) : 0;
  const c2 = term.length > 2 ? Math.min(term.charCodeAt(2), 255) : 0;
  return (c0 * 65536 + c1) * 256 + c2;
}

function analyse(token: string): void {
  const parts = token.split(/_+|(?<=[a-z])(?=[A-Z])|(?<=[A-Za-z])(?=[0-9])|(?<=[0-9])(?=[A-Za-z])/).filter(Boolean);
  let whole = -1;
  if (parts.length > 1) {
    const joined = token.replace(/_/g, "").toLowerCase();
    if (joined.length >= 6) whole = termId(joined);
  }
  for (const part of parts) {
    const lower = part.toLowerCase();
    if (lower.length < 2 || RECALL_STOP_WORDS.has(lower)) continue;
    if (/^\d+$/.test(lower) && lower.length < 3) continue;
    partIds.push(termId(/^[a-z]+$/.test(lower) && lower.length > 3 ? stem(lower) : lower));
  }
  keys.push(token);
  wholes.push(whole);
  partStarts.push(partIds.length);
}

function hashOf(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash;
}

/** The index of the token text[start, end) (analysed if new), found by its hash without slicing it out. */
function tokenAt(text: string, start: number, end: number, hash: number): number {
  const mask = slots.length - 2;
  let slot = (hash << 1) & mask;
  for (let entry = slots[slot + 1]!; entry !== 0; entry = slots[(slot = (slot + 2) & mask) + 1]!) {
    if (slots[slot] !== hash) continue;
    const key = keys[entry - 1]!;
    if (key.length !== end - start) continue;
    let i = 0;
    while (i < key.length && key.charCodeAt(i) === text.charCodeAt(start + i)) i++;
    if (i === key.length) return entry - 1;
  }
  analyse(text.slice(start, end));
  const index = keys.length - 1;
  if (keys.length * 4 > slots.length) {
    slots = new Int32Array(slots.length * 2);
    for (let i = 0; i < keys.length; i++) place(hashOf(keys[i]!, 0, keys[i]!.length), i);
  } else place(hash, index);
  return index;
}

function place(hash: number, index: number): void {
  const mask = slots.length - 2;
  let slot = (hash << 1) & mask;
  while (slots[slot + 1] !== 0) slot = (slot + 2) & mask;
  slots[slot] = hash;
  slots[slot + 1] = index + 1;
}

const WORD = new Uint8Array(128);
for (const c of "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz") WORD[c.charCodeAt(0)] = 1;
// Tokens are separated by at least one character.
const found = new Int32Array(MAX_TEXT_CHARS / 2 + 1);

/** The tokens of a text's head into `found`, in order; how many. */
function tokenize(text: string): number {
  const end = Math.min(text.length, MAX_TEXT_CHARS);
  let count = 0;
  if (isAscii(end < text.length ? text.slice(0, end) : text)) {
    // A token is a run of [A-Za-z0-9_], hashed as it is scanned.
    let i = 0;
    while (i < end) {
      if (WORD[text.charCodeAt(i)] === 0) {
        i++;
        continue;
      }
      const start = i;
      let hash = 0x811c9dc5;
      for (; i < end; i++) {
        const c = text.charCodeAt(i);
        if (WORD[c] === 0) break;
        hash = Math.imul(hash ^ c, 0x01000193);
      }
      found[count++] = tokenAt(text, start, i, hash);
    }
    return count;
  }
  for (const token of text.slice(0, end).split((unicodeSplit ??= /[^\p{L}\p{N}_]+/u))) {
    if (token) found[count++] = tokenAt(token, 0, token.length, hashOf(token, 0, token.length));
  }
  return count;
}

/** One stemmed term per word, in order (duplicates kept: callers count them). */
export function recallTerms(text: string, max = 4000): string[] {
  boundCache();
  const terms: string[] = [];
  const count = tokenize(text);
  for (let t = 0; t < count; t++) {
    const token = found[t]!;
    const whole = wholes[token]!;
    if (whole >= 0) terms.push(termStrings[whole]!);
    for (let p = partStarts[token]!, last = partStarts[token + 1]!; p < last; p++) {
      terms.push(termStrings[partIds[p]!]!);
      if (terms.length >= max) return terms;
    }
  }
  return terms;
}

/**
 * The whole-identifier terms of a text (`archive_command` → archivecommand, `ClusterReadyTimeout` →
 * clusterreadytimeout), as recallTerms lists them: a prompt and a memory sharing one share an exact name.
 */
export function compoundTerms(text: string): Set<string> {
  boundCache();
  const terms = new Set<string>();
  const count = tokenize(text);
  for (let t = 0; t < count; t++) {
    const whole = wholes[found[t]!]!;
    if (whole >= 0) terms.add(termStrings[whole]!);
  }
  return terms;
}

/** Field weights: a word of the title or a tag says more about a memory than one of its body. */
export const TITLE_WEIGHT = 3;
export const TAG_WEIGHT = 3;
/** A description is written for recall, in the words of someone who needs the memory: one of its words is enough evidence. */
export const DESCRIPTION_WEIGHT = 3;
/** The words of the commands and files a memory is about (`commands`, `paths`). */
export const COMMAND_WEIGHT = 2;
export const PATH_WEIGHT = 1;
const BODY_CAP = 4;
const MAX_WEIGHT = TITLE_WEIGHT + TAG_WEIGHT + DESCRIPTION_WEIGHT + COMMAND_WEIGHT + PATH_WEIGHT + BODY_CAP;
/** Terms kept per memory (the most weighty). */
export const MAX_MEMORY_TERMS = 80;

/** Adds a field's terms (as recallTerms lists them), each counted at most `cap` times. */
function addField(text: string, weight: number, cap: number, scanned?: ScannedText): void {
  if (scannedIs(scanned, text)) addScannedWords(scanned, cap);
  else countTokens(tokenize(text), cap);
  for (let i = 0; i < fieldCount; i++) {
    const id = fieldIds[i]!;
    if (weights[id] === 0) {
      if (memoryCount === memoryIds.length) memoryIds = grown(memoryIds, memoryCount + 1);
      memoryIds[memoryCount++] = id;
    }
    weights[id]! += counts[id]! * weight;
    counts[id] = 0;
  }
  fieldCount = 0;
}

/** Counts the terms of the `count` tokens in `found`. */
function countTokens(count: number, cap: number): void {
  let listed = 0;
  // Cut where recallTerms would be: after a part, once 4,000 terms are listed.
  tokens: for (let t = 0; t < count; t++) {
    const token = found[t]!;
    const whole = wholes[token]!;
    if (whole >= 0) {
      if (counts[whole] === 0) listField(whole);
      if (counts[whole]! < cap) counts[whole]!++;
      listed++;
    }
    for (let p = partStarts[token]!, last = partStarts[token + 1]!; p < last; p++) {
      const id = partIds[p]!;
      if (counts[id] === 0) listField(id);
      if (counts[id]! < cap) counts[id]!++;
      if (++listed >= 4000) break tokens;
    }
  }
}

/** The fields of a memory besides its title, tags and body that say what it is about. */
export interface MemoryTermFields {
  description?: string;
  paths?: readonly string[];
  commands?: readonly string[];
}

/**
 * A memory's weighted term frequencies, the heaviest first, as pairs: memoryTermsText read back (the index stores the
 * text; a pair per term is for callers that look terms up).
 */
export function memoryTerms(
  title: string,
  tags: readonly string[],
  body: string,
  fields: MemoryTermFields = {},
  scanned?: ScannedText,
): Array<[term: string, weight: number]> {
  return termPairs(memoryTermsText(title, tags, body, fields, scanned));
}

/**
 * A memory's weighted terms as one text (core/recall/terms-text.ts), the heaviest first, ties in term order: what the
 * recall index stores, made without a pair per term. `scanned`: a scan whose tail may be `body` (the keyword builder's
 * of the memory, in a rebuild), whose word ids are then counted instead of scanning the body again.
 */
export function memoryTermsText(
  title: string,
  tags: readonly string[],
  body: string,
  fields: MemoryTermFields = {},
  scanned?: ScannedText,
): string {
  boundCache();
  addField(title, TITLE_WEIGHT, 1);
  addField(tags.join(" "), TAG_WEIGHT, 1);
  if (fields.description) addField(fields.description, DESCRIPTION_WEIGHT, 1);
  if (fields.commands?.length) addField(fields.commands.join(" "), COMMAND_WEIGHT, 1);
  if (fields.paths?.length) addField(fields.paths.join(" "), PATH_WEIGHT, 1);
  addField(body, 1, BODY_CAP, scanned);
  // The heaviest first, ties in term order: the weights are small integers, so the terms are bucketed by weight and
  // only the buckets kept are sorted, the last one cut to its first terms without sorting it whole (a body's ~200
  // terms of weight 1, of which a few are kept, took most of a memory's time sorted with a comparator).
  const starts = bucketByWeight();
  const text = new TermsTextBuilder();
  let kept = 0;
  for (let weight = MAX_WEIGHT; weight >= 1 && kept < MAX_MEMORY_TERMS; weight--) {
    const from = starts[weight]!;
    const size = starts[weight + 1]! - from;
    if (size === 0) continue;
    const taken = firstInTermOrder(from, size, MAX_MEMORY_TERMS - kept);
    for (let i = 0; i < taken; i++) text.add(termStrings[chosen[i]!]!, weight);
    kept += taken;
  }
  for (let i = 0; i < memoryCount; i++) weights[memoryIds[i]!] = 0;
  memoryCount = 0;
  return text.text();
}

// memoryTermsText's scratch: the memory's term ids by weight (weight w's from byWeight[weightStarts[w]] to
// byWeight[weightStarts[w + 1]], in the order met), and the ids firstInTermOrder chose.
let byWeight: Int32Array = new Int32Array(1024);
const weightStarts = new Int32Array(MAX_WEIGHT + 2);
const weightFill = new Int32Array(MAX_WEIGHT + 2);
let chosen: Int32Array = new Int32Array(1024);

/** Puts the memory's term ids in byWeight, by weight (a counting sort); returns where each weight starts. */
function bucketByWeight(): Int32Array {
  weightStarts.fill(0);
  for (let i = 0; i < memoryCount; i++) weightStarts[weights[memoryIds[i]!]! + 1]!++;
  for (let weight = 1; weight < weightStarts.length; weight++) weightStarts[weight]! += weightStarts[weight - 1]!;
  if (memoryCount > byWeight.length) byWeight = grown(byWeight, memoryCount);
  weightFill.set(weightStarts);
  for (let i = 0; i < memoryCount; i++) {
    const id = memoryIds[i]!;
    byWeight[weightFill[weights[id]!]!++] = id;
  }
  return weightStarts;
}

const byTerm = (a: number, b: number) => (termStrings[a]! < termStrings[b]! ? -1 : 1);

/** A place in a bucket takes the low 13 bits of a sort key: with a prefix below 2^40, a key is an exact double. */
const PLACES = 8192;
/** Runs of terms sharing a prefix number up to this long are put in order by insertion, longer ones by a sort. */
const SHORT_RUN = 32;
let sortKeys = new Float64Array(1024);

/**
 * The first `count` (at most) of the `size` ids from byWeight[from] in term order, into `chosen`; how many. Each id is
 * sorted as its term's prefix number and its place, in one typed-array sort (no comparator called); only the runs of
 * terms that share a prefix number are then put in order as strings. (A comparator sort of a body's ~200 terms was
 * most of a memory's time.)
 */
function firstInTermOrder(from: number, size: number, count: number): number {
  if (size > chosen.length) chosen = grown(chosen, size);
  if (size > PLACES) {
    const all = Array.from(byWeight.subarray(from, from + size)).sort(byTerm);
    const taken = Math.min(count, size);
    for (let i = 0; i < taken; i++) chosen[i] = all[i]!;
    return taken;
  }
  if (size > sortKeys.length) sortKeys = new Float64Array(Math.max(size, sortKeys.length * 2));
  for (let i = 0; i < size; i++) sortKeys[i] = termPrefixes[byWeight[from + i]!]! * PLACES + i;
  const sorted = sortKeys.subarray(0, size).sort();
  let taken = 0;
  for (let i = 0; i < size && taken < count; ) {
    const prefix = Math.floor(sorted[i]! / PLACES);
    let end = i + 1;
    while (end < size && Math.floor(sorted[end]! / PLACES) === prefix) end++;
    const runStart = taken;
    if (end - i > SHORT_RUN) {
      const run: number[] = [];
      for (let k = i; k < end; k++) run.push(byWeight[from + (sorted[k]! % PLACES)]!);
      for (const id of run.sort(byTerm)) chosen[taken++] = id;
    } else {
      for (let k = i; k < end; k++) {
        const id = byWeight[from + (sorted[k]! % PLACES)]!;
        const term = termStrings[id]!;
        let at = taken++;
        for (; at > runStart && termStrings[chosen[at - 1]!]! > term; at--) chosen[at] = chosen[at - 1]!;
        chosen[at] = id;
      }
    }
    i = end;
  }
  return Math.min(taken, count);
}

/** Prompts longer than this (a pasted log, a file) are cut before their words are looked at. */
export const LONG_PROMPT_CHARS = 4000;
const HEAD_CHARS = 2000;
const TAIL_CHARS = 1200;
/** Windows of the middle looked at for identifiers, whatever its length. */
const MIDDLE_WINDOWS = 24;
const WINDOW_CHARS = 200;
const MAX_IDENTIFIERS = 40;
/** A word that looks like code: camelCase, snake_case, a dotted or slashed name, a word with digits. */
// (The same matches as `[A-Za-z_][A-Za-z0-9]*(?:…|[0-9]+[A-Za-z]\w*)+`, in linear time: no start is tried right after
// a letter or `_`, where it fails or a match already covers it, and digits are split only at their first: the
// pattern without the two look-behinds took 18 s on a 4,000-character prompt of `AAA…000…0__0`.)
const IDENTIFIER =
  /(?:(?<![A-Za-z_])[A-Za-z]|_)[A-Za-z0-9]*(?:[_./:-][A-Za-z0-9]+|[a-z][A-Z][A-Za-z0-9]*|(?<![0-9])[0-9]+[A-Za-z]\w*)+/g;

/** A prompt's terms outside file paths and code names: what it says, not where (`fix the typo in a/b/c.go`: fix, typo). */
export function proseTerms(text: string): Set<string> {
  return new Set(recallTerms(text.replace(IDENTIFIER, " ")));
}

/**
 * A long prompt bounded: its head (what the user asks usually comes first),
 * its tail (the error at the end of a log), and the identifier-looking words
 * of evenly spaced windows of the middle. The work on it is then the same
 * whatever the size of the paste. One part for a short prompt.
 */
export function boundPrompt(prompt: string): string[] {
  if (prompt.length <= LONG_PROMPT_CHARS) return [prompt];
  const middleStart = HEAD_CHARS;
  const middleEnd = prompt.length - TAIL_CHARS;
  const step = (middleEnd - middleStart) / MIDDLE_WINDOWS;
  const found = new Set<string>();
  for (let i = 0; i < MIDDLE_WINDOWS && found.size < MAX_IDENTIFIERS; i++) {
    const from = Math.floor(middleStart + i * step);
    for (const match of prompt.slice(from, Math.min(middleEnd, from + WINDOW_CHARS)).match(IDENTIFIER) ?? []) {
      if (found.size >= MAX_IDENTIFIERS) break;
      found.add(match);
    }
  }
  return [prompt.slice(0, HEAD_CHARS), prompt.slice(middleEnd), [...found].join(" ")];
}
