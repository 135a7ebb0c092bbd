import { toIsoSeconds } from "../../core/time.js";
import { UsageError } from "../../core/errors.js";
import type { Memory } from "../../core/types.js";
import { parseScope } from "../../core/validation/index.js";
import { readMemory } from "../../ops/read.js";
import { outputFormat } from "../args.js";
import { printJson, type Command } from "../command.js";
import { RULE } from "../render/text.js";
import { shownScope } from "../../core/auto-memory/index.js";

export const command: Command = {
  name: "read",
  usage: `Usage: memory read <slug> [--scope <scope>] [--format markdown|json]

Shows one memory. Without --scope, looks in local, project, global, enterprise, then auto
(Claude Code's own memory of the project, read-only).`,
  options: { scope: { type: "string" }, format: { type: "string" } },
  async run({ values, positionals }, { io, context }) {
    const format = outputFormat(values, ["markdown"], "markdown");
    const [slug, ...rest] = positionals;
    if (!slug || rest.length > 0) throw new UsageError("Give exactly one slug: memory read <slug>.");
    const response = await readMemory(context(), {
      slug,
      ...(values.scope === undefined ? {} : { scope: parseScope(values.scope) }),
    });
    if (format === "json") return printJson(io, response);
    io.out(renderMemory(response.memory, response.hidden?.message));
  },
};

export function renderMemory(memory: Memory, status?: string): string {
  const lines = [RULE, `${memory.slug} [${shownScope(memory.scope)}]`, RULE];
  if (!/^#\s/.test(memory.content)) lines.push(`Title: ${memory.title}`);
  if (memory.description) lines.push(`Description: ${memory.description}`);
  lines.push(
    `Type: ${memory.type}`,
    `Tags: ${memory.tags.join(", ") || "(none)"}`,
    `Created: ${memory.created}`,
    `Updated: ${memory.updated}`,
  );
  lines.push(`Links: ${memory.links.join(", ") || "(none)"}`);
  const paths = memory.frontmatter?.paths;
  if (Array.isArray(paths) && paths.length > 0) lines.push(`Paths: ${paths.join(", ")}`);
  lines.push(...lifecycleLines(memory.frontmatter ?? {}));
  if (status) lines.push(`Status: ${status}`);
  lines.push(RULE, "", memory.content, "");
  return `${lines.join("\n")}\n`;
}

/** TTL, expiry, verification and sources, when the memory has them. */
function lifecycleLines(fields: Record<string, unknown>): string[] {
  const lines: string[] = [];
  const text = (value: unknown) => (value instanceof Date ? toIsoSeconds(value) : String(value));
  if (fields.ttl !== undefined) lines.push(`TTL: ${text(fields.ttl)}`);
  if (fields.expires !== undefined) lines.push(`Expires: ${text(fields.expires)}`);
  if (fields.last_verified !== undefined && fields.last_verified !== null)
    lines.push(`Last verified: ${text(fields.last_verified)}`);
  const source = Array.isArray(fields.source)
    ? fields.source
    : typeof fields.source === "string"
      ? [fields.source]
      : [];
  if (source.length > 0) lines.push(`Source: ${source.map(text).join(", ")}`);
  return lines;
}
