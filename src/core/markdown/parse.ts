// The CommonMark parser (remark), used only for titles the quick reading in
// headings.ts cannot settle. The CLI bundle loads it on first use, from a
// file of its own (see parse-on-demand.ts): most writes never need it.

import type { Heading } from "mdast";
import { toString as nodeText } from "mdast-util-to-string";
import remarkParse from "remark-parse";
import { unified } from "unified";

const parser = unified().use(remarkParse);

/** The first level-1 heading of the document (else its first heading): its source when known, and its plain text. */
export function firstHeadingNode(body: string): { source?: string; text: string } | undefined {
  const headings = parser.parse(body).children.filter((node): node is Heading => node.type === "heading");
  const heading = headings.find((node) => node.depth === 1) ?? headings[0];
  if (!heading) return undefined;
  const { start, end } = heading.position ?? {};
  return {
    ...(start?.offset !== undefined && end?.offset !== undefined
      ? { source: body.slice(start.offset, end.offset) }
      : {}),
    text: nodeText(heading).trim(),
  };
}
