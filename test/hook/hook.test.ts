import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { hookStateDir } from "../../src/store/hook-state.js";
import { contextFor, HOOK, type HookRun, json, makeSandbox, runCli, runHook, type Sandbox } from "../helpers.js";

const readInput = (box: Sandbox, file: string, session = "session-1") => ({
  session_id: session,
  transcript_path: join(box.dir, "t.jsonl"),
  cwd: box.repo,
  hook_event_name: "PostToolUse",
  tool_name: "Read",
  tool_input: { file_path: join(box.repo, file) },
  tool_response: { type: "text", file: { filePath: join(box.repo, file), content: "…" } },
});
const bashInput = (box: Sandbox, command: string, session = "session-1") => ({
  session_id: session,
  cwd: box.repo,
  hook_event_name: "PostToolUse",
  tool_name: "Bash",
  tool_input: { command, description: "run it" },
  tool_response: { stdout: "", stderr: "", interrupted: false, isImage: false },
});

function context(run: HookRun): string {
  const output = JSON.parse(run.stdout) as { hookSpecificOutput: { hookEventName: string; additionalContext: string } };
  expect(output.hookSpecificOutput.hookEventName).toBe("PostToolUse");
  return output.hookSpecificOutput.additionalContext;
}

async function seed(box: Sandbox) {
  const ctx = contextFor(box);
  await writeMemory(ctx, {
    content: "Two requests refreshing at once invalidate each other's token. Serialise refresh behind a mutex.",
    title: "Token refresh race",
    type: "gotcha",
    tags: ["auth", "tokens"],
    paths: ["src/auth/**"],
    fields: { severity: "S2" },
  });
  await writeMemory(ctx, {
    content: "ALTER TABLE users takes an exclusive lock; run migrations off-peak.",
    title: "Migrations lock users",
    type: "gotcha",
    tags: ["db", "migrations"],
  });
  await writeMemory(ctx, { content: "We chose Postgres.", title: "Database choice", type: "decision", tags: ["db"] });
  return ctx;
}

describe("gotcha hook", () => {
  it("runs its bundle through the compiled code kept in the user's cache: same output, a damaged cache replaced, none when turned off", async () => {
    const box = makeSandbox();
    await seed(box);
    const cache = join(box.dir, "xdg", "claude-memory", "compile-cache");
    const env = { XDG_CACHE_HOME: join(box.dir, "xdg") };
    const input = (session: string) => readInput(box, "src/auth/token.ts", session);
    const first = await runHook(box, input("cache-1"), env);
    expect(context(first)).toContain("Token refresh race");
    const files = readdirSync(cache).filter((file) => file.startsWith("hook-main.cjs-"));
    expect(files).toHaveLength(1);
    expect((await runHook(box, input("cache-2"), env)).stdout).toBe(first.stdout);
    writeFileSync(join(cache, files[0]!), "not V8 code cache data");
    expect((await runHook(box, input("cache-3"), env)).stdout).toBe(first.stdout);
    expect(readFileSync(join(cache, files[0]!), "utf8")).not.toBe("not V8 code cache data");
    const off = { XDG_CACHE_HOME: join(box.dir, "xdg-off"), MEMORY_COMPILE_CACHE: "0" };
    expect((await runHook(box, input("cache-4"), off)).stdout).toBe(first.stdout);
    expect(existsSync(join(box.dir, "xdg-off"))).toBe(false);
  });

  it("makes its compiled code again after a run down a path the cache was not made on, keeping both", async () => {
    const box = makeSandbox();
    await seed(box);
    const cache = join(box.dir, "xdg", "claude-memory", "compile-cache");
    const env = { XDG_CACHE_HOME: join(box.dir, "xdg") };
    const kept = () => {
      const [file] = readdirSync(cache).filter((name) => name.startsWith("hook-main.cjs-"));
      const data = readFileSync(join(cache, file!));
      // The line is padded so that V8's data after it starts on 8 bytes (V8 copies data that does not).
      expect((data.indexOf(10) + 1) % 8).toBe(0);
      return { header: data.subarray(0, data.indexOf(10)).toString("latin1").trimEnd(), size: data.length };
    };
    // A session starts first: the cache holds the code of that path only.
    const start = { session_id: "paths-1", cwd: box.repo, hook_event_name: "SessionStart", source: "startup" };
    expect((await runHook(box, start, env)).code).toBe(0);
    expect(kept().header).toBe("claude-memory code cache:SessionStart:shown");
    const read = context(await runHook(box, readInput(box, "src/auth/token.ts", "paths-1"), env));
    expect(read).toContain("Token refresh race");
    const both = kept();
    expect(both.header).toBe("claude-memory code cache:PostToolUse:Read:shown,SessionStart:shown");
    expect(both.size).toBeGreaterThan(0);
    // A run down a path the cache knows keeps it as it is, and shows the same.
    const again = await runHook(box, readInput(box, "src/auth/token.ts", "paths-2"), env);
    expect(context(again)).toBe(read);
    expect(kept()).toEqual(both);
  });

  it("fails open when its bundle cannot be loaded (a partial install): exit 0, no output", () => {
    const box = makeSandbox();
    const copy = join(box.dir, "dist-copy");
    cpSync(join(HOOK, ".."), copy, { recursive: true });
    rmSync(join(copy, "hook-main.cjs"));
    const run = spawnSync(process.execPath, [join(copy, "hook.cjs")], {
      cwd: box.repo,
      env: { ...box.env, CLAUDE_PLUGIN_DATA: join(box.dir, "plugin-data") },
      input: JSON.stringify(readInput(box, "src/auth/token.ts")),
      encoding: "utf8",
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe("");
  });

  it("injects the gotcha whose paths glob matches the file read, in the public API's block", async () => {
    const box = makeSandbox();
    await seed(box);
    const run = await runHook(box, readInput(box, "src/auth/token.ts"));
    expect(run.code).toBe(0);
    const text = context(run);
    expect(text).toContain("⚠ GOTCHA (from memory) — src/auth/token.ts");
    expect(text).toContain("gotcha-token-refresh-race: Token refresh race");
    expect(text.replace(/\s+/g, " ")).toContain("Serialise refresh behind a mutex.");
    expect(text).toContain("Tags: auth, tokens");
    expect(text).toMatch(/Relevance: 0\.\d\d/);
    expect(text).not.toContain("Migrations");
  });

  it("says nothing for an unrelated file, and for decisions", async () => {
    const box = makeSandbox();
    await seed(box);
    const run = await runHook(box, readInput(box, "docs/readme.md"));
    expect(run).toMatchObject({ code: 0, stdout: "" });
  });

  it("matches a Bash command by its words", async () => {
    const box = makeSandbox();
    await seed(box);
    const text = context(await runHook(box, bashInput(box, "npm run migrate -- --env staging")));
    expect(text).toContain("gotcha-migrations-lock-users");
    expect((await runHook(box, bashInput(box, "ls -la", "s2"))).stdout).toBe("");
  });

  it("matches paths named in a Bash command against the globs", async () => {
    const box = makeSandbox();
    await seed(box);
    expect(context(await runHook(box, bashInput(box, "cat src/auth/session.ts | head")))).toContain(
      "gotcha-token-refresh-race",
    );
  });

  it("shows each gotcha once per session and logs every injection", async () => {
    const box = makeSandbox();
    await seed(box);
    expect(context(await runHook(box, readInput(box, "src/auth/a.ts")))).toContain("gotcha-token-refresh-race");
    expect((await runHook(box, readInput(box, "src/auth/b.ts"))).stdout).toBe("");
    expect(context(await runHook(box, readInput(box, "src/auth/b.ts", "session-2")))).toContain(
      "gotcha-token-refresh-race",
    );
    const log = readFileSync(join(hookStateDir(box.env, box.repo), "injections.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({
      session_id: "session-1",
      tool: "Read",
      target: "src/auth/a.ts",
      injected: ["gotcha-token-refresh-race"],
    });
    const listing = json(await runCli(box, ["gotchas", "src/auth/x.ts", "--session", "session-1", "--json"]));
    expect(
      listing.gotchas.map((g: { slug: string; shownThisSession: boolean }) => [g.slug, g.shownThisSession]),
    ).toEqual([["gotcha-token-refresh-race", true]]);
    expect(listing.suppressedCount).toBe(1);
    const logCli = await runCli(box, ["gotchas", "--log"]);
    expect(logCli.stdout).toContain("Read src/auth/a.ts\n  injected: gotcha-token-refresh-race");
  });

  it("loads the redaction rules for a session id holding a rule's literal once a session, and logs it whole", async () => {
    const box = makeSandbox();
    const ctx = await seed(box);
    await writeMemory(ctx, {
      content: "The schema cache is per connection: invalidate it after a migration.",
      title: "Schema cache per connection",
      type: "gotcha",
      tags: ["db"],
      paths: ["src/db/**"],
    });
    const cache = join(box.dir, "xdg", "claude-memory", "compile-cache");
    const env = { XDG_CACHE_HOME: join(box.dir, "xdg") };
    const rulesLoaded = () =>
      existsSync(cache) && readdirSync(cache).some((file) => file.startsWith("hook-secrets.cjs-"));
    const state = hookStateDir(box.env, box.repo);
    const log = () =>
      readFileSync(join(state, "injections.jsonl"), "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { session_id: string; injected: string[] });
    // A UUID like those Claude Code names sessions with, holding `2fa` (a literal some rules need): no secret.
    const id = "2fa3c1de-5b7e-4c2a-9d1f-3e8b7a6c5d4f";
    expect(context(await runHook(box, readInput(box, "src/auth/a.ts", id), env))).toContain("Token refresh race");
    expect(rulesLoaded()).toBe(true);
    expect(JSON.parse(readFileSync(join(state, "sessions", `${id}.json`), "utf8")).idCleanUnder).toEqual(
      expect.any(Number),
    );
    rmSync(cache, { recursive: true, force: true });
    expect(context(await runHook(box, readInput(box, "src/db/b.ts", id), env))).toContain("Schema cache");
    expect(rulesLoaded()).toBe(false);
    expect(log().map((record) => record.session_id)).toEqual([id, id]);
    // An id that does hold a secret is redacted in every record, and never vouched for.
    const token = `ghp_${"a1B2c3D4e5".repeat(4)}`;
    expect(context(await runHook(box, readInput(box, "src/auth/a.ts", token), env))).toContain("Token refresh race");
    rmSync(cache, { recursive: true, force: true });
    expect(context(await runHook(box, readInput(box, "src/db/b.ts", token), env))).toContain("Schema cache");
    expect(rulesLoaded()).toBe(true);
    expect(log().slice(2)).toHaveLength(2);
    expect(readFileSync(join(state, "injections.jsonl"), "utf8")).not.toContain(token);
  });

  it("keeps to the gotcha count and character budget, counting the rest", async () => {
    const box = makeSandbox();
    const ctx = contextFor(box);
    for (let i = 0; i < 6; i++) {
      await writeMemory(ctx, {
        content: `Trap number ${i}. ${"Long explanation of the trap. ".repeat(20)}`,
        title: `Payments trap ${i}`,
        type: "gotcha",
        tags: ["payments"],
        paths: ["src/payments/**"],
      });
    }
    const text = context(await runHook(box, readInput(box, "src/payments/charge.ts")));
    expect(text.length).toBeLessThanOrEqual(1500);
    expect(text.match(/^gotcha-payments-trap-\d/gm)!.length).toBeLessThanOrEqual(3);
    expect(text).toMatch(/\+ \d more gotchas \(run \/memory:check-gotchas for all\)/);
    const small = context(
      await runHook(box, readInput(box, "src/payments/charge.ts", "s9"), {
        MEMORY_HOOK_MAX_GOTCHAS: "1",
        MEMORY_HOOK_MAX_CHARS: "600",
      }),
    );
    expect(small.match(/^gotcha-payments-trap-\d/gm)).toHaveLength(1);
    expect(small.length).toBeLessThanOrEqual(600);
    expect(small).toContain("+ 5 more gotchas");
  });

  it("injects hard-classified memories of any type", async () => {
    const box = makeSandbox();
    await writeMemory(contextFor(box), {
      content: "Never call the billing API from tests.",
      title: "No billing calls in tests",
      type: "decision",
      tags: ["billing"],
      paths: ["test/**"],
      fields: { classification: "hard" },
    });
    expect(context(await runHook(box, readInput(box, "test/billing.test.ts")))).toContain(
      "decision-no-billing-calls-tests",
    );
  });

  it.each([
    ["garbage stdin", "not json {"],
    ["empty stdin", ""],
    ["a JSON array", "[1,2]"],
    ["no tool input", { session_id: "x", tool_name: "Read" }],
    ["another tool", { session_id: "x", tool_name: "Write", tool_input: { file_path: "/x" } }],
    ["wrong types", { session_id: 5, cwd: 7, tool_name: "Read", tool_input: { file_path: 42 } }],
  ])("exits 0 silently on %s", async (_label, input) => {
    const box = makeSandbox();
    await seed(box);
    expect(await runHook(box, input)).toMatchObject({ code: 0, stdout: "", stderr: "" });
  });

  it("exits 0 silently with no store, a corrupt gotcha index, or huge stdin", async () => {
    const box = makeSandbox();
    // No CLI to refresh the store with: the damaged index is what the hook has to live with.
    box.env.MEMORY_CLI_PATH = join(box.dir, "no-cli.mjs");
    expect(await runHook(box, readInput(box, "src/auth/x.ts"))).toMatchObject({ code: 0, stdout: "" });
    await seed(box);
    const dir = join(box.projectStore, ".index", "gotchas");
    const meta = join(dir, "meta.json");
    const [keys, details] = ["p", "d"].map((kind) =>
      join(dir, readdirSync(dir).find((name) => name.startsWith(kind))!),
    );
    const [goodMeta, goodKeys] = [readFileSync(meta, "utf8"), readFileSync(keys!, "utf8")];
    writeFileSync(details!, '{"gotcha-token-refresh-race":{"slug":');
    expect(await runHook(box, readInput(box, "src/auth/x.ts"))).toMatchObject({ code: 0, stdout: "", stderr: "" });
    writeFileSync(keys!, '{"p:src/auth":[["gotcha-token-refresh-race",');
    expect(await runHook(box, readInput(box, "src/auth/x.ts"))).toMatchObject({ code: 0, stdout: "", stderr: "" });
    writeFileSync(keys!, '{"p:src/auth":"not-a-list","t:auth":[7]}');
    expect(await runHook(box, readInput(box, "src/auth/x.ts"))).toMatchObject({ code: 0, stdout: "" });
    writeFileSync(keys!, goodKeys);
    writeFileSync(meta, '{"version":6,"keyShards":');
    expect(await runHook(box, readInput(box, "src/auth/x.ts"))).toMatchObject({ code: 0, stdout: "", stderr: "" });
    writeFileSync(meta, goodMeta);
    writeFileSync(details!, '{"gotcha-token-refresh-race":{"slug":"gotcha-token-refresh-race","tags":7}}');
    expect(await runHook(box, readInput(box, "src/auth/x.ts"))).toMatchObject({ code: 0, stdout: "" });
    const huge = JSON.stringify({ ...readInput(box, "src/auth/x.ts"), padding: "x".repeat(3 * 1024 * 1024) });
    expect(await runHook(box, huge)).toMatchObject({ code: 0, stdout: "" });
  });

  it("keeps its own deadline when the disk hangs", async () => {
    const box = makeSandbox();
    box.env.MEMORY_CLI_PATH = join(box.dir, "no-cli.mjs");
    await seed(box);
    // A read of a FIFO with no writer blocks forever: in place of a detail shard, key shards, then the meta.
    const dir = join(box.projectStore, ".index", "gotchas");
    for (const name of [
      ...["d", "p", "t"].map((kind) => readdirSync(dir).find((file) => file.startsWith(kind))!),
      "meta.json",
    ]) {
      const index = join(dir, name);
      rmSync(index);
      execFileSync("mkfifo", [index]);
      const run = await runHook(box, readInput(box, "src/auth/x.ts", `fifo-${name}`), {
        MEMORY_HOOK_DEADLINE_MS: "300",
      });
      expect(run).toMatchObject({ code: 0, stdout: "" });
      expect(run.ms).toBeLessThan(3000);
    }
  });

  it("can be switched off", async () => {
    const box = makeSandbox();
    await seed(box);
    expect(await runHook(box, readInput(box, "src/auth/x.ts"), { MEMORY_HOOK_DISABLED: "1" })).toMatchObject({
      code: 0,
      stdout: "",
    });
  });

  it("reads gotchas from every scope, and picks up hand edits once a command has run", async () => {
    const box = makeSandbox();
    await writeMemory(contextFor(box), {
      content: "Global trap about docker.",
      title: "Docker socket trap",
      type: "gotcha",
      tags: ["docker"],
      scope: "global",
      paths: ["**/Dockerfile"],
    });
    expect(context(await runHook(box, readInput(box, "services/api/Dockerfile")))).toContain(
      "gotcha-docker-socket-trap",
    );
    mkdirSync(box.projectStore, { recursive: true });
    writeFileSync(
      join(box.projectStore, "hand-gotcha.md"),
      "---\ntitle: Hand-made trap\ntype: gotcha\ntags: [ci]\npaths: [.github/workflows/**]\n---\nCI caches are keyed on the lockfile.\n",
    );
    await runCli(box, ["list"]);
    expect(context(await runHook(box, readInput(box, ".github/workflows/ci.yml", "s3")))).toContain(
      "hand-gotcha: Hand-made trap",
    );
  });

  it("finds gotchas by glob prefix, extension and terms in the sharded index, a nearer scope shadowing a slug", async () => {
    const box = makeSandbox();
    const ctx = await seed(box);
    await writeMemory(ctx, {
      content: "Every .sql file runs in one transaction.",
      title: "SQL files run in one transaction",
      type: "gotcha",
      tags: ["sql"],
      paths: ["*.sql"],
    });
    await writeMemory(ctx, {
      content: "Staging deploys need the VPN.",
      title: "Staging deploy needs VPN",
      type: "gotcha",
      tags: ["deploy"],
    });
    // The same slug in the global scope (a glob on src/auth) and in the project (a glob on docs): the project's wins.
    await writeMemory(ctx, {
      content: "Global take on the billing trap.",
      title: "Billing trap",
      type: "gotcha",
      tags: ["payments"],
      paths: ["src/auth/**"],
      scope: "global",
      slug: "gotcha-billing-trap",
    });
    await writeMemory(ctx, {
      content: "Project take on the billing trap.",
      title: "Billing trap",
      type: "gotcha",
      tags: ["payments"],
      paths: ["docs/billing/**"],
      slug: "gotcha-billing-trap",
    });

    const auth = context(await runHook(box, readInput(box, "src/auth/oauth/token.ts", "a")));
    expect(auth).toContain("gotcha-token-refresh-race");
    expect(auth).not.toContain("gotcha-billing-trap");
    expect(context(await runHook(box, readInput(box, "db/schema/001_init.sql", "b")))).toContain(
      "gotcha-sql-files-run-one-transaction",
    );
    expect(context(await runHook(box, bashInput(box, "./scripts/deploy.sh staging", "c")))).toContain(
      "gotcha-staging-deploy-needs-vpn",
    );
    const docs = context(await runHook(box, readInput(box, "docs/billing/plans.md", "d")));
    expect(docs).toContain("Project take on the billing trap.");
    expect(docs).not.toContain("Global take");
    expect((await runHook(box, readInput(box, "docs/other/plans.md", "e"))).stdout).toBe("");
  });

  it("keeps the shards in step with hand edits and deletions", async () => {
    const box = makeSandbox();
    await seed(box);
    const dir = join(box.projectStore, ".index", "gotchas");
    const shards = () =>
      readdirSync(dir)
        .map((name) => readFileSync(join(dir, name), "utf8"))
        .join("\n");
    const file = join(box.projectStore, "gotcha-token-refresh-race.md");
    writeFileSync(file, readFileSync(file, "utf8").replace("src/auth/**", "lib/session/**"));
    await runCli(box, ["list"]);
    expect(shards()).toContain("lib/session/");
    expect(shards()).not.toContain("src/auth/");
    // Its tag still matches the word "auth", but no longer its glob (which would score above 0.75).
    expect(context(await runHook(box, readInput(box, "src/auth/x.ts", "a")))).toContain("Relevance: 0.50");
    expect(context(await runHook(box, readInput(box, "lib/session/store.ts", "b")))).toContain(
      "gotcha-token-refresh-race",
    );
    expect((await runCli(box, ["delete", "gotcha-token-refresh-race", "--force"])).code).toBe(0);
    expect(shards()).not.toContain("gotcha-token-refresh-race");
    expect((await runHook(box, readInput(box, "lib/session/store.ts", "c"))).stdout).toBe("");
    expect(context(await runHook(box, bashInput(box, "npm run migrate", "d")))).toContain(
      "gotcha-migrations-lock-users",
    );
  });

  it("clears out sessions older than a week, at most once a day", async () => {
    const box = makeSandbox();
    await seed(box);
    const sessions = join(hookStateDir(box.env, box.repo), "sessions");
    mkdirSync(sessions, { recursive: true });
    const weekAgo = (Date.now() - 8 * 24 * 3600 * 1000) / 1000;
    const old = (name: string) => {
      writeFileSync(join(sessions, name), '{"shown":[]}');
      utimesSync(join(sessions, name), weekAgo, weekAgo);
    };
    old("old-1.json");
    expect(context(await runHook(box, readInput(box, "src/auth/a.ts", "new-1")))).toContain(
      "gotcha-token-refresh-race",
    );
    expect(existsSync(join(sessions, "old-1.json"))).toBe(false);
    old("old-2.json");
    expect(context(await runHook(box, readInput(box, "src/auth/a.ts", "new-2")))).toContain(
      "gotcha-token-refresh-race",
    );
    expect(existsSync(join(sessions, "old-2.json"))).toBe(true);
    // No session is guessed: only the one the caller names (the slash command passes Claude Code's).
    const listing = json(await runCli(box, ["gotchas", "--json"]));
    expect(listing.session).toBeUndefined();
  });

  it("ranks many gotchas sharing a word with a command as /check-gotchas does, reading details of the shown only", async () => {
    const box = makeSandbox();
    let clock = Date.UTC(2026, 0, 1);
    const ctx = contextFor(box, { now: () => new Date((clock += 60_000)) });
    const severities = ["S3", undefined, "S1", "S2", undefined, "S1", "S3", "S2", undefined, "S2"];
    for (const [i, severity] of severities.entries()) {
      await writeMemory(ctx, {
        content: `Ledger trap ${i}.`,
        title: `Ledger trap ${i}`,
        type: "gotcha",
        tags: ["ledger", ...(i % 3 === 0 ? ["reconcile"] : [])],
        fields: severity ? { severity } : {},
      });
    }
    const command = "./scripts/reconcile ledger main";
    const all = json(await runCli(box, ["gotchas", "--command", command, "--json"]));
    const expected = all.gotchas.map((g: { slug: string }) => g.slug);
    expect(expected).toHaveLength(10);
    // Damage the details of one gotcha that is not among the first shown: the hook never reads them.
    const dir = join(box.projectStore, ".index", "gotchas");
    const last = expected[9];
    for (const name of readdirSync(dir).filter((file) => file.startsWith("d"))) {
      const shard = JSON.parse(readFileSync(join(dir, name), "utf8"));
      if (shard[last]) writeFileSync(join(dir, name), JSON.stringify({ ...shard, [last]: { slug: last, tags: 7 } }));
    }
    const text = context(await runHook(box, bashInput(box, command, "rank")));
    expect(text.match(/^gotcha-ledger-trap-\d+/gm)).toEqual(expected.slice(0, 3));
    expect(text).toContain("+ 7 more gotchas");
    const log = readFileSync(join(hookStateDir(box.env, box.repo), "injections.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(log.at(-1)).toMatchObject({ injected: expected.slice(0, 3), omitted: expected.slice(3, 8), moreOmitted: 2 });
  });

  it("logs the first five gotchas over budget or already shown, and how many more, on a directory many cover", async () => {
    const box = makeSandbox();
    let clock = Date.UTC(2026, 0, 1);
    const ctx = contextFor(box, { now: () => new Date((clock += 60_000)) });
    for (let i = 0; i < 18; i++)
      await writeMemory(ctx, {
        content: `Billing trap ${i}.`,
        title: `Billing trap ${i}`,
        type: "gotcha",
        tags: ["billing"],
        fields: { paths: ["src/billing/**"] },
      });
    const all = json(await runCli(box, ["gotchas", "src/billing/x.ts", "--json"]));
    const ranked = all.gotchas.map((g: { slug: string }) => g.slug);
    expect(ranked).toHaveLength(18);
    const text = context(await runHook(box, readInput(box, "src/billing/x.ts", "many")));
    expect(text).toContain("+ 15 more gotchas");
    // The next Read of the session: the three shown are suppressed, three more shown, twelve over budget.
    context(await runHook(box, readInput(box, "src/billing/y.ts", "many")));
    const log = readFileSync(join(hookStateDir(box.env, box.repo), "injections.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(log.at(-2)).toMatchObject({ injected: ranked.slice(0, 3), omitted: ranked.slice(3, 8), moreOmitted: 10 });
    expect(log.at(-1)).toMatchObject({
      injected: ranked.slice(3, 6),
      suppressed: ranked.slice(0, 3),
      omitted: ranked.slice(6, 11),
      moreOmitted: 7,
    });
    expect(log.at(-1).moreSuppressed).toBeUndefined();
    const shown = await runCli(box, ["gotchas", "--log"]);
    expect(shown.stdout).toContain(`over budget: ${ranked.slice(6, 11).join(", ")} and 7 more`);
  });
});

describe("hook: lifecycle and policies", () => {
  async function gotcha(
    box: Sandbox,
    slugTitle: string,
    fields: Record<string, unknown> = {},
    extra: Record<string, unknown> = {},
  ) {
    return writeMemory(contextFor(box), {
      content: `Watch out in the payments code: ${slugTitle}.`,
      title: slugTitle,
      type: "gotcha",
      tags: ["payments"],
      paths: ["src/payments/**"],
      fields,
      ...extra,
    });
  }
  const shownSlugs = (run: HookRun) => (run.stdout ? context(run) : "");

  it("leaves out deprecated, decayed and expired gotchas", async () => {
    const box = makeSandbox();
    await gotcha(box, "Current refund rule");
    await gotcha(box, "Old refund rule", { deprecated: true });
    await gotcha(box, "Faded refund rule", { decayed: "2026-01-01T00:00:00Z" });
    await gotcha(
      box,
      "Past refund rule",
      {},
      { ttl: "ephemeral", expires: "2020-01-01T00:00:00Z", created: "2019-01-01T00:00:00Z" },
    );
    await gotcha(box, "Future refund rule", {}, { ttl: "ephemeral", expiresIn: "30d" });
    await runCli(box, ["list"]);
    const text = shownSlugs(await runHook(box, readInput(box, "src/payments/refund.ts")));
    expect(text).toContain("gotcha-current-refund-rule");
    expect(text).toContain("gotcha-future-refund-rule");
    for (const hidden of ["old-refund-rule", "faded-refund-rule", "past-refund-rule"])
      expect(text).not.toContain(hidden);
  });

  it("follows the scope's read mode: recall and off inject nothing, maxEntries caps the block", async () => {
    const box = makeSandbox();
    for (const title of ["Refunds need idempotency", "Refund currency rounding", "Refund webhooks retry"])
      await gotcha(box, title);
    const config = (value: unknown) => writeFileSync(join(box.projectStore, "config.json"), JSON.stringify(value));
    config({ read: { mode: "recall" } });
    expect((await runHook(box, readInput(box, "src/payments/a.ts", "s-recall"))).stdout).toBe("");
    config({ read: { mode: "off" } });
    expect((await runHook(box, readInput(box, "src/payments/a.ts", "s-off"))).stdout).toBe("");
    config({ read: { mode: "inject", maxEntries: 1 } });
    const one = context(await runHook(box, readInput(box, "src/payments/a.ts", "s-one")));
    expect(one.match(/gotcha-refund/g)).toHaveLength(1);
    expect(one).toMatch(/\+ 2 more/);
    config({ read: { mode: "hybrid", inject: { maxEntries: 2 } } });
    expect(
      context(await runHook(box, readInput(box, "src/payments/a.ts", "s-two"))).match(/^gotcha-refund/gm),
    ).toHaveLength(2);
    // a config the hook cannot read as well formed counts as the default; it still never fails
    config({ read: { mode: "sometimes" } });
    const fallback = await runHook(box, readInput(box, "src/payments/a.ts", "s-bad"));
    expect(fallback.code).toBe(0);
    expect(context(fallback).match(/^gotcha-refund/gm)).toHaveLength(3);
    writeFileSync(join(box.projectStore, "config.json"), "{ not json");
    expect((await runHook(box, readInput(box, "src/payments/a.ts", "s-broken"))).code).toBe(0);
  });

  it("marks a gotcha whose anchored code changed as possibly stale", async () => {
    const box = makeSandbox();
    mkdirSync(join(box.repo, "src", "payments"), { recursive: true });
    writeFileSync(join(box.repo, "src", "payments", "refund.ts"), "export const refund = 1;\n");
    await gotcha(box, "Refund rounding", { source: ["src/payments/refund.ts:L1-L1"] });
    const fresh = context(await runHook(box, readInput(box, "src/payments/refund.ts", "s-fresh")));
    expect(fresh).not.toMatch(/may be stale/);
    writeFileSync(join(box.repo, "src", "payments", "refund.ts"), "export const refund = 2;\n");
    const stale = context(await runHook(box, readInput(box, "src/payments/refund.ts", "s-stale")));
    expect(stale).toMatch(
      /gotcha-refund-rounding: Refund rounding \(may be stale: src\/payments\/refund\.ts changed since it was verified\)/,
    );
  });
});
