// A memory's recall terms as one text (core/recall/terms-text.ts), the form the recall index stores: it reads back
// as the pairs it was made from, and memoryTermsText (a rebuild's, with no pair per term) is memoryTerms as text.
import { describe, expect, it } from "vitest";
import { forEachTerm, memoryTerms, memoryTermsText, termPairs, termsText } from "../../src/core/recall/index.js";

describe("recall terms as text", () => {
  it("reads back as the pairs it was made from, weights in groups", () => {
    const pairs: Array<[string, number]> = [
      ["queri", 4],
      ["rout", 4],
      ["1941", 3],
      ["données", 2],
      ["max_connections", 1],
      ["back", 4],
    ];
    const text = termsText(pairs);
    expect(text).toBe("4 queri rout;3 1941;2 données;1 max_connections;4 back");
    expect(termPairs(text)).toEqual(pairs);
    const visited: Array<[string, number]> = [];
    forEachTerm(text, (term, weight) => visited.push([term, weight]));
    expect(visited).toEqual(pairs);
    expect(termsText([])).toBe("");
    expect(termPairs("")).toEqual([]);
    // A damaged text gives what it can, never a term without a weight.
    expect(termPairs("x queri;3 ci  client;;2")).toEqual([
      ["ci", 3],
      ["client", 3],
    ]);
  });

  it("memoryTermsText is memoryTerms as text", () => {
    const memories: Array<Parameters<typeof memoryTerms>> = [
      ["Retry storms", ["deploy", "queue"], "The retry_policy of the worker_pool backs off. ".repeat(30), {}],
      [
        "parseHTTPResponse fails on chunked bodies",
        ["http"],
        "src/net/http_client.ts: parseHTTPResponse reads Content-Length; chunked bodies have none. Café naïve 東京.",
        { description: "when a response is chunked", paths: ["src/net/**"], commands: ["curl -v"] },
      ],
      ["the a an", [], "", {}],
      ["Long", ["x"], Array.from({ length: 400 }, (_, i) => `word${i % 150} term${i}`).join(" "), {}],
    ];
    for (const args of memories) expect(memoryTermsText(...args)).toBe(termsText(memoryTerms(...args)));
  });
});
