import { UsageError } from "../../core/errors.js";
import { parsePositiveInt } from "../../core/validate.js";
import { injectionLog } from "../../ops/gotchas.js";
import { stringOption } from "../args.js";
import { printJson, type Command } from "../command.js";

export const command: Command = {
  name: "injections",
  usage: `Usage: memory injections [--session <id>] [--limit <n>] [--json]

Shows what the hooks told the model: each injection (session brief, prompt
recall, gotchas after a Read or Bash call) with its session, what it answered,
the memories injected and its size in characters and about-tokens.

Options:
  --session <id>          only this session (a prefix is enough)
  --limit <n>             the last n injections (default 20)
  --plugin-data <dir>     the plugin's data directory (default: $CLAUDE_PLUGIN_DATA)
  --json                  print JSON`,
  options: { session: { type: "string" }, limit: { type: "string" }, "plugin-data": { type: "string" } },
  async run({ values, positionals }, { io }) {
    if (positionals.length > 0) throw new UsageError("memory injections takes no arguments; use --session or --limit.");
    const pluginData = stringOption(values, "plugin-data")?.trim();
    const env = pluginData ? { ...process.env, CLAUDE_PLUGIN_DATA: pluginData } : process.env;
    const limit = values.limit === undefined ? 20 : parsePositiveInt(values.limit, "--limit");
    const session = stringOption(values, "session");
    const all = injectionLog(session ? 100_000 : limit, env);
    const records = (session ? all.filter((record) => record.session_id.startsWith(session)) : all).slice(-limit);
    const chars = records.reduce((sum, record) => sum + (record.chars ?? 0), 0);
    if (values.json) return printJson(io, { success: true, injections: records, total: records.length, chars, tokens: Math.ceil(chars / 4) });
    if (records.length === 0) return io.out("Nothing was injected yet (or the hooks keep their log in another plugin data directory: pass --plugin-data).\n");
    for (const record of records) {
      const size = record.chars === undefined ? "" : `  ${record.chars} chars ≈ ${Math.ceil(record.chars / 4)} tokens`;
      io.out(`${record.ts}  ${record.event ?? "PostToolUse"}  session ${record.session_id.slice(0, 12)}${size}\n  why: ${record.tool} ${record.target}\n  injected: ${record.injected.join(", ") || (record.event === "SessionStart" ? "the session brief" : "-")}${record.omitted.length ? `\n  over budget: ${record.omitted.join(", ")}` : ""}\n`);
    }
    io.out(`${records.length} injection${records.length === 1 ? "" : "s"}, ${chars} characters ≈ ${Math.ceil(chars / 4)} tokens.\n`);
  },
};
