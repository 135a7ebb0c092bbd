import { withoutCode } from "../markdown/index.js";
import { SLUG_PATTERN } from "../slug.js";

/**
 * `[[target]]`, `[[target#heading]]`, `[[target|label]]` or `[[target#heading|label]]` on one line: group 1 is
 * the target, group 2 the `#heading|label` after it. No part holds a bracket, so an attempt that fails stops at the
 * next `[` or `]`: a line of 50,000 `[` is scanned in linear time (a part running to the end of the line from
 * every `[[` made it quadratic: 9 s for that line). The one pattern every reader of wikilinks uses.
 */
export const WIKILINK = /\[\[([^[\]|#\n]+)((?:#[^[\]|\n]*)?(?:\|[^[\]\n]*)?)\]\]/g;

/** Slugs named by `[[slug]]`, `[[slug|alias]]` or `[[slug#heading]]` outside code. */
export function extractWikilinks(body: string): string[] {
  if (!body.includes("[[")) return [];
  const targets = new Set<string>();
  for (const match of withoutCode(body).matchAll(WIKILINK)) {
    const target = match[1]!.trim();
    if (SLUG_PATTERN.test(target)) targets.add(target);
  }
  return [...targets];
}
