import { UsageError } from "../../core/errors.js";
import type { ExportEventsRequest } from "../../interop/types.js";
import { parseScopeOrAll } from "../../core/validation/index.js";
import { exportEvents } from "../../interop/events-export.js";
import { stringOption } from "../args.js";
import { printJson, type Command } from "../command.js";

export const command: Command = {
  name: "export-events",
  usage: `Usage: memory export-events [--out <path>|-] [--scope <scope|all>] [--replace] [--json]

Writes memories as events.jsonl entries, one JSON line each (sorted by
created_at, then id) to <repo>/.memory/events.jsonl, the --out file, or
stdout with --out -.
A new file gets every entry (none is made when there is no entry). An existing file keeps all its lines and gets
only the entries that are new or differ from their latest line there
(an update is a new line, the latest line of an id wins); --replace writes a
fresh snapshot instead. The file is written atomically; a symbolic link or a
directory is refused.

Memories made here get an id <type>-<anchor>-<hash8> (from the first source),
content bullets from their body (its first list, else its paragraphs or
sentences; 2 to 6), classification hard for gotchas and soft otherwise.
A memory without a source, or without rule and implication, cannot be a
valid entry: it is listed as skipped with the field to add.

Options:
  --out <path>|-       where to write (default: <repo>/.memory/events.jsonl)
  --scope <scope|all>  which memories (default: project in a repo, else global)
  --replace            replace an existing file instead of appending changes
  --json               print the JSON response (not with --out -)`,
  options: { out: { type: "string" }, scope: { type: "string" }, replace: { type: "boolean" } },
  async run({ values, positionals }, { io, context }) {
    if (positionals.length > 0)
      throw new UsageError(
        `memory export-events takes no arguments (got "${positionals.join(" ")}"); give the file with --out.`,
      );
    const out = stringOption(values, "out");
    if (out === "") throw new UsageError("--out needs a path, or - for stdout.");
    if (out === "-" && values.json)
      throw new UsageError("--json and --out - both write to stdout: give --out a file, or drop --json.");
    const scope = stringOption(values, "scope");
    const request: ExportEventsRequest = {
      ...(out === undefined ? {} : { out }),
      ...(scope === undefined ? {} : { scope: parseScopeOrAll(scope) }),
      ...(values.replace ? { replace: true } : {}),
    };
    const response = await exportEvents(context(), request);
    const skipped = response.skipped.map((item) => `  - ${item.slug} [${item.scope}]: ${item.reason}`);
    if (response.mode === "stdout") {
      io.out((response.lines ?? []).map((line) => `${line}\n`).join(""));
      if (skipped.length > 0)
        io.err(
          `⚠ ${response.skipped.length} memor${response.skipped.length === 1 ? "y" : "ies"} skipped (not valid events.jsonl entries):\n${skipped.join("\n")}\n`,
        );
      return;
    }
    if (values.json) return printJson(io, response);
    io.out(
      `✓ ${response.message}\n${skipped.length > 0 ? `Skipped (${skipped.length}):\n${skipped.join("\n")}\n` : ""}`,
    );
  },
};
