import { UsageError } from "../../core/errors.js";
import { IMPORT_FORMATS, type ImportFormat } from "../../interop/types.js";
import { parseScope } from "../../core/validation/index.js";
import { importFile } from "../../interop/import.js";
import { stringOption } from "../args.js";
import { printJson, type Command } from "../command.js";
import { progressBar } from "../progress.js";
import { renderImport } from "../render/import.js";

export const command: Command = {
  name: "import",
  usage: `Usage: memory import <path> [--format claude-md|mcp-jsonl|events-jsonl] [--scope <scope>] [--dry-run] [--json]

Imports memories from another tool's file. Running it again updates what
changed in the file and leaves the rest untouched.

Formats (detected from the name and first lines when --format is not given):
  claude-md     a CLAUDE.md / MEMORY.md: one memory per ## section (or per
                bullet group in a file without ## headings); title = heading,
                type guessed from the heading (gotcha, decision, else learning),
                tags = heading words, source = <file>#<heading>:L<start>-L<end>
  mcp-jsonl     the MCP memory server's knowledge graph: each entity → a memory
                (title = name, kind = entityType, observations → bullets), each
                relation → an edge labelled with its relationType
  events-jsonl  an events.jsonl knowledge file (as memory import-events)

Options:
  --format <format>  the input format (see above)
  --scope <scope>    project | local | global | enterprise (default: project in a repo, else global)
  --dry-run          report what would be created or updated; write nothing
  --json             print the JSON response`,
  options: { format: { type: "string" }, scope: { type: "string" }, "dry-run": { type: "boolean" } },
  async run({ values, positionals }, { io, context }) {
    if (positionals.length !== 1 || !positionals[0])
      throw new UsageError(
        "Give one file to import: memory import <path> [--format claude-md|mcp-jsonl|events-jsonl].",
      );
    const format = stringOption(values, "format");
    if (format !== undefined && !(IMPORT_FORMATS as readonly string[]).includes(format)) {
      throw new UsageError(`Unknown --format ${JSON.stringify(format)}: use ${IMPORT_FORMATS.join(", ")}.`);
    }
    const scope = stringOption(values, "scope");
    const bar = progressBar(io.stdoutIsTTY && !values.json && Boolean(process.stderr.isTTY));
    const response = await importFile(
      context(),
      {
        path: positionals[0]!,
        ...(format === undefined ? {} : { format: format as ImportFormat }),
        ...(scope === undefined ? {} : { scope: parseScope(scope) }),
        dryRun: values["dry-run"] === true,
      },
      (done, total) => bar.update("importing", done, total),
    ).finally(() => bar.done());
    if (values.json) return printJson(io, response);
    io.out(renderImport(response));
  },
};
