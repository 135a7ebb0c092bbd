// Conflict markers a merge never wrote: thousands of `<<<<<<<` lines that no `>>>>>>>` closes. Whether a memory file
// holds a conflict is asked by every command that reads it; each opening line read the rest of the file looking for
// its close, so a 200 KB file of 20,000 of them held `memory list` for minutes. Built CLI, killed past a deadline.

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { conflictSides, hasConflictMarkers } from "../../src/core/memory/index.js";
import { makeSandbox } from "../helpers.js";
import { within } from "./within-deadline.js";

const FRONT =
  "---\ntitle: t\ntype: learning\ntags:\n  - x\ncreated: 2025-01-01T00:00:00Z\nupdated: 2025-01-01T00:00:00Z\n---\n";
const UNCLOSED = `${FRONT}${"<<<<<<< x\n".repeat(20_000)}=======\nthe end\n`;

describe("20,000 conflict markers that never close", () => {
  it("are read once: no conflict, in milliseconds", () => {
    const started = performance.now();
    expect(hasConflictMarkers(UNCLOSED)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("leave a real conflict after them found, of their size or another", () => {
    for (const close of [">>>>>>> theirs\n", ""]) {
      const real = `${"<<<<<<<< y\n".repeat(1_000)}<<<<<<< ours\na\n=======\nb\n>>>>>>> theirs\n${close}`;
      const sides = conflictSides(real);
      expect(sides?.count).toBe(1);
      expect(sides?.theirs.endsWith(`b\n${close}`)).toBe(true);
    }
    // One that closes after unclosed ones of its own size is content of nothing: none of them closes it.
    expect(conflictSides(`<<<<<<< a\n<<<<<<< b\nx\n=======\ny\n>>>>>>> c\n`)?.count).toBe(1);
  });

  it("hold no command: list, search, health and validate finish", async () => {
    const box = makeSandbox();
    mkdirSync(box.projectStore, { recursive: true });
    writeFileSync(join(box.projectStore, "learning-markers.md"), UNCLOSED);
    writeFileSync(join(box.projectStore, "learning-note.md"), `${FRONT}Tokens refresh hourly.\n`);
    for (const args of [["list", "--json"], ["search", "tokens"], ["health"], ["validate"]]) {
      const run = await within(box, args);
      expect(run.killed, `${args[0]} killed after ${run.ms} ms`).toBe(false);
      expect(run.code, `${args[0]}: ${run.stderr}`).toBeLessThanOrEqual(1);
    }
  }, 90_000);
});
