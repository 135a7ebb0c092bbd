// Evidence against a memory in prompt recall: a prompt that works in a file a
// memory is about without asking anything of it, and one that meets a single
// word of what the memory is about in passing. And a description counts as
// much as the title, no more.

import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DESCRIPTION_WEIGHT, memoryTerms, proseTerms, TITLE_WEIGHT } from "../../src/core/recall/terms.js";
import { featuresOf, probability, RECALL_MODEL } from "../../src/core/recall/gate.js";
import { promptIntent } from "../../src/core/recall/intent.js";
import { rankForPrompt } from "../../src/hook/prompt.js";
import { refresh } from "../../src/ops/refresh.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, makeSandbox } from "../helpers.js";

describe("evidence against a memory", () => {
  it("a description word weighs as a title word", () => {
    expect(DESCRIPTION_WEIGHT).toBe(TITLE_WEIGHT);
    const terms = new Map(memoryTerms("Rounding of amounts", [], "Body text.", { description: "discounts and VAT" }));
    expect(terms.get("discount")).toBe(terms.get("round"));
  });

  it("a prompt's prose leaves out its file paths and code names", () => {
    const prose = proseTerms("fix the typo in internal/failover/promote.go and in promoteReplica");
    expect(prose.has("typo")).toBe(true);
    expect(prose.has("failov")).toBe(false);
    expect(prose.has("promot")).toBe(false);
  });

  it("tells 'run the tests again' from 'commit it' (a commit rule governs the second)", () => {
    expect(promptIntent("great, now run the tests again").conversational).toBe(true);
    expect(promptIntent("fix that").conversational).toBe(true);
    expect(promptIntent("looks good, commit it").conversational).toBe(false);
    expect(promptIntent("run the tests for the billing module with the new fixtures").conversational).toBe(false);
  });

  it("judges a memory met only through a prompt's file path, or through one word of its topic, below one the prompt is about", async () => {
    const box = makeSandbox();
    const ctx = contextFor(box);
    await writeMemory(ctx, {
      slug: "gotcha-failover-fencing",
      title: "Fence the old primary before promoting a replica",
      type: "gotcha",
      tags: ["failover", "fencing"],
      content: "The failover code in internal/failover/promote.go must fence the old primary first.",
    });
    for (let i = 0; i < 12; i++)
      await writeMemory(ctx, {
        slug: `learning-other-${i}`,
        title: `Other topic ${i}`,
        type: "learning",
        tags: [`topic${i}`],
        content: `Unrelated note ${i} about dashboards and alerts.`,
      });
    await refresh(ctx);
    const scopes = [{ root: box.projectStore, indexDir: join(box.projectStore, ".index") }];
    const candidate = (prompt: string) =>
      rankForPrompt(prompt, scopes, false).candidates.find((memory) => memory.slug === "gotcha-failover-fencing");

    const located = candidate("bump the timeout in internal/failover/promote.go to 30s");
    expect(located?.coverage).toBeGreaterThan(0);
    expect(located?.proseCoverage).toBe(0);

    const about = candidate("how do we fence the old primary before promoting a replica in failover?");
    expect(about?.proseCoverage).toBeGreaterThan(0);
    expect(about?.focus).toBeGreaterThan(0.5);
    const passing = candidate("the replica count in the dashboards is wrong");
    expect(passing?.focus ?? 0).toBeLessThan(0.2);

    expect(
      rankForPrompt(
        "how do we fence the old primary before promoting a replica in failover?",
        scopes,
        false,
      ).passed.map((m) => m.slug),
    ).toContain("gotcha-failover-fencing");
    // The same match, had its words come from the prompt's prose, would be judged more probable.
    const context = { intent: promptIntent("bump the timeout"), top: located!.score, second: 0 };
    const asked = { ...located!, proseCoverage: located!.coverage };
    expect(probability(featuresOf(located!, 0, "gotcha", context), RECALL_MODEL)).toBeLessThan(
      probability(featuresOf(asked, 0, "gotcha", context), RECALL_MODEL),
    );
  });
});
