import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hiddenReason, parseAsOf } from "../../src/core/lifecycle.js";
import { listMemories } from "../../src/ops/list.js";
import { searchMemories } from "../../src/ops/search.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, json, makeSandbox, runCli } from "../helpers.js";

function handWritten(dir: string, slug: string, extra: string, created = "2026-01-01T00:00:00Z") {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${slug}.md`),
    `---\ntitle: ${slug} about tokens\ntype: learning\ntags: [auth]\ncreated: ${created}\nupdated: ${created}\n${extra}---\nTokens ${slug}.\n`,
  );
}

describe("lifecycle visibility", () => {
  it("hides expired, decayed and deprecated memories from list and search unless asked", async () => {
    const box = makeSandbox();
    const context = contextFor(box, { now: () => new Date("2026-06-01T00:00:00Z") });
    await writeMemory(context, {
      content: "Tokens live one hour.",
      title: "Live tokens",
      type: "learning",
      tags: ["auth"],
    });
    handWritten(box.projectStore, "expired", "expires: 2026-02-01T00:00:00Z\n");
    handWritten(box.projectStore, "later-expiry", "expires: 2027-02-01T00:00:00Z\n");
    handWritten(box.projectStore, "decayed", "decayed: 2026-03-01T00:00:00Z\n");
    handWritten(box.projectStore, "deprecated", "deprecated: true\nsuperseded_by: learning-live-tokens\n");
    const listed = async (request = {}) => (await listMemories(context, request)).memories.map((m) => m.slug).sort();
    const found = async (request = {}) =>
      (await searchMemories(context, { query: "tokens", ...request })).results.map((r) => r.memory.slug).sort();

    expect(await listed()).toEqual(["later-expiry", "learning-live-tokens"]);
    expect(await found()).toEqual(["later-expiry", "learning-live-tokens"]);
    expect(await listed({ includeExpired: true })).toEqual([
      "decayed",
      "expired",
      "later-expiry",
      "learning-live-tokens",
    ]);
    expect(await found({ includeDeprecated: true })).toEqual(["deprecated", "later-expiry", "learning-live-tokens"]);
  });

  it("replays a read as of an instant: later memories absent, expiry and decay judged then", async () => {
    const box = makeSandbox();
    const context = contextFor(box, { now: () => new Date("2026-06-01T00:00:00Z") });
    handWritten(box.projectStore, "early", "expires: 2026-02-01T00:00:00Z\n", "2026-01-01T00:00:00Z");
    handWritten(box.projectStore, "decays", "decayed: 2026-04-01T00:00:00Z\n", "2026-01-10T00:00:00Z");
    handWritten(box.projectStore, "late", "", "2026-05-01T00:00:00Z");
    const asOf = async (instant: string) =>
      (await listMemories(context, { asOf: instant })).memories.map((m) => m.slug).sort();
    expect(await asOf("2026-01-15")).toEqual(["decays", "early"]);
    expect(await asOf("2026-03-01T00:00:00Z")).toEqual(["decays"]);
    expect(await asOf("2026-05-02")).toEqual(["late"]);
    // deterministic: the same instant gives the same answer whatever "now" is
    const other = contextFor(box, { now: () => new Date("2030-01-01T00:00:00Z") });
    expect((await listMemories(other, { asOf: "2026-01-15" })).memories.map((m) => m.slug).sort()).toEqual([
      "decays",
      "early",
    ]);
  });

  it("parses as-of instants strictly, UTC when no zone is given", () => {
    expect(parseAsOf("2026-03-01")).toBe("2026-03-01T00:00:00Z");
    expect(parseAsOf("2026-03-01T12:30")).toBe("2026-03-01T12:30:00Z");
    expect(parseAsOf("2026-03-01T12:30:00+02:00")).toBe("2026-03-01T10:30:00Z");
    for (const bad of ["", "yesterday", "2026-13-45", "1700000000", "2026-03-01T25:00:00Z"])
      expect(parseAsOf(bad)).toBeUndefined();
    expect(hiddenReason("2026-01-01T00:00:00Z", { expires: "2026-01-02T00:00:00Z" }, {}, "2026-01-02T00:00:00Z")).toBe(
      "expired",
    );
    expect(
      hiddenReason("2026-01-01T00:00:00Z", { expires: "2026-01-02T00:00:00Z" }, {}, "2026-01-01T23:59:59Z"),
    ).toBeUndefined();
  });

  it("CLI: --as-of, --include-expired and a clear error for a bad instant", async () => {
    const box = makeSandbox();
    handWritten(box.projectStore, "x", "", "2026-01-01T00:00:00Z");
    const ok = await runCli(box, ["list", "--as-of", "2025-12-31", "--json"]);
    expect(json(ok).memories).toEqual([]);
    const all = await runCli(box, ["search", "tokens", "--as-of", "2026-01-02", "--include-expired", "--json"]);
    expect(json(all).results.map((r: { memory: { slug: string } }) => r.memory.slug)).toEqual(["x"]);
    const bad = await runCli(box, ["list", "--as-of", "last tuesday"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/Invalid as-of "last tuesday"/);
  });
});
