import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { feedbackStats, recordFeedback } from "../../src/ops/feedback.js";
import { readMemory } from "../../src/ops/read.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { readLog } from "../../src/store/append-log.js";
import { contextFor, makeSandbox, type Sandbox } from "../helpers.js";

const NOW = "2026-04-01T12:00:00Z";

async function seeded(box: Sandbox) {
  const context = contextFor(box, { now: () => new Date(NOW), env: { USER: "ada" } });
  await writeMemory(context, {
    content: "Refresh tokens under a mutex",
    type: "gotcha",
    tags: ["auth"],
    slug: "gotcha-refresh",
  });
  await writeMemory(context, {
    content: "Tokens live one hour",
    type: "learning",
    tags: ["auth"],
    slug: "learning-ttl",
  });
  return context;
}

describe("memory feedback", () => {
  it("appends exactly one the lifecycle rules retrieval event with every required field", async () => {
    const box = makeSandbox();
    const context = await seeded(box);
    const response = await recordFeedback(context, {
      query: "token refresh",
      returned: ["gotcha-refresh", "learning-ttl"],
      used: ["gotcha-refresh"],
      outcome: "helped",
    });
    expect(response.remediation).toBeUndefined();
    expect(response.warnings).toEqual([]);
    const { records } = await readLog(box.projectStore, "retrieval");
    expect(records).toHaveLength(1);
    const event = records[0]!.record;
    expect(event).toEqual({
      event_id: expect.stringMatching(/^fb-[0-9a-f]{16}$/),
      ts: NOW,
      store: "repo",
      actor: "ada",
      query: "token refresh",
      returned_ids: ["gotcha-refresh", "learning-ttl"],
      used_ids: ["gotcha-refresh"],
      outcome: "helped",
      source: "manual_feedback",
      scope: "project",
    });
    expect(response.event).toEqual(event);
    // global scope → the lifecycle rules' "user" store; actor defaults to claude without $USER
    const global = contextFor(box, { now: () => new Date(NOW), env: { USER: "" } });
    const second = await recordFeedback(global, {
      query: "q",
      returned: [],
      used: [],
      outcome: "unknown",
      scope: "global",
    });
    expect(second.event).toMatchObject({
      store: "user",
      actor: "claude",
      scope: "global",
      returned_ids: [],
      used_ids: [],
    });
    expect((await readLog(box.globalStore, "retrieval")).records).toHaveLength(1);
    expect((await readLog(box.projectStore, "retrieval")).records).toHaveLength(1);
  });

  it("hurt writes a remediation breadcrumb through writeMemory and records its slug", async () => {
    const box = makeSandbox();
    const context = await seeded(box);
    const response = await recordFeedback(context, {
      query: "how long do tokens live?",
      returned: ["learning-ttl", "gotcha-refresh"],
      used: ["learning-ttl"],
      outcome: "hurt",
      actor: "reviewer",
    });
    expect(response.remediation?.slug).toMatch(/^breadcrumb-review-memories-hurt-/);
    expect(response.event.remediation_id).toBe(response.remediation!.slug);
    const crumb = (await readMemory(context, { slug: response.remediation!.slug })).memory;
    expect(crumb).toMatchObject({
      type: "breadcrumb",
      tags: ["feedback", "remediation"],
      title: "Review memories that hurt: how long do tokens live?",
    });
    expect(crumb.content).toContain("how long do tokens live?");
    expect(crumb.content).toContain("- Returned: [[learning-ttl]], [[gotcha-refresh]]");
    expect(crumb.content).toContain("- Used: [[learning-ttl]]");
    expect(crumb.content).toMatch(/memory verify <slug>/);
    expect(crumb.links.sort()).toEqual(["gotcha-refresh", "learning-ttl"]);
    expect((await readLog(box.projectStore, "retrieval")).records).toHaveLength(1);
  });

  it("refuses an invalid outcome, used ids not returned, and bad slugs — and logs nothing", async () => {
    const box = makeSandbox();
    const context = await seeded(box);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ outcome: "great" }, /^Invalid outcome "great": use one of helped, neutral, hurt, unknown\.$/],
      [{ outcome: undefined }, /Invalid outcome null/],
      [
        { outcome: "helped", used: ["learning-ttl"] },
        /Used ids must be among the returned ones: learning-ttl was not returned/,
      ],
      [{ outcome: "helped", returned: ["../etc/passwd"] }, /slug/i],
      [{ outcome: "helped", query: "  " }, /Give the query/],
    ];
    for (const [extra, message] of cases) {
      await expect(
        recordFeedback(context, { query: "tokens", returned: ["gotcha-refresh"], used: [], ...extra } as never),
      ).rejects.toMatchObject({ exitCode: 2, message: expect.stringMatching(message) });
    }
    expect(existsSync(join(box.projectStore, "log", "retrieval.jsonl"))).toBe(false);
  });

  it("warns about ids that name no memory but records them", async () => {
    const box = makeSandbox();
    const context = await seeded(box);
    const response = await recordFeedback(context, {
      query: "q",
      returned: ["ghost", "learning-ttl"],
      used: ["ghost"],
      outcome: "neutral",
    });
    expect(response.warnings).toEqual(["ghost names no memory in any available scope (recorded as given)"]);
    expect(context.warnings.map((w) => w.message)).toContain(response.warnings[0]);
    expect(
      readFileSync(join(box.projectStore, "log", "retrieval.jsonl"), "utf8")
        .trim()
        .split("\n"),
    ).toHaveLength(1);
  });

  it("counts outcomes per memory", async () => {
    const box = makeSandbox();
    const context = await seeded(box);
    await recordFeedback(context, {
      query: "a",
      returned: ["gotcha-refresh", "learning-ttl"],
      used: ["gotcha-refresh"],
      outcome: "helped",
    });
    await recordFeedback(context, {
      query: "b",
      returned: ["gotcha-refresh"],
      used: ["gotcha-refresh"],
      outcome: "helped",
    });
    await recordFeedback(context, { query: "c", returned: ["learning-ttl"], used: ["learning-ttl"], outcome: "hurt" });
    const stats = await feedbackStats(context);
    expect(stats.events).toBe(3);
    expect(stats.memories).toEqual([
      { slug: "learning-ttl", returned: 2, used: 1, helped: 0, neutral: 0, hurt: 1, unknown: 0 },
      { slug: "gotcha-refresh", returned: 2, used: 2, helped: 2, neutral: 0, hurt: 0, unknown: 0 },
    ]);
  });
});
