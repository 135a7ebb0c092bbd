// Minimal textual edits of a memory file's frontmatter, for status fields
// (`decayed`) that must not rewrite anything else: adding the field inserts one
// line before the closing `---`, removing it deletes exactly that line, so
// decay followed by restore gives back the file byte for byte (whatever its
// formatting, line endings or BOM). Pure; undefined when the edit cannot be
// done this way (no frontmatter, the field already there or spread over
// several lines) and the caller must fall back to a full rewrite.

import { frontmatterEnd } from "../memory-body.js";

interface Frontmatter {
  /** Offsets of the lines between the delimiters: [start, end) each, end excluding the line break. */
  lines: Array<{ start: number; end: number; next: number }>;
  /** Offset of the closing delimiter line. */
  closing: number;
  eol: string;
}

function frontmatter(text: string): Frontmatter | undefined {
  const bom = text.startsWith("\uFEFF") ? 1 : 0;
  const firstBreak = text.indexOf("\n", bom);
  if (firstBreak < 0 || text.slice(bom, firstBreak).replace(/\r$/, "") !== "---") return undefined;
  const eol = text[firstBreak - 1] === "\r" ? "\r\n" : "\n";
  // Where the frontmatter ends is the codec's reading (the first line starting with `---`), never a
  // later `---` rule: a closing line that is not exactly `---` (`--- `, `----`) leaves the edit to the codec.
  const end = frontmatterEnd(text.slice(bom));
  if (end === undefined || end === -1) return undefined;
  const closing = bom + end - 3;
  const closingLineEnd = text.indexOf("\n", closing);
  if (text.slice(closing, closingLineEnd < 0 ? text.length : closingLineEnd).replace(/\r$/, "") !== "---")
    return undefined;
  const lines: Frontmatter["lines"] = [];
  let start = firstBreak + 1;
  while (start < closing) {
    const lineBreak = text.indexOf("\n", start);
    const next = lineBreak + 1;
    const end = lineBreak > start && text[lineBreak - 1] === "\r" ? lineBreak - 1 : lineBreak;
    lines.push({ start, end, next });
    start = next;
  }
  return { lines, closing, eol };
}

function keyPattern(key: string): RegExp {
  return new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*:`);
}

/** Adds `key: value` (a one-line YAML scalar) as the last frontmatter line. */
export function addFrontmatterLine(text: string, key: string, value: string): string | undefined {
  const found = frontmatter(text);
  if (!found || /[\r\n]/.test(value)) return undefined;
  const pattern = keyPattern(key);
  if (found.lines.some((line) => pattern.test(text.slice(line.start, line.end)))) return undefined;
  return `${text.slice(0, found.closing)}${key}: ${value}${found.eol}${text.slice(found.closing)}`;
}

/** Removes the one top-level line `key: <scalar>` of the frontmatter. */
export function removeFrontmatterLine(text: string, key: string): string | undefined {
  const found = frontmatter(text);
  if (!found) return undefined;
  const pattern = keyPattern(key);
  const at = found.lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => pattern.test(text.slice(line.start, line.end)));
  if (at.length !== 1) return undefined;
  const { line, index } = at[0]!;
  if (!/:\s*\S/.test(text.slice(line.start, line.end))) return undefined; // value on the following lines
  const following = found.lines[index + 1];
  if (following && /^[ \t]/.test(text.slice(following.start, following.end))) return undefined; // continued on the next line
  return `${text.slice(0, line.start)}${text.slice(line.next)}`;
}
