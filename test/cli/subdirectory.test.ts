// Claude started in a subdirectory of the repository (CLAUDE_PROJECT_DIR is that subdirectory): the hooks, the MCP
// server and the CLI all find the repository's store, and nothing is written beside the subdirectory.

import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { json, makeSandbox, runCli, runHook } from "../helpers.js";
import { startServer } from "../mcp/mcp-client.js";

const GOTCHA = {
  content: "Refreshing the token from two requests at once races. Always go through refreshLock().",
  type: "gotcha",
  tags: ["auth", "tokens"],
  title: "Token refresh race",
  paths: ["src/auth/**"],
};

describe("a session started in a subdirectory of the repository", () => {
  it("saves through MCP into the repository's store, and the hook, the CLI and MCP search find it from there", async () => {
    const box = makeSandbox();
    const sub = join(box.repo, "src");
    mkdirSync(join(sub, "auth"), { recursive: true });
    const env = { CLAUDE_PROJECT_DIR: sub };

    const server = await startServer(box, { cwd: sub, env });
    const saved = await server.call("save", GOTCHA);
    expect(saved.structured.scope).toBe("project");
    expect(existsSync(join(box.projectStore, "gotcha-token-refresh-race.md"))).toBe(true);
    expect(existsSync(join(sub, ".claude"))).toBe(false);
    expect((await server.call("search", { query: "token refresh" })).text).toContain("gotcha-token-refresh-race");

    const found = json(await runCli(box, ["search", "token refresh", "--json"], { cwd: sub, env }));
    expect(found.results.map((hit: { memory: { slug: string } }) => hit.memory.slug)).toEqual([
      "gotcha-token-refresh-race",
    ]);

    const read = await runHook(
      box,
      {
        session_id: "sub-1",
        cwd: sub,
        hook_event_name: "PostToolUse",
        tool_name: "Read",
        tool_input: { file_path: join(sub, "auth", "token.ts") },
        tool_response: { type: "text", file: { filePath: join(sub, "auth", "token.ts"), content: "…" } },
      },
      env,
      sub,
    );
    expect(JSON.parse(read.stdout).hookSpecificOutput.additionalContext).toContain("Token refresh race");

    const brief = await runHook(
      box,
      { session_id: "sub-2", cwd: sub, hook_event_name: "SessionStart", source: "startup" },
      env,
      sub,
    );
    expect(brief.stdout).toContain("gotcha");
    expect(readdirSync(sub).sort()).toEqual(["auth"]);
  });
});
