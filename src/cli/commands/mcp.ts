import { UsageError } from "../../core/errors.js";
import type { Command } from "../command.js";

export const command: Command = {
  name: "mcp",
  usage: `Usage: memory mcp [--allow-destructive]

Runs the memory MCP server on stdin/stdout (for Claude Code, Claude Desktop,
Cursor, Codex and other MCP clients). Tools: search, read, save, link, list,
gotchas, health, feedback; resources memory://<scope>/<slug> and
memory://<scope>/INDEX. The project is CLAUDE_PROJECT_DIR, else the client's
first root, else the working directory.

Options:
  --allow-destructive  also offer the delete and repair tools
                       (or set MEMORY_MCP_ALLOW_DESTRUCTIVE=1)`,
  options: { "allow-destructive": { type: "boolean" } },
  async run({ values, positionals }) {
    if (positionals.length > 0) throw new UsageError("memory mcp takes no arguments. Run `memory mcp --help`.");
    const { serveStdio } = await import("../../mcp/server.js");
    await serveStdio(values["allow-destructive"] ? { allowDestructive: true } : {});
  },
};
