// The full rebuild in process, phase by phase (CPU time of this thread, and wall), on the issue-43 store shape:
//   node scripts/run-ts.mjs bench/rebuild-profile.ts --size 10000 [--threads 1] [--runs 3] [--no-record] [--cold]
// (--no-record: each rebuild without the record of clean contents; --cold: without the record of analysed files)
// With `node --cpu-prof` around it, the profile of the rebuild alone (the store is generated once and kept); each
// rebuild's span on the profile's clock is printed, to cut one out of it.
import { existsSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { ScopeStore } from "../src/store/scope-store.js";
import { rebuildScope } from "../src/index/derived/catalog-load.js";
import { generateStore } from "./synthetic-store.js";

const { values } = parseArgs({
  options: {
    size: { type: "string", default: "10000" },
    threads: { type: "string", default: "1" },
    runs: { type: "string", default: "1" },
    "no-record": { type: "boolean", default: false },
    cold: { type: "boolean", default: false },
  },
});
const count = Number(values.size);
const dir = resolve("bench", ".stores", `rebuild-${count}`);
if (!existsSync(join(dir, ".claude", "memory", "hub-m1.md"))) {
  rmSync(dir, { recursive: true, force: true });
  generateStore(dir, count, { bodyWords: [100, 600], gotchasPerDirectory: Math.max(1, Math.ceil(count / 10 / 60)) });
}
const store = new ScopeStore("project", join(dir, ".claude", "memory"));
for (let run = 0; run < Number(values.runs); run++) {
  if (values["no-record"]) rmSync(store.indexPath("clean-contents.json"), { force: true });
  if (values.cold) rmSync(store.indexPath("analysed-contents.bin"), { force: true });
  const cpu = process.cpuUsage();
  const started = performance.now();
  const from = process.hrtime.bigint() / 1000n;
  const { threads } = await rebuildScope(store, { threads: Number(values.threads) });
  const used = process.cpuUsage(cpu);
  console.log(
    `${count} memories, ${threads} thread(s): wall ${(performance.now() - started).toFixed(0)} ms, process CPU ${((used.user + used.system) / 1000).toFixed(0)} ms (monotonic µs ${from}–${process.hrtime.bigint() / 1000n}, a --cpu-prof's clock)`,
  );
}
