// Where a query matched inside a memory: field, character offset, and a
// snippet of context, found with the same analysis the index uses.

import { hasOnlyAsciiWords } from "../core/text/index.js";
import type { Match } from "../core/types.js";
import { processTerm, tokenizeWithOffsets, type Token } from "../core/text/index.js";

const BEFORE = 50;
const AFTER = 80;

/** First occurrence of any of `terms` (processed index terms) in `text`, preferring those at or after `from`. */
export function findMatch(
  field: Match["field"],
  text: string,
  terms: ReadonlySet<string>,
  from = 0,
): Match | undefined {
  let before: Token | undefined;
  const needles = [...terms].map(needleOf);
  for (const token of tokensInWindows(text, needles)) {
    const processed = processTerm(token.text);
    if (!processed || !terms.has(processed)) continue;
    if (token.offset >= from)
      return { field, snippet: snippetAround(text, token.offset, token.text.length, from), position: token.offset };
    before ??= token;
  }
  return before && { field, snippet: snippetAround(text, before.offset, before.text.length), position: before.offset };
}

/** Porter2's only words whose stem keeps less than all but its last letter at the word's start. */
const STEMS_OF_IRREGULAR_WORDS = new Set(["die", "lie", "tie"]);

/**
 * What the lowercased text around a token must hold for the token to be
 * analysed into `term`: the term itself when the analysis only lowercases (a
 * term with digits or joiners), else its stem less its last letter (Porter2
 * changes only that letter of the word it cut, save three words).
 */
function needleOf(term: string): string {
  if (!/^[a-z]+$/.test(term)) return term;
  return STEMS_OF_IRREGULAR_WORDS.has(term) ? term[0]! : term.slice(0, Math.max(1, term.length - 1));
}

const FIRST_WINDOW = 256;
const WINDOW = 2048;

/**
 * The tokens of `text`, analysed a window at a time (cut at whitespace, which no token spans), so a match near the
 * start ends the work; a window whose words are ASCII holding none of `needles` holds no match and is not analysed.
 * Windows start small (a common word is found in the first lines) and double up to WINDOW; one with no whitespace
 * past its start is taken WINDOW long and cut as it would have been there.
 */
function* tokensInWindows(text: string, needles: readonly string[]): Generator<Token> {
  for (let start = 0, size = FIRST_WINDOW; start < text.length; size = Math.min(WINDOW, size * 2)) {
    let end = windowEnd(text, start, size);
    if (end === undefined) end = windowEnd(text, start, WINDOW) ?? start + WINDOW;
    const window = text.slice(start, end);
    if (mayHold(window, needles))
      for (const token of tokenizeWithOffsets(window)) yield { text: token.text, offset: token.offset + start };
    start = end;
  }
}

/** Where a window of `size` from `start` ends: the text's end, or its last whitespace; undefined if it has none past its start. */
function windowEnd(text: string, start: number, size: number): number | undefined {
  const end = start + size;
  if (end >= text.length) return text.length;
  const space = text.slice(start, end).search(/\s\S*$/);
  return space > 0 ? start + space : undefined;
}

/** False only for a window whose words are ASCII in which no needle occurs (other text is always analysed). */
function mayHold(window: string, needles: readonly string[]): boolean {
  if (!hasOnlyAsciiWords(window)) return true;
  const lower = window.toLowerCase();
  return needles.some((needle) => lower.includes(needle));
}

export function snippetAround(text: string, offset: number, length: number, floor = 0): string {
  let start = Math.max(floor, offset - BEFORE);
  let end = Math.min(text.length, offset + length + AFTER);
  if (start > 0) {
    const space = text.indexOf(" ", start);
    if (space !== -1 && space < offset) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > offset + length) end = space;
  }
  const body = text.slice(start, end).replace(/\s+/g, " ").trim();
  return `${start > 0 ? "..." : ""}${body}${end < text.length ? "..." : ""}`;
}
