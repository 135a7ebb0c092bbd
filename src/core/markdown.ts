import type { Heading, Root } from "mdast";
import { toString as nodeText } from "mdast-util-to-string";
import remarkParse from "remark-parse";
import { unified } from "unified";

const parser = unified().use(remarkParse);

export function parseMarkdown(body: string): Root {
  return parser.parse(body);
}

/** Text of the first level-1 heading, else of the first heading of any level. */
export function firstHeading(body: string): string | undefined {
  if (!/^\s{0,3}#|\n[=-]{2,}\s*(\n|$)/m.test(body)) return undefined;
  const headings = parseMarkdown(body).children.filter((node): node is Heading => node.type === "heading");
  const heading = headings.find((node) => node.depth === 1) ?? headings[0];
  if (!heading) return undefined;
  const { start, end } = heading.position ?? {};
  // The heading's own source, so identifiers (`max_connections`, `__init__.py`, `a*b`) survive as written.
  const text = start?.offset !== undefined && end?.offset !== undefined ? headingSource(body.slice(start.offset, end.offset)) : nodeText(heading).trim();
  return text || undefined;
}

/** The text of an ATX (`# x #`) or setext (`x` over `===`) heading's source, as a plain title. */
function headingSource(source: string): string {
  const lines = source.split(/\r?\n/);
  const atx = /^\s{0,3}#{1,6}(?:\s+|$)/.test(lines[0] ?? "");
  const text = atx ? lines[0]!.replace(/^\s{0,3}#{1,6}/, "").replace(/(^|\s)#+\s*$/, "") : lines.slice(0, -1).join(" ");
  return plainInline(text.trim());
}

// Emphasis delimiters count as emphasis only between a word's edges: opened after the start, a space or an
// opening bracket/quote, closed before the end, a space or closing punctuation (`.` only when a space or the
// end follows). So `__init__.py`, `max_connections`, `a*b` and `src/**/*.ts` stay as they are.
const EMPHASIS = /(^|[\s([{"'])(\*\*|__|\*|_)(?=[^\s*_])(.*?[^\s*_]|[^\s*_])\2(?=$|[\s)\]}"',;:!?]|\.(?:\s|$))/g;

/**
 * Inline markdown made plain for a title: emphasis markers and link syntax are
 * dropped, code spans are kept with their backticks, and everything else —
 * underscores, asterisks, globs inside identifiers — is kept as written.
 */
export function plainInline(text: string): string {
  return text
    .split(/(`+[^`]*?`+)/)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      let plain = part.replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1");
      for (let previous = ""; previous !== plain; ) {
        previous = plain;
        plain = plain.replace(EMPHASIS, "$1$3");
      }
      return plain.replace(/\\([\\`*_{}[\]()#+\-.!])/g, "$1");
    })
    .join("")
    .trim();
}

/** First line of prose outside code fences, stripped of markdown markers, cut at a word boundary. */
export function firstLine(body: string, maxLength = 80): string | undefined {
  let fence: string | undefined;
  let line: string | undefined;
  for (const raw of body.split(/\r?\n/)) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(raw)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? undefined : marker;
      continue;
    }
    if (fence) continue;
    const text = plainInline(raw.replace(/^\s*(#+|[-*+>]|\d+[.)])\s+/, ""));
    if (text && !/^(-{3,}|={3,})$/.test(text)) {
      line = text;
      break;
    }
  }
  if (!line) return undefined;
  if (line.length <= maxLength) return line;
  const cut = line.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** True when the body already opens with a heading, so no title heading needs adding. */
export function startsWithHeading(body: string): boolean {
  return /^\s*#{1,6}\s/.test(body);
}
