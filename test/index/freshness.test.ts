// How a search of a large store stays in step with its files while skipping
// the per-file check: the directory stamp (additions, deletions, renames),
// the re-check of the hits shown, the interval, and damaged derived files.

import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { encodeMemoryFile } from "../../src/core/memory-file.js";
import { buildGraph, degree } from "../../src/index/graph/memory-graph.js";
import { linkCountsOf, readGraphIndex } from "../../src/index/graph/edge-index.js";
import { loadCatalog } from "../../src/index/derived/catalog-load.js";
import { readManifestMeta, UncheckedCatalogError } from "../../src/index/manifest/files.js";
import { readSettings } from "../../src/core/settings/index.js";
import { openCatalog, readCheckingOnDoubt } from "../../src/index/derived/catalog-open.js";
import { deleteMemory } from "../../src/ops/delete.js";
import { linkMemories } from "../../src/ops/shared/link.js";
import { listMemories } from "../../src/ops/list.js";
import { listCatalogs, listFromStats } from "../../src/ops/shared/list-catalogs.js";
import { searchMemories } from "../../src/ops/search.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, makeSandbox, type Sandbox } from "../helpers.js";

/** Every store counts as large, and a check stays valid for a minute: the search skips checking files. */
const SKIPPING = { MEMORY_CHECK_MIN_FILES: "1", MEMORY_CHECK_INTERVAL_MS: "60000" };

async function seeded(box: Sandbox, env: NodeJS.ProcessEnv = SKIPPING) {
  const context = contextFor(box, { env });
  await writeMemory(context, {
    content: "The alpha parser drops trailing commas.",
    title: "Alpha parser",
    type: "gotcha",
    tags: ["parser"],
  });
  await writeMemory(context, {
    content: "Beta releases go out on Mondays.",
    title: "Beta releases",
    type: "decision",
    tags: ["release"],
  });
  await writeMemory(context, {
    content: "Gamma cache keys include the tenant.",
    title: "Gamma cache",
    type: "learning",
    tags: ["cache"],
  });
  return context;
}

/** Whether a catalog skipped checking the files (entries on demand, no hashes from a check). */
const skipped = (catalog: Awaited<ReturnType<typeof openCatalog>>) =>
  catalog.onDemand !== undefined && catalog.onDemand.hashes === undefined && !catalog.onDemand.unchanged;

const slugs = (response: Awaited<ReturnType<typeof searchMemories>>) =>
  response.results.map((result) => result.memory.slug);

/** The write the tests make through the tool, beside the files they write by hand. */
function writeIbis(context: Awaited<ReturnType<typeof seeded>>) {
  return writeMemory(context, {
    content: "The ibis aviary needs netting.",
    title: "Ibis aviary",
    type: "learning",
    tags: ["zoo"],
  });
}

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

describe("search freshness without a per-file check", () => {
  it("skips the check only when the store is large, recently checked and its directory unchanged", async () => {
    const box = makeSandbox();
    const context = await seeded(box);
    const store = context.store.scope("project");
    await searchMemories(context, { query: "alpha" }); // checks every file, stamps the directory
    expect(skipped(await openCatalog(store, readSettings({ ...box.env, ...SKIPPING })))).toBe(true);
    expect(
      skipped(await openCatalog(store, readSettings({ ...box.env, ...SKIPPING, MEMORY_CHECK_MIN_FILES: "4" }))),
    ).toBe(false);
    expect(
      skipped(await openCatalog(store, readSettings({ ...box.env, ...SKIPPING, MEMORY_CHECK_INTERVAL_MS: "0" }))),
    ).toBe(false);
    expect(skipped(await openCatalog(store, readSettings(box.env)))).toBe(false); // 3 memories: always checked by default
    handWrite(box, "learning-delta", "Delta", "Delta notes.");
    expect(skipped(await openCatalog(store, readSettings({ ...box.env, ...SKIPPING })))).toBe(false);
  });

  it("a write or delete of its own keeps the skip, and finds its memory; one after a change by hand does not", async () => {
    const box = makeSandbox();
    const context = await seeded(box);
    const store = context.store.scope("project");
    await searchMemories(context, { query: "alpha" });
    const checkedAt = readManifestMeta(store)!.checkedAt;
    await writeMemory(context, {
      content: "The okapi feeder jams in frost.",
      title: "Okapi feeder",
      type: "gotcha",
      tags: ["zoo"],
    });
    expect(skipped(await openCatalog(store, readSettings({ ...box.env, ...SKIPPING })))).toBe(true);
    expect(slugs(await searchMemories(context, { query: "okapi" }))).toEqual(["gotcha-okapi-feeder"]);
    await deleteMemory(context, { slug: "gotcha-okapi-feeder", force: true });
    expect(skipped(await openCatalog(store, readSettings({ ...box.env, ...SKIPPING })))).toBe(true);
    expect(slugs(await searchMemories(context, { query: "okapi" }))).toEqual([]);
    // The time of the last check of every file stays: in-place edits elsewhere are seen no later than before.
    expect(readManifestMeta(store)!.checkedAt).toBe(checkedAt);

    handWrite(box, "learning-tapir", "Tapir", "The tapir pen floods.");
    await writeIbis(context);
    expect(skipped(await openCatalog(store, readSettings({ ...box.env, ...SKIPPING })))).toBe(false);
    expect(slugs(await searchMemories(context, { query: "tapir" }))).toEqual(["learning-tapir"]);
  });

  it("sees files added and deleted by hand at once", async () => {
    const box = makeSandbox();
    const context = await seeded(box);
    await searchMemories(context, { query: "alpha" });
    handWrite(box, "learning-zebrafish", "Zebrafish tanks", "The zebrafish tanks need a second pump.");
    expect(slugs(await searchMemories(context, { query: "zebrafish" }))).toEqual(["learning-zebrafish"]);
    unlinkSync(join(box.projectStore, "learning-zebrafish.md"));
    expect(slugs(await searchMemories(context, { query: "zebrafish" }))).toEqual([]);
    expect(slugs(await searchMemories(context, { query: "beta" }))).toEqual(["decision-beta-releases"]);
  });

  it("a change another command found first reaches the keyword index too", async () => {
    const box = makeSandbox();
    const context = await seeded(box);
    await searchMemories(context, { query: "alpha" });
    handWrite(box, "learning-narwhal", "Narwhal", "The narwhal job runs nightly.");
    const path = join(box.projectStore, "learning-gamma-cache.md");
    writeFileSync(path, readFileSync(path, "utf8").replace("tenant", "tenant and the manatee region"));
    await listMemories(context, {}); // checks the files and records both changes, stamping the directory
    expect(skipped(await openCatalog(context.store.scope("project"), readSettings({ ...box.env, ...SKIPPING })))).toBe(
      true,
    );
    expect(slugs(await searchMemories(context, { query: "narwhal" }))).toEqual(["learning-narwhal"]);
    expect(slugs(await searchMemories(context, { query: "manatee" }))).toEqual(["learning-gamma-cache"]);
  });

  it("never shows a hit from stale content: a hit edited in place sends the search back to the files", async () => {
    const box = makeSandbox();
    const context = await seeded(box);
    expect(slugs(await searchMemories(context, { query: "gamma" }))).toEqual(["learning-gamma-cache"]);
    const path = join(box.projectStore, "learning-gamma-cache.md");
    writeFileSync(path, readFileSync(path, "utf8").replaceAll("Gamma", "Omega").replaceAll("gamma", "omega"));
    expect(slugs(await searchMemories(context, { query: "gamma" }))).toEqual([]);
    const omega = await searchMemories(context, { query: "omega" });
    expect(slugs(omega)).toEqual(["learning-gamma-cache"]);
    expect(omega.results[0]!.memory.title).toBe("Omega cache");
  });

  it("a list skips the check too, but never shows a listed memory as it was before an edit in place", async () => {
    const box = makeSandbox();
    const context = await seeded(box);
    await searchMemories(context, { query: "alpha" }); // checks every file, stamps the directory
    expect((await listMemories(context, {})).memories.map((memory) => memory.title).sort()).toEqual([
      "Alpha parser",
      "Beta releases",
      "Gamma cache",
    ]);
    const path = join(box.projectStore, "learning-gamma-cache.md");
    writeFileSync(path, readFileSync(path, "utf8").replace("title: Gamma cache", "title: Omega cache"));
    const listed = await listMemories(context, {});
    expect(listed.memories.map((memory) => memory.title).sort()).toEqual([
      "Alpha parser",
      "Beta releases",
      "Omega cache",
    ]);
  });

  it("a list of a large store pages from the stat table's dates, reading only the entries shown, as the full listing would", async () => {
    const box = makeSandbox();
    const context = contextFor(box, { env: SKIPPING });
    mkdirSync(box.projectStore, { recursive: true });
    for (let i = 0; i < 40; i++) {
      const fields: Record<string, unknown> = {};
      if (i % 9 === 0) fields.deprecated = true;
      if (i % 11 === 0) fields.expires = "2020-01-01";
      const day = String(1 + (i % 7)).padStart(2, "0");
      writeFileSync(
        join(box.projectStore, `learning-note-${i}.md`),
        encodeMemoryFile({
          slug: `learning-note-${i}`,
          title: `Note ${i}`,
          type: "learning",
          tags: ["notes"],
          created: `2026-02-${day}T00:00:00Z`,
          updated: `2026-03-${String(1 + (i % 5)).padStart(2, "0")}T00:00:00Z`,
          links: [],
          body: `Body ${i}.`,
          fields,
        }),
      );
    }
    await searchMemories(context, { query: "note" }); // checks every file, stamps the directory
    const requests = [
      {},
      { limit: 7 },
      { limit: 7, offset: 7 },
      { sortBy: "created" as const, sortOrder: "asc" as const, limit: 10 },
      { includeDeprecated: true, includeExpired: true, limit: 50 },
      { type: "learning" as const, limit: 5 },
      { sortBy: "title" as const, limit: 5 },
    ];
    // What the listing of every entry gives (each catalog read whole).
    const whole = await Promise.all(context.store.readable().map((store) => loadCatalog(store)));
    for (const request of requests) {
      const expected = listCatalogs(context, whole, request);
      expect(await listMemories(context, request), JSON.stringify(request)).toEqual(expected);
    }
    // The first five were answered from the dates; a type filter or a title sort needs every entry.
    const catalogs = await Promise.all(context.store.readable().map((store) => openCatalog(store, context.settings)));
    const answered = requests.map((request) => listFromStats(context, catalogs, request) !== undefined);
    expect(answered).toEqual([true, true, true, true, true, false, false]);

    // A manifest written by an earlier version has no dates: listed from every entry, until its next save dates it.
    const dir = join(box.projectStore, ".index", "manifest");
    for (const name of readdirSync(dir).filter((file) => file.startsWith("t-"))) {
      const { updated: _updated, created: _created, ...undated } = JSON.parse(readFileSync(join(dir, name), "utf8"));
      writeFileSync(join(dir, name), JSON.stringify(undated));
    }
    const { dated: _dated, ...meta } = JSON.parse(readFileSync(join(dir, "meta.json"), "utf8"));
    writeFileSync(join(dir, "meta.json"), JSON.stringify(meta));
    const undated = await Promise.all(context.store.readable().map((store) => openCatalog(store, context.settings)));
    expect(listFromStats(context, undated, {})).toBeUndefined();
    expect(await listMemories(context, { limit: 7 })).toEqual(listCatalogs(context, whole, { limit: 7 }));
    const path = join(box.projectStore, "learning-note-3.md");
    writeFileSync(path, readFileSync(path, "utf8").replace("Body 3.", "Body 3, edited."));
    const checked = contextFor(box, { env: { ...SKIPPING, MEMORY_CHECK_INTERVAL_MS: "0" } });
    await searchMemories(checked, { query: "edited" }); // a check that finds the change saves the manifest
    const dated = await Promise.all(context.store.readable().map((store) => openCatalog(store, context.settings)));
    expect(listFromStats(context, dated, {})).toBeDefined();
  });

  it("the next save of a manifest written without dates dates every stat shard, not only the changed one", async () => {
    const box = makeSandbox();
    const context = contextFor(box, { env: { MEMORY_CHECK_INTERVAL_MS: "0" } });
    mkdirSync(box.projectStore, { recursive: true });
    // Enough memories for two stat shards.
    for (let i = 0; i < 1100; i++) handWrite(box, `learning-n-${i}`, `N ${i}`, `Body ${i}.`);
    await searchMemories(context, { query: "body" });
    const dir = join(box.projectStore, ".index", "manifest");
    const stats = () => readdirSync(dir).filter((file) => file.startsWith("t-"));
    expect(stats().length).toBeGreaterThan(1);
    for (const name of stats()) {
      const { updated: _updated, created: _created, ...undated } = JSON.parse(readFileSync(join(dir, name), "utf8"));
      writeFileSync(join(dir, name), JSON.stringify(undated));
    }
    const { dated: _dated, ...meta } = JSON.parse(readFileSync(join(dir, "meta.json"), "utf8"));
    writeFileSync(join(dir, "meta.json"), JSON.stringify(meta));
    handWrite(box, "learning-n-7", "N 7", "Body 7, edited.");
    await searchMemories(context, { query: "edited" });
    expect(JSON.parse(readFileSync(join(dir, "meta.json"), "utf8")).dated).toBe(true);
    for (const name of stats())
      expect(JSON.parse(readFileSync(join(dir, name), "utf8")).updated, name).toHaveLength(
        JSON.parse(readFileSync(join(dir, name), "utf8")).slugs.length,
      );
  });

  it("sees an in-place edit of a memory that was not a hit once the interval has passed", async () => {
    const box = makeSandbox();
    const context = await seeded(box);
    await searchMemories(context, { query: "alpha" });
    const path = join(box.projectStore, "decision-beta-releases.md");
    writeFileSync(path, readFileSync(path, "utf8").replace("Mondays", "Mondays, after the walrus review"));
    const later = contextFor(box, { env: { ...SKIPPING, MEMORY_CHECK_INTERVAL_MS: "0" } });
    expect(slugs(await searchMemories(later, { query: "walrus" }))).toEqual(["decision-beta-releases"]);
  });

  it("a damaged manifest shard or keyword bucket costs a check of the files, never a failed search", async () => {
    const box = makeSandbox();
    const context = await seeded(box);
    await searchMemories(context, { query: "alpha" });
    const index = join(box.projectStore, ".index");
    for (const name of readdirSync(join(index, "manifest")))
      if (name.startsWith("s-")) writeFileSync(join(index, "manifest", name), "{ damaged");
    expect(slugs(await searchMemories(context, { query: "alpha" }))).toEqual(["gotcha-alpha-parser"]);
    for (const name of readdirSync(join(index, "keyword")))
      if (name.startsWith("t-")) writeFileSync(join(index, "keyword", name), "[1,2]\ngarbage");
    expect(slugs(await searchMemories(context, { query: "alpha" }))).toEqual(["gotcha-alpha-parser"]);
    expect(context.warnings.map((warning) => warning.message).join("\n")).toMatch(/keyword index damaged; rebuilt it/);
  });

  it("a damaged stat table or keyword hash list costs a re-read, and an edit made in place is still seen", async () => {
    const box = makeSandbox();
    await seeded(box);
    const checking = contextFor(box, { env: { ...SKIPPING, MEMORY_CHECK_INTERVAL_MS: "0" } });
    await searchMemories(checking, { query: "alpha" });
    const index = join(box.projectStore, ".index");
    const path = join(box.projectStore, "decision-beta-releases.md");
    writeFileSync(path, readFileSync(path, "utf8").replace("Mondays", "Mondays, after the walrus review"));
    for (const name of readdirSync(join(index, "manifest"))) {
      if (!name.startsWith("t-")) continue;
      const stats = JSON.parse(readFileSync(join(index, "manifest", name), "utf8"));
      // Columns of different lengths: sizes no longer line up with their slugs.
      writeFileSync(join(index, "manifest", name), JSON.stringify({ ...stats, sizes: stats.sizes.slice(1) }));
    }
    for (const name of readdirSync(join(index, "keyword")))
      if (name.startsWith("h-"))
        writeFileSync(join(index, "keyword", name), JSON.stringify({ slugs: ["x"], hashes: [] }));
    expect(slugs(await searchMemories(checking, { query: "walrus" }))).toEqual(["decision-beta-releases"]);
    expect(slugs(await searchMemories(checking, { query: "alpha" }))).toEqual(["gotcha-alpha-parser"]);
  });

  it("a manifest made with other secret rules is rebuilt: every file is scanned again by these", async () => {
    const box = makeSandbox();
    const context = await seeded(box);
    handWrite(box, "learning-deploy-notes", "Deploy notes", "The staging token is kept in the walrus vault.");
    await searchMemories(context, { query: "walrus" });
    const metaPath = join(box.projectStore, ".index", "manifest", "meta.json");
    const meta = JSON.parse(readFileSync(metaPath, "utf8"));
    const { SECRET_RULES_REVISION } = await import("../../src/core/secrets/index.js");
    expect(meta.secretRules).toBe(SECRET_RULES_REVISION);
    // As an older version would have left it: scanned by other rules.
    writeFileSync(metaPath, JSON.stringify({ ...meta, secretRules: SECRET_RULES_REVISION - 1 }));
    expect(readManifestMeta(context.store.scope("project"))).toBeUndefined();
    expect(slugs(await searchMemories(context, { query: "walrus" }))).toEqual(["learning-deploy-notes"]);
    expect(JSON.parse(readFileSync(metaPath, "utf8")).secretRules).toBe(SECRET_RULES_REVISION);
  });

  it("replaces the single-file indexes of earlier versions", async () => {
    const box = makeSandbox();
    const context = await seeded(box, {});
    const index = join(box.projectStore, ".index");
    writeFileSync(join(index, "manifest.json"), JSON.stringify({ version: 8, entries: {} }));
    writeFileSync(join(index, "graph.json"), JSON.stringify({ version: 1, outgoing: {}, incoming: {} }));
    rmSync(join(index, "manifest"), { recursive: true, force: true });
    rmSync(join(index, "graph"), { recursive: true, force: true });
    expect(slugs(await searchMemories(context, { query: "beta" }))).toEqual(["decision-beta-releases"]);
    expect(existsSync(join(index, "manifest.json"))).toBe(false);
    expect(existsSync(join(index, "graph.json"))).toBe(false);
    expect(readGraphIndex(context.store.scope("project"))).toEqual({ outgoing: {}, incoming: {} });
  });
});

describe("a search of a large store that checks every file after a write of its own", () => {
  /** Every store counts as large, and every search checks every file (the interval has always passed). */
  const CHECKING = { MEMORY_CHECK_MIN_FILES: "1", MEMORY_CHECK_INTERVAL_MS: "0" };

  it("finds every file as the manifest records it, leaves the keyword index's hash list unread, and sees the write", async () => {
    const box = makeSandbox();
    const context = await seeded(box, CHECKING);
    const store = context.store.scope("project");
    await searchMemories(context, { query: "alpha" });
    await writeMemory(context, {
      content: "The okapi feeder jams in frost.",
      title: "Okapi feeder",
      type: "gotcha",
      tags: ["zoo"],
    });
    const catalog = await openCatalog(store, readSettings({ ...box.env, ...CHECKING }));
    expect(catalog.onDemand?.unchanged).toBe(true);
    // A damaged hash list is not read after a check that found nothing changed ...
    const keyword = join(box.projectStore, ".index", "keyword");
    for (const name of readdirSync(keyword))
      if (name.startsWith("h-")) writeFileSync(join(keyword, name), JSON.stringify({ slugs: ["x"], hashes: [] }));
    expect(slugs(await searchMemories(context, { query: "okapi" }))).toEqual(["gotcha-okapi-feeder"]);
    expect(context.warnings.map((warning) => warning.message).join("\n")).not.toMatch(/keyword index damaged/);
    // ... and is after one that found a change.
    handWrite(box, "learning-tapir", "Tapir", "The tapir pen floods.");
    expect(slugs(await searchMemories(context, { query: "tapir" }))).toEqual(["learning-tapir"]);
    expect(context.warnings.map((warning) => warning.message).join("\n")).toMatch(/keyword index damaged/);
  });

  it("sees a file edited in place by hand after the write", async () => {
    const box = makeSandbox();
    const context = await seeded(box, CHECKING);
    await searchMemories(context, { query: "alpha" });
    await writeIbis(context);
    const path = join(box.projectStore, "decision-beta-releases.md");
    writeFileSync(path, readFileSync(path, "utf8").replace("Mondays", "Mondays, after the walrus review"));
    expect(slugs(await searchMemories(context, { query: "walrus" }))).toEqual(["decision-beta-releases"]);
    expect(slugs(await searchMemories(context, { query: "ibis" }))).toEqual(["learning-ibis-aviary"]);
  });

  it("sees a pull of many files after the write, and of a few", async () => {
    const box = makeSandbox();
    const context = await seeded(box, CHECKING);
    await searchMemories(context, { query: "alpha" });
    await writeIbis(context);
    for (let i = 0; i < 150; i++)
      handWrite(box, `learning-pulled-${i}`, `Pulled ${i}`, `Pulled note ${i} on the heron pond.`);
    expect((await searchMemories(context, { query: "heron", limit: 200 })).results).toHaveLength(150);
    await writeMemory(context, {
      content: "The lemur house is warm.",
      title: "Lemur house",
      type: "learning",
      tags: ["zoo"],
    });
    for (let i = 0; i < 3; i++) handWrite(box, `learning-crane-${i}`, `Crane ${i}`, `Crane ${i} nests by the gate.`);
    expect((await searchMemories(context, { query: "crane" })).results).toHaveLength(3);
    expect(slugs(await searchMemories(context, { query: "lemur" }))).toEqual(["learning-lemur-house"]);
  });

  it("compares the stat table's sizes and mtimes wherever its hashes are written", async () => {
    const box = makeSandbox();
    const context = await seeded(box, CHECKING);
    const store = context.store.scope("project");
    await searchMemories(context, { query: "alpha" });
    expect((await openCatalog(store, readSettings({ ...box.env, ...CHECKING }))).onDemand?.unchanged).toBe(true);
    const manifest = join(box.projectStore, ".index", "manifest");
    for (const name of readdirSync(manifest).filter((name) => name.startsWith("t-"))) {
      const { hashes, ...rest } = JSON.parse(readFileSync(join(manifest, name), "utf8"));
      writeFileSync(join(manifest, name), JSON.stringify({ hashes, ...rest }));
    }
    expect((await openCatalog(store, readSettings({ ...box.env, ...CHECKING }))).onDemand?.unchanged).toBe(true);
    const path = join(box.projectStore, "decision-beta-releases.md");
    writeFileSync(path, readFileSync(path, "utf8").replace("Mondays", "Mondays, after the walrus review"));
    expect(slugs(await searchMemories(context, { query: "walrus" }))).toEqual(["decision-beta-releases"]);
  });

  it("a write that has to start the keyword index keeps the write out of the manifest: the next check adds the rest", async () => {
    const box = makeSandbox();
    const context = await seeded(box, CHECKING);
    await searchMemories(context, { query: "alpha" });
    rmSync(join(box.projectStore, ".index", "keyword"), { recursive: true });
    await writeIbis(context);
    expect(slugs(await searchMemories(context, { query: "ibis" }))).toEqual(["learning-ibis-aviary"]);
    expect(slugs(await searchMemories(context, { query: "beta" }))).toEqual(["decision-beta-releases"]);
  });
});

describe("graph edge index in shards", () => {
  it("stays equal to the graph of the summaries through links, wikilinks, edits and deletes, and gives the same link counts", async () => {
    const box = makeSandbox();
    const context = await seeded(box, {});
    await linkMemories(context, {
      source: "gotcha-alpha-parser",
      target: "decision-beta-releases",
      label: "relates-to",
    });
    await linkMemories(context, {
      source: "learning-gamma-cache",
      target: "decision-beta-releases",
      label: "implements",
    });
    await writeMemory(context, {
      content: "See [[gotcha-alpha-parser]] and [[learning-gamma-cache]].",
      title: "Index of parsers",
      type: "hub",
      tags: ["parser"],
    });
    await deleteMemory(context, { slug: "learning-gamma-cache", force: true });
    handWrite(box, "learning-epsilon", "Epsilon", "Points at [[decision-beta-releases]].");
    const store = context.store.scope("project");
    const catalog = await loadCatalog(store);
    const graph = buildGraph([catalog]);
    const index = readGraphIndex(store)!;
    const fromGraph = (
      edges: Map<string, Array<{ source: string; target: string; label: string }>>,
      end: "source" | "target",
    ) =>
      Object.fromEntries(
        [...edges]
          .filter(([, list]) => list.length > 0)
          .map(([slug, list]) => [slug, list.map((edge) => [edge[end], edge.label]).sort()]),
      );
    const fromIndex = (side: Record<string, Array<[string, string, string, string]>>) =>
      Object.fromEntries(
        Object.entries(side).map(([slug, list]) => [slug, list.map(([other, label]) => [other, label]).sort()]),
      );
    expect(fromIndex(index.outgoing)).toEqual(fromGraph(graph.outgoing, "target"));
    expect(fromIndex(index.incoming)).toEqual(fromGraph(graph.incoming, "source"));
    const all = [...catalog.entries.keys()];
    expect(linkCountsOf([catalog], all)).toEqual(new Map(all.map((slug) => [slug, degree(graph, slug)])));
    expect(linkCountsOf([catalog], ["decision-beta-releases"]).get("decision-beta-releases")).toBe(2);
  });
});

describe("a read that cannot trust its catalog", () => {
  // Another process rebuilding the manifest replaces its shards while this one reads them, shard by shard: each try
  // reads the new manifest, and a store under a stream of such rebuilds still gets its answer.
  it("checks every file, and tries again while the manifest keeps being replaced", async () => {
    const calls: boolean[] = [];
    const answer = await readCheckingOnDoubt(async (checkFiles) => {
      calls.push(checkFiles);
      if (calls.length < 4) throw new UncheckedCatalogError("manifest shard 3 is missing or unreadable");
      return "answer";
    });
    expect(answer).toBe("answer");
    expect(calls).toEqual([false, true, true, true]);
  });

  it("gives up after a few tries, and lets any other error through at once", async () => {
    const calls: boolean[] = [];
    const always = readCheckingOnDoubt(async (checkFiles) => {
      calls.push(checkFiles);
      throw new UncheckedCatalogError("manifest shard 3 is missing or unreadable");
    });
    await expect(always).rejects.toBeInstanceOf(UncheckedCatalogError);
    expect(calls).toEqual([false, true, true, true, true]);
    let tries = 0;
    const other = readCheckingOnDoubt(async () => {
      tries++;
      throw new TypeError("not a catalog problem");
    });
    await expect(other).rejects.toBeInstanceOf(TypeError);
    expect(tries).toBe(1);
  });
});
