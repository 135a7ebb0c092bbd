// Text analysis shared by the keyword index, the retrieval benchmark, snippet
// highlighting and gotcha matching: one definition, so what is measured is
// what ships. Chosen on SciFact's train claims (see bench/retrieval.ts).

import { stem } from "porter2";

/** Lucene's English stop set (33 words): small, so words that matter in notes about code survive. */
const STOPWORDS = new Set([
  "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if", "in", "into", "is", "it", "no",
  "not", "of", "on", "or", "such", "that", "the", "their", "then", "there", "these", "they", "this",
  "to", "was", "will", "with",
]);

// A word: letters/digits, possibly joined into a compound by . _ - / \ : @ # $ (identifiers, paths, il-6, v1.2).
const COMPOUND = /[\p{L}\p{M}\p{N}]+(?:[._\-/\\:@#$]+[\p{L}\p{M}\p{N}]+)*/gu;
const JOINERS = /[._\-/\\:@#$]+/u;
// camelCase and acronym boundaries (parseHTTPResponse → parse HTTP Response); letters and digits stay together (utf8, p53).
const CAMEL = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll}{2})/u;
const MAY_SPLIT = /[._\-/\\:@#$]|[\p{Ll}\p{N}]\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u;

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
  const tokens: Token[] = [];
  for (const match of text.matchAll(COMPOUND)) {
    const word = match[0];
    const offset = match.index;
    if (!MAY_SPLIT.test(word)) {
      tokens.push({ text: word, offset });
      continue;
    }
    const parts = word.split(JOINERS).flatMap((piece) => piece.split(CAMEL)).filter(Boolean);
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
  const tokens: string[] = [];
  for (const word of words(text)) {
    if (!MAY_SPLIT.test(word)) tokens.push(word);
    else tokens.push(...wordTokens(word));
  }
  return tokens;
}

/** The words of a text (runs that tokenize splits further), in order: `tokenize` is `words` then `wordTokens` of each. */
export function words(text: string): string[] {
  return text.match(COMPOUND) ?? [];
}

/** The tokens of one word of `words`: the word itself, or its parts followed by the whole compound. */
export function wordTokens(word: string): string[] {
  if (!MAY_SPLIT.test(word)) return [word];
  const parts = word.split(JOINERS).flatMap((piece) => piece.split(CAMEL)).filter(Boolean);
  if (parts.length > 1) parts.push(word);
  return parts;
}

const processed = new Map<string, string | null>();
const MAX_MEMO = 200_000;
const LETTERS_ONLY = /^[\p{L}\p{M}]+$/u;

/** Lower-cases; words of letters only lose stopwords and are stemmed (Porter2); anything else is kept whole. */
export function processTerm(term: string): string | null {
  let result = processed.get(term);
  if (result !== undefined) return result;
  const lower = term.toLowerCase();
  result = !lower ? null : LETTERS_ONLY.test(lower) ? (STOPWORDS.has(lower) ? null : stem(lower)) : lower;
  if (processed.size >= MAX_MEMO) processed.clear();
  processed.set(term, result);
  return result;
}
