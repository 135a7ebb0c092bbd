// Where a query matched inside a memory: field, character offset, and a
// snippet of context, found with the same analysis the index uses.

import type { Match } from "../core/types.js";
import { processTerm, tokenizeWithOffsets } from "./analysis.js";

const BEFORE = 50;
const AFTER = 80;

/** First occurrence of any of `terms` (processed index terms) in `text`, preferring those at or after `from`. */
export function findMatch(field: Match["field"], text: string, terms: ReadonlySet<string>, from = 0): Match | undefined {
  const tokens = tokenizeWithOffsets(text);
  const ordered = from > 0 ? [...tokens.filter((t) => t.offset >= from), ...tokens.filter((t) => t.offset < from)] : tokens;
  for (const token of ordered) {
    const processed = processTerm(token.text);
    if (processed && terms.has(processed)) {
      const floor = token.offset >= from ? from : 0;
      return { field, snippet: snippetAround(text, token.offset, token.text.length, floor), position: token.offset };
    }
  }
  return undefined;
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
