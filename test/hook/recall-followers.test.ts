// Prompt recall's second bar (recall10): once a memory passes the model's
// threshold, the ones after it need only the follow bar; a memory under the
// threshold never shows alone. Real memory files, the real hook process
// (dist/hook.cjs) fed real UserPromptSubmit JSON.

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HYBRID_MODEL, judge, RECALL_MODEL, followBar } from "../../src/core/recall/gate.js";
import { promptIntent } from "../../src/core/recall/intent.js";
import { commitMemoryFile, makeSandbox, runHook, type Sandbox } from "../helpers.js";

/** A Rust-and-Python library's store: a pyo3 gotcha, a weaker pyo3 learning, policies and unrelated memories. */
function seed(box: Sandbox): void {
  commitMemoryFile(
    box,
    "gotcha-pyo3-upgrade",
    "title: Upgrading pyo3 breaks the GIL-ref API\ntype: gotcha\ntags: [pyo3, upgrade]\n" +
      "links: [{target: decision-msrv-policy, label: constrained-by}]",
    "pyo3 0.21 moved to the Bound API; upgrading pyo3 past 0.22 needs the gil-refs feature gone first. " +
      "Newer pyo3 also raises its own MSRV.",
  );
  commitMemoryFile(
    box,
    "learning-bound-api-migration",
    "title: Each pyo3 upgrade so far took a week\ntype: learning\ntags: [pyo3]",
    "We moved from the GIL-ref API to Bound over several PRs; stream.rs is left. Each pyo3 upgrade so far needed a week.",
  );
  commitMemoryFile(
    box,
    "decision-dependency-policy",
    "title: New crates need a dependency review\ntype: decision\ntags: [dependencies, rust]",
    "Before adding a crate to Cargo.toml, check its licence (MIT/Apache only), its maintenance and whether std " +
      "already does it. Note the reason in the PR. Our MSRV is 1.70: see [[decision-msrv-policy]].",
  );
  commitMemoryFile(
    box,
    "decision-msrv-policy",
    "title: MSRV is Rust 1.70 until the next minor\ntype: decision\ntags: [rust, msrv]",
    "The minimum supported Rust version is 1.70. Raising it is a minor release, announced in the changelog. " +
      "Crates that need a newer compiler wait.",
  );
  commitMemoryFile(
    box,
    "hub-rust-core",
    "title: Rust core hub\ntype: hub\ntags: [rust]",
    "The native core: [[gotcha-pyo3-upgrade]], [[decision-dependency-policy]], [[decision-msrv-policy]].",
  );
  commitMemoryFile(
    box,
    "learning-ci-cache",
    "title: CI cache keys hash the lockfile\ntype: learning\ntags: [ci]",
    "The cache key hashes Cargo.lock; a lockfile change rebuilds everything.",
  );
  const others: Array<[string, string]> = [
    ["Deploys go through the staging environment first", "deploy,staging"],
    ["Logging uses structured JSON lines", "logging"],
    ["The docs site builds with mkdocs", "docs"],
    ["Benchmarks run on the dedicated runner", "bench"],
    ["Release notes come from changelog fragments", "release"],
    ["Fuzzing runs nightly with cargo-fuzz", "fuzz"],
  ];
  others.forEach(([title, tags], i) =>
    commitMemoryFile(
      box,
      `learning-other-${i}`,
      `title: ${title}\ntype: learning\ntags: [${tags}]`,
      `${title}. Ask the team channel if unsure.`,
    ),
  );
}

async function recalled(box: Sandbox, prompt: string, session = "s1"): Promise<string[]> {
  const run = await runHook(box, { hook_event_name: "UserPromptSubmit", session_id: session, cwd: box.repo, prompt });
  expect(run.code).toBe(0);
  if (!run.stdout.trim()) return [];
  const text = (JSON.parse(run.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput
    .additionalContext;
  return [...text.matchAll(/^• (\S+)/gm)].map((match) => match[1]!);
}

describe("prompt recall: a second bar for the memories after the first", () => {
  it("the shipped model's follow bar is under its threshold; hybrid has none", () => {
    expect(followBar(RECALL_MODEL)).toBeLessThan(RECALL_MODEL.threshold);
    expect(followBar(HYBRID_MODEL)).toBe(HYBRID_MODEL.threshold);
  });

  it("judges nothing in when the first is under the threshold, and followers down to the bar when it passes", () => {
    const evidence = (score: number, coverage: number, focus: number) => ({
      score,
      coverage,
      rarity: 0.8,
      weight: 6,
      shared: 2,
      information: 10,
      fieldHits: 2,
      rareCoverage: coverage,
      proseCoverage: coverage,
      focus,
    });
    const intent = promptIntent("upgrade pyo3 to 0.25");
    const strong = evidence(12, 0.8, 0.8);
    const weak = evidence(9, 0.5, 0.3);
    const model = { weights: RECALL_MODEL.weights, threshold: 0.5 };
    const probabilities = judge([strong, weak], intent, () => "gotcha", { ...model, threshold: 0 }).map(
      (c) => c.probability,
    );
    const [first, second] = probabilities as [number, number];
    expect(first).toBeGreaterThan(second);
    // A bar between the two: the second shows only beside the first.
    const between = { ...model, threshold: (first + second) / 2, follow: second - 1e-6 };
    expect(judge([strong, weak], intent, () => "gotcha", between)).toHaveLength(2);
    expect(judge([strong, weak], intent, () => "gotcha", { ...between, follow: undefined })).toHaveLength(1);
    // The first under the threshold: nothing, whatever the bar.
    expect(judge([strong, weak], intent, () => "gotcha", { ...between, threshold: first + 1e-6 })).toEqual([]);
  });

  it("shows a weaker memory beside one the prompt surely needs, and never alone", async () => {
    const box = makeSandbox();
    seed(box);
    // The learning alone is under the threshold; beside the gotcha it passes the follow bar.
    expect(await recalled(box, "upgrade pyo3 to 0.25")).toEqual([
      "gotcha-pyo3-upgrade",
      "learning-bound-api-migration",
    ]);
    // A first memory under the threshold is not shown, whatever the follow bar: the toolchain policy and the CI
    // cache share words with this prompt, neither enough.
    expect(await recalled(box, "bump the rust toolchain in CI", "s2")).toEqual([]);
    // An action a rule governs brings the rule alone. (Since recall16 "crate" is under the word tables' bar of prompts,
    // so "add the memchr crate" has no word leaning to a memory left and stays under 0.5; the file the rule names does.)
    expect(await recalled(box, "add the memchr crate to Cargo.toml", "s4")).toEqual(["decision-dependency-policy"]);
    // One memory a prompt: the gotcha, then (already shown this session) nothing, not the learning alone.
    writeFileSync(join(box.projectStore, "config.json"), JSON.stringify({ read: { mode: "inject", maxEntries: 1 } }));
    expect(await recalled(box, "upgrade pyo3 to 0.25", "s3")).toEqual(["gotcha-pyo3-upgrade"]);
    // (The learning under the threshold here: "we need to upgrade pyo3 to 0.25 now" lifts it just past 0.5 since
    // recall14's refit, where it would be shown alone, as the model's first.)
    expect(await recalled(box, "upgrade pyo3 to 0.25 now", "s3")).toEqual([]);
  });
});
