// A memory file past the body limit (a log pasted in by hand) is indexed up to
// the limit: its words past it are not searchable, the rest of the store's
// searches stay as fast as without it.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MEMORY_LIMITS } from "../../src/core/memory-limits.js";
import { indexedBody } from "../../src/index/keyword/config.js";
import { searchMemories } from "../../src/ops/search.js";
import { contextFor, makeSandbox } from "../helpers.js";

const MAX = MEMORY_LIMITS.body;

describe("the body the keyword index reads", () => {
  it("is the whole body up to the limit", () => {
    const body = `${"word ".repeat(MAX / 5 - 1)}last`;
    expect(body.length).toBeLessThanOrEqual(MAX);
    expect(indexedBody(body)).toBe(body);
  });

  it("stops at the last space before the limit past it", () => {
    const body = "abcdefghi ".repeat(MAX / 5);
    const indexed = indexedBody(body);
    expect(indexed.length).toBeLessThanOrEqual(MAX);
    expect(indexed.length).toBeGreaterThan(MAX - 200);
    expect(body.startsWith(indexed)).toBe(true);
    expect(indexed.endsWith("abcdefghi")).toBe(true);
  });

  it("stops at the limit in a body without spaces, never inside a surrogate pair", () => {
    expect(indexedBody("x".repeat(MAX + 10))).toHaveLength(MAX);
    const emoji = `${"x".repeat(MAX - 1)}😀${"x".repeat(10)}`;
    expect(indexedBody(emoji)).toBe("x".repeat(MAX - 1));
  });
});

describe("a search in a store holding a memory past the body limit", () => {
  it("finds it by the words before the limit, not by those after", async () => {
    const box = makeSandbox();
    mkdirSync(box.projectStore, { recursive: true });
    const filler = Array.from({ length: MAX / 8 }, (_, i) => `line${i}`).join(" ");
    writeFileSync(
      join(box.projectStore, "learning-pasted-log.md"),
      `---\ntitle: a pasted log\ntype: learning\ntags:\n  - logs\ncreated: 2025-01-01T00:00:00Z\n` +
        `updated: 2025-01-01T00:00:00Z\n---\nstartmarker ${filler} endmarker\n`,
    );
    const context = contextFor(box);
    const hits = async (query: string) =>
      (await searchMemories(context, { query })).results.map((result) => result.memory.slug);
    expect(await hits("startmarker")).toEqual(["learning-pasted-log"]);
    expect(await hits("endmarker")).toEqual([]);
  });
});
