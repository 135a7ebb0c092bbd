// A search ranks the loaded part of the keyword index itself (index/keyword/rank.ts)
// instead of building a MiniSearch from it: this pins that both give the same
// hits, the same scores to the last bit and the same matched terms, with
// pending memories added, replaced ones gone, partial buckets and filters.
import { describe, expect, it } from "vitest";
import { columnsOf } from "../../src/index/keyword/base.js";
import { KeywordIndexBuilder } from "../../src/index/keyword/builder.js";
import { rankedSearch, toKeywordDocument, type KeywordDocument } from "../../src/index/keyword/config.js";
import { bucketOf, miniSearchOf } from "../../src/index/keyword/search.js";
import { mergePostings, type TermPostings } from "../../src/index/keyword/postings.js";
import { MAX_PREFIX_EXPANSIONS, scoreQuery, type KeywordSlice } from "../../src/index/keyword/rank.js";
import { corpus, WORDS } from "./keyword-corpus.js";
import { analyseDocument, usableAnalysis } from "../../src/index/keyword/analysed.js";
import { KEYWORD_FIELDS } from "../../src/index/keyword/config.js";
import { processTerm, tokenize } from "../../src/core/text/index.js";

// Words that share prefixes and lie one edit apart, so prefix and fuzzy expansions overlap.
const STEMS = ["cach", "connect", "token", "refresh", "migrat", "deploy", "retr"];
const ENDINGS = ["", "e", "es", "ed", "ing", "ion", "ions", "or", "er", "s", "ize", "izer"];
const FAMILY = STEMS.flatMap((stem) => ENDINGS.map((ending) => stem + ending));

function documents(count: number, seed: number): KeywordDocument[] {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  const word = () => (next(2) === 0 ? FAMILY[next(FAMILY.length)]! : WORDS[next(WORDS.length)]!);
  const phrase = (length: number) => Array.from({ length }, word).join(" ");
  return corpus(count, seed).map((document, i) =>
    i % 2 === 0
      ? document
      : toKeywordDocument({
          slug: document.slug,
          title: phrase(1 + next(5)),
          tags: Array.from({ length: next(3) }, () => FAMILY[next(FAMILY.length)]!),
          body: `${document.text}\n${phrase(5 + next(60))}`,
        }),
  );
}

const QUERIES = [
  "cache",
  "cach",
  "connection refresh",
  "tokenizer",
  "tokenise",
  "refrsh token",
  "migration migration",
  "token retry token token",
  "deploy retry cache connect",
  "src/auth/token.ts",
  "max_connections",
  "ECONNREFUSED 127.0.0.1:5432",
  "café",
  "日本語",
  "the and of",
  "nothing-like-this",
  "con",
  "retries retried",
];

/**
 * What a search loads: the stored index of `indexed`, the memories `replaced` leaving it (as pending ones do),
 * `pending` to add; cut to the buckets of `query` when `cut` is given.
 */
function sliceOf(
  indexed: KeywordDocument[],
  replaced: string[],
  pending: KeywordDocument[],
  cut?: { query: string; buckets: number },
): KeywordSlice {
  const builder = new KeywordIndexBuilder();
  for (const document of indexed) builder.add(document);
  const postings = builder.termPostings();
  const base = columnsOf(builder.serializeBase());
  const leaving = new Set(replaced.map((slug) => base.slugs.indexOf(slug)));
  const wanted = cut && new Set(cut.query.split(/\W+/).map((word) => bucketOf(word.toLowerCase(), cut.buckets)));
  const keepTerm = cut && ((term: string) => wanted!.has(bucketOf(term, cut.buckets)));
  const entries = postings.flatMap(([term, data]): Array<[string, TermPostings]> => {
    const kept = mergePostings(data, leaving);
    return kept && (!keepTerm || keepTerm(term)) ? [[term, kept]] : [];
  });
  return { base, leaving, entries, documents: pending, ...(keepTerm ? { keepTerm } : {}) };
}

async function expectSameRanking(slice: KeywordSlice, query: string, keep?: (slug: string) => boolean) {
  const engine = await miniSearchOf(slice);
  const expected = rankedSearch(engine, query, keep ? { filter: (result) => keep(String(result.id)) } : {});
  // The pending memories as the write path records them (analysed once), and as a search analyses them itself.
  const analyses = slice.documents.map((document) => analyseDocument(document, "hash"));
  const analysed = scoreQuery({ ...slice, analyses }, query, { filter: keep });
  const { hits: actual, total } = scoreQuery(slice, query, { filter: keep });
  expect(analysed.total).toBe(total);
  expect(analysed.hits.map((hit) => [hit.slug, hit.score, JSON.stringify(hit.match())])).toEqual(
    actual.map((hit) => [hit.slug, hit.score, JSON.stringify(hit.match())]),
  );
  expect(actual.map((hit) => hit.slug)).toEqual(expected.map((hit) => String(hit.id)));
  expect(total).toBe(actual.length);
  actual.forEach((hit, i) => {
    // Bit for bit: the same terms summed in the same order.
    expect(Object.is(hit.score, expected[i]!.score)).toBe(true);
    expect(JSON.stringify(hit.match())).toBe(JSON.stringify(expected[i]!.match));
  });
  // Asked for the best few, the same first hits and the same count of them all.
  for (const limit of [0, 1, 3, 10]) {
    const best = scoreQuery(slice, query, { filter: keep, limit });
    expect(best.total).toBe(actual.length);
    expect(best.hits.map((hit) => [hit.slug, hit.score])).toEqual(
      actual.slice(0, limit).map((hit) => [hit.slug, hit.score]),
    );
  }
  return actual.length;
}

describe("a query ranked over the loaded postings = MiniSearch over the same index", () => {
  it("gives the same hits, scores and matched terms on a whole index", async () => {
    const slice = sliceOf(documents(300, 3), [], []);
    let found = 0;
    for (const query of QUERIES) found += await expectSameRanking(slice, query);
    expect(found).toBeGreaterThan(300);
  });

  it("with pending memories added and the ones they replace gone", async () => {
    const all = documents(360, 11);
    const indexed = all.slice(0, 300);
    const replaced = indexed.filter((_, i) => i % 9 === 0).map((document) => document.slug);
    const edited = documents(40, 29).map((document, i) => ({ ...document, slug: replaced[i % replaced.length]! }));
    const pending = [...all.slice(300), ...edited.slice(0, replaced.length)];
    const slice = sliceOf(indexed, replaced, pending);
    for (const query of QUERIES) await expectSameRanking(slice, query);
  });

  it("when only the buckets of the query were read, and with a filter", async () => {
    const all = documents(260, 17);
    for (const query of QUERIES) {
      const slice = sliceOf(all.slice(0, 220), [], all.slice(220), { query, buckets: 7 });
      await expectSameRanking(slice, query);
      await expectSameRanking(slice, query, (slug) => Number(slug.split("-")[1]) % 3 !== 0);
    }
  });

  it("breaks ties between equal scores by slug when it keeps only the best few", async () => {
    const same = (slug: string) => toKeywordDocument({ slug, title: "retry budget", tags: [], body: "retry the call" });
    const slice = sliceOf(["dup-e", "dup-c", "dup-a", "dup-d", "dup-b"].map(same), [], [same("dup-0")]);
    expect(scoreQuery(slice, "retry", { limit: 3 })).toMatchObject({
      hits: [{ slug: "dup-0" }, { slug: "dup-a" }, { slug: "dup-b" }],
      total: 6,
    });
    await expectSameRanking(slice, "retry");
  });

  it("ranks pending memories alone (no stored index yet)", async () => {
    const base = columnsOf(new KeywordIndexBuilder().serializeBase());
    const slice: KeywordSlice = { base, entries: [], documents: documents(50, 5) };
    for (const query of QUERIES) await expectSameRanking(slice, query);
    expect(scoreQuery(slice, "cache connect").total).toBeGreaterThan(0);
  });
});

describe("a query term's prefix expansions", () => {
  // A log pasted into a memory: thousands of numbered words behind one prefix.
  const numbered = Array.from({ length: 3 * MAX_PREFIX_EXPANSIONS }, (_, i) => `refresh${i}`);
  const log = toKeywordDocument({ slug: "log", title: "a pasted log", tags: [], body: numbered.join(" ") });
  const note = toKeywordDocument({ slug: "note", title: "refreshes", tags: [], body: "the refreshq token" });

  it("are the indexed words MiniSearch expands to, as long as there are not too many", async () => {
    const few = toKeywordDocument({ slug: "few", title: "t", tags: [], body: numbered.slice(0, 300).join(" ") });
    const slice = sliceOf([few, note], [], []);
    expect(await expectSameRanking(slice, "refresh")).toBe(2);
    expect(
      Object.keys(
        scoreQuery(slice, "refresh")
          .hits.find((hit) => hit.slug === "few")!
          .match(),
      ),
    ).toHaveLength(300);
  });

  it("are at most MAX_PREFIX_EXPANSIONS, the shortest words first", () => {
    const slice = sliceOf([log, note], [], []);
    const { hits } = scoreQuery(slice, "refresh");
    expect(hits.map((hit) => hit.slug).sort()).toEqual(["log", "note"]);
    const matched = Object.keys(hits.find((hit) => hit.slug === "log")!.match());
    expect(matched.length).toBeLessThanOrEqual(MAX_PREFIX_EXPANSIONS);
    expect(matched.length).toBeGreaterThan(MAX_PREFIX_EXPANSIONS / 2);
    // refresh0 … refresh999 (8 to 10 characters) weigh more than any of the 11-character ones.
    expect(matched).toContain("refresh7");
    expect(matched).toContain("refresh42");
    expect(matched.some((term) => term.length === 11)).toBe(false);
    // A short word of a note still among them (`refreshes` is stemmed to `refresh`).
    expect(Object.keys(hits.find((hit) => hit.slug === "note")!.match()).sort()).toEqual(["refresh", "refreshq"]);
  });
});

describe("a pending memory's recorded analysis", () => {
  it("holds the terms and field lengths MiniSearch#add counts from the tokenizer", () => {
    const odd = toKeywordDocument({
      slug: "odd",
      title: "parseHTTPResponse café naïve 日本語 il-6 v1.2",
      tags: ["src/auth/token.ts", "max_connections"],
      body: "Ünïcode wörds, __init__ a.b.c ECONNREFUSED 127.0.0.1:5432 — camelCaseWords and UPPERCase; the the the",
    });
    for (const document of [...documents(120, 7), odd]) {
      const expected = KEYWORD_FIELDS.map((field) => {
        const tokens = tokenize(document[field]);
        const counts = new Map<string, number>();
        for (const token of tokens) {
          const term = processTerm(token);
          if (term) counts.set(term, (counts.get(term) ?? 0) + 1);
        }
        return { length: new Set(tokens).size, terms: [...counts].flat() };
      });
      const analysed = analyseDocument(document, "h");
      expect(analysed.lengths).toEqual(expected.map((field) => field.length));
      expect(analysed.terms).toEqual(expected.map((field) => field.terms));
    }
  });

  const document = toKeywordDocument({ slug: "a", title: "Token refresh", tags: ["auth"], body: "refresh the token" });
  const analysed = analyseDocument(document, "h1");

  it("is used only for the content it was made from, and only when well formed", () => {
    expect(usableAnalysis(analysed, "h1")).toBe(analysed);
    expect(usableAnalysis(analysed, "h2")).toBeUndefined();
    expect(usableAnalysis(analysed, null)).toBeUndefined();
    expect(usableAnalysis(JSON.parse(JSON.stringify(analysed)), "h1")).toEqual(analysed);
    for (const broken of [
      { ...analysed, lengths: [1, 2] },
      { ...analysed, terms: analysed.terms.map((field) => [...field, "odd"]) },
      { ...analysed, terms: analysed.terms.map(() => ["term", 0]) },
      { ...analysed, terms: "token" },
      "text",
    ])
      expect(usableAnalysis(broken, "h1")).toBeUndefined();
  });
});
