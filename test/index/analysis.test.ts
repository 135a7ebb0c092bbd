import { describe, expect, it } from "vitest";
import { processTerm, tokenize, WordTable, words } from "../../src/index/analysis.js";
import { queryTerms } from "../../src/index/keyword-index.js";
import { findMatch, snippetAround } from "../../src/index/snippets.js";

describe("analysis", () => {
  it("splits code identifiers into parts and keeps them whole", () => {
    expect(tokenize("parseHTTPResponse")).toEqual(["parse", "HTTP", "Response", "parseHTTPResponse"]);
    expect(tokenize("max_retry_count")).toEqual(["max", "retry", "count", "max_retry_count"]);
    expect(tokenize("src/auth/tokenStore.ts")).toEqual([
      "src",
      "auth",
      "token",
      "Store",
      "ts",
      "src/auth/tokenStore.ts",
    ]);
    expect(tokenize("os.path.join()")).toEqual(["os", "path", "join", "os.path.join"]);
    expect(tokenize("XMLParser std::vector")).toEqual(["XML", "Parser", "XMLParser", "std", "vector", "std::vector"]);
    expect(tokenize("utf8 base64Encode p53")).toEqual(["utf8", "base64", "Encode", "base64Encode", "p53"]);
    expect(tokenize("plain words, (punctuation) `code`")).toEqual(["plain", "words", "punctuation", "code"]);
  });

  it("lower-cases, stems and drops stopwords", () => {
    expect(processTerm("Refreshing")).toBe("refresh");
    expect(processTerm("tokens")).toBe("token");
    expect(processTerm("the")).toBeNull();
    expect(processTerm("src/auth/tokenStore.ts")).toBe("src/auth/tokenstore.ts");
    expect(processTerm("utf8")).toBe("utf8");
    expect(queryTerms("The refreshed Tokens")).toEqual(["refresh", "token"]);
  });

  it("finds the first match with its position and a snippet", () => {
    const text = "Intro line. Later we refresh the token store when tokens expire.";
    const match = findMatch("content", text, new Set(["token"]));
    expect(match?.position).toBe(text.indexOf("token"));
    expect(match?.snippet).toContain("refresh the token store");
    const long = `${"word ".repeat(40)}needle ${"tail ".repeat(40)}`;
    const snippet = snippetAround(long, long.indexOf("needle"), 6);
    expect(snippet.startsWith("...")).toBe(true);
    expect(snippet.endsWith("...")).toBe(true);
    expect(snippet).toContain("needle");
    expect(snippet.length).toBeLessThan(150);
  });
});

// The index builder numbers words with a scan over char codes; it must find exactly the words of `words()`,
// the regex the searches and the benchmarks use.
describe("WordTable", () => {
  it("finds the words of words() around and between every ASCII character and some wider ones", () => {
    const table = new WordTable();
    const odd = ["é", "ß", "ı", "Ω", "中", "𝒳", "·", "—", "\u00a0", "\u0301", "٣"];
    const characters = [...Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)), ...odd];
    for (const char of characters) {
      for (const text of [`ab${char}cd`, `${char}x${char}`, `a1${char}${char}B2 ${char}`, `x.${char}.y`, char]) {
        const found = table.scan(text);
        const scanned = Array.from(table.ids.subarray(0, found), (id) => table.word(id));
        expect(scanned, JSON.stringify(text)).toEqual(words(text));
      }
    }
  });
});
