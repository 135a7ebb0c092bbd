// The word lexicon of prompt recall (core/recall/lexicon.ts): which plain words a prompt holds, their mean
// log-odds that it needs no memory, and how train.ts learns them (only words several projects' prompts share).

import { describe, expect, it } from "vitest";
import { needsNothingOdds, plainWords } from "../../src/core/recall/lexicon.js";
import { learnLexicon, LEXICON_MIN_PROMPTS, LEXICON_MIN_SETS } from "../../bench/recall-eval/fit.js";

describe("prompt recall's word lexicon", () => {
  it("reads a prompt's plain words: function words kept, code names and paths left out, stemmed", () => {
    const words = plainWords("How do we rename the helpers in src/billing/invoice_total.ts and fetchInvoiceTotals?");
    expect([...words]).toEqual(["how", "do", "we", "renam", "the", "helper", "in", "and"]);
  });

  it("is the mean of the known words' odds, and 0 when it knows none", () => {
    const lexicon = new Map([
      ["typo", 2],
      ["the", 0],
      ["prod", -3],
    ]);
    expect(needsNothingOdds("fix the typo", lexicon)).toBe(1);
    expect(needsNothingOdds("the typo broke prod", lexicon)).toBeCloseTo(-1 / 3);
    expect(needsNothingOdds("xyzzy plugh", lexicon)).toBe(0);
  });

  it("the shipped lexicon leans to silence for a small edit and to recall for an outage", () => {
    const edit = needsNothingOdds("fix the typo in the docstring, and rename the variable");
    const outage = needsNothingOdds("checkout has been failing in prod since yesterday, customers are stuck");
    expect(edit).toBeGreaterThan(0);
    expect(outage).toBeLessThan(0);
    expect(edit - outage).toBeGreaterThan(1);
  });

  it("learns only words several sets' prompts share, each set's and each prompt's count alike", () => {
    const prompts = [];
    for (let set = 0; set < LEXICON_MIN_SETS; set++)
      for (let i = 0; i < LEXICON_MIN_PROMPTS; i++)
        prompts.push(
          { set: `s${set}`, prompt: `fix the typo in line ${i}`, needsNone: true },
          { set: `s${set}`, prompt: `the payout failed again for account ${i}`, needsNone: false },
        );
    // A word of one project only.
    for (let i = 0; i < 2 * LEXICON_MIN_PROMPTS; i++)
      prompts.push({ set: "s0", prompt: "kafkaesque outage", needsNone: false });
    const lexicon = learnLexicon(prompts);
    expect(lexicon.get("typo")).toBeGreaterThan(1);
    expect(lexicon.get("payout")).toBeLessThan(-1);
    // In as many prompts needing none as some: between the two, above the odds of any prompt (more need some).
    expect(lexicon.get("the")).toBeGreaterThan(0);
    expect(lexicon.get("the")).toBeLessThan(lexicon.get("typo")!);
    expect(lexicon.has("kafkaesqu")).toBe(false);
    expect(lexicon.has("outag")).toBe(false);
  });
});
