// Where a memory file's frontmatter ends and its body starts, by gray-matter's
// own rules: the codec hands gray-matter the frontmatter block alone, and a
// search takes the body of a few hits without loading the YAML parser at all
// (test/core/memory-body.test.ts compares `memoryBody` with the decoder).

const OPEN = "---";
const CLOSE = "\n---";

/** The text as the codec reads it: no byte-order mark, LF line breaks. */
export function normalizedSource(text: string): string {
  const unmarked = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return unmarked.includes("\r") ? unmarked.replace(/\r\n?/g, "\n") : unmarked;
}

/**
 * The index just past the first "\n---" after the opening "---" (what closes
 * the frontmatter for gray-matter); -1 when nothing closes it; undefined when
 * the file opens no frontmatter ("---" missing, or "----").
 */
export function frontmatterEnd(source: string): number | undefined {
  if (!source.startsWith(OPEN) || source[OPEN.length] === "-") return undefined;
  const close = source.indexOf(CLOSE, OPEN.length);
  return close === -1 ? -1 : close + CLOSE.length;
}

/** Where the body starts after a frontmatter ending at `end`: gray-matter drops one line break. */
export function bodyStart(source: string, end: number): number {
  let start = end;
  if (source[start] === "\r") start++;
  if (source[start] === "\n") start++;
  return start;
}

/** The body as the decoder gives it, or undefined for a file it should decode itself (`---yaml`, a file of one line). */
export function memoryBody(text: string): string | undefined {
  const source = normalizedSource(text);
  const end = frontmatterEnd(source);
  let content = source;
  if (end !== undefined) {
    const firstLineEnd = source.indexOf("\n");
    if (firstLineEnd === -1 || source.slice(OPEN.length, firstLineEnd).trim() !== "") return undefined;
    content = end === -1 ? "" : source.slice(bodyStart(source, end));
  }
  return content.replace(/^\n+/, "").trimEnd();
}
