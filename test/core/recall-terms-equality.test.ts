import { stem } from "porter2";
import { describe, expect, it } from "vitest";
import { memoryTerms, recallTerms } from "../../src/core/recall/terms.js";
import { KeywordIndexBuilder, toKeywordDocument } from "../../src/index/keyword/index.js";

// The string-map implementation the typed-array one replaced, kept as the
// reference: the rewrite must give the same terms, weights and order.
const REFERENCE_STOP = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below between both but by can cannot could " +
    "did do does doing done down during each else even ever every few for from further get gets getting go goes going gone got had has have having " +
    "he her here hers herself him himself his how i if in into is it its itself just let lets me more most much must my myself no nor not now of off " +
    "on once only or other ought our ours ourselves out over own same shall she should so some such than that the their theirs them themselves then " +
    "there these they this those through to too under until up upon us very was we were what when where which while who whom why will with would " +
    "yes yeah yep you your yours yourself yourselves ok okay thanks thank thx please pls sure great good nice cool fine right alright well hi hello hey " +
    "sorry still really maybe actually basically something anything everything nothing thing things stuff way lot bit kind sort one two " +
    "want wanted need needs needed like look looks looking see seen seems think thought know tell said say says make makes made use using used " +
    "try trying tried keep let's i'm it's that's don't can't doesn't didn't isn't won't we're you're i've we've go ahead continue proceed next " +
    "again same instead another new old first last now then today yesterday tomorrow already yet soon later"
  ).split(" "),
);
const REFERENCE_ASCII = /^[\x00-\x7f]*$/;

function referenceTokenTerms(token: string): { whole?: string; parts: string[] } {
  const parts = token.split(/_+|(?<=[a-z])(?=[A-Z])|(?<=[A-Za-z])(?=[0-9])|(?<=[0-9])(?=[A-Za-z])/).filter(Boolean);
  const cached: { whole?: string; parts: string[] } = { parts: [] };
  if (parts.length > 1) {
    const whole = token.replace(/_/g, "").toLowerCase();
    if (whole.length >= 6) cached.whole = whole;
  }
  for (const part of parts) {
    const lower = part.toLowerCase();
    if (lower.length < 2 || REFERENCE_STOP.has(lower)) continue;
    if (/^\d+$/.test(lower) && lower.length < 3) continue;
    cached.parts.push(/^[a-z]+$/.test(lower) && lower.length > 3 ? stem(lower) : lower);
  }
  return cached;
}

function referenceRecallTerms(text: string, max = 4000): string[] {
  const terms: string[] = [];
  const source = text.length > 20_000 ? text.slice(0, 20_000) : text;
  const tokens = REFERENCE_ASCII.test(source) ? source.split(/[^A-Za-z0-9_]+/) : source.split(/[^\p{L}\p{N}_]+/u);
  for (const token of tokens) {
    if (!token) continue;
    const { whole, parts } = referenceTokenTerms(token);
    if (whole !== undefined) terms.push(whole);
    for (const term of parts) {
      terms.push(term);
      if (terms.length >= max) return terms;
    }
  }
  return terms;
}

function referenceMemoryTerms(title: string, tags: readonly string[], body: string): Array<[string, number]> {
  const weights = new Map<string, number>();
  const add = (terms: string[], weight: number, cap: number) => {
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, Math.min(cap, (counts.get(term) ?? 0) + 1));
    for (const [term, count] of counts) weights.set(term, (weights.get(term) ?? 0) + count * weight);
  };
  add(referenceRecallTerms(title), 3, 1);
  add(referenceRecallTerms(tags.join(" ")), 3, 1);
  add(referenceRecallTerms(body), 1, 4);
  return [...weights].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 80);
}

// Seeded, so a failure reproduces.
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COMMON = (
  "database migration server token refresh cache index memory recall prompt hook running runs ran " +
  "connection connections connected timeout retries retry parser parsing parsed build builds building deploy " +
  "deployment config configuration users user's errors error failing failed fails test tests testing"
).split(" ");
const STOPS = "the a and of to in is it that this for with you please thanks okay go ahead I'm don't can't we've".split(
  " ",
);
const IDENTIFIERS = (
  "fooBar_baz42 getUserById HTTPServer parseJSON __init__ snake_case_name the_and_for ab_cd_ef " +
  "x1 a1b2c3 v2 ID3Tag io_uring XMLHttpRequest camelCaseWordsHere _private __ ___ a_ _b MAX_MEMORY_TERMS " +
  "src/core/recall-terms.ts foo.bar.baz user@example.com snake__double file_2024_01_02 k8s i18n"
).split(" ");
const NUMBERS = "0 1 42 007 123 2024 3.14 1e10 99999 12ab ab12 0x1f".split(" ");
const PUNCTUATION = [
  ".",
  ",",
  ";",
  ":",
  "!",
  "?",
  "(",
  ")",
  "[",
  "]",
  "{",
  "}",
  "-",
  "--",
  "'",
  '"',
  "`",
  "/",
  "\\",
  "\n",
  "\t",
  "  ",
  "#",
  "*",
  "=>",
];
const UNICODE = (
  "café Größe 東京 naïve résumé İstanbul ΣΊΣΥΦΟΣ straße Ǆemal ﬁle 𝒳variable 😀emoji données_été " +
  "ÉCOLE fooÉtéBar Ωmega приветМир مرحبا \u00a0nbsp \ud800lone"
).split(" ");

function generate(next: () => number, words: number, unicode: boolean): string {
  const pools = unicode ? [COMMON, STOPS, IDENTIFIERS, NUMBERS, UNICODE] : [COMMON, STOPS, IDENTIFIERS, NUMBERS];
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    const pool = pools[Math.floor(next() * pools.length)]!;
    out.push(pool[Math.floor(next() * pool.length)]!);
    out.push(next() < 0.7 ? " " : PUNCTUATION[Math.floor(next() * PUNCTUATION.length)]!);
  }
  return out.join("");
}

interface Case {
  title: string;
  tags: string[];
  body: string;
}

function cases(seed: number, count: number): Case[] {
  const next = random(seed);
  const all: Case[] = [];
  for (let i = 0; i < count; i++) {
    const unicode = next() < 0.3;
    // Some bodies well past the 20,000-character cut.
    const words = next() < 0.05 ? 4000 + Math.floor(next() * 4000) : Math.floor(next() * 400);
    const tags = Array.from({ length: Math.floor(next() * 4) }, () =>
      generate(next, 1 + Math.floor(next() * 2), unicode),
    );
    all.push({ title: generate(next, Math.floor(next() * 10), unicode), tags, body: generate(next, words, unicode) });
  }
  return all;
}

function expectSame(all: readonly Case[]): void {
  for (const { title, tags, body } of all) {
    expect(recallTerms(body)).toEqual(referenceRecallTerms(body));
    expect(recallTerms(title, 5)).toEqual(referenceRecallTerms(title, 5));
    expect(memoryTerms(title, tags, body)).toEqual(referenceMemoryTerms(title, tags, body));
  }
}

describe("recall terms match the reference implementation", () => {
  const generated = cases(1, 3000);

  it("on generated texts, in either order", () => {
    expectSame(generated);
    expectSame([...generated].reverse());
  });

  it("on edge cases: empty fields, the 4,000-term and 20,000-character cuts", () => {
    const edges: Case[] = [
      { title: "", tags: [], body: "" },
      { title: "", tags: [""], body: "   ...   " },
      { title: "The and of", tags: ["", "the"], body: "a an the" },
      { title: "x", tags: ["fooBar_baz42", "fooBar_baz42"], body: "fooBar_baz42 ".repeat(10) },
      // Compounds whose parts are all dropped add their whole form only, and do not end the list.
      { title: "t", tags: [], body: "ab ".repeat(3998) + "the_and_for ".repeat(5) + "cd ef gh" },
      { title: "t", tags: [], body: "ab ".repeat(3999) + "the_and_for cd ef" },
      { title: "t", tags: [], body: "xyzzyWord ".repeat(2500) + "tail" },
      { title: "t", tags: [], body: "a".repeat(19_998) + " splitWordAcrossTheCut" },
      { title: "t", tags: [], body: "é".repeat(19_990) + " motÀCouper plus" },
      { title: "t", tags: [], body: "ab ".repeat(6000) },
      { title: "t", tags: [], body: "wörd ".repeat(5000) },
      { title: "t", tags: [], body: Array.from({ length: 300 }, (_, i) => `term${i.toString(36)}x`).join(" ") },
      // The last weight kept cut to its first terms: met in reverse order, and past 80 terms of heavier weights.
      { title: "t", tags: [], body: Array.from({ length: 300 }, (_, i) => `term${(299 - i).toString(36)}x`).join(" ") },
      // Terms sharing their first characters, with a third character on either side of U+00FF and some only two
      // characters long, past the 80 kept: their order comes from the strings, not only from their starts.
      {
        title: "t",
        tags: [],
        body: Array.from({ length: 240 }, (_, i) => {
          const third = ["", "a", "z", "\u00fe", "\u00ff", "\u0101", "\u0430", "\u4e00"][i % 8]!;
          return `${"cpq"[(i >> 3) % 3]}o${third}${i % 5 === 0 ? "" : (i * 7919).toString(36)}`;
        }).join(" "),
      },
      {
        title: "zeta alpha",
        tags: ["omega"],
        body: Array.from({ length: 400 }, (_, i) => `w${((i * 37) % 120).toString(36)}q`).join(" "),
      },
    ];
    expectSame(edges);
    for (const { body } of edges) {
      for (const max of [0, 1, 2, 3999, 4000]) expect(recallTerms(body, max)).toEqual(referenceRecallTerms(body, max));
    }
  });

  it("from the words of a keyword build's scan of the memory, as a rebuild counts them", () => {
    const next = random(4);
    let builder = new KeywordIndexBuilder();
    let scanned = 0;
    const all = [...cases(5, 1500), ...cases(6, 300).map((memory) => ({ ...memory, body: `__${memory.body}_ _x_` }))];
    all.forEach(({ title, tags, body }, i) => {
      // Sometimes a description and extra text after the body (the scan's tail is then not the body: not used).
      const description = next() < 0.3 ? generate(next, 5, next() < 0.3) : "";
      const extra = next() < 0.2 ? [generate(next, 5, false)] : [];
      builder.add(toKeywordDocument({ slug: `m${i}`, title, tags, description, body, extra }));
      const scan = builder.lastScan();
      if (scan && extra.length === 0 && body.length <= 20_000 && body !== "") scanned++;
      expect(memoryTerms(title, tags, body, { description }, scan)).toEqual(
        memoryTerms(title, tags, body, { description }),
      );
      if (description === "")
        expect(memoryTerms(title, tags, body, {}, scan)).toEqual(referenceMemoryTerms(title, tags, body));
      // A new build (a new word table) now and then.
      if (next() < 0.01) builder = new KeywordIndexBuilder();
    });
    expect(scanned).toBeGreaterThan(1000);
    // The word ids are what is counted: a scan of another text, said to be of this body, gives that text's terms.
    const other = "archive_command fooBar_baz42 naïve parseJSON retries";
    builder.add(toKeywordDocument({ slug: "other", title: "", body: other }));
    const scan = builder.lastScan()!;
    expect(scan.from).toBe(0);
    const claimed = { ...scan, text: "unrelated words here", ids: scan.ids.slice() };
    expect(memoryTerms("t", [], "unrelated words here", {}, claimed)).toEqual(memoryTerms("t", [], other));
  });

  it("from a keyword build's scan, at the 4,000-term cut (whole forms counted, a part ending the list)", () => {
    const bodies = [
      "ab ".repeat(3998) + "the_and_for ".repeat(5) + "cd ef gh",
      "ab ".repeat(3999) + "the_and_for cd ef",
      "ab ".repeat(3997) + "fooBar_baz42 quxQuux_77 tail words",
      "xyzzyWord ".repeat(1900) + "tail",
      "cd_ef ".repeat(2100) + "gh",
      Array.from({ length: 4200 }, (_, i) => `w${(i % 97).toString(36)}`).join(" "),
    ];
    const builder = new KeywordIndexBuilder();
    bodies.forEach((body, i) => {
      expect(body.length).toBeLessThanOrEqual(20_000);
      builder.add(toKeywordDocument({ slug: `cut${i}`, title: "t", tags: [], body }));
      const scan = builder.lastScan();
      expect(scan).toBeDefined();
      expect(memoryTerms("t", [], body, {}, scan)).toEqual(referenceMemoryTerms("t", [], body));
    });
  });

  it("after the token cache has been emptied, also between and within memories", () => {
    const next = random(2);
    let fresh = 0;
    const unseen = (n: number) => Array.from({ length: n }, () => `zq${(fresh++).toString(36)}Word`).join(" ");
    // Well past the bound of 100,000 cached tokens, several times over.
    for (let i = 0; i < 130; i++) recallTerms(unseen(2000));
    expectSame(cases(3, 300));
    for (let i = 0; i < 60; i++) {
      const title = `${unseen(3)} ${generate(next, 3, true)}`;
      const tags = [unseen(2), generate(next, 2, false)];
      const body = `${unseen(5000)} ${generate(next, 200, next() < 0.5)}`;
      expect(memoryTerms(title, tags, body)).toEqual(referenceMemoryTerms(title, tags, body));
    }
    expectSame(generated.slice(0, 500));
  });
});
