import { UsageError } from "../../core/errors.js";
import type { VisualiseGraphResponse } from "../../core/types.js";
import { parsePositiveInt } from "../../core/validation/index.js";
import { visualiseGraph } from "../../ops/graph.js";
import { outputFormat } from "../args.js";
import { printJson, type Command } from "../command.js";
import { plural } from "../render/text.js";

/** A diagram shows the nearest memories: whoever reads it (often the agent, in its context) pays for every line. */
const DIAGRAM_LIMIT = 100;

export const command: Command = {
  name: "graph",
  usage: `Usage: memory graph <slug> [--depth <n>] [--limit <n>] [--format mermaid|json]

Shows the memories within <n> edges of <slug> (default 2) as a mermaid diagram: at most
--limit memories, nearest first, and as many edges between them (default: ${DIAGRAM_LIMIT} in a diagram,
all with --json).`,
  options: { depth: { type: "string" }, limit: { type: "string" }, format: { type: "string" } },
  async run({ values, positionals }, { io, context }) {
    const format = outputFormat(values, ["mermaid"], "mermaid");
    const [slug, ...rest] = positionals;
    if (!slug || rest.length > 0) throw new UsageError("Give exactly one slug: memory graph <slug>.");
    const depth =
      values.depth === undefined ? undefined : parsePositiveInt(values.depth, "--depth", { allowZero: true });
    const limit =
      values.limit !== undefined
        ? parsePositiveInt(values.limit, "--limit")
        : format === "mermaid"
          ? DIAGRAM_LIMIT
          : undefined;
    const response = await visualiseGraph(context(), {
      slug,
      ...(depth === undefined ? {} : { depth }),
      ...(limit === undefined ? {} : { limit }),
    });
    if (format === "json") return printJson(io, response);
    io.out(`\`\`\`mermaid\n${response.diagram}\n\`\`\`\n${leftOut(response)}`);
  },
};

/** What the limit left out of the diagram, and how to see it. */
function leftOut(response: VisualiseGraphResponse): string {
  const { nodes, edges, totalNodes, totalEdges } = response;
  if (nodes.length === totalNodes && edges.length === totalEdges) return "";
  return (
    `Showing ${nodes.length} of ${plural(totalNodes, "memory", "memories")} (nearest first) and ` +
    `${edges.length} of ${plural(totalEdges, "edge")}; ` +
    `--limit <n> shows more, --json all.\n`
  );
}
