import { shownScope } from "../../core/auto-memory/index.js";
import { UsageError } from "../../core/errors.js";
import { oneLine } from "../../core/text/index.js";
import type { PromoteRequest, PromoteResponse } from "../../core/types.js";
import { parseMemoryType, parseScope } from "../../core/validation/index.js";
import { promoteMemories } from "../../ops/promote.js";
import { printJson, type Command } from "../command.js";

export const command: Command = {
  name: "promote",
  usage: `Usage: memory promote <name> [--scope <scope>] [--type <type>] [--move] [--dry-run]
       memory promote --all [--dry-run] [--scope <scope>] [--move]

Copies a memory Claude Code wrote in its own memory of this project (the auto
scope: ~/.claude/projects/<project>/memory/, or autoMemoryDirectory) into a
team scope, through the normal write path: secrets redacted, the type mapped
(feedback -> decision or learning, project -> decision or breadcrumb,
reference -> artifact), the description kept, [[links]] kept where their target
is in the store or promoted with it, and the origin recorded (promoted_from).
Promoting again updates that memory; a fact the store already holds is linked
(its provenance recorded), not copied.

  --all            every memory of Claude Code's (user memories are skipped)
  --dry-run        say what would be done, change nothing (--all --dry-run: the candidates)
  --scope <scope>  project | local | global (default: project inside a repo).
                   A user memory (personal) goes only to local or global, and only when named
  --type <type>    the type to give, instead of the mapped one
  --move           remove Claude Code's file (and its MEMORY.md line) once promoted;
                   without it Claude Code's files are left as they are`,
  options: {
    all: { type: "boolean" },
    "dry-run": { type: "boolean" },
    scope: { type: "string" },
    type: { type: "string" },
    move: { type: "boolean" },
  },
  async run({ values, positionals }, { io, context }) {
    if (positionals.length > 1) throw new UsageError("Give one name: memory promote <name> (or --all).");
    const request: PromoteRequest = {
      ...(positionals[0] === undefined ? {} : { name: positionals[0] }),
      ...(values.all ? { all: true } : {}),
      ...(values["dry-run"] ? { dryRun: true } : {}),
      ...(values.move ? { move: true } : {}),
      ...(values.scope === undefined ? {} : { scope: parseScope(values.scope) }),
      ...(values.type === undefined ? {} : { type: parseMemoryType(values.type) }),
    };
    const response = await promoteMemories(context(), request);
    if (values.json) return printJson(io, response);
    io.out(renderPromote(response));
  },
};

export function renderPromote(response: PromoteResponse): string {
  const lines = [`Claude Code's memory of this project: ${response.directory} (${response.found})`, ""];
  for (const result of response.results) {
    const from = `${result.name} (${result.autoType ?? "no type"})`;
    const to = result.slug
      ? ` -> ${result.slug} [${shownScope(result.scope ?? "")}${result.type ? `, ${result.type}` : ""}]`
      : "";
    const verb = response.dryRun && result.action !== "skipped" ? `would be ${result.action}` : result.action;
    lines.push(`${mark(result.action)} ${from}: ${verb}${to}`);
    lines.push(
      `    ${oneLine(result.title, 120)}${result.description ? ` — ${oneLine(result.description, 160)}` : ""}`,
    );
    if (result.reason) lines.push(`    ${result.reason}`);
    if (result.redacted) lines.push(`    redacted: ${result.redacted}`);
    if (result.moved) lines.push("    Claude Code's file removed (--move)");
  }
  lines.push("", response.message);
  if (response.dryRun) lines.push("Nothing was written. Promote one with `memory promote <name>`.");
  return `${lines.join("\n")}\n`;
}

function mark(action: string): string {
  return action === "skipped" ? "-" : action === "unchanged" ? "=" : "✓";
}
