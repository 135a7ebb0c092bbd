// What the model calls the plugin's parts inside Claude Code: the MCP tools are named
// `mcp__plugin_<plugin>_<server>__<tool>`, and `memory` is the plugin's bin/ on the Bash tool's PATH.

/** The name Claude Code gives one of the plugin's MCP tools (plugin "memory", server "memory"). */
export const mcpToolName = (tool: string): string => `mcp__plugin_memory_memory__${tool}`;
