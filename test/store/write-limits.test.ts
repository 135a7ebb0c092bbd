// Every limit a read enforces, the store's writer enforces first: a file the
// product writes can always be read back, searched and shown. Checked through
// the CLI (`fields`), the MCP `link` tool (a memory linked many times) and the
// store itself (whatever writer calls it).

import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EntryTooLargeError } from "../../src/core/errors.js";
import { MEMORY_LIMITS } from "../../src/core/memory-limits.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { ScopeStore } from "../../src/store/scope-store.js";
import { startServer } from "../mcp/mcp-client.js";
import { contextFor, json, makeSandbox, runCli } from "../helpers.js";

describe("limits a read enforces, enforced on write", () => {
  it("`memory write` refuses fields that would make the frontmatter unreadable, with a typed error, writing nothing", async () => {
    const box = makeSandbox();
    const fields = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`note_${i}`, "x".repeat(3_900)]));
    const request = { content: "Body.", title: "Huge fields", type: "learning", tags: ["big"], fields };
    const result = await runCli(box, ["write", "--stdin", "json", "--json"], { input: JSON.stringify(request) });
    expect(result.code).toBe(2);
    expect(json(result).error.code).toBe("ENTRY_TOO_LARGE");
    expect(result.stderr).not.toMatch(/at .*\.js:\d+/);
    expect(existsSync(box.projectStore) ? readdirSync(box.projectStore).filter((f) => f.endsWith(".md")) : []).toEqual(
      [],
    );
    // Just under the limit is written, and reads back.
    const smaller = { ...request, fields: Object.fromEntries(Object.entries(fields).slice(0, 15)) };
    const written = await runCli(box, ["write", "--stdin", "json", "--json"], { input: JSON.stringify(smaller) });
    expect(written.code, written.stderr).toBe(0);
    expect((await runCli(box, ["read", json(written).slug, "--json"])).code).toBe(0);
  }, 60_000);

  it("the store refuses a document whose frontmatter the reader would refuse, whatever the writer", async () => {
    const box = makeSandbox();
    const store = new ScopeStore("project", box.projectStore);
    await store.ensureLayout();
    const document = {
      slug: "too-big",
      title: "Too big",
      type: "learning" as const,
      tags: ["x"],
      created: "2026-01-01T00:00:00Z",
      updated: "2026-01-01T00:00:00Z",
      links: [],
      body: "Body.",
      fields: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, "y".repeat(3_900)])),
    };
    await expect(store.save(document as never)).rejects.toBeInstanceOf(EntryTooLargeError);
    expect(existsSync(join(box.projectStore, "too-big.md"))).toBe(false);
    expect(MEMORY_LIMITS.frontmatterBytes).toBe(65_536);
  });

  it("MCP `link` refuses the link that would make the source unreadable; every link acknowledged reads back", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    // Large fields already (allowed): each link then takes the frontmatter closer to what a read refuses.
    const source = await writeMemory(context, {
      content: "Hub of everything.",
      title: "Hub",
      type: "hub",
      tags: ["hub"],
      fields: Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`note_${i}`, "z".repeat(3_900)])),
    });
    const targets: string[] = [];
    for (let i = 0; i < 60; i++) {
      const slug = `t${i}-${"a".repeat(90)}`.slice(0, 99);
      await writeMemory(context, { slug, content: `Target ${i}.`, title: `T${i}`, type: "learning", tags: ["t"] });
      targets.push(slug);
    }
    const server = await startServer(box);
    const label = `l${"e".repeat(48)}`;
    let acknowledged = 0;
    let refusal = "";
    for (const target of targets) {
      const result = await server.call("link", { source: source.slug, target, label, reverseLabel: label });
      if (result.isError) {
        refusal = result.text;
        break;
      }
      acknowledged++;
    }
    expect(refusal).toMatch(/frontmatter/);
    expect(acknowledged).toBeGreaterThan(5);
    const read = await runCli(box, ["read", source.slug, "--json"]);
    expect(read.code, read.stderr).toBe(0);
    expect(json(read).memory.links.length).toBe(acknowledged);
    const found = json(await runCli(box, ["search", "hub", "--json"]));
    expect(found.results.map((hit: { memory: { slug: string } }) => hit.memory.slug)).toContain(source.slug);
  }, 180_000);
});
