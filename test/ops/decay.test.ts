import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isStale, parseDecayPolicy } from "../../src/core/policy/decay.js";
import { addFrontmatterLine, removeFrontmatterLine } from "../../src/core/frontmatter/edit.js";
import { decayMemories, restoreMemories } from "../../src/ops/decay.js";
import { recordFeedback } from "../../src/ops/feedback.js";
import { listMemories } from "../../src/ops/list.js";
import { readMemory } from "../../src/ops/read.js";
import { verifyMemory } from "../../src/ops/verify.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { readLog } from "../../src/store/append-log.js";
import { contextFor, makeSandbox, type Sandbox } from "../helpers.js";

const at = (iso: string) => () => new Date(iso);

/** Three decay memories of different ages, one persistent and one without ttl, all untouched since. */
async function seed(box: Sandbox) {
  const old = contextFor(box, { now: at("2026-01-01T00:00:00Z") });
  await writeMemory(old, {
    content: "Old decaying note",
    type: "learning",
    tags: ["a"],
    slug: "old-note",
    ttl: "decay",
  });
  await writeMemory(old, { content: "Old crumb", type: "breadcrumb", tags: ["a"], slug: "old-crumb", ttl: "decay" });
  await writeMemory(old, {
    content: "Old but persistent",
    type: "learning",
    tags: ["a"],
    slug: "old-persistent",
    ttl: "persistent",
  });
  await writeMemory(old, { content: "Old without ttl", type: "learning", tags: ["a"], slug: "old-plain" });
  const recent = contextFor(box, { now: at("2026-03-20T00:00:00Z") });
  await writeMemory(recent, {
    content: "Recent decaying note",
    type: "learning",
    tags: ["a"],
    slug: "recent-note",
    ttl: "decay",
  });
}

function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => [name, readFileSync(join(dir, name), "utf8")]),
  );
}

describe("decay policies", () => {
  it("parses names and clauses into a canonical spec, and refuses the rest", () => {
    expect(parseDecayPolicy(undefined)).toMatchObject({
      spec: "unused-for=90d",
      name: "default",
      unusedForMs: 90 * 86_400_000,
    });
    expect(parseDecayPolicy("short").spec).toBe("unused-for=30d");
    expect(parseDecayPolicy("type=learning|breadcrumb, unused-for=2w")).toMatchObject({
      spec: "unused-for=2w type=breadcrumb|learning",
      types: ["breadcrumb", "learning"],
    });
    for (const bad of [
      "",
      "unused-for=soon",
      "type=gotcha",
      "unused-for=3d unused-for=4d",
      "stale",
      "max-age=3d",
      "unused-for=3d type=note",
    ]) {
      expect(() => parseDecayPolicy(bad)).toThrow(/policy|duration|type/);
    }
  });

  it("judges from timestamps only: the latest activity at least unused-for before as-of", () => {
    const policy = parseDecayPolicy("unused-for=10d");
    const base = { type: "learning" as const, ttl: "decay", created: "2026-01-01T00:00:00Z", activity: [] as string[] };
    expect(isStale(policy, base, "2026-01-11T00:00:00Z")).toBe(true);
    expect(isStale(policy, base, "2026-01-10T23:59:59Z")).toBe(false);
    expect(isStale(policy, { ...base, activity: ["2026-01-05T00:00:00Z"] }, "2026-01-11T00:00:00Z")).toBe(false);
    expect(isStale(policy, { ...base, ttl: "persistent" }, "2027-01-01T00:00:00Z")).toBe(false);
    expect(isStale(policy, { ...base, decayed: "2026-01-20T00:00:00Z" }, "2027-01-01T00:00:00Z")).toBe(false);
    expect(isStale(policy, base, "2025-12-31T00:00:00Z")).toBe(false); // did not exist yet
  });
});

describe("memory decay", () => {
  it("decays the stale ttl:decay memories, deterministically: same store and as-of, same stale set whatever the clock", async () => {
    const box = makeSandbox();
    await seed(box);
    const before = snapshot(box.projectStore);
    const dry1 = await decayMemories(contextFor(box, { now: at("2026-04-10T00:00:00Z") }), {
      asOf: "2026-04-15",
      dryRun: true,
    });
    const dry2 = await decayMemories(contextFor(box, { now: at("2031-01-01T00:00:00Z") }), {
      asOf: "2026-04-15T00:00:00Z",
      dryRun: true,
    });
    expect(dry1.staleIds).toEqual(["old-crumb", "old-note"]);
    expect(dry2.staleIds).toEqual(dry1.staleIds);
    expect(snapshot(box.projectStore)).toEqual(before); // a dry run changes no memory …
    const { records } = await readLog(box.projectStore, "decay");
    expect(records.map((r) => r.record)).toEqual([
      // … but is logged, with the shape of the lifecycle rules
      {
        event_id: expect.stringMatching(/^decay-[0-9a-f]{16}$/),
        ts: "2026-04-10T00:00:00Z",
        kind: "decay",
        scope: "project",
        policy: "unused-for=90d",
        policy_name: "default",
        as_of: "2026-04-15T00:00:00Z",
        dry_run: true,
        stale_ids: ["old-crumb", "old-note"],
      },
      {
        event_id: expect.stringMatching(/^decay-[0-9a-f]{16}$/),
        ts: "2031-01-01T00:00:00Z",
        kind: "decay",
        scope: "project",
        policy: "unused-for=90d",
        policy_name: "default",
        as_of: "2026-04-15T00:00:00Z",
        dry_run: true,
        stale_ids: ["old-crumb", "old-note"],
      },
    ]);
    expect(records[0]!.record.event_id).not.toBe(records[1]!.record.event_id);

    // a shorter policy at the same instant also catches the recent one; a type clause narrows it
    expect(
      (await decayMemories(contextFor(box), { asOf: "2026-04-15", policy: "unused-for=3w", dryRun: true })).staleIds,
    ).toEqual(["old-crumb", "old-note", "recent-note"]);
    expect(
      (
        await decayMemories(contextFor(box), {
          asOf: "2026-04-15",
          policy: "unused-for=3w type=breadcrumb",
          dryRun: true,
        })
      ).staleIds,
    ).toEqual(["old-crumb"]);

    const run = await decayMemories(contextFor(box, { now: at("2026-05-01T00:00:00Z") }), { asOf: "2026-04-15" });
    expect(run.staleIds).toEqual(["old-crumb", "old-note"]);
    const after = snapshot(box.projectStore);
    expect(Object.keys(after)).toEqual(Object.keys(before)); // never deletes
    for (const name of Object.keys(before)) {
      if (name === "old-crumb.md" || name === "old-note.md") {
        // one line added before the closing ---, nothing else (updated unchanged)
        expect(after[name]).toBe(before[name]!.replace(/\n---\n/, "\ndecayed: 2026-04-15T00:00:00Z\n---\n"));
      } else expect(after[name]).toBe(before[name]);
    }
    const context = contextFor(box, { now: at("2026-05-01T00:00:00Z") });
    expect((await listMemories(context)).memories.map((m) => m.slug).sort()).toEqual([
      "old-persistent",
      "old-plain",
      "recent-note",
    ]);
    expect((await listMemories(context, { includeExpired: true })).total).toBe(5);
    const read = await readMemory(context, { slug: "old-note" });
    expect(read.hidden).toMatchObject({ reason: "decayed", since: "2026-04-15T00:00:00Z" });
    expect(read.memory.updated).toBe("2026-01-01T00:00:00Z");
    // replaying a read before the decay shows the memory
    expect((await listMemories(context, { asOf: "2026-04-14" })).total).toBe(5);
    // already decayed memories are left alone by the next run
    expect((await decayMemories(context, { asOf: "2026-04-15" })).staleIds).toEqual([]);
  });

  it("decay then restore gives back each file byte for byte, with two events of the right shape", async () => {
    const box = makeSandbox();
    await seed(box);
    // a hand-written file with CRLF line endings, odd spacing and a BOM
    writeFileSync(
      join(box.projectStore, "hand-made.md"),
      "\uFEFF---\r\ntitle:   Hand made\r\ntype: learning\r\ntags: [a]\r\nttl: decay\r\ncreated: 2025-06-01\r\n---\r\nBody\r\n",
    );
    const before = snapshot(box.projectStore);
    const context = contextFor(box, { now: at("2026-05-01T00:00:00Z") });
    const decay = await decayMemories(context, { asOf: "2026-04-15" });
    expect(decay.staleIds).toEqual(["hand-made", "old-crumb", "old-note"]);
    expect(readFileSync(join(box.projectStore, "hand-made.md"), "utf8")).toBe(
      "\uFEFF---\r\ntitle:   Hand made\r\ntype: learning\r\ntags: [a]\r\nttl: decay\r\ncreated: 2025-06-01\r\ndecayed: 2026-04-15T00:00:00Z\r\n---\r\nBody\r\n",
    );
    const restore = await restoreMemories(contextFor(box, { now: at("2026-05-02T00:00:00Z") }), {
      slugs: ["old-note", "hand-made"],
    });
    expect(restore.restored).toEqual([
      { slug: "old-note", scope: "project", restores: decay.scopes[0]!.event.event_id },
      { slug: "hand-made", scope: "project", restores: decay.scopes[0]!.event.event_id },
    ]);
    const after = snapshot(box.projectStore);
    expect(after["old-note.md"]).toBe(before["old-note.md"]);
    expect(after["hand-made.md"]).toBe(before["hand-made.md"]);
    expect(after["old-crumb.md"]).not.toBe(before["old-crumb.md"]);

    const { records } = await readLog(box.projectStore, "decay");
    expect(records.map((r) => r.record)).toEqual([
      {
        event_id: decay.scopes[0]!.event.event_id,
        ts: "2026-05-01T00:00:00Z",
        kind: "decay",
        scope: "project",
        policy: "unused-for=90d",
        policy_name: "default",
        as_of: "2026-04-15T00:00:00Z",
        dry_run: false,
        stale_ids: ["hand-made", "old-crumb", "old-note"],
      },
      {
        event_id: expect.stringMatching(/^restore-[0-9a-f]{16}$/),
        ts: "2026-05-02T00:00:00Z",
        kind: "restore",
        scope: "project",
        restores: decay.scopes[0]!.event.event_id,
        ids: ["old-note", "hand-made"],
      },
    ]);
    // the restore counts as use: the next run at a later instant does not decay them again at once
    expect((await decayMemories(context, { asOf: "2026-05-10", dryRun: true })).staleIds).toEqual([]);
    // --event restores what is left of a run
    const rest = await restoreMemories(context, { event: decay.scopes[0]!.event.event_id });
    expect(rest.restored.map((entry) => entry.slug)).toEqual(["old-crumb"]);
    expect(snapshot(box.projectStore)).toEqual(before);
  });

  it("restore refuses what is not decayed, and names what does not exist", async () => {
    const box = makeSandbox();
    await seed(box);
    const context = contextFor(box);
    await expect(restoreMemories(context, { slugs: ["old-note"] })).rejects.toMatchObject({
      code: "USAGE",
      message: expect.stringMatching(/old-note is not decayed/),
    });
    await expect(restoreMemories(context, { slugs: ["nope"] })).rejects.toMatchObject({ code: "MEMORY_NOT_FOUND" });
    await expect(restoreMemories(context, { event: "decay-0000000000000000" })).rejects.toMatchObject({
      code: "MEMORY_NOT_FOUND",
    });
    await expect(restoreMemories(context, {})).rejects.toMatchObject({ code: "USAGE" });
    expect((await readLog(box.projectStore, "decay")).records).toEqual([]);
  });

  it("counts verification and helped feedback as use", async () => {
    const box = makeSandbox();
    await seed(box);
    await verifyMemory(contextFor(box, { now: at("2026-03-01T00:00:00Z") }), { slug: "old-note" });
    await recordFeedback(contextFor(box, { now: at("2026-03-02T00:00:00Z") }), {
      query: "crumbs",
      returned: ["old-crumb"],
      used: ["old-crumb"],
      outcome: "helped",
    });
    const dry = await decayMemories(contextFor(box), { asOf: "2026-04-15", dryRun: true });
    expect(dry.staleIds).toEqual([]);
    expect((await decayMemories(contextFor(box), { asOf: "2026-06-01", dryRun: true })).staleIds).toEqual([
      "old-crumb",
      "old-note",
    ]);
  });

  it("frontmatter line edits are exact and refuse what they cannot do in one line", () => {
    const text = "---\ntitle: x\n---\nbody\n";
    const added = addFrontmatterLine(text, "decayed", "2026-01-01T00:00:00Z")!;
    expect(added).toBe("---\ntitle: x\ndecayed: 2026-01-01T00:00:00Z\n---\nbody\n");
    expect(removeFrontmatterLine(added, "decayed")).toBe(text);
    expect(addFrontmatterLine(added, "decayed", "2027-01-01T00:00:00Z")).toBeUndefined();
    expect(addFrontmatterLine("no frontmatter\n", "decayed", "x")).toBeUndefined();
    expect(removeFrontmatterLine("---\ndecayed:\n  2026-01-01\n---\n", "decayed")).toBeUndefined();
    expect(removeFrontmatterLine("---\nnot_decayed: 1\n---\n", "decayed")).toBeUndefined();
  });

  it("skips scopes that do not exist and does not create them", async () => {
    const box = makeSandbox();
    const response = await decayMemories(contextFor(box), { asOf: "2026-04-15" });
    expect(response.scopes).toEqual([]);
    expect(() => readdirSync(box.projectStore)).toThrow();
    mkdirSync(box.projectStore, { recursive: true });
    expect((await decayMemories(contextFor(box), { asOf: "2026-04-15", scope: "project" })).scopes).toHaveLength(1);
  });
});
