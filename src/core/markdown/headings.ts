// The CLI bundles point this import at parse-on-demand.ts (scripts/build.mjs, plugin markdownParserOnDemand).
import { firstHeadingNode } from "./parse.js";

/** Text of the first level-1 heading, else of the first heading of any level. */
export function firstHeading(body: string): string | undefined {
  if (!/^\s{0,3}#|\n[=-]{2,}\s*(\n|$)/m.test(body)) return undefined;
  // Most bodies open with their `# Title`: that line is the answer, and the parser is not needed.
  const leading = leadingTitleLine(body);
  if (leading !== undefined) return headingSource(leading) || undefined;
  return parsedFirstHeading(body);
}

/** The same answer from the CommonMark parser alone (what the quick path above must always agree with). */
export function parsedFirstHeading(body: string): string | undefined {
  const heading = firstHeadingNode(body);
  if (!heading) return undefined;
  // The heading's own source, so identifiers (`max_connections`, `__init__.py`, `a*b`) survive as written.
  const text = heading.source !== undefined ? headingSource(heading.source) : heading.text;
  return text || undefined;
}

/**
 * The first line when it is a level-1 ATX heading (`# Title`) and nothing but
 * blank lines comes before it: in CommonMark nothing can then contain it or
 * come first, so it is the document's first level-1 heading. Anything less
 * plain (indented by a tab, `\r` line ends, a first line of another kind) is
 * left to the parser.
 */
function leadingTitleLine(body: string): string | undefined {
  let at = 0;
  for (;;) {
    const end = body.indexOf("\n", at);
    const line = end === -1 ? body.slice(at) : body.slice(at, end);
    if (line.includes("\r")) return undefined;
    if (/^[ \t]*$/.test(line)) {
      if (end === -1) return undefined;
      at = end + 1;
      continue;
    }
    return /^ {0,3}#(?:[ \t]|$)/.test(line) ? line : undefined;
  }
}

/** The text of an ATX (`# x #`) or setext (`x` over `===`) heading's source, as a plain title. */
function headingSource(source: string): string {
  const lines = source.split(/\r?\n/);
  const atx = /^\s{0,3}#{1,6}(?:\s+|$)/.test(lines[0] ?? "");
  const text = atx ? lines[0]!.replace(/^\s{0,3}#{1,6}/, "").replace(/(^|\s)#+\s*$/, "") : lines.slice(0, -1).join(" ");
  return plainInline(text.trim().slice(0, MAX_HEADING_CHARS));
}

/**
 * A title is at most 500 characters (the memory check), so a longer heading is cut before its inline markdown is
 * read: the emphasis pattern backtracks on text such as `"_"_"_…` (9 s for a 100,000-character heading).
 */
const MAX_HEADING_CHARS = 1_000;

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
      // A terminal's columns (`Connecting to:\t\tmongodb://…`): a title is one line of text, its tabs are blanks.
      // One pass over each run of blanks and control characters (linear): a run holding a control character is one blank.
      line = text.replace(/[\p{Cc} ]+/gu, (run) => (/\p{Cc}/u.test(run) ? " " : run));
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
