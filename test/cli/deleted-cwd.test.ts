// A working directory deleted under the shell (a branch switch, a `git clean`,
// a temp dir removed): the CLI and the MCP server say so as a typed error, or
// use the project Claude Code names, instead of an unexpected ENOENT.

import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { SERVER } from "../mcp/mcp-client.js";
import { CLI, makeSandbox, runCli, type Sandbox } from "../helpers.js";

/** Runs `node <entry> ...args` from a directory of the repository deleted just before. */
function fromDeletedDirectory(box: Sandbox, entry: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const script = 'mkdir gone && cd gone && rmdir ../gone && exec "$@"';
  return spawnSync("sh", ["-c", script, "sh", process.execPath, entry, ...args], {
    cwd: box.repo,
    env: { ...box.env, ...env },
    encoding: "utf8",
    input: "",
    timeout: 30_000,
  });
}

describe("a working directory deleted under the command", () => {
  it("the CLI fails with a UsageError saying so, or uses CLAUDE_PROJECT_DIR; the MCP server says so and exits", async () => {
    const box = makeSandbox();
    expect((await runCli(box, ["write", "Run the migrations first", "--type", "gotcha", "--tags", "db"])).code).toBe(0);

    const list = fromDeletedDirectory(box, CLI, ["list", "--json"]);
    // Before: exit 1, "Unexpected error: ENOENT … uv_cwd … Please report it."
    expect(list.status, list.stderr).toBe(2);
    const error = JSON.parse(list.stdout).error;
    expect(error.code).toBe("USAGE");
    expect(error.message).toMatch(/^The working directory no longer exists/);

    const withProject = fromDeletedDirectory(box, CLI, ["list", "--json"], { CLAUDE_PROJECT_DIR: box.repo });
    expect(withProject.status, withProject.stderr).toBe(0);
    expect(JSON.parse(withProject.stdout).memories.map((m: { slug: string }) => m.slug)).toEqual([
      "gotcha-run-migrations-first",
    ]);

    const server = fromDeletedDirectory(box, SERVER, []);
    expect(server.status).toBe(1);
    // Before: the stack of an ENOENT from process.cwd().
    expect(server.stderr.trim()).toBe(
      "memory mcp: The working directory no longer exists (it was deleted or moved): cd into the project and run the command again. Nothing was read or written.",
    );
  }, 60_000);
});
