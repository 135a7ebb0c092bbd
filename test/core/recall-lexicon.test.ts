// The word lexicon of prompt recall (core/recall/lexicon.ts): which plain words a prompt holds, their mean
// log-odds that it needs no memory, and how train.ts learns them (only words several projects' prompts share).

import { describe, expect, it } from "vitest";
import { memoryTypeOdds, needsNothingOdds, plainWords, TYPE_LEXICON_TYPES } from "../../src/core/recall/lexicon.js";
import { learnLexicon, learnTypeLexicon, LEXICON_MIN_PROMPTS, LEXICON_MIN_SETS } from "../../bench/recall-eval/fit.js";

const at = (type: (typeof TYPE_LEXICON_TYPES)[number]) => TYPE_LEXICON_TYPES.indexOf(type);

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

  it("the type lexicon is the mean of the known words' odds for each type, zeros when it knows none", () => {
    const lexicon = new Map([
      ["commit", [2, 0, 0, -2, 0, 0]],
      ["this", [0, 0, 0, 0, 0, 0]],
    ]);
    expect(memoryTypeOdds("commit this", lexicon)).toEqual([1, 0, 0, -1, 0, 0]);
    expect(memoryTypeOdds("xyzzy plugh", lexicon)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("the shipped type lexicon calls for a decision for a commit, a hub for a newcomer's tour, an artifact for a template", () => {
    const commit = memoryTypeOdds("commit this");
    expect(commit[at("decision")]).toBeGreaterThan(0);
    expect(commit[at("decision")]).toBeGreaterThan(commit[at("hub")]! + 1);
    const tour = memoryTypeOdds("I'm new here, give me a tour of how the backend is organized");
    expect(tour[at("hub")]).toBeGreaterThan(0.5);
    expect(tour[at("hub")]).toBeGreaterThan(Math.max(...tour.filter((_, t) => t !== at("hub"))));
    const template = memoryTypeOdds("where is the postmortem template?");
    expect(template[at("artifact")]).toBeGreaterThan(template[at("decision")]!);
  });

  it("learns a word's types from the labels of the prompts holding it, only words several sets' prompts share", () => {
    const prompts = [];
    for (let set = 0; set < LEXICON_MIN_SETS; set++)
      for (let i = 0; i < LEXICON_MIN_PROMPTS; i++)
        prompts.push(
          { set: `s${set}`, prompt: `commit the change ${i}`, types: ["decision"] },
          { set: `s${set}`, prompt: `the worker crashed again ${i}`, types: ["gotcha", "learning"] },
          // Needs nothing: says nothing of types.
          { set: `s${set}`, prompt: "commit typo", types: [] },
        );
    for (let i = 0; i < 2 * LEXICON_MIN_PROMPTS; i++) prompts.push({ set: "s0", prompt: "kafkaesque", types: ["hub"] });
    const lexicon = learnTypeLexicon(prompts);
    const commit = lexicon.get("commit")!;
    expect(commit[at("decision")]).toBeGreaterThan(0.5);
    expect(commit[at("gotcha")]).toBeLessThan(-0.5);
    expect(lexicon.get("crash")![at("gotcha")]).toBeGreaterThan(0);
    expect(lexicon.get("crash")![at("decision")]).toBeLessThan(0);
    // In the commit prompts and the crash ones alike: between the two.
    expect(lexicon.get("the")![at("decision")]).toBeLessThan(commit[at("decision")]!);
    expect(lexicon.get("the")![at("decision")]).toBeGreaterThan(lexicon.get("crash")![at("decision")]!);
    expect(lexicon.has("kafkaesqu")).toBe(false);
    expect(lexicon.has("typo")).toBe(false);
  });
});
