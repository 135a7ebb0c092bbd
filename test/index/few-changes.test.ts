// A check of the files that finds a few changed reads only those files and the entries they had, and patches the
// manifest's shards: the catalog, the manifest and every derived index must come out as a check that reads every
// entry makes them.

import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { encodeMemoryFile } from "../../src/core/memory-file.js";
import { checkedCatalog } from "../../src/index/derived/catalog-open.js";
import { loadCatalog } from "../../src/index/derived/catalog-load.js";
import { readManifestMeta, type Catalog } from "../../src/index/manifest/files.js";
import { listGotchas } from "../../src/ops/gotchas.js";
import { searchMemories } from "../../src/ops/search.js";
import { contextFor, makeSandbox, type Sandbox } from "../helpers.js";

const CREATED = "2026-01-01T00:00:00Z";

function memoryText(slug: string, title: string, body: string, extra: Record<string, unknown> = {}): string {
  return encodeMemoryFile({
    slug,
    title,
    type: slug.startsWith("gotcha") ? "gotcha" : "learning",
    tags: ["queue"],
    created: CREATED,
    updated: CREATED,
    links: [],
    body,
    fields: { ...(slug.startsWith("gotcha") ? { paths: ["src/queue/**"] } : {}), ...extra },
  });
}

/** A project store of 40 memories, its derived state made by a check of every file. */
async function seededStore(): Promise<Sandbox> {
  const box = makeSandbox();
  mkdirSync(box.projectStore, { recursive: true });
  for (let i = 0; i < 40; i++) {
    const slug = `${i % 5 === 0 ? "gotcha" : "learning"}-queue-note-${i}`;
    writeFileSync(join(box.projectStore, `${slug}.md`), memoryText(slug, `Queue note ${i}`, `Consumers ${i} retry.`));
  }
  writeFileSync(join(box.projectStore, "learning-broken.md"), "---\ntitle: [unclosed\n---\nbody\n");
  writeFileSync(join(box.projectStore, "learning-still-broken.md"), "---\ntitle: [unclosed\n---\nstill\n");
  const deprecated = memoryText("learning-queue-note-7", "Queue note 7", "Old advice.", { deprecated: true });
  writeFileSync(join(box.projectStore, "learning-queue-note-7.md"), deprecated);
  await loadCatalog(contextFor(box).store.scope("project"));
  return box;
}

/** The same hand edits: in place, touched, deleted, renamed, added, broken, mended (deprecated), no longer deprecated. */
function editByHand(store: string): void {
  const path = (slug: string) => join(store, `${slug}.md`);
  writeFileSync(path("learning-queue-note-1"), memoryText("learning-queue-note-1", "Queue note 1", "Walrus retries."));
  utimesSync(path("learning-queue-note-2"), new Date("2030-01-01"), new Date("2030-01-01"));
  rmSync(path("learning-queue-note-3"));
  renameSync(path("learning-queue-note-4"), path("learning-queue-note-renamed"));
  writeFileSync(path("gotcha-walrus-new"), "");
  rmSync(path("gotcha-walrus-new"));
  writeFileSync(path("gotcha-walrus-new"), memoryText("gotcha-walrus-new", "Walrus gotcha", "Walrus queues stall."));
  writeFileSync(path("learning-queue-note-6"), "---\ntitle: [broken again\n---\n");
  writeFileSync(
    path("learning-broken"),
    memoryText("learning-broken", "Mended", "Walrus mended.", { deprecated: true }),
  );
  writeFileSync(path("learning-queue-note-7"), memoryText("learning-queue-note-7", "Queue note 7", "Current advice."));
}

/** What a catalog says, without the store's own directory or the files' mtimes (the two stores' differ). */
function described(catalog: Catalog, root: string) {
  const entries = [...catalog.entries].sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.parse(
    JSON.stringify({
      entries,
      changed: [...catalog.changed].sort(),
      removed: [...catalog.removed].sort(),
      warnings: catalog.warnings.map((warning) => `${warning.filePath} ${warning.message}`).sort(),
    })
      .replaceAll(root, "<store>")
      .replace(/"mtimeMs":[0-9.]+/g, '"mtimeMs":0'),
  );
}

/** Every derived file of a scope's manifest, parsed, without its generation, check stamp or the files' mtimes. */
function storedManifest(root: string) {
  const dir = join(root, ".index", "manifest");
  const meta = readManifestMeta({ indexPath: (name: string) => join(root, ".index", name) } as never)!;
  const entries: Record<string, unknown> = {};
  const stats: Record<string, unknown[]> = {};
  for (const name of readdirSync(dir)) {
    const value = JSON.parse(readFileSync(join(dir, name), "utf8"));
    if (name.startsWith("s-")) Object.assign(entries, value);
    if (name.startsWith("t-"))
      value.slugs.forEach((slug: string, i: number) => {
        stats[slug] = [value.sizes[i], value.hashes[i], value.updated[i], value.created[i]];
      });
  }
  const sorted = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).sort());
  return JSON.parse(
    JSON.stringify({
      count: meta.count,
      lifecycles: sorted(meta.lifecycles),
      warnings: meta.warnings.map((warning) => `${warning.filePath} ${warning.message}`).sort(),
      entries: sorted(entries),
      stats: sorted(stats),
    })
      .replaceAll(root, "<store>")
      .replace(/"mtimeMs":[0-9.]+/g, '"mtimeMs":0'),
  );
}

describe("a check that finds a few files changed", () => {
  it("gives the catalog, manifest and indexes a check of every entry gives", async () => {
    const [few, every] = await Promise.all([seededStore(), seededStore()]);
    editByHand(few.projectStore);
    editByHand(every.projectStore);
    const fewContext = contextFor(few);
    const everyContext = contextFor(every);
    const fewCatalog = await checkedCatalog(fewContext.store.scope("project"));
    const everyCatalog = await loadCatalog(everyContext.store.scope("project"));
    // Only the changed files' entries were read: the rest stay on disk until asked for.
    expect(fewCatalog.onDemand?.hashes?.size).toBe(42);
    expect(everyCatalog.onDemand).toBeUndefined();
    expect(described(fewCatalog, few.projectStore)).toEqual(described(everyCatalog, every.projectStore));
    expect(described(fewCatalog, few.projectStore).changed).toEqual([
      "gotcha-walrus-new",
      "learning-broken",
      "learning-queue-note-1",
      "learning-queue-note-2",
      "learning-queue-note-6",
      "learning-queue-note-7",
      "learning-queue-note-renamed",
    ]);
    expect(storedManifest(few.projectStore)).toEqual(storedManifest(every.projectStore));
    expect(fewCatalog.onDemand?.hashes).toEqual(
      new Map([...everyCatalog.entries].map(([slug, entry]) => [slug, entry.summary ? entry.hash : ""])),
    );
    expect(fewCatalog.onDemand?.lifecycles).toEqual(readManifestMeta(everyContext.store.scope("project"))!.lifecycles);
    expect(Object.keys(fewCatalog.onDemand!.lifecycles)).toEqual(["learning-broken"]);
    expect(fewCatalog.warnings.map((warning) => warning.filePath).sort()).toEqual(
      ["learning-queue-note-6.md", "learning-still-broken.md"].map((name) => join(few.projectStore, name)),
    );
    for (const query of ["walrus", "queue retries", "mended"]) {
      const [a, b] = await Promise.all([
        searchMemories(fewContext, { query }),
        searchMemories(everyContext, { query }),
      ]);
      expect(a.results.map((hit) => [hit.memory.slug, hit.score])).toEqual(
        b.results.map((hit) => [hit.memory.slug, hit.score]),
      );
    }
    const gotchas = async (context: typeof fewContext) =>
      (await listGotchas(context, { path: "src/queue/worker.ts" })).gotchas.map((gotcha) => gotcha.slug).sort();
    expect(await gotchas(fewContext)).toEqual(await gotchas(everyContext));
    expect(await gotchas(fewContext)).toContain("gotcha-walrus-new");
  });

  it("reads every entry instead when one it needs cannot be read, and the manifest comes out whole", async () => {
    const box = await seededStore();
    const store = contextFor(box).store.scope("project");
    const meta = readManifestMeta(store)!;
    const damaged = readdirSync(join(box.projectStore, ".index", "manifest")).filter((name) => name.startsWith("s-"));
    for (const name of damaged) writeFileSync(join(box.projectStore, ".index", "manifest", name), "{ damaged");
    writeFileSync(
      join(box.projectStore, "learning-queue-note-1.md"),
      memoryText("learning-queue-note-1", "Queue note 1", "Walrus retries."),
    );
    const catalog = await checkedCatalog(store);
    expect(catalog.changed).toContain("learning-queue-note-1");
    expect(catalog.entries.get("learning-queue-note-1")?.summary?.title).toBe("Queue note 1");
    expect(readManifestMeta(store)!.generation).not.toBe(meta.generation);
    for (const name of readdirSync(join(box.projectStore, ".index", "manifest")))
      expect(() => JSON.parse(readFileSync(join(box.projectStore, ".index", "manifest", name), "utf8"))).not.toThrow();
    expect(storedManifest(box.projectStore).count).toBe(42);
    expect(Object.keys(storedManifest(box.projectStore).entries)).toHaveLength(42);
  });

  it("takes a file gone whose entry a concurrent write already removed (the stat table read before it)", async () => {
    const box = await seededStore();
    const store = contextFor(box).store.scope("project");
    const dir = join(box.projectStore, ".index", "manifest");
    rmSync(join(box.projectStore, "learning-queue-note-3.md"));
    for (const name of readdirSync(dir).filter((file) => file.startsWith("s-"))) {
      const entries = JSON.parse(readFileSync(join(dir, name), "utf8"));
      delete entries["learning-queue-note-3"];
      writeFileSync(join(dir, name), JSON.stringify(entries));
    }
    const catalog = await checkedCatalog(store);
    expect(catalog.entries.has("learning-queue-note-3")).toBe(false);
    expect(catalog.entries.size).toBe(41);
    expect(storedManifest(box.projectStore).stats).not.toHaveProperty("learning-queue-note-3");
  });
});
