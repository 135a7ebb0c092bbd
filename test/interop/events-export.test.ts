import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentPoints, renderBullets } from "../../src/core/markdown/bullets.js";
import { eventId } from "../../src/interop/events-jsonl.js";
import { sourceAnchor, sourceKind } from "../../src/interop/events-sources.js";
import { exportEvents } from "../../src/interop/events-export.js";
import { importEvents } from "../../src/interop/events-import.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, json, makeSandbox, runCli, type Sandbox } from "../helpers.js";
import { jsonl, snapshot, SPEC_EXAMPLE_1, SPEC_EXAMPLE_2 } from "./fixtures.js";

const hash8 = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 8);

/** Memories made in this plugin: some exportable, some not. */
async function seedNative(box: Sandbox) {
  const context = contextFor(box, { now: () => new Date("2026-04-01T00:00:00Z") });
  const write = (request: Parameters<typeof writeMemory>[1]) => writeMemory(context, request);
  await write({
    title: "Serialise token refresh",
    type: "gotcha",
    tags: ["auth", "tokens"],
    paths: ["src/auth/**"],
    created: "2026-03-02T09:00:00Z",
    content:
      "Two requests refreshing at once invalidate each other's token. Serialise refresh behind the mutex in src/auth/refresh.ts.",
    fields: { implication: "Users get logged out at random", source: ["src/auth/refresh.ts:L10-L42"] },
  });
  await write({
    title: "Use Postgres advisory locks for the job queue",
    type: "decision",
    tags: ["queue"],
    created: "2026-03-01T09:00:00Z",
    content:
      "# Use Postgres advisory locks for the job queue\n\nWe compared options.\n\n- No extra service to run\n- Locks die with the connection\n- Throughput is enough for 2k jobs/s\n\n## Why\n\nBecause Redis was one more thing to operate.",
    fields: {
      rule: "Job workers MUST take pg_try_advisory_lock before running a job",
      source: ["docs/ADR.md#ADR-012:L1-L40", "PR #311"],
    },
  });
  await write({
    title: "Many steps",
    type: "learning",
    tags: ["release"],
    created: "2026-03-01T09:00:00Z",
    content: "- one\n- two\n- three\n- four\n- five\n- six\n- seven\n- eight",
    fields: { rule: "Follow every step", source: ["commit 7874956"] },
  });
  await write({
    title: "No rule here",
    type: "learning",
    tags: ["misc"],
    content: "Plain note. Second sentence.",
    fields: { source: ["src/x.ts:L1-L2"] },
  });
  await write({
    title: "No source here",
    type: "learning",
    tags: ["misc"],
    content: "Plain note. Second sentence.",
    fields: { rule: "Always check" },
  });
  await write({
    title: "Single point",
    type: "learning",
    tags: ["misc"],
    content: "Only one sentence here",
    fields: { rule: "Always check", source: ["src/y.ts:L1-L2"] },
  });
  return context;
}

describe("export-events (the events.jsonl format)", () => {
  it("derives ids, types, classification and content for memories made here; skips what cannot be valid", async () => {
    const box = makeSandbox();
    const context = await seedNative(box);
    const response = await exportEvents(context, { out: "-" });
    const records = response.lines!.map((text) => JSON.parse(text));
    expect(records.map((record) => record.id)).toEqual([
      `decision-adr012-${hash8("Use Postgres advisory locks for the job queue" + "docs/ADR.md#ADR-012:L1-L40")}`,
      `lesson-commit_7874956-${hash8("Many steps" + "commit 7874956")}`,
      `constraint-refresh-${hash8("Serialise token refresh" + "src/auth/refresh.ts:L10-L42")}`,
    ]);
    const [decision, steps, gotcha] = records;
    expect(decision).toMatchObject({
      type: "decision",
      classification: "soft",
      severity: null,
      content: ["No extra service to run", "Locks die with the connection", "Throughput is enough for 2k jobs/s"],
      source: ["docs/ADR.md#ADR-012:L1-L40", "PR #311"],
      created_at: "2026-03-01T09:00:00Z",
      deprecated: false,
      _meta: {},
    });
    expect(steps.content).toEqual(["one", "two", "three", "four", "five", "six; seven; eight"]);
    expect(gotcha).toMatchObject({
      type: "constraint",
      classification: "hard",
      content: [
        "Two requests refreshing at once invalidate each other's token.",
        "Serialise refresh behind the mutex in src/auth/refresh.ts.",
      ],
      rule: null,
      implication: "Users get logged out at random",
      tags: ["auth", "tokens"],
    });
    expect(response.skipped.map((item) => [item.slug, item.reason.split(":")[0]])).toEqual([
      ["learning-no-rule-here", "neither rule nor implication"],
      ["learning-no-source-here", "no source"],
      ["learning-single-point", "not a valid events.jsonl entry"],
    ]);
    expect(response.skipped[2]!.reason).toContain("content has 1 bullet");
  });

  it("round-trips: export → import into an empty store → export gives byte-identical lines", async () => {
    const box = makeSandbox();
    await seedNative(box);
    const first = await runCli(box, ["export-events", "--out", "-"]);
    expect(first.code).toBe(0);
    expect(first.stderr).toContain("3 memories skipped");
    expect(first.stdout.split("\n").filter(Boolean)).toHaveLength(3);

    const other = makeSandbox();
    mkdirSync(join(other.repo, ".memory"));
    writeFileSync(join(other.repo, ".memory", "events.jsonl"), first.stdout + jsonl(SPEC_EXAMPLE_1, SPEC_EXAMPLE_2));
    const imported = json(await runCli(other, ["import-events", "--json"]));
    expect(imported).toMatchObject({ created: 5, invalid: 0 });
    // A gotcha exports as hard; without a severity of its own that is the events.jsonl format's warning, not an error.
    expect(
      imported.problems.map((problem: { severity: string; message: string }) => [problem.severity, problem.message]),
    ).toEqual([
      ["warning", "classification is hard but severity is null (events.jsonl: a hard entry should have a severity)"],
    ]);
    const second = await runCli(other, ["export-events", "--out", "-"]);
    expect(second.stdout).toBe(
      `${jsonl(SPEC_EXAMPLE_1, SPEC_EXAMPLE_2)}${first.stdout}`
        .split("\n")
        .filter(Boolean)
        .sort(byCreatedThenId)
        .map((text) => `${text}\n`)
        .join(""),
    );
    // and once more through the second store: stable
    const third = makeSandbox();
    mkdirSync(join(third.repo, ".memory"));
    writeFileSync(join(third.repo, ".memory", "events.jsonl"), second.stdout);
    await runCli(third, ["import-events"]);
    expect((await runCli(third, ["export-events", "--out", "-"])).stdout).toBe(second.stdout);
  });

  it("importing an export into the store it came from changes nothing", async () => {
    const box = makeSandbox();
    const context = await seedNative(box);
    await exportEvents(context, {});
    const before = snapshot(box.projectStore);
    const response = await importEvents(context, {});
    expect(response).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    expect(response.items.map((item) => item.slug).sort()).toEqual([
      "decision-postgres-advisory-locks-job-queue",
      "gotcha-serialise-token-refresh",
      "learning-many-steps",
    ]);
    expect(snapshot(box.projectStore)).toEqual(before);
  });

  it("writes <repo>/.memory/events.jsonl, then appends only new or changed entries; --replace rewrites it", async () => {
    const box = makeSandbox();
    const context = await seedNative(box);
    const created = await exportEvents(context, {});
    const path = join(box.repo, ".memory", "events.jsonl");
    expect(created).toMatchObject({ mode: "created", path, exported: 3, written: 3 });
    const original = readFileSync(path, "utf8");
    // A hand-kept history line the store does not know survives every export.
    writeFileSync(path, `${SPEC_EXAMPLE_1}\n${original}`);
    const same = await exportEvents(context, {});
    expect(same).toMatchObject({ mode: "appended", written: 0, unchanged: 3 });
    await writeMemory(context, {
      slug: "learning-many-steps",
      title: "Many steps",
      type: "learning",
      tags: ["release"],
      content: "- one\n- two",
    });
    const appended = await exportEvents(context, {});
    expect(appended).toMatchObject({ mode: "appended", written: 1, unchanged: 2 });
    const lines = readFileSync(path, "utf8").split("\n").filter(Boolean);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe(SPEC_EXAMPLE_1);
    expect(JSON.parse(lines[4]!).content).toEqual(["one", "two"]);
    const replaced = await exportEvents(context, { replace: true });
    expect(replaced).toMatchObject({ mode: "replaced", written: 3 });
    expect(readFileSync(path, "utf8").split("\n").filter(Boolean)).toHaveLength(3);
  });

  it("with nothing to export, makes no file (nor .memory/ in the repository) and says why", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    await writeMemory(context, { content: "Use the mutex.", title: "Mutex", type: "learning", tags: ["auth"] });
    const cli = await runCli(box, ["export-events"]);
    expect(cli.code).toBe(0);
    const path = join(box.repo, ".memory", "events.jsonl");
    expect(cli.stdout).toContain(`✓ Nothing to export (1 skipped): ${path} not written`);
    expect(cli.stdout).toContain("learning-mutex [project]: no source");
    expect(existsSync(join(box.repo, ".memory"))).toBe(false);
    expect(json(await runCli(box, ["export-events", "--json"]))).toMatchObject({ mode: "none", written: 0, path });
  });

  it("refuses to write through a symlink, into a directory or a FIFO, and never touches their target", async () => {
    const box = makeSandbox();
    await seedNative(box);
    const target = join(box.dir, "precious.txt");
    writeFileSync(target, "keep me\n");
    const link = join(box.dir, "events-link.jsonl");
    symlinkSync(target, link);
    const viaLink = await runCli(box, ["export-events", "--out", link, "--json"]);
    expect(viaLink.code).toBe(2);
    expect(json(viaLink).error.message).toContain("it is a symbolic link");
    expect(readFileSync(target, "utf8")).toBe("keep me\n");

    const dir = join(box.dir, "outdir");
    mkdirSync(dir);
    const intoDir = await runCli(box, ["export-events", "--out", dir]);
    expect(intoDir.code).toBe(2);
    expect(intoDir.stderr).toContain("it is a directory");

    const fifo = join(box.dir, "pipe");
    execFileSync("mkfifo", [fifo]);
    const intoFifo = await runCli(box, ["export-events", "--out", fifo]);
    expect(intoFifo.code).toBe(2);
    expect(intoFifo.stderr).toContain("not a regular file");

    // The default .memory/ directory must not be a symlink either.
    symlinkSync(dir, join(box.repo, ".memory"));
    const viaDir = await runCli(box, ["export-events"]);
    expect(viaDir.code).toBe(2);
    expect(viaDir.stderr).toContain("is a symbolic link");
    expect(existsSync(join(dir, "events.jsonl"))).toBe(false);

    const both = await runCli(box, ["export-events", "--out", "-", "--json"]);
    expect(both.code).toBe(2);
  });

  it("exports every scope with --scope all, and sorts by created_at then id", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    const base = {
      type: "learning" as const,
      tags: ["x"],
      content: "- a\n- b",
      fields: { rule: "Do it", source: ["src/a.ts:L1-L2"] },
    };
    await writeMemory(context, { ...base, title: "Zeta", created: "2026-01-01T00:00:00Z" });
    await writeMemory(context, { ...base, title: "Alpha", created: "2026-01-02T00:00:00Z" });
    await writeMemory(context, { ...base, title: "Beta", created: "2026-01-01T00:00:00Z", scope: "global" });
    const project = await exportEvents(context, { out: "-" });
    expect(project.lines!.map((text) => JSON.parse(text).title)).toEqual(["Zeta", "Alpha"]);
    const all = await exportEvents(context, { out: "-", scope: "all" });
    const records = all.lines!.map((text) => JSON.parse(text));
    expect(records.map((record) => record.created_at)).toEqual([
      "2026-01-01T00:00:00Z",
      "2026-01-01T00:00:00Z",
      "2026-01-02T00:00:00Z",
    ]);
    expect(records[0].id < records[1].id).toBe(true);
  });
});

describe("the events.jsonl format helpers", () => {
  it("computes source anchors as in the events.jsonl format's examples", () => {
    expect(sourceAnchor("docs/decisions/INCIDENTS.md#INC-036:L553-L699")).toBe("inc036");
    expect(sourceAnchor("CLAUDE.md#Protocol A:L1-L9")).toBe("claudemd_protocola");
    expect(sourceAnchor("src/features/feature_engine_EMV3.py:L553-L699")).toBe("feature_engine_emv3");
    expect(sourceAnchor("src/labels/risk_adjusted_labels.py::create_return_drawdown_label")).toBe(
      "risk_adjusted_labels",
    );
    expect(sourceAnchor("commit 7874956")).toBe("commit_7874956");
    expect(sourceAnchor("PR #123")).toBe("pr123");
    expect(eventId("lesson", "T", "PR #123")).toBe(`lesson-pr123-${hash8("TPR #123")}`);
  });

  it("recognises the five normalized source forms", () => {
    expect(sourceKind("src/a.py:L1-L2")).toBe("code");
    expect(sourceKind("docs/INCIDENTS.md#INC-036:L553-L699")).toBe("markdown");
    expect(sourceKind("CLAUDE.md#Protocol A: rules:L3-L9")).toBe("markdown");
    expect(sourceKind("commit 7874956")).toBe("commit");
    expect(sourceKind("PR #123")).toBe("pr");
    expect(sourceKind("src/a.py::Parser.parse")).toBe("function");
    for (const bad of [
      "src/a.py",
      "src/a.py:L0-L2",
      "src/a.py:L9-L2",
      "commit xyz",
      "PR 123",
      "pr #1",
      " src/a.py:L1-L2",
      "a.py::",
    ])
      expect(sourceKind(bad), bad).toBeUndefined();
  });

  it("renders points as bullets and reads them back exactly", () => {
    const points = [
      "plain",
      "two\nlines",
      "with - dash",
      "- starts with a dash",
      "code:\n```\n## not a heading\n```",
      "tab\tinside",
    ];
    expect(contentPoints(`# Title\n\n${renderBullets(points)}`)).toEqual(points);
    expect(contentPoints("First paragraph\nwraps.\n\nSecond paragraph.")).toEqual([
      "First paragraph wraps.",
      "Second paragraph.",
    ]);
    expect(contentPoints("One. Two! Three? four")).toEqual(["One.", "Two!", "Three? four"]);
    expect(contentPoints("Intro:\n- a\n- b\n\n```\n- not a point\n```")).toEqual(["a", "b"]);
  });
});

function byCreatedThenId(a: string, b: string): number {
  const x = JSON.parse(a);
  const y = JSON.parse(b);
  return x.created_at < y.created_at ? -1 : x.created_at > y.created_at ? 1 : x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
}

describe("export-events to stdout", () => {
  it("redacts a secret a hand-edited memory holds (stdout is often redirected to a file)", async () => {
    const box = makeSandbox();
    mkdirSync(box.projectStore, { recursive: true });
    const token = `ghp_${"a1B2c3D4e5".repeat(3)}x9Y8z7`;
    writeFileSync(
      join(box.projectStore, "deploy-token.md"),
      `---\ntitle: Deploy token\ntype: learning\ntags: [deploy]\ncreated: 2026-01-01T00:00:00Z\nupdated: 2026-01-01T00:00:00Z\nsource: ["deploy/registry.sh:L1-L20"]\nimplication: The registry push fails\n---\n- The deploy uses ${token} for the registry.\n- Rotate it after each release.\n`,
    );
    const result = await runCli(box, ["export-events", "--out", "-"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout, result.stderr).toContain("[REDACTED:");
    expect(result.stdout).not.toContain(token);
  });
});
