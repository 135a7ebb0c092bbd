// The shipped model's failures on some sets, to read by class: each prompt whose labelled memories were missed
// (where each stood: not a candidate, or its rank and probability) or that got a memory it did not need (why:
// its shared words, coverage, focus), with the prompt's intent. Reads lab.ts's cached rankings (run lab.ts first).
//
//   node scripts/run-ts.mjs bench/recall-eval/failures.ts set-i set-j
//   node scripts/run-ts.mjs bench/recall-eval/failures.ts --summary set-k set-l   # the missed memories by class only
//   node scripts/run-ts.mjs bench/recall-eval/failures.ts --loo /tmp/loo.json set-y   # each set left out of the fit
//     (the probabilities lab.ts --dump wrote), 0.5 then the shipped follow bar
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { featuresOf, JUDGED_CANDIDATES, RECALL_MODEL, probability } from "../../src/core/recall/gate.js";
import { promptIntent } from "../../src/core/recall/intent.js";
import { loadSet, type Ranked } from "./evaluate.js";
import { resolve } from "node:path";
const labelTypes = new Map<string, Map<string, string>>();
/** A labelled memory's type when it was never a candidate (the ranking holds only the candidates'). */
const typeOfLabel = (set: string, slug: string) => {
  if (!labelTypes.has(set))
    labelTypes.set(set, new Map(loadSet(resolve("bench", "recall-eval"), set).memories.map((m) => [m.id, m.type])));
  return labelTypes.get(set)!.get(slug) ?? "?";
};
const revive = (_k: string, v: unknown) =>
  v && typeof v === "object" && (v as { $map?: unknown }).$map
    ? new Map((v as { $map: Array<[unknown, unknown]> }).$map)
    : v;
const summaryOnly = process.argv.includes("--summary");
const looAt = process.argv.indexOf("--loo");
/** lab.ts --dump: each set's judged candidates' probabilities, the set left out of the fit. */
const loo =
  looAt >= 0 ? (JSON.parse(readFileSync(process.argv[looAt + 1]!, "utf8")) as Record<string, number[][]>) : undefined;
const follow = loo ? (RECALL_MODEL.follow ?? RECALL_MODEL.threshold) : RECALL_MODEL.threshold;
/** Each missed labelled memory once: where it stood (never a candidate, first under the threshold, behind another). */
const classes = new Map<string, number>();
const count = (key: string) => classes.set(key, (classes.get(key) ?? 0) + 1);
const log = (line: string) => summaryOnly || console.log(line);
for (const name of process.argv.slice(2).filter((arg, i, all) => !arg.startsWith("--") && all[i - 1] !== "--loo")) {
  const items = JSON.parse(
    readFileSync(join(tmpdir(), "memory-recall-lab", `${name}.json`), "utf8"),
    revive,
  ) as Ranked[];
  log(`\n===== ${name}`);
  items.forEach((item, p) => {
    const judged = item.ranked.slice(0, JUDGED_CANDIDATES);
    const intent = promptIntent(item.prompt.prompt);
    const ctx = { intent, top: judged[0]?.score ?? 0, second: judged[1]?.score ?? 0 };
    const probs =
      loo?.[name]?.[p] ??
      judged.map((c, r) => probability(featuresOf(c, r, item.types.get(c.slug) ?? "", ctx), RECALL_MODEL));
    const ordered = judged.map((c, i) => ({ slug: c.slug, p: probs[i]! })).sort((a, b) => b.p - a.p);
    const shown =
      ordered[0] && ordered[0].p >= RECALL_MODEL.threshold
        ? ordered
            .filter((c, i) => i === 0 || c.p >= follow)
            .slice(0, 3)
            .map((c) => c.slug)
        : [];
    const labels = item.prompt.relevant;
    const missed = labels.filter((s) => !shown.includes(s));
    const wrong = shown.filter((s) => !labels.includes(s));
    if (missed.length === 0 && wrong.length === 0) return;
    const flags = Object.entries(intent)
      .filter(([, v]) => v === true)
      .map(([k]) => k)
      .join(",");
    log(
      `\n[${item.prompt.category}] ${item.prompt.id} ${JSON.stringify(item.prompt.prompt.slice(0, 220))}  {${flags} nn=${intent.needsNothing?.toFixed(2)}}`,
    );
    for (const s of missed) {
      const at = item.ranked.findIndex((c) => c.slug === s);
      const c = item.ranked[at];
      const where =
        at < 0
          ? "never a candidate"
          : at >= JUDGED_CANDIDATES
            ? "not judged (rank 8+)"
            : shown.length === 0
              ? at === 0 || probs[at]! >= ordered[0]!.p
                ? "first, under"
                : "behind another, nothing shown"
              : shown.length >= 3 && probs[at]! >= follow
                ? "behind three shown"
                : "behind another, under the follow bar";
      // How far under: a memory just under its bar is the threshold's; far under, the evidence's.
      const bar = shown.length === 0 ? RECALL_MODEL.threshold : follow;
      if (at >= 0 && at < JUDGED_CANDIDATES)
        count(
          `probability of the judged missed: ${probs[at]! >= bar - 0.1 ? "within 0.1 of its bar" : probs[at]! >= bar - 0.25 ? "0.1-0.25 under" : "further under"}`,
        );
      const asked = intent.conversational
        ? "conversational"
        : intent.error
          ? "error"
          : intent.orientation
            ? "orientation"
            : intent.action
              ? "action"
              : intent.general
                ? "general"
                : "other";
      for (const key of [
        `all: ${where}`,
        `type ${item.types.get(s) ?? typeOfLabel(name, s)}: ${where}`,
        `intent ${asked}: ${where}`,
      ])
        count(key);
      log(
        `  MISS ${s} ${at < 0 ? "not a candidate" : `rank ${at} p=${at < 8 ? probs[at]!.toFixed(2) : "-"} matched=${c!.matched.join(",")} cov=${c!.coverage.toFixed(2)} foc=${c!.focus?.toFixed(2)}`}`,
      );
    }
    if (labels.length === 0 && shown.length > 0) {
      // A prompt needing nothing that got something: by its category and its intent.
      const asked = Object.entries(intent)
        .filter(([, v]) => v === true)
        .map(([k]) => k);
      count(`not silent: ${item.prompt.category}`);
      count(`not silent, intent: ${asked.join("+") || "none"}`);
      count(`not silent, first ${item.types.get(shown[0]!) ?? "?"}`);
    }
    for (const s of wrong) {
      const at = item.ranked.findIndex((c) => c.slug === s);
      const c = item.ranked[at]!;
      log(
        `  WRONG ${s} (${item.types.get(s)}) rank ${at} p=${probs[at]!.toFixed(2)} matched=${c.matched.join(",")} cov=${c.coverage.toFixed(2)} prose=${c.proseCoverage?.toFixed(2)} foc=${c.focus?.toFixed(2)}`,
      );
    }
    if (item.prompt.note) log(`  note: ${item.prompt.note.slice(0, 200)}`);
  });
}
if (classes.size) {
  console.log("\nmissed labelled memories by where they stood, and prompts needing nothing that were not silent:");
  for (const [key, n] of [...classes].sort(([a], [b]) => (a < b ? -1 : 1))) console.log(`  ${key.padEnd(44)} ${n}`);
}
