import { describe, expect, it } from "vitest";
import { oneLine } from "../../src/core/text/untrusted.js";

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
    }
  });
});
