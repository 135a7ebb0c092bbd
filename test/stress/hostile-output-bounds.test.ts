// What a listing command prints is bounded, whatever the store holds: a page, a line saying how many more, and
// `--json` with every one and the total. A hub linked by 1,000 memories (`memory edges` printed 1,000 lines), 1,000
// files with findings (`memory validate` printed every one), 120 proposals waiting (`memory inbox` printed them all).
// Built CLI, real files.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListEdgesResponse } from "../../src/core/types.js";
import type { ListInboxResponse } from "../../src/ops/inbox.js";
import type { ValidateResponse } from "../../src/ops/validate-store.js";
import { json, makeSandbox, runCli, type Sandbox } from "../helpers.js";

const MEMORIES = 1000;
const PROPOSALS = 120;

const memoryFile = (title: string, type: string, extra = "", body = "Some detail.") =>
  `---\ntitle: ${title}\ntype: ${type}\ntags:\n  - auth\ncreated: 2025-01-01T00:00:00Z\nupdated: 2025-01-01T00:00:00Z\n${extra}---\n${body}\n`;

let box: Sandbox;
// One store for every case (a sandbox is removed after each test).
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "memory-output-bounds-"));
  const [repo, home] = [join(dir, "repo"), join(dir, "home")];
  box = {
    dir,
    repo,
    home,
    env: { PATH: process.env.PATH, HOME: home, LANG: "C.UTF-8" },
    projectStore: join(repo, ".claude", "memory"),
    globalStore: join(home, ".claude", "memory"),
  };
  for (const path of [join(repo, ".git"), home, join(box.projectStore, "inbox")]) mkdirSync(path, { recursive: true });
  writeFileSync(join(box.projectStore, "hub-auth.md"), memoryFile("Authentication", "hub"));
  for (let i = 0; i < MEMORIES; i++) {
    // Each links to the hub, and to a memory that is gone (a finding of validate's).
    const links = `links:\n  - target: hub-auth\n    label: part-of\n    created: 2025-01-01T00:00:00Z\n  - target: gone-${i}\n    label: relates-to\n    created: 2025-01-01T00:00:00Z\n`;
    writeFileSync(join(box.projectStore, `learning-note-${i}.md`), memoryFile(`note ${i}`, "learning", links));
  }
  for (let i = 0; i < PROPOSALS; i++)
    writeFileSync(join(box.projectStore, "inbox", `proposal-${i}.md`), memoryFile(`proposal ${i}`, "learning"));
  const listed = await runCli(box, ["list", "--json"]);
  expect(listed.code, listed.stderr).toBe(0);
}, 120_000);
afterAll(() => rmSync(box.dir, { recursive: true, force: true }));

describe("memory edges of a hub linked by 1,000 memories", () => {
  it("lists a page of 50 and says how many more", async () => {
    const run = await runCli(box, ["edges", "hub-auth"]);
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines.filter((line) => line.startsWith("  <--"))).toHaveLength(50);
    expect(lines).toContain("Incoming (1000):");
    expect(lines).toContain("  … and 950 more incoming edges");
    expect(lines.at(-1)).toBe(
      "Total: 1000 edges, showing 1–50; next page: --offset 50 (--limit <n> shows more, --json all)",
    );
    expect(lines.length).toBeLessThan(60);
  }, 60_000);

  it("takes --limit and --offset; --json carries every edge and the totals", async () => {
    const all = json<ListEdgesResponse>(await runCli(box, ["edges", "hub-auth", "--json"]));
    expect(all).toMatchObject({ total: MEMORIES, counts: { outgoing: 0, incoming: MEMORIES } });
    expect(all.edges).toHaveLength(MEMORIES);
    const page = json<ListEdgesResponse>(
      await runCli(box, ["edges", "hub-auth", "--json", "--limit", "10", "--offset", "995"]),
    );
    expect(page.total).toBe(MEMORIES);
    expect(page.edges.map((edge) => edge.target)).toEqual(all.edges.slice(995).map((edge) => edge.target));
    const last = await runCli(box, ["edges", "hub-auth", "--offset", "990"]);
    expect(last.stdout).not.toMatch(/more incoming/);
    expect(last.stdout.trimEnd().split("\n").at(-1)).toBe("Total: 1000 edges, showing 991–1000");
    const bad = await runCli(box, ["edges", "hub-auth", "--limit", "0"]);
    expect(bad.code).toBe(2);
  }, 60_000);
});

describe("memory validate of 1,000 files with findings", () => {
  it("shows 50 files and says how many more; --json lists every finding", async () => {
    const report = await runCli(box, ["validate", "--scope", "project"]);
    expect(report.code).toBe(1);
    expect(report.stdout).toContain(
      "… and 950 more files with findings (950 violations, 0 warnings; --format json lists every one)",
    );
    expect(report.stdout).toContain("✗ Invalid: 1000 violations, 0 warnings in 1000 files.");
    expect(report.stdout.length).toBeLessThan(20_000);
    const all = json<ValidateResponse>(await runCli(box, ["validate", "--scope", "project", "--json"]));
    expect(all.violations).toHaveLength(MEMORIES);
  }, 60_000);
});

describe("memory inbox of 120 proposals", () => {
  it("shows 50 and says so; --limit shows more, --json all", async () => {
    const table = await runCli(box, ["inbox"]);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout.split("\n").filter((line) => line.includes("proposal-"))).toHaveLength(50);
    expect(table.stdout).toContain("120 proposals waiting (showing 50; --limit <n> shows more, --json all).");
    const more = await runCli(box, ["inbox", "--limit", "100"]);
    expect(more.stdout.split("\n").filter((line) => line.includes("proposal-"))).toHaveLength(100);
    const all = json<ListInboxResponse>(await runCli(box, ["inbox", "--json"]));
    expect(all.proposals).toHaveLength(PROPOSALS);
    expect(all.total).toBe(PROPOSALS);
  }, 60_000);
});

describe("memory repair of a store with 30 files it cannot parse", () => {
  it("names 20 and says how many more; --json lists every one", async () => {
    const small = makeSandbox();
    mkdirSync(small.projectStore, { recursive: true });
    for (let i = 0; i < 30; i++) writeFileSync(join(small.projectStore, `broken-${i}.md`), "---\ntitle: [\n---\n");
    const report = await runCli(small, ["repair", "--dry-run"]);
    expect(report.stdout.split("\n").filter((line) => line.startsWith("  ✗"))).toHaveLength(20);
    expect(report.stdout).toContain("  … and 10 more (memory repair --format json lists every one)");
    const all = json<{ failed: unknown[] }>(await runCli(small, ["repair", "--dry-run", "--json"]));
    expect(all.failed).toHaveLength(30);
  }, 60_000);
});
