import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseClaudeMd } from "../../src/interop/claude-md.js";
import { decodeMemoryFile } from "../../src/core/memory-file.js";
import { relationLabel } from "../../src/interop/mcp-graph.js";
import { listEdges } from "../../src/ops/edges.js";
import { importFile } from "../../src/interop/import.js";
import { contextFor, json, makeSandbox, runCli, type Sandbox } from "../helpers.js";
import { jsonl, snapshot, SPEC_EXAMPLE_1 } from "./fixtures.js";

const CLAUDE_MD = `# CLAUDE.md

This file guides Claude Code in this repository.

## Build and test

- Run \`npm test\` before every commit
- Use Node 20

## Gotchas

- The auth tests need \`TZ=UTC\`
- Never run migrations against the shared database

## Architecture decisions

We use Postgres advisory locks for the job queue.

\`\`\`sql
## not a heading inside a fence
SELECT pg_try_advisory_lock(1);
\`\`\`

## Conventions

- Branch names MUST start with the issue number
- Keep functions small
`;

const MCP_GRAPH = [
  `{"type":"entity","name":"John_Smith","entityType":"person","observations":["Speaks fluent Spanish","Graduated in 2019"]}`,
  `{"type":"entity","name":"Anthropic","entityType":"organization","observations":["AI safety company"]}`,
  `{"type":"entity","name":"Token refresh race","entityType":"problem","observations":["Two refreshes at once log users out"]}`,
  `{"type":"relation","from":"John_Smith","to":"Anthropic","relationType":"works_at"}`,
  `{"type":"relation","from":"John_Smith","to":"Nobody","relationType":"knows"}`,
  `{"type":"relation","from":"Anthropic","to":"Token refresh race","relationType":"worksOn"}`,
  `not json`,
  `{"type":"entity","name":"","entityType":"x","observations":[]}`,
].join("\n");

function put(box: Sandbox, name: string, text: string): string {
  const path = join(box.repo, name);
  writeFileSync(path, text);
  return path;
}

const documentOf = (box: Sandbox, slug: string) =>
  decodeMemoryFile(readFileSync(join(box.projectStore, `${slug}.md`), "utf8"), slug, "2026-01-01T00:00:00Z").document;

describe("memory import: CLAUDE.md / MEMORY.md", () => {
  it("makes one memory per ## section with a guessed type, heading tags and a the events.jsonl format source", async () => {
    const box = makeSandbox();
    const path = put(box, "CLAUDE.md", CLAUDE_MD);
    const result = await runCli(box, ["import", path, "--json"]);
    expect(result.code).toBe(0);
    const response = json(result);
    expect(response).toMatchObject({
      success: true,
      format: "claude-md",
      created: 5,
      updated: 0,
      unchanged: 0,
      problems: [],
    });
    const bySlug = new Map(
      response.items.map((item: { slug: string; title: string; type: string }) => [item.title, item]),
    );
    expect([...bySlug.keys()]).toEqual([
      "CLAUDE.md",
      "Build and test",
      "Gotchas",
      "Architecture decisions",
      "Conventions",
    ]);
    expect(response.items.map((item: { type: string }) => item.type)).toEqual([
      "learning",
      "learning",
      "gotcha",
      "decision",
      "learning",
    ]);
    const slug = (title: string) => (bySlug.get(title) as { slug: string }).slug;
    expect(slug("Build and test")).toMatch(/^claude-build-test-[0-9a-f]{8}$/);

    const build = documentOf(box, slug("Build and test"));
    expect(build.tags).toEqual(["build", "test"]);
    expect(build.body).toBe("# Build and test\n\n- Run `npm test` before every commit\n- Use Node 20");
    expect(build.fields).toEqual({
      source: ["CLAUDE.md#Build and test:L5-L8"],
      // the source file is anchored, so health says when CLAUDE.md changes after the import
      anchors: [{ path: "CLAUDE.md", sha256: expect.stringMatching(/^[0-9a-f]{16}$/) }],
      meta: { import_source: "CLAUDE.md" },
    });
    expect(documentOf(box, slug("Gotchas")).fields.source).toEqual(["CLAUDE.md#Gotchas:L10-L13"]);
    const decision = documentOf(box, slug("Architecture decisions"));
    expect(decision.fields.source).toEqual(["CLAUDE.md#Architecture decisions:L15-L22"]);
    expect(decision.body).toContain("## not a heading inside a fence");
    expect(documentOf(box, slug("Conventions")).fields).toMatchObject({
      rule: "Branch names MUST start with the issue number",
      source: ["CLAUDE.md#Conventions:L24-L27"],
    });
    expect(documentOf(box, slug("CLAUDE.md")).fields.source).toEqual(["CLAUDE.md#CLAUDE.md:L3-L3"]);

    // Re-import: nothing changes, not a byte.
    const before = snapshot(box.projectStore);
    const again = json(await runCli(box, ["import", "CLAUDE.md", "--json"]));
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 5 });
    expect(snapshot(box.projectStore)).toEqual(before);

    // A changed section is updated, the others left alone.
    writeFileSync(path, `${CLAUDE_MD}- Prefer named exports\n`);
    const changed = json(await runCli(box, ["import", path, "--json"]));
    expect(changed).toMatchObject({ created: 0, updated: 1, unchanged: 4 });
    expect(changed.items.find((item: { action: string }) => item.action === "updated").title).toBe("Conventions");
    expect(documentOf(box, slug("Conventions")).fields.source).toEqual(["CLAUDE.md#Conventions:L24-L28"]);
  });

  it("--dry-run lists what would be created and writes nothing", async () => {
    const box = makeSandbox();
    put(box, "CLAUDE.md", CLAUDE_MD);
    const result = await runCli(box, ["import", "CLAUDE.md", "--dry-run"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Dry run: would create 5, update 0, leave 0 unchanged in project; nothing written");
    expect(result.stdout).toMatch(/\+ claude-gotchas-[0-9a-f]{8} {2}Gotchas {2}\(would be created\)/);
    expect(snapshot(join(box.repo, ".claude"))).toEqual({});
  });

  it("without ## sections, makes one memory per bullet group, titled by the line before it", () => {
    const { drafts } = parseClaudeMd({
      file: "MEMORY.md",
      text: "# Project memory\n\nTesting:\n- Use vitest\n- Run single files\n\nDeployment:\n- Never deploy on Fridays\n- Do not skip the changelog\n",
    });
    expect(drafts.map((draft) => [draft.title, draft.type, draft.fields.source])).toEqual([
      ["Testing", "learning", ["MEMORY.md#Testing:L3-L5"]],
      ["Deployment", "gotcha", ["MEMORY.md#Deployment:L7-L9"]],
    ]);
    expect(drafts[1]!.body).toBe("# Deployment\n\n- Never deploy on Fridays\n- Do not skip the changelog");
  });

  it("without ## sections, keeps the prose and code between lists: with the list it leads into, or on its own", () => {
    const text = [
      "- run make fmt",
      "- use go test",
      "",
      "The staging database is reset every night.",
      "Ask in #infra before seeding it.",
      "",
      "```sh",
      "make seed",
      "```",
      "",
      "Release steps:",
      "- tag vX.Y.Z",
      "",
      "Some closing prose that is not a list.",
      "",
    ].join("\n");
    const { drafts } = parseClaudeMd({ file: "AGENTS.md", text });
    expect(drafts.map((draft) => [draft.title, draft.fields.source])).toEqual([
      ["run make fmt", ["AGENTS.md#run make fmt:L1-L2"]],
      ["Release steps", ["AGENTS.md#Release steps:L4-L12"]],
      ["Some closing prose that is not a list.", ["AGENTS.md#Some closing prose that is not a list.:L14-L14"]],
    ]);
    // Every line of text in the file is in some memory's body.
    const bodies = drafts.map((draft) => draft.body).join("\n");
    for (const line of text.split("\n").filter((line) => line.trim() && line !== "Release steps:"))
      expect(bodies).toContain(line);
  });
});

describe("memory import: MCP memory server graph", () => {
  it("imports entities as memories and relations as labelled edges, reporting bad lines", async () => {
    const box = makeSandbox();
    put(box, "memory.json", MCP_GRAPH);
    const result = await runCli(box, ["import", "memory.json", "--json"]);
    expect(result.code).toBe(0);
    const response = json(result);
    expect(response).toMatchObject({ format: "mcp-jsonl", created: 3, updated: 0, unchanged: 0, invalid: 2 });
    const slugs = Object.fromEntries(
      response.items.map((item: { title: string; slug: string }) => [item.title, item.slug]),
    );
    expect(slugs.John_Smith).toMatch(/^entity-john-smith-[0-9a-f]{8}$/);
    const john = documentOf(box, slugs.John_Smith);
    expect(john).toMatchObject({
      title: "John_Smith",
      type: "learning",
      tags: ["person"],
      body: "# John_Smith\n\n- Speaks fluent Spanish\n- Graduated in 2019",
    });
    expect(john.fields).toEqual({ kind: "person", meta: { import_source: "memory.json" } });
    expect(documentOf(box, slugs["Token refresh race"])).toMatchObject({ type: "gotcha", tags: ["problem"] });
    expect(response.links).toEqual([
      { source: slugs.John_Smith, target: slugs.Anthropic, label: "works-at", action: "created" },
      { source: slugs.Anthropic, target: slugs["Token refresh race"], label: "works-on", action: "created" },
    ]);
    expect(
      response.problems.map((problem: { line: number; severity: string; message: string }) => [
        problem.line,
        problem.severity,
        problem.message.replace(/[0-9a-f]{8}/g, "#"),
      ]),
    ).toEqual([
      [5, "error", "entity-john-smith-# --[knows]--> entity-nobody-#: no memory entity-nobody-#; edge not added"],
      [7, "error", "not valid JSON (Unexpected token 'o', \"not json\" is not valid JSON)"],
      [8, "error", "entity name is missing or empty"],
    ]);
    const edges = await listEdges(contextFor(box), { slug: slugs.Anthropic });
    expect(edges.edges.map((edge) => [edge.direction, edge.label, edge.target])).toEqual([
      ["outgoing", "works-on", slugs["Token refresh race"]],
      ["incoming", "works-at", slugs.John_Smith],
    ]);

    const before = snapshot(box.projectStore);
    const again = json(await runCli(box, ["import", "memory.json", "--json"]));
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    expect(again.links.map((link: { action: string }) => link.action)).toEqual(["unchanged", "unchanged"]);
    expect(snapshot(box.projectStore)).toEqual(before);
  });

  it("--dry-run reports the memories and edges it would add and writes nothing", async () => {
    const box = makeSandbox();
    put(box, "graph.jsonl", MCP_GRAPH);
    const response = await importFile(contextFor(box), { path: join(box.repo, "graph.jsonl"), dryRun: true });
    expect(response).toMatchObject({ dryRun: true, created: 3 });
    expect(response.links.map((link) => [link.label, link.action])).toEqual([
      ["works-at", "created"],
      ["works-on", "created"],
    ]);
    expect(snapshot(join(box.repo, ".claude"))).toEqual({});
  });

  it("turns relation types into labels the link operation accepts", () => {
    expect(relationLabel("works_at")).toBe("works-at");
    expect(relationLabel("worksAt")).toBe("works-at");
    expect(relationLabel("is part of")).toBe("is-part-of");
    expect(relationLabel("3D printed")).toBe("rel-3d-printed");
    expect(relationLabel("!!!")).toBe("relates-to");
    expect(relationLabel("x".repeat(80)).length).toBeLessThanOrEqual(50);
  });
});

describe("memory import: format and file errors", () => {
  it("imports an events file through --format events-jsonl (or detected)", async () => {
    const box = makeSandbox();
    put(box, "events.jsonl", jsonl(SPEC_EXAMPLE_1));
    expect(json(await runCli(box, ["import", "events.jsonl", "--json"]))).toMatchObject({
      format: "events-jsonl",
      created: 1,
    });
    put(box, "events.txt", jsonl(SPEC_EXAMPLE_1));
    expect(json(await runCli(box, ["import", "events.txt", "--format", "events-jsonl", "--json"]))).toMatchObject({
      format: "events-jsonl",
      unchanged: 1,
    });
  });

  it("names the missing file, refuses a directory and a FIFO without hanging, and asks for --format when unsure", async () => {
    const box = makeSandbox();
    const missing = await runCli(box, ["import", "nope/CLAUDE.md", "--json"]);
    expect(missing.code).toBe(3);
    expect(json(missing).error).toMatchObject({ code: "FILE_NOT_FOUND" });
    expect(json(missing).error.message).toContain("nope/CLAUDE.md");

    mkdirSync(join(box.repo, "docs"));
    const directory = await runCli(box, ["import", "docs"]);
    expect(directory.code).toBe(2);
    expect(directory.stderr).toBe("✗ docs is a directory: give the path of a file in it.\n");

    execFileSync("mkfifo", [join(box.repo, "pipe.jsonl")]);
    const started = Date.now();
    const fifo = await runCli(box, ["import", "pipe.jsonl"]);
    expect(fifo.code).toBe(2);
    expect(fifo.stderr).toContain("not a regular file");
    expect(Date.now() - started).toBeLessThan(10_000);

    put(box, "data.json", '{"hello":"world"}\n');
    const unknown = await runCli(box, ["import", "data.json"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("give --format claude-md|mcp-jsonl|events-jsonl");
    const badFormat = await runCli(box, ["import", "data.json", "--format", "yaml"]);
    expect(badFormat.code).toBe(2);
    expect(badFormat.stderr).toContain('Unknown --format "yaml"');
  });
});
