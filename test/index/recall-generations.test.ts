// The recall index is written as a generation of new shard files, switched to by its meta (written last): a reader
// sees the old index or the new one, a rebuild cut short leaves the old one readable, and each rebuild removes the
// files of every other generation and those of the format before (version 6's `t256-3.tsv` names).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { saveRecallIndex } from "../../src/index/recall/build.js";
import {
  pairsOf,
  RECALL_DIR,
  RecallScope,
  readRecallMeta,
  type StoredRecallDetail,
} from "../../src/index/recall/read.js";
import { ScopeStore } from "../../src/store/scope-store.js";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function store(): ScopeStore {
  const root = mkdtempSync(join(tmpdir(), "recall-generations-"));
  dirs.push(root);
  mkdirSync(join(root, "memory"));
  return new ScopeStore("project", join(root, "memory"));
}

const detail = (title: string, terms: string): StoredRecallDetail => ({
  t: title,
  y: "fact",
  g: [],
  x: title,
  u: "2026-01-01T00:00:00Z",
  f: [1, 2],
  w: terms,
});

/** What a prompt reads of the index: the postings of some terms and the titles of some memories. */
function view(scopeStore: ScopeStore, terms: string[], slugs: string[]) {
  const scope = new RecallScope(scopeStore.root, scopeStore.indexDir);
  return {
    count: scope.meta?.count,
    postings: terms.map((term) => pairsOf(scope.postings(term))),
    titles: slugs.map((slug) => scope.detail(slug)?.t),
  };
}

describe("recall index generations", () => {
  it("switches at the meta, keeps the old index whole until then, and leaves one generation's files", async () => {
    const s = store();
    const dir = s.indexPath(RECALL_DIR);
    const first: Array<[string, StoredRecallDetail]> = [
      ["pool-size", detail("Pool size", "3 pool;1 size")],
      ["retry-budget", detail("Retry budget", "3 retri;1 budget pool")],
    ];
    await saveRecallIndex(s, first);
    const meta = readRecallMeta(dir)!;
    expect(meta.generation).toMatch(/^[0-9a-z]+$/);
    const shardFiles = () => readdirSync(dir).filter((name) => /^[td]-/.test(name));
    expect(shardFiles().every((name) => name.includes(`-${meta.generation}-`))).toBe(true);
    const before = view(s, ["pool", "retri"], ["pool-size", "retry-budget"]);
    expect(before.postings).toEqual([
      [
        ["pool-size", 3],
        ["retry-budget", 1],
      ],
      [["retry-budget", 3]],
    ]);

    // A rebuild cut short: files of a generation no meta names (one torn), and version 6's names beside them.
    writeFileSync(join(dir, "t-zzzz-0.tsv"), "pool\tghost 9\n");
    writeFileSync(join(dir, "d-zzzz-0.json"), '{"ghost":');
    writeFileSync(join(dir, "t1-0.tsv"), "pool\told 1\n");
    writeFileSync(join(dir, "d1-0.json"), "{}");
    expect(view(s, ["pool", "retri"], ["pool-size", "retry-budget"])).toEqual(before);

    await saveRecallIndex(s, [...first, ["pool-limits", detail("Pool limits", "4 pool;1 limit")]]);
    const next = readRecallMeta(dir)!;
    expect(next.generation).not.toBe(meta.generation);
    expect(shardFiles().every((name) => name.includes(`-${next.generation}-`))).toBe(true);
    expect(readdirSync(dir).filter((name) => /^[td]\d/.test(name))).toEqual([]);
    expect(view(s, ["pool"], ["pool-limits"])).toEqual({
      count: 3,
      postings: [
        [
          ["pool-limits", 4],
          ["pool-size", 3],
          ["retry-budget", 1],
        ],
      ],
      titles: ["Pool limits"],
    });
  });

  it("lays over the shards only a delta made for their generation, and reads a version 6 meta as no index", async () => {
    const s = store();
    const dir = s.indexPath(RECALL_DIR);
    await saveRecallIndex(s, [["pool-size", detail("Pool size", "3 pool")]]);
    const meta = readRecallMeta(dir)!;
    const delta = (generation: string) =>
      JSON.stringify({ shards: meta.shards, generation, changes: { "pool-size": null } });
    writeFileSync(join(dir, "delta.json"), delta("older"));
    expect(view(s, ["pool"], ["pool-size"]).titles).toEqual(["Pool size"]);
    writeFileSync(join(dir, "delta.json"), delta(meta.generation));
    expect(view(s, ["pool"], ["pool-size"])).toMatchObject({ postings: [[]], titles: [undefined] });

    const old = { ...JSON.parse(readFileSync(join(dir, "meta.json"), "utf8")), version: 6 };
    delete old.generation;
    writeFileSync(join(dir, "meta.json"), JSON.stringify(old));
    expect(readRecallMeta(dir)).toBeUndefined();
  });
});
