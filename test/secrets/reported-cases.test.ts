// The paths and shapes reported as leaking, each as it was reported.

import { existsSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { handleRequest } from "../../src/api/handle.js";
import { redactSecrets } from "../../src/core/secrets/index.js";
import { appendInjectionLog, hookStateDir, recordShown } from "../../src/store/hook-state.js";
import { decayMemories } from "../../src/ops/decay.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, makeSandbox, runCli } from "../helpers.js";

const GHP = `ghp_${"Zx81kQm2Lp0Vn7Rt5Ws3Yb9Uc4Ed6Fg1Hj8K"}`;
const AKIA = "AKIAQ3EGRT7VNX2Z5B4D";

describe("reported leak paths", () => {
  it("memory api update: evidence_refs reach audit.jsonl redacted", async () => {
    const box = makeSandbox();
    writeFileSync(join(box.repo, ".git", "config"), '[remote "origin"]\n\turl = git@github.com:acme/widgets.git\n');
    const context = contextFor(box);
    const written = (
      await handleRequest(context, {
        op: "write",
        repo_id: "acme/widgets",
        memory: { scope: "repo", kind: "fact", confidence: 0.5, text: "CI pushes tags." },
      })
    ).response as any;
    const updated = (
      await handleRequest(context, {
        op: "update",
        repo_id: "acme/widgets",
        memory_id: written.memory_id,
        mode: "commit",
        updates: {
          truth: {
            target: 1,
            confidence: 0.9,
            rationale: "seen in CI",
            evidence_refs: [`run log: GITHUB_TOKEN=${GHP}`, GHP],
          },
        },
      })
    ).response as any;
    expect(updated.success).toBe(true);
    const audit = readFileSync(join(box.projectStore, "log", "audit.jsonl"), "utf8");
    expect(audit).not.toContain(GHP);
    expect(JSON.parse(audit.trim().split("\n").pop()!).evidence_refs).toEqual([
      "run log: GITHUB_TOKEN=[REDACTED:github-token]",
      "[REDACTED:github-token]",
    ]);
  });

  it("imports: a key in a heading reaches neither the file name nor the tags nor the printed output", async () => {
    const box = makeSandbox();
    const source = join(box.dir, "CLAUDE.md");
    writeFileSync(source, `# Project\n\n## Rotate ${AKIA} before Friday\n\n- the old key is still in CI\n`);
    const run = await runCli(box, ["import", source]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout + run.stderr).not.toContain(AKIA);
    const names = readdirSync(box.projectStore);
    expect(names.join("\n").toLowerCase()).not.toContain(AKIA.toLowerCase());
    const file = names.find((name) => name.endsWith(".md"))!;
    expect(file).toContain("redacted-aws-access-key");
    const text = readFileSync(join(box.projectStore, file), "utf8");
    expect(text.toLowerCase()).not.toContain(AKIA.toLowerCase());
    expect(text).toMatch(/tags:\n  - rotate\n  - redacted\n  - aws\n  - access\n  - key\n/);
  });

  it("hand-edited memory: its old text never reaches events.jsonl (`prev` is its content hash)", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    const written = await writeMemory(context, {
      slug: "learning-staging-db",
      title: "Staging db",
      content: "Ask ops.",
      type: "learning",
      tags: ["db"],
    });
    writeFileSync(
      written.filePath,
      readFileSync(written.filePath, "utf8").replace("Ask ops.", "DB_PASSWORD=Wint3r!sComing\nAsk ops."),
    );
    await writeMemory(context, {
      slug: "learning-staging-db",
      content: "The password is in the vault.",
      type: "learning",
      tags: ["db"],
    });
    const events = readFileSync(join(box.projectStore, "log", "events.jsonl"), "utf8");
    expect(events).not.toContain("Wint3r!sComing");
    expect(events).not.toContain("DB_PASSWORD");
    const updated = events
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
      .find((event) => event.kind === "updated");
    expect(updated.prev.text).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it("decay: a memory rewritten by the plugin loses a secret typed into it by hand (body and frontmatter)", async () => {
    const box = makeSandbox();
    const old = contextFor(box, { now: () => new Date("2026-01-01T00:00:00Z") });
    const written = await writeMemory(old, {
      slug: "old-note",
      content: "Old decaying note",
      type: "learning",
      tags: ["a"],
      ttl: "decay",
    });
    const text =
      readFileSync(written.filePath, "utf8").replace("\ntags:", "\ndb_password: Hand-Typed-9\ntags:") +
      `\nuse ${GHP}\n`;
    writeFileSync(written.filePath, text);
    const jan = new Date("2026-01-01T00:00:00Z");
    utimesSync(written.filePath, jan, jan);
    const decayed = await decayMemories(contextFor(box, { now: () => new Date("2026-06-01T00:00:00Z") }), {
      asOf: "2026-06-01",
    });
    expect(decayed.staleIds).toContain("old-note");
    const after = readFileSync(written.filePath, "utf8");
    expect(after).not.toContain(GHP);
    expect(after).not.toContain("Hand-Typed-9");
    expect(after).toContain("decayed:");
    expect(after).toContain("db_password: '[REDACTED:password-assignment]'");
  });

  it("hook injection log: a private directory under the user's state dir, never a temp dir; records redacted", () => {
    const box = makeSandbox();
    // Per user and per project: the same place whether Claude Code's CLAUDE_PLUGIN_DATA is set or not.
    const dir = hookStateDir({ HOME: box.home }, box.repo);
    expect(dir.startsWith(join(box.home, ".local", "state", "claude-memory", "projects", "repo-"))).toBe(true);
    expect(
      hookStateDir({ HOME: box.home, XDG_STATE_HOME: join(box.dir, "state") }, box.repo).startsWith(
        join(box.dir, "state", "claude-memory", "projects"),
      ),
    ).toBe(true);
    expect(hookStateDir({ HOME: box.home, CLAUDE_PLUGIN_DATA: join(box.dir, "data") }, box.repo)).toBe(dir);
    recordShown(dir, "s1", new Set(["gotcha-x"]), true);
    appendInjectionLog(dir, {
      ts: "2026-01-01T00:00:00Z",
      session_id: "s1",
      tool: "Bash",
      target: `export GITHUB_TOKEN=${GHP} && psql`,
      injected: ["gotcha-x"],
      relevance: [1],
      suppressed: [],
      omitted: [],
    });
    const log = readFileSync(join(dir, "injections.jsonl"), "utf8");
    expect(log).not.toContain(GHP);
    expect(log).toContain("[REDACTED:github-token]");
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, "sessions")).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, "injections.jsonl")).mode & 0o777).toBe(0o600);
    expect(existsSync(join(box.dir, "claude-memory-hook"))).toBe(false);
  });
});

describe("reported rule gaps and false redactions", () => {
  const secrets: Array<[string, string]> = [
    ["stripe webhook secret", "whsec_Xk2mQ9zL4vN7pR1tY5aB8cD3eF6gH0jK"],
    ["hugging face token", "hf_Qx7Lm2Nv9Kp4Rt8Ws1Yz5Ab3Cd6Ef0GhJk"],
    [
      "sendgrid key in prose (not a dotted reference)",
      "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",
    ],
  ];
  it.each(secrets)("%s", (_name, secret) => {
    expect(redactSecrets(`We use ${secret} in prod.`).text).not.toContain(secret);
  });

  const forms: Array<[string, string, string]> = [
    [
      "Azure AccountKey=",
      "DefaultEndpointsProtocol=https;AccountName=a;AccountKey=" +
        "Qm9vbXNoYWthbGFrYQ".repeat(5) +
        "abc==;EndpointSuffix=core.windows.net",
      "Qm9vbXNoYWthbGFrYQQm9v",
    ],
    [
      "SAS sig=",
      "https://a.blob.core.windows.net/c/b?sv=2022-11-02&sp=r&sig=Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFy%3D",
      "Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFy",
    ],
    ["@ in a URL password", "postgres://app:p@ss@w0rd@db:5432/app", "p@ss@w0rd"],
    ["nested assignment", "kubectl create secret generic db --from-literal=password=S3cretPassw0rd", "S3cretPassw0rd"],
    ["curl -u user:pw", "curl -u admin:Adm1nPa55 https://jenkins.local/api", "Adm1nPa55"],
    ["mysql -pPW", "mysql -u root -pR00tPa55 app", "R00tPa55"],
    [".pgpass line", "db.internal:5432:app:app:Pgpa55word", "Pgpa55word"],
    ["YAML", "db:\n  password: Yaml-Pa55", "Yaml-Pa55"],
    ["JSON", '{"apiKey": "Jk8Lm2Nq5Rs9Tv3Wx7Yz1Ab4Cd6Ef0Gh"}', "Jk8Lm2Nq5Rs9Tv3Wx7Yz1Ab4Cd6Ef0Gh"],
    ["TOML", 'password = "TomlPa55"', "TomlPa55"],
    ["INI", "[db]\npassword=IniPa55", "IniPa55"],
    [".npmrc", "//registry.example.com/:_authToken=Np8Qr2St6Uv0Wx4Yz", "Np8Qr2St6Uv0Wx4Yz"],
    ["prose", "The password is Pr0sePa55, don't share it.", "Pr0sePa55"],
  ];
  it.each(forms)("%s", (_name, text, secret) => {
    expect(redactSecrets(text).text).not.toContain(secret);
  });

  it.each([
    ["author_sha", "author_sha: 3f786850e387550fdab836ed7e6dc881de23001b"],
    ["a setting named after a password", "PASSWORD_RESET_TIMEOUT = 259200"],
    // The seventh set's near misses (issue 41).
    ["a GraphQL schema", "type Mutation {\n  changePassword(oldPassword: String!, newPassword: String!): Boolean\n}"],
    ["a list type", "  apiTokens: [Token!]!"],
    ["an i18n message", '{ "password_too_short": "Password must be at least {min} characters" }'],
    ["a validator's message", "PASSWORD_HELP = 'The password must not be the same as the user name'"],
    ["a masked token", "the leaked token was ghp_****\u2026a1B2, revoked since"],
    ["a masked key in a dashboard's words", "API key: sk-\u2022\u2022\u2022\u2022\u2022\u20229f2c"],
    ["a Twilio account SID", "TWILIO_ACCOUNT_SID=AC0f3e9a1b2c3d4e5f60718293a4b5c6d7"],
    ["a Pinecone index name", "PINECONE_INDEX_NAME=prod-embeddings-v3"],
  ])("%s stays as it is", (_name, text) => {
    expect(redactSecrets(text)).toEqual({ text, findings: [] });
  });

  it("a secret beside a near miss goes, the near miss stays (Twilio's auth token, its account SID)", () => {
    const text =
      "twilio:\n  account_sid: AC0f3e9a1b2c3d4e5f60718293a4b5c6d7\n  auth_token: 9f8e7d6c5b4a39281706f5e4d3c2b1a0";
    const { text: redacted } = redactSecrets(text);
    expect(redacted).toContain("AC0f3e9a1b2c3d4e5f60718293a4b5c6d7");
    expect(redacted).not.toContain("9f8e7d6c5b4a39281706f5e4d3c2b1a0");
  });

  it("AWS's documented example key stays redacted on purpose (docs/secrets.md): it has the real shape", () => {
    expect(redactSecrets("aws_access_key_id = AKIAIOSFODNN7EXAMPLE").text).not.toContain("AKIAIOSFODNN7EXAMPLE");
  });

  it("a password in a quoted phrase still goes: only a message (interpolating, or a sentence saying what must be) stays", () => {
    for (const text of ['DB_PASSWORD="velvet harbor lantern orbit"', 'password: "Summer2024!"'])
      expect(redactSecrets(text).findings).toHaveLength(1);
  });
});
