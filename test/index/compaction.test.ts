// Folding `pending` into the buckets one bucket at a time must give the index
// a full rebuild gives: same hits, same order, same scores.

import { rmSync, unlinkSync, writeFileSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { searchMemories } from "../../src/ops/search.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { reindex } from "../../src/ops/reindex.js";
import { plainOf, storedBase } from "../../src/index/keyword/base.js";
import { readBucket } from "../../src/index/keyword/files.js";
import { postingsObject } from "../../src/index/keyword/postings.js";
import { contextFor, makeSandbox } from "../helpers.js";

const WORDS = [
  "token",
  "refresh",
  "cache",
  "retry",
  "queue",
  "worker",
  "schema",
  "deploy",
  "lock",
  "session",
  "parser",
  "index",
  "vault",
  "kiwi",
  "mango",
];
const QUERIES = ["token refresh", "cache", "queue worker retry", "kiwi", "mango vault", "parser index lock", "rotated"];

type Context = ReturnType<typeof contextFor>;

async function searchAll(context: Context) {
  const responses = [];
  for (const query of QUERIES) responses.push(await searchMemories(context, { query, limit: 100 }));
  return responses;
}

const view = (responses: Awaited<ReturnType<typeof searchAll>>) =>
  responses.map((response) => ({
    total: response.total,
    hits: response.results.map((result) => [result.memory.slug, result.score]),
  }));

async function seed(context: Context): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const words = Array.from({ length: 12 }, (_, j) => WORDS[(i * 7 + j * 3) % WORDS.length]).join(" ");
    await writeMemory(context, {
      content: `Note ${i}: ${words}.`,
      title: `Note ${i} ${WORDS[i % WORDS.length]}`,
      type: "learning",
      tags: [WORDS[(i + 3) % WORDS.length]!],
    });
  }
}

describe("keyword index compaction", () => {
  it("pending edits and deletions score as a full rebuild would, before any compaction", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    await seed(context);
    await reindex(context);
    const files = readdirSync(box.projectStore)
      .filter((name) => name.endsWith(".md"))
      .sort();
    unlinkSync(join(box.projectStore, files[0]!));
    for (const name of files.slice(1, 8)) {
      const path = join(box.projectStore, name);
      writeFileSync(path, readFileSync(path, "utf8").replace("Note", "Rotated note").replace(/token/g, "kiwi"));
    }
    const pendingView = view(await searchAll(context));
    expect(
      Object.keys(JSON.parse(readFileSync(join(box.projectStore, ".index", "keyword", "pending.json"), "utf8")).docs),
    ).toHaveLength(8);
    await reindex(context);
    expect(pendingView).toEqual(view(await searchAll(context)));
  });

  it("gives the same results as a full rebuild after writes, hand edits and deletions", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    await seed(context);
    await searchMemories(context, { query: "token" }); // indexes the first writes
    const files = readdirSync(box.projectStore)
      .filter((name) => name.endsWith(".md"))
      .sort();
    for (const name of files.slice(0, 10)) unlinkSync(join(box.projectStore, name));
    for (const name of files.slice(10, 40)) {
      const path = join(box.projectStore, name);
      writeFileSync(path, readFileSync(path, "utf8").replace("Note", "Rotated note"));
    }
    for (let i = 0; i < 40; i++)
      await writeMemory(context, {
        content: `Fresh ${i}: mango kiwi ${WORDS[i % WORDS.length]}.`,
        title: `Fresh ${i}`,
        type: "decision",
        tags: ["fresh"],
      });
    // Searches at once: one folds `pending` in under the index lock, the others wait or retry.
    const compacted = await Promise.all(QUERIES.map((query) => searchMemories(context, { query, limit: 100 })));
    const pending = JSON.parse(readFileSync(join(box.projectStore, ".index", "keyword", "pending.json"), "utf8"));
    expect(Object.keys(pending.docs).length).toBeLessThan(65); // more than 64 changes: folded in
    rmSync(join(box.projectStore, ".index"), { recursive: true });
    await reindex(context);
    const rebuilt = await searchAll(context);
    expect(view(compacted)).toEqual(view(rebuilt));
    expect(compacted[6]!.total).toBe(30);
  });

  it("reads an index of the previous version (postings as JSON) as it is; its next compaction writes the current form", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    await seed(context);
    await reindex(context);
    const expected = view(await searchAll(context));
    const dir = join(box.projectStore, ".index", "keyword");
    const meta = JSON.parse(readFileSync(join(dir, "meta.json"), "utf8"));
    // Rewrite the generation as version 4 wrote it: minisearch's JSON for the documents and each term's postings.
    for (let bucket = 0; bucket < meta.buckets; bucket++) {
      const entries = await readBucket(
        { indexPath: (path: string) => join(box.projectStore, ".index", path) } as never,
        meta.generation,
        bucket,
      );
      const lines = entries.map(([term, postings]) => [term, JSON.stringify(postingsObject(postings))] as const);
      let offset = 0;
      const directory = lines.map(([term, json]) => {
        const at = offset + Buffer.byteLength(`${term}\t`);
        offset = at + Buffer.byteLength(json) + 1;
        return [term, at, Buffer.byteLength(json)];
      });
      const text = `${JSON.stringify(directory)}\n${lines.map(([term, json]) => `${term}\t${json}\n`).join("")}`;
      writeFileSync(join(dir, `t-${meta.generation}-${bucket}.tsv`), text);
    }
    const basePath = join(dir, `b-${meta.generation}.json`);
    writeFileSync(basePath, JSON.stringify(plainOf(storedBase(JSON.parse(readFileSync(basePath, "utf8")))!)));
    writeFileSync(join(dir, "meta.json"), JSON.stringify({ ...meta, version: 4 }));
    expect(readFileSync(join(dir, `t-${meta.generation}-0.tsv`), "utf8")).toContain('\t{"');
    expect(readFileSync(basePath, "utf8")).toContain('"documentIds"');

    expect(view(await searchAll(context))).toEqual(expected);
    expect(context.warnings).toEqual([]);
    expect(JSON.parse(readFileSync(join(dir, "meta.json"), "utf8"))).toMatchObject({
      version: 4,
      generation: meta.generation,
    });

    for (let i = 0; i < 70; i++)
      await writeMemory(context, {
        content: `Extra ${i}: mango.`,
        title: `Extra ${i}`,
        type: "learning",
        tags: ["extra"],
      });
    const compacted = view(await searchAll(context));
    const rewritten = JSON.parse(readFileSync(join(dir, "meta.json"), "utf8"));
    expect(rewritten.version).toBe(5);
    expect(rewritten.generation).not.toBe(meta.generation);
    expect(readFileSync(join(dir, `t-${rewritten.generation}-0.tsv`), "utf8")).not.toContain('\t{"');
    expect(readFileSync(join(dir, `b-${rewritten.generation}.json`), "utf8")).toContain('"slugs"');
    await reindex(context);
    expect(compacted).toEqual(view(await searchAll(context)));
  });

  it("spreads a scope over more buckets when it outgrows them (a scope's first write makes one), ranking as a rebuild would", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    const metaPath = join(box.projectStore, ".index", "keyword", "meta.json");
    const buckets = () => (JSON.parse(readFileSync(metaPath, "utf8")) as { buckets: number }).buckets;
    // Words of letters only, different in every memory, so the postings outgrow a bucket's 64 KB.
    const word = (n: number) => n.toString(26).replace(/./g, (digit) => String.fromCharCode(97 + parseInt(digit, 26)));
    const write = (i: number, words: number) =>
      writeMemory(context, {
        content: `Long ${i}: token cache ${Array.from({ length: words }, (_, j) => `q${word(i * 1000 + j)}z`).join(" ")}.`,
        title: `Long ${i} ${WORDS[i % WORDS.length]}`,
        type: "learning",
        tags: [WORDS[(i + 3) % WORDS.length]!],
      });
    for (let i = 0; i < 70; i++) await write(i, 300);
    await reindex(context);
    // The index gone (a check found most files changed, say), a write starts it again with one bucket ...
    rmSync(join(box.projectStore, ".index", "keyword"), { recursive: true });
    await write(70, 5);
    expect(buckets()).toBe(1);
    // ... and the next search takes the other 70 memories in: more than a bucket's worth, spread at once.
    const compacted = view(await searchAll(context));
    expect(buckets()).toBeGreaterThanOrEqual(8);
    rmSync(join(box.projectStore, ".index"), { recursive: true });
    await reindex(context);
    expect(compacted).toEqual(view(await searchAll(context)));
  });
});
