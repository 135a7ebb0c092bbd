// Where the bytes are: paths that cut, fold or name before they redact (issue 41's structural defects).
// Each case was a leak through a path, not through a rule: the rules knew the secret.

import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { InvalidTagsError } from "../../src/core/errors.js";
import { scanCounts } from "../../src/core/secrets/index.js";
import { slugFromTitle } from "../../src/core/slug.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { hookStateDir } from "../../src/store/hook-state.js";
import { contextFor, makeSandbox, runCli, runHook, type Sandbox } from "../helpers.js";
import { startServer } from "../mcp/mcp-client.js";

/** Every run of 8 characters of `secret` that `text` holds (lower-cased both): a piece of it. */
function piecesOf(secret: string, text: string): string[] {
  const low = text.toLowerCase();
  const pieces: string[] = [];
  for (let i = 0; i + 8 <= secret.length; i++) {
    const piece = secret.slice(i, i + 8).toLowerCase();
    if (low.includes(piece)) pieces.push(piece);
  }
  return pieces;
}

async function seedLedgerDecision(box: Sandbox): Promise<void> {
  await writeMemory(contextFor(box), {
    content: "Invoices need multi-row transactions and foreign keys: we chose PostgreSQL over MongoDB.",
    title: "Postgres over MongoDB for the ledger",
    type: "decision",
    tags: ["database", "postgres"],
  });
  await writeMemory(contextFor(box), {
    content: "Unit tests run on Vitest, next to the code.",
    title: "Vitest for unit tests",
    type: "decision",
    tags: ["testing"],
  });
}

function injectionLog(box: Sandbox): string {
  const file = join(
    hookStateDir({ ...box.env, CLAUDE_PLUGIN_DATA: join(box.dir, "plugin-data") }, box.repo),
    "injections.jsonl",
  );
  return existsSync(file) ? readFileSync(file, "utf8") : "";
}

describe("the prompt log redacts the prompt as it came, then shortens it", () => {
  // A token that starts inside the 120 characters kept and ends after them: cut first, its head stayed.
  const TOKEN = `ghp_${"Qm7Rt2Lp9Vx4Nc8Kd3Ws6Yb1Fh5Gj0Ze2Ua"}`;
  // A value the rules know only from the table's header line: flattened first, the header was no longer its column.
  const TABLE_PASSWORD = "Wq7-ruby-Tango-91";

  it("no piece of a secret crossing the cut, no secret whose context is on the line above", async () => {
    const box = makeSandbox();
    await seedLedgerDecision(box);
    await runCli(box, ["refresh"]);
    const asks = [
      `Postgres over MongoDB for the ledger? invoices need multi-row transactions and foreign keys, PostgreSQL ${TOKEN}`,
      `| service | password |\n|---|---|\n| ledger-db | ${TABLE_PASSWORD} |\n\nPostgres over MongoDB for the ledger? invoices need multi-row transactions and foreign keys`,
    ];
    for (const [i, text] of asks.entries()) {
      await runHook(box, { session_id: `s${i}`, cwd: box.repo, hook_event_name: "SessionStart", source: "startup" });
      const run = await runHook(box, {
        session_id: `s${i}`,
        cwd: box.repo,
        hook_event_name: "UserPromptSubmit",
        prompt: text,
      });
      expect(run.stdout, `prompt ${i}: ${run.stderr}`).toContain("decision-postgres-over-mongodb-ledger");
    }
    const log = injectionLog(box);
    expect(
      log
        .trim()
        .split("\n")
        .filter((line) => line.includes('"UserPromptSubmit"')),
    ).toHaveLength(2);
    expect(piecesOf(TOKEN, log)).toEqual([]);
    expect(piecesOf(TABLE_PASSWORD, log)).toEqual([]);
    expect(log).toContain("[REDACTED:");
  });
});

describe("tags and file names", () => {
  it("a tag shaped like a secret is refused as typed, not lower-cased and kept", async () => {
    const box = makeSandbox();
    for (const tag of ["AKIAQ3EGRT7VNX2Z5B4D", "AIzaSyD8kQ2mLp0Vn7Rt5Ws3Yb9Uc4Ed6Fg1HjX"]) {
      await expect(
        writeMemory(contextFor(box), { content: "CI keys rotate monthly.", type: "learning", tags: ["ci", tag] }),
      ).rejects.toBeInstanceOf(InvalidTagsError);
      const cli = await runCli(box, ["write", "CI keys rotate monthly.", "--type", "learning", "--tags", `ci,${tag}`]);
      expect(cli.code).not.toBe(0);
    }
    expect(existsSync(box.projectStore) ? readdirSync(box.projectStore).filter((f) => f.endsWith(".md")) : []).toEqual(
      [],
    );
  });

  it("a slug keeps no word that looks random, though no rule named it a secret", async () => {
    const box = makeSandbox();
    const passwords = ["kq7Plm2vXz9", "Dr4cBlu3D1d", "djendcva3w3hvt53"];
    const titles = [
      `Zugang Router Keller: admin / ${passwords[0]} (Fritzbox)`,
      `iDRAC on the old R720: root ${passwords[1]}`,
      `oathtool --totp -b ${passwords[2]}`,
    ];
    for (const [i, title] of titles.entries()) {
      const slug = slugFromTitle("learning", title);
      expect(slug).not.toContain(passwords[i]!.toLowerCase());
      const written = await writeMemory(contextFor(box), {
        content: "See the title.",
        title,
        type: "learning",
        tags: ["ops"],
      });
      expect(written.slug).not.toContain(passwords[i]!.toLowerCase());
      expect(piecesOf(passwords[i]!, written.slug)).toEqual([]);
    }
    // Words, versions, ports and years stay: the name still says what the memory is about.
    expect(slugFromTitle("decision", "Postgres 16 on port 5432 since 2024, utf8mb4, sha256")).toBe(
      "decision-postgres-16-port-5432-since-2024-utf8mb4-sha256",
    );
  });
});

describe("text that leaves the store is redacted where it leaves", () => {
  // Never written through the plugin: typed into the file by hand, as a teammate commits it.
  const KEY = "AKIAQ3EGRT7VNX2Z5B4D";
  const PASSWORD = "Wq7-ruby-Tango-91";
  const TOKEN = `ghp_${"Qm7Rt2Lp9Vx4Nc8Kd3Ws6Yb1Fh5Gj0Ze2Ua"}`;
  const SECRETS = [KEY, PASSWORD, TOKEN];

  function handWritten(box: Sandbox): void {
    mkdirSync(box.projectStore, { recursive: true });
    writeFileSync(
      join(box.projectStore, "gotcha-deploy-keys.md"),
      `---\ntitle: "Deploy keys: ${KEY}"\ntype: gotcha\ntags: [deploy, ledger]\npaths: ["src/deploy/**"]\ncreated: 2026-01-01T00:00:00Z\nupdated: 2026-01-01T00:00:00Z\n---\n\n# Deploy keys for the ledger\n\nThe ledger deploy pushes with ${TOKEN}; the database password is ${PASSWORD}.\n`,
    );
    writeFileSync(
      join(box.projectStore, "decision-ledger-postgres.md"),
      `---\ntitle: Postgres over MongoDB for the ledger\ntype: decision\ntags: [database, postgres]\ncreated: 2026-01-01T00:00:00Z\nupdated: 2026-01-01T00:00:00Z\n---\n\nInvoices need multi-row transactions: PostgreSQL over MongoDB. Connect with postgres://ledger:${PASSWORD}@db:5432/ledger (the admin token is ${TOKEN}).\n`,
    );
  }

  it("search snippets, the hook's gotchas, recall and brief, MCP results, exports and INDEX.md", async () => {
    const box = makeSandbox();
    handWritten(box);
    const outputs: [string, string][] = [];
    for (const args of [
      ["refresh"],
      ["search", "ledger deploy postgres"],
      ["search", "ledger deploy postgres", "--json"],
      ["gotchas", "src/deploy/run.ts"],
      ["export-events", "--out", "-"],
      ["index-page"],
      ["list"],
      ["list", "--json"],
      ["graph", "gotcha-deploy-keys"],
      ["graph", "gotcha-deploy-keys", "--json"],
      ["read", "gotcha-deploy-keys", "--json"],
      ["quality", "gotcha-deploy-keys"],
      ["health"],
      ["validate"],
      ["suggest-links"],
      ["injections"],
    ]) {
      const result = await runCli(box, args);
      // validate and health report the file's secrets (by kind and line) and so end with 1.
      if (!["validate", "health"].includes(args[0]!))
        expect(result.code, `memory ${args.join(" ")}: ${result.stderr}`).toBe(0);
      outputs.push([`memory ${args.join(" ")}`, result.stdout + result.stderr]);
    }
    for (const name of readdirSync(box.projectStore).filter((file) => file.toUpperCase() === "INDEX.MD"))
      outputs.push([name, readFileSync(join(box.projectStore, name), "utf8")]);
    expect(outputs.some(([where]) => /INDEX\.md$/i.test(where))).toBe(true);

    const hookRun = (input: Record<string, unknown>) =>
      runHook(box, { session_id: "s1", cwd: box.repo, ...input }).then((run) => run.stdout);
    outputs.push(["brief", await hookRun({ hook_event_name: "SessionStart", source: "startup" })]);
    outputs.push([
      "prompt recall",
      await hookRun({
        hook_event_name: "UserPromptSubmit",
        prompt: "Postgres over MongoDB for the ledger? how do invoices connect, multi-row transactions",
      }),
    ]);
    outputs.push([
      "gotcha after Read",
      await hookRun({
        hook_event_name: "PostToolUse",
        tool_name: "Read",
        tool_input: { file_path: join(box.repo, "src/deploy/run.ts") },
      }),
    ]);
    expect(outputs.find(([where]) => where === "gotcha after Read")![1]).toContain("gotcha-deploy-keys");
    expect(outputs.find(([where]) => where === "prompt recall")![1]).toContain("decision-ledger-postgres");

    const server = await startServer(box);
    for (const [tool, args] of [
      ["search", { query: "ledger deploy postgres" }],
      ["read", { slug: "gotcha-deploy-keys" }],
      ["read", { slug: "decision-ledger-postgres" }],
      ["gotchas", { path: "src/deploy/run.ts" }],
      ["list", {}],
    ] as const) {
      const result = await server.call(tool, args);
      outputs.push([`mcp ${tool}`, JSON.stringify(result)]);
    }
    const leaks = outputs.flatMap(([where, text]) =>
      SECRETS.filter((secret) => text.toLowerCase().includes(secret.toLowerCase())).map(
        (secret) => `${secret} in ${where}`,
      ),
    );
    expect(leaks).toEqual([]);
    expect(outputs.map(([, text]) => text).join("\n")).toContain("[REDACTED:");
  }, 60_000);
});

describe("one redaction gate on the write path", () => {
  it("a write scans its text about once (the layers after the gate meet text it already knows)", async () => {
    const box = makeSandbox();
    await writeMemory(contextFor(box), { content: "Warm-up.", type: "learning", tags: ["warm"] });
    const paragraph =
      "The ledger service retries a failed settlement three times with a growing delay, then parks it in the dead-letter queue. ";
    for (const secret of [
      "Replay it from the ops box.",
      `export SETTLEMENT_API_TOKEN=${"ghp_Qm7Rt2Lp9Vx4Nc8Kd3Ws6Yb1Fh5Gj0Ze2Ua"}`,
    ]) {
      const content = `${paragraph.repeat(10)}\n\n${secret}\n\n${paragraph.repeat(10)}`;
      Object.assign(scanCounts, { calls: 0, passes: 0, chars: 0 });
      await writeMemory(contextFor(box), { content, title: "Settlement retries", type: "learning", tags: ["ledger"] });
      // Before the gate: 2.4× (clean) and 3.2× (with a secret) in 6 to 8 full passes.
      expect(scanCounts.chars / content.length).toBeLessThan(1.5);
    }
  });
});
