// `memory health` compares the hooks' indexes (gotcha, recall) with the
// manifest: an entry a lost update dropped is reported, though every check of
// the files finds nothing changed, and `health --fix` rebuilds it so the hooks
// show the memory again.

import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { applyGotchaChanges } from "../../src/index/gotcha/build.js";
import { applyRecallChanges } from "../../src/index/recall/update.js";
import { checkHealth } from "../../src/ops/health.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { ScopeStore } from "../../src/store/scope-store.js";
import { contextFor, json, makeSandbox, runCli, runHook } from "../helpers.js";

describe("health and the hooks' indexes", () => {
  it("reports a gotcha or recall entry the manifest has and the index lost, and --fix restores it", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    const kept = await writeMemory(context, {
      content: "The plonkit cache never expires.",
      title: "Plonkit cache",
      type: "gotcha",
      tags: ["cache"],
      paths: ["src/plonkit/**"],
    });
    const lost = await writeMemory(context, {
      content: "The wibbler queue drops messages over 1 MB.",
      title: "Wibbler queue limit",
      type: "gotcha",
      tags: ["queue"],
      paths: ["src/wibbler/**"],
    });
    expect((await checkHealth(context)).issues.filter((issue) => issue.category === "index")).toEqual([]);
    // What a refresh rewriting the shards over a concurrent write used to leave: the manifest has it, the indexes not.
    const store = new ScopeStore("project", box.projectStore);
    await applyGotchaChanges(store, new Map([[lost.slug, undefined]]));
    await applyRecallChanges(store, new Map([[lost.slug, undefined]]));
    expect(json(await runCli(box, ["refresh", "--json"])).scopes[0].changed).toBe(0);

    const health = await checkHealth(context);
    const index = health.issues.filter((issue) => issue.category === "index");
    expect(index).toHaveLength(1);
    expect(index[0]!.severity).toBe("warning");
    expect(index[0]!.description).toContain(lost.slug);
    expect(index[0]!.description).not.toContain(kept.slug);

    const fixed = await checkHealth(context, { fix: true });
    expect(fixed.issues.filter((issue) => issue.category === "index")).toEqual([]);
    const run = await runHook(box, {
      session_id: "s1",
      cwd: box.repo,
      hook_event_name: "PostToolUse",
      tool_name: "Read",
      tool_input: { file_path: join(box.repo, "src/wibbler/queue.ts") },
    });
    expect(run.stdout).toContain(lost.slug);
  }, 60_000);
});
