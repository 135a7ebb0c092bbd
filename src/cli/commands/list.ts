import type { ListMemoriesRequest, ListMemoriesResponse, SortField, SortOrder } from "../../core/types.js";
import { UsageError } from "../../core/errors.js";
import { parseMemoryType, parsePositiveInt, parseScopeOrAll, parseTags } from "../../core/validation/index.js";
import { listMemories } from "../../ops/list.js";
import { outputFormat, stringOption, TEMPORAL_OPTIONS, TEMPORAL_USAGE, temporalOptions } from "../args.js";
import { printJson, type Command } from "../command.js";
import { renderTable } from "../render/table.js";
import { plural } from "../render/text.js";
import { AUTO_SOURCE_LABEL } from "../../core/auto-memory/index.js";

const SORT_FIELDS: readonly SortField[] = ["created", "updated", "title"];
/** A table shows a page at a time: whoever reads it (often the agent, in its context) pays for every line. */
const TABLE_PAGE = 50;
const SORT_ORDERS: readonly SortOrder[] = ["asc", "desc"];

export const command: Command = {
  name: "list",
  usage: `Usage: memory list [options]

Lists memories across all available scopes, most recently updated first.

Options:
  --type <type>            only this type
  --tags <a,b>             only memories with any of these tags
  --scope <scope|all>      project | local | global | enterprise | auto | all (default: all)
                           (auto: Claude Code's own memory of the project, read-only)
  --sort-by <field>        created | updated | title (default: updated)
  --sort-order <order>     asc | desc (default: desc; asc for title)
  --limit <n>              at most n memories (default: 50 in a table, all with --json)
  --offset <n>             skip the first n
${TEMPORAL_USAGE}
  --format table|json      output format (--json is short for --format json)`,
  options: {
    ...TEMPORAL_OPTIONS,
    type: { type: "string" },
    tags: { type: "string", multiple: true },
    scope: { type: "string" },
    "sort-by": { type: "string" },
    "sort-order": { type: "string" },
    limit: { type: "string" },
    offset: { type: "string" },
    format: { type: "string" },
  },
  async run({ values, positionals }, { io, context }) {
    const format = outputFormat(values, ["table"], "table");
    if (positionals.length > 0)
      throw new UsageError(
        `memory list takes no arguments (got "${positionals.join(" ")}"); filter with --type, --tags or --scope.`,
      );
    const request: ListMemoriesRequest = temporalOptions(values);
    if (values.type !== undefined) request.type = parseMemoryType(values.type);
    if (values.tags !== undefined) request.tags = parseTags((values.tags as string[]).join(","));
    if (values.scope !== undefined) request.scope = parseScopeOrAll(values.scope);
    const sortBy = stringOption(values, "sort-by");
    if (sortBy !== undefined) request.sortBy = oneOf(sortBy, SORT_FIELDS, "--sort-by");
    const sortOrder = stringOption(values, "sort-order");
    if (sortOrder !== undefined) request.sortOrder = oneOf(sortOrder, SORT_ORDERS, "--sort-order");
    if (values.limit !== undefined) request.limit = parsePositiveInt(values.limit, "--limit");
    else if (format === "table") request.limit = TABLE_PAGE;
    if (values.offset !== undefined) request.offset = parsePositiveInt(values.offset, "--offset", { allowZero: true });
    const response = await listMemories(context(), request);
    if (format === "json") return printJson(io, response);
    io.out(renderList(response, request.offset ?? 0, terminalColumns(io.stdoutIsTTY)));
  },
};

function oneOf<T extends string>(value: string, allowed: readonly T[], flag: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`Unknown ${flag} ${JSON.stringify(value)}: use ${allowed.join(" or ")}.`);
}

/** The terminal's width (or $COLUMNS), else 120 for pipes and files. */
function terminalColumns(tty: boolean): number {
  const columns = tty ? process.stdout.columns : Number(process.env.COLUMNS);
  return Number.isInteger(columns) && columns! >= 40 ? columns! : 120;
}

export function renderList(response: ListMemoriesResponse, offset: number, columns = 120): string {
  const filters = describeFilters(response);
  if (response.memories.length === 0) {
    const why =
      response.total > 0 ? ` on this page (total ${response.total})` : filters ? ` (filtered by ${filters})` : "";
    return `No memories found${why}.\n${response.total === 0 && !filters ? 'Create one with: memory write "…" --type learning --tags topic\n' : ""}`;
  }
  // The slug is the id users copy: never cut. The title takes what the terminal has left (at least 20 characters).
  const slugWidth = Math.max(4, ...response.memories.map((memory) => memory.slug.length));
  const typeWidth = Math.max(4, ...response.memories.map((memory) => memory.type.length));
  const fixed = slugWidth + typeWidth + 12 + 19 + 5 * 3 + 1;
  const table = renderTable(
    ["Slug", "Title", "Type", "Scope", "Updated"],
    response.memories.map((memory) => [
      memory.slug,
      memory.title,
      memory.type,
      `[${memory.scope}]`,
      memory.updated.replace(/Z$/, ""),
    ]),
    [slugWidth, Math.max(20, columns - fixed), typeWidth, 12, 19],
  );
  const shown = response.memories.length;
  const next = offset + shown < response.total ? `; next page: --offset ${offset + shown}` : "";
  const range = shown < response.total ? `, showing ${offset + 1}–${offset + shown}${next}` : "";
  const auto = response.memories.some((memory) => memory.scope === "auto")
    ? `\n[auto] is ${AUTO_SOURCE_LABEL}: \`memory promote <slug>\` shares one with the team.`
    : "";
  return `${table}\n\nTotal: ${plural(response.total, "memory", "memories")}${range}${filters ? ` (filtered by ${filters})` : ""}${auto}\n`;
}

function describeFilters({ filters }: ListMemoriesResponse): string {
  const parts: string[] = [];
  if (filters.type) parts.push(`type=${filters.type}`);
  if (filters.tags) parts.push(`tags=${filters.tags.join(",")}`);
  if (filters.scope) parts.push(`scope=${filters.scope}`);
  return parts.join(", ");
}
