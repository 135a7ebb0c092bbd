import { describe, expect, it } from "vitest";
import { LiteralSet } from "../../src/core/literal-set.js";
import { corpusRandom } from "../secrets/corpus.js";

// The one-pass search must say exactly what a case-blind `includes` of each literal says.
function naive(literals: readonly string[], text: string): number[] {
  const lower = text.replace(/[A-Z]/g, (c) => c.toLowerCase());
  return literals.map((literal) => (lower.includes(literal.toLowerCase()) ? 1 : 0));
}

// Both ways of searching a long text: literal by literal (a fresh set, as in a write) and by the automaton.
const bothWays = (literals: readonly string[]) => [
  new LiteralSet(literals),
  new LiteralSet(literals, { automatonAfterChars: 0 }),
];

describe("LiteralSet", () => {
  it("finds overlapping literals, suffixes of one another, across case", () => {
    const literals = ["he", "she", "his", "hers", "key", "api key", "-p ", '"]', "Token"];
    const pad = ".".repeat(512);
    for (const set of bothWays(literals))
      for (const text of ["ushers", "SHE said", "API KEY", "the apikey", "mysql -p secret", 'x["a"]', "tokens", ""]) {
        expect([...set.find(text)], text).toEqual(naive(literals, text));
        expect([...set.find(pad + text)], `long ${text}`).toEqual(naive(literals, text));
      }
  });

  it("folds only ASCII case in a long text, whichever way it is searched (İ and the Kelvin sign stay)", () => {
    const pad = " ".repeat(512);
    for (const set of bothWays(["key", "id"])) {
      expect([...set.find(`${pad}\u212aey \u0130d`)]).toEqual([0, 0]);
      expect([...set.find(`${pad}\u212aey KEY \u0130D`)]).toEqual([1, 0]);
      expect([...set.find(`${pad}\u212aey \u0130d Id`)]).toEqual([0, 1]);
    }
  });

  it("builds the automaton once long texts add up to 32,768 characters, and finds the same", () => {
    const literals = ["key", "secret", "token"];
    const set = new LiteralSet(literals);
    const automaton = () => (set as unknown as { automaton: unknown }).automaton;
    const text = `${"x".repeat(10_000)} SECRET ${"y".repeat(600)} toke`;
    for (let i = 0; i < 3; i++) expect([...set.find(text)]).toEqual(naive(literals, text));
    expect(automaton()).toBeUndefined();
    expect([...set.find(text)]).toEqual(naive(literals, text));
    expect(automaton()).toBeDefined();
    expect([...set.find(`${text}n`)]).toEqual([0, 1, 1]);
  });

  it("agrees with includes on random texts and literal sets", () => {
    const { next, pick } = corpusRandom(77);
    const alphabet = "abkeyAKEY -_:\"'\u00e9\u043f";
    for (let round = 0; round < 300; round++) {
      const literals = Array.from({ length: 1 + Math.floor(next() * 12) }, () =>
        pick("abkeyAKEY -_:", 1 + Math.floor(next() * 4)),
      );
      // Short texts are searched literal by literal, long ones by the automaton or literal by literal: all ways.
      const text = pick(alphabet, round % 3 === 0 ? 512 + Math.floor(next() * 400) : Math.floor(next() * 200));
      for (const set of bothWays(literals))
        expect([...set.find(text)], `${JSON.stringify(literals)} in ${JSON.stringify(text)}`).toEqual(
          naive(literals, text),
        );
    }
  });

  it("does not match across a character outside ASCII", () => {
    for (const set of bothWays(["key"]))
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
