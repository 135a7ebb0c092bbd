import { rmSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { keepKeywordIndexesLoaded, settleResidentIndexes } from "../../src/index/keyword/resident.js";
import type { OperationContext } from "../../src/ops/context.js";
import { searchMemories } from "../../src/ops/search.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, makeSandbox, runCli, type Sandbox } from "../helpers.js";

const WORDS =
  "token refresh race cache database migration lock retry timeout deploy build release queue worker session auth kestrel quokka zebra".split(
    " ",
  );
const QUERIES = ["token refresh", "database migration lock", "quokka zebra sess"];

afterEach(() => keepKeywordIndexesLoaded(0));

function text(i: number, salt = 0): string {
  const words: string[] = [];
  for (let k = 0; k < 12 + (i % 7); k++) words.push(WORDS[(i * 7 + k * (3 + salt)) % WORDS.length]!);
  return words.join(" ");
}

/** Every query's results (slug and score, in order) from a command (indexes loaded from disk) and from the resident index of this process. */
async function bothWays(box: Sandbox, context: OperationContext, vacuumNowUpTo: number): Promise<void> {
  for (const query of QUERIES) {
    const cli = await runCli(box, ["search", query, "--limit", "50", "--mode", "keyword", "--json"]);
    expect(cli.code, cli.stderr).toBe(0);
    const fromFiles = JSON.parse(cli.stdout) as Awaited<ReturnType<typeof searchMemories>>;
    // Right after changes: the same memories; with vacuuming left for later, scores may differ a little …
    const resident = await searchMemories(context, { query, limit: 50 });
    const slugs = (response: typeof fromFiles) => response.results.map((result) => result.memory.slug).sort();
    const shape = (response: typeof fromFiles) => response.results.map((result) => [result.memory.slug, result.score]);
    expect(resident.total, query).toBe(fromFiles.total);
    if (fromFiles.total <= 50) expect(slugs(resident), query).toEqual(slugs(fromFiles));
    if (vacuumNowUpTo > 0) expect(shape(resident), query).toEqual(shape(fromFiles));
    // … and are exactly the same once vacuumed.
    await settleResidentIndexes();
    const settled = await searchMemories(context, { query, limit: 50 });
    expect(shape(settled), query).toEqual(shape(fromFiles));
  }
}

describe("resident keyword indexes", () => {
  it.each([
    ["small index, vacuumed at once", 2000],
    ["large-index path, vacuumed when idle", 0],
  ])(
    "answer as the indexes on disk through writes, hand edits, deletions and compactions (%s)",
    async (_label, vacuumNowUpTo) => {
      const box = makeSandbox();
      const context = contextFor(box);
      for (let i = 0; i < 20; i++)
        await writeMemory(context, {
          content: text(i),
          title: `note ${i} ${WORDS[i % WORDS.length]}`,
          type: "learning",
          tags: ["t"],
          slug: `note-${i}`,
        });
      keepKeywordIndexesLoaded(1 << 30, vacuumNowUpTo > 0 ? { vacuumNowUpTo } : { vacuumNowUpTo, maxDirtFactor: 1 });
      await bothWays(box, context, vacuumNowUpTo);
      // A few writes: pending changes over the resident generation.
      for (let i = 0; i < 5; i++)
        await writeMemory(context, { content: text(i, 1), type: "learning", tags: ["t"], slug: `note-${i}` });
      await writeMemory(context, {
        content: "kestrel quokka zebra kestrel",
        title: "fresh one",
        type: "learning",
        tags: ["t"],
        slug: "fresh-one",
      });
      await bothWays(box, context, vacuumNowUpTo);
      // Hand edits and deletions found by a search's check of the files.
      const file = join(box.projectStore, "note-7.md");
      writeFileSync(file, readFileSync(file, "utf8").replace(/\n\n[^\n]*\n$/, "\n\nzebra zebra quokka\n"));
      rmSync(join(box.projectStore, "note-8.md"));
      await bothWays(box, context, vacuumNowUpTo);
      // Enough changes to fold pending into a new generation, with the resident index loaded all along.
      for (let i = 10; i < 20; i++)
        await writeMemory(context, { content: text(i, 2), type: "learning", tags: ["t"], slug: `note-${i}` });
      await bothWays(box, context, vacuumNowUpTo);
      for (let i = 0; i < 50; i++)
        await writeMemory(context, {
          content: text(i + 3, 3),
          title: `extra ${i}`,
          type: "learning",
          tags: ["t"],
          slug: `extra-${i}`,
        });
      await bothWays(box, context, vacuumNowUpTo);
      rmSync(join(box.projectStore, "extra-3.md"));
      await writeMemory(context, {
        content: "token token token refresh",
        type: "learning",
        tags: ["t"],
        slug: "note-1",
      });
      await bothWays(box, context, vacuumNowUpTo);
    },
    240_000,
  );

  it("stays off for scopes larger than the limit", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    for (let i = 0; i < 5; i++)
      await writeMemory(context, { content: text(i), type: "learning", tags: ["t"], slug: `note-${i}` });
    keepKeywordIndexesLoaded(100);
    const small = await searchMemories(context, { query: "token" });
    keepKeywordIndexesLoaded(0);
    expect(small.results.map((r) => r.memory.slug)).toEqual(
      (await searchMemories(context, { query: "token" })).results.map((r) => r.memory.slug),
    );
  });
});
