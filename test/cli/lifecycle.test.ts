import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { json, makeSandbox, runCli } from "../helpers.js";

describe("CLI: lifecycle", () => {
  it("write --ttl/--expires/--expires-in, a strict ttl, and read of an expired memory", async () => {
    const box = makeSandbox();
    const bad = await runCli(box, ["write", "note", "--type", "learning", "--tags", "t", "--ttl", "forever"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('✗ Invalid ttl "forever": use one of ephemeral, decay, persistent.\n');
    expect(existsSync(box.projectStore) && existsSync(join(box.projectStore, "learning-note.md"))).toBe(false);

    const ephemeral = json(
      await runCli(box, ["write", "Red build", "--type", "breadcrumb", "--tags", "ci", "--ttl", "ephemeral", "--json"]),
    );
    const text = readFileSync(ephemeral.filePath, "utf8");
    const created = /created: (\S+)/.exec(text)![1]!;
    expect(text).toContain(
      `ttl: ephemeral\nexpires: ${new Date(Date.parse(created) + 7 * 86_400_000).toISOString().replace(/\.000Z$/, "Z")}\n`,
    );
    const inDays = json(
      await runCli(box, ["write", "Soon", "--type", "learning", "--tags", "t", "--expires-in", "2w", "--json"]),
    );
    expect(readFileSync(inDays.filePath, "utf8")).toMatch(/\nexpires: \S+Z\n/);
    expect(
      (await runCli(box, ["write", "x", "--type", "learning", "--tags", "t", "--expires", "soon"])).stderr,
    ).toMatch(/Invalid expiry "soon"/);

    mkdirSync(box.projectStore, { recursive: true });
    writeFileSync(
      join(box.projectStore, "old-news.md"),
      "---\ntitle: Old news\ntype: learning\ntags: [t]\ncreated: 2026-01-01T00:00:00Z\nupdated: 2026-01-01T00:00:00Z\nttl: ephemeral\nexpires: 2026-01-08T00:00:00Z\n---\nOld news body\n",
    );
    const listed = json(await runCli(box, ["list", "--json"]));
    expect(listed.memories.map((m: { slug: string }) => m.slug)).not.toContain("old-news");
    const read = await runCli(box, ["read", "old-news"]);
    expect(read.code).toBe(0);
    expect(read.stdout).toContain(
      "TTL: ephemeral\nExpires: 2026-01-08T00:00:00Z\nStatus: Expired since 2026-01-08T00:00:00Z: hidden from list and search (--include-expired shows it).\n",
    );
    expect(json(await runCli(box, ["read", "old-news", "--json"])).hidden).toMatchObject({
      reason: "expired",
      since: "2026-01-08T00:00:00Z",
    });
  });

  it("decay --dry-run, decay, restore", async () => {
    const box = makeSandbox();
    mkdirSync(box.projectStore, { recursive: true });
    const original =
      "---\ntitle: Stale\ntype: learning\ntags: [t]\ncreated: 2026-01-01T00:00:00Z\nupdated: 2026-01-01T00:00:00Z\nttl: decay\n---\nStale body\n";
    const file = join(box.projectStore, "stale.md");
    writeFileSync(file, original);
    const dry = await runCli(box, ["decay", "--as-of", "2026-06-01", "--dry-run"]);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(
      /^Decay \(dry run: nothing changed\) — policy default \(unused-for=90d\), as of 2026-06-01T00:00:00Z\n\nproject: would decay 1 {2}\(event decay-[0-9a-f]{16}\)\n {2}- stale\n/,
    );
    expect(readFileSync(file, "utf8")).toBe(original);
    const run = json(await runCli(box, ["decay", "--as-of", "2026-06-01", "--policy", "unused-for=30d", "--json"]));
    expect(run).toMatchObject({
      success: true,
      policy: "unused-for=30d",
      asOf: "2026-06-01T00:00:00Z",
      dryRun: false,
      staleIds: ["stale"],
    });
    expect(readFileSync(file, "utf8")).toContain("decayed: 2026-06-01T00:00:00Z\n---\n");
    expect((await runCli(box, ["decay", "--policy", "whenever"])).code).toBe(2);
    const restore = await runCli(box, ["restore", "stale"]);
    expect(restore.stdout).toBe(`✓ Restored stale [project] (decayed by ${run.scopes[0].event.event_id})\n`);
    expect(readFileSync(file, "utf8")).toBe(original);
    const log = readFileSync(join(box.projectStore, "log", "decay.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(log.map((event) => event.kind)).toEqual(["decay", "decay", "restore"]);
    expect((await runCli(box, ["restore", "stale"])).code).toBe(2);
  });

  it("feedback: one event; an invalid outcome is a usage error and logs nothing; hurt reports its breadcrumb", async () => {
    const box = makeSandbox();
    json(
      await runCli(box, [
        "write",
        "Use a mutex",
        "--type",
        "gotcha",
        "--tags",
        "auth",
        "--slug",
        "gotcha-mutex",
        "--json",
      ]),
    );
    const bad = await runCli(box, ["feedback", "--query", "mutex", "--returned", "gotcha-mutex", "--outcome", "great"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('✗ Invalid outcome "great": use one of helped, neutral, hurt, unknown.\n');
    expect(existsSync(join(box.projectStore, "log", "retrieval.jsonl"))).toBe(false);
    const hurt = json(
      await runCli(
        box,
        [
          "feedback",
          "--query",
          "mutex",
          "--returned",
          "gotcha-mutex",
          "--used",
          "gotcha-mutex",
          "--outcome",
          "hurt",
          "--json",
        ],
        { env: { USER: "bob" } },
      ),
    );
    expect(hurt.event).toMatchObject({
      actor: "bob",
      outcome: "hurt",
      source: "manual_feedback",
      store: "repo",
      remediation_id: hurt.remediation.slug,
    });
    expect(existsSync(hurt.remediation.filePath)).toBe(true);
    const lines = readFileSync(join(box.projectStore, "log", "retrieval.jsonl"), "utf8")
      .trim()
      .split("\n");
    expect(lines).toHaveLength(1);
    const stats = await runCli(box, ["feedback", "--stats"]);
    expect(stats.stdout).toMatch(/│ gotcha-mutex │ 1 +│ 1 +│ 0 +│ 0 +│ 1 +│ 0 +│/);
  });

  it("write --source anchors the file; health reports stale-source after a change; verify clears it", async () => {
    const box = makeSandbox();
    mkdirSync(join(box.repo, "src"), { recursive: true });
    writeFileSync(join(box.repo, "src", "a.ts"), "one\ntwo\nthree\n");
    const written = json(
      await runCli(box, [
        "write",
        "Keep these three in order",
        "--type",
        "gotcha",
        "--tags",
        "order",
        "--slug",
        "gotcha-order",
        "--source",
        "src/a.ts:L1-L3",
        "--json",
      ]),
    );
    expect(readFileSync(written.filePath, "utf8")).toMatch(
      /\nsource: \[src\/a\.ts:L1-L3\]|\nsource:\n {2}- src\/a\.ts:L1-L3\n/,
    );
    writeFileSync(join(box.repo, "src", "a.ts"), "three\ntwo\none\n");
    const health = await runCli(box, ["health"]);
    expect(health.stdout).toContain(
      "Stale sources (the code changed since the memory was verified) (1):\n  - gotcha-order (src/a.ts changed since it was written or verified)\n  → Suggested fix: Check the memory against the code, update it if needed, then run `memory verify gotcha-order`\n",
    );
    const verify = await runCli(box, ["verify", "gotcha-order"]);
    expect(verify.stdout).toMatch(
      /^✓ Verified gotcha-order at \S+Z \(src\/a\.ts changed\)\.\n {2}src\/a\.ts: changed \(was [0-9a-f]{16}, now [0-9a-f]{16}\)\n$/,
    );
    expect(
      json(await runCli(box, ["health", "--json"])).issues.filter(
        (issue: { kind?: string }) => issue.kind === "stale-source",
      ),
    ).toEqual([]);
  });
});
