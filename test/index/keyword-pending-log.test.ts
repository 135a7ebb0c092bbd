// A write records its memory in the keyword index's pending log (one appended line) instead of rewriting
// pending.json, which grows with every write: searches read both and rank as a full rebuild would.

import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { searchMemories } from "../../src/ops/search.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { reindex } from "../../src/ops/reindex.js";
import { contextFor, makeSandbox } from "../helpers.js";

const QUERIES = ["token refresh", "kiwi", "mango vault", "cache"];

describe("the keyword index's pending log", () => {
  it("takes the writes as lines, is read on top of pending.json, and folded in by its next rewrite", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    const dir = join(box.projectStore, ".index", "keyword");
    const write = (i: number) =>
      writeMemory(context, {
        content: `Note ${i}: token refresh ${i % 2 ? "kiwi" : "mango vault"} cache.`,
        title: `Note ${i}`,
        type: "learning",
        tags: ["notes"],
      });
    for (let i = 0; i < 5; i++) await write(i);
    await reindex(context);
    const pendingFile = () => JSON.parse(readFileSync(join(dir, "pending.json"), "utf8"));
    const before = readFileSync(join(dir, "pending.json"), "utf8");
    for (let i = 5; i < 9; i++) await write(i);
    // The writes left pending.json as it was: their lines are in the generation's log.
    expect(readFileSync(join(dir, "pending.json"), "utf8")).toBe(before);
    const { generation } = JSON.parse(readFileSync(join(dir, "meta.json"), "utf8"));
    const log = join(dir, `p-${generation}.jsonl`);
    const lines = readFileSync(log, "utf8").trimEnd().split("\n");
    expect(lines.map((line) => JSON.parse(line).slug)).toHaveLength(4);
    expect(JSON.parse(lines[0]!).analysed.hash).toBe(JSON.parse(lines[0]!).hash);
    // A line being appended (not whole yet) and a damaged one are passed over.
    appendFileSync(log, 'not json\n{"slug":"half');
    const searched: Awaited<ReturnType<typeof searchMemories>>[] = [];
    for (const query of QUERIES) searched.push(await searchMemories(context, { query, limit: 50 }));
    const view = (responses: typeof searched) =>
      responses.map((response) => response.results.map((result) => [result.memory.slug, result.score]));
    expect(searched[0]!.total).toBe(9);
    // A check of the files that finds a change rewrites pending.json: the log's lines go into it.
    rmSync(join(box.projectStore, `${searched[1]!.results[0]!.memory.slug}.md`));
    await searchMemories(context, { query: "kiwi" });
    expect(Object.keys(pendingFile().docs)).toHaveLength(5);
    expect(pendingFile().logBytes).toBe(readFileSync(log).lastIndexOf(10) + 1);
    await write(9);
    const afterLog: typeof searched = [];
    for (const query of QUERIES) afterLog.push(await searchMemories(context, { query, limit: 50 }));
    rmSync(join(box.projectStore, ".index"), { recursive: true });
    await reindex(context);
    const rebuilt: typeof searched = [];
    for (const query of QUERIES) rebuilt.push(await searchMemories(context, { query, limit: 50 }));
    expect(view(afterLog)).toEqual(view(rebuilt));
    expect(view(searched).flat().length).toBeGreaterThan(0);
  });

  it("goes with its generation when a compaction folds the pending memories in", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    const dir = join(box.projectStore, ".index", "keyword");
    for (let i = 0; i < 70; i++)
      await writeMemory(context, {
        content: `Note ${i}: token refresh.`,
        title: `Note ${i}`,
        type: "learning",
        tags: ["notes"],
      });
    const logs = () => readdirSync(dir).filter((name) => name.startsWith("p-"));
    expect(logs()).toHaveLength(1);
    await searchMemories(context, { query: "token" });
    const { generation } = JSON.parse(readFileSync(join(dir, "meta.json"), "utf8"));
    expect(existsSync(join(dir, `p-${generation}.jsonl`))).toBe(false);
    expect(logs()).toHaveLength(0);
    expect((await searchMemories(context, { query: "token" })).total).toBe(70);
  });

  it("never appends through a symlink put in the log's place", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    const dir = join(box.projectStore, ".index", "keyword");
    const write = (i: number) =>
      writeMemory(context, { content: `Note ${i}: token.`, title: `Note ${i}`, type: "learning", tags: ["notes"] });
    await write(0);
    await reindex(context);
    const { generation } = JSON.parse(readFileSync(join(dir, "meta.json"), "utf8"));
    const elsewhere = join(box.dir, "elsewhere.txt");
    writeFileSync(elsewhere, "kept\n");
    symlinkSync(elsewhere, join(dir, `p-${generation}.jsonl`));
    await write(1).catch(() => undefined);
    expect(readFileSync(elsewhere, "utf8")).toBe("kept\n");
  });
});
