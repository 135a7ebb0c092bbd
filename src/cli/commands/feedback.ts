import { UsageError } from "../../core/errors.js";
import { parseScope, parseScopeOrAll } from "../../core/validation/index.js";
import { feedbackStats, recordFeedback } from "../../ops/feedback.js";
import { outputFormat, stringOption } from "../args.js";
import { printJson, type Command } from "../command.js";
import { renderTable } from "../render/table.js";
import { splitList } from "../lists.js";

export const command: Command = {
  name: "feedback",
  usage: `Usage: memory feedback --query <q> --returned <a,b> [--used <a>] --outcome <outcome> [--actor <name>] [--scope <scope>] [--json]
       memory feedback --stats [--scope <scope|all>] [--json]

Records whether the memories a search returned helped: exactly one line
(query, returned, used, outcome) appended to <scope>/log/retrieval.jsonl.
Feedback is explicit: nothing is recorded by searching alone.

Options:
  --query <q>         the query the memories were retrieved for
  --returned <a,b>    slugs of the memories returned
  --used <a,b>        slugs of those actually used (must be among --returned)
  --outcome <o>       helped | neutral | hurt | unknown
                      hurt also writes a remediation breadcrumb to review them
  --actor <name>      who judged (default: $USER, else claude)
  --scope <scope>     the log to append to (default: project in a repo, else global)
  --stats             helped/hurt counts per memory, from the logs

\`helped\` counts as use for \`memory decay\`; feedback does not change ranking.`,
  options: {
    query: { type: "string" },
    returned: { type: "string", multiple: true },
    used: { type: "string", multiple: true },
    outcome: { type: "string" },
    actor: { type: "string" },
    scope: { type: "string" },
    stats: { type: "boolean" },
    format: { type: "string" },
  },
  async run({ values, positionals }, { io, context }) {
    const format = outputFormat(values, ["report"], "report");
    if (positionals.length > 0)
      throw new UsageError(
        `memory feedback takes no arguments (got "${positionals.join(" ")}"); give the query with --query.`,
      );
    if (values.stats === true) {
      const stats = await feedbackStats(
        context(),
        values.scope === undefined ? undefined : parseScopeOrAll(values.scope),
      );
      if (format === "json") return printJson(io, stats);
      if (stats.memories.length === 0)
        return void io.out(`No retrieval feedback recorded yet (${stats.events} events).\n`);
      const rows = stats.memories.map((m) => [
        m.slug,
        String(m.returned),
        String(m.used),
        String(m.helped),
        String(m.neutral),
        String(m.hurt),
        String(m.unknown),
      ]);
      io.out(
        `${renderTable(["Slug", "Returned", "Used", "Helped", "Neutral", "Hurt", "Unknown"], rows)}\n\n${stats.events} feedback events.\n`,
      );
      return;
    }
    const outcome = stringOption(values, "outcome");
    if (outcome === undefined) throw new UsageError("Give the outcome: --outcome helped|neutral|hurt|unknown.");
    const actor = stringOption(values, "actor");
    const response = await recordFeedback(context(), {
      query: stringOption(values, "query") ?? "",
      returned: splitList(values.returned) ?? [],
      used: splitList(values.used) ?? [],
      outcome,
      ...(actor === undefined ? {} : { actor }),
      ...(values.scope === undefined ? {} : { scope: parseScope(values.scope) }),
    });
    if (format === "json") return printJson(io, response);
    const lines = [`✓ ${response.message}`, `  Event: ${response.event.event_id}`];
    if (response.remediation)
      lines.push(`  Breadcrumb: ${response.remediation.slug} (${response.remediation.filePath})`);
    io.out(`${lines.join("\n")}\n`);
  },
};
