// `memory gotchas` reads the gotchas from their index after checking the files,
// and from the whole catalog when the index cannot answer: both say the same.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listGotchas, MAX_GOTCHAS_SHOWN } from "../../src/ops/gotchas.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, json, makeSandbox, runCli } from "../helpers.js";
import { startServer } from "../mcp/mcp-client.js";

describe("listGotchas", () => {
  it("lists from the gotcha index what the catalog holds, and sees a file edited a moment ago", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    const gotcha = (title: string, extra: Record<string, unknown> = {}) =>
      writeMemory(context, { content: `${title}.`, title, type: "gotcha", tags: ["db"], ...extra });
    await gotcha("Migrations need the lock", { paths: ["src/db/**"], fields: { severity: "high" } });
    await gotcha("Seeds run twice in CI", { paths: ["scripts/seed.ts"] });
    const past = contextFor(box, { now: () => new Date("2019-06-01T00:00:00Z") });
    await writeMemory(past, {
      content: "Expired.",
      title: "Old driver leaks connections",
      type: "gotcha",
      tags: ["db"],
      expires: "2020-01-01T00:00:00Z",
    });
    await writeMemory(context, { content: "Use pnpm.", title: "Package manager", type: "decision", tags: ["build"] });
    const requests = [{}, { path: join(box.repo, "src/db/migrate.ts") }, { command: "node scripts/seed.ts" }];
    const listed = async () => Promise.all(requests.map((request) => listGotchas(context, request, box.env)));

    const fromIndex = await listed();
    expect(fromIndex[0]!.gotchas.map((g) => g.slug)).toEqual([
      "gotcha-migrations-need-lock",
      "gotcha-seeds-run-twice-ci",
    ]);
    expect(fromIndex[1]!.gotchas.map((g) => g.slug)).toEqual(["gotcha-migrations-need-lock"]);
    expect(JSON.stringify(fromIndex)).not.toContain('"file"');

    // An index whose meta counts another number of gotchas is not trusted: the catalog answers.
    const meta = join(box.projectStore, ".index", "gotchas", "meta.json");
    const stored = JSON.parse(readFileSync(meta, "utf8")) as { count: number };
    writeFileSync(meta, JSON.stringify({ ...stored, count: stored.count + 1 }));
    expect(await listed()).toEqual(fromIndex);
    writeFileSync(meta, JSON.stringify(stored));

    // Written over in place a moment after a check: still seen.
    const path = join(box.projectStore, "gotcha-seeds-run-twice-ci.md");
    writeFileSync(path, readFileSync(path, "utf8").replace("scripts/seed.ts", "src/db/seed.ts"));
    const seed = await listGotchas(context, { path: join(box.repo, "src/db/seed.ts") }, box.env);
    expect(seed.gotchas.map((g) => g.slug).sort()).toEqual([
      "gotcha-migrations-need-lock",
      "gotcha-seeds-run-twice-ci",
    ]);
  });

  it("shows a reader the 30 most relevant of many, and how many more; JSON and the MCP tool's total keep the count", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    for (let i = 0; i < 40; i++)
      await writeMemory(context, {
        content: `Broad trap ${i}.`,
        title: `Broad trap ${i}`,
        type: "gotcha",
        tags: ["db"],
        paths: ["**"],
      });
    const report = await runCli(box, ["gotchas", "src/a.ts"]);
    expect(report.stdout.match(/^\d+\. gotcha-broad-trap/gm)).toHaveLength(MAX_GOTCHAS_SHOWN);
    expect(report.stdout).toContain("… and 10 less relevant gotchas (--json lists every one).");
    expect(json(await runCli(box, ["gotchas", "src/a.ts", "--json"])).gotchas).toHaveLength(40);
    const server = await startServer(box);
    const tool = await server.call("gotchas", { path: "src/a.ts" });
    expect(tool.structured).toMatchObject({ total: 40 });
    expect(tool.structured.gotchas).toHaveLength(MAX_GOTCHAS_SHOWN);
    expect(tool.text).toContain("… and 10 less relevant");
  });
});
