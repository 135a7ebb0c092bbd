import { UsageError } from "../../core/errors.js";
import { parsePositiveInt } from "../../core/validation/index.js";
import { injectionLog } from "../../ops/gotchas.js";
import { stringOption } from "../args.js";
import { printJson, type Command } from "../command.js";
import { andMore } from "../render/text.js";

export const command: Command = {
  name: "injections",
  usage: `Usage: memory injections [--session <id>] [--limit <n>] [--json]

Shows what the hooks told the model: each injection (session brief, prompt
recall, gotchas after a Read or Bash call) with its session, what it answered,
the memories injected and its size in characters and about-tokens.

Options:
  --session <id>          only this session (a prefix is enough)
  --limit <n>             the last n injections (default 20)
  --json                  print JSON`,
  options: { session: { type: "string" }, limit: { type: "string" } },
  async run({ values, positionals }, { io, context }) {
    if (positionals.length > 0) throw new UsageError("memory injections takes no arguments; use --session or --limit.");
    const limit = values.limit === undefined ? 20 : parsePositiveInt(values.limit, "--limit");
    const session = stringOption(values, "session");
    const { records: all, file } = injectionLog(context(), session ? 100_000 : limit, process.env);
    const records = (session ? all.filter((record) => record.session_id.startsWith(session)) : all).slice(-limit);
    const chars = records.reduce((sum, record) => sum + (record.chars ?? 0), 0);
    if (values.json)
      return printJson(io, {
        success: true,
        injections: records,
        total: records.length,
        chars,
        tokens: Math.ceil(chars / 4),
        file,
      });
    if (records.length === 0) return io.out(`Nothing was injected in this project yet (the hooks' log: ${file}).\n`);
    for (const record of records) {
      const size = record.chars === undefined ? "" : `  ${record.chars} chars ≈ ${Math.ceil(record.chars / 4)} tokens`;
      io.out(
        `${record.ts}  ${record.event ?? "PostToolUse"}  session ${record.session_id.slice(0, 12)}${size}\n  why: ${record.tool} ${record.target}\n  injected: ${record.injected.join(", ") || (record.event === "SessionStart" ? "the session brief" : "-")}${record.omitted.length ? `\n  over budget: ${record.omitted.join(", ")}${andMore(record.moreOmitted)}` : ""}\n`,
      );
    }
    io.out(
      `${records.length} injection${records.length === 1 ? "" : "s"}, ${chars} characters ≈ ${Math.ceil(chars / 4)} tokens.\n`,
    );
  },
};
