// Bullet lists in memory bodies: how imported points are written (`- point`,
// further lines of a point indented by two spaces) and how points are read
// back out of a body for export. Pure, line-based: a body written by
// `renderBullets` gives back exactly its points through `listItems`.

const LIST_MARKER = /^ ?([-*+]|\d{1,9}[.)])(?: +|\t|$)/;
const FENCE = /^ {0,1}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}#{1,6}(\s|$)/;

/** `- point` lines; a point's further lines are indented by two spaces. */
export function renderBullets(points: readonly string[]): string {
  return points
    .map((point) => {
      const [first = "", ...rest] = point.replace(/\r\n?/g, "\n").split("\n");
      return [`- ${first}`, ...rest.map((line) => `  ${line}`)].join("\n");
    })
    .join("\n");
}

interface Block {
  kind: "list" | "paragraph";
  items: string[];
}

/**
 * The top-level blocks of a body outside code fences and headings: lists (their
 * items, continuation lines joined with "\n") and paragraphs (lines joined with " ").
 */
export function bodyBlocks(body: string): Block[] {
  const blocks: Block[] = [];
  let fence: string | undefined;
  let list: Block | undefined;
  let item: string[] | undefined;
  let paragraph: string[] | undefined;
  const closeItem = () => {
    if (item && list) list.items.push(item.join("\n").trim());
    item = undefined;
  };
  const closeParagraph = () => {
    if (paragraph) blocks.push({ kind: "paragraph", items: [paragraph.join(" ").replace(/\s+/g, " ").trim()] });
    paragraph = undefined;
  };
  const closeList = () => {
    closeItem();
    if (list && list.items.length > 0) blocks.push(list);
    list = undefined;
  };
  let blankSinceItem = false;
  for (const line of body.replace(/\r\n?/g, "\n").split("\n")) {
    if (fence) {
      const marker = FENCE.exec(line)?.[1];
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    // A line indented by two or more spaces (or a tab) continues the open item, whatever it holds.
    if (item && !blankSinceItem && /^( {2}|\t)/.test(line)) {
      item.push(line.startsWith("\t") ? line.slice(1) : line.slice(2));
      continue;
    }
    if (!line.trim()) {
      closeParagraph();
      closeItem();
      blankSinceItem = true;
      continue;
    }
    const marker = FENCE.exec(line)?.[1];
    if (marker) {
      closeParagraph();
      closeList();
      fence = marker;
      continue;
    }
    if (HEADING.test(line)) {
      closeParagraph();
      closeList();
      continue;
    }
    const listMarker = LIST_MARKER.exec(line);
    if (listMarker) {
      closeParagraph();
      closeItem();
      list ??= { kind: "list", items: [] };
      item = [line.slice(listMarker[0].length)];
      blankSinceItem = false;
      continue;
    }
    if (list && blankSinceItem) closeList();
    if (item) {
      // A lazy continuation line (not indented) of a list item.
      item.push(line.trim());
      continue;
    }
    closeList();
    (paragraph ??= []).push(line.trim());
  }
  closeParagraph();
  closeList();
  return blocks
    .map((block) => ({ ...block, items: block.items.filter(Boolean) }))
    .filter((block) => block.items.length > 0);
}

/**
 * The points of a body, for formats that want 2–6 short statements (the events.jsonl
 * `content`): the items of the body's first list when it has at least two;
 * otherwise its paragraphs, and a single paragraph is split into sentences.
 * More than `max` points: the first max-1 are kept and the rest joined into
 * the last one. Fewer than two points come back as they are (the caller decides).
 */
export function contentPoints(body: string, max = 6): string[] {
  const blocks = bodyBlocks(body);
  const firstList = blocks.find((block) => block.kind === "list");
  if (firstList && firstList.items.length >= 2) return capPoints(firstList.items, max, "; ");
  const paragraphs = blocks.flatMap((block) =>
    block.kind === "paragraph" ? block.items : block.items.map((text) => text.replace(/\s+/g, " ")),
  );
  const points = paragraphs.length === 1 ? sentences(paragraphs[0]!) : paragraphs;
  return capPoints(points, max, " ");
}

function capPoints(points: string[], max: number, joiner: string): string[] {
  if (points.length <= max) return points;
  return [...points.slice(0, max - 1), points.slice(max - 1).join(joiner)];
}

/** Splits prose after . ! ? followed by a space and an upper-case letter, digit, quote or bracket. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'`([])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
