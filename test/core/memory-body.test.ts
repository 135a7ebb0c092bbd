import { describe, expect, it } from "vitest";
import { memoryBody } from "../../src/core/memory-body.js";
import { decodeMemoryFile } from "../../src/core/memory-file.js";

const FILES = [
  "---\ntitle: A\ntype: learning\n---\n# A\n\nBody text.\n",
  "---\ntitle: A\n---\n\n\n\nLeading blank lines, trailing spaces   \n\n",
  "\uFEFF---\r\ntitle: CRLF\r\n---\r\nWindows\r\nlines\r\n",
  "---\n---\nEmpty frontmatter.",
  "---\ntitle: x\n---\nA rule:\n\n---\n\nand a thematic break above.\n",
  "No frontmatter at all.\n\n# Heading later\n",
  "---\ntitle: no closing delimiter\nbody: maybe\n",
  "----\ntitle: four dashes is not frontmatter\n----\ntext\n",
  "---   \ntitle: spaces after the opening\n---\ntext",
  "---\ntitle: x\n---text right after the closing dashes\nmore",
  "---\ntitle: x\n---\r\n\r\nmixed endings\r",
  "",
];

describe("memoryBody (a search's snippets without the YAML parser)", () => {
  it("gives exactly the body the codec decodes, or leaves the file to it", () => {
    for (const text of FILES) {
      const body = memoryBody(text);
      if (body === undefined) continue;
      expect(body, JSON.stringify(text)).toBe(decodeMemoryFile(text, "s", "2026-01-01T00:00:00Z").document.body);
    }
  });

  it("leaves a frontmatter with a language, or a file of one line, to the decoder", () => {
    expect(memoryBody("---yaml\ntitle: x\n---\nbody")).toBeUndefined();
    expect(memoryBody("---")).toBeUndefined();
  });
});
