// The stored form of a term's postings: written and read back unchanged, the
// JSON of earlier versions still read, anything malformed refused (a search
// then rebuilds the index), never misread.
import { describe, expect, it } from "vitest";
import {
  decodePostings,
  encodeEntries,
  hasPosting,
  mergePostings,
  postingsObject,
  postingsOf,
} from "../../src/index/keyword/postings.js";

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("utf8");
const read = (value: string) => Array.from(decodePostings(Buffer.from(value), 0, Buffer.byteLength(value)));

describe("keyword postings", () => {
  it("are written as fields of id gaps and frequencies, and read back", () => {
    const postings = Int32Array.from([0, 2, 3, 1, 10, 2, 2, 3, 0, 1, 7, 4, 123456, 1]);
    const encoded = encodeEntries([
      ["a", postings],
      ["b", Int32Array.from([1, 1, 4, 2])],
    ]).map(([term, bytes]) => [term, text(bytes)]);
    expect(encoded).toEqual([
      ["a", "0:3,1,7,2;2:0,1,7,4,123449,1"],
      ["b", "1:4,2"],
    ]);
    expect(read("0:3,1,7,2;2:0,1,7,4,123449,1")).toEqual(Array.from(postings));
  });

  it("read the JSON earlier versions wrote, as the same postings", () => {
    const json = '{"0":{"3":1,"10":2},"2":{"0":1,"7":4}}';
    expect(read(json)).toEqual([0, 2, 3, 1, 10, 2, 2, 2, 0, 1, 7, 4]);
    expect(postingsObject(postingsOf(JSON.parse(json)))).toEqual(JSON.parse(json));
  });

  it("refuse malformed text instead of misreading it", () => {
    for (const bad of [
      "",
      "0:",
      "0:1",
      "0:1,2,3",
      "x:1,1",
      "0:1,,1",
      "0:1;1",
      "0:1,1;",
      ";0:1,1",
      "0:1234567890,1",
      "0:1 1",
      "0:1,1,2:3,4",
      "0:1,1:2",
    ])
      expect(() => read(bad), bad).toThrow(/malformed/);
  });

  it("lose the memories leaving and take the ones added, field by field", () => {
    const postings = Int32Array.from([0, 2, 1, 1, 5, 2, 1, 1, 5, 3]);
    const more = Int32Array.from([1, 1, 9, 1, 2, 1, 9, 2]);
    expect(Array.from(mergePostings(postings, new Set([5]), more)!)).toEqual([0, 1, 1, 1, 1, 1, 9, 1, 2, 1, 9, 2]);
    expect(mergePostings(postings, new Set([1, 5]))).toBeUndefined();
    expect(mergePostings(postings, new Set())).toBe(postings);
    expect(hasPosting(postings, 0, 5)).toBe(true);
    expect(hasPosting(postings, 1, 1)).toBe(false);
    expect(hasPosting(postings, 2, 5)).toBe(false);
  });
});
