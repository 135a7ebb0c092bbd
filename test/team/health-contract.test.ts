// `memory health --json` keeps spec 003's HealthIssue.category values, even for what
// this plugin adds (merge conflicts, git set-up, stale sources): the detail is in `kind`.

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { json, makeSandbox, runCli } from "../helpers.js";
import { initRepo } from "./git.js";

const SPEC_CATEGORIES = ["orphan", "broken-link", "frontmatter", "cache", "index"];

describe("health --json and spec 003's categories", () => {
  it("reports a conflicted memory and a clone without the driver within the spec's categories", async () => {
    const box = makeSandbox({ repo: false });
    initRepo(box.repo);
    const write = await runCli(box, ["write", "--json"], {
      input: JSON.stringify({ content: "# Deploy\n\nNeeds the VPN.", type: "gotcha", tags: ["deploy"] }),
    });
    expect(write.code, write.stderr).toBe(0);
    const { slug } = json<{ slug: string }>(write);
    expect((await runCli(box, ["git-setup", "--remove"])).code).toBe(0); // a clone that merges memory files as text
    // A memory left half-merged by hand, as git writes it.
    mkdirSync(box.projectStore, { recursive: true });
    writeFileSync(
      join(box.projectStore, "gotcha-half-merged.md"),
      "---\ntitle: Half merged\ntype: gotcha\n<<<<<<< ours\ntags: [a]\n=======\ntags: [b]\n>>>>>>> theirs\ncreated: 2026-01-01T00:00:00Z\nupdated: 2026-01-01T00:00:00Z\n---\nText.\n",
    );
    const health = json<{ issues: Array<{ category: string; kind?: string; memory?: string }> }>(
      await runCli(box, ["health", "--json"]),
    );
    expect(slug).toBeTruthy();
    for (const issue of health.issues) expect(SPEC_CATEGORIES).toContain(issue.category);
    expect(health.issues).toContainEqual(
      expect.objectContaining({ category: "frontmatter", kind: "merge-conflict", memory: "gotcha-half-merged" }),
    );
    expect(health.issues.some((issue) => issue.kind === "git-setup")).toBe(true);
  });
});
