import { UsageError } from "../../core/errors.js";
import type { EdgeInfo, ListEdgesRequest, ListEdgesResponse } from "../../core/types.js";
import { oneLine } from "../../core/text/index.js";
import { parsePositiveInt } from "../../core/validation/index.js";
import { listEdges } from "../../ops/edges.js";
import { outputFormat, stringOption } from "../args.js";
import { printJson, type Command } from "../command.js";
import { plural } from "../render/text.js";

/** A list shows a page at a time, as `memory list` does: a hub linked by thousands of memories printed them all. */
const LIST_PAGE = 50;

export const command: Command = {
  name: "edges",
  usage: `Usage: memory edges <slug> [--direction outgoing|incoming|both] [--limit <n>] [--offset <n>] [--format list|json]

Lists the edges of a memory: its links and [[wikilinks]], and those of other memories to it
(outgoing first).

Options:
  --direction <d>       outgoing | incoming | both (default: both)
  --limit <n>           at most n edges (default: ${LIST_PAGE} in a list, all with --json)
  --offset <n>          skip the first n
  --format list|json    output format (--json is short for --format json)`,
  options: {
    direction: { type: "string" },
    format: { type: "string" },
    limit: { type: "string" },
    offset: { type: "string" },
  },
  async run({ values, positionals }, { io, context }) {
    const format = outputFormat(values, ["list"], "list");
    const [slug, ...rest] = positionals;
    if (!slug || rest.length > 0) throw new UsageError("Give exactly one slug: memory edges <slug>.");
    const direction = (stringOption(values, "direction") ?? "both") as ListEdgesRequest["direction"];
    const request: ListEdgesRequest = { slug, direction };
    if (values.limit !== undefined) request.limit = parsePositiveInt(values.limit, "--limit");
    else if (format === "list") request.limit = LIST_PAGE;
    if (values.offset !== undefined) request.offset = parsePositiveInt(values.offset, "--offset", { allowZero: true });
    const response = await listEdges(context(), request);
    if (format === "json") return printJson(io, response);
    io.out(renderEdges(response, request.offset ?? 0));
  },
};

export function renderEdges(response: ListEdgesResponse, offset: number): string {
  const { edges, total, counts } = response;
  const group = (dir: EdgeInfo["direction"], arrow: (e: EdgeInfo) => string) => {
    const shown = edges.filter((edge) => edge.direction === dir);
    if (shown.length === 0) return [];
    // Outgoing edges come first: the page starts this far into its direction's edges.
    const start = dir === "outgoing" ? offset : Math.max(0, offset - counts.outgoing);
    const after = counts[dir] - start - shown.length;
    return [
      `${dir === "outgoing" ? "Outgoing" : "Incoming"} (${counts[dir]}):`,
      ...shown.map(arrow),
      ...(after > 0 ? [`  … and ${plural(after, `more ${dir} edge`)}`] : []),
      "",
    ];
  };
  const end = offset + edges.length;
  const next = end < total ? `; next page: --offset ${end} (--limit <n> shows more, --json all)` : "";
  const range =
    edges.length === total ? "" : edges.length === 0 ? " (none on this page)" : `, showing ${offset + 1}–${end}${next}`;
  const lines = [
    `Edges for ${response.slug}:`,
    "",
    // A hand-made file's label or target may hold anything: one short line each.
    ...group("outgoing", (e) => `  --[${oneLine(e.label, 60)}]--> ${oneLine(e.target, 100)} (${e.targetType})`),
    ...group("incoming", (e) => `  <--[${oneLine(e.label, 60)}]-- ${oneLine(e.target, 100)} (${e.targetType})`),
    total === 0
      ? `No edges. Link it with: memory link ${response.slug} <other-slug> --label relates-to\n`
      : `Total: ${plural(total, "edge")}${range}`,
  ];
  return `${lines.join("\n")}\n`;
}
