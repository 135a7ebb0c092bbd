// The keyword builder settles its logged postings into views of one buffer per settle (builder.ts): settling
// often, appending parts and removing documents in between must build what one pass builds.
import { describe, expect, it } from "vitest";
import { KeywordIndexBuilder } from "../../src/index/keyword/index.js";
import { corpus } from "./keyword-corpus.js";

describe("keyword builder settles", () => {
  const documents = corpus(400, 11);

  it("to the same index whether it settles once or after every few documents", () => {
    const once = new KeywordIndexBuilder();
    for (const document of documents) once.add(document);
    const often = new KeywordIndexBuilder();
    documents.forEach((document, i) => {
      often.add(document);
      if (i % 7 === 0) often.estimatedBytes();
    });
    expect(often.serialize()).toEqual(once.serialize());
  });

  it("to the same index with parts appended between settles", () => {
    const once = new KeywordIndexBuilder();
    for (const document of documents) once.add(document);
    const main = new KeywordIndexBuilder();
    for (const document of documents.slice(0, 100)) main.add(document);
    main.estimatedBytes();
    for (const [from, to] of [
      [100, 250],
      [250, 400],
    ] as const) {
      const part = new KeywordIndexBuilder();
      for (const document of documents.slice(from, to)) part.add(document);
      main.appendPart(part.exportPart());
    }
    expect(main.serialize()).toEqual(once.serialize());
  });

  it("to the same index, with removals, whether it settles often or only when it must", () => {
    const build = (settleEvery: number) => {
      const builder = new KeywordIndexBuilder();
      documents.forEach((document, i) => {
        builder.add(document);
        if (settleEvery > 0 && i % settleEvery === 0) builder.estimatedBytes();
        if (i % 6 === 0) builder.remove(documents[i >> 1]!.slug);
      });
      builder.removeAll(documents.filter((_, i) => i % 5 === 0).map((document) => document.slug));
      for (const document of documents.slice(0, 40)) builder.add(document);
      return builder.serialize();
    };
    const seldom = build(0);
    expect(build(3)).toEqual(seldom);
    expect(build(17)).toEqual(seldom);
  });
});
