// The secret corpus through every path that writes bytes: memory files (title,
// body, tags, fields), file names, the logs (events with `prev`, audit with
// evidence, feedback), the derived indexes, imports of CLAUDE.md and MCP
// JSONL (and what they print), and the hook's injection log. Nothing of a
// secret may reach the disk or the output, in its case or lower-cased.
//
// A second test enumerates the primitives that write files in src/: a new
// writer that bypasses the redacting ones fails it.

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { handleRequest } from "../../src/api/handle.js";
import { recordFeedback } from "../../src/ops/feedback.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { appendLog } from "../../src/store/append-log.js";
import { writeFileAtomic } from "../../src/store/atomic-write.js";
import { redactSecrets } from "../../src/core/secrets/index.js";
import { contextFor, makeSandbox, ROOT, runCli, runHook } from "../helpers.js";
import { nearMisses, providersCovered, secretCorpus } from "./corpus.js";
import { hookStateDir } from "../../src/store/hook-state.js";

const REPO = "acme/widgets";

/** Every file under `dir`: its path relative to `dir` and its bytes as text. */
function filesUnder(dir: string): Array<{ name: string; text: string }> {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { name: relative(dir, path), text: readFileSync(path, "latin1") };
    });
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ; ");

/**
 * The shortest part of an entry that still says `secret` is one: a provider
 * token alone, a password with its key (`DB_PASSWORD='…'`), a key block whole.
 * This is what a title, a heading or an entity name carries: a bare random
 * word out of its context is not recognisable as a secret by anyone.
 */
function carrier(text: string, secret: string): string {
  if (redactSecrets(secret).findings.length > 0) return secret;
  const line = text.split("\n").find((candidate) => candidate.includes(secret)) ?? text;
  if (!redactSecrets(line).text.includes(secret)) return line.trim();
  return oneLine(text);
}

describe("secret corpus through every persisting path", () => {
  it("no secret of ≥ 50 providers/shapes reaches a file, a file name, a tag, an index, a log or an import's output", async () => {
    const corpus = secretCorpus();
    expect(providersCovered(corpus)).toBeGreaterThanOrEqual(50);
    const box = makeSandbox();
    writeFileSync(join(box.repo, ".git", "config"), '[remote "origin"]\n\turl = git@github.com:acme/widgets.git\n');
    const context = contextFor(box, { now: () => new Date("2026-06-01T00:00:00Z") });
    const outputs: string[] = [];

    // 1. Writes: the secret in the title (→ file name), the body, the fields; a hand-edited memory updated (→ `prev`).
    for (const [i, entry] of corpus.entries()) {
      const first = entry.secrets[0]!;
      const written = await writeMemory(context, {
        title: `${carrier(entry.text, first)} (${entry.name})`,
        content: entry.text,
        type: i % 2 ? "gotcha" : "learning",
        tags: ["corpus"],
        paths: ["src/auth/**"],
        fields: {
          meta: { note: entry.text, password: first },
          evidence: [entry.text, ...entry.secrets.map((secret) => carrier(entry.text, secret))],
        },
      });
      outputs.push(JSON.stringify(written));
      const slug = `learning-hand-edited-${i}`;
      const plain = await writeMemory(context, {
        slug,
        title: `Hand edited ${i}`,
        content: "clean",
        type: "learning",
        tags: ["corpus"],
      });
      const file = readFileSync(plain.filePath, "utf8");
      writeFileSync(
        plain.filePath,
        file.replace("\ntags:", `\ndb_password: ${JSON.stringify(first)}\ntags:`) + `\n${entry.text}\n`,
      );
      outputs.push(
        JSON.stringify(await writeMemory(context, { slug, content: "rewritten", type: "learning", tags: ["corpus"] })),
      );
    }

    // 2. The JSON api: an update whose rationale and evidence hold the secret (→ audit.jsonl, events.jsonl).
    const apiWrite = (
      await handleRequest(context, {
        op: "write",
        repo_id: REPO,
        memory: { scope: "repo", kind: "fact", confidence: 0.6, text: "The cache is warm." },
      })
    ).response as any;
    expect(apiWrite.success).toBe(true);
    for (const entry of corpus) {
      const response = (
        await handleRequest(context, {
          op: "update",
          repo_id: REPO,
          memory_id: apiWrite.memory_id,
          mode: "commit",
          updates: {
            truth: {
              target: 1,
              confidence: 0.5,
              rationale: entry.text,
              evidence_refs: [entry.text, ...entry.secrets.map((secret) => carrier(entry.text, secret))],
            },
          },
        })
      ).response as any;
      expect(response.success, JSON.stringify(response)).toBe(true);
      outputs.push(JSON.stringify(response));
    }

    // 3. Feedback with the secret in the query (→ retrieval.jsonl).
    for (const entry of corpus.slice(0, 20)) {
      await recordFeedback(context, {
        query: entry.text,
        outcome: "helped",
        returned: [apiWrite.memory_id],
        used: [apiWrite.memory_id],
      });
    }

    // 4. Imports: a CLAUDE.md whose headings hold the secrets (→ slugs, tags), an MCP graph whose names do.
    const inputs = mkdtempSync(join(tmpdir(), "memory-corpus-input-"));
    const claudeMd = corpus
      .map(
        (entry) =>
          `## ${carrier(entry.text, entry.secrets[0]!)} (${entry.name})\n\n${entry.text}\n\n## Rotate ${entry.secrets.map((secret) => carrier(entry.text, secret)).join(" and ")}\n\n- rotate it\n`,
      )
      .join("\n");
    writeFileSync(join(inputs, "CLAUDE.md"), `# Notes\n\n${claudeMd}`);
    const name = (entry: (typeof corpus)[number]) => `Key ${carrier(entry.text, entry.secrets[0]!)}`;
    const graph = corpus.flatMap((entry, i) => [
      JSON.stringify({
        type: "entity",
        name: name(entry),
        entityType: i % 3 ? "credential" : carrier(entry.text, entry.secrets[0]!),
        observations: [entry.text],
      }),
      JSON.stringify({
        type: "relation",
        from: name(entry),
        to: name(corpus[(i + 1) % corpus.length]!),
        relationType: `uses ${carrier(entry.text, entry.secrets[0]!)}`,
      }),
    ]);
    writeFileSync(join(inputs, "memory.jsonl"), `${graph.join("\n")}\n`);
    for (const args of [
      ["import", join(inputs, "CLAUDE.md")],
      ["import", join(inputs, "memory.jsonl"), "--json"],
      ["import", join(inputs, "CLAUDE.md"), "--dry-run", "--json"],
    ]) {
      const run = await runCli(box, args);
      expect(run.code, run.stderr).toBe(0);
      outputs.push(run.stdout, run.stderr);
    }

    // 5. The hook: a Bash command holding the secret, matched by the paths it names (→ injections.jsonl).
    const pluginData = join(box.dir, "plugin-data");
    for (const [i, entry] of corpus.entries()) {
      const command = `${entry.text}\ncat src/auth/session.ts`;
      const run = await runHook(
        box,
        {
          session_id: `s-${i}`,
          cwd: box.repo,
          hook_event_name: "PostToolUse",
          tool_name: "Bash",
          tool_input: { command },
        },
        { CLAUDE_PLUGIN_DATA: pluginData },
      );
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("GOTCHA");
    }
    const stateDir = hookStateDir(box.env, box.repo);
    const log = readFileSync(join(stateDir, "injections.jsonl"), "utf8").trim().split("\n");
    expect(log).toHaveLength(corpus.length);
    expect(statSync(join(stateDir, "injections.jsonl")).mode & 0o777).toBe(0o600);
    expect(statSync(stateDir).mode & 0o777).toBe(0o700);

    // Everything on disk and every output, against every secret in its case and lower-cased.
    const files = filesUnder(box.dir).filter((file) => !file.name.startsWith("home/.npm"));
    expect(files.some((file) => file.name.includes(".index/"))).toBe(true);
    expect(files.some((file) => file.name.endsWith("log/audit.jsonl"))).toBe(true);
    expect(files.some((file) => file.name.endsWith("log/events.jsonl"))).toBe(true);
    expect(files.some((file) => file.name.endsWith("log/retrieval.jsonl"))).toBe(true);
    const haystacks = [
      ...files.map((file) => ({ where: file.name, text: `${file.name}\n${file.text}` })),
      ...outputs.map((text, i) => ({ where: `output ${i}`, text })),
    ];
    const leaks: string[] = [];
    for (const entry of corpus) {
      for (const secret of entry.secrets) {
        const lower = secret.toLowerCase();
        for (const { where, text } of haystacks) {
          if (text.includes(secret) || text.toLowerCase().includes(lower)) leaks.push(`${entry.name} → ${where}`);
        }
      }
    }
    const events = readFileSync(join(box.projectStore, "log", "events.jsonl"), "utf8");
    expect(events).toContain('"prev"');
    expect(events).toContain("[REDACTED:");
    console.log(
      `secret corpus: ${corpus.length} providers/shapes, ${corpus.reduce((n, e) => n + e.secrets.length, 0)} secrets, ${files.length} files and ${outputs.length} outputs checked, ${leaks.length} leaks`,
    );
    expect(leaks).toEqual([]);
  }, 600_000);

  it("a secret typed into a memory file by hand stays out of every index, search snippet and read (check, search, read, rebuild)", async () => {
    const corpus = secretCorpus();
    const box = makeSandbox();
    mkdirSync(box.projectStore, { recursive: true });
    for (const [i, entry] of corpus.entries()) {
      // A tag is one word: only a secret that says what it is on its own (a provider token) is one there.
      const selfEvident = redactSecrets(entry.secrets[0]!).findings.length > 0;
      const tags = i % 3 === 0 && selfEvident ? `[infra, "${entry.secrets[0]}"]` : "[infra]";
      const file = `---\ntitle: "Notes ${i} on the ${entry.name.replace(/"/g, "")}"\ntype: gotcha\ntags: ${tags}\npaths: ["src/infra/**"]\ncreated: 2026-01-01T00:00:00Z\nupdated: 2026-01-01T00:00:00Z\n---\n\n# Notes ${i}\n\nDeploy keys live here:\n\n${entry.text}\n`;
      writeFileSync(join(box.projectStore, `hand-written-${i}.md`), file);
    }
    const shown: string[] = [];
    for (const args of [
      ["refresh"],
      ["search", "deploy keys", "--limit", "500"],
      ["gotchas", "src/infra/deploy.ts"],
      ["reindex"],
      ["search", "deploy keys", "--limit", "500", "--json"],
    ]) {
      const result = await runCli(box, args);
      expect(result.code, `memory ${args.join(" ")}: ${result.stderr}`).toBe(0);
      if (args[0] === "search") shown.push(result.stdout);
    }
    for (const i of [0, 7, 30]) {
      for (const format of [[], ["--json"]]) {
        const read = await runCli(box, ["read", `hand-written-${i}`, ...format]);
        expect(read.code, read.stderr).toBe(0);
        shown.push(read.stdout);
      }
    }
    // Search snippets and reads come from the files' text: redacted on the way out.
    expect(shown.join("\n")).toContain("[REDACTED:");
    for (const entry of corpus)
      for (const secret of entry.secrets)
        for (const output of shown) {
          expect(output.includes(secret), `${entry.name} in a search's or a read's output`).toBe(false);
          // Tags are read lower-cased: a secret there is found in the file's own frontmatter.
          expect(output.toLowerCase().includes(secret.toLowerCase()), `${entry.name} lower-cased in an output`).toBe(
            false,
          );
        }
    const index = filesUnder(join(box.projectStore, ".index"));
    expect(index.some((file) => file.name.startsWith("keyword"))).toBe(true);
    expect(index.some((file) => file.name.startsWith("recall"))).toBe(true);
    for (const entry of corpus)
      for (const secret of entry.secrets)
        for (const file of index) {
          expect(file.text.includes(secret), `${entry.name} in .index/${file.name}`).toBe(false);
          expect(file.text.toLowerCase().includes(secret.toLowerCase()), `${entry.name} in .index/${file.name}`).toBe(
            false,
          );
        }
    // The files themselves are the user's: left as written.
    expect(readFileSync(join(box.projectStore, "hand-written-0.md"), "utf8")).toContain(corpus[0]!.secrets[0]!);
  }, 120_000);

  it("near misses written as memories come back byte for byte (at most 1 of ≥ 80 changed)", async () => {
    const misses = nearMisses();
    expect(misses.length).toBeGreaterThanOrEqual(80);
    const box = makeSandbox();
    const context = contextFor(box);
    const changed: string[] = [];
    for (const [i, miss] of misses.entries()) {
      const written = await writeMemory(context, {
        slug: `learning-near-miss-${i}`,
        title: `Near miss ${i}`,
        content: miss.text,
        type: "learning",
        tags: ["corpus"],
      });
      // (the body is stored trimmed)
      if (!readFileSync(written.filePath, "utf8").includes(miss.text.trim())) changed.push(miss.name);
    }
    console.log(
      `near misses: ${misses.length}, changed on disk: ${changed.length}${changed.length ? ` (${changed.join(", ")})` : ""}`,
    );
    expect(changed.length).toBeLessThanOrEqual(1);
  }, 300_000);
});

describe("the primitives that write bytes", () => {
  it("every file writer redacts: the atomic writer (memory files, exports), the log appender, text or JSON", async () => {
    const box = makeSandbox();
    const [entry] = secretCorpus().filter((candidate) => candidate.name === "github classic token in a clone url");
    const secret = entry!.secrets[0]!;
    const target = join(box.dir, "note.md");
    await writeFileAtomic(target, `---\ntitle: t\ntoken: ${secret}\n---\n\n${entry!.text}\n`);
    await writeFileAtomic(join(box.dir, "export.jsonl"), `${JSON.stringify({ text: entry!.text })}\n`);
    await writeFileAtomic(join(box.dir, "plain.txt"), entry!.text);
    await appendLog(box.dir, "events", [{ kind: "updated", prev: { text: entry!.text, metadata: { token: secret } } }]);
    for (const file of filesUnder(box.dir)) expect(file.text, file.name).not.toContain(secret);
    expect(readFileSync(target, "utf8")).toContain("[REDACTED:github-token]");
    expect(JSON.parse(readFileSync(join(box.dir, "export.jsonl"), "utf8")).text).toContain("[REDACTED:github-token]");
  });

  it("src writes files only through the redacting primitives (or writes no free text)", () => {
    // Each module allowed to call a raw file-writing API, and why that is safe.
    const allowed: Record<string, string> = {
      "src/store/atomic-write.ts": "the atomic writer: redacts text before the write",
      "src/store/append-log.ts": "the log appender: redacts every record",
      "src/store/write-if-missing.ts": "the constant .gitignore and .gitattributes files of a scope, created once",
      "src/store/lock.ts": "the lock file: process id, host and time only",
      "src/ops/shared/merge-driver.ts": "a stamp under .index/ holding the merge driver's own command line",
      "src/store/held-notices.ts":
        "a notice under .index/ for the user: the merge driver's set-up, fixed words and the repository's path",
      "src/hook/freshness.ts": "the hooks' refresh marker: the refresh's process id only",
      "src/store/hook-state.ts": "shown-slug lists and the injection log, which redacts every record",
      "src/hook/main.ts": "stdout of the hook (the injected block), not a file",
      "src/cli/io.ts": "the CLI's stdout and stderr, not a file",
      "src/store/code-cache.ts":
        "V8's compiled code of the CLI's and the hook's own bundles, in the user's cache directory",
      "src/index/embeddings/cache.ts": "binary embedding vectors under .index/",
      "src/store/git.ts":
        "temporary copies of three versions of a memory file already in git, for git merge-file, removed right after",
    };
    const RAW_WRITE =
      /\b(?:writeFileSync|appendFileSync|writeSync|createWriteStream)\s*\(|\bfs\.(?:writeFile|appendFile)\s*\(|\bhandle\.(?:write|writeFile)\s*\(/;
    const offenders: string[] = [];
    const sources = readdirSync(join(ROOT, "src"), { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && entry.name.endsWith(".ts"),
    );
    for (const source of sources) {
      const path = relative(ROOT, join(source.parentPath, source.name)).split("\\").join("/");
      const text = readFileSync(join(ROOT, path), "utf8");
      if (RAW_WRITE.test(text) && !(path in allowed)) offenders.push(path);
    }
    expect(offenders).toEqual([]);
  });

  it("the redactor leaves clean text alone (the writers' common case costs one scan)", () => {
    const clean = "# Notes\n\nRun `npm test` before pushing; the auth module lives in src/auth.";
    expect(redactSecrets(clean)).toEqual({ text: clean, findings: [] });
  });
});
