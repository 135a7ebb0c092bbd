// A recall term shard is a line per term; a prompt parses only its terms' lines.
import { describe, expect, it } from "vitest";
import { pairsOf, postingLine, rawTermLines, termLine } from "../../src/index/recall/read.js";

const termPostings = (text: string, term: string) => pairsOf(postingLine(text, term));
/** Every term of a shard's text with its postings, as a fold reads the lines and a prompt parses them. */
const termLines = (text: string) => [...rawTermLines(text).keys()].map((term) => [term, termPostings(text, term)]);

describe("recall term shards", () => {
  const text =
    termLine("tok", [["memo-a", 2]]) +
    termLine("token", [
      ["memo-a", 3],
      ["memo-b", 1],
    ]) +
    termLine("retoken", [["memo-c", 4]]);

  it("gives a term's postings, and none of a term that is only part of another", () => {
    expect(termPostings(text, "token")).toEqual([
      ["memo-a", 3],
      ["memo-b", 1],
    ]);
    expect(termPostings(text, "tok")).toEqual([["memo-a", 2]]);
    expect(termPostings(text, "retoken")).toEqual([["memo-c", 4]]);
    expect(termPostings(text, "oken")).toEqual([]);
    expect(termPostings(text, "to")).toEqual([]);
    expect(termPostings("", "token")).toEqual([]);
  });

  it("counts a term's postings and visits only the slugs asked for", () => {
    const scope = new Map([["memo-b", true]]);
    const visited: string[] = [];
    const list = postingLine(text, "token");
    expect(list.size).toBe(2);
    list.forEach((slug) => visited.push(slug), scope);
    expect(visited).toEqual(["memo-b"]);
  });

  it("reads every line back as it was written", () => {
    expect(termLines(text)).toEqual([
      ["tok", [["memo-a", 2]]],
      [
        "token",
        [
          ["memo-a", 3],
          ["memo-b", 1],
        ],
      ],
      ["retoken", [["memo-c", 4]]],
    ]);
  });

  it("skips what is malformed instead of failing: a missing weight, a word for a number, a line without a tab", () => {
    const damaged = "token\tmemo-a 3 memo-b x memo-c\nno tab here\nrace\t memo-d 2\nlock\tmemo-e  memo-f 1 memo-g \n";
    expect(termPostings(damaged, "token")).toEqual([["memo-a", 3]]);
    expect(termPostings(damaged, "race")).toEqual([]);
    expect(termPostings(damaged, "lock")).toEqual([["memo-f", 1]]);
    expect([...rawTermLines(damaged).keys()]).toEqual(["token", "race", "lock"]);
  });

  it("knows whether a line holds a slug as a parse of its postings does, without parsing them", () => {
    // Slugs that are parts of one another, that read as numbers, weights that are not numbers (none a slug), missing
    // weights, doubled and leading spaces: every slug of the pool asked of every line, against a full parse's visit.
    const slugs = ["memo-a", "memo-a-b", "x-memo-a", "memo", "a", "12", "1e3", "0x1f", "Infinity", "memo-b"];
    const weights = ["1", "3", "0.5", "-2", "1e2", "x", "NaN", "Infinity", ""];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let line = 0; line < 400; line++) {
      const tokens: string[] = [];
      for (let i = 0, count = random(7); i < count; i++)
        tokens.push(slugs[random(slugs.length)]!, weights[random(weights.length)]!);
      if (random(4) === 0) tokens.splice(random(tokens.length + 1), 0, "");
      const text = `token\t${tokens.join(" ")}\n`;
      const list = postingLine(text, "token");
      for (const slug of [...slugs, "memo-", "-a", ""]) {
        let visited = false;
        list.forEach(() => (visited = true), new Map([[slug, true]]));
        expect(list.holds(slug), `${JSON.stringify(text)} holds ${JSON.stringify(slug)}`).toBe(visited);
      }
    }
  });
});
