// The deletion log (`log/tombstones.jsonl`, the slugs of deleted memories) is read by every write: `memory validate`
// checks its lines as it checks the other logs', and `memory health` says when it cannot be read (every write of the
// scope then fails) or holds lines that are not deletions. Before, neither looked at it. Built CLI, real files.

import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { HealthCheckResponse } from "../../src/core/types.js";
import type { ValidateResponse } from "../../src/ops/validate-store.js";
import { makeSandbox, type Sandbox } from "../helpers.js";
import { within } from "./within-deadline.js";

const TS = "2025-01-01T00:00:00Z";

async function storeWith(box: Sandbox): Promise<string> {
  const written = await within(box, ["write", "Tokens refresh hourly", "--type", "learning", "--tags", "auth"]);
  expect(written.code, written.stderr).toBe(0);
  const deleted = await within(box, ["write", "An old note", "--type", "learning", "--tags", "old", "--json"]);
  const slug = (JSON.parse(deleted.stdout) as { slug: string }).slug;
  expect((await within(box, ["delete", slug, "--force"])).code).toBe(0);
  return join(box.projectStore, "log", "tombstones.jsonl");
}

async function validate(box: Sandbox): Promise<ValidateResponse & { code: number }> {
  const run = await within(box, ["validate", "--scope", "project", "--json"]);
  expect(run.killed).toBe(false);
  return { ...(JSON.parse(run.stdout) as ValidateResponse), code: run.code };
}

async function deletionLogHealth(box: Sandbox) {
  const run = await within(box, ["health", "--scope", "project", "--json"]);
  expect(run.killed).toBe(false);
  expect(run.code, run.stderr).toBe(0);
  return (JSON.parse(run.stdout) as HealthCheckResponse).issues.filter((issue) => issue.kind === "deletion-log");
}

describe("a deletion log", () => {
  it("written by deletes is valid and healthy", async () => {
    const box = makeSandbox();
    await storeWith(box);
    const report = await validate(box);
    expect(report.violations).toEqual([]);
    expect(report.code).toBe(0);
    expect(await deletionLogHealth(box)).toEqual([]);
  }, 60_000);

  it("with broken, hostile and torn lines: validate names each line, health counts them", async () => {
    const box = makeSandbox();
    const log = await storeWith(box);
    const good = JSON.stringify({ ts: TS, slug: "learning-gone" });
    writeFileSync(
      log,
      [
        good,
        "not json at all",
        JSON.stringify(["learning-gone"]),
        JSON.stringify({ ts: TS }),
        JSON.stringify({ ts: TS, slug: "../../etc/passwd" }),
        JSON.stringify({ ts: "yesterday", slug: "learning-x" }),
        JSON.stringify({ ts: TS, slug: 42 }),
        `{"ts":"${TS}","slug":"learning-torn`, // an interrupted append
      ].join("\n"),
    );
    const report = await validate(box);
    expect(report.code).toBe(1);
    const inLog = report.violations.filter((finding) => finding.file.endsWith("log/tombstones.jsonl"));
    expect(inLog.map((finding) => [finding.line, finding.rule])).toEqual([
      [2, "log-parse"],
      [3, "log-parse"],
      [4, "tombstone-entry"],
      [5, "tombstone-entry"],
      [6, "tombstone-entry"],
      [7, "tombstone-entry"],
      [8, "log-parse"],
    ]);
    expect(inLog.at(-1)?.message).toMatch(/torn last line/);
    const [issue, ...others] = await deletionLogHealth(box);
    expect(others).toEqual([]);
    expect(issue).toMatchObject({ severity: "warning", category: "index" });
    // Lines naming a slug a write can read (a bad time, a path) are validate's; health counts those naming none.
    expect(issue!.description).toMatch(/5 lines of .* name no deleted memory \(line 2, 3, 4, 7, 8\)/);
    // A write still works: the lines it cannot read name no slug.
    const write = await within(box, ["write", "Another note", "--type", "learning", "--tags", "auth"]);
    expect(write.code, write.stderr).toBe(0);
  }, 60_000);

  for (const [what, plant] of [
    ["a named pipe", (path: string) => expect(spawnSync("mkfifo", [path]).status).toBe(0)],
    ["a directory", (path: string) => mkdirSync(path)],
  ] as const) {
    it(`replaced by ${what}: validate reports it, health says every write fails, neither waits`, async () => {
      const box = makeSandbox();
      const log = await storeWith(box);
      spawnSync("rm", ["-f", log]);
      plant(log);
      const report = await validate(box);
      expect(report.code).toBe(1);
      expect(report.violations).toContainEqual(
        expect.objectContaining({ file: ".claude/memory/log/tombstones.jsonl", rule: "log-file" }),
      );
      const [issue] = await deletionLogHealth(box);
      expect(issue).toMatchObject({ severity: "critical", category: "index" });
      expect(issue!.description).toMatch(/not a regular file.*Every write to this scope fails/);
    }, 60_000);
  }
});
