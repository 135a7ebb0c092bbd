import { SLUG_PATTERN } from "../slug.js";

const WIKILINK = /\[\[([^\]|#\n]+)(?:#[^\]|\n]*)?(?:\|[^\]\n]*)?\]\]/g;
const FENCED_CODE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm;
const INLINE_CODE = /`[^`\n]*`/g;

/** Slugs named by `[[slug]]`, `[[slug|alias]]` or `[[slug#heading]]` outside code. */
export function extractWikilinks(body: string): string[] {
  if (!body.includes("[[")) return [];
  const prose = body.replace(FENCED_CODE, "").replace(INLINE_CODE, "");
  const targets = new Set<string>();
  for (const match of prose.matchAll(WIKILINK)) {
    const target = match[1]!.trim();
    if (SLUG_PATTERN.test(target)) targets.add(target);
  }
  return [...targets];
}
