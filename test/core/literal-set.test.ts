import { describe, expect, it } from "vitest";
import { LiteralSet } from "../../src/core/literal-set.js";
import { corpusRandom } from "../secrets/corpus.js";

// The one-pass search must say exactly what a case-blind `includes` of each literal says.
function naive(literals: readonly string[], text: string): number[] {
  const lower = text.replace(/[A-Z]/g, (c) => c.toLowerCase());
  return literals.map((literal) => (lower.includes(literal.toLowerCase()) ? 1 : 0));
}

describe("LiteralSet", () => {
  it("finds overlapping literals, suffixes of one another, across case", () => {
    const literals = ["he", "she", "his", "hers", "key", "api key", "-p ", '"]', "Token"];
    const set = new LiteralSet(literals);
    const pad = ".".repeat(512);
    for (const text of ["ushers", "SHE said", "API KEY", "the apikey", "mysql -p secret", 'x["a"]', "tokens", ""]) {
      expect([...set.find(text)], text).toEqual(naive(literals, text));
      expect([...set.find(pad + text)], `long ${text}`).toEqual(naive(literals, text));
    }
  });

  it("agrees with includes on random texts and literal sets", () => {
    const { next, pick } = corpusRandom(77);
    const alphabet = "abkeyAKEY -_:\"'\u00e9\u043f";
    for (let round = 0; round < 300; round++) {
      const literals = Array.from({ length: 1 + Math.floor(next() * 12) }, () =>
        pick("abkeyAKEY -_:", 1 + Math.floor(next() * 4)),
      );
      const set = new LiteralSet(literals);
      // Short texts are searched literal by literal, long ones by the automaton: both ways.
      const text = pick(alphabet, round % 3 === 0 ? 512 + Math.floor(next() * 400) : Math.floor(next() * 200));
      expect([...set.find(text)], `${JSON.stringify(literals)} in ${JSON.stringify(text)}`).toEqual(
        naive(literals, text),
      );
    }
  });

  it("does not match across a character outside ASCII", () => {
    const set = new LiteralSet(["key"]);
    for (const pad of ["", " ".repeat(512)]) {
      expect([...set.find(`${pad}k\u00e9y`)]).toEqual([0]);
      expect([...set.find(`${pad}\u00e9key\u00e9`)]).toEqual([1]);
    }
  });

  it("refuses a literal it cannot search for", () => {
    expect(() => new LiteralSet(["\u015fifre"])).toThrow(/ASCII/);
    expect(() => new LiteralSet([""])).toThrow(/ASCII/);
  });
});
