import { UsageError } from "../../core/errors.js";
import type { IndexPageRequest } from "../../core/types.js";
import { parseScopeOrAll } from "../../core/validation/index.js";
import { writeIndexPages } from "../../ops/index-page.js";
import { outputFormat, stringOption } from "../args.js";
import { printJson, type Command } from "../command.js";

export const command: Command = {
  name: "index-page",
  usage: `Usage: memory index-page [--scope <scope|all>] [--dry-run] [--format text|json]

Writes INDEX.md at the root of each scope directory that has memories: the
memories grouped by hub and by type, as [Title](slug.md) links (GitHub) and
[[slug]] wikilinks (Obsidian, Foam). Generated: do not edit it by hand.

Options:
  --scope <scope|all>  project | local | global | enterprise | all (default: all)
  --dry-run            print the pages instead of writing them
  --format text|json   output format (--json is short for --format json)`,
  options: { scope: { type: "string" }, "dry-run": { type: "boolean" }, format: { type: "string" } },
  async run({ values, positionals }, { io, context }) {
    const format = outputFormat(values, ["text"], "text");
    if (positionals.length > 0)
      throw new UsageError(
        `memory index-page takes no arguments (got "${positionals.join(" ")}"); choose scopes with --scope.`,
      );
    const request: IndexPageRequest = {};
    const scope = stringOption(values, "scope");
    if (scope !== undefined) request.scope = parseScopeOrAll(scope);
    if (values["dry-run"] === true) request.dryRun = true;
    const response = await writeIndexPages(context(), request);
    if (format === "json") return printJson(io, response);
    if (request.dryRun) {
      for (const page of response.pages) io.out(`── ${page.path} (not written) ──\n${page.content ?? ""}\n`);
      io.out(`${response.message}\n`);
      return;
    }
    io.out(`${response.pages.length > 0 ? "✓ " : ""}${response.message}\n`);
  },
};
