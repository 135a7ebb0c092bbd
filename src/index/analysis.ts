// Text analysis shared by the keyword index, the retrieval benchmark and
// snippet highlighting: one definition, so what is measured is what ships.

import { stemmer } from "stemmer";

/** Lucene's English stop set (33 words): small, so "not"/"no" style signals in code notes survive. */
const STOPWORDS = new Set([
  "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if", "in", "into", "is", "it", "no",
  "not", "of", "on", "or", "such", "that", "the", "their", "then", "there", "these", "they", "this",
  "to", "was", "will", "with",
]);

// A "word" is a run of letters/digits, optionally joined by _ . / : - inside identifiers and paths.
const WORD = /[\p{L}\p{N}]+(?:[._/:-]+[\p{L}\p{N}]+)*/gu;
const PART_SPLIT = /[._/:-]+|(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u;

// Only words with a separator, a digit or an inner capital can have parts.
const COMPOUND = /[._/:\d-]|.\p{Lu}/u;

export interface Token {
  text: string;
  /** Character offset of the token in the analysed text. */
  offset: number;
}

/**
 * Splits text into words and, for code identifiers (camelCase, snake_case,
 * dotted names, paths), also into their parts: `parseHTTPResponse` yields
 * `parseHTTPResponse`, `parse`, `HTTP`, `Response`.
 */
export function tokenizeWithOffsets(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const offset = match.index;
    tokens.push({ text: word, offset });
    if (!COMPOUND.test(word)) continue;
    // Single characters (the "v" and "2" of "v2") would match almost everything.
    const parts = word.split(PART_SPLIT).filter((part) => part.length > 1);
    if (parts.length > 1 || (parts.length === 1 && parts[0] !== word)) {
      let cursor = 0;
      for (const part of parts) {
        const at = word.indexOf(part, cursor);
        cursor = at + part.length;
        tokens.push({ text: part, offset: offset + at });
      }
    }
  }
  return tokens;
}

export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    tokens.push(word);
    if (COMPOUND.test(word)) for (const part of word.split(PART_SPLIT)) if (part.length > 1 && part !== word) tokens.push(part);
  }
  return tokens;
}

const processed = new Map<string, string | null>();
const MAX_MEMO = 200_000;

/** Lower-cases, drops stopwords, and stems single words (identifiers with separators or digits are kept whole). */
export function processTerm(term: string): string | null {
  let result = processed.get(term);
  if (result !== undefined) return result;
  const lower = term.toLowerCase();
  result = STOPWORDS.has(lower) ? null : /[._/:\d-]/.test(lower) ? lower : stemmer(lower);
  if (processed.size >= MAX_MEMO) processed.clear();
  processed.set(term, result);
  return result;
}
