// The body of a memory file without parsing its frontmatter: a search shows
// snippets of a few hits and should not load the YAML parser for them. Mirrors
// where gray-matter ends the frontmatter and how the codec trims the body
// (test/core/memory-body.test.ts compares the two); anything unusual returns
// undefined, and the caller decodes the file properly.

const OPEN = "---";
const CLOSE = "\n---";

export function memoryBody(text: string): string | undefined {
  const source = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  let content: string;
  if (!source.startsWith(OPEN) || source[OPEN.length] === "-") {
    content = source;
  } else {
    const rest = source.slice(OPEN.length);
    const firstLineEnd = rest.indexOf("\n");
    // `---yaml` (a language after the opening delimiter) or a file of one line: leave it to the decoder.
    if (firstLineEnd === -1 || rest.slice(0, firstLineEnd).trim() !== "") return undefined;
    const close = rest.indexOf(CLOSE);
    content = close === -1 ? "" : rest.slice(close + CLOSE.length).replace(/^\n/, "");
  }
  return content.replace(/^\n+/, "").replace(/\s+$/, "");
}
