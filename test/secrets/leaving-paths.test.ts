// A secret typed by hand into memory files (their text, and one file named
// after a token) leaves the store only redacted, on the paths persisting-paths
// does not take: the hook's injections after a Read (the block and the log,
// whether the hook shows what its index found clean as it is or scans it), the
// MCP server's search and read, and an export. The files themselves stay as
// written: they are the user's.

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { redactSecrets, SECRET_RULES_REVISION } from "../../src/core/secrets/index.js";
import { hookStateDir } from "../../src/store/hook-state.js";
import { makeSandbox, runCli, runHook } from "../helpers.js";
import { startServer } from "../mcp/mcp-client.js";
import { secretCorpus } from "./corpus.js";

/** A slack token that is also a valid slug: the name of a hand-made file. */
const TOKEN_NAME = "xoxb-1234567890-abcdefghij";

describe("a secret typed into memory files by hand, on every path out of the store", () => {
  it("reaches no hook injection, log record, MCP result or export", async () => {
    const corpus = secretCorpus();
    const box = makeSandbox();
    mkdirSync(box.projectStore, { recursive: true });
    const gotcha = (title: string, body: string) =>
      `---\ntitle: "${title}"\ntype: gotcha\ntags: [infra]\npaths: ["src/infra/**"]\nsource: ["deploy/keys.sh:L1-L9"]\nimplication: The deploy fails\ncreated: 2026-01-01T00:00:00Z\nupdated: 2026-01-01T00:00:00Z\n---\n\n${body}\n`;
    for (const [i, entry] of corpus.entries())
      writeFileSync(
        join(box.projectStore, `hand-written-${i}.md`),
        gotcha(`Deploy notes ${i}`, `Deploy keys live here: ${entry.text}`),
      );
    const meta = () => JSON.parse(readFileSync(join(box.projectStore, ".index", "gotchas", "meta.json"), "utf8"));
    const env = {
      MEMORY_HOOK_MAX_GOTCHAS: "6",
      MEMORY_HOOK_MAX_CHARS: "8000",
      MEMORY_SESSION_BUDGET_TOKENS: "1000000",
    };
    /** Reads in the covered directory, in one session with room for every gotcha, until none is left to show. */
    const readAll = async (session: string): Promise<string[]> => {
      const outputs: string[] = [];
      for (let read = 0; read < 40; read++) {
        const run = await runHook(
          box,
          {
            session_id: session,
            cwd: box.repo,
            hook_event_name: "PostToolUse",
            tool_name: "Read",
            tool_input: { file_path: join(box.repo, "src", "infra", "deploy.ts") },
          },
          env,
        );
        expect(run.code).toBe(0);
        if (!run.stdout.trim()) break;
        outputs.push(run.stdout);
      }
      return outputs;
    };
    expect((await runCli(box, ["refresh"])).code).toBe(0);
    // Every entry was found clean as shown (its document redacted): the hook shows them without the rules.
    expect(meta().cleanSlugs).toBe(SECRET_RULES_REVISION);
    const known = await readAll("0b7e2f4a-9c1d-4e8b-a3f6-5d2c8e1b7a90");
    // A file named after a token: its index no longer vouches for its slugs, and every block is scanned.
    expect(redactSecrets(TOKEN_NAME).findings).not.toEqual([]);
    writeFileSync(join(box.projectStore, `${TOKEN_NAME}.md`), gotcha("Registry notes", "Push with the CI account."));
    expect((await runCli(box, ["refresh"])).code).toBe(0);
    expect(meta().cleanSlugs).toBeUndefined();
    const scanned = await readAll("5c9d1e3b-7a2f-4b6c-8d0e-1f3a5b7c9d2e");
    for (const outputs of [known, scanned]) {
      const shown = outputs.join("\n");
      for (const i of corpus.keys()) expect(shown).toContain(`hand-written-${i}:`);
      expect(shown).toContain("[REDACTED:");
    }
    const shown = [...known, ...scanned].join("\n");
    expect(shown).toContain("[REDACTED:slack-token]: Registry notes");
    const log = readFileSync(join(hookStateDir(box.env, box.repo), "injections.jsonl"), "utf8");
    expect(log.split("\n").filter(Boolean).length).toBe(known.length + scanned.length);

    // The MCP server: a search's snippets and a read.
    const server = await startServer(box);
    const searched = await server.call("search", { query: "deploy keys", limit: 50 });
    const read = await server.call("read", { slug: "hand-written-0" });
    expect(searched.isError).toBeFalsy();
    expect(read.text).toContain("[REDACTED:");

    // An export to stdout.
    const exported = await runCli(box, ["export-events", "--out", "-"]);
    expect(exported.code, exported.stderr).toBe(0);

    const leaving = [
      { where: "the hook's blocks", text: shown },
      { where: "the injection log", text: log },
      { where: "an MCP search", text: `${searched.text}\n${JSON.stringify(searched.structured)}` },
      { where: "an MCP read", text: `${read.text}\n${JSON.stringify(read.structured)}` },
      { where: "an export", text: exported.stdout },
    ];
    for (const { where, text } of leaving) {
      expect(text.includes(TOKEN_NAME), `the token-named file's slug in ${where}`).toBe(false);
      for (const entry of corpus)
        for (const secret of entry.secrets) expect(text.includes(secret), `${entry.name} in ${where}`).toBe(false);
    }
    expect(readFileSync(join(box.projectStore, "hand-written-0.md"), "utf8")).toContain(corpus[0]!.secrets[0]!);
  }, 120_000);
});
