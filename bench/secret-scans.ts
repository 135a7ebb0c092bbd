// How many times one `memory write` scans its text for secrets: scan() calls,
// full rule passes (calls the clean-text memo did not answer) and the
// characters those passes read, for a ~2,440-character memory with and
// without a secret in it. Counted by the rules' own counters, in process,
// through the real write operation (validation, redaction, the file, the
// indexes, the event log).
//
//   node scripts/run-ts.mjs bench/secret-scans.ts

import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { scanCounts } from "../src/core/secrets/index.js";
import { createContext } from "../src/ops/context.js";
import { writeMemory } from "../src/ops/shared/write-memory.js";

const paragraph =
  "The ledger service retries a failed settlement three times with a growing delay, then parks it in the dead-letter queue where the on-call engineer replays it by hand after checking the bank's status page. ";
// The content as a person writes it with --title: no heading of its own (the title becomes one).
const body = (secret: string) =>
  `${paragraph.repeat(6)}\n\n## Setup\n\n${secret}\n\n${paragraph.repeat(6)}`.slice(0, 2440);

const root = mkdtempSync(join(tmpdir(), "memory-secret-scans-"));
process.on("exit", () => rmSync(root, { recursive: true, force: true }));
const repo = join(root, "repo");
mkdirSync(join(repo, ".git"), { recursive: true });
const context = createContext({
  environment: { cwd: repo, env: { HOME: join(root, "home"), PATH: process.env.PATH } },
  warn: () => {},
});
// A first write, so that what every process pays once (the store's creation, its config) is not counted.
await writeMemory(context, { content: "Warm-up.", type: "learning", tags: ["warm"] });

console.log("| write of | scan() calls | full rule passes | characters scanned (× the text) |");
console.log("|---|---:|---:|---:|");
for (const [name, secret] of [
  ["a clean memory", "Run the replay script from the ops box."],
  ["a memory holding a secret", "export SETTLEMENT_API_TOKEN=ghp_Qm7Rt2Lp9Vx4Nc8Kd3Ws6Yb1Fh5Gj0Ze2Ua"],
] as const) {
  const content = body(secret);
  Object.assign(scanCounts, { calls: 0, passes: 0, chars: 0 });
  await writeMemory(context, {
    content,
    title: `Settlement retries: ${name}`,
    type: "learning",
    tags: ["ledger", "ops"],
  });
  const ratio = (scanCounts.chars / content.length).toFixed(1);
  console.log(
    `| ${name} (${content.length} chars) | ${scanCounts.calls} | ${scanCounts.passes} | ${scanCounts.chars} (${ratio}×) |`,
  );
}
