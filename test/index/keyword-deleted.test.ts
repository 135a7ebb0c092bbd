// A deleted memory's words stay in the keyword index's bucket files until the next fold. A search must not
// return it, count it or score others as if it were still there: its `pending` removal takes it out of the
// loaded postings (and so of every document frequency) before anything is ranked.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { json, makeSandbox, runCli, type Sandbox } from "../helpers.js";

/** Every file under the scope's keyword index, as one text. */
function keywordFiles(box: Sandbox): string {
  const root = join(box.projectStore, ".index", "keyword");
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else texts.push(readFileSync(path, "latin1"));
    }
  };
  walk(root);
  return texts.join("\n");
}

describe("a memory deleted since the keyword index was folded", () => {
  it("is neither found, counted nor weighed by a search, while its words are still in the bucket files", async () => {
    const box = makeSandbox();
    const write = async (title: string, content: string) => {
      const result = await runCli(box, ["write", content, "--title", title, "--type", "learning", "--tags", "t"]);
      expect(result.code, result.stderr).toBe(0);
    };
    await write("Zanzibar quokka", "The zanzibar ferry needs a quokka permit.");
    await write("Quokka permits", "A quokka permit takes a week.");
    await write("Quokka photos", "Quokka photos need no permit, a quokka smiles.");
    expect((await runCli(box, ["reindex"])).code).toBe(0);
    expect((await runCli(box, ["delete", "learning-zanzibar-quokka", "--force"])).code).toBe(0);

    const search = async (query: string) =>
      json(await runCli(box, ["search", query, "--mode", "keyword", "--limit", "50", "--json"]));
    const only = await search("zanzibar");
    expect(only.results).toEqual([]);
    expect(only.total).toBe(0);
    // The word is still in the stored index: the search above ran over the unfolded index, not a rebuilt one.
    expect(keywordFiles(box)).toContain("zanzibar");

    const scores = (response: { results: Array<{ memory: { slug: string }; score: number }> }) =>
      response.results.map((result) => [result.memory.slug, result.score]);
    const shared = await search("quokka permit");
    expect(shared.total).toBe(2);
    expect((await runCli(box, ["reindex"])).code).toBe(0);
    expect(keywordFiles(box)).not.toContain("zanzibar");
    // The same scores as an index rebuilt without it: its postings counted in no document frequency.
    expect(scores(shared)).toEqual(scores(await search("quokka permit")));
  }, 60_000);
});
