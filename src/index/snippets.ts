// Where a query matched inside a memory: field, character offset, and a
// snippet of context, found with the same analysis the index uses.

import { isAscii } from "../core/text/index.js";
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

const WINDOW = 2048;

/**
 * The tokens of `text`, analysed a window at a time (cut at whitespace, which no token spans), so a match near the
 * start ends the work; an ASCII window holding none of `needles` holds no match and is not analysed.
 */
function* tokensInWindows(text: string, needles: readonly string[]): Generator<Token> {
  for (let start = 0; start < text.length; ) {
    let end = Math.min(text.length, start + WINDOW);
    if (end < text.length) {
      const space = text.slice(start, end).search(/\s\S*$/);
      if (space > 0) end = start + space;
    }
    const window = text.slice(start, end);
    if (mayHold(window, needles))
      for (const token of tokenizeWithOffsets(window)) yield { text: token.text, offset: token.offset + start };
    start = end;
  }
}

/** False only for an ASCII window in which no needle occurs (other text is always analysed). */
function mayHold(window: string, needles: readonly string[]): boolean {
  if (!isAscii(window)) return true;
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
