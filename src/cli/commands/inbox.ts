import { UsageError } from "../../core/errors.js";
import { parsePositiveInt, parseScope, parseScopeOrAll } from "../../core/validation/index.js";
import { approveProposal, listInbox, rejectProposal, type ListInboxResponse } from "../../ops/inbox.js";
import { outputFormat } from "../args.js";
import { printJson, type Command } from "../command.js";
import { renderTable } from "../render/table.js";
import { plural } from "../render/text.js";

/** A table shows a page, as `memory list` does: proposals pile up when nobody reviews them. */
const TABLE_PAGE = 50;

export const command: Command = {
  name: "inbox",
  usage: `Usage: memory inbox [--scope <scope|all>] [--limit <n>] [--format table|json]

Memories proposed under an approval policy (config.json write.approvalPolicy
user_confirm, supervisor_approve or async_pending), waiting for
\`memory approve <id>\` or \`memory reject <id>\`. Each is a markdown file in
<scope>/inbox/ you can read and edit before approving. The table shows the
first ${TABLE_PAGE} (--limit <n> shows more, --json all).`,
  options: { scope: { type: "string" }, format: { type: "string" }, limit: { type: "string" } },
  async run({ values, positionals }, { io, context }) {
    const format = outputFormat(values, ["table"], "table");
    if (positionals.length > 0)
      throw new UsageError(`memory inbox takes no arguments (got "${positionals.join(" ")}").`);
    const response = await listInbox(
      context(),
      values.scope === undefined ? {} : { scope: parseScopeOrAll(values.scope) },
    );
    const limit = values.limit === undefined ? undefined : parsePositiveInt(values.limit, "--limit");
    if (format === "json")
      return printJson(
        io,
        limit === undefined ? response : { ...response, proposals: response.proposals.slice(0, limit) },
      );
    io.out(renderInbox(response, limit ?? TABLE_PAGE));
  },
};

function renderInbox(response: ListInboxResponse, limit: number): string {
  if (response.total === 0) return "The inbox is empty: no memory is waiting for approval.\n";
  const shown = response.proposals.slice(0, limit);
  const table = renderTable(
    ["Id", "Title", "Type", "Scope", "Proposed"],
    shown.map((p) => [
      p.id,
      p.targetSlug ? `${p.title} (updates ${p.targetSlug})` : p.title,
      p.type,
      `[${p.scope}]`,
      p.proposed.replace(/Z$/, ""),
    ]),
    [44, 40, 10, 12, 19],
  );
  const more = shown.length < response.total ? ` (showing ${shown.length}; --limit <n> shows more, --json all)` : "";
  return `${table}\n\n${plural(response.total, "proposal")} waiting${more}. Approve with \`memory approve <id>\`, reject with \`memory reject <id>\`.\n`;
}

/** `memory approve` and `memory reject`: one proposal id, an optional scope. */
export function resolveCommand(name: "approve" | "reject"): Command {
  const resolve = name === "approve" ? approveProposal : rejectProposal;
  return {
    name,
    usage: `Usage: memory ${name} <id> [--scope <scope>]

${name === "approve" ? "Writes a proposed memory from the inbox to the store (quota and size limits still apply)." : "Moves a proposed memory out of the inbox to <scope>/inbox/rejected/ (kept, not deleted)."}
Ids come from \`memory inbox\`.`,
    options: { scope: { type: "string" } },
    async run({ values, positionals }, { io, context }) {
      const [id, ...rest] = positionals;
      if (!id || rest.length > 0)
        throw new UsageError(`Give exactly one proposal id: memory ${name} <id> (see memory inbox).`);
      const response = await resolve(context(), {
        id,
        ...(values.scope === undefined ? {} : { scope: parseScope(values.scope) }),
      });
      if (values.json) return printJson(io, response);
      io.out(`✓ ${response.message}\n`);
    },
  };
}
