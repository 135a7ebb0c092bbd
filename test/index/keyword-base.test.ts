// The documents of a keyword index are stored as columns; minisearch's form
// (version 4) is still read, and anything else counts as damaged.
import { describe, expect, it } from "vitest";
import { columnsOf, plainOf, storedBase } from "../../src/index/keyword/base.js";
import { KeywordIndexBuilder } from "../../src/index/keyword/builder.js";
import { KEYWORD_FIELDS } from "../../src/index/keyword/config.js";
import { corpus } from "./keyword-corpus.js";

describe("keyword index documents", () => {
  const builder = new KeywordIndexBuilder();
  for (const document of corpus(30, 9)) builder.add(document);
  builder.removeAll(["memory-3", "memory-17"]);
  const plain = builder.serializeBase();

  it("as columns hold what minisearch's form holds, ids no memory holds any more included", () => {
    const base = columnsOf(plain);
    expect(base.slugs[3]).toBeNull();
    expect(base.slugs[4]).toBe("memory-4");
    const fields = KEYWORD_FIELDS.length;
    expect(base.fieldLengths.slice(4 * fields, 5 * fields)).toEqual(plain.fieldLength[4]);
    expect(plainOf(base)).toEqual(plain);
    expect(storedBase(JSON.parse(JSON.stringify(base)))).toEqual(base);
    expect(storedBase(JSON.parse(JSON.stringify(plain)))).toEqual(base);
  });

  it("count as damaged when the columns disagree or are missing", () => {
    const base = columnsOf(plain);
    expect(storedBase({ ...base, slugs: base.slugs.slice(1) })).toBeUndefined();
    expect(storedBase({ ...base, fieldLengths: [1, 2] })).toBeUndefined();
    expect(storedBase({ ...base, slugs: undefined })).toBeUndefined();
    expect(storedBase("nonsense")).toBeUndefined();
    expect(storedBase(null)).toBeUndefined();
  });
});
