// The hooks with the files as the truth: session start refreshes what they
// read, prompts recall relevant memories above the gate, `commands:` gotchas,
// one budget per session, read modes. Real hook processes (dist/hook.cjs)
// over real temp stores.

import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { hookStateDir } from "../../src/store/hook-state.js";
import {
  contextFor,
  type HookRun,
  json,
  commitMemoryFile,
  makeSandbox,
  runCli,
  runHook,
  type Sandbox,
} from "../helpers.js";

/** The hook's run, with the context it injected (parsed once here). */
async function hook(
  box: Sandbox,
  input: unknown,
  env: NodeJS.ProcessEnv = {},
): Promise<HookRun & { context?: string }> {
  const run = await runHook(box, input, env);
  if (!run.stdout.trim()) return run;
  const output = JSON.parse(run.stdout) as { hookSpecificOutput: { additionalContext: string } };
  return { ...run, context: output.hookSpecificOutput.additionalContext };
}

const start = (box: Sandbox, session = "s1", source = "startup") => ({
  session_id: session,
  cwd: box.repo,
  hook_event_name: "SessionStart",
  source,
});
const prompt = (box: Sandbox, text: string, session = "s1") => ({
  session_id: session,
  cwd: box.repo,
  hook_event_name: "UserPromptSubmit",
  prompt: text,
});
const read = (box: Sandbox, file: string, session = "s1") => ({
  session_id: session,
  cwd: box.repo,
  hook_event_name: "PostToolUse",
  tool_name: "Read",
  tool_input: { file_path: join(box.repo, file) },
});
const bash = (box: Sandbox, command: string, session = "s1") => ({
  session_id: session,
  cwd: box.repo,
  hook_event_name: "PostToolUse",
  tool_name: "Bash",
  tool_input: { command },
});

/** A memory file as a teammate commits it (no index beside it). */
function logOf(box: Sandbox): Array<{ event?: string; session_id: string; injected: string[]; chars?: number }> {
  const file = join(hookStateDir(box.env, box.repo), "injections.jsonl");
  return existsSync(file)
    ? readFileSync(file, "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line))
    : [];
}

describe("files are the truth for the hooks", () => {
  it("fresh clone: session start builds the indexes, then a Read injects the committed gotcha", async () => {
    const box = makeSandbox();
    commitMemoryFile(
      box,
      "gotcha-token-refresh-race",
      'title: Token refresh race\ntype: gotcha\ntags: [auth]\npaths: ["src/auth/**"]',
      "Serialise refresh behind a mutex.",
    );
    commitMemoryFile(
      box,
      "decision-postgres",
      "title: Postgres for the ledger\ntype: decision\ntags: [database]",
      "We chose Postgres.",
    );
    expect(existsSync(join(box.projectStore, ".index"))).toBe(false);
    const started = await hook(box, start(box));
    expect(started.code).toBe(0);
    expect(started.context).toContain("2 memories (1 gotcha, 1 decision)");
    expect(started.context).toContain("decision-postgres");
    expect(existsSync(join(box.projectStore, ".index", "hook-stamp.json"))).toBe(true);
    const run = await hook(box, read(box, "src/auth/token.ts"));
    expect(run.context).toContain("gotcha-token-refresh-race");
  });

  it("git checkout mid-session: the new branch's gotcha is injected, the deleted one is not", async () => {
    const box = makeSandbox();
    commitMemoryFile(
      box,
      "gotcha-old-branch",
      'title: Old branch gotcha\ntype: gotcha\ntags: [billing]\npaths: ["src/billing/**"]',
      "Only on the old branch.",
    );
    await hook(box, start(box));
    // The checkout: one file gone, another arrives; no memory command and no session start in between.
    rmSync(join(box.projectStore, "gotcha-old-branch.md"));
    commitMemoryFile(
      box,
      "gotcha-new-branch",
      'title: New branch gotcha\ntype: gotcha\ntags: [billing]\npaths: ["src/billing/**"]',
      "Only on the new branch.",
    );
    const run = await hook(box, read(box, "src/billing/invoice.ts"));
    expect(run.context).toContain("gotcha-new-branch");
    expect(run.context).not.toContain("gotcha-old-branch");
  });

  it("a gotcha deleted or edited by hand is never injected from a stale index, even with no refresh possible", async () => {
    const box = makeSandbox();
    const ctx = contextFor(box);
    await writeMemory(ctx, {
      content: "Mind the lock.",
      title: "Migrations lock",
      type: "gotcha",
      tags: ["db"],
      paths: ["db/**"],
    });
    await writeMemory(ctx, {
      content: "Quote identifiers.",
      title: "Quoting in SQL",
      type: "gotcha",
      tags: ["sql"],
      paths: ["sql/**"],
    });
    await hook(box, start(box));
    rmSync(join(box.projectStore, "gotcha-migrations-lock.md"));
    const file = join(box.projectStore, "gotcha-quoting-sql.md");
    writeFileSync(file, readFileSync(file, "utf8").replace("Quote identifiers.", "Quote identifiers, always."));
    // No CLI to refresh with: the hook can only check the files it is about to show.
    const env = { MEMORY_CLI_PATH: join(box.dir, "missing-cli.mjs"), MEMORY_HOOK_DEADLINE_MS: "400" };
    expect((await hook(box, read(box, "db/001.sql"), env)).stdout).toBe("");
    expect((await hook(box, read(box, "sql/q.sql", "s2"), env)).stdout).toBe("");
  });

  it("session start with nothing changed only compares stamps (no refresh process)", async () => {
    const box = makeSandbox();
    await writeMemory(contextFor(box), { content: "x", title: "A decision", type: "decision", tags: ["a"] });
    await hook(box, start(box));
    const stamp = readFileSync(join(box.projectStore, ".index", "hook-stamp.json"), "utf8");
    const again = await hook(box, start(box, "s2"), { MEMORY_CLI_PATH: join(box.dir, "missing-cli.mjs") });
    expect(again.context).toContain("1 memory (1 decision)");
    expect(again.context).not.toContain("rebuilt in the background");
    expect(readFileSync(join(box.projectStore, ".index", "hook-stamp.json"), "utf8")).toBe(stamp);
  });
});

describe("writes keep the hooks fresh", () => {
  it("after memory write and delete the next hook finds its indexes fresh (no refresh) and shows the new gotcha", async () => {
    const box = makeSandbox();
    await writeMemory(contextFor(box), { content: "x", title: "A decision", type: "decision", tags: ["a"] });
    await hook(box, start(box));
    const noCli = { MEMORY_CLI_PATH: join(box.dir, "missing-cli.mjs") };
    expect(
      (
        await runCli(box, [
          "write",
          "Serialise token refresh behind a mutex",
          "--type",
          "gotcha",
          "--title",
          "Token refresh race",
          "--tags",
          "auth",
          "--paths",
          "src/auth/**",
        ])
      ).code,
    ).toBe(0);
    // with no CLI to refresh with, only the write's own index update can make the gotcha show
    const shown = await hook(box, read(box, "src/auth/refresh.ts"), noCli);
    expect(shown.context).toContain("Token refresh race");
    const stamp = JSON.parse(readFileSync(join(box.projectStore, ".index", "hook-stamp.json"), "utf8")) as {
      directory: string;
    };
    const { directoryStamp } = await import("../../src/store/directory-stamp.js");
    expect(stamp.directory).toBe(directoryStamp(box.projectStore));
    const slug = (
      json(await runCli(box, ["list", "--json"])) as { memories?: Array<{ slug: string; type: string }> }
    ).memories?.find((memory) => memory.type === "gotcha")?.slug;
    expect(slug).toBeDefined();
    expect((await runCli(box, ["delete", slug!, "--force"])).code).toBe(0);
    expect(JSON.parse(readFileSync(join(box.projectStore, ".index", "hook-stamp.json"), "utf8")).directory).toBe(
      directoryStamp(box.projectStore),
    );
    expect((await hook(box, read(box, "src/auth/refresh.ts", "s2"), noCli)).stdout).toBe("");
  });

  it("the first write of a freshly cloned store (no log yet) keeps the hooks fresh too", async () => {
    const box = makeSandbox();
    commitMemoryFile(box, "decision-cloned", "title: Cloned decision\ntype: decision\ntags: [a]", "From the clone.");
    await hook(box, start(box));
    expect(existsSync(join(box.projectStore, "log"))).toBe(false);
    expect(
      (
        await runCli(box, [
          "write",
          "Serialise token refresh behind a mutex",
          "--type",
          "gotcha",
          "--title",
          "Token refresh race",
          "--tags",
          "auth",
          "--paths",
          "src/auth/**",
        ])
      ).code,
    ).toBe(0);
    const { scopeChanged } = await import("../../src/hook/freshness.js");
    expect(scopeChanged(box.projectStore)).toBe(false);
    expect(
      (await hook(box, read(box, "src/auth/refresh.ts"), { MEMORY_CLI_PATH: join(box.dir, "missing-cli.mjs") }))
        .context,
    ).toContain("Token refresh race");
  });

  it("a change the hooks have not taken in before a write still makes them refresh", async () => {
    const box = makeSandbox();
    await writeMemory(contextFor(box), { content: "x", title: "A decision", type: "decision", tags: ["a"] });
    await hook(box, start(box));
    commitMemoryFile(
      box,
      "gotcha-by-hand",
      'title: Hand-written gotcha\ntype: gotcha\ntags: [auth]\npaths: ["src/auth/**"]',
      "Added by hand.",
    );
    expect(
      (
        await runCli(box, [
          "write",
          "Another decision",
          "--type",
          "decision",
          "--tags",
          "a",
          "--title",
          "Another decision",
        ])
      ).code,
    ).toBe(0);
    const { scopeChanged } = await import("../../src/hook/freshness.js");
    expect(scopeChanged(box.projectStore)).toBe(true);
  });
});

describe("command gotchas", () => {
  it("matches commands: globs against each command of a Bash call", async () => {
    const box = makeSandbox();
    const ctx = contextFor(box);
    await writeMemory(ctx, {
      content: "Apply the reviewed plan file.",
      title: "Plan before apply",
      type: "gotcha",
      tags: ["infra"],
      fields: { commands: ["terraform apply*"] },
    });
    await writeMemory(ctx, {
      content: "Revert instead.",
      title: "No force push",
      type: "gotcha",
      tags: ["deploy"],
      fields: { commands: ["git push --force*", "git push -f*"] },
    });
    await hook(box, start(box));
    expect((await hook(box, bash(box, "cd infra/prod && terraform apply -auto-approve", "a"))).context).toContain(
      "gotcha-plan-before-apply",
    );
    expect((await hook(box, bash(box, "terraform plan -out prod.tfplan", "b"))).stdout).toBe("");
    expect((await hook(box, bash(box, "git fetch; git push --force origin main | tee log", "c"))).context).toContain(
      "gotcha-no-force-push",
    );
    expect((await hook(box, bash(box, "git push origin main", "d"))).stdout).toBe("");
    expect((await hook(box, bash(box, "FOO=1 sudo /usr/bin/git push -f", "e"))).context).toContain(
      "gotcha-no-force-push",
    );
  });

  it("names the command that matched in the block's header, not the line's first words or paths", async () => {
    const box = makeSandbox();
    await writeMemory(contextFor(box), {
      content: "npm publish needs the OTP from the release vault.",
      title: "Publish needs the OTP",
      type: "gotcha",
      tags: ["release"],
      fields: { commands: ["npm publish*"] },
    });
    await hook(box, start(box));
    const header = (context: string | undefined) =>
      context?.split("\n").find((line) => line.includes("GOTCHA (from memory)"));
    expect(header((await hook(box, bash(box, "npm run build && npm publish", "a"))).context)).toBe(
      "⚠ GOTCHA (from memory) — npm publish",
    );
    expect(header((await hook(box, bash(box, "cd /tmp && npm publish --tag next", "b"))).context)).toBe(
      "⚠ GOTCHA (from memory) — npm publish --tag next",
    );
  });

  it("does not answer a save (or any call of the memory CLI) with the gotcha it names; the rest of the line still counts", async () => {
    const box = makeSandbox();
    const save = [
      "write",
      "npm publish needs the OTP from the release vault; ask in #release.",
      "--type",
      "gotcha",
      "--tags",
      "release,npm",
      "--title",
      "Publish needs the OTP",
      "--paths",
      "package.json",
      "--commands",
      "npm publish*",
    ];
    expect((await runCli(box, save)).code).toBe(0);
    await hook(box, start(box));
    const quoted = save.map((word) => (word.startsWith("-") ? word : `'${word}'`)).join(" ");
    for (const [i, line] of [
      `memory ${quoted}`,
      `node "\${CLAUDE_PLUGIN_ROOT}/dist/cli.cjs" ${quoted}`,
      `cd src && /home/me/.claude/plugins/cache/memory/bin/memory ${quoted}`,
      `memory write --json <<'MEMORY_JSON_END'\n{"title": "Publish needs the OTP", "tags": ["release"], "commands": ["npm publish*"]}\nMEMORY_JSON_END`,
      "memory search 'npm publish OTP release'",
    ].entries())
      expect((await hook(box, bash(box, line, `save-${i}`))).stdout, line).toBe("");
    expect((await hook(box, bash(box, `memory search 'otp' && npm publish`, "after"))).context).toContain(
      "gotcha-publish-needs-otp",
    );
  });

  it("a tag naming a generic program counts with its subcommand: yarn install, not npm test", async () => {
    const box = makeSandbox();
    const ctx = contextFor(box);
    await writeMemory(ctx, {
      content: "CI uses --frozen-lockfile: commit yarn.lock.",
      title: "Install fails in CI without the lockfile",
      type: "gotcha",
      tags: ["yarn", "ci"],
    });
    await writeMemory(ctx, {
      content: "npm ci wipes node_modules.",
      title: "npm ci in docker builds",
      type: "gotcha",
      tags: ["npm", "docker"],
    });
    await hook(box, start(box));
    expect((await hook(box, bash(box, "yarn install", "a"))).context).toContain(
      "gotcha-install-fails-ci-without-lockfile",
    );
    expect((await hook(box, bash(box, "npm test", "b"))).stdout).toBe("");
  });

  it("memory write --commands stores the patterns; validate flags an unusable one", async () => {
    const box = makeSandbox();
    const written = await runCli(box, [
      "write",
      "Needs the OTP.",
      "--type",
      "gotcha",
      "--tags",
      "release",
      "--title",
      "Publish needs OTP",
      "--commands",
      "npm publish*",
      "--json",
    ]);
    expect(written.code).toBe(0);
    expect(readFileSync(join(box.projectStore, "gotcha-publish-needs-otp.md"), "utf8")).toMatch(
      /commands:[\s\S]*npm publish\*/,
    );
    const refused = await runCli(box, ["write", "x", "--type", "gotcha", "--tags", "a", "--commands", "*"]);
    expect(refused.code).not.toBe(0);
    commitMemoryFile(box, "gotcha-bad-pattern", 'title: Bad\ntype: gotcha\ntags: [a]\ncommands: ["**"]', "x");
    const report = json(await runCli(box, ["validate", "--json"]));
    expect(JSON.stringify(report)).toContain("bad-command-pattern");
    expect((await runCli(box, ["health", "--json"])).stdout).toContain("commands patterns the hooks cannot use");
  });
});

describe("prompt recall and the session budget", () => {
  async function seedProject(box: Sandbox) {
    const ctx = contextFor(box);
    await writeMemory(ctx, {
      content: "Invoices need multi-row transactions and foreign keys: we chose PostgreSQL over MongoDB.",
      title: "Postgres over MongoDB for the ledger",
      type: "decision",
      tags: ["database", "postgres"],
    });
    await writeMemory(ctx, {
      content: "Stripe retries a webhook for three days; handlers must be idempotent on event.id.",
      title: "Stripe webhooks are retried",
      type: "gotcha",
      tags: ["stripe", "webhooks"],
      paths: ["src/webhooks/**"],
    });
    await writeMemory(ctx, {
      content: "Unit tests run on Vitest, next to the code.",
      title: "Vitest for unit tests",
      type: "decision",
      tags: ["testing"],
    });
  }

  it("injects the relevant decision for a prompt that needs it, nothing for trivial prompts, never twice unless changed", async () => {
    const box = makeSandbox();
    await seedProject(box);
    await hook(box, start(box));
    const asked = await hook(box, prompt(box, "should the new ledger tables go in MongoDB or Postgres?"));
    expect(asked.context).toContain("decision-postgres-over-mongodb-ledger");
    expect(asked.context).not.toContain("vitest");
    for (const text of ["thanks", "go on", "yes, do it", "ok", "/memory-search postgres"])
      expect((await hook(box, prompt(box, text))).stdout).toBe("");
    expect((await hook(box, prompt(box, "Postgres or MongoDB for the ledger?"))).stdout).toBe("");
    await writeMemory(contextFor(box), {
      slug: "decision-postgres-over-mongodb-ledger",
      content: "Invoices need transactions: PostgreSQL 16 over MongoDB.",
      title: "Postgres over MongoDB for the ledger",
      type: "decision",
      tags: ["database", "postgres"],
    });
    expect((await hook(box, prompt(box, "Postgres or MongoDB for the ledger?"))).context).toContain("PostgreSQL 16");
  });

  it("never recalls a memory file that fails the memory check, in the brief or for a prompt", async () => {
    const box = makeSandbox();
    await seedProject(box);
    // A teammate's hand-made file with 40 tags (the check allows 32), about the same ledger.
    const tags = Array.from({ length: 40 }, (_, i) => `  - ledger${i}`).join("\n");
    commitMemoryFile(
      box,
      "decision-ledger-shards",
      `title: Shard the ledger tables by tenant\ntype: decision\ntags:\n${tags}`,
      "The ledger tables in Postgres are sharded by tenant id; MongoDB was never an option for them.",
    );
    const brief = await hook(box, start(box));
    expect(brief.context ?? "").not.toContain("decision-ledger-shards");
    const asked = await hook(box, prompt(box, "should the new ledger tables go in MongoDB or Postgres?"));
    expect(asked.context).toContain("decision-postgres-over-mongodb-ledger");
    expect(asked.context).not.toContain("decision-ledger-shards");
    expect(json(await runCli(box, ["validate", "--json"])).violations).toContainEqual(
      expect.objectContaining({ file: expect.stringContaining("decision-ledger-shards"), rule: "unsafe-content" }),
    );
  });

  it("after an upgrade that changed the recall index's format, the next prompt has it rebuilt and recalls again", async () => {
    const box = makeSandbox();
    await seedProject(box);
    await hook(box, start(box));
    // What an earlier version left: a stamp of other formats and a recall index this code cannot read.
    const index = join(box.projectStore, ".index");
    const stamp = JSON.parse(readFileSync(join(index, "hook-stamp.json"), "utf8")) as { directory: string };
    writeFileSync(join(index, "hook-stamp.json"), JSON.stringify({ directory: stamp.directory }));
    const meta = join(index, "recall", "meta.json");
    writeFileSync(meta, JSON.stringify({ ...JSON.parse(readFileSync(meta, "utf8")), version: 1 }));
    const asked = await hook(box, prompt(box, "should the new ledger tables go in MongoDB or Postgres?"), {
      MEMORY_HOOK_DEADLINE_MS: "4000",
    });
    expect(asked.context).toContain("decision-postgres-over-mongodb-ledger");
    expect(JSON.parse(readFileSync(join(index, "hook-stamp.json"), "utf8")).formats).toBeDefined();
  });

  it("shares one budget across brief, prompts and gotchas, and logs every injection with its size", async () => {
    const box = makeSandbox();
    await seedProject(box);
    const env = { MEMORY_SESSION_BUDGET_TOKENS: "150" };
    const outputs = [
      await hook(box, start(box), env),
      await hook(box, prompt(box, "should the new ledger tables go in MongoDB or Postgres?"), env),
      await hook(box, read(box, "src/webhooks/stripe.ts"), env),
      await hook(box, prompt(box, "how do we run the unit tests with vitest?"), env),
    ];
    const used = outputs.reduce((sum, run) => sum + (run.context?.length ?? 0), 0);
    expect(used).toBeGreaterThan(0);
    expect(used).toBeLessThanOrEqual(600);
    const log = logOf(box);
    expect(log.reduce((sum, record) => sum + (record.chars ?? 0), 0)).toBe(used);
    const listed = await runCli(box, ["injections", "--session", "s1"]);
    expect(listed.stdout).toContain("SessionStart");
    expect(listed.stdout).toContain(`${used} characters`);
  });

  it("re-injects the brief after compaction with what was shown before", async () => {
    const box = makeSandbox();
    await seedProject(box);
    await hook(box, start(box));
    await hook(box, read(box, "src/webhooks/stripe.ts"));
    const compacted = await hook(box, start(box, "s1", "compact"));
    expect(compacted.context).toContain("Shown earlier in this session");
    expect(compacted.context).toContain("gotcha-stripe-webhooks-retried");
    // After compaction the gotcha may be shown again.
    expect((await hook(box, read(box, "src/webhooks/stripe.ts"))).context).toContain("gotcha-stripe-webhooks-retried");
  });

  it("read modes: recall and off inject nothing; hybrid keeps the brief and gotchas", async () => {
    const box = makeSandbox();
    await seedProject(box);
    for (const mode of ["recall", "off"]) {
      writeFileSync(join(box.projectStore, "config.json"), JSON.stringify({ read: { mode } }));
      const session = `m-${mode}`;
      expect((await hook(box, start(box, session))).stdout).toBe("");
      expect(
        (await hook(box, prompt(box, "should the new ledger tables go in MongoDB or Postgres?", session))).stdout,
      ).toBe("");
      expect((await hook(box, read(box, "src/webhooks/stripe.ts", session))).stdout).toBe("");
    }
    writeFileSync(
      join(box.projectStore, "config.json"),
      JSON.stringify({ read: { mode: "hybrid", inject: { maxTokens: 1000 } } }),
    );
    expect((await hook(box, start(box, "h"))).context).toContain("Memory for this project");
    expect((await hook(box, read(box, "src/webhooks/stripe.ts", "h"))).context).toContain(
      "gotcha-stripe-webhooks-retried",
    );
  });

  it("the brief warns about memories whose anchored source changed, and stops warning once verified", async () => {
    const box = makeSandbox();
    mkdirSync(join(box.repo, "src"), { recursive: true });
    writeFileSync(join(box.repo, "src", "ledger.ts"), "export const round = (x: number) => Math.round(x);\n");
    expect(
      (
        await runCli(box, [
          "write",
          "Round minor units before tax",
          "--type",
          "decision",
          "--tags",
          "ledger",
          "--title",
          "Rounding rule",
          "--slug",
          "decision-rounding",
          "--source",
          "src/ledger.ts",
        ])
      ).code,
    ).toBe(0);
    expect((await hook(box, start(box, "a"))).context).not.toContain("may be stale");
    writeFileSync(join(box.repo, "src", "ledger.ts"), "export const round = (x: number) => Math.floor(x);\n");
    const warned = await hook(box, start(box, "b"));
    expect(warned.context).toContain("1 memory may be stale (their source changed): decision-rounding (src/ledger.ts)");
    expect(warned.context!.length).toBeLessThanOrEqual(1400);
    expect((await runCli(box, ["verify", "decision-rounding"])).code).toBe(0);
    expect((await hook(box, start(box, "c"))).context).not.toContain("may be stale");
  });

  it("concurrent hooks of one session never inject a memory twice nor lose a record of the budget", async () => {
    const box = makeSandbox();
    await seedProject(box);
    await runCli(box, ["refresh"]);
    const env = { MEMORY_SESSION_BUDGET_TOKENS: "100000" };
    const question = "should the new ledger tables go in MongoDB or Postgres?";
    const runs = await Promise.all([
      hook(box, start(box, "c"), env),
      ...Array.from({ length: 5 }, () => hook(box, prompt(box, question, "c"), env)),
      ...Array.from({ length: 3 }, () => hook(box, read(box, "src/webhooks/stripe.ts", "c"), env)),
    ]);
    expect(runs.every((run) => run.code === 0)).toBe(true);
    const outputs = runs.map((run) => run.context ?? "");
    // the brief names the latest decisions; the prompt hooks show it in full once
    expect(outputs.slice(1).filter((text) => text.includes("decision-postgres-over-mongodb-ledger")).length).toBe(1);
    expect(outputs.filter((text) => text.includes("gotcha-stripe-webhooks-retried")).length).toBe(1);
    expect(outputs[0]).toContain("Memory for this project");
    const log = logOf(box).filter((record) => record.session_id === "c");
    const used = outputs.reduce((sum, text) => sum + text.length, 0);
    expect(log.length).toBe(outputs.filter(Boolean).length);
    expect(log.reduce((sum, record) => sum + (record.chars ?? 0), 0)).toBe(used);
    const session = JSON.parse(readFileSync(join(hookStateDir(box.env, box.repo), "sessions", "c.json"), "utf8")) as {
      usedChars: number;
    };
    expect(session.usedChars).toBe(used);
  });

  it("bounds the work on a 1 MB pasted prompt: answered in little time, output small, log record short", async () => {
    const box = makeSandbox();
    await seedProject(box);
    await runCli(box, ["refresh"]);
    const line = (i: number) =>
      `2026-11-25T10:00:${String(i % 60).padStart(2, "0")}Z worker-${i % 7} INFO request handled in ${i % 300} ms path=/api/v1/items/${i}\n`;
    let log = "";
    for (let i = 0; log.length < 1024 * 1024; i++) log += line(i);
    const pasted = `should the new ledger tables go in MongoDB or Postgres? here is the log:\n${log}`;
    const small = await hook(box, prompt(box, "should the new ledger tables go in MongoDB or Postgres?", "small"));
    const started = performance.now();
    const big = await hook(box, prompt(box, pasted, "big"));
    const bigMs = performance.now() - started;
    expect(big.code).toBe(0);
    expect(small.context).toContain("decision-postgres-over-mongodb-ledger");
    // node's start plus reading and parsing 1 MB: far below the hook's deadline even on a loaded machine
    expect(bigMs).toBeLessThan(1500);
    expect(big.stdout.length).toBeLessThan(2500);
    const logged = logOf(box).find((record) => record.session_id === "big") as { target?: string } | undefined;
    if (logged) expect(logged.target!.length).toBeLessThanOrEqual(120);
  });

  it("every hook fails open on garbage and keeps each output far below 10,000 characters", async () => {
    const box = makeSandbox();
    const ctx = contextFor(box);
    const names = [
      "alpha",
      "bravo",
      "charlie",
      "delta",
      "echo",
      "foxtrot",
      "golf",
      "hotel",
      "india",
      "juliet",
      "kilo",
      "lima",
    ];
    for (const [i, name] of names.entries()) {
      await writeMemory(ctx, {
        content: `Ledger ${name} rounding rule: ${"amounts in minor units are summed before tax. ".repeat(40)}`,
        title: `Ledger ${name} rounding`,
        type: i % 2 ? "gotcha" : "decision",
        tags: ["ledger", name],
        paths: ["src/ledger/**"],
      });
    }
    for (const garbage of [
      "",
      "not json",
      '{"hook_event_name":"SessionStart"',
      '{"hook_event_name":"UserPromptSubmit","prompt":42}',
      "[1,2]",
      '{"hook_event_name":"UserPromptSubmit","prompt":"x","cwd":7}',
      "\u0000\u0001",
    ]) {
      const run = await hook(box, garbage);
      expect(run.code).toBe(0);
      expect(run.stdout).toBe("");
    }
    const env = { MEMORY_SESSION_BUDGET_TOKENS: "100000" };
    for (const run of [
      await hook(box, start(box), env),
      await hook(box, prompt(box, "how does the ledger round bravo amounts?"), env),
      await hook(box, read(box, "src/ledger/sum.ts"), env),
    ]) {
      expect(run.code).toBe(0);
      expect(run.stdout.length).toBeGreaterThan(0);
      expect(run.stdout.length).toBeLessThan(2500);
    }
  });
});
