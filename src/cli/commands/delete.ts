import { UsageError } from "../../core/errors.js";
import { parseScope } from "../../core/validation/index.js";
import { deleteMemory, type DeletePlan } from "../../ops/delete.js";
import { printJson, type Command } from "../command.js";
import type { CliIO } from "../io.js";
import { plural } from "../render/text.js";

export const command: Command = {
  name: "delete",
  usage: `Usage: memory delete <slug> [--scope <scope>] [--force]

Deletes a memory file. Asks for confirmation on a terminal; elsewhere --force is required.`,
  options: { scope: { type: "string" }, force: { type: "boolean", short: "f" } },
  async run({ values, positionals }, { io, context }) {
    const [slug, ...rest] = positionals;
    if (!slug || rest.length > 0) throw new UsageError("Give exactly one slug: memory delete <slug>.");
    const confirm = io.stdinIsTTY && !values.json ? (plan: DeletePlan) => askToDelete(io, plan) : undefined;
    const response = await deleteMemory(
      context(),
      {
        slug,
        force: values.force === true,
        ...(values.scope === undefined ? {} : { scope: parseScope(values.scope) }),
      },
      confirm,
    );
    if (values.json) return printJson(io, response);
    io.out(`✓ ${response.message}\n  Edges removed: ${response.edgesRemoved}\n  Scope: ${response.scope}\n`);
  },
};

function askToDelete(io: CliIO, plan: DeletePlan): Promise<boolean> {
  const lines = [
    `⚠ Delete memory: ${plan.slug} [${plan.scope}]`,
    "  This will remove:",
    `  - Memory file: ${plan.filePath}`,
  ];
  if (plan.edges > 0) lines.push(`  - ${plural(plan.edges, "graph edge")}`);
  if (plan.hasEmbedding) lines.push("  - Embedding cache");
  io.err(`${lines.join("\n")}\n\n`);
  return io.confirm("  Are you sure? (y/N): ");
}
