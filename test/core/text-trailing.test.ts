// withoutTrailing replaced three look-behind trims (`(?<!x)x+$`) in the slug's words, an imported graph's entity
// tags and the index page's end: the loop must cut exactly what each expression cut, on any text.

import { describe, expect, it } from "vitest";
import { withoutTrailing } from "../../src/core/text/index.js";

const TRIMS: Array<{ where: string; characters: string; before: RegExp }> = [
  { where: "slug words' underscores", characters: "_", before: /(?<!_)_+$/ },
  { where: "slug tokens' closing punctuation", characters: ")\"'`.,;!?", before: /(?<![)"'`.,;!?])[)"'`.,;!?]+$/u },
  { where: "graph entity tags' dashes", characters: "-", before: /(?<!-)-+$/ },
  { where: "index page's last line breaks", characters: "\n", before: /(?<!\n)\n+$/ },
];

// A small seeded generator: the same texts on every run.
function texts(alphabet: string, count: number): string[] {
  let seed = 41;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, () =>
    Array.from({ length: Math.floor(next() * 12) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(""),
  );
}

describe("withoutTrailing", () => {
  for (const { where, characters, before } of TRIMS)
    it(`cuts what ${where}' expression cut`, () => {
      for (const text of ["", characters, `a${characters}`, ...texts(`ab ${characters}`, 2000)])
        expect(withoutTrailing(text, characters), JSON.stringify(text)).toBe(text.replace(before, ""));
    });

  it("keeps the text when it ends with none of the characters, and empties a text made of them", () => {
    expect(withoutTrailing("a--b", "-")).toBe("a--b");
    expect(withoutTrailing("----", "-")).toBe("");
    expect(withoutTrailing("x\n\n\n", "\n")).toBe("x");
  });
});
