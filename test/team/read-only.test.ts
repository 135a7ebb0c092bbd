// Reading leaves the repository as it was: a store whose .gitattributes is
// missing (never committed, or removed) is not set up again by a read command.

import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeSandbox, runCli } from "../helpers.js";
import { commitAll, git, initRepo } from "./git.js";

const READS: string[][] = [
  ["list"],
  ["list", "--json"],
  ["search", "mutex"],
  ["read", "gotcha-refresh-race"],
  ["health"],
  ["health", "--json"],
  ["validate"],
  ["gotchas", "src/auth/session.ts"],
  ["edges", "gotcha-refresh-race"],
  ["graph", "gotcha-refresh-race"],
  ["quality", "gotcha-refresh-race"],
  ["refresh"],
  ["reindex"],
];

describe("read commands and the repository", () => {
  it("never recreate .claude/memory/.gitattributes nor change git status", async () => {
    const box = makeSandbox({ repo: false });
    initRepo(box.repo);
    const write = await runCli(box, ["write"], {
      input: JSON.stringify({
        content: "# Refresh race\n\nUse a mutex.",
        type: "gotcha",
        tags: ["auth"],
        paths: ["src/auth/**"],
      }),
    });
    expect(write.code, write.stderr).toBe(0);
    const attributes = join(box.projectStore, ".gitattributes");
    expect(existsSync(attributes)).toBe(true); // a write sets the store up
    rmSync(attributes);
    commitAll(box.repo, "memories, without .gitattributes");
    for (const args of READS) {
      const result = await runCli(box, args);
      expect(result.code, `${args.join(" ")}: ${result.stderr}`).toBeLessThan(2);
      expect(existsSync(attributes), args.join(" ")).toBe(false);
      expect(git(box.repo, ["status", "--porcelain", "--untracked-files=all"]).stdout, args.join(" ")).toBe("");
    }
  });
});
