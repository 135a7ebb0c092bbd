import { stem } from "porter2";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  hasOnlyAsciiWords,
  processTerm,
  tokenize,
  tokenizeWithOffsets,
  WordTable,
  wordTokens,
  words,
} from "../../src/core/text/index.js";
import { NON_WORD_RANGES } from "../../src/core/text/ascii.js";
import { queryTerms } from "../../src/index/keyword/search.js";
import { findMatch, snippetAround } from "../../src/index/snippets.js";
import { ROOT } from "../helpers.js";

/** The first token of `text` analysed into one of `terms`, found by analysing every token: what findMatch must find. */
function firstByFullScan(text: string, terms: ReadonlySet<string>, from = 0): number | undefined {
  const tokens = tokenizeWithOffsets(text).filter((token) => terms.has(processTerm(token.text) ?? ""));
  return (tokens.find((token) => token.offset >= from) ?? tokens[0])?.offset;
}

/**
 * The same, from tokens found in windows of 2,048 characters cut at their last whitespace (or at 2,048 when they
 * have none past their start): how findMatch read a text before its windows started small.
 */
function firstByFixedWindows(text: string, terms: ReadonlySet<string>, from = 0): number | undefined {
  const tokens: { text: string; offset: number }[] = [];
  for (let start = 0; start < text.length; ) {
    let end = Math.min(text.length, start + 2048);
    if (end < text.length) {
      const space = text.slice(start, end).search(/\s\S*$/);
      if (space > 0) end = start + space;
    }
    for (const token of tokenizeWithOffsets(text.slice(start, end)))
      tokens.push({ text: token.text, offset: token.offset + start });
    start = end;
  }
  const matching = tokens.filter((token) => terms.has(processTerm(token.text) ?? ""));
  return (matching.find((token) => token.offset >= from) ?? matching[0])?.offset;
}

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

  it("finds a match in a long text where analysing every token finds it, windows without it skipped", () => {
    // Words holding none of the needles below: only the windows with the word are analysed.
    const filler = (n: number) => "the cat sat on a mat, ".repeat(n);
    const cases: Array<[string, string]> = [
      ["studies", "studi"], // the stem is not a prefix of the word
      ["happily", "happili"],
      ["Dying", "die"], // one of Porter2's irregular words
      ["skies", "sky"],
      ["relational", "relat"],
      ["src/auth/tokenStore.ts", "src/auth/tokenstore.ts"], // a compound: lower-cased, not stemmed
      ["tokenStore", "store"], // a part of a camelCase word
      ["utf8", "utf8"],
      ["café", "café"], // outside ASCII: its window is always analysed
    ];
    for (const [word, term] of cases) {
      expect(processTerm(word) === term || tokenizeWithOffsets(word).some((t) => processTerm(t.text) === term)).toBe(
        true,
      );
      for (const at of [0, 3, 60, 200]) {
        const text = `${filler(at)}${word} ${filler(20)}${word}.`;
        const terms = new Set([term, "absent"]);
        expect(findMatch("content", text, terms)?.position).toBe(firstByFullScan(text, terms));
        const from = text.length - word.length - 1;
        expect(findMatch("content", text, terms, from)?.position).toBe(firstByFullScan(text, terms, from));
      }
      expect(findMatch("content", filler(200), new Set([term]))).toBeUndefined();
    }
  });

  it("finds what windows of 2,048 characters found: long runs without whitespace, punctuation outside ASCII", () => {
    const run = (n: number) => "x".repeat(n);
    const texts = [
      `${run(300)}/tokenStore ${run(5000)} tokenStore`,
      `a ${run(2100)}.tokenStore tokenStore`,
      `${"word ".repeat(50)}${run(2040)}-tokenStore`,
      `${"word\u2026 ".repeat(60)}\u2014 tokenStore \u2192 ${"caf\u00e9 ".repeat(300)}tokenStore`,
      `Bench write 1: token refresh race the lock\u2026 ${"the cat sat ".repeat(100)}tokenStore`,
      `${"\u201cquoted\u201d ".repeat(200)}tokenStore${run(3000)} tokenStore`,
    ];
    for (const text of texts)
      for (const from of [0, 250, 700, 2500, text.length - 5]) {
        const terms = new Set(["store", "absent"]);
        expect(findMatch("content", text, terms, from)?.position, `${text.slice(0, 40)} from ${from}`).toBe(
          firstByFixedWindows(text, terms, from),
        );
        // Where no run of 2,048 characters lacks whitespace, that is what analysing every token finds.
        for (const text of texts.filter((each) => !/\S{2048}/.test(each)))
          expect(findMatch("content", text, new Set(["store"]))?.position).toBe(
            firstByFullScan(text, new Set(["store"])),
          );
      }
  });

  it("relies on Porter2 keeping all but a stem's last letter at the start of its word (save die, lie, tie)", () => {
    // Every word of this repository's docs, each also with Porter2's suffixes stacked on it.
    const suffixes = ["ational", "ization", "iveness", "biliti", "ousli", "fulli", "ies", "ied", "ingly", "edly", "y"];
    const prose = ["README.md", ...readdirSync(join(ROOT, "docs")).map((name) => join("docs", name))]
      .map((file) => readFileSync(join(ROOT, file), "utf8").toLowerCase())
      .join(" ");
    const words = new Set(
      [...new Set(prose.match(/[a-z]+/g))].flatMap((base) => [
        base,
        ...suffixes.map((suffix) => base + suffix),
        ...suffixes.map((suffix) => base + suffix + suffixes[base.length % suffixes.length]),
      ]),
    );
    expect(words.size).toBeGreaterThan(20_000);
    for (const word of words) {
      const stemmed = processTerm(word);
      if (!stemmed || !/^[a-z]+$/.test(stemmed) || ["die", "lie", "tie"].includes(stemmed)) continue;
      expect(word.startsWith(stemmed.slice(0, Math.max(1, stemmed.length - 1))), `${word} → ${stemmed}`).toBe(true);
    }
  });
});

// ASCII text goes through ASCII forms of the Unicode patterns (they compile far faster): the analysis must be the one
// the Unicode patterns give, here written out once more as the reference.
describe("analysis of ASCII text", () => {
  const reference = {
    compound: /[\p{L}\p{M}\p{N}]+(?:[._\-/\\:@#$]+[\p{L}\p{M}\p{N}]+)*/gu,
    camel: /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll}{2})/u,
    maySplit: /[._\-/\\:@#$]|[\p{Ll}\p{N}]\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u,
    lettersOnly: /^[\p{L}\p{M}]+$/u,
  };
  const referenceWordTokens = (word: string): string[] => {
    if (!reference.maySplit.test(word)) return [word];
    const parts = word
      .split(/[._\-/\\:@#$]+/)
      .flatMap((piece) => piece.split(reference.camel))
      .filter(Boolean);
    return parts.length > 1 ? [...parts, word] : parts;
  };
  const referenceWords = (text: string) => text.match(reference.compound) ?? [];
  const referenceLetters = (term: string) => reference.lettersOnly.test(term.toLowerCase());

  // Random texts over every ASCII character, weighted towards the ones the patterns care about.
  let seed = 7;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const ascii = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code));
  const common = [..."aBcDxYz09_.-/\\:@#$ ", "HTTP", "Parser", "get", "Id", "v1", "IO"];
  const texts = Array.from({ length: 3000 }, () =>
    Array.from({ length: 1 + Math.floor(random() * 12) }, () =>
      random() < 0.3 ? ascii[Math.floor(random() * 128)]! : common[Math.floor(random() * common.length)]!,
    ).join(""),
  );

  it("finds the words and tokens the Unicode patterns find", () => {
    for (const text of texts) {
      const expected = referenceWords(text);
      expect(words(text), JSON.stringify(text)).toEqual(expected);
      expect(tokenize(text), JSON.stringify(text)).toEqual(expected.flatMap(referenceWordTokens));
      for (const word of expected) expect(wordTokens(word), JSON.stringify(word)).toEqual(referenceWordTokens(word));
      const withOffsets = tokenizeWithOffsets(text);
      expect(withOffsets.map((token) => token.text)).toEqual(expected.flatMap(referenceWordTokens));
      for (const token of withOffsets) expect(text.startsWith(token.text, token.offset)).toBe(true);
      // The same text with a wider character after it takes the Unicode patterns: the reference is theirs.
      expect(tokenize(`${text} é`), JSON.stringify(text)).toEqual([...expected.flatMap(referenceWordTokens), "é"]);
    }
  });

  it("finds them in text whose only characters outside ASCII are punctuation and arrows, with the ASCII patterns", () => {
    const wide = NON_WORD_RANGES.flatMap(([from, to]) =>
      Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)),
    );
    for (const char of wide) expect(/[\p{L}\p{M}\p{N}._\-/\\:@#$]/u.test(char), char).toBe(false);
    for (const [i, base] of texts.entries()) {
      const text = base.replace(/[ #]/g, () => wide[Math.floor(random() * wide.length)]!) + wide[i % wide.length]!;
      expect(hasOnlyAsciiWords(text)).toBe(true);
      const expected = referenceWords(text);
      expect(words(text), JSON.stringify(text)).toEqual(expected);
      expect(tokenize(text), JSON.stringify(text)).toEqual(expected.flatMap(referenceWordTokens));
      const withOffsets = tokenizeWithOffsets(text);
      expect(withOffsets.map((token) => token.text)).toEqual(expected.flatMap(referenceWordTokens));
      for (const token of withOffsets) expect(text.startsWith(token.text, token.offset)).toBe(true);
    }
    expect(hasOnlyAsciiWords("caf\u00e9 \u2026")).toBe(false);
  });

  it("stems the same terms", () => {
    for (const term of texts.flatMap(words).flatMap(wordTokens)) {
      const lower = term.toLowerCase();
      // Letters-only terms are stemmed (or dropped as stop words), anything else is kept whole, lower-cased.
      const expected = referenceLetters(term) ? [null, stem(lower)] : [lower];
      expect(expected, JSON.stringify(term)).toContain(processTerm(term));
    }
  });
});

// The index builder numbers words with a scan over char codes; it must find exactly the words of `words()`,
// the regex the searches and the benchmarks use.
describe("WordTable", () => {
  it("finds the words of words() around and between every ASCII character and some wider ones", () => {
    const table = new WordTable();
    const odd = [
      "é",
      "ß",
      "ı",
      "Ω",
      "中",
      "𝒳",
      "·",
      "—",
      "\u00a0",
      "\u0301",
      "٣",
      "\u2026",
      "\u2192",
      "\u200b",
      "\u2028",
    ];
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
