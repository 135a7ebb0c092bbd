// The settings object: one table, one parser, the docs generated from it, and no reader of MEMORY_* variables
// left outside it. Bad values: the CLI refuses them by name, the hooks warn and go on.

import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SETTINGS_PAGE, settingsMarkdown, withTable } from "../../bench/settings-doc.js";
import { DEFAULT_SETTINGS, readSettings, SETTINGS, type SettingProblem } from "../../src/core/settings/index.js";
import { createMemoryServer } from "../../src/mcp/server.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, makeSandbox, runCli, runHook } from "../helpers.js";

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith(".ts") ? [path] : [];
  });
}

const variables: string[] = Object.values(SETTINGS).map((spec) => spec.env);

describe("settings table", () => {
  it("is what docs/settings.md shows (npm run docs:settings rewrites it)", () => {
    const page = readFileSync(SETTINGS_PAGE, "utf8");
    expect(withTable(page, settingsMarkdown())).toBe(page);
  });

  it("names each variable once, and every MEMORY_* variable the README lists", () => {
    expect(new Set(variables).size).toBe(variables.length);
    const readme = readFileSync("README.md", "utf8");
    const table = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("A scope can hold"));
    const listed = [...table.matchAll(/`((?:MEMORY|OLLAMA)_[A-Z_]+)`/g)].map((match) => match[1]);
    expect(listed.length).toBeGreaterThan(5);
    for (const name of listed) expect(variables).toContain(name);
  });

  it("is the only reader of MEMORY_* variables in src/", () => {
    const readers: string[] = [];
    for (const file of filesUnder("src")) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/env\??\.(MEMORY_[A-Z_]+)|env\[\s*["'](MEMORY_[A-Z_]+)/g))
        readers.push(`${file}: ${match[0]}`);
    }
    expect(readers).toEqual([]);
  });
});

describe("readSettings", () => {
  it("gives the defaults for an empty or blank environment, frozen", () => {
    const settings = readSettings({ MEMORY_HOOK_MAX_CHARS: "  ", MEMORY_EMBED_MODEL: "" });
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(settings.hookMaxChars).toBe(1500);
    expect(settings.embedModel).toBe("embeddinggemma");
    expect(settings.enterpriseDir).toBeUndefined();
    expect(Object.isFrozen(settings)).toBe(true);
  });

  it("parses numbers within their bounds, flags in any spelling, and trimmed texts", () => {
    const settings = readSettings({
      MEMORY_HOOK_MAX_GOTCHAS: "0",
      MEMORY_HOOK_MIN_RELEVANCE: " 0.25 ",
      MEMORY_REINDEX_THREADS: "2.7",
      MEMORY_HYBRID_SEMANTIC_WEIGHT: "1",
      MEMORY_EMBEDDINGS: "OFF",
      MEMORY_HOOK_DISABLED: "true",
      MEMORY_PROMPT_RECALL: "0",
      MEMORY_MCP_ALLOW_DESTRUCTIVE: "Yes",
      MEMORY_ENTERPRISE_DIR: "  /srv/memory ",
    });
    expect(settings).toMatchObject({
      hookMaxGotchas: 0,
      hookMinRelevance: 0.25,
      reindexThreads: 2,
      hybridSemanticWeight: 1,
      embeddings: false,
      hookDisabled: true,
      promptRecall: false,
      mcpAllowDestructive: true,
      enterpriseDir: "/srv/memory",
    });
  });

  it("reports each refused value by its variable and keeps the default", () => {
    const problems: SettingProblem[] = [];
    const settings = readSettings(
      {
        MEMORY_HOOK_MAX_CHARS: "lots",
        MEMORY_HYBRID_SEMANTIC_WEIGHT: "1.5",
        MEMORY_EMBED_TIMEOUT_MS: "0",
        MEMORY_CHECK_INTERVAL_MS: "-1",
        MEMORY_BRIEF: "maybe",
      },
      (problem) => problems.push(problem),
    );
    expect(problems.map((problem) => problem.variable).sort()).toEqual([
      "MEMORY_BRIEF",
      "MEMORY_CHECK_INTERVAL_MS",
      "MEMORY_EMBED_TIMEOUT_MS",
      "MEMORY_HOOK_MAX_CHARS",
      "MEMORY_HYBRID_SEMANTIC_WEIGHT",
    ]);
    expect(problems.find((problem) => problem.variable === "MEMORY_HOOK_MAX_CHARS")!.message).toMatch(
      /^MEMORY_HOOK_MAX_CHARS="lots" is not valid: it takes a number at least 0 \(default 1500\)\.$/,
    );
    expect(settings).toEqual(DEFAULT_SETTINGS);
  });
});

describe("settings at the composition roots", () => {
  it("the CLI refuses a bad value with INVALID_SETTING naming the variable; --help needs no settings", async () => {
    const box = makeSandbox();
    const env = { MEMORY_CHECK_INTERVAL_MS: "soon" };
    const run = await runCli(box, ["list", "--json"], { env });
    expect(run.code).toBe(2);
    const error = JSON.parse(run.stdout) as { error: { code: string; message: string } };
    expect(error.error.code).toBe("INVALID_SETTING");
    expect(error.error.message).toContain("MEMORY_CHECK_INTERVAL_MS");
    expect((await runCli(box, ["list", "--help"], { env })).code).toBe(0);
  });

  it("the MCP server does not start with a bad value, and names it", () => {
    const box = makeSandbox();
    expect(() => createMemoryServer({ env: { ...box.env, MEMORY_RESIDENT_MAX_MB: "big" }, cwd: box.repo })).toThrow(
      /MEMORY_RESIDENT_MAX_MB="big" is not valid/,
    );
  });

  it("a hook with a bad value says so on stderr, uses the default and still injects", async () => {
    const box = makeSandbox();
    await writeMemory(contextFor(box), {
      content: "Two requests refreshing at once invalidate each other's token. Serialise refresh behind a mutex.",
      title: "Token refresh race",
      type: "gotcha",
      tags: ["auth", "tokens"],
      paths: ["src/auth/**"],
    });
    const run = await runHook(
      box,
      {
        session_id: "s1",
        cwd: box.repo,
        hook_event_name: "PostToolUse",
        tool_name: "Read",
        tool_input: { file_path: join(box.repo, "src/auth/token.ts") },
      },
      { MEMORY_HOOK_MAX_CHARS: "lots" },
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/MEMORY_HOOK_MAX_CHARS="lots" is not valid/);
    expect(run.stdout).toContain("Token refresh race");
    // A file a `git pull` brought: the hook's background refresh (the CLI) goes on with the default too.
    writeFileSync(
      join(box.projectStore, "pulled-pool.md"),
      "---\ntitle: Quaxle pool exhaustion\ntype: gotcha\ntags: [db, quaxle]\npaths: ['src/quaxle/**']\n" +
        "created: 2026-01-10T10:00:00Z\nupdated: 2026-01-10T10:00:00Z\n---\nThe quaxle pool runs dry under load tests.\n",
    );
    const pulled = await runHook(
      box,
      {
        session_id: "s2",
        cwd: box.repo,
        hook_event_name: "PostToolUse",
        tool_name: "Read",
        tool_input: { file_path: join(box.repo, "src/quaxle/pool.ts") },
      },
      { MEMORY_HOOK_MAX_CHARS: "lots" },
    );
    expect(pulled.code).toBe(0);
    expect(pulled.stdout).toContain("runs dry under load");
  });
});
