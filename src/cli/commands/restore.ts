import { parseScope } from "../../core/validation/index.js";
import { restoreMemories } from "../../ops/decay.js";
import { outputFormat, stringOption } from "../args.js";
import { printJson, type Command } from "../command.js";

export const command: Command = {
  name: "restore",
  usage: `Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,
  options: { event: { type: "string" }, scope: { type: "string" }, format: { type: "string" } },
  async run({ values, positionals }, { io, context }) {
    const format = outputFormat(values, ["report"], "report");
    const event = stringOption(values, "event");
    const response = await restoreMemories(context(), {
      slugs: positionals,
      ...(event === undefined ? {} : { event }),
      ...(values.scope === undefined ? {} : { scope: parseScope(values.scope) }),
    });
    if (format === "json") return printJson(io, response);
    const lines = response.restored.map(
      (entry) => `✓ Restored ${entry.slug} [${entry.scope}]${entry.restores ? ` (decayed by ${entry.restores})` : ""}`,
    );
    if (response.restored.length === 0) lines.push(response.message);
    io.out(`${lines.join("\n")}\n`);
  },
};
