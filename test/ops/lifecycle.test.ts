import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultExpiry, DEFAULT_EPHEMERAL_TTL_MS, parseDuration } from "../../src/core/lifecycle.js";
import { listMemories } from "../../src/ops/list.js";
import { readMemory } from "../../src/ops/read.js";
import { searchMemories } from "../../src/ops/search.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, makeSandbox } from "../helpers.js";

const NOW = "2026-03-01T10:00:00Z";
const at = (iso: string) => () => new Date(iso);

describe("ttl and expiry on write", () => {
  it("refuses a ttl outside the strict enum with a clear usage error", async () => {
    const context = contextFor(makeSandbox(), { now: at(NOW) });
    for (const ttl of ["forever", "Decayed", "", "temporary"]) {
      await expect(
        writeMemory(context, { content: "x", type: "learning", tags: ["t"], ttl: ttl as never }),
      ).rejects.toMatchObject({
        code: "USAGE",
        exitCode: 2,
        message: expect.stringMatching(/^Invalid ttl .*: use one of ephemeral, decay, persistent\.$/),
      });
    }
    // through `fields` too (a JSON request or an import)
    await expect(
      writeMemory(context, { content: "x", type: "learning", tags: ["t"], fields: { ttl: "sometimes" } }),
    ).rejects.toMatchObject({ code: "USAGE" });
    expect((await listMemories(context)).total).toBe(0);
  });

  it("gives an ephemeral memory without an expiry the default one (7 days from its creation)", async () => {
    const context = contextFor(makeSandbox(), { now: at(NOW) });
    const written = await writeMemory(context, {
      content: "Build is red on main today",
      type: "breadcrumb",
      tags: ["ci"],
      ttl: "ephemeral",
    });
    const memory = (await readMemory(context, { slug: written.slug })).memory;
    expect(memory.frontmatter).toMatchObject({ ttl: "ephemeral", expires: "2026-03-08T10:00:00Z" });
    expect(defaultExpiry("ephemeral", NOW)).toBe("2026-03-08T10:00:00Z");
    expect(defaultExpiry("ephemeral", NOW, { defaultTtlMs: 3_600_000 })).toBe("2026-03-01T11:00:00Z");
    expect(defaultExpiry("decay", NOW)).toBeUndefined();
    expect(defaultExpiry("persistent", NOW)).toBeUndefined();
    expect(DEFAULT_EPHEMERAL_TTL_MS).toBe(7 * 86_400_000);
    const text = readFileSync(written.filePath, "utf8");
    expect(text).toContain("\nttl: ephemeral\nexpires: 2026-03-08T10:00:00Z\n");
  });

  it("takes an explicit expiry as a date, an instant or a duration, and checks it", async () => {
    const context = contextFor(makeSandbox(), { now: at(NOW) });
    const base = { type: "learning" as const, tags: ["t"] };
    const a = await writeMemory(context, { ...base, content: "a", ttl: "decay", expires: "2026-12-01" });
    const b = await writeMemory(context, { ...base, content: "b", expiresIn: "30d" });
    const c = await writeMemory(context, {
      ...base,
      content: "c",
      ttl: "ephemeral",
      expires: "2026-03-02T00:00:00+02:00",
    });
    const fm = async (slug: string) => (await readMemory(context, { slug })).memory.frontmatter;
    expect(await fm(a.slug)).toMatchObject({ ttl: "decay", expires: "2026-12-01T00:00:00Z" });
    expect(await fm(b.slug)).toMatchObject({ expires: "2026-03-31T10:00:00Z" });
    expect((await fm(b.slug))?.ttl).toBeUndefined();
    expect(await fm(c.slug)).toMatchObject({ ttl: "ephemeral", expires: "2026-03-01T22:00:00Z" });
    expect(parseDuration("12h")).toBe(43_200_000);
    expect(parseDuration("2w")).toBe(14 * 86_400_000);
    for (const bad of ["30", "d", "0d", "1.5d", "30 days", "-1d", "3m"]) expect(parseDuration(bad)).toBeUndefined();

    const refused = [
      [{ expires: "next week" }, /Invalid expiry "next week"/],
      [{ expiresIn: "a month" }, /Invalid expires-in "a month"/],
      [{ expires: "2026-12-01", expiresIn: "3d" }, /either an expiry instant .* or a duration/],
      [{ ttl: "persistent", expires: "2026-12-01" }, /A persistent memory never expires/],
      [{ expires: "2026-02-01" }, /is not after the memory's creation/],
    ] as const;
    for (const [extra, message] of refused) {
      await expect(writeMemory(context, { ...base, content: "z", ...extra })).rejects.toMatchObject({
        code: "USAGE",
        message: expect.stringMatching(message),
      });
    }
  });

  it("keeps ttl and expiry on an update that does not mention them; persistent removes the expiry", async () => {
    const box = makeSandbox();
    const first = contextFor(box, { now: at(NOW) });
    const written = await writeMemory(first, {
      content: "v1",
      type: "learning",
      tags: ["t"],
      slug: "note",
      ttl: "ephemeral",
    });
    const later = contextFor(box, { now: at("2026-03-05T00:00:00Z") });
    await writeMemory(later, { content: "v2", type: "learning", tags: ["t"], slug: "note" });
    expect((await readMemory(later, { slug: "note" })).memory.frontmatter).toMatchObject({
      ttl: "ephemeral",
      expires: "2026-03-08T10:00:00Z",
    });
    await writeMemory(later, { content: "v3", type: "learning", tags: ["t"], slug: "note", ttl: "persistent" });
    const fm = (await readMemory(later, { slug: "note" })).memory.frontmatter!;
    expect(fm.ttl).toBe("persistent");
    expect(fm.expires).toBeUndefined();
    // an update that makes it ephemeral counts the default expiry from that write
    await writeMemory(later, { content: "v4", type: "learning", tags: ["t"], slug: "note", ttl: "ephemeral" });
    expect((await readMemory(later, { slug: "note" })).memory.frontmatter).toMatchObject({
      ttl: "ephemeral",
      expires: "2026-03-12T00:00:00Z",
    });
    expect(written.slug).toBe("note");
  });
});

describe("expired memories", () => {
  it("are hidden from list and search, shown with includeExpired, and still read by slug with their status", async () => {
    const box = makeSandbox();
    const writing = contextFor(box, { now: at(NOW) });
    const gone = await writeMemory(writing, {
      content: "Deploy freeze this week for the tokens release",
      title: "Deploy freeze",
      type: "breadcrumb",
      tags: ["deploy"],
      ttl: "ephemeral",
    });
    const kept = await writeMemory(writing, {
      content: "Deploy with the tokens script",
      title: "Deploy script",
      type: "learning",
      tags: ["deploy"],
    });
    const after = contextFor(box, { now: at("2026-03-09T00:00:00Z") });
    const slugs = async (request = {}) => (await listMemories(after, request)).memories.map((m) => m.slug).sort();
    expect(await slugs()).toEqual([kept.slug]);
    expect(await slugs({ includeExpired: true })).toEqual([gone.slug, kept.slug].sort());
    expect((await searchMemories(after, { query: "deploy tokens" })).results.map((r) => r.memory.slug)).toEqual([
      kept.slug,
    ]);
    // before the expiry it is visible, and replaying as of then shows it too
    expect((await listMemories(writing)).total).toBe(2);
    expect((await listMemories(after, { asOf: "2026-03-05" })).total).toBe(2);

    const read = await readMemory(after, { slug: gone.slug });
    expect(read.memory.title).toBe("Deploy freeze");
    expect(read.hidden).toEqual({
      reason: "expired",
      since: "2026-03-08T10:00:00Z",
      message: expect.stringMatching(/^Expired since 2026-03-08T10:00:00Z: hidden from list and search/),
    });
    expect((await readMemory(writing, { slug: gone.slug })).hidden).toBeUndefined();
    expect((await readMemory(after, { slug: kept.slug })).hidden).toBeUndefined();
  });
});
