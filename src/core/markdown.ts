import type { Heading, Root } from "mdast";
import { toString } from "mdast-util-to-string";
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
  const text = heading ? toString(heading).trim() : "";
  return text || undefined;
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
    const text = raw.replace(/^\s*(#+|[-*+>]|\d+[.)])\s+/, "").replace(/[*_`]/g, "").trim();
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
