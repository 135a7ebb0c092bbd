import { UsageError } from "../../core/errors.js";
import { parsePositiveInt } from "../../core/validation/index.js";
import { visualiseGraph } from "../../ops/graph.js";
import { outputFormat } from "../args.js";
import { printJson, type Command } from "../command.js";

export const command: Command = {
  name: "graph",
  usage: `Usage: memory graph <slug> [--depth <n>] [--format mermaid|json]

Shows the memories within <n> edges of <slug> (default 2) as a mermaid diagram.`,
  options: { depth: { type: "string" }, format: { type: "string" } },
  async run({ values, positionals }, { io, context }) {
    const format = outputFormat(values, ["mermaid"], "mermaid");
    const [slug, ...rest] = positionals;
    if (!slug || rest.length > 0) throw new UsageError("Give exactly one slug: memory graph <slug>.");
    const depth =
      values.depth === undefined ? undefined : parsePositiveInt(values.depth, "--depth", { allowZero: true });
    const response = await visualiseGraph(context(), { slug, ...(depth === undefined ? {} : { depth }) });
    if (format === "json") return printJson(io, response);
    io.out(`\`\`\`mermaid\n${response.diagram}\n\`\`\`\n`);
  },
};
