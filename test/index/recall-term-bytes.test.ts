// A rebuild writes the recall index's term shards as bytes (build.ts): each file must be the text termLine makes,
// the terms of its shard in the order first met, each term's postings in the order of the sorted slugs.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { shardOf } from "../../src/core/hash/index.js";
import { forEachTerm } from "../../src/core/recall/index.js";
import { saveRecallIndex } from "../../src/index/recall/build.js";
import {
  RECALL_DIR,
  readRecallMeta,
  termFile,
  termLine,
  type RecallMeta,
  type StoredRecallDetail,
} from "../../src/index/recall/read.js";
import { ScopeStore } from "../../src/store/scope-store.js";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function detail(terms: string): StoredRecallDetail {
  return { t: "title", y: "fact", g: [], x: "text", u: "2026-01-01T00:00:00Z", f: [1, 2], w: terms };
}

/** The shards as termLine would write them from the same details. */
function expectedShards(details: Array<[string, StoredRecallDetail]>, meta: RecallMeta): Map<string, string> {
  const { shards } = meta;
  const sorted = [...details].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const postings = new Map<string, Array<[string, number]>>();
  for (const [slug, { w }] of sorted)
    forEachTerm(w, (term, weight) => {
      const list = postings.get(term);
      if (list) list.push([slug, weight]);
      else postings.set(term, [[slug, weight]]);
    });
  const files = new Map<string, string>();
  for (const [term, list] of postings) {
    const name = termFile(meta, shardOf(term, shards));
    files.set(name, (files.get(name) ?? "") + termLine(term, list));
  }
  return files;
}

describe("recall term shards written as bytes", () => {
  it("equal termLine's text, for Unicode terms and slugs, weights of many digits and fractions", async () => {
    const words = ["queri", "rout", "ci", "alway", "zürich", "naïv", "東京", "κλειδί", "emoji😀", "a", "x1"];
    const details: Array<[string, StoredRecallDetail]> = [];
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let m = 0; m < 400; m++) {
      const groups: string[] = [];
      const weights = [1234, 300, 255, 256, 12, 10, 9, 1, 0.5, 2.25].filter(() => next(3) === 0);
      for (const weight of weights.length ? weights : [1]) {
        const terms = words.filter(() => next(2) === 0).map((word) => `${word}${next(40)}`);
        if (terms.length) groups.push(`${weight} ${[...new Set(terms)].join(" ")}`);
      }
      const slug = m % 7 === 0 ? `mémoire-${m}` : `memory-${m}`;
      details.push([slug, detail(groups.join(";"))]);
    }
    const root = mkdtempSync(join(tmpdir(), "recall-bytes-"));
    dirs.push(root);
    mkdirSync(join(root, "memory"));
    const store = new ScopeStore("project", join(root, "memory"));
    await saveRecallIndex(store, details);
    const dir = store.indexPath(RECALL_DIR);
    const meta = readRecallMeta(dir)!;
    const expected = expectedShards(details, meta);
    const written = readdirSync(dir).filter((name) => name.endsWith(".tsv"));
    expect(written.sort()).toEqual([...expected.keys()].sort());
    for (const [name, text] of expected) expect(readFileSync(join(dir, name), "utf8"), name).toBe(text);
    expect(expected.size).toBeGreaterThan(1);
  });

  it("read each terms text as forEachTerm reads it: odd weights and spacing, and more terms than the first table holds", async () => {
    const odd = [
      "3  double  spaces ;2 trailing ",
      "x nan-weight skipped;1 kept",
      "0x10 hex;1e2 exponent;007 leading;1234567890 long;-2 negative;+4 plus",
      ";;1 after-empty-groups;;",
      "5",
      "Infinity skipped;NaN skipped;1 last",
      "",
    ];
    const details: Array<[string, StoredRecallDetail]> = odd.map((terms, m) => [`odd-${m}`, detail(terms)]);
    // Enough distinct terms that the term table grows several times.
    for (let m = 0; m < 300; m++) {
      const terms = Array.from({ length: 60 }, (_, k) => `t${(m * 37 + k * 101) % 20000}`);
      details.push([`many-${m}`, detail(`2 ${terms.slice(0, 30).join(" ")};1 ${terms.slice(30).join(" ")}`)]);
    }
    const root = mkdtempSync(join(tmpdir(), "recall-bytes-"));
    dirs.push(root);
    mkdirSync(join(root, "memory"));
    const store = new ScopeStore("project", join(root, "memory"));
    await saveRecallIndex(store, details);
    const dir = store.indexPath(RECALL_DIR);
    const meta = readRecallMeta(dir)!;
    const expected = expectedShards(details, meta);
    for (const [name, text] of expected) expect(readFileSync(join(dir, name), "utf8"), name).toBe(text);
    expect(
      readdirSync(dir)
        .filter((name) => name.endsWith(".tsv"))
        .sort(),
    ).toEqual([...expected.keys()].sort());
    let total = 0;
    for (const [, { w }] of details) forEachTerm(w, (_, weight) => (total += weight));
    expect(meta.totalWeight).toBe(total);
    expect(readFileSync(join(dir, termFile(meta, shardOf("hex", meta.shards))), "utf8")).toContain("hex\todd-2 16\n");
  });
});
