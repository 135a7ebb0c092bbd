// The session brief's data: brief.json holds the counts and only the few
// entries a session start may show, whatever the size of the store; the
// writers keep it from brief-all.json, which holds every one.

import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { deleteMemory } from "../../src/ops/delete.js";
import { refresh } from "../../src/ops/refresh.js";
import { contextFor, makeSandbox } from "../helpers.js";

describe("the brief's data", () => {
  it("stays small with many decisions and is kept in step by writes and deletes", async () => {
    const box = makeSandbox();
    let clock = Date.parse("2026-01-01T00:00:00Z");
    // A minute between writes: the brief orders decisions by when they were updated.
    const ctx = contextFor(box, { now: () => new Date((clock += 60_000)) });
    for (let i = 0; i < 40; i++) {
      await writeMemory(ctx, {
        slug: `decision-d${String(i).padStart(2, "0")}`,
        title: `Decision ${i}`,
        type: "decision",
        tags: ["d"],
        content: `Decision number ${i}.`,
      });
    }
    await refresh(ctx);
    const dir = join(box.projectStore, ".index", "recall");
    const read = (name: string) =>
      JSON.parse(readFileSync(join(dir, name), "utf8")) as {
        counts: Record<string, number>;
        decisions: Record<string, unknown>;
      };
    expect(read("brief.json").counts.decision).toBe(40);
    expect(Object.keys(read("brief.json").decisions).length).toBe(24);
    expect(Object.keys(read("brief-all.json").decisions).length).toBe(40);
    const latest = Object.keys(read("brief.json").decisions)[0]!;
    await deleteMemory(ctx, { slug: latest, force: true });
    expect(read("brief.json").counts.decision).toBe(39);
    expect(Object.keys(read("brief.json").decisions)).not.toContain(latest);
    expect(Object.keys(read("brief.json").decisions).length).toBe(24);
    await writeMemory(ctx, {
      slug: "decision-newest",
      title: "Newest decision",
      type: "decision",
      tags: ["d"],
      content: "The newest.",
    });
    expect(Object.keys(read("brief.json").decisions)[0]).toBe("decision-newest");
    expect(Object.keys(read("brief-all.json").decisions).length).toBe(40);

    // A learning changes only the counts: brief.json is rewritten, the whole lists are not read or written.
    const lists = readFileSync(join(dir, "brief-all.json"), "utf8");
    const writeLearning = (slug: string) =>
      writeMemory(ctx, { slug, title: `Learning ${slug}`, type: "learning", tags: ["l"], content: "A lesson." });
    await writeLearning("learning-one");
    await writeLearning("learning-two");
    await deleteMemory(ctx, { slug: "learning-one", force: true });
    expect(readFileSync(join(dir, "brief-all.json"), "utf8")).toBe(lists);
    expect(read("brief.json").counts).toEqual({ decision: 40, learning: 1 });
    // The counts of brief.json hold when a decision brings the lists back in.
    await deleteMemory(ctx, { slug: "decision-newest", force: true });
    expect(read("brief.json").counts).toEqual({ decision: 39, learning: 1 });
    expect(Object.keys(read("brief-all.json").decisions).length).toBe(39);
    rmSync(join(dir), { recursive: true });
    await refresh(ctx);
    expect(read("brief.json").counts).toEqual({ decision: 39, learning: 1 });
  });
});
