import { createHash } from "node:crypto";
import { appendFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { validateStore, type ValidateResponse, type ValidationFinding } from "../../src/ops/validate-store.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, json, makeSandbox, runCli, type Sandbox } from "../helpers.js";

const NOW = new Date("2026-01-10T10:00:00Z");
const T0 = "2026-01-10T10:00:00Z";

/** sha256 of every file under a directory (dot-directories included), to prove nothing was written. */
function treeDigest(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else
        files[relative(dir, full)] = `${createHash("sha256").update(readFileSync(full)).digest("hex")} ${stat.mtimeMs}`;
    }
  };
  walk(dir);
  return files;
}

const line = (record: object) => `${JSON.stringify(record)}\n`;

/** A store that breaks no rule: memories written by the plugin (links, lifecycle fields), and logs of every kind. */
async function cleanStore(box: Sandbox) {
  let tick = 0;
  // Each write a minute later, so the as-of check has several instants.
  const context = contextFor(box, { now: () => new Date(NOW.getTime() + 60_000 * tick++) });
  await writeMemory(context, {
    content: "Hub of authentication.",
    title: "Authentication",
    type: "hub",
    tags: ["auth"],
  });
  await writeMemory(context, {
    content: "PKCE for public clients. See [[hub-authentication]].",
    title: "OAuth2 PKCE",
    type: "decision",
    tags: ["auth", "oauth2"],
    links: ["hub-authentication"],
  });
  await writeMemory(context, {
    content: "Old approach, replaced.",
    title: "Implicit flow",
    type: "decision",
    tags: ["auth"],
    fields: {
      deprecated: true,
      superseded_by: "decision-oauth2-pkce",
      classification: "hard",
      severity: "S2",
      confidence: 0.8,
    },
  });
  await writeMemory(context, {
    content: "Token refresh races.",
    title: "Refresh race",
    type: "gotcha",
    tags: ["auth"],
    paths: ["src/auth/**"],
    fields: {
      ttl: "ephemeral",
      expires: "2026-02-01T00:00:00Z",
      kind: "risk",
      truth: { value: 0.7, updated: T0, updates: 1 },
      utility: 0.4,
    },
  });
  const log = join(box.projectStore, "log");
  mkdirSync(log, { recursive: true });
  writeFileSync(
    join(log, "retrieval.jsonl"),
    line({
      event_id: "fb-1",
      ts: T0,
      store: "repo",
      actor: "ann",
      query: "oauth refresh",
      returned_ids: ["decision-oauth2-pkce", "gotcha-refresh-race"],
      used_ids: ["gotcha-refresh-race"],
      outcome: "helped",
      source: "manual_feedback",
      scope: "project",
    }),
  );
  writeFileSync(
    join(log, "decay.jsonl"),
    line({
      event_id: "decay-1",
      ts: T0,
      kind: "decay",
      scope: "project",
      policy: "unused-for=90d",
      as_of: T0,
      dry_run: true,
      stale_ids: [],
    }) +
      line({
        event_id: "restore-1",
        ts: T0,
        kind: "restore",
        scope: "project",
        restores: null,
        ids: ["decision-implicit-flow"],
      }),
  );
  writeFileSync(
    join(log, "audit.jsonl"),
    line({
      audit_id: "audit-1",
      ts: T0,
      op: "update",
      memory_id: "gotcha-refresh-race",
      field: "truth",
      before: 0.5,
      after: 0.7,
    }),
  );
  writeFileSync(
    join(box.projectStore, "config.json"),
    JSON.stringify({ read: { mode: "hybrid", inject: { maxEntries: 5 } }, write: { approvalPolicy: "auto" } }, null, 2),
  );
  return context;
}

const find = (list: ValidationFinding[], rule: string, file: string) =>
  list.filter((finding) => finding.rule === rule && finding.file.endsWith(file));

describe("memory validate", () => {
  it("passes a clean store, strictly, and checks every part of it", async () => {
    const box = makeSandbox();
    const context = await cleanStore(box);
    const response = await validateStore(context, { scope: "project", strict: true });
    expect(response.violations).toEqual([]);
    expect(response.warnings).toEqual([]);
    expect(response).toMatchObject({ success: true, valid: true, strict: true });
    // 4 memories; 4 events (one per write) + 1 retrieval + 2 decay + 1 audit lines; 1 config; 4 distinct created → 8 instants.
    expect(response.checked).toMatchObject({
      scopes: ["project"],
      memories: 4,
      logLines: 8,
      configs: 1,
      asOfInstants: 8,
    });
  });

  it("reports each broken rule once, with its file, line and rule", async () => {
    const box = makeSandbox();
    const context = await cleanStore(box);
    const store = box.projectStore;
    const memory = (slug: string, frontmatter: string, body = "Body.") =>
      writeFileSync(join(store, `${slug}.md`), `---\n${frontmatter}\n---\n${body}\n`);
    const base = (rest: string) => `title: T\ntype: learning\ntags: [a]\ncreated: ${T0}\nupdated: ${T0}\n${rest}`;
    memory("bad-ttl", base("ttl: forever"));
    memory("bad-classification", base("classification: 42"));
    memory("bad-severity", base('severity: "S 4!"'));
    memory("bad-confidence", base("confidence: certain"));
    memory("bad-truth", base("truth: 1.5"));
    memory("bad-utility", base("utility: {value: high}"));
    memory("bad-type", "title: T\ntype: note\ntags: [a]\ncreated: 2026-01-10T10:00:00Z\nupdated: 2026-01-10T10:00:00Z");
    memory("bad-deprecated", base("deprecated: yes"));
    memory(
      "backwards",
      "title: T\ntype: learning\ntags: [a]\ncreated: 2026-01-10T10:00:00Z\nupdated: 2026-01-09T10:00:00Z",
    );
    memory(
      "bad-date",
      "title: T\ntype: learning\ntags: [a]\ncreated: 2026-02-30T10:00:00Z\nupdated: 2026-03-01T10:00:00Z",
    );
    memory("expires-early", base("ttl: decay\nexpires: 2026-01-01T00:00:00Z"));
    memory("no-fields", "title: Only a title");
    memory("superseded", base("deprecated: true\nsuperseded_by: learning-ghost"));
    memory(
      "dangling",
      base("links:\n  - {target: hub-authentication, label: part-of}\n  - {target: nowhere-memory, label: relates-to}"),
    );
    memory("secretive", base("meta: {note: keep}"), "Deploy with\nAWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\n");
    writeFileSync(join(store, "Not A Slug.md"), `---\n${base("")}\n---\nBody\n`);
    writeFileSync(join(store, "broken-yaml.md"), "---\ntitle: ok\ntags: [a, b\n---\nbody\n");
    const log = join(store, "log");
    appendFileSync(
      join(log, "retrieval.jsonl"),
      line({
        event_id: "fb-2",
        ts: T0,
        store: "team",
        actor: "ann",
        query: "q",
        returned_ids: ["a"],
        used_ids: ["a", "b"],
        outcome: "helped",
        source: "manual_feedback",
      }),
    );
    appendFileSync(
      join(log, "retrieval.jsonl"),
      line({
        event_id: "fb-3",
        ts: T0,
        store: "repo",
        actor: "ann",
        query: "deploy token ghp_0123456789abcdefghijABCDEFGHIJ012345",
        returned_ids: [],
        used_ids: [],
        outcome: "meh",
        source: "manual_feedback",
      }),
    );
    appendFileSync(
      join(log, "decay.jsonl"),
      line({ event_id: "decay-2", ts: T0, kind: "decay", policy: "unused-for=90d", as_of: T0, dry_run: false }),
    );
    appendFileSync(
      join(log, "decay.jsonl"),
      line({ event_id: "restore-2", ts: T0, kind: "restore", ids: "not checked" }),
    );
    appendFileSync(join(log, "audit.jsonl"), line({ ts: T0, memory_id: "x", field: "truth", before: 0.5 }));
    appendFileSync(
      join(log, "events.jsonl"),
      line({
        ts: T0,
        kind: "saved",
        entry: { id: "x", scope: { identityId: "project" }, text: "", source: "tool", createdAt: 1, updatedAt: 1 },
      }),
    );
    appendFileSync(join(log, "events.jsonl"), line({ ts: T0, kind: "exploded" }));
    appendFileSync(join(log, "events.jsonl"), '{"ts":"2026-01-10T10:00:00Z","kind":"sav');
    writeFileSync(
      join(store, "config.json"),
      JSON.stringify({ read: { mode: "sometimes" }, quota: { maxEntriesPerScope: 0 } }, null, 2),
    );

    const response = await validateStore(context, { scope: "project" });
    expect(response.valid).toBe(false);
    const { violations, warnings } = response;
    const at = (rule: string, file: string, lineNumber?: number) => {
      const found = find(violations, rule, file);
      expect(
        found.length,
        `${rule} in ${file}: ${JSON.stringify(violations.filter((v) => v.file.endsWith(file)))}`,
      ).toBe(1);
      if (lineNumber !== undefined) expect(found[0]!.line, `${rule} in ${file}`).toBe(lineNumber);
      return found[0]!;
    };
    // Files are named relative to the repository.
    expect(at("enum", "bad-ttl.md", 7).file).toBe(".claude/memory/bad-ttl.md");
    expect(at("enum", "bad-ttl.md").message).toMatch(
      /ttl must be one of ephemeral, decay, persistent \(got "forever"\)/,
    );
    at("enum", "bad-classification.md", 7);
    at("enum", "bad-severity.md", 7);
    expect(at("enum", "bad-confidence.md", 7).message).toMatch(/0–1 or one of high, medium, low/);
    at("range", "bad-truth.md", 7);
    at("field-type", "bad-utility.md", 7);
    at("type-enum", "bad-type.md", 3);
    at("field-type", "bad-deprecated.md", 7);
    at("updated-before-created", "backwards.md", 6);
    at("timestamp", "bad-date.md", 5);
    at("expires-before-created", "expires-early.md", 8);
    expect(find(violations, "required-field", "no-fields.md").map((v) => v.message.split(" ")[0])).toEqual([
      "type",
      "tags",
      "created",
      "updated",
    ]);
    at("dangling-superseded-by", "superseded.md", 8);
    at("dangling-link", "dangling.md", 9);
    const secret = at("secret", "secretive.md", 10);
    expect(secret.message).toMatch(/aws-access-key/);
    expect(JSON.stringify(response)).not.toContain("AKIAIOSFODNN7EXAMPLE");
    at("file-name", "Not A Slug.md");
    expect(at("frontmatter-parse", "broken-yaml.md", 3).message).toMatch(/unexpected end of the stream/); // the line whose bracket is never closed
    // logs
    expect(at("retrieval-used-subset", "log/retrieval.jsonl", 2).message).toMatch(
      /used_ids b is not among returned_ids/,
    );
    expect(
      find(violations, "retrieval-event", "log/retrieval.jsonl").map((v) => [v.line, v.message.split(" ")[0]]),
    ).toEqual([
      [2, "store"],
      [3, "outcome"],
    ]);
    expect(at("secret", "log/retrieval.jsonl", 3).message).toMatch(/github-token/);
    expect(JSON.stringify(response)).not.toContain("ghp_0123456789");
    expect(at("decay-event", "log/decay.jsonl", 3).message).toBe("stale_ids is missing");
    expect(at("audit-entry", "log/audit.jsonl", 2).message).toBe("after is missing");
    expect(find(violations, "event-schema", "log/events.jsonl").map((v) => v.line)).toEqual([5, 6]);
    expect(find(violations, "event-schema", "log/events.jsonl")[0]!.message).toMatch(
      /saved event: \/entry\/text must not be empty/,
    );
    expect(at("log-parse", "log/events.jsonl", 7).message).toMatch(/torn last line/);
    expect(find(violations, "config", "config.json").map((v) => v.message)).toEqual([
      "/read/mode must be one of inject, recall, hybrid, off (config.json schema)",
      "/quota/maxEntriesPerScope must be at least 1 (config.json schema)",
    ]);
    // Nothing in the clean part of the store is reported.
    for (const clean of [
      "hub-authentication.md",
      "decision-oauth2-pkce.md",
      "decision-implicit-flow.md",
      "gotcha-refresh-race.md",
    ]) {
      expect([...violations, ...warnings].filter((f) => f.file.endsWith(clean))).toEqual([]);
    }

    // The CLI: the same findings, exit 1, report grouped by file.
    const cli = await runCli(box, ["validate", "--scope", "project", "--json"]);
    expect(cli.code).toBe(1);
    const body = json<ValidateResponse>(cli);
    expect(body.violations).toEqual(violations);
    const report = await runCli(box, ["validate", "--scope", "project"]);
    expect(report.code).toBe(1);
    expect(report.stdout).toContain(
      ".claude/memory/bad-ttl.md\n  ✗ 7: ttl must be one of ephemeral, decay, persistent",
    );
    expect(report.stdout).toMatch(/✗ Invalid: \d+ violations, \d+ warnings? in \d+ files\./);
  });

  it("warnings alone pass, unless --strict", async () => {
    const box = makeSandbox();
    const context = await cleanStore(box);
    writeFileSync(
      join(box.projectStore, "learning-loose.md"),
      `---\ntitle: Loose\ntype: lesson\ntags: []\ncreated: ${T0}\nupdated: ${T0}\nttl: ephemeral\nkind: anecdote\nseverity: S4\n---\nSee [[learning-nowhere]].\n`,
    );
    const response = await validateStore(context, { scope: "project" });
    expect(response.violations).toEqual([]);
    expect(response.warnings.map((w) => [w.rule, w.line])).toEqual([
      ["type-alias", 3],
      ["tags-empty", 4],
      ["ttl-no-expiry", 7],
      ["kind-unknown", 8],
      ["enum-unknown", 9],
      ["dangling-wikilink", 11],
    ]);
    // The warning names the kinds it knows (Claude Code's own types among them), in words a user can act on.
    const kind = response.warnings.find((w) => w.rule === "kind-unknown")!.message;
    expect(kind).toMatch(/^kind "anecdote" is none of the known kinds: the six types, lesson, .*, feedback, /);
    expect(kind).not.toMatch(/spec/i);
    expect(response.valid).toBe(true);
    const plain = await runCli(box, ["validate", "--scope", "project"]);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/⚠ 4: no tags/);
    expect(plain.stdout).toContain("✓ Valid: no violations (6 warnings; --strict would fail on them).");
    const strict = await runCli(box, ["validate", "--scope", "project", "--strict", "--json"]);
    expect(strict.code).toBe(1);
    expect(json(strict)).toMatchObject({ valid: false, strict: true, violations: [] });
  });

  it("lists a file's first 100 findings in the report and every one in JSON (a log of 3,000 broken lines)", async () => {
    const box = makeSandbox();
    await cleanStore(box);
    const log = join(box.projectStore, "log", "events.jsonl");
    appendFileSync(log, Array.from({ length: 3000 }, (_, i) => line({ ts: T0, op: `nothing-${i}` })).join(""));
    const all = json<ValidateResponse>(await runCli(box, ["validate", "--scope", "project", "--json"]));
    const inLog = all.violations.filter((finding) => finding.file.endsWith("events.jsonl"));
    expect(inLog.length).toBeGreaterThanOrEqual(3000);
    const report = (await runCli(box, ["validate", "--scope", "project"])).stdout;
    const section = report.slice(report.indexOf("events.jsonl"));
    const shown = section
      .slice(0, section.indexOf("\n\n"))
      .split("\n")
      .filter((row) => row.startsWith("  ✗"));
    expect(shown).toHaveLength(100);
    expect(report).toContain(`… and ${inLog.length - 100} more findings in this file (--format json lists every one)`);
  });

  it("never changes a byte, not even stale derived state", async () => {
    const box = makeSandbox();
    await cleanStore(box);
    // A hand edit leaves the manifest stale: list would refresh it, validate must not.
    appendFileSync(join(box.projectStore, "hub-authentication.md"), "\nEdited by hand.\n");
    writeFileSync(join(box.projectStore, "broken.md"), "---\ntitle: [\n---\n");
    const before = treeDigest(box.repo);
    expect((await runCli(box, ["validate"])).code).toBe(1);
    expect((await runCli(box, ["validate", "--json", "--strict"])).code).toBe(1);
    expect(treeDigest(box.repo)).toEqual(before);
  });

  it("resolves links across scopes and validates only the scopes asked for", async () => {
    const box = makeSandbox();
    const context = contextFor(box, { now: () => NOW });
    await writeMemory(context, {
      content: "Global hub.",
      title: "Everything",
      type: "hub",
      tags: ["all"],
      scope: "global",
    });
    await writeMemory(context, {
      content: "Project note.",
      title: "Note",
      type: "learning",
      tags: ["a"],
      links: ["hub-everything"],
    });
    writeFileSync(join(box.globalStore, "bad.md"), "---\ntitle: Bad\ntype: nope\n---\n");
    const project = await validateStore(context, { scope: "project" });
    expect(project).toMatchObject({ valid: true, violations: [] });
    expect(project.checked.scopes).toEqual(["project"]);
    const all = await validateStore(context, {});
    expect(all.checked.scopes).toEqual(["project", "global"]);
    expect(all.violations.map((v) => v.file)).toEqual(expect.arrayContaining([join(box.globalStore, "bad.md")]));
    const missing = await validateStore(context, { scope: "local" });
    expect(missing).toMatchObject({ valid: true, checked: { memories: 0 } });
    expect(missing.notes[0]).toMatch(/local: no memory directory/);
  });

  it("reports every malformed file without crashing", async () => {
    const box = makeSandbox();
    mkdirSync(box.projectStore, { recursive: true });
    const files: Record<string, string | Buffer> = {
      "truncated-yaml": "---\ntitle: x\ntags: [a, b\n",
      "tabs-in-yaml": "---\ntitle:\tx\n\ttype: gotcha\n---\nbody\n",
      "duplicate-keys": "---\ntitle: a\ntitle: b\n---\nbody\n",
      "js-frontmatter": "---js\n{ title: (() => { throw new Error('executed!') })() }\n---\nbody\n",
      "binary-bytes": Buffer.concat([
        Buffer.from("---\ntitle: bin\ntype: learning\n---\n"),
        Buffer.from([0, 1, 2, 255, 254, 0, 13, 10]),
      ]),
      "wrong-types":
        "---\ntitle: [1, 2]\ntype: {a: 1}\ntags: 5\ncreated: yesterday\nupdated: true\nlinks: nope\npaths: 7\n---\nbody\n",
      "links-garbage":
        "---\ntitle: L\ntype: learning\ntags: [a]\nlinks: [{label: x}, 5, {target: '../etc'}, {target: ok-target, label: 3}]\n---\nbody\n",
      "empty-file": "",
      "bom-crlf": `\uFEFF---\r\ntitle: Good\r\ntype: learning\r\ntags: [a]\r\ncreated: ${T0}\r\nupdated: ${T0}\r\n---\r\nbody\r\n`,
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(join(box.projectStore, `${name}.md`), content);
    const response = await validateStore(contextFor(box), { scope: "project" });
    const rulesOf = (name: string) =>
      [...new Set(response.violations.filter((v) => v.file.endsWith(`/${name}.md`)).map((v) => v.rule))].sort();
    for (const name of ["truncated-yaml", "tabs-in-yaml", "duplicate-keys", "js-frontmatter"])
      expect(rulesOf(name)).toEqual(["frontmatter-parse"]);
    expect(rulesOf("wrong-types")).toEqual(["field-type", "timestamp", "type-enum"]);
    expect(rulesOf("links-garbage")).toEqual(["dangling-link", "field-type", "required-field"]);
    expect(rulesOf("empty-file")).toEqual(["required-field"]);
    expect(rulesOf("binary-bytes")).toEqual(["required-field", "unsafe-content"]); // control characters in the text
    expect(rulesOf("bom-crlf")).toEqual([]);
    expect(JSON.stringify(response)).not.toContain("executed!");
  });

  it("the as-of self-check catches a filter that lets later memories through", async () => {
    const box = makeSandbox();
    const context = await cleanStore(box);
    vi.resetModules();
    vi.doMock("../../src/ops/shared/list-catalogs.js", async (importOriginal) => {
      const original = await importOriginal<typeof import("../../src/ops/shared/list-catalogs.js")>();
      // A broken filter: the as-of instant is ignored.
      return {
        ...original,
        listCatalogs: (ctx: never, catalogs: never, request: { asOf?: string }) =>
          original.listCatalogs(ctx, catalogs, { ...request, asOf: undefined }),
      };
    });
    try {
      const { validateStore: leaky } = await import("../../src/ops/validate-store.js");
      const response = await leaky(context, { scope: "project" });
      const leaks = response.violations.filter((v) => v.rule === "as-of-exclusion");
      // Every memory leaks into a read one second before its creation.
      expect(leaks.map((v) => v.file.replace(/^.*\//, "")).sort()).toEqual([
        "decision-implicit-flow.md",
        "decision-oauth2-pkce.md",
        "gotcha-refresh-race.md",
        "hub-authentication.md",
      ]);
      expect(leaks[0]!.message).toMatch(/listed as of .* though created later/);
    } finally {
      vi.doUnmock("../../src/ops/shared/list-catalogs.js");
      vi.resetModules();
    }
  });
});
