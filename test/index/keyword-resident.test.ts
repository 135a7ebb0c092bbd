import { rmSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { keepKeywordIndexesLoaded } from "../../src/index/keyword-resident.js";
import type { OperationContext } from "../../src/ops/context.js";
import { searchMemories } from "../../src/ops/search.js";
import { writeMemory } from "../../src/ops/write.js";
import { contextFor, makeSandbox } from "../helpers.js";

const WORDS = "token refresh race cache database migration lock retry timeout deploy build release queue worker session auth kestrel quokka zebra".split(" ");
const QUERIES = ["token refresh", "cache", "database migration lock", "kestrel", "quokka zebra", "deploy", "sess", "worker queue retry"];

afterEach(() => keepKeywordIndexesLoaded(0));

function text(i: number, salt = 0): string {
  const words: string[] = [];
  for (let k = 0; k < 12 + (i % 7); k++) words.push(WORDS[(i * 7 + k * (3 + salt)) % WORDS.length]!);
  return words.join(" ");
}

/** Every query's results (slug and score, in order) with indexes loaded per query and with them resident. */
async function bothWays(context: OperationContext): Promise<void> {
  for (const query of QUERIES) {
    keepKeywordIndexesLoaded(0);
    const fromFiles = await searchMemories(context, { query, limit: 50 });
    keepKeywordIndexesLoaded(10_000);
    const resident = await searchMemories(context, { query, limit: 50 });
    const resident2 = await searchMemories(context, { query, limit: 50 });
    const shape = (response: typeof fromFiles) => response.results.map((result) => [result.memory.slug, result.score]);
    expect(shape(resident), query).toEqual(shape(fromFiles));
    expect(shape(resident2), query).toEqual(shape(fromFiles));
    expect(resident.total).toBe(fromFiles.total);
  }
}

describe("resident keyword indexes", () => {
  it("answer exactly as the indexes on disk through writes, hand edits, deletions and compactions", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    for (let i = 0; i < 40; i++) await writeMemory(context, { content: text(i), title: `note ${i} ${WORDS[i % WORDS.length]}`, type: "learning", tags: ["t"], slug: `note-${i}` });
    keepKeywordIndexesLoaded(10_000);
    await bothWays(context);
    // A few writes: pending changes over the resident generation.
    for (let i = 0; i < 5; i++) await writeMemory(context, { content: text(i, 1), type: "learning", tags: ["t"], slug: `note-${i}` });
    await writeMemory(context, { content: "kestrel quokka zebra kestrel", title: "fresh one", type: "learning", tags: ["t"], slug: "fresh-one" });
    await bothWays(context);
    // Hand edits and deletions found by a search's check of the files.
    const file = join(box.projectStore, "note-7.md");
    writeFileSync(file, readFileSync(file, "utf8").replace(/\n\n[^\n]*\n$/, "\n\nzebra zebra quokka\n"));
    rmSync(join(box.projectStore, "note-8.md"));
    await bothWays(context);
    // Enough changes to fold pending into a new generation, with the resident index loaded all along.
    for (let i = 10; i < 40; i++) await writeMemory(context, { content: text(i, 2), type: "learning", tags: ["t"], slug: `note-${i}` });
    await bothWays(context);
    for (let i = 0; i < 70; i++) await writeMemory(context, { content: text(i + 3, 3), title: `extra ${i}`, type: "learning", tags: ["t"], slug: `extra-${i}` });
    await bothWays(context);
    rmSync(join(box.projectStore, "extra-3.md"));
    await writeMemory(context, { content: "token token token refresh", type: "learning", tags: ["t"], slug: "note-1" });
    await bothWays(context);
  });

  it("stays off for scopes larger than the limit", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    for (let i = 0; i < 5; i++) await writeMemory(context, { content: text(i), type: "learning", tags: ["t"], slug: `note-${i}` });
    keepKeywordIndexesLoaded(3);
    const small = await searchMemories(context, { query: "token" });
    keepKeywordIndexesLoaded(0);
    expect(small.results.map((r) => r.memory.slug)).toEqual((await searchMemories(context, { query: "token" })).results.map((r) => r.memory.slug));
  });
});
