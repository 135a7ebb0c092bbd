// Stress run: N worker processes × M operations (writes, deletes of their own
// memories, links, searches) against one scope, each operation a real CLI
// process. Prints writes attempted, files present, lost (must be 0), and the
// health check.
//
//   npm run bench:stress [-- --workers 8 --operations 500]

import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { decodeMemoryFile } from "../src/core/memory-file.js";
import { createContext } from "../src/ops/context.js";
import { checkHealth } from "../src/ops/health.js";
import { searchMemories } from "../src/ops/search.js";

const { values } = parseArgs({
  options: { workers: { type: "string", default: "8" }, operations: { type: "string", default: "500" } },
});
const workers = Number(values.workers);
const operations = Number(values.operations);
const dir = mkdtempSync(join(tmpdir(), "memory-stress-"));
// A private copy of the bundle, so a rebuild of dist/ during the run cannot fail its commands.
cpSync(resolve("plugin", "dist"), join(dir, "dist"), { recursive: true });
const cli = join(dir, "dist", "cli.cjs");
const repo = join(dir, "repo");
mkdirSync(join(repo, ".git"), { recursive: true });
const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: join(dir, "home") };

interface Report {
  created: Array<{ slug: string; marker: string }>;
  deleted: string[];
  failures: unknown[];
}

const started = performance.now();
const reports = await Promise.all(
  Array.from(
    { length: workers },
    (_, id) =>
      new Promise<Report>((done, fail) => {
        const child = spawn(
          process.execPath,
          [resolve("test", "stress", "worker.mjs"), cli, String(id), String(operations)],
          { cwd: repo, env },
        );
        let stdout = "";
        child.stdout.on("data", (chunk) => (stdout += chunk));
        child.on("error", fail);
        child.on("close", () => done(JSON.parse(stdout) as Report));
      }),
  ),
);
const seconds = (performance.now() - started) / 1000;

const store = join(repo, ".claude", "memory");
const expected = new Set(
  reports.flatMap((r) => r.created.filter((c) => !r.deleted.includes(c.marker)).map((c) => c.marker)),
);
let unparseable = 0;
const present = new Set<string>();
for (const name of readdirSync(store).filter((file) => file.endsWith(".md"))) {
  try {
    const { document } = decodeMemoryFile(
      readFileSync(join(store, name), "utf8"),
      name.slice(0, -3),
      "2026-01-01T00:00:00Z",
    );
    const marker = /stress-\d+-\d+/.exec(document.body)?.[0];
    if (marker) present.add(marker);
  } catch {
    unparseable++;
  }
}
const lost = [...expected].filter((marker) => !present.has(marker)).length;
const leftovers = readdirSync(join(store, ".index")).filter(
  (name) => name.includes("lock") || name.endsWith(".tmp"),
).length;
const context = createContext({ environment: { cwd: repo, env } });
await searchMemories(context, { query: "token refresh" });
const health = await checkHealth(context);
const problems = health.issues.filter((issue) => issue.severity !== "info" && issue.category !== "orphan");

console.log(`Stress: ${workers} processes × ${operations} operations in ${seconds.toFixed(0)} s`);
console.log(
  `writes attempted ${workers * operations}, succeeded ${reports.reduce((n, r) => n + r.created.length, 0)}, deleted ${reports.reduce((n, r) => n + r.deleted.length, 0)}`,
);
console.log(`files present     ${present.size} (expected ${expected.size})`);
console.log(`lost              ${lost}`);
console.log(`unparseable       ${unparseable}`);
console.log(`failed commands   ${reports.reduce((n, r) => n + r.failures.length, 0)}`);
console.log(`locks/temp left   ${leftovers}`);
console.log(
  `health            ${health.summary.overallHealth}; ${problems.length} problems besides orphans (${health.issues.length} issues in all)`,
);
const failures = reports.flatMap((r) => r.failures) as Array<{ args: string[]; code: number; stderr: string }>;
const kinds = new Map<string, number>();
for (const failure of failures) {
  const key = `${failure.args.join(" ")} → exit ${failure.code}: ${failure.stderr.split("\n")[0]?.slice(0, 160)}`;
  kinds.set(key, (kinds.get(key) ?? 0) + 1);
}
for (const [kind, count] of kinds) console.log(`  failed ×${count}: ${kind}`);
rmSync(dir, { recursive: true, force: true });
process.exitCode = lost === 0 && unparseable === 0 && problems.length === 0 ? 0 : 1;
