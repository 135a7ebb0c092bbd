import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { decodeMemoryFile } from "../../src/core/memory-file.js";
import { checkHealth } from "../../src/ops/health.js";
import { searchMemories } from "../../src/ops/search.js";
import { CLI, contextFor, makeSandbox, ROOT } from "../helpers.js";

interface WorkerReport {
  created: Array<{ slug: string; marker: string }>;
  deleted: string[];
  failures: unknown[];
}

function worker(cwd: string, env: NodeJS.ProcessEnv, id: number, operations: number): Promise<WorkerReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(ROOT, "test", "stress", "worker.mjs"), CLI, String(id), String(operations)],
      { cwd, env },
    );
    let stdout = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.on("error", reject);
    child.on("close", () => resolve(JSON.parse(stdout) as WorkerReport));
  });
}

describe("concurrent writers, deletes, links and searches", () => {
  it("lose nothing, leave every file parseable and the indexes consistent", async () => {
    const box = makeSandbox();
    const reports = await Promise.all([0, 1, 2, 3].map((id) => worker(box.repo, box.env, id, 25)));
    expect(reports.flatMap((r) => r.failures)).toEqual([]);
    const expected = reports
      .flatMap((r) => r.created.filter((c) => !r.deleted.includes(c.marker)).map((c) => c.marker))
      .sort();
    const files = readdirSync(box.projectStore).filter((name) => name.endsWith(".md"));
    const present = files.map((name) => {
      const { document } = decodeMemoryFile(
        readFileSync(join(box.projectStore, name), "utf8"),
        name.slice(0, -3),
        "2026-01-01T00:00:00Z",
      );
      return /stress-\d+-\d+/.exec(document.body)![0];
    });
    expect(present.sort()).toEqual(expected);
    expect(
      readdirSync(join(box.projectStore, ".index")).filter((name) => name.includes("lock") || name.endsWith(".tmp")),
    ).toEqual([]);
    expect(readdirSync(box.projectStore).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    const context = contextFor(box);
    expect((await searchMemories(context, { query: "token refresh", limit: 1 })).total).toBe(expected.length);
    const health = await checkHealth(context);
    expect(health.issues.filter((issue) => issue.severity !== "info" && issue.category !== "orphan")).toEqual([]);
  }, 180_000);
});
