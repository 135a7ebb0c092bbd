// Where the bytes are: paths that cut, fold or name before they redact (issue 41's structural defects).
// Each case was a leak through a path, not through a rule: the rules knew the secret.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { InvalidTagsError } from "../../src/core/errors.js";
import { slugFromTitle } from "../../src/core/slug.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { hookStateDir } from "../../src/store/hook-state.js";
import { contextFor, makeSandbox, runCli, runHook, type Sandbox } from "../helpers.js";

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
