// The manifest does not store the recall terms (the recall index keeps them):
// a rebuild of the recall index from the manifest takes them from the index it
// replaces for unchanged files, and from the files for the others.

import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readManifestEntries } from "../../src/index/manifest/files.js";
import { RecallScope } from "../../src/index/recall/read.js";
import { recallIndex } from "../../src/index/recall/update.js";
import { refresh } from "../../src/ops/refresh.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, makeSandbox, type Sandbox } from "../helpers.js";

const indexDir = (box: Sandbox) => join(box.projectStore, ".index");
const details = (box: Sandbox, slugs: string[]) => {
  const scope = new RecallScope(box.repo, indexDir(box));
  return Object.fromEntries(slugs.map((slug) => [slug, scope.detail(slug)]));
};

describe("recall terms and the manifest", () => {
  it("the manifest holds none; a recall rebuild from it gives what the files give", async () => {
    const box = makeSandbox();
    const ctx = contextFor(box);
    const slugs = ["pool-sizing", "queue-retries", "old-approach"];
    for (const [i, slug] of slugs.entries())
      await writeMemory(ctx, {
        slug,
        title: `${slug.replace("-", " ")} decision`,
        type: "decision",
        tags: ["infra"],
        content: `We settled ${slug} after incident ${i}: pgbouncer transaction mode, backoff with jitter.`,
      });
    await refresh(ctx);
    const store = ctx.store.scope("project");
    const manifestFiles = readdirSync(join(indexDir(box), "manifest")).map((name) =>
      readFileSync(join(indexDir(box), "manifest", name), "utf8"),
    );
    expect(manifestFiles.join("")).toContain("pool-sizing");
    expect(manifestFiles.join("")).not.toContain('"recall"');
    const expected = details(box, slugs);
    expect(expected["pool-sizing"]?.w.map(([term]) => term)).toContain("pgbouncer");

    // Deprecated by hand, then edited by hand: the rebuild re-reads those two files, and reuses the third's terms.
    const deprecated = join(box.projectStore, "old-approach.md");
    writeFileSync(
      deprecated,
      readFileSync(deprecated, "utf8").replace("type: decision", "type: decision\ndeprecated: true"),
    );
    const edited = join(box.projectStore, "queue-retries.md");
    writeFileSync(edited, readFileSync(edited, "utf8").replace("pgbouncer", "rabbitmq"));
    const entries = readManifestEntries(store);
    const fromFiles = new Map(entries);
    for (const slug of ["old-approach", "queue-retries"]) {
      const stat = (await store.readText(slug))!.stat;
      fromFiles.set(slug, { ...entries.get(slug)!, size: stat.size, mtimeMs: stat.mtimeMs });
    }
    await recallIndex.rebuild({ kind: "rebuild", store, changes: new Map(), entries: fromFiles });
    const rebuilt = details(box, slugs);
    expect(rebuilt["pool-sizing"]).toEqual(expected["pool-sizing"]);
    expect(rebuilt["queue-retries"]?.w.map(([term]) => term)).toContain("rabbitmq");
    // The manifest entry (not yet re-checked) still says it is not deprecated; the file's lifecycle rules.
    expect(rebuilt["old-approach"]).toBeUndefined();

    // With no recall index at all, every file is read.
    rmSync(join(indexDir(box), "recall"), { recursive: true });
    await recallIndex.rebuild({ kind: "rebuild", store, changes: new Map(), entries: fromFiles });
    expect(details(box, slugs)).toEqual(rebuilt);
  });
});
