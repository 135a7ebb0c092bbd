import { UsageError } from "../../core/errors.js";
import type { EdgeInfo, ListEdgesRequest } from "../../core/types.js";
import { listEdges } from "../../ops/edges.js";
import { outputFormat, stringOption } from "../args.js";
import { printJson, type Command } from "../command.js";
import { plural } from "../render/text.js";

export const command: Command = {
  name: "edges",
  usage: `Usage: memory edges <slug> [--direction outgoing|incoming|both] [--format list|json]

Lists the edges of a memory: its links and [[wikilinks]], and those of other memories to it.`,
  options: { direction: { type: "string" }, format: { type: "string" } },
  async run({ values, positionals }, { io, context }) {
    const format = outputFormat(values, ["list"], "list");
    const [slug, ...rest] = positionals;
    if (!slug || rest.length > 0) throw new UsageError("Give exactly one slug: memory edges <slug>.");
    const direction = (stringOption(values, "direction") ?? "both") as ListEdgesRequest["direction"];
    const response = await listEdges(context(), { slug, direction });
    if (format === "json") return printJson(io, response);
    const group = (dir: EdgeInfo["direction"], arrow: (e: EdgeInfo) => string) => {
      const edges = response.edges.filter((edge) => edge.direction === dir);
      if (edges.length === 0) return [];
      return [`${dir === "outgoing" ? "Outgoing" : "Incoming"} (${edges.length}):`, ...edges.map(arrow), ""];
    };
    const lines = [
      `Edges for ${response.slug}:`,
      "",
      ...group("outgoing", (e) => `  --[${e.label}]--> ${e.target} (${e.targetType})`),
      ...group("incoming", (e) => `  <--[${e.label}]-- ${e.target} (${e.targetType})`),
      response.total === 0
        ? `No edges. Link it with: memory link ${response.slug} <other-slug> --label relates-to\n`
        : `Total: ${plural(response.total, "edge")}`,
    ];
    io.out(`${lines.join("\n")}\n`);
  },
};
