// What Claude Code installs: the plugin/ directory (what runs, nothing else), the `memory` command its bin/ puts
// on the Bash tool's PATH, and command and skill texts whose Bash snippets Claude Code lets run.

import { spawnSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mcpToolName } from "../../src/core/plugin-names.js";
import { TOOLS } from "../../src/mcp/tools.js";
import { json, makeSandbox, ROOT, runCli, runHook } from "../helpers.js";
import { startServer } from "../mcp/mcp-client.js";

const PLUGIN = join(ROOT, "plugin");
// Claude Code's Bash tool refuses a command whose text matches this ("expansion obfuscation"; verified with 2.1.330).
const REFUSED_BY_CLAUDE_CODE = /\{[^}]*['"]/;

/** The shell text of a command or skill file: ```bash / ```! blocks and inline !`…`, with what Claude Code substitutes. */
function shellSnippets(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/```(?:bash|sh|!)\n([\s\S]*?)```/g)].map((match) => match[1]!);
  const inline = [...markdown.matchAll(/!`([^`]+)`/g)].map((match) => match[1]!);
  return [...blocks, ...inline].map((text) =>
    text
      .replaceAll("${CLAUDE_PLUGIN_ROOT}", "/home/user/.claude/plugins/cache/memory")
      .replaceAll("${CLAUDE_SESSION_ID}", "0b9e4c2a-session"),
  );
}

/** PATH as the Bash tool has it inside Claude Code: the system's, then the plugin's bin/ at the end. */
const bashToolPath = () => `${process.env.PATH}:${join(PLUGIN, "bin")}`;

describe("the plugin directory", () => {
  it("holds only what runs, and the marketplace entry points at it", () => {
    expect(readdirSync(PLUGIN).sort()).toEqual([
      ".claude-plugin",
      ".mcp.json",
      "bin",
      "commands",
      "dist",
      "hooks",
      "skills",
    ]);
    expect(readdirSync(join(PLUGIN, ".claude-plugin")).sort()).toEqual(["icon.png", "plugin.json"]);
    const marketplace = JSON.parse(readFileSync(join(ROOT, ".claude-plugin", "marketplace.json"), "utf8"));
    expect(marketplace.plugins.map((plugin: { source: string }) => plugin.source)).toEqual(["./plugin"]);
    // Every file the manifests run is inside it.
    const hooks = readFileSync(join(PLUGIN, "hooks", "hooks.json"), "utf8");
    const mcp = readFileSync(join(PLUGIN, ".mcp.json"), "utf8");
    const commands = readdirSync(join(PLUGIN, "commands")).map((file) =>
      readFileSync(join(PLUGIN, "commands", file), "utf8"),
    );
    for (const [, file] of [hooks, mcp, ...commands].join("\n").matchAll(/\$\{CLAUDE_PLUGIN_ROOT\}\/([\w./-]+)/g))
      expect(statSync(join(PLUGIN, file!)).isFile(), file).toBe(true);
    expect(JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).files).toEqual([
      "plugin",
      "README.md",
      "LICENSE",
    ]);
  });

  it("is about as large as the README says Claude Code's copy of it is", () => {
    const bytes = (dir: string): number =>
      readdirSync(dir, { withFileTypes: true }).reduce(
        (sum, entry) =>
          sum + (entry.isDirectory() ? bytes(join(dir, entry.name)) : statSync(join(dir, entry.name)).size),
        0,
      );
    const said = /`plugin\/` directory \(about (\d+) MB/.exec(readFileSync(join(ROOT, "README.md"), "utf8"))?.[1];
    expect(Math.abs(bytes(PLUGIN) / 1e6 - Number(said))).toBeLessThan(0.75);
  });
});

describe("the plugin, copied where no node_modules is (Claude Code's cache, a global install without dependencies)", () => {
  it("runs its CLI, hook and MCP server from the bundles alone: the package needs no runtime dependency", async () => {
    const box = makeSandbox();
    const copy = join(box.dir, "cache", "memory", "0.1.0");
    cpSync(PLUGIN, copy, { recursive: true });
    const cli = join(copy, "dist", "cli.cjs");
    const gotcha = [
      "write",
      "Refresh behind one mutex.",
      "--type",
      "gotcha",
      "--tags",
      "auth",
      "--paths",
      "src/auth/**",
    ];
    expect((await runCli(box, [...gotcha, "--title", "Token refresh race"], { cli })).code).toBe(0);
    const search = await runCli(box, ["search", "token refresh", "--json"], { cli });
    expect(search.stderr).toBe("");
    expect(json(search).results[0].memory.slug).toBe("gotcha-token-refresh-race");
    expect((await runCli(box, ["validate", "--json"], { cli })).code).toBe(0);
    const hook = spawnSync(process.execPath, [join(copy, "dist", "hook.cjs")], {
      cwd: box.repo,
      env: { ...box.env, CLAUDE_PLUGIN_ROOT: copy, CLAUDE_PROJECT_DIR: box.repo },
      input: JSON.stringify({
        session_id: "copy",
        cwd: box.repo,
        hook_event_name: "PostToolUse",
        tool_name: "Read",
        tool_input: { file_path: join(box.repo, "src", "auth", "token.ts") },
        tool_response: { type: "text" },
      }),
      encoding: "utf8",
    });
    expect(hook.status).toBe(0);
    expect(JSON.parse(hook.stdout).hookSpecificOutput.additionalContext).toContain("gotcha-token-refresh-race");
    const server = await startServer(box, { entry: [join(copy, "dist", "mcp.mjs")] });
    expect((await server.call("search", { query: "token refresh" })).text).toContain("gotcha-token-refresh-race");
    // So npm need not install what the bundles already hold (`npm install -g <git URL>` fetched 158 packages).
    expect(JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).dependencies ?? {}).toEqual({});
  });
});

describe("the memory command on the Bash tool's PATH (plugin/bin/memory)", () => {
  it("runs the plugin's CLI from any directory, as the brief and prompt recall name it", async () => {
    const box = makeSandbox();
    const sub = join(box.repo, "src");
    const bin = join(PLUGIN, "bin", "memory");
    expect(statSync(bin).mode & 0o111).toBe(0o111);
    expect(
      (
        await runCli(box, [
          "write",
          "Refresh behind one mutex.",
          "--type",
          "decision",
          "--tags",
          "auth",
          "--title",
          "Token refresh mutex",
        ])
      ).code,
    ).toBe(0);
    spawnSync("mkdir", ["-p", sub]);
    const run = (command: string) =>
      spawnSync("sh", ["-c", command], { cwd: sub, env: { ...box.env, PATH: bashToolPath() }, encoding: "utf8" });
    const search = run('memory search "token refresh" --json');
    expect(search.status, search.stderr).toBe(0);
    expect(JSON.parse(search.stdout).results[0].memory.slug).toBe("decision-token-refresh-mutex");
    expect(run("memory read decision-token-refresh-mutex").stdout).toContain("Refresh behind one mutex.");

    const brief = await runHook(box, {
      session_id: "b",
      cwd: box.repo,
      hook_event_name: "SessionStart",
      source: "startup",
    });
    const text = JSON.parse(brief.stdout).hookSpecificOutput.additionalContext as string;
    expect(text).toContain("`mcp__plugin_memory_memory__search`");
    const named = /`(memory search [^`]*)`/.exec(text)?.[1];
    expect(named).toBeDefined();
    expect(run(named!.replace("<words>", "mutex")).status).toBe(0);
  });
});

describe("the Bash snippets of the commands and the skill", () => {
  const files = [
    ...readdirSync(join(PLUGIN, "commands")).map((file) => join(PLUGIN, "commands", file)),
    join(PLUGIN, "skills", "memory", "SKILL.md"),
  ];

  it("none would be refused by Claude Code's brace-and-quote check", () => {
    for (const file of files)
      for (const snippet of shellSnippets(readFileSync(file, "utf8")))
        expect(REFUSED_BY_CLAUDE_CODE.test(snippet), `${file}:\n${snippet}`).toBe(false);
  });

  it("arguments holding a brace and a quote reach no shell text: each command hands them to Claude, not to a shell", () => {
    // What Claude Code pastes for $ARGUMENTS (and $0, $1 …, $ARGUMENTS[n]) before it checks and runs a ```! block.
    const typed = '{"a": 1}';
    for (const file of files) {
      const expanded = readFileSync(file, "utf8").replace(/\$ARGUMENTS(?:\[\d+\])?|\$\d+\b/g, typed);
      for (const snippet of shellSnippets(expanded))
        expect(REFUSED_BY_CLAUDE_CODE.test(snippet), `${file}:\n${snippet}`).toBe(false);
    }
  });

  it("the MCP tools the commands name are the server's tools listed by default, and each command allows its own", () => {
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const allowed = /^allowed-tools: (.*)$/m.exec(text)?.[1]?.split(/,\s*/) ?? [];
      for (const [name, tool] of text.matchAll(/mcp__plugin_memory_memory__(\w+)/g)) {
        const spec = TOOLS.find((candidate) => candidate.name === tool);
        expect(spec, `${file}: ${name}`).toBeDefined();
        expect(spec!.destructive, `${file}: ${name} is not listed by default`).toBeFalsy();
        if (file.includes("/commands/")) expect(allowed, `${file} names ${name} without allowing it`).toContain(name);
      }
    }
    const commands = (name: string) => readFileSync(join(PLUGIN, "commands", `${name}.md`), "utf8");
    for (const [command, tool] of [
      ["memory-search", "search"],
      ["check-gotchas", "gotchas"],
      ["check-memory-health", "health"],
    ] as const) {
      const text = commands(command);
      expect(/^allowed-tools: (.*)$/m.exec(text)?.[1], command).toContain(mcpToolName(tool));
      expect(text, command).not.toMatch(/^```!/m);
      expect(text, command).not.toMatch(/!`/);
    }
  });

  it("the Bash fallbacks of /memory:memory-search and /memory:check-gotchas run with the typed text, its { left out", async () => {
    const box = makeSandbox();
    const written = await runCli(
      box,
      ["write", "--type", "gotcha", "--tags", "api", "--title", "Error body shape", "--commands", "curl*"],
      { input: 'The API answers {"code": 401} when the token expired: refresh it, then retry once.\n' },
    );
    expect(written.code, written.stderr).toBe(0);
    /** The command's Bash fallback as Claude runs it: the placeholder line replaced by what the user typed, less `{`. */
    const fallback = (name: string, typed: string) => {
      const snippet = shellSnippets(readFileSync(join(PLUGIN, "commands", `${name}.md`), "utf8")).find((text) =>
        text.includes("no opening brace>"),
      );
      expect(snippet, name).toBeDefined();
      const command = snippet!.replace(/<[^>\n]*no opening brace>/, typed.replaceAll("{", ""));
      expect(REFUSED_BY_CLAUDE_CODE.test(command), command).toBe(false);
      const ran = spawnSync("sh", ["-c", command], {
        cwd: box.repo,
        env: { ...box.env, PATH: bashToolPath() },
        encoding: "utf8",
      });
      expect(ran.status, ran.stderr).toBe(0);
      return ran.stdout;
    };
    expect(fallback("memory-search", 'token {"code": 401}')).toContain("gotcha-error-body-shape");
    const gotchas = fallback("check-gotchas", `--command 'curl -d {"code": 401} https://api.example.com'`);
    expect(gotchas).toContain("gotcha-error-body-shape");
    expect(gotchas).toContain("curl*");
  });

  it("/memory:memory-save saves through the MCP save tool, and its Bash fallback writes the memory as shown", async () => {
    const save = readFileSync(join(PLUGIN, "commands", "memory-save.md"), "utf8");
    const allowed = /^allowed-tools: (.*)$/m.exec(save)?.[1] ?? "";
    expect(allowed).toContain("mcp__plugin_memory_memory__save");
    expect(allowed).toContain("Bash(memory:*)");
    const [fallback] = shellSnippets(save);
    const box = makeSandbox();
    const ran = spawnSync("sh", ["-c", fallback!], {
      cwd: box.repo,
      env: { ...box.env, PATH: bashToolPath() },
      encoding: "utf8",
    });
    expect(ran.status, ran.stderr).toBe(0);
    const written = json(await runCli(box, ["read", "gotcha-token-refresh-races-under-parallel-requests", "--json"]));
    expect(written.memory).toMatchObject({ type: "gotcha", tags: ["auth", "tokens"] });
    expect(written.memory.frontmatter).toMatchObject({ paths: ["src/auth/**"], commands: ["npm publish*"] });
    expect(written.memory.content).toContain("Serialise refresh behind the mutex");
  });
});
