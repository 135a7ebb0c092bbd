import { UsageError } from "../../core/errors.js";
import type { RepairResponse } from "../../core/types.js";
import { parseScopeOrAll } from "../../core/validation/index.js";
import { repairStore } from "../../ops/repair.js";
import { outputFormat } from "../args.js";
import { printJson, type Command } from "../command.js";
import { DOUBLE_RULE } from "../render/text.js";

export const command: Command = {
  name: "repair",
  usage: `Usage: memory repair [--scope <scope|all>] [--dry-run] [--format report|json]

Removes broken links, normalises fixable frontmatter, removes leftover temp
files and rebuilds stale indexes. --dry-run shows what would change and
changes nothing. Files whose YAML cannot be parsed are never rewritten.`,
  options: { scope: { type: "string" }, "dry-run": { type: "boolean" }, format: { type: "string" } },
  async run({ values, positionals }, { io, context }) {
    const format = outputFormat(values, ["report"], "report");
    if (positionals.length > 0)
      throw new UsageError(`memory repair takes no arguments (got "${positionals.join(" ")}").`);
    const response = await repairStore(context(), {
      dryRun: values["dry-run"] === true,
      ...(values.scope === undefined ? {} : { scope: parseScopeOrAll(values.scope) }),
    });
    if (format === "json") return printJson(io, response);
    io.out(renderRepair(response, values["dry-run"] === true));
  },
};

export function renderRepair(response: RepairResponse, dryRun: boolean): string {
  const lines = [
    `Memory System Repair${dryRun ? " (dry run)" : ""}`,
    DOUBLE_RULE,
    "",
    dryRun ? "Actions That Would Be Taken:" : "Actions Taken:",
    "",
  ];
  if (response.repaired.length === 0) lines.push("  None", "");
  for (const action of response.repaired) {
    lines.push(`✓ ${action.description}`);
    for (const memory of action.affectedMemories.slice(0, 20)) lines.push(`  - ${memory}`);
    if (action.affectedMemories.length > 20) lines.push(`  … and ${action.affectedMemories.length - 20} more`);
    lines.push("");
  }
  lines.push(`Failed (${response.failed.length}):`);
  if (response.failed.length === 0) lines.push("  None");
  // One per file that cannot be parsed: a store of thousands of them says so in a screenful.
  for (const failure of response.failed.slice(0, 20)) lines.push(`  ✗ ${failure.description}: ${failure.reason}`);
  if (response.failed.length > 20)
    lines.push(`  … and ${response.failed.length - 20} more (memory repair --format json lists every one)`);
  lines.push("", `Summary: ${response.summary}`);
  return `${lines.join("\n")}\n`;
}
