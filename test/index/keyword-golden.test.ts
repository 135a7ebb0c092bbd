// The keyword builder writes minisearch's serialised form itself (much faster
// than MiniSearch#add for full rebuilds). This pins that contract: on a varied
// corpus its output must equal what minisearch would serialise, and both must
// answer queries identically.
import MiniSearch, { type AsPlainObject } from "minisearch";
import { describe, expect, it } from "vitest";
import { KeywordIndexBuilder } from "../../src/index/keyword/builder.js";
import { KEYWORD_INDEX_OPTIONS, type KeywordDocument, rankedSearch } from "../../src/index/keyword/config.js";
import { corpus } from "./keyword-corpus.js";

/** Index entries as a sorted plain structure: the radix tree's traversal order is not part of the contract. */
function normalise(json: AsPlainObject) {
  const index = [...json.index]
    .map(([term, fields]) => [term, JSON.parse(JSON.stringify(fields))] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const { averageFieldLength, ...rest } = json;
  return { rest: { ...rest, index: undefined }, index, averageFieldLength };
}

function minisearchOf(documents: KeywordDocument[], removed: string[] = []): AsPlainObject {
  const engine = new MiniSearch<KeywordDocument>(KEYWORD_INDEX_OPTIONS);
  engine.addAll(documents);
  for (const slug of removed) engine.discard(slug);
  engine.vacuum();
  return engine.toJSON();
}

function builderOf(documents: KeywordDocument[], removed: string[] = []): AsPlainObject {
  const builder = new KeywordIndexBuilder();
  for (const document of documents) builder.add(document);
  builder.removeAll(removed);
  const { base, entries } = builder.serialize();
  return { ...base, index: entries };
}

function expectSameIndex(ours: AsPlainObject, theirs: AsPlainObject): void {
  const a = normalise(ours);
  const b = normalise(theirs);
  expect(a.rest).toEqual(b.rest);
  expect(a.index).toEqual(b.index);
  a.averageFieldLength.forEach((value, field) => expect(value).toBeCloseTo(b.averageFieldLength[field]!, 9));
}

const QUERIES = [
  "token refresh race",
  "max_connections replicas",
  "__init__.py",
  "ECONNREFUSED 127.0.0.1:5432",
  "café naïve",
  "runs",
  "auth mutex",
  "日本語",
];

function results(json: AsPlainObject, query: string) {
  const engine = MiniSearch.loadJS<KeywordDocument>(json, KEYWORD_INDEX_OPTIONS);
  return rankedSearch(engine, query).map((hit) => [hit.id, Number(hit.score.toFixed(9))]);
}

describe("keyword builder = minisearch's own serialisation", () => {
  it("builds the index minisearch would serialise, on a varied corpus", () => {
    const documents = corpus(400);
    expectSameIndex(builderOf(documents), minisearchOf(documents));
  });

  it("stays equal after documents are removed", () => {
    const documents = corpus(300, 11);
    const removed = documents.filter((_, i) => i % 7 === 0).map((document) => document.slug);
    const ours = builderOf(documents, removed);
    const theirs = minisearchOf(documents, removed);
    expect(ours.documentCount).toBe(documents.length - removed.length);
    expectSameIndex(ours, theirs);
  });

  it("answers every query exactly as minisearch's own index does", () => {
    const documents = corpus(400, 3);
    const ours = builderOf(documents);
    const theirs = minisearchOf(documents);
    for (const query of QUERIES) {
      const expected = results(theirs, query);
      expect(results(ours, query)).toEqual(expected);
    }
    expect(QUERIES.some((query) => results(ours, query).length > 0)).toBe(true);
  });

  it("builds the same index when the documents are built in parts and appended in order", () => {
    const documents = corpus(500, 5);
    const whole = new KeywordIndexBuilder();
    for (const document of documents) whole.add(document);
    const joined = new KeywordIndexBuilder();
    const cuts = [0, 1, 170, 171, 400, 500];
    for (let i = 0; i + 1 < cuts.length; i++) {
      const part = new KeywordIndexBuilder();
      for (const document of documents.slice(cuts[i], cuts[i + 1])) part.add(document);
      if (i === 0) for (const document of documents.slice(cuts[0], cuts[1])) joined.add(document);
      else joined.appendPart(structuredClone(part.exportPart()));
    }
    expect(JSON.stringify(joined.serialize())).toBe(JSON.stringify(whole.serialize()));
    expect(() => joined.appendPart(whole.exportPart())).toThrow(/already indexed/);
  });
});
