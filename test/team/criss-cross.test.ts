// Criss-cross merges with the memory merge driver, against plain git's outcome.
// With several merge bases git merges them into a virtual base (holding conflict
// markers where they disagree) and hands that to the driver: the driver must
// never resolve what plain git would have called a conflict.

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeSandbox, runCli, type Sandbox } from "../helpers.js";
import { commitAll, conflictedFiles, git, initRepo } from "./git.js";

const FILE = ".claude/memory/gotcha-refresh-race.md";
const BASE = `---
title: Refresh race
type: gotcha
tags:
  - auth
created: 2026-01-01T00:00:00Z
updated: 2026-01-01T00:00:00Z
---
Two refreshes race.

Use a mutex.

Seen in prod.
`;

type Edit = (text: string, side: "P" | "Q") => string;
const bodyLine: Edit = (text, side) => text.replace("Use a mutex.", `Use a mutex (${side}).`);
const title: Edit = (text, side) => text.replace("title: Refresh race", `title: Refresh race ${side}`);

async function repository(): Promise<Sandbox> {
  const box = makeSandbox({ repo: false });
  initRepo(box.repo);
  writeFileSync(join(box.repo, "README"), "app\n");
  const setup = await runCli(box, ["git-setup"]);
  expect(setup.code, setup.stderr).toBe(0);
  writeFileSync(join(box.repo, FILE), BASE);
  commitAll(box.repo, "base");
  return box;
}

function change(box: Sandbox, edit: Edit, side: "P" | "Q", updated: string): void {
  const path = join(box.repo, FILE);
  const text = edit(readFileSync(path, "utf8"), side).replace(/^updated: .*$/m, `updated: ${updated}`);
  writeFileSync(path, text);
  commitAll(box.repo, `${side}: edit`);
}

/** Merges `other` into the current branch and, on a conflict, keeps our side of the file (`resolve --ours`). */
function mergeKeepingOurs(box: Sandbox, other: string): void {
  const merge = git(box.repo, ["merge", "--no-edit", other], { allowFail: true });
  if (merge.code !== 0) {
    git(box.repo, ["checkout", "--ours", "--", FILE]);
    commitAll(box.repo, `merge ${other} keeping ours`);
  }
}

/**
 * P and Q each change the same part differently; each merges the other's first
 * commit keeping its own; then `into` merges the other branch. Two merge bases.
 */
async function crissCross(edit: Edit, into: "P" | "Q") {
  const box = await repository();
  git(box.repo, ["checkout", "-q", "-b", "P"]);
  change(box, edit, "P", "2026-01-02T00:00:00Z");
  git(box.repo, ["checkout", "-q", "-b", "Q", "main"]);
  change(box, edit, "Q", "2026-01-03T00:00:00Z");
  git(box.repo, ["branch", "Q1"]);
  git(box.repo, ["checkout", "-q", "P"]);
  git(box.repo, ["branch", "P1"]);
  mergeKeepingOurs(box, "Q1");
  git(box.repo, ["checkout", "-q", "Q"]);
  mergeKeepingOurs(box, "P1");
  const other = into === "P" ? "Q" : "P";
  git(box.repo, ["checkout", "-q", into]);
  expect(git(box.repo, ["merge-base", "--all", "P", "Q"]).stdout.trim().split("\n")).toHaveLength(2);
  const plainConflicts = conflictedFiles(box.repo, other, { plain: true });
  const merge = git(box.repo, ["merge", "--no-edit", other], { allowFail: true });
  return { box, plainConflicts, merge, text: readFileSync(join(box.repo, FILE), "utf8") };
}

describe("criss-cross merges with the memory driver", () => {
  for (const [name, edit, ours, theirs] of [
    ["a body line", bodyLine, "Use a mutex (P).", "Use a mutex (Q)."],
    ["the title in the frontmatter", title, "title: Refresh race P", "title: Refresh race Q"],
  ] as const) {
    for (const into of ["P", "Q"] as const) {
      it(`${name}, ${into} merging the other: a conflict where plain git has one, both sides kept`, async () => {
        const { plainConflicts, merge, text } = await crissCross(edit, into);
        expect(plainConflicts).toEqual([FILE]); // what plain git says
        expect(merge.code, merge.stdout).not.toBe(0);
        expect(`${merge.stdout}${merge.stderr}`).toContain(`CONFLICT (content): Merge conflict in ${FILE}`);
        const [mine, other] = into === "P" ? [ours, theirs] : [theirs, ours];
        expect(text).toContain(`<<<<<<< ours\n${mine}`);
        expect(text).toContain(`=======\n${other}`);
        expect(text).toContain(">>>>>>> theirs");
      });
    }
  }

  it("still merges a criss-cross cleanly where the two sides agree, as plain git does", async () => {
    // Both first commits add the same tag on each side; the bases disagree only on `updated`.
    const addTag: Edit = (text) => text.replace("  - auth\n", "  - auth\n  - mutex\n");
    const { plainConflicts, merge, text } = await crissCross(addTag, "P");
    expect(plainConflicts).toEqual([]);
    expect(merge.code, merge.stderr).toBe(0);
    expect(text).toContain("  - auth\n  - mutex\n");
    expect(text).not.toContain("<<<<<<<");
  });
});
