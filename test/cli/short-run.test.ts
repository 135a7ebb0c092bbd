// The `memory` bin raises V8's budget before a hot loop goes to the optimizing compiler for the commands that run
// briefly and often (src/cli/launch.ts): their loops run for milliseconds, and compiling them cost more CPU than it
// saved. Checked on the real bin against the same bundle required without it, by V8's own trace of what it optimizes.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generateStore } from "../../bench/synthetic-store.js";
import { hasInterruptBudget, tuneForShortRun } from "../../src/cli/launch.js";
import { CLI, ROOT, makeSandbox } from "../helpers.js";

/** What a search prints, and how many functions V8 started optimizing with TurboFan (`--trace-opt`, on stdout). */
function traced(box: ReturnType<typeof makeSandbox>, args: string[]): { output: string; optimized: number } {
  const result = spawnSync(process.execPath, ["--trace-opt", ...args], {
    cwd: box.repo,
    env: box.env,
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
  const lines = result.stdout.split("\n");
  return {
    output: lines.filter((line) => !line.startsWith("[")).join("\n"),
    optimized: lines.filter((line) => line.startsWith("[compiling method") && line.includes("TURBOFAN")).length,
  };
}

describe("short runs", () => {
  it("are the commands run many times a session, on the V8 versions known to have the flag", () => {
    for (const command of ["mcp", "reindex", "refresh", "health", "import", undefined])
      expect(tuneForShortRun(command, "11.3.244.8-node.33"), String(command)).toBe(false);
    for (const version of ["10.2.154.26-node.22", "12.4.254.21-node.57", "13.6.233.17-node.63", "14.1.0", "9.4.146.26"])
      expect(tuneForShortRun("search", version), version).toBe(false);
    expect(tuneForShortRun("search", "11.3.244.8-node.33")).toBe(true);
  });

  // Only where the flag exists; elsewhere the other CLI tests hold that nothing is printed about it.
  it.skipIf(!hasInterruptBudget())(
    "leave a write's and a search's loops to V8's baseline tiers, with the same results",
    () => {
      const box = makeSandbox();
      generateStore(box.repo, 300);
      const words = "the token refresh race lock retry cache query index session worker queue handler";
      const write = (n: number) => [
        "write",
        `Traced write ${n}: ${words} `.repeat(25),
        "--type",
        "learning",
        "--tags",
        "bench",
      ];
      const plainly = (bundle: string) => [
        "-e",
        "require(process.argv[1]).run(process.argv.slice(2)).then((code) => { process.exitCode = code; })",
        join(ROOT, "plugin", "dist", bundle),
      ];
      // The first write builds the indexes and the bundles' code caches are made: then every run does the same work.
      for (const args of [write(0), write(1), ["search", words], ["search", words]])
        expect(spawnSync(process.execPath, [CLI, ...args], { cwd: box.repo, env: box.env }).status).toBe(0);
      const writes = {
        plain: traced(box, [...plainly("cli-write.cjs"), ...write(2)]),
        tuned: traced(box, [CLI, ...write(3)]),
      };
      const searches = {
        plain: traced(box, [...plainly("cli-search.cjs"), "search", words]),
        tuned: traced(box, [CLI, "search", words]),
      };
      // Without the budget V8 optimizes several of their loops (SHA-256, the postings); with it, hardly any (a function
      // of Node's own, made before the budget was raised, may still be).
      expect(writes.plain.optimized).toBeGreaterThanOrEqual(3);
      expect(writes.tuned.optimized).toBeLessThanOrEqual(1);
      expect(searches.plain.optimized).toBeGreaterThanOrEqual(2);
      expect(searches.tuned.optimized).toBeLessThan(searches.plain.optimized);
      expect(searches.tuned.output).toBe(searches.plain.output);
      expect(searches.tuned.output).toContain("Traced write 3");
    },
  );
});
