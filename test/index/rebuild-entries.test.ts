// A rebuild reads each file once for every index: its recall terms are counted from the words its keyword build
// scanned. What it records of each memory must be what reading that file alone gives (a check of the files, a write).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generateStore } from "../../bench/synthetic-store.js";
import { readRun } from "../../src/index/derived/rebuild-run.js";
import { KeywordIndexBuilder } from "../../src/index/keyword/index.js";
import { readEntry } from "../../src/index/manifest/index.js";
import { ScopeStore } from "../../src/store/scope-store.js";
import { makeSandbox } from "../helpers.js";

const HAND_WRITTEN: Record<string, string> = {
  "unicode-body":
    "---\ntitle: Données été\ntype: learning\n---\nCafé naïve résumé straße 東京 приветМир fooÉtéBar données_été.\n",
  underscores:
    "---\ntitle: Snake case\ntype: learning\ntags: [db]\n---\n__init__ _private snake__double a_ _b MAX_MEMORY_TERMS x._y foo_.bar\n",
  "extra-fields":
    "---\ntitle: Retry storms\ntype: decision\ndescription: when a deploy retries too fast\nrule: back off exponentially\nimplication: queues drain slower\nkind: policy\n---\nThe retry_policy of the worker_pool.\n",
  "rule-list":
    "---\ntitle: Rules as a list\ntype: learning\nrule:\n  - first rule\n  - second rule\n---\nBody words.\n",
  "long-body": `---\ntitle: A pasted log\ntype: learning\n---\n${"connectionTimeout retried_after 42ms ".repeat(900)}\n`,
  "empty-body": "---\ntitle: Nothing below\ntype: learning\n---\n",
};

describe("a rebuild's entries", () => {
  it("equal reading each file alone, for synthetic and hand-written memories", async () => {
    const sandbox = makeSandbox();
    generateStore(sandbox.repo, 400, { bodyWords: [20, 600] });
    for (const [slug, text] of Object.entries(HAND_WRITTEN))
      writeFileSync(join(sandbox.projectStore, `${slug}.md`), text);
    const store = new ScopeStore("project", sandbox.projectStore);
    const { files } = await store.listFiles();
    expect(files.length).toBe(406);
    const run = await readRun(store, files, new KeywordIndexBuilder(), { listedAt: Date.now() });
    expect(run.entries.length).toBe(406);
    for (const [slug, entry] of run.entries) expect(entry, slug).toEqual(await readEntry(store, slug));
    // The recall terms were counted: every memory has some but the one whose only words (its title's) are stop words.
    expect(run.entries.filter(([, entry]) => (entry.summary?.recall?.terms.length ?? 0) > 0).length).toBe(405);
  });
});
