import { UsageError } from "../../core/errors.js";
import { parseScope } from "../../core/validation/index.js";
import { verifyMemory } from "../../ops/verify.js";
import { outputFormat } from "../args.js";
import { printJson, type Command } from "../command.js";

export const command: Command = {
  name: "verify",
  usage: `Usage: memory verify <slug> [--scope <scope>] [--json]

Records that the memory was checked against the code and still holds: sets
\`last_verified\` to now and re-hashes the repository files its \`source\` and
plain \`paths\` name (its \`anchors\`), so \`memory health\` no longer reports
it as stale-source. \`updated\` and the text do not change.`,
  options: { scope: { type: "string" }, format: { type: "string" } },
  async run({ values, positionals }, { io, context }) {
    const format = outputFormat(values, ["report"], "report");
    const [slug, ...rest] = positionals;
    if (!slug || rest.length > 0) throw new UsageError("Give exactly one slug: memory verify <slug>.");
    const response = await verifyMemory(context(), {
      slug,
      ...(values.scope === undefined ? {} : { scope: parseScope(values.scope) }),
    });
    if (format === "json") return printJson(io, response);
    const lines = [`✓ ${response.message}`];
    for (const anchor of response.anchors)
      lines.push(
        `  ${anchor.path}: ${anchor.state}${anchor.previous ? ` (was ${anchor.previous}, now ${anchor.sha256})` : ""}`,
      );
    io.out(`${lines.join("\n")}\n`);
  },
};
