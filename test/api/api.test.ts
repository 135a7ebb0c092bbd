import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { handleRequest } from "../../src/api/handle.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, makeSandbox, runCli, type Sandbox } from "../helpers.js";

const REPO = "acme/widgets";

function repoBox(): Sandbox {
  const box = makeSandbox();
  writeFileSync(
    join(box.repo, ".git", "config"),
    '[core]\n\tbare = false\n[remote "origin"]\n\turl = git@github.com:acme/widgets.git\n',
  );
  return box;
}

async function call(box: Sandbox, request: unknown, now = "2026-06-01T00:00:00Z") {
  return (await handleRequest(contextFor(box, { now: () => new Date(now) }), request)).response as any;
}

const write = (memory: Record<string, unknown>) => ({
  op: "write",
  repo_id: REPO,
  memory: { scope: "repo", confidence: 0.8, ...memory },
});
const files = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort();

function violations(response: any): Array<{ pointer: string; message: string }> {
  expect(response.success).toBe(false);
  expect(response.error.code).toBe("INVALID_REQUEST");
  expect(response.error.name).toBe("RequestValidationError");
  return response.error.details.violations;
}

describe("memory api: schema validation (the JSON request API)", () => {
  const invalid: Array<[string, unknown, Array<[string, RegExp]>]> = [
    ["not an object", [1, 2], [["", /JSON object/]]],
    ["unknown op", { op: "delete" }, [["/op", /read, write, update/]]],
    [
      "read: every required field missing",
      { op: "read" },
      [
        ["/repo_id", /required/],
        ["/mode", /required/],
        ["/query", /required/],
      ],
    ],
    [
      "read: mode enum",
      { op: "read", repo_id: REPO, mode: "fuzzy", query: "x" },
      [["/mode", /one of ambient, targeted/]],
    ],
    [
      "read: kinds enum",
      { op: "read", repo_id: REPO, mode: "ambient", query: "x", kinds: ["problem", "rumour"] },
      [["/kinds/1", /one of problem, solution/]],
    ],
    [
      "read: kinds unique",
      { op: "read", repo_id: REPO, mode: "ambient", query: "x", kinds: ["fact", "fact"] },
      [["/kinds", /not repeat/]],
    ],
    ["read: empty query", { op: "read", repo_id: REPO, mode: "ambient", query: "" }, [["/query", /not be empty/]]],
    ["read: limit 0", { op: "read", repo_id: REPO, mode: "ambient", query: "x", limit: 0 }, [["/limit", /at least 1/]]],
    [
      "read: limit 101",
      { op: "read", repo_id: REPO, mode: "ambient", query: "x", limit: 101 },
      [["/limit", /at most 100/]],
    ],
    [
      "read: limit not an integer",
      { op: "read", repo_id: REPO, mode: "ambient", query: "x", limit: 2.5 },
      [["/limit", /an integer/]],
    ],
    [
      "read: hops 4",
      { op: "read", repo_id: REPO, mode: "ambient", query: "x", expand: { semantic_hops: 4 } },
      [["/expand/semantic_hops", /at most 3/]],
    ],
    [
      "read: include_global type",
      { op: "read", repo_id: REPO, mode: "ambient", query: "x", include_global: "yes" },
      [["/include_global", /a boolean/]],
    ],
    ["write: memory missing", { op: "write", repo_id: REPO }, [["/memory", /required/]]],
    [
      "write: memory fields missing",
      { op: "write", repo_id: REPO, memory: {} },
      [
        ["/memory/text", /required/],
        ["/memory/scope", /required/],
        ["/memory/kind", /required/],
        ["/memory/confidence", /required/],
      ],
    ],
    [
      "write: scope enum",
      write({ text: "t", kind: "fact", scope: "project" }),
      [["/memory/scope", /one of repo, global/]],
    ],
    [
      "write: kind enum",
      write({ text: "t", kind: "lesson" }),
      [["/memory/kind", /one of problem, solution, failed_tactic, fact, preference, change/]],
    ],
    [
      "write: confidence above 1",
      write({ text: "t", kind: "fact", confidence: 1.5 }),
      [["/memory/confidence", /at most 1/]],
    ],
    [
      "write: confidence below 0",
      write({ text: "t", kind: "fact", confidence: -0.1 }),
      [["/memory/confidence", /at least 0/]],
    ],
    [
      "write: links types",
      write({ text: "t", kind: "fact", links: { related_memory_ids: "a" } }),
      [["/memory/links/related_memory_ids", /an array/]],
    ],
    [
      "update: every required field missing",
      { op: "update" },
      [
        ["/repo_id", /required/],
        ["/memory_id", /required/],
        ["/mode", /required/],
        ["/updates", /required/],
      ],
    ],
    [
      "update: mode enum",
      {
        op: "update",
        repo_id: REPO,
        memory_id: "x",
        mode: "apply",
        updates: { utility: { target: 1, confidence: 1, rationale: "r" } },
      },
      [["/mode", /dry_run, commit/]],
    ],
    [
      "update: neither truth nor utility",
      { op: "update", repo_id: REPO, memory_id: "x", mode: "commit", updates: {} },
      [["/updates", /must contain truth or utility/]],
    ],
    [
      "update: truth without evidence",
      {
        op: "update",
        repo_id: REPO,
        memory_id: "x",
        mode: "commit",
        updates: { truth: { target: 1, confidence: 1, rationale: "r" } },
      },
      [["/updates/truth/evidence_refs", /required/]],
    ],
    [
      "update: truth with empty evidence",
      {
        op: "update",
        repo_id: REPO,
        memory_id: "x",
        mode: "commit",
        updates: { truth: { target: 1, confidence: 1, rationale: "r", evidence_refs: [] } },
      },
      [["/updates/truth/evidence_refs", /at least 1 item/]],
    ],
    [
      "update: utility fields missing",
      { op: "update", repo_id: REPO, memory_id: "x", mode: "commit", updates: { utility: {} } },
      [
        ["/updates/utility/target", /required/],
        ["/updates/utility/confidence", /required/],
        ["/updates/utility/rationale", /required/],
      ],
    ],
    [
      "update: target out of range",
      {
        op: "update",
        repo_id: REPO,
        memory_id: "x",
        mode: "dry_run",
        updates: { utility: { target: 2, confidence: -1, rationale: "r" } },
      },
      [
        ["/updates/utility/target", /at most 1/],
        ["/updates/utility/confidence", /at least 0/],
      ],
    ],
  ];

  it.each(invalid)("%s: every violation listed, nothing written", async (_name, request, expected) => {
    const box = repoBox();
    const found = violations(await call(box, request));
    for (const [pointer, message] of expected) {
      expect(
        found.some((v) => v.pointer === pointer && message.test(v.message)),
        `${pointer} ${message} in ${JSON.stringify(found)}`,
      ).toBe(true);
    }
    expect(found).toHaveLength(expected.length);
  });

  it("applies the schema defaults (limit 20, include_global true)", async () => {
    const box = repoBox();
    const context = contextFor(box);
    for (let i = 0; i < 25; i++)
      await writeMemory(context, {
        content: `Cache note number ${i}`,
        type: "learning",
        tags: ["cache"],
        scope: i % 2 ? "global" : "project",
      });
    const response = await call(box, { op: "read", repo_id: REPO, mode: "targeted", query: "cache note" });
    expect(response.records).toHaveLength(20);
    expect(response.total).toBe(25);
    expect(new Set(response.records.map((r: any) => r.scope))).toEqual(new Set(["repo", "global"]));
  });
});

describe("memory api: semantic validation", () => {
  it("refuses an unknown repo_id, a missing memory_id and links to missing memories, changing nothing", async () => {
    const box = repoBox();
    await call(box, write({ text: "Retries double-charge cards", kind: "problem" }));
    const before = files(box.projectStore);
    const wrongRepo = violations(await call(box, { op: "read", repo_id: "other/repo", mode: "ambient", query: "x" }));
    expect(wrongRepo[0]!.pointer).toBe("/repo_id");
    expect(wrongRepo[0]!.message).toMatch(/"other\/repo".*acme\/widgets/);
    const links = violations(
      await call(
        box,
        write({
          text: "Fix",
          kind: "solution",
          links: {
            problem_id: "gotcha-nope",
            related_memory_ids: ["learning-nope"],
            change_targets: ["decision-nope"],
          },
        }),
      ),
    );
    expect(links.map((v) => v.pointer)).toEqual([
      "/memory/links/problem_id",
      "/memory/links/related_memory_ids/0",
      "/memory/links/change_targets/0",
    ]);
    const blank = violations(await call(box, write({ text: "   ", kind: "fact" })));
    expect(blank[0]!.pointer).toBe("/memory/text");
    const update = violations(
      await call(box, {
        op: "update",
        repo_id: REPO,
        memory_id: "gotcha-nope",
        mode: "commit",
        updates: { truth: { target: 1, confidence: 1, rationale: " ", evidence_refs: [" "] } },
      }),
    );
    expect(update.map((v) => v.pointer)).toEqual([
      "/memory_id",
      "/updates/truth/evidence_refs/0",
      "/updates/truth/rationale",
    ]);
    expect(files(box.projectStore)).toEqual(before);
  });

  it("accepts every name of this repository: directory, remote, owner/name, name", async () => {
    const box = repoBox();
    for (const id of ["repo", "github.com/acme/widgets", "acme/widgets", "widgets"]) {
      expect((await call(box, { op: "read", repo_id: id, mode: "ambient", query: "x" })).success, id).toBe(true);
    }
  });
});

describe("memory api: write", () => {
  it("maps kinds to types, keeps the kind, and turns links into labelled edges", async () => {
    const box = repoBox();
    const problem = await call(box, write({ text: "Token refresh races under load", kind: "problem" }));
    expect(problem).toMatchObject({ success: true, kind: "problem", type: "gotcha", scope: "repo", edges: [] });
    const other = await call(box, write({ text: "Tokens live one hour", kind: "fact", scope: "global" }));
    expect(other.type).toBe("learning");
    const solution = await call(
      box,
      write({
        text: "Serialise refreshes with a mutex",
        kind: "solution",
        confidence: 0.9,
        rationale: "The race disappeared in load tests",
        evidence_refs: ["PR #12"],
        links: { problem_id: problem.memory_id, related_memory_ids: [other.memory_id] },
      }),
    );
    expect(solution.edges).toEqual([
      { target: problem.memory_id, label: "solves" },
      { target: other.memory_id, label: "relates-to" },
    ]);
    const text = readFileSync(solution.file, "utf8");
    expect(text).toMatch(/kind: solution/);
    expect(text).toMatch(/confidence: 0\.9/);
    expect(text).toMatch(/rationale: The race disappeared/);
    expect(text).toMatch(/repo_id: acme\/widgets/);
    const change = await call(
      box,
      write({
        text: "Moved auth to the gateway",
        kind: "change",
        links: { change_targets: [solution.memory_id, "src/auth/refresh.ts:L10-L40"] },
      }),
    );
    expect(change.type).toBe("breadcrumb");
    expect(change.edges).toEqual([{ target: solution.memory_id, label: "invalidates" }]);
    expect(change.kept_targets).toEqual(["src/auth/refresh.ts:L10-L40"]);
  });

  it("creates a new record for every write (records are immutable)", async () => {
    const box = repoBox();
    const a = await call(box, write({ text: "Same words", kind: "fact" }));
    const b = await call(box, write({ text: "Same words", kind: "fact" }));
    expect(a.memory_id).not.toBe(b.memory_id);
    expect(files(box.projectStore)).toHaveLength(2);
  });
});

describe("memory api: read", () => {
  async function seeded() {
    const box = repoBox();
    const problem = await call(
      box,
      write({ text: "Webhook retries double-charge cards", kind: "problem" }),
      "2026-05-01T00:00:00Z",
    );
    const solution = await call(
      box,
      write({ text: "Use idempotency keys for charges", kind: "solution", links: { problem_id: problem.memory_id } }),
      "2026-05-02T00:00:00Z",
    );
    const change = await call(
      box,
      write({
        text: "Payments moved to the new queue",
        kind: "change",
        links: { change_targets: [solution.memory_id] },
      }),
      "2026-05-03T00:00:00Z",
    );
    const recent = await call(
      box,
      write({ text: "Deploys happen on Tuesdays", kind: "preference" }),
      "2026-05-31T00:00:00Z",
    );
    return {
      box,
      problem: problem.memory_id,
      solution: solution.memory_id,
      change: change.memory_id,
      recent: recent.memory_id,
    };
  }

  it("targeted ranks by the query; ambient brings recent records first", async () => {
    const { box, problem, recent } = await seeded();
    const targeted = await call(box, { op: "read", repo_id: REPO, mode: "targeted", query: "webhook double charge" });
    expect(targeted.records[0].memory_id).toBe(problem);
    expect(targeted.records.slice(1).every((r: any) => r.score < 1)).toBe(true);
    expect(targeted.records[0]).toMatchObject({
      kind: "problem",
      type: "gotcha",
      reached: { via: "query" },
      score: 1,
      truth: 0.8,
      utility: 0.5,
    });
    expect(targeted.records[0].text).toBe("Webhook retries double-charge cards");
    const ambient = await call(box, { op: "read", repo_id: REPO, mode: "ambient", query: "what matters today" });
    expect(ambient.records[0].memory_id).toBe(recent);
    expect(ambient.records[0].reached).toEqual({ via: "recent" });
    expect(ambient.records).toHaveLength(4);
  });

  it("filters by kinds and by include_global", async () => {
    const { box, problem } = await seeded();
    await call(box, write({ text: "Charges need idempotency everywhere", kind: "fact", scope: "global" }));
    const kinds = await call(box, {
      op: "read",
      repo_id: REPO,
      mode: "targeted",
      query: "charges idempotency",
      kinds: ["problem"],
    });
    expect(kinds.records.map((r: any) => r.memory_id)).toEqual([problem]);
    const local = await call(box, {
      op: "read",
      repo_id: REPO,
      mode: "targeted",
      query: "idempotency",
      include_global: false,
    });
    expect(local.records.every((r: any) => r.scope === "repo")).toBe(true);
    const all = await call(box, { op: "read", repo_id: REPO, mode: "targeted", query: "idempotency" });
    expect(all.records.some((r: any) => r.scope === "global")).toBe(true);
  });

  it("expands along problem and update links, saying how each record was reached", async () => {
    const { box, problem, solution, change } = await seeded();
    const plain = await call(box, { op: "read", repo_id: REPO, mode: "targeted", query: "webhook retries" });
    expect(plain.records.map((r: any) => r.memory_id)).toEqual([problem]);
    const expanded = await call(box, {
      op: "read",
      repo_id: REPO,
      mode: "targeted",
      query: "webhook retries",
      expand: {},
    });
    const byId = new Map(expanded.records.map((r: any) => [r.memory_id, r]));
    expect((byId.get(solution) as any).reached).toEqual({ via: "expand", from: problem, label: "solved-by", hops: 1 });
    expect((byId.get(change) as any).reached).toEqual({
      via: "expand",
      from: solution,
      label: "invalidated-by",
      hops: 2,
    });
    const noProblems = await call(box, {
      op: "read",
      repo_id: REPO,
      mode: "targeted",
      query: "webhook retries",
      expand: { semantic_hops: 0, include_problem_links: false },
    });
    expect(noProblems.records.map((r: any) => r.memory_id)).toEqual([problem]);
    const updatesOnly = await call(box, {
      op: "read",
      repo_id: REPO,
      mode: "targeted",
      query: "idempotency keys",
      expand: { semantic_hops: 0, include_problem_links: false },
    });
    expect(updatesOnly.records.map((r: any) => r.memory_id)).toEqual([solution, change]);
  });

  it("reads as of an instant: later records do not exist yet", async () => {
    const { box, problem, solution } = await seeded();
    const asOf = await call(box, {
      op: "read",
      repo_id: REPO,
      mode: "ambient",
      query: "charges",
      as_of: "2026-05-02T12:00:00Z",
    });
    expect(asOf.records.map((r: any) => r.memory_id).sort()).toEqual([problem, solution].sort());
    expect(
      violations(await call(box, { op: "read", repo_id: REPO, mode: "ambient", query: "x", as_of: "soon" }))[0]!
        .pointer,
    ).toBe("/as_of");
  });
});

describe("memory api: read in a large store checked a moment ago", () => {
  // Every store counts as large and a check stays valid for a minute: a read opens the catalogs as a search does,
  // without checking every file, and must still answer as a read that checks them all.
  const SKIPPING = { MEMORY_CHECK_MIN_FILES: "1", MEMORY_CHECK_INTERVAL_MS: "60000" };
  const at = () => new Date("2026-06-01T00:00:00Z");
  const read = (box: Sandbox, env: NodeJS.ProcessEnv = {}) =>
    handleRequest(contextFor(box, { env, now: at }), {
      op: "read",
      repo_id: REPO,
      mode: "targeted",
      query: "webhook retries",
    }).then((handled) => handled.response as any);

  it("answers from a memory edited in place since, as a read checking every file does", async () => {
    const box = repoBox();
    const problem = await call(box, write({ text: "Webhook retries double-charge cards", kind: "problem" }));
    await call(box, write({ text: "Webhook retries are capped at three", kind: "fact" }));
    expect((await read(box, SKIPPING)).records).toHaveLength(2);
    // Edited in place (the directory does not change): another kind, another title, other words.
    const file = join(box.projectStore, `${problem.memory_id}.md`);
    writeFileSync(
      file,
      readFileSync(file, "utf8")
        .replace(/^type: gotcha$/m, "type: decision")
        .replaceAll("Webhook retries double-charge cards", "Webhook retries go through the outbox, every one of them"),
    );
    const skipping = await read(box, SKIPPING);
    expect(skipping).toEqual(await read(box));
    expect(skipping.records.find((record: any) => record.memory_id === problem.memory_id)).toMatchObject({
      type: "decision",
      text: expect.stringContaining("outbox"),
    });
  });
});

describe("memory api: update", () => {
  it("dry_run shows before/after and writes nothing; commit moves the value, keeps the text, audits", async () => {
    const box = repoBox();
    const { memory_id, file } = await call(
      box,
      write({ text: "Retry budget is three attempts", kind: "fact", confidence: 0.6 }),
    );
    const original = readFileSync(file, "utf8");
    const truth = { target: 1, confidence: 0.5, rationale: "confirmed in prod", evidence_refs: ["PR #40"] };
    const dry = await call(box, { op: "update", repo_id: REPO, memory_id, mode: "dry_run", updates: { truth } });
    expect(dry).toMatchObject({
      success: true,
      committed: false,
      before: { truth: 0.6, utility: 0.5 },
      after: { truth: 0.8, utility: 0.5 },
    });
    expect(readFileSync(file, "utf8")).toBe(original);

    const committed = await call(box, {
      op: "update",
      repo_id: REPO,
      memory_id,
      mode: "commit",
      updates: { truth, utility: { target: 0, confidence: 1, rationale: "never consulted" } },
    });
    expect(committed).toMatchObject({
      committed: true,
      before: { truth: 0.6, utility: 0.5 },
      after: { truth: 0.8, utility: 0 },
    });
    expect(committed.audit_ids).toHaveLength(2);
    const after = readFileSync(file, "utf8");
    expect(after.split("---\n").at(-1)).toBe(original.split("---\n").at(-1));
    expect(after).toMatch(/truth:\n {2}value: 0\.8/);
    const audit = readFileSync(join(box.projectStore, "log", "audit.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(audit.map((entry) => [entry.field, entry.before, entry.after])).toEqual([
      ["truth", 0.6, 0.8],
      ["utility", 0.5, 0],
    ]);
    expect(audit[0]).toMatchObject({
      memory_id,
      evidence_refs: ["PR #40"],
      rationale: "confirmed in prod",
      repo_id: REPO,
    });

    const again = await call(box, { op: "update", repo_id: REPO, memory_id, mode: "commit", updates: { truth } });
    expect(again.before.truth).toBe(0.8);
    expect(again.after.truth).toBe(0.9);
  });
});

describe("memory api: CLI", () => {
  it("answers JSON lines one per line, reports a non-JSON line, exits 1 when any failed", async () => {
    const box = repoBox();
    mkdirSync(box.projectStore, { recursive: true });
    const input = [
      JSON.stringify(write({ text: "Builds need node 20", kind: "fact" })),
      "not json",
      JSON.stringify({ op: "read", repo_id: REPO, mode: "targeted", query: "node builds" }),
    ].join("\n");
    const result = await runCli(box, ["api"], { input });
    expect(result.code).toBe(1);
    const lines = result.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.success)).toEqual([true, false, true]);
    expect(lines[1].error.message).toMatch(/Line 2 is not JSON/);
    expect(lines[2].records[0].memory_id).toBe(lines[0].memory_id);
  });

  it("a single invalid request exits 2 with the structured error", async () => {
    const box = repoBox();
    const result = await runCli(box, ["api"], {
      input: JSON.stringify({ op: "read", repo_id: REPO, mode: "x", query: "q" }),
    });
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout).error.details.violations).toEqual([
      { pointer: "/mode", message: "must be one of ambient, targeted" },
    ]);
  });
});
