import { UsageError } from "../../core/errors.js";
import { parseScope } from "../../core/validation/index.js";
import { importEvents } from "../../interop/events-import.js";
import { stringOption } from "../args.js";
import { printJson, type Command } from "../command.js";
import { progressBar } from "../progress.js";
import { renderImport } from "../render/import.js";

export const command: Command = {
  name: "import-events",
  usage: `Usage: memory import-events [<path>] [--scope <scope>] [--dry-run] [--json]

Imports an events.jsonl knowledge file (default: <repo>/.memory/events.jsonl). Every
line is validated; invalid lines are reported with their line number and
reason, the rest is imported. The latest valid line of each id wins; the id
is the memory's slug, so importing again updates the same memories (and a
file imported twice changes nothing the second time).

Mapping: lesson, fact → learning; constraint, risk → gotcha; decision →
decision (the original type is kept in kind); title and content → the body
(# title, then - bullets); rule, implication, verify, classification,
severity, source, tags, last_verified, deprecated → frontmatter; created_at
→ created; _meta → meta; _meta.superseded_by → superseded_by and a
supersedes edge from the newer entry; unknown fields → extra_fields.
Deprecated entries are kept, hidden from list and search unless
--include-deprecated.

Options:
  --scope <scope>  project | local | global | enterprise (default: project in a repo, else global)
  --dry-run        report what would be created or updated; write nothing
  --json           print the JSON response`,
  options: { scope: { type: "string" }, "dry-run": { type: "boolean" } },
  async run({ values, positionals }, { io, context }) {
    if (positionals.length > 1)
      throw new UsageError(`memory import-events takes one path (got ${positionals.length}).`);
    if (positionals[0] === "")
      throw new UsageError(
        "The path of the events file is empty: give a file, or no path for <repo>/.memory/events.jsonl.",
      );
    const scope = stringOption(values, "scope");
    const bar = progressBar(io.stdoutIsTTY && !values.json && Boolean(process.stderr.isTTY));
    const response = await importEvents(
      context(),
      {
        ...(positionals[0] === undefined ? {} : { path: positionals[0] }),
        ...(scope === undefined ? {} : { scope: parseScope(scope) }),
        dryRun: values["dry-run"] === true,
      },
      (done, total) => bar.update("importing", done, total),
    ).finally(() => bar.done());
    if (values.json) return printJson(io, response);
    io.out(renderImport(response));
  },
};
