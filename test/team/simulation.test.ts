// Three clones of one repository writing, editing, linking, deleting and
// merging each other in a seeded random order (bench/team-merge.ts runs more
// seeds): nothing lost that was not deleted, no derived file in a conflict,
// every remaining conflict reported by health and ended by `memory resolve`,
// and fewer conflicts with the merge driver than git's text merge gives.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { simulate, total } from "../../bench/team-simulation.js";
import { CLI } from "../helpers.js";

describe("team merge simulation", () => {
  it("three clones, random writes and merges (criss-cross included): nothing lost, every conflict reported and resolved", () => {
    const runs = [11, 12].map((seed) => {
      const dir = mkdtempSync(join(tmpdir(), "memory-team-"));
      try {
        return simulate({ seed, steps: 28, cli: CLI, dir });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
    for (const run of runs) expect(run.failures, `seed ${run.seed}`).toEqual([]);
    const figures = total(runs);
    expect(figures.merges).toBeGreaterThan(5);
    expect(figures.driverConflicts).toBeLessThan(figures.plainConflicts);
    expect(figures.memoriesAtEnd).toBeGreaterThan(0);
  }, 240_000);
});
