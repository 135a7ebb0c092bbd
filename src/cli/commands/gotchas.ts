import { UsageError } from "../../core/errors.js";
import { oneLine, quotedText, shownPath } from "../../core/text/index.js";
import { parsePositiveInt, parseScopeOrAll } from "../../core/validation/index.js";
import {
  injectionLog,
  listGotchas,
  MAX_GOTCHAS_SHOWN,
  type GotchasRequest,
  type GotchasResponse,
} from "../../ops/gotchas.js";
import { stringOption } from "../args.js";
import { printJson, type Command } from "../command.js";
import { andMore, plural } from "../render/text.js";

export const command: Command = {
  name: "gotchas",
  usage: `Usage: memory gotchas [<path>] [--command "<shell command>"] [options]
       memory gotchas --log [--limit <n>]

Lists the gotchas (and hard-classified memories) relevant to a file or a shell
command, as the PostToolUse hook would pick them — or all of them. With
--session, those the hook already showed in that session are marked.
--log shows what the hook injected in this project, and where its log is.

Options:
  --command <cmd>         rank against a shell command instead of a path
  --scope <scope|all>     only one scope (default: all)
  --min-relevance <0-1>   threshold for a path or command (default 0.5, as the hook)
  --session <id>          Claude Code session whose shown gotchas to mark (default: none)
  --log                   show the hook's injection log instead
  --limit <n>             with --log: the last n injections (default 20)
  --json                  print JSON`,
  options: {
    command: { type: "string" },
    scope: { type: "string" },
    "min-relevance": { type: "string" },
    session: { type: "string" },
    log: { type: "boolean" },
    limit: { type: "string" },
    // Accepted and ignored: the hook's state no longer lives in the plugin's data directory (see hookStateDir).
    "plugin-data": { type: "string" },
  },
  async run({ values, positionals }, { io, context }) {
    const env = process.env;
    if (values.log) {
      const limit = values.limit === undefined ? 20 : parsePositiveInt(values.limit, "--limit");
      // The gotcha hook's injections only (`memory injections` lists the session briefs and prompt recall too).
      const log = injectionLog(context(), 100_000, env);
      const records = log.records
        .filter(
          (record) =>
            record.event === undefined || record.event === "PostToolUse" || record.event === "PostToolUseFailure",
        )
        .slice(-limit);
      const { file } = log;
      if (values.json) return printJson(io, { success: true, injections: records, total: records.length, file });
      if (records.length === 0) {
        io.out(`The hook has injected no gotchas in this project yet (its log: ${file}).\n`);
        return;
      }
      io.out(`Last ${records.length} injection${records.length === 1 ? "" : "s"} in this project (log: ${file}):\n`);
      for (const record of records) {
        io.out(
          `${record.ts}  ${record.tool} ${record.target}\n  injected: ${record.injected.join(", ") || "-"}${record.suppressed.length ? `\n  already shown: ${record.suppressed.join(", ")}${andMore(record.moreSuppressed)}` : ""}${record.omitted.length ? `\n  over budget: ${record.omitted.join(", ")}${andMore(record.moreOmitted)}` : ""}\n`,
        );
      }
      return;
    }
    if (positionals.length > 1) throw new UsageError("Give at most one path (quote paths with spaces).");
    const request: GotchasRequest = {};
    if (positionals[0] !== undefined) request.path = positionals[0];
    const shell = stringOption(values, "command");
    if (shell !== undefined) request.command = shell;
    if (values.scope !== undefined) request.scope = parseScopeOrAll(values.scope);
    const min = stringOption(values, "min-relevance");
    if (min !== undefined) {
      const value = Number(min);
      if (!(value >= 0 && value <= 1))
        throw new UsageError(`--min-relevance must be a number from 0 to 1, got ${JSON.stringify(min)}.`);
      request.minRelevance = value;
    }
    const session = stringOption(values, "session")?.trim();
    if (session) request.session = session;
    const response = await listGotchas(context(), request, env);
    if (values.json) return printJson(io, response);
    io.out(renderGotchas(response));
  },
};

/** The listing /memory:check-gotchas shows. Memory text is data here too: one-line fields on one line, the text quoted (see core/untrusted-text). */
export function renderGotchas(response: GotchasResponse): string {
  const target = response.target === undefined ? undefined : shownPath(response.target);
  const heading = target ? `Gotchas relevant to ${target}` : "All gotchas";
  if (response.total === 0) {
    return target
      ? `No gotcha is relevant to ${target}.\n`
      : 'No gotchas yet. Record one with: memory write "…" --type gotcha --tags <area> --paths "<glob>"\n';
  }
  const lines = [
    `${heading} (${response.total}${response.suppressedCount ? `, ${response.suppressedCount} already shown in this session` : ""}):`,
    "",
  ];
  response.gotchas.slice(0, MAX_GOTCHAS_SHOWN).forEach((gotcha, i) => {
    const relevance = gotcha.relevance === undefined ? "" : ` (relevance: ${gotcha.relevance.toFixed(2)})`;
    lines.push(
      `${i + 1}. ${oneLine(gotcha.slug, 100)} [${gotcha.scope}]${relevance}${gotcha.shownThisSession ? " — already shown in this session" : ""}`,
    );
    lines.push(`   ${oneLine(gotcha.title)}${gotcha.severity ? ` (${oneLine(gotcha.severity, 20)})` : ""}`);
    if (gotcha.staleSources?.length)
      lines.push(
        `   ⚠ may be stale: ${gotcha.staleSources.map((path) => shownPath(path, 80)).join(", ")} changed since it was verified (check it, then \`memory verify ${gotcha.slug}\`)`,
      );
    if (gotcha.text) lines.push(`   "${quotedText(gotcha.text, 600)}"`);
    const meta = [
      gotcha.tags.length ? `Tags: ${gotcha.tags.map((tag) => oneLine(tag, 50)).join(", ")}` : "",
      gotcha.paths.length ? `Paths: ${gotcha.paths.map((path) => oneLine(path, 256)).join(", ")}` : "",
    ].filter(Boolean);
    if (meta.length) lines.push(`   ${meta.join("  ")}`);
    if (gotcha.reason) lines.push(`   Why: ${oneLine(gotcha.reason, 400)}`);
    lines.push("");
  });
  const more = response.gotchas.length - MAX_GOTCHAS_SHOWN;
  if (more > 0)
    lines.push(`… and ${plural(more, target ? "less relevant gotcha" : "more gotcha")} (--json lists every one).`, "");
  return lines.join("\n");
}
