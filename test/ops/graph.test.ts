import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DuplicateLinkError, MemoryNotFoundError, SelfLinkError, UsageError } from "../../src/core/errors.js";
import { reverseLabel } from "../../src/core/links/labels.js";
import { readGraphIndex } from "../../src/index/graph/edge-index.js";
import { deleteMemory } from "../../src/ops/delete.js";
import { listEdges } from "../../src/ops/edges.js";
import { mermaid, visualiseGraph } from "../../src/ops/graph.js";
import { linkMemories } from "../../src/ops/shared/link.js";
import { listMemories } from "../../src/ops/list.js";
import { searchMemories } from "../../src/ops/search.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { commitMemoryFile, contextFor, json, makeSandbox, runCli, type Sandbox } from "../helpers.js";

async function seed(box: Sandbox) {
  const context = contextFor(box);
  const write = (title: string, type: "hub" | "decision" | "learning" | "gotcha", content = `About ${title}.`) =>
    writeMemory(context, { content, title, type, tags: ["auth"] });
  await write("Authentication", "hub");
  await write("OAuth2", "decision");
  await write("Token refresh", "learning");
  await write("Refresh race", "gotcha", "Races when refreshing. See [[decision-oauth2]].");
  return context;
}

describe("graph", () => {
  it("derives reverse labels from the table, else -by or inverse-of-", () => {
    expect(reverseLabel("implements")).toBe("implemented-by");
    expect(reverseLabel("implemented-by")).toBe("implements");
    expect(reverseLabel("part-of")).toBe("contains");
    expect(reverseLabel("warns-about")).toBe("warned-by");
    expect(reverseLabel("supersedes")).toBe("superseded-by");
    expect(reverseLabel("relates-to")).toBe("relates-to");
    expect(reverseLabel("mentions")).toBe("mentioned-by");
    expect(reverseLabel("inspired")).toBe("inverse-of-inspired");
  });

  it("links memories in the source's frontmatter and lists edges both ways", async () => {
    const box = makeSandbox();
    const context = await seed(box);
    const response = await linkMemories(context, {
      source: "decision-oauth2",
      target: "learning-token-refresh",
      label: "implements",
    });
    expect(response).toEqual({
      success: true,
      source: "decision-oauth2",
      target: "learning-token-refresh",
      label: "implements",
      reverseLabel: "implemented-by",
      message: "Linked decision-oauth2 --[implements]--> learning-token-refresh",
    });
    await linkMemories(context, { source: "decision-oauth2", target: "hub-authentication", label: "part-of" });
    const file = readFileSync(join(box.projectStore, "decision-oauth2.md"), "utf8");
    expect(file).toMatch(
      /links:\n  - \{target: learning-token-refresh, label: implements, created: \S+\}\n  - \{target: hub-authentication, label: part-of, created: \S+\}\n/,
    );
    const edges = await listEdges(context, { slug: "decision-oauth2" });
    expect(edges.edges.map((e) => [e.direction, e.target, e.label, e.targetType])).toEqual([
      ["outgoing", "learning-token-refresh", "implements", "learning"],
      ["outgoing", "hub-authentication", "part-of", "hub"],
      ["incoming", "gotcha-refresh-race", "references", "gotcha"],
    ]);
    expect(edges.total).toBe(3);
    const counts = Object.fromEntries((await listMemories(context)).memories.map((m) => [m.slug, m.linkCount]));
    expect(counts).toEqual({
      "decision-oauth2": 3,
      "hub-authentication": 1,
      "learning-token-refresh": 1,
      "gotcha-refresh-race": 1,
    });
    expect((await listEdges(context, { slug: "decision-oauth2", direction: "incoming" })).edges).toHaveLength(1);
    const human = await runCli(box, ["edges", "decision-oauth2"]);
    expect(human.stdout).toBe(
      "Edges for decision-oauth2:\n\nOutgoing (2):\n  --[implements]--> learning-token-refresh (learning)\n  --[part-of]--> hub-authentication (hub)\n\nIncoming (1):\n  <--[references]-- gotcha-refresh-race (gotcha)\n\nTotal: 3 edges\n",
    );
  });

  it("edges read from the edge indexes are the whole graph's, across scopes, without shadowed memories", async () => {
    const box = makeSandbox();
    const context = await seed(box);
    const global = (title: string, slug: string, label: string) =>
      writeMemory(context, {
        content: `About ${title}.`,
        title,
        slug,
        type: "learning",
        tags: ["auth"],
        scope: "global",
        edges: [{ target: "decision-oauth2", label }],
      });
    await global("Session cookies", "learning-session-cookies", "explains");
    // Shadowed by the project's memory of the same slug: its links are not the graph's.
    await global("Token refresh elsewhere", "learning-token-refresh", "implements");
    await linkMemories(context, { source: "decision-oauth2", target: "learning-session-cookies", label: "relates-to" });
    await linkMemories(context, { source: "learning-token-refresh", target: "decision-oauth2", label: "explains" });
    const edges = async () =>
      (await listEdges(context, { slug: "decision-oauth2" })).edges
        .map((e) => `${e.direction} ${e.target} ${e.label} ${e.targetType} ${e.targetTitle}`)
        .sort();
    const fromIndexes = await edges();
    expect(fromIndexes).toEqual([
      "incoming gotcha-refresh-race references gotcha Refresh race",
      "incoming learning-session-cookies explains learning Session cookies",
      "incoming learning-token-refresh explains learning Token refresh",
      "outgoing learning-session-cookies relates-to learning Session cookies",
    ]);
    // With an edge index that cannot be read, the whole graph answers the same.
    const shards = join(context.store.scope("project").indexDir, "graph");
    for (const name of readdirSync(shards)) if (name.startsWith("g-")) writeFileSync(join(shards, name), "garbage");
    context.warnings.length = 0;
    expect(await edges()).toEqual(fromIndexes);
    expect(context.warnings.map((w) => w.message)).toEqual([
      "edge index unreadable; answered from every memory's links (`memory reindex` rebuilds it)",
    ]);
  });

  it("refuses self links, duplicates, unknown memories and bad labels", async () => {
    const box = makeSandbox();
    const context = await seed(box);
    await expect(
      linkMemories(context, { source: "decision-oauth2", target: "decision-oauth2", label: "x" }),
    ).rejects.toThrow(SelfLinkError);
    await linkMemories(context, { source: "decision-oauth2", target: "hub-authentication", label: "part-of" });
    await expect(
      linkMemories(context, { source: "decision-oauth2", target: "hub-authentication", label: "part-of" }),
    ).rejects.toThrow(DuplicateLinkError);
    await expect(linkMemories(context, { source: "decision-oauth2", target: "nope", label: "x" })).rejects.toThrow(
      MemoryNotFoundError,
    );
    await expect(linkMemories(context, { source: "nope", target: "decision-oauth2", label: "x" })).rejects.toThrow(
      MemoryNotFoundError,
    );
    await expect(
      linkMemories(context, { source: "decision-oauth2", target: "learning-token-refresh", label: "Bad Label!" }),
    ).rejects.toThrow(UsageError);
    const cli = await runCli(box, ["link", "decision-oauth2", "decision-oauth2", "--label", "x", "--json"]);
    expect(cli.code).toBe(2);
    expect(json(cli).error.code).toBe("SELF_LINK");
    expect(
      json(await runCli(box, ["link", "decision-oauth2", "hub-authentication", "--label", "part-of", "--json"])).error
        .code,
    ).toBe("DUPLICATE_LINK");
  });

  it("keeps an explicit reverse label and unknown link keys on rewrite", async () => {
    const box = makeSandbox();
    const context = await seed(box);
    await linkMemories(context, {
      source: "learning-token-refresh",
      target: "decision-oauth2",
      label: "inspired",
      reverseLabel: "inspiration-for",
    });
    const path = join(box.projectStore, "learning-token-refresh.md");
    writeFileSync(
      path,
      readFileSync(path, "utf8").replace("reverse: inspiration-for", "reverse: inspiration-for, note: keep me"),
    );
    await linkMemories(context, { source: "learning-token-refresh", target: "hub-authentication", label: "part-of" });
    const text = readFileSync(path, "utf8");
    expect(text).toContain("reverse: inspiration-for");
    expect(text).toContain("note: keep me");
  });

  it("draws the neighbourhood as a mermaid graph LR with BFS levels", async () => {
    const box = makeSandbox();
    const context = await seed(box);
    await linkMemories(context, { source: "decision-oauth2", target: "hub-authentication", label: "part-of" });
    await linkMemories(context, { source: "learning-token-refresh", target: "decision-oauth2", label: "implements" });
    const response = await visualiseGraph(context, { slug: "hub-authentication", depth: 2 });
    expect(response.nodes.map((n) => [n.slug, n.level])).toEqual([
      ["hub-authentication", 0],
      ["decision-oauth2", 1],
      ["gotcha-refresh-race", 2],
      ["learning-token-refresh", 2],
    ]);
    expect(response.edges).toEqual(
      expect.arrayContaining([
        { source: "decision-oauth2", target: "hub-authentication", label: "part-of" },
        { source: "learning-token-refresh", target: "decision-oauth2", label: "implements" },
        { source: "gotcha-refresh-race", target: "decision-oauth2", label: "references" },
      ]),
    );
    const lines = response.diagram.split("\n");
    expect(lines[0]).toBe("graph LR");
    const nodeLine = /^ {2}(n_[a-z0-9_]+)\["([a-z0-9-]+)<br\/>\((\w+)\)"\]$/;
    const edgeLine = /^ {2}(n_[a-z0-9_]+) -->\|([a-z-]+)\| (n_[a-z0-9_]+)$/;
    const ids = new Map<string, string>();
    for (const line of lines.slice(1).filter(Boolean)) {
      const node = nodeLine.exec(line);
      const edge = edgeLine.exec(line);
      expect(node ?? edge, line).toBeTruthy();
      if (node) ids.set(node[1]!, node[2]!);
      if (edge) expect(ids.has(edge[1]!) && ids.has(edge[3]!)).toBe(true);
    }
    expect([...ids.values()].sort()).toEqual(response.nodes.map((n) => n.slug).sort());
    expect((await visualiseGraph(context, { slug: "hub-authentication", depth: 1 })).nodes).toHaveLength(2);
  });

  it("gives mermaid-safe ids to slugs mermaid would misread", () => {
    const diagram = mermaid(
      [
        { slug: "end", title: "x", type: "hub", level: 0 },
        { slug: "o-ring", title: "y", type: "learning", level: 1 },
        { slug: "x-ray", title: "z", type: "learning", level: 1 },
        { slug: "a_b", title: "", type: "learning", level: 1 },
        { slug: "a-b", title: "", type: "learning", level: 1 },
      ],
      [{ source: "o-ring", target: "end", label: "part-of" }],
    );
    expect(diagram).toContain('n_end["end<br/>(hub)"]');
    expect(diagram).toContain("n_o_ring -->|part-of| n_end");
    expect(diagram).toContain("n_a_b_2");
  });

  it("delete removes the links other memories hold to the deleted one", async () => {
    const box = makeSandbox();
    const context = await seed(box);
    await linkMemories(context, { source: "decision-oauth2", target: "learning-token-refresh", label: "implements" });
    await linkMemories(context, { source: "hub-authentication", target: "learning-token-refresh", label: "contains" });
    await linkMemories(context, { source: "learning-token-refresh", target: "hub-authentication", label: "part-of" });
    const response = await deleteMemory(context, { slug: "learning-token-refresh", force: true });
    expect(response.edgesRemoved).toBe(3);
    expect(readFileSync(join(box.projectStore, "decision-oauth2.md"), "utf8")).not.toContain("learning-token-refresh");
    expect(readFileSync(join(box.projectStore, "hub-authentication.md"), "utf8")).not.toContain(
      "learning-token-refresh",
    );
    const graphFile = readGraphIndex(context.store.scope("project"))!;
    expect(JSON.stringify(graphFile)).not.toContain("learning-token-refresh");
    expect(graphFile.incoming["decision-oauth2"]).toEqual([
      ["gotcha-refresh-race", "references", expect.any(String), "wikilink"],
    ]);
  });

  it("delete finds a link typed into a file a moment ago, where a search would skip checking the files", async () => {
    const box = makeSandbox();
    await seed(box);
    // Searches of this context skip the check of every file for a few seconds after one, whatever the store size.
    const skipping = contextFor(box, { env: { MEMORY_CHECK_MIN_FILES: "1" } });
    await searchMemories(skipping, { query: "oauth2" });
    const path = join(box.projectStore, "decision-oauth2.md");
    // Written over in place: the directory does not change.
    writeFileSync(
      path,
      readFileSync(path, "utf8").replace(
        /^updated: (.*)$/m,
        "updated: $1\nlinks:\n  - {target: learning-token-refresh, label: implements, created: 2026-01-01T00:00:00Z}",
      ),
    );
    const response = await deleteMemory(skipping, { slug: "learning-token-refresh", force: true });
    expect(response.edgesRemoved).toBe(1);
    expect(readFileSync(path, "utf8")).not.toContain("learning-token-refresh");
  });

  it("CLI: a hub linked from hundreds of memories draws the nearest 100, says what it left out and how to see it", async () => {
    const box = makeSandbox();
    commitMemoryFile(box, "hub-big", "title: Big hub\ntype: hub\ntags: [a]", "The hub.");
    for (let i = 0; i < 300; i++) {
      const slug = `learning-${String(i).padStart(3, "0")}`;
      commitMemoryFile(
        box,
        slug,
        `title: Learning ${i}\ntype: learning\ntags: [a]\nlinks:\n  - {target: hub-big, label: part-of}`,
        "Text.",
      );
    }
    const diagram = await runCli(box, ["graph", "hub-big", "--depth", "1"]);
    expect(diagram.code, diagram.stderr).toBe(0);
    const lines = diagram.stdout.split("\n");
    // Before: 301 node lines and 300 edge lines.
    expect(lines.filter((line) => line.includes("<br/>"))).toHaveLength(100);
    expect(lines.filter((line) => line.includes("-->"))).toHaveLength(99);
    expect(diagram.stdout).toContain(
      "Showing 100 of 301 memories (nearest first) and 99 of 300 edges; --limit <n> shows more, --json all.",
    );
    const few = await runCli(box, ["graph", "hub-big", "--limit", "3"]);
    expect(few.stdout.split("\n").filter((line) => line.includes("<br/>"))).toHaveLength(3);
    const all = json(await runCli(box, ["graph", "hub-big", "--json"]));
    expect([all.nodes.length, all.edges.length, all.totalNodes, all.totalEdges]).toEqual([301, 300, 301, 300]);
    const small = await runCli(box, ["graph", "learning-000", "--depth", "0"]);
    expect(small.stdout).not.toContain("Showing");
    expect((await runCli(box, ["graph", "hub-big", "--limit", "0"])).code).toBe(2);
  }, 60_000);

  it("CLI: graph prints a mermaid block; depth is validated", async () => {
    const box = makeSandbox();
    await seed(box);
    const result = await runCli(box, ["graph", "decision-oauth2", "--depth", "1"]);
    expect(result.stdout).toMatch(/^```mermaid\ngraph LR\n/);
    expect(result.stdout).toContain("n_gotcha_refresh_race -->|references| n_decision_oauth2");
    expect((await runCli(box, ["graph", "decision-oauth2", "--depth", "x"])).code).toBe(2);
    expect((await runCli(box, ["graph", "nope"])).code).toBe(3);
  });
});
