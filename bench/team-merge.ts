// The team merge simulation over many seeds (the test runs a few):
//   node scripts/run-ts.mjs bench/team-merge.ts [seeds=20] [steps=60] [first-seed=1] [path of cli.cjs]
// Prints each run's figures and their total as JSON lines; exit 1 if any run found a problem.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { simulate, total, type SimulationFigures } from "./team-simulation.js";

const [seeds = 20, steps = 60, first = 1] = process.argv.slice(2, 5).map(Number);
const cli = resolve(process.argv[5] ?? join("plugin", "dist", "cli.cjs")); // default: run from the repository root
const runs: SimulationFigures[] = [];
for (let seed = first; seed < first + seeds; seed++) {
  const dir = mkdtempSync(join(tmpdir(), "memory-team-"));
  try {
    const started = Date.now();
    const figures = simulate({ seed, steps, cli, dir });
    runs.push(figures);
    console.log(JSON.stringify({ ...figures, seconds: Math.round((Date.now() - started) / 100) / 10 }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
console.log(JSON.stringify({ total: total(runs) }));
process.exitCode = runs.some((run) => run.failures.length > 0) ? 1 : 0;
