// The derived-state pipeline: the scanner finds each kind of change once, the
// sync applies a change set to every index in order with the manifest last,
// and an index that fails to take a change keeps the manifest from recording
// it, so the next check finds and applies it again.

import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { encodeMemoryFile } from "../../src/core/memory-file.js";
import type { ChangeSet, DerivedIndex } from "../../src/index/change-set.js";
import { derivedIndexes, derivedIndexesExist, registerDerivedIndex } from "../../src/index/derived/indexes.js";
import { loadCatalog } from "../../src/index/derived/catalog-load.js";
import { readManifestEntries } from "../../src/index/manifest/files.js";
import { scanScope } from "../../src/index/derived/scan.js";
import { syncDerived } from "../../src/index/derived/apply-changes.js";
import { searchMemories } from "../../src/ops/search.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, makeSandbox, type Sandbox } from "../helpers.js";

function handWrite(box: Sandbox, slug: string, title: string, body: string): void {
  const created = "2026-01-01T00:00:00Z";
  writeFileSync(
    join(box.projectStore, `${slug}.md`),
    encodeMemoryFile({
      slug,
      title,
      type: "learning",
      tags: ["hand"],
      created,
      updated: created,
      links: [],
      body,
      fields: {},
    }),
  );
}

describe("derived-state pipeline", () => {
  it("finds new, modified, moved and deleted memories once, in one change set", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    mkdirSync(box.projectStore, { recursive: true });
    for (const name of ["alpha", "beta", "gamma", "delta"])
      handWrite(box, `learning-${name}`, name, `Notes about ${name}.`);
    const store = context.store.scope("project");
    await loadCatalog(store);
    handWrite(box, "learning-epsilon", "epsilon", "Notes about epsilon.");
    writeFileSync(
      join(box.projectStore, "learning-alpha.md"),
      readFileSync(join(box.projectStore, "learning-alpha.md"), "utf8").replace(
        "Notes about alpha.",
        "Edited notes about alpha.",
      ),
    );
    renameSync(join(box.projectStore, "learning-beta.md"), join(box.projectStore, "learning-bravo.md"));
    rmSync(join(box.projectStore, "learning-gamma.md"));
    const { set, changed, removed } = await scanScope(store);
    expect(set.kind).toBe("check");
    const kinds = Object.fromEntries(
      [...set.changes].map(([slug, change]) => [
        slug,
        change.from ? `${change.kind} from ${change.from}` : change.kind,
      ]),
    );
    expect(kinds).toEqual({
      "learning-alpha": "modified",
      "learning-bravo": "moved from learning-beta",
      "learning-epsilon": "new",
      "learning-gamma": "deleted",
    });
    expect(set.changes.get("learning-alpha")!.keyword?.text).toContain("Edited notes about alpha.");
    expect(changed.sort()).toEqual(["learning-alpha", "learning-bravo", "learning-epsilon"]);
    expect(removed.sort()).toEqual(["learning-beta", "learning-gamma"]);
    await syncDerived(set);
    expect([...readManifestEntries(store).keys()].sort()).toEqual([
      "learning-alpha",
      "learning-bravo",
      "learning-delta",
      "learning-epsilon",
    ]);
    expect((await scanScope(store)).set.changes.size).toBe(0);
  });

  it("applies every index in order, the manifest last; a failing index keeps the change out of the manifest until the next check", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    await writeMemory(context, {
      content: "Kiwi fruit ripens on the counter.",
      title: "Kiwi",
      type: "learning",
      tags: ["fruit"],
    });
    const store = context.store.scope("project");
    await loadCatalog(store);
    expect(derivedIndexes().map((index) => index.name)).toEqual(["keyword", "gotcha", "graph", "recall"]);
    expect(derivedIndexesExist(store)).toBe(true);

    let failing = true;
    const seen: string[][] = [];
    const probe: DerivedIndex = {
      name: "probe",
      exists: () => true,
      async apply(set: ChangeSet) {
        seen.push([...set.changes.keys()]);
        if (failing) throw new Error("probe failed");
      },
      async rebuild() {},
    };
    registerDerivedIndex(probe);
    try {
      handWrite(box, "learning-mango", "Mango", "Mango ripens in a paper bag.");
      const first = await loadCatalog(store);
      expect(first.changed).toEqual(["learning-mango"]);
      // The other indexes took it; the manifest did not record it, so the next check finds it again.
      expect(readManifestEntries(store).has("learning-mango")).toBe(false);
      failing = false;
      const second = await loadCatalog(store);
      expect(second.changed).toEqual(["learning-mango"]);
      expect(readManifestEntries(store).has("learning-mango")).toBe(true);
      expect((await loadCatalog(store)).changed).toEqual([]);
      expect(seen).toEqual([["learning-mango"], ["learning-mango"], []]);
      expect((await searchMemories(context, { query: "mango" })).results.map((result) => result.memory.slug)).toEqual([
        "learning-mango",
      ]);
    } finally {
      registerDerivedIndex({ ...probe, apply: async () => undefined });
    }
  });

  it("rebuilds a missing index from the entries, except the keyword index, which its first search builds", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    await writeMemory(context, {
      content: "Fig trees need full sun.",
      title: "Fig",
      type: "learning",
      tags: ["fruit"],
    });
    const store = context.store.scope("project");
    await loadCatalog(store);
    for (const name of ["graph", "recall", "keyword"]) rmSync(store.indexPath(name), { recursive: true, force: true });
    await loadCatalog(store);
    expect(existsSync(store.indexPath("graph/meta.json"))).toBe(true);
    expect(existsSync(store.indexPath("recall/meta.json"))).toBe(true);
    expect(existsSync(store.indexPath("keyword/meta.json"))).toBe(false);
    expect((await searchMemories(context, { query: "fig" })).results).toHaveLength(1);
    expect(existsSync(store.indexPath("keyword/meta.json"))).toBe(true);
  });

  it("builds every index at once, the keyword index included, for a scope with no usable manifest (a fresh clone)", async () => {
    const box = makeSandbox();
    mkdirSync(box.projectStore, { recursive: true });
    for (const name of ["apple", "pear", "quince"]) handWrite(box, `learning-${name}`, name, `Notes about ${name}.`);
    const context = contextFor(box);
    const store = context.store.scope("project");
    const catalog = await loadCatalog(store);
    expect([...catalog.entries.keys()].sort()).toEqual(["learning-apple", "learning-pear", "learning-quince"]);
    expect(derivedIndexesExist(store)).toBe(true);
    expect(existsSync(store.indexPath("keyword/meta.json"))).toBe(true);
    expect((await searchMemories(context, { query: "quince" })).results.map((hit) => hit.memory.slug)).toEqual([
      "learning-quince",
    ]);
    expect(context.warnings).toEqual([]);
  });
});
