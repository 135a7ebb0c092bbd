// One discipline for derived state: a change set applied twice gives the same
// indexes as once, and checks of the files running at once (in one process or
// several) give the indexes one check gives.

import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../../src/index/derived/catalog-load.js";
import { scanScope } from "../../src/index/derived/scan.js";
import { syncDerived } from "../../src/index/derived/apply-changes.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { ScopeStore } from "../../src/store/scope-store.js";
import { contextFor, makeSandbox, runCli, type Sandbox } from "../helpers.js";

/**
 * The index files of a scope the hooks read (gotcha, recall), by name; the graph's too when asked. A generation an
 * index's meta names (the recall index's) stands as `<generation>`: a whole rewrite of the same content takes a new one.
 */
function hookIndexes(box: Sandbox, dirs = ["gotchas", "recall"]): Record<string, string> {
  const files: Record<string, string> = {};
  for (const dir of dirs) {
    const root = join(box.projectStore, ".index", dir);
    const generation = (JSON.parse(readFileSync(join(root, "meta.json"), "utf8")) as { generation?: string })
      .generation;
    const named = (text: string) => (generation ? text.replaceAll(generation, "<generation>") : text);
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true }))
      if (entry.isFile())
        files[named(relative(root, join(entry.parentPath, entry.name)))] = named(
          readFileSync(join(entry.parentPath, entry.name), "utf8"),
        );
  }
  return files;
}

async function seed(box: Sandbox): Promise<void> {
  const context = contextFor(box);
  for (let i = 0; i < 6; i++)
    await writeMemory(context, {
      content: `Gotcha number ${i} about the frazzle module.`,
      title: `Frazzle gotcha ${i}`,
      type: "gotcha",
      tags: ["frazzle"],
      paths: [`src/frazzle${i}/**`],
    });
}

function pull(box: Sandbox, n: number): void {
  for (let i = 0; i < n; i++)
    writeFileSync(
      join(box.projectStore, `pulled-${i}.md`),
      `---\ntitle: Pulled ${i}\ntype: gotcha\ntags: [pulled]\npaths: ["lib/p${i}/**"]\ncreated: 2026-01-10T10:00:00Z\nupdated: 2026-01-10T10:00:00Z\n---\nPulled gotcha ${i}.\n`,
    );
}

describe("derived state under one lock", () => {
  it("a change set applied twice leaves the indexes as applying it once", async () => {
    const box = makeSandbox();
    await seed(box);
    pull(box, 4);
    const store = new ScopeStore("project", box.projectStore);
    const { set } = await scanScope(store);
    expect(set.changes.size).toBeGreaterThanOrEqual(4);
    expect(await syncDerived(set)).toBe(true);
    const once = hookIndexes(box);
    expect(await syncDerived(set)).toBe(true);
    expect(hookIndexes(box)).toEqual(once);
  });

  it("checks running at once, in one process and in several, give the indexes one check gives", async () => {
    const together = makeSandbox();
    const alone = makeSandbox();
    for (const box of [together, alone]) {
      await seed(box);
      pull(box, 5);
    }
    await loadCatalog(new ScopeStore("project", alone.projectStore));
    const store = new ScopeStore("project", together.projectStore);
    await Promise.all([
      loadCatalog(store),
      loadCatalog(store),
      runCli(together, ["refresh"]),
      runCli(together, ["refresh"]),
      loadCatalog(store),
    ]);
    // The memories' files differ in their times only: compare what each index holds, slug by slug.
    const slugsOf = (files: Record<string, string>) =>
      Object.values(files)
        .flatMap((text) => [...text.matchAll(/"((?:pulled|gotcha-frazzle)[a-z0-9-]*)"/g)].map((m) => m[1]))
        .sort();
    expect(slugsOf(hookIndexes(together, ["gotchas", "recall", "graph"]))).toEqual(
      slugsOf(hookIndexes(alone, ["gotchas", "recall", "graph"])),
    );
    const health = JSON.parse((await runCli(together, ["health", "--json"])).stdout);
    expect(health.issues.filter((issue: { category: string }) => issue.category === "index")).toEqual([]);
  }, 60_000);
});
