// The `memory` CLI: parses arguments, calls one operation, renders the result.

import { UsageError } from "../core/errors.js";
import { VERSION } from "../core/version.js";
import type { Command } from "./command.js";
import { processIO, type CliIO } from "./io.js";
import { runCommand, withErrorReport } from "./run.js";
import { closestName } from "./suggest.js";

const COMMANDS: Record<string, { summary: string; load: () => Promise<{ command: Command }> }> = {
  write: { summary: "create or update a memory", load: () => import("./commands/write.js") },
  read: { summary: "show one memory", load: () => import("./commands/read.js") },
  list: { summary: "list memories, filtered and sorted", load: () => import("./commands/list.js") },
  delete: { summary: "delete a memory (asks first)", load: () => import("./commands/delete.js") },
  search: {
    summary: "search across scopes (keyword, or hybrid with embeddings)",
    load: () => import("./commands/search.js"),
  },
  semantic: { summary: "semantic search with Ollama embeddings", load: () => import("./commands/semantic.js") },
  embed: { summary: "fill the embedding cache for semantic search", load: () => import("./commands/embed.js") },
  link: { summary: "link two memories with a labelled edge", load: () => import("./commands/link.js") },
  edges: { summary: "list the edges of a memory", load: () => import("./commands/edges.js") },
  graph: { summary: "mermaid diagram of a memory's neighbourhood", load: () => import("./commands/graph.js") },
  "suggest-links": {
    summary: "propose links between related memories",
    load: () => import("./commands/suggest-links.js"),
  },
  quality: { summary: "quality score of a memory, with suggestions", load: () => import("./commands/quality.js") },
  health: {
    summary: "health report of the store (/memory:check-memory-health)",
    load: () => import("./commands/health.js"),
  },
  repair: { summary: "fix what health found (broken links, indexes)", load: () => import("./commands/repair.js") },
  "index-page": { summary: "write INDEX.md per scope for browsing", load: () => import("./commands/index-page.js") },
  gotchas: {
    summary: "gotchas relevant to a path or command (/memory:check-gotchas)",
    load: () => import("./commands/gotchas.js"),
  },
  inbox: {
    summary: "memories waiting for approval (config.json approvalPolicy)",
    load: () => import("./commands/inbox.js"),
  },
  approve: { summary: "approve a proposed memory: write it to the store", load: () => import("./commands/approve.js") },
  reject: { summary: "reject a proposed memory (kept in inbox/rejected/)", load: () => import("./commands/reject.js") },
  api: { summary: "JSON request API (read, write, update) on stdin", load: () => import("./commands/api.js") },
  reindex: { summary: "rebuild the derived indexes from the files", load: () => import("./commands/reindex.js") },
  refresh: {
    summary: "bring the hooks' indexes up to date with the files (the session-start hook runs it)",
    load: () => import("./commands/refresh.js"),
  },
  promote: {
    summary: "copy a memory of Claude Code's own into a team scope (/memory:promote)",
    load: () => import("./commands/promote.js"),
  },
  injections: {
    summary: "what the hooks told the model: brief, prompt recall, gotchas",
    load: () => import("./commands/injections.js"),
  },
  decay: {
    summary: "mark stale ttl:decay memories decayed, by a policy (logged)",
    load: () => import("./commands/decay.js"),
  },
  restore: { summary: "undo the decay of memories (logged)", load: () => import("./commands/restore.js") },
  verify: {
    summary: "stamp last_verified and re-hash a memory's code anchors",
    load: () => import("./commands/verify.js"),
  },
  feedback: { summary: "record whether retrieved memories helped", load: () => import("./commands/feedback.js") },
  import: {
    summary: "import CLAUDE.md, an MCP memory graph or an events file",
    load: () => import("./commands/import.js"),
  },
  "import-events": { summary: "import a .memory/events.jsonl file", load: () => import("./commands/import-events.js") },
  "export-events": {
    summary: "export memories as events.jsonl lines",
    load: () => import("./commands/export-events.js"),
  },
  "git-setup": {
    summary: "set up git to merge memory files well (driver, .gitattributes)",
    load: () => import("./commands/git-setup.js"),
  },
  "merge-file": {
    summary: "git's merge driver for memory files (used by git)",
    load: () => import("./commands/merge-file.js"),
  },
  resolve: {
    summary: "end a merge conflict in a memory: --ours, --theirs or --both",
    load: () => import("./commands/resolve.js"),
  },
  sync: {
    summary: "commit, pull (merging memories by meaning) and push a scope kept in git",
    load: () => import("./commands/sync.js"),
  },
  validate: {
    summary: "check the whole store against every rule (exit 1 on violations)",
    load: () => import("./commands/validate.js"),
  },
  mcp: {
    summary: "run the MCP server (stdio) for Claude Code, Desktop, Cursor, Codex",
    load: () => import("./commands/mcp.js"),
  },
};

const MAIN_USAGE = `memory ${VERSION} — durable markdown memory for Claude Code

Usage: memory <command> [options]

Commands:
${Object.entries(COMMANDS)
  .map(([name, { summary }]) => `  ${name.padEnd(16)}${summary}`)
  .join("\n")}

Run \`memory <command> --help\` for a command's options. Every command takes --json.
Exit codes: 0 ok, 1 failure, 2 usage error, 3 not found, 4 unavailable, 5 cancelled.`;

export async function main(rawArgv: string[], io: CliIO = processIO()): Promise<number> {
  return withErrorReport(rawArgv, io, async (argv) => {
    const [name, ...rest] = argv;
    if (name === undefined || name === "--help" || name === "-h" || name === "help") {
      const topic = name === "help" ? rest[0] : undefined;
      if (topic && COMMANDS[topic]) io.out(`${(await COMMANDS[topic]!.load()).command.usage}\n`);
      else io.out(`${MAIN_USAGE}\n`);
      return 0;
    }
    if (name === "--version" || name === "-v") {
      io.out(`${VERSION}\n`);
      return 0;
    }
    const entry = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!entry) {
      const near = closestName(name, Object.keys(COMMANDS));
      throw new UsageError(
        `Unknown command "${name}".${near ? ` Did you mean \`memory ${near}\`?` : ""} Run \`memory --help\` to see the commands.`,
      );
    }
    return runCommand((await entry.load()).command, rest, io);
  });
}
