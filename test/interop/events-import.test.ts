import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { decodeMemoryFile } from "../../src/core/memory-file.js";
import { listEdges } from "../../src/ops/edges.js";
import { exportEvents } from "../../src/interop/events-export.js";
import { importEvents } from "../../src/interop/events-import.js";
import { listMemories } from "../../src/ops/list.js";
import { searchMemories } from "../../src/ops/search.js";
import { contextFor, json, makeSandbox, runCli, type Sandbox } from "../helpers.js";
import { entry, hex, jsonl, line, snapshot, SPEC_EXAMPLE_1, SPEC_EXAMPLE_2 } from "./fixtures.js";

function eventsFile(box: Sandbox, text: string, name = "events.jsonl"): string {
  const dir = join(box.repo, ".memory");
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const memoryFile = (box: Sandbox, slug: string) => readFileSync(join(box.projectStore, `${slug}.md`), "utf8");
const frontmatterOf = (box: Sandbox, slug: string) =>
  decodeMemoryFile(memoryFile(box, slug), slug, "2026-01-01T00:00:00Z").document;

describe("import-events / export-events (the events.jsonl format)", () => {
  it("imports the two example entries of the events.jsonl format and exports them back byte for byte", async () => {
    const box = makeSandbox();
    eventsFile(box, jsonl(SPEC_EXAMPLE_1, SPEC_EXAMPLE_2));
    const imported = await runCli(box, ["import-events", "--json"]);
    expect(imported.code).toBe(0);
    const response = json(imported);
    expect(response).toMatchObject({
      success: true,
      format: "events-jsonl",
      scope: "project",
      created: 2,
      updated: 0,
      unchanged: 0,
      invalid: 0,
      problems: [],
    });
    expect(response.items.map((item: { slug: string; type: string }) => [item.slug, item.type])).toEqual([
      ["lesson-inc036-a3f8c2d1", "learning"],
      ["fact-risk_adjusted_labels-9c3a1e5f", "learning"],
    ]);

    const lesson = frontmatterOf(box, "lesson-inc036-a3f8c2d1");
    expect(lesson).toMatchObject({
      title: "Rolling statistics without shift(1) caused 999x backtest inflation",
      type: "learning",
      tags: ["leakage", "feature-engine", "shift", "rolling"],
      created: "2026-02-01T14:30:00Z",
    });
    expect(lesson.fields).toMatchObject({
      kind: "lesson",
      classification: "hard",
      severity: "S1",
      source: ["docs/decisions/INCIDENTS.md#INC-036:L553-L699"],
    });
    expect(lesson.body).toBe(
      "# Rolling statistics without shift(1) caused 999x backtest inflation\n\n- 42 rolling/ewm/pct_change calls missing shift(1) in feature engine\n- Model learned to explain past, not predict future\n- IC with T-5 returns (-0.115) > IC with T+1 returns (0.018)\n- Backtest showed 49,979% return; after fix only 52%",
    );
    expect(frontmatterOf(box, "fact-risk_adjusted_labels-9c3a1e5f").fields).not.toHaveProperty("rule");

    const exported = await runCli(box, ["export-events", "--out", "-"]);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toBe(jsonl(SPEC_EXAMPLE_1, SPEC_EXAMPLE_2));
    // Exporting into the file they came from adds nothing: each entry's latest line is already there.
    const again = json(await runCli(box, ["export-events", "--json"]));
    expect(again).toMatchObject({ mode: "appended", exported: 2, written: 0, unchanged: 2 });
    expect(readFileSync(join(box.repo, ".memory", "events.jsonl"), "utf8")).toBe(jsonl(SPEC_EXAMPLE_1, SPEC_EXAMPLE_2));
  });

  it("reports each invalid line with its number and reason, and imports the valid ones", async () => {
    const box = makeSandbox();
    const long = "x".repeat(121);
    const cases: Array<[string, string | RegExp]> = [
      [line(entry(`lesson-ok-${hex(1)}`)), ""],
      [
        line(entry(`lesson-a-${hex(2)}`, { type: 42 })),
        "type must be one of decision, lesson, constraint, risk, fact (got 42)",
      ],
      [
        line(entry(`lesson-a-${hex(3)}`, { type: "Lesson!" })),
        'type must be one of decision, lesson, constraint, risk, fact (got "Lesson!")',
      ],
      [
        line(entry(`lesson-a-${hex(4)}`, { classification: "HARD" })),
        'classification must be hard or soft (got "HARD")',
      ],
      [line(entry(`lesson-a-${hex(5)}`, { severity: 1 })), "severity must be S1, S2, S3 or null (got 1)"],
      [line(entry(`lesson-a-${hex(6)}`, { id: undefined })), "id is missing"],
      [
        line(entry(`lesson-a-${hex(7)}`, { id: "Lesson_X" })),
        'id "Lesson_X" does not match ^[a-z]+-[a-z0-9_]+-[a-f0-9]{8}$',
      ],
      [line(entry(`lesson-a-${hex(8)}`, { type: undefined })), "type is missing"],
      [line(entry(`lesson-a-${hex(9)}`, { classification: undefined })), "classification is missing"],
      [line(entry(`lesson-a-${hex(10)}`, { title: undefined })), "title is missing"],
      [line(entry(`lesson-a-${hex(11)}`, { content: undefined })), "content is missing"],
      [line(entry(`lesson-a-${hex(12)}`, { source: undefined })), "source is missing"],
      [line(entry(`lesson-a-${hex(13)}`, { created_at: undefined })), "created_at is missing"],
      [line(entry(`lesson-a-${hex(14)}`, { title: long })), "title is longer than 120 characters (121)"],
      [
        line(entry(`lesson-a-${hex(15)}`, { content: ["only one"] })),
        "content has 1 bullet; an events.jsonl entry needs 2–6",
      ],
      [
        line(entry(`lesson-a-${hex(16)}`, { content: ["1", "2", "3", "4", "5", "6", "7"] })),
        "content has 7 bullets; an events.jsonl entry needs 2–6",
      ],
      [line(entry(`lesson-a-${hex(17)}`, { content: ["fine", "  "] })), "content[1] is empty"],
      [
        line(entry(`lesson-a-${hex(18)}`, { source: ["somewhere in the auth code"] })),
        /^source\[0\] "somewhere in the auth code" is not a normalized source/,
      ],
      [
        line(entry(`lesson-a-${hex(19)}`, { source: ["src/a.ts:L40-L10"] })),
        /^source\[0\] "src\/a.ts:L40-L10" is not a normalized source/,
      ],
      [
        line(entry(`lesson-a-${hex(20)}`, { rule: null, implication: null })),
        "neither rule nor implication is set (an events.jsonl entry needs at least one)",
      ],
      [
        line(entry(`lesson-a-${hex(21)}`, { created_at: "yesterday" })),
        'created_at "yesterday" is not a valid ISO 8601 timestamp',
      ],
      [
        line(entry(`lesson-a-${hex(22)}`, { created_at: "2026-02-30T10:00:00Z" })),
        'created_at "2026-02-30T10:00:00Z" is not a valid ISO 8601 timestamp',
      ],
      ["this is not json {", /^not valid JSON \(/],
      [line([entry(`lesson-a-${hex(23)}`)]), 'not a JSON object (an array); each line must be one entry {"id": …}'],
      ["", ""],
      [
        line(
          entry(`decision-ok-${hex(24)}`, {
            type: "decision",
            source: ["commit 7874956", "PR #12", "src/x.py::run_job", "docs/ADR.md#ADR 7: queues:L1-L20"],
          }),
        ),
        "",
      ],
    ];
    eventsFile(box, jsonl(...cases.map(([text]) => text)));
    const context = contextFor(box);
    const response = await importEvents(context, {});
    const errors = response.problems.filter((problem) => problem.severity === "error");
    const expected = cases
      .map(([, reason], index) => [index + 1, reason] as const)
      .filter(([, reason]) => reason !== "");
    expect(errors.map((problem) => problem.line)).toEqual(expected.map(([lineNumber]) => lineNumber));
    for (const [lineNumber, reason] of expected) {
      const problem = errors.find((candidate) => candidate.line === lineNumber)!;
      if (typeof reason === "string") expect(problem.message, `line ${lineNumber}`).toBe(reason);
      else expect(problem.message, `line ${lineNumber}`).toMatch(reason);
    }
    expect(response.invalid).toBe(expected.length);
    expect(response.created).toBe(2);
    expect(response.items.map((item) => [item.slug, item.line])).toEqual([
      [`lesson-ok-${hex(1)}`, 1],
      [`decision-ok-${hex(24)}`, 26],
    ]);

    // The CLI says the same, by line, and still exits 0.
    const cli = await runCli(box, ["import-events"]);
    expect(cli.code).toBe(0);
    expect(cli.stdout).toContain("✓ Imported into project: 0 created, 0 updated, 2 unchanged; 23 lines rejected");
    expect(cli.stdout).toContain("✗ line 14: title is longer than 120 characters (121)");
    expect(cli.stdout).toContain("✗ line 24: not a JSON object (an array)");
  });

  it("warns about a hard entry without severity or with S3, and imports it", async () => {
    const box = makeSandbox();
    eventsFile(
      box,
      jsonl(
        line(entry(`lesson-a-${hex(1)}`, { classification: "hard", severity: null })),
        line(entry(`lesson-a-${hex(2)}`, { classification: "hard", severity: "S3" })),
        line(entry(`lesson-a-${hex(3)}`, { classification: "hard", severity: "S2" })),
      ),
    );
    const response = await importEvents(contextFor(box), {});
    expect(response.created).toBe(3);
    expect(response.problems).toEqual([
      {
        line: 1,
        severity: "warning",
        id: `lesson-a-${hex(1)}`,
        message: "classification is hard but severity is null (events.jsonl: a hard entry should have a severity)",
      },
      {
        line: 2,
        severity: "warning",
        id: `lesson-a-${hex(2)}`,
        message: "classification is hard but severity is S3 (events.jsonl: a hard entry should be S1 or S2)",
      },
    ]);
  });

  it("applies the latest valid line of each id, after reading the whole file", async () => {
    const box = makeSandbox();
    const id = `lesson-tokens-${hex(0xabc)}`;
    eventsFile(
      box,
      jsonl(
        line(entry(id, { title: "First version" })),
        line(entry(`fact-other-${hex(1)}`, { type: "fact" })),
        line(entry(id, { title: "Second version", tags: ["auth", "v2"] })),
        line(entry(id, { title: "Broken third version", content: ["one"] })),
      ),
    );
    const context = contextFor(box);
    const response = await importEvents(context, {});
    expect(response.items.map((item) => [item.slug, item.title, item.action, item.line])).toEqual([
      [`fact-other-${hex(1)}`, `Title of fact-other-${hex(1)}`, "created", 2],
      [id, "Second version", "created", 3],
    ]);
    expect(response.problems).toEqual([
      { line: 4, severity: "error", id, message: "content has 1 bullet; an events.jsonl entry needs 2–6" },
    ]);
    expect(frontmatterOf(box, id)).toMatchObject({ title: "Second version", tags: ["auth", "v2"] });

    // An update appended later wins on the next import, and drops fields the new version no longer has.
    const path = join(box.repo, ".memory", "events.jsonl");
    writeFileSync(
      path,
      readFileSync(path, "utf8") +
        jsonl(
          line(entry(id, { title: "Fourth version", rule: null, implication: "Tokens get lost", verify: "npm test" })),
        ),
    );
    const later = await importEvents(context, {});
    expect(later).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    const document = frontmatterOf(box, id);
    expect(document.title).toBe("Fourth version");
    expect(document.fields).toMatchObject({ implication: "Tokens get lost", verify: "npm test" });
    expect(document.fields).not.toHaveProperty("rule");
  });

  it("keeps deprecated entries, hidden from default search and list, shown with --include-deprecated", async () => {
    const box = makeSandbox();
    eventsFile(
      box,
      jsonl(
        line(entry(`lesson-live-${hex(1)}`, { title: "Refresh tokens behind a mutex" })),
        line(entry(`lesson-old-${hex(2)}`, { title: "Refresh tokens on every request", deprecated: true })),
      ),
    );
    const context = contextFor(box);
    await importEvents(context, {});
    expect(frontmatterOf(box, `lesson-old-${hex(2)}`).fields.deprecated).toBe(true);
    const found = (await searchMemories(context, { query: "refresh tokens" })).results.map(
      (result) => result.memory.slug,
    );
    expect(found).toEqual([`lesson-live-${hex(1)}`]);
    expect((await listMemories(context)).memories.map((memory) => memory.slug)).toEqual([`lesson-live-${hex(1)}`]);
    const listed = json(await runCli(box, ["list", "--include-deprecated", "--json"]));
    expect(listed.memories.map((memory: { slug: string }) => memory.slug).sort()).toEqual([
      `lesson-live-${hex(1)}`,
      `lesson-old-${hex(2)}`,
    ]);
    const searched = json(await runCli(box, ["search", "refresh tokens", "--include-deprecated", "--json"]));
    expect(searched.results.map((result: { memory: { slug: string } }) => result.memory.slug).sort()).toEqual([
      `lesson-live-${hex(1)}`,
      `lesson-old-${hex(2)}`,
    ]);
  });

  it("turns _meta.superseded_by into superseded_by and a supersedes edge from the newer entry", async () => {
    const box = makeSandbox();
    const oldId = `lesson-inc034-${hex(0x12345)}`;
    const newId = `lesson-inc034-${hex(0xa3f8c2d1)}`;
    eventsFile(
      box,
      jsonl(
        line(entry(oldId, { title: "Old advice", deprecated: true, _meta: { superseded_by: newId } })),
        line(entry(newId, { title: "New advice" })),
        line(
          entry(`lesson-gone-${hex(3)}`, { deprecated: true, _meta: { superseded_by: `lesson-nowhere-${hex(4)}` } }),
        ),
      ),
    );
    const context = contextFor(box);
    const response = await importEvents(context, {});
    expect(response.links).toEqual([{ source: newId, target: oldId, label: "supersedes", action: "created" }]);
    expect(response.problems).toEqual([
      {
        line: 3,
        severity: "warning",
        id: `lesson-gone-${hex(3)}`,
        message: `superseded_by "lesson-nowhere-${hex(4)}": no entry with that id (a dangling reference); no edge added`,
      },
    ]);
    expect(frontmatterOf(box, oldId).fields).toMatchObject({
      deprecated: true,
      superseded_by: newId,
      meta: { superseded_by: newId },
    });
    expect(frontmatterOf(box, newId).links).toEqual([expect.objectContaining({ target: oldId, label: "supersedes" })]);
    const edges = await listEdges(context, { slug: oldId });
    expect(edges.edges.map((edge) => [edge.direction, edge.target, edge.label])).toEqual([
      ["incoming", newId, "supersedes"],
    ]);
    const cli = await runCli(box, ["edges", oldId]);
    expect(cli.stdout).toContain(newId);

    // The edge is not added twice, and nothing moves on a second import.
    const before = snapshot(box.projectStore);
    const again = await importEvents(context, {});
    expect(again.links).toEqual([{ source: newId, target: oldId, label: "supersedes", action: "unchanged" }]);
    expect(snapshot(box.projectStore)).toEqual(before);
  });

  it("preserves unknown fields and unknown enum values through a round trip, with warnings", async () => {
    const box = makeSandbox();
    const odd = line(
      entry(`incident-db-${hex(0xbeef)}`, {
        type: "incident",
        classification: "medium",
        severity: "S4",
        _meta: { confidence: 0.95, import_source: "INCIDENTS.md", nested: { list: [1, "two", null], flag: false } },
        owner: { team: "payments", oncall: ["ana", "bo"] },
        schema_version: 2,
      }),
    );
    eventsFile(box, jsonl(odd, SPEC_EXAMPLE_2));
    const context = contextFor(box);
    const response = await importEvents(context, {});
    expect(response.created).toBe(2);
    expect(response.problems.map((problem) => [problem.line, problem.severity, problem.message])).toEqual([
      [1, "warning", 'unknown type "incident": kept (as kind) and exported back; imported as learning'],
      [1, "warning", 'unknown classification "medium": kept, treated as not hard'],
      [1, "warning", 'unknown severity "S4": kept, treated as null'],
      [1, "warning", 'unknown fields "owner", "schema_version": kept and exported back as they are'],
    ]);
    const document = frontmatterOf(box, `incident-db-${hex(0xbeef)}`);
    expect(document.type).toBe("learning");
    expect(document.fields).toMatchObject({
      kind: "incident",
      extra_fields: { owner: { team: "payments", oncall: ["ana", "bo"] }, schema_version: 2 },
    });

    const exported = await exportEvents(context, { out: "-" });
    expect(exported.lines).toEqual([odd, SPEC_EXAMPLE_2]);
  });

  it("is idempotent: a second import creates and updates nothing and leaves every byte as it was", async () => {
    const box = makeSandbox();
    eventsFile(
      box,
      jsonl(
        SPEC_EXAMPLE_1,
        SPEC_EXAMPLE_2,
        line(entry(`lesson-old-${hex(1)}`, { deprecated: true, _meta: { superseded_by: `lesson-new-${hex(2)}` } })),
        line(entry(`lesson-new-${hex(2)}`, { tags: [] })),
      ),
    );
    await importEvents(contextFor(box, { now: () => new Date("2026-03-01T00:00:00Z") }), {});
    const before = snapshot(box.projectStore);
    const second = await runCli(box, ["import-events", "--json"]);
    expect(json(second)).toMatchObject({ created: 0, updated: 0, unchanged: 4, invalid: 0 });
    expect(snapshot(box.projectStore)).toEqual(before);
    // --dry-run on a fresh store reports what it would do and writes nothing.
    const fresh = makeSandbox();
    eventsFile(fresh, jsonl(SPEC_EXAMPLE_1));
    const dry = json(await runCli(fresh, ["import-events", "--dry-run", "--json"]));
    expect(dry).toMatchObject({ dryRun: true, created: 1, updated: 0 });
    expect(snapshot(join(fresh.repo, ".claude"))).toEqual({});
  });

  it("redacts a secret on import and stays idempotent (the redacted form is what is compared)", async () => {
    const box = makeSandbox();
    const key = "AKIA" + "IOSFODNN7EXAMPLE";
    eventsFile(
      box,
      jsonl(
        line(
          entry(`lesson-keys-${hex(3)}`, {
            content: [`The deploy used ${key} from the old account`, "Rotate it after every incident"],
          }),
        ),
      ),
    );
    const first = json(await runCli(box, ["import-events", "--json"]));
    expect(first).toMatchObject({ created: 1 });
    const text = memoryFile(box, `lesson-keys-${hex(3)}`);
    expect(text).not.toContain(key);
    expect(text).toContain("[REDACTED:aws-access-key]");
    const before = snapshot(box.projectStore);
    expect(json(await runCli(box, ["import-events", "--json"]))).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 1,
    });
    expect(snapshot(box.projectStore)).toEqual(before);
  });

  it("says what to do when there is no events file, or no repository", async () => {
    const box = makeSandbox();
    const missing = await runCli(box, ["import-events", "--json"]);
    expect(missing.code).toBe(3);
    expect(json(missing).error).toMatchObject({ code: "FILE_NOT_FOUND", name: "FileNotFoundError" });
    expect(json(missing).error.message).toContain(join(".memory", "events.jsonl"));
    const outside = makeSandbox({ repo: false });
    const noRepo = await runCli(outside, ["import-events"]);
    expect(noRepo.code).toBe(2);
    expect(noRepo.stderr).toMatch(/Not inside a git repository.*give the path of the events file/);
  });
});
