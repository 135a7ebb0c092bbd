import { describe, expect, it } from "vitest";
import { oneLine, PLAIN_PUNCTUATION, quotedText } from "../../src/core/text/untrusted.js";

describe("one-line fields", () => {
  // ASCII text takes an ASCII form of the pattern: every ASCII character must come out as the Unicode one says.
  it("folds exactly the characters the Unicode pattern names, in ASCII text and in wider text", () => {
    const reference = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
    const wide = ["\u0085", "\u200b", "\u200d", "\u202e", "\u2066", "\u2028", "\u2029", "\ufeff", "é", "中"];
    const characters = [...Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)), ...wide];
    for (const char of characters) {
      const expected = reference.test(char) || /\s/.test(char) ? "a b" : `a${char}b`;
      expect(oneLine(`a${char}b`), JSON.stringify(char)).toBe(expected);
      expect(oneLine(`é a${char}b`), JSON.stringify(char)).toBe(`é ${expected}`);
      // Beside the punctuation that also takes the ASCII form (an index's cut texts end with …).
      expect(oneLine(`… a${char}b`), JSON.stringify(char)).toBe(`… ${expected}`);
    }
  });

  it("takes the ASCII form only beside punctuation that is no control, format character or separator", () => {
    const reference = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
    let checked = 0;
    for (const [from, to] of PLAIN_PUNCTUATION)
      for (let code = from; code <= to; code++, checked++) {
        const char = String.fromCharCode(code);
        expect(reference.test(char), code.toString(16)).toBe(false);
        const expected = /\s/.test(char) ? "a b" : `a${char}b`;
        expect(oneLine(`a${char}b\u0007c`), code.toString(16)).toBe(`${expected} c`);
      }
    expect(checked).toBeGreaterThan(40);
    // The characters around them that are format characters or separators are folded, the text's controls with them.
    for (const char of ["\u200b", "\u200f", "\u2028", "\u2029", "\u202a", "\u202e", "\u2060", "\u2066", "\u206f"])
      expect(oneLine(`…a${char}b\u0007c`), JSON.stringify(char)).toBe("…a b c");
  });

  // Text already one line is returned without the replacements: it must be exactly the text they leave unchanged.
  it("gives what the full replacements give, on text already one line and on text that is not", () => {
    const reference = (value: string) =>
      value
        .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, " ")
        .replace(/[\u2500-\u259f\u26a0]/g, "-")
        .replace(/\s+/g, " ")
        .trim();
    const pieces = [
      "a",
      "Z",
      "0",
      "~",
      "!",
      " ",
      "  ",
      "\t",
      "\n",
      "\r",
      "\u00a0",
      "\u2026",
      "\u2014",
      "\u2028",
      "\u200b",
      "\u202e",
      "\u2500",
      "\u26a0",
      "\ufeff",
      "\u3000",
      "é",
      "\\",
      '"',
      "\x7f",
      "\x00",
    ];
    let seed = 43;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let n = 0; n < 3000; n++) {
      const value = Array.from({ length: 1 + (next() % 12) }, () => pieces[next() % pieces.length]).join("");
      expect(oneLine(value, 1000), JSON.stringify(value)).toBe(reference(value));
      const quoted = reference(value).replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      expect(quotedText(value, 1000), JSON.stringify(value)).toBe(quoted);
    }
    expect(oneLine("plain words, one space - and … punctuation")).toBe("plain words, one space - and … punctuation");
  });
});
