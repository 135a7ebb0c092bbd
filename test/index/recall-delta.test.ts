// The recall index's delta: a write changes delta.json, not the term shards
// (a delete takes its postings out of them at once); when the delta is full it
// is folded into them; what a prompt reads (the delta over the shards) is
// always what a full rebuild gives.

import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pairsOf, RecallScope } from "../../src/index/recall/read.js";
import { deleteMemory } from "../../src/ops/delete.js";
import { refresh } from "../../src/ops/refresh.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, makeSandbox, type Sandbox } from "../helpers.js";

const recallDir = (box: Sandbox) => join(box.projectStore, ".index", "recall");
const termShards = (box: Sandbox) =>
  Object.fromEntries(
    readdirSync(recallDir(box))
      .filter((name) => name.startsWith("t"))
      .map((name) => [name, readFileSync(join(recallDir(box), name), "utf8")]),
  );

const listed = (scope: RecallScope, term: string) => pairsOf(scope.postings(term));

/** Term shards with one memory's postings taken out (a term left with none drops its line). */
const without = (shards: Record<string, string>, slug: string) =>
  Object.fromEntries(
    Object.entries(shards).map(([name, text]) => [
      name,
      text
        .split("\n")
        .map((line) => {
          const [term, pairs = ""] = line.split("\t");
          const kept = pairs.split(" ").filter((_, i, all) => all[i - (i % 2)] !== slug);
          return kept.length > 0 && kept[0] !== "" ? `${term}\t${kept.join(" ")}` : "";
        })
        .filter(Boolean)
        .join("\n") + "\n",
    ]),
  );

/** Everything a prompt can read: each slug's detail, each term's postings (sorted), the totals. */
function view(box: Sandbox, slugs: string[]) {
  const scope = new RecallScope(box.repo, join(box.projectStore, ".index"));
  const details = Object.fromEntries(slugs.map((slug) => [slug, scope.detail(slug)]));
  const terms = new Set(Object.values(details).flatMap((detail) => detail?.w.map(([term]) => term) ?? []));
  // With the count a prompt's idf takes from them.
  const postings = Object.fromEntries(
    [...terms]
      .sort()
      .map((term) => [
        term,
        { size: scope.postings(term).size, pairs: listed(scope, term).sort((a, b) => (a[0] < b[0] ? -1 : 1)) },
      ]),
  );
  return { details, postings, count: scope.meta?.count, totalWeight: scope.meta?.totalWeight };
}

const topics = [
  "postgres advisory locks",
  "redis cache eviction",
  "terraform state drift",
  "kafka consumer lag",
  "jwt refresh race",
  "docker layer cache",
];

describe("the recall index's delta", () => {
  it("writes leave the term shards alone until the delta is folded, and readers always see what a rebuild gives", async () => {
    const box = makeSandbox();
    const ctx = contextFor(box);
    const slugs: string[] = [];
    const write = async (i: number, extra = "") => {
      const slug = `memo-${i}`;
      await writeMemory(ctx, {
        slug,
        title: `${topics[i % topics.length]} note ${i}`,
        type: i % 3 === 0 ? "decision" : "learning",
        tags: [`t${i % 4}`],
        content: `About ${topics[i % topics.length]} and case ${i}. ${extra}`,
      });
      if (!slugs.includes(slug)) slugs.push(slug);
    };
    for (let i = 0; i < 6; i++) await write(i);
    await refresh(ctx);
    const before = termShards(box);

    await write(6);
    await write(7);
    await write(2, "Rewritten with pgbouncer in mind.");
    expect(termShards(box)).toEqual(before);
    await deleteMemory(ctx, { slug: "memo-3", force: true });
    expect(termShards(box)).toEqual(without(before, "memo-3"));
    const delta = JSON.parse(readFileSync(join(recallDir(box), "delta.json"), "utf8")) as {
      changes: Record<string, unknown>;
    };
    expect(Object.keys(delta.changes).sort()).toEqual(["memo-2", "memo-6", "memo-7"]);
    const scope = new RecallScope(box.repo, join(box.projectStore, ".index"));
    expect(listed(scope, "pgbouncer").map(([slug]) => slug)).toEqual(["memo-2"]);
    expect(scope.detail("memo-3")).toBeUndefined();
    expect(listed(scope, "kafka").map(([slug]) => slug)).not.toContain("memo-3");

    const overlaid = view(box, slugs);
    for (let i = 8; i < 48; i++) await write(i, i % 5 === 0 ? "A longer note about connection pools." : "");
    for (const slug of ["memo-10", "memo-11"]) await deleteMemory(ctx, { slug, force: true });
    expect(termShards(box)).not.toEqual(before);
    const folded = view(box, slugs);

    rmSync(recallDir(box), { recursive: true });
    await refresh(ctx);
    expect(existsSync(join(recallDir(box), "delta.json"))).toBe(false);
    const rebuilt = view(box, slugs);
    expect(folded).toEqual(rebuilt);
    expect(overlaid.details["memo-2"]).toEqual(rebuilt.details["memo-2"]);
    expect(overlaid.postings.pgbouncer).toEqual(rebuilt.postings.pgbouncer);
  });
});
