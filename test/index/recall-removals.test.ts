// What leaves a memory leaves the hooks' indexes at once: after `memory delete`, a file removed or renamed by
// hand (or by a pull) and the next refresh, or an edit, no word of what is gone stays in the recall or gotcha
// index files (not even under the recall index's delta, waiting for a fold), and what a prompt reads (counts,
// postings, details) is what a rebuild gives.

import { readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pairsOf, RecallScope } from "../../src/index/recall/read.js";
import { deleteMemory } from "../../src/ops/delete.js";
import { refresh } from "../../src/ops/refresh.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, makeSandbox, type Sandbox } from "../helpers.js";

const indexDir = (box: Sandbox) => join(box.projectStore, ".index");
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

/** The hooks' index files (recall and gotcha) that hold `word`. */
const holding = (box: Sandbox, word: string) =>
  ["recall", "gotchas"]
    .flatMap((name) => files(join(indexDir(box), name)))
    .filter((path) => new RegExp(`\\b${word}\\b`).test(readFileSync(path, "utf8")))
    .map((path) => path.slice(indexDir(box).length + 1));

/** Everything a prompt reads of the recall index for these terms: counts, each term's postings, each slug's detail. */
function view(box: Sandbox, terms: string[], slugs: string[]) {
  const scope = new RecallScope(box.repo, indexDir(box));
  return {
    count: scope.meta?.count,
    totalWeight: scope.meta?.totalWeight,
    postings: Object.fromEntries(
      terms.map((term) => {
        const list = scope.postings(term);
        return [term, { size: list.size, pairs: pairsOf(list).sort((a, b) => (a[0] < b[0] ? -1 : 1)) }];
      }),
    ),
    details: Object.fromEntries(slugs.map((slug) => [slug, scope.detail(slug)])),
  };
}

const fruits = ["kumquat", "rambutan", "durian", "longan", "salak", "mangosteen"];
const word = (i: number) => `${fruits[i % fruits.length]}${String.fromCharCode(97 + (i % 26))}${i}q`;

describe("a memory removed from the hooks' indexes", () => {
  it("leaves no word behind after a delete, a hand removal, a rename or an edit, and ranks as a rebuild does", async () => {
    const box = makeSandbox();
    const ctx = contextFor(box);
    const slugs: string[] = [];
    // 150 memories: several shards of each kind; half gotchas with the word in their title.
    for (let i = 0; i < 150; i++) {
      const slug = `memo-${i}`;
      slugs.push(slug);
      await writeMemory(ctx, {
        slug,
        title: `${word(i)} ${fruits[(i + 1) % fruits.length]} note`,
        type: i % 2 === 0 ? "gotcha" : "learning",
        tags: [fruits[i % fruits.length]!],
        ...(i % 2 === 0 ? { paths: [`src/${word(i)}/**`] } : {}),
        content: `About ${word(i)} and ${fruits[(i + 2) % fruits.length]}, case ${i}.`,
      });
    }
    await refresh(ctx);
    const gone = [word(2), word(3), word(4), word(5), word(6), word(7)];
    for (const w of gone) expect(holding(box, w).filter((path) => path.startsWith("recall/t"))).not.toEqual([]);

    // memory delete, of a gotcha and of a learning
    await deleteMemory(ctx, { slug: "memo-2", force: true });
    await deleteMemory(ctx, { slug: "memo-3", force: true });
    // a file removed by hand (or by a pull), then the next refresh
    unlinkSync(join(box.projectStore, "memo-4.md"));
    // a file renamed by hand, and one edited by hand: its word replaced
    renameSync(join(box.projectStore, "memo-5.md"), join(box.projectStore, "memo-renamed.md"));
    const edited = join(box.projectStore, "memo-6.md");
    writeFileSync(edited, readFileSync(edited, "utf8").replaceAll(word(6), "tamarind"));
    await refresh(ctx);
    // memory write over an existing memory, its word replaced
    await writeMemory(ctx, {
      slug: "memo-7",
      title: "tamarind pulp note",
      type: "learning",
      tags: ["tamarind"],
      content: "About tamarind pulp.",
    });

    for (const w of [word(2), word(3), word(4), word(6), word(7)]) expect(holding(box, w), w).toEqual([]);
    for (const slug of ["memo-2", "memo-3", "memo-4", "memo-5"]) expect(holding(box, slug), slug).toEqual([]);
    // The renamed memory keeps its words under its new name only.
    const after = new RecallScope(box.repo, indexDir(box));
    expect(after.detail("memo-renamed")?.w.map(([term]) => term)).toContain(word(5));
    expect(pairsOf(after.postings(word(5))).map(([slug]) => slug)).toEqual(["memo-renamed"]);

    const terms = [...gone, "tamarind", ...fruits.map((fruit) => fruit.slice(0, 5)), "note", "case"];
    const names = [...slugs, "memo-renamed"];
    const incremental = view(box, terms, names);
    rmSync(join(indexDir(box), "recall"), { recursive: true });
    await refresh(ctx);
    expect(incremental).toEqual(view(box, terms, names));
  });
});
