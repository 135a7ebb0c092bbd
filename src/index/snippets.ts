// Where a query matched inside a memory: field, character offset, and a
// snippet of context, found with the same analysis the index uses.

import type { Match } from "../core/types.js";
import { processTerm, tokenizeWithOffsets, type Token } from "./analysis.js";

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
  for (const token of tokensInWindows(text)) {
    const processed = processTerm(token.text);
    if (!processed || !terms.has(processed)) continue;
    if (token.offset >= from)
      return { field, snippet: snippetAround(text, token.offset, token.text.length, from), position: token.offset };
    before ??= token;
  }
  return before && { field, snippet: snippetAround(text, before.offset, before.text.length), position: before.offset };
}

const WINDOW = 2048;

/** The tokens of `text`, analysed a window at a time (cut at whitespace, which no token spans), so a match near the start ends the work. */
function* tokensInWindows(text: string): Generator<Token> {
  for (let start = 0; start < text.length; ) {
    let end = Math.min(text.length, start + WINDOW);
    if (end < text.length) {
      const space = text.slice(start, end).search(/\s\S*$/);
      if (space > 0) end = start + space;
    }
    for (const token of tokenizeWithOffsets(text.slice(start, end)))
      yield { text: token.text, offset: token.offset + start };
    start = end;
  }
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
