import { UsageError } from "../../core/errors.js";
import type { Memory } from "../../core/types.js";
import { parseScope } from "../../core/validate.js";
import { readMemory } from "../../ops/read.js";
import { outputFormat } from "../args.js";
import { printJson, type Command } from "../command.js";
import { RULE } from "../render/text.js";

export const command: Command = {
  name: "read",
  usage: `Usage: memory read <slug> [--scope <scope>] [--format markdown|json]

Shows one memory. Without --scope, looks in local, project, global, then enterprise.`,
  options: { scope: { type: "string" }, format: { type: "string" } },
  async run({ values, positionals }, { io, context }) {
    const format = outputFormat(values, ["markdown"], "markdown");
    const [slug, ...rest] = positionals;
    if (!slug || rest.length > 0) throw new UsageError("Give exactly one slug: memory read <slug>.");
    const response = await readMemory(context(), { slug, ...(values.scope === undefined ? {} : { scope: parseScope(values.scope) }) });
    if (format === "json") return printJson(io, response);
    io.out(renderMemory(response.memory));
  },
};

export function renderMemory(memory: Memory): string {
  const lines = [RULE, `${memory.slug} [${memory.scope}]`, RULE];
  if (!/^#\s/.test(memory.content)) lines.push(`Title: ${memory.title}`);
  lines.push(`Type: ${memory.type}`, `Tags: ${memory.tags.join(", ") || "(none)"}`, `Created: ${memory.created}`, `Updated: ${memory.updated}`);
  lines.push(`Links: ${memory.links.join(", ") || "(none)"}`);
  const paths = memory.frontmatter?.paths;
  if (Array.isArray(paths) && paths.length > 0) lines.push(`Paths: ${paths.join(", ")}`);
  lines.push(RULE, "", memory.content, "");
  return `${lines.join("\n")}\n`;
}
