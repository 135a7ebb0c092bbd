import { UsageError } from "../../core/errors.js";
import { oneLine, quotedText } from "../../core/text/index.js";
import type { SearchMemoriesRequest, SearchMemoriesResponse, SearchMode } from "../../core/types.js";
import { parseMemoryType, parsePositiveInt, parseScopeOrAll, parseTags } from "../../core/validation/index.js";
import { searchMemories } from "../../ops/search.js";
import { outputFormat, TEMPORAL_OPTIONS, TEMPORAL_USAGE, temporalOptions } from "../args.js";
import { printJson, type Command } from "../command.js";
import { plural, truncate } from "../render/text.js";
import { shownScope } from "../../core/auto-memory/index.js";

export const command: Command = {
  name: "search",
  usage: `Usage: memory search <query> [options]

Keyword search (BM25) over titles, tags and bodies of every available scope;
hybrid (keyword + embeddings, reciprocal rank fusion) once an embedding cache
exists (see \`memory embed\`).

Options:
  --scope <scope|all>    project | local | global | enterprise | auto | all (default: all)
                         (auto: Claude Code's own memory of the project, read-only)
  --type <type>          only this type
  --tags <a,b>           only memories with any of these tags
  --limit <n>            at most n results (default 10)
  --mode <mode>          keyword | semantic | hybrid (default: hybrid when embeddings
                         are in use, else keyword)
${TEMPORAL_USAGE}
  --format list|json     output format (--json is short for --format json)

A query of "-" is read from stdin.`,
  options: {
    ...TEMPORAL_OPTIONS,
    scope: { type: "string" },
    type: { type: "string" },
    tags: { type: "string", multiple: true },
    limit: { type: "string" },
    format: { type: "string" },
    mode: { type: "string" },
  },
  async run({ values, positionals }, { io, context }) {
    const format = outputFormat(values, ["list"], "list");
    // "-" reads the query from stdin, so slash commands can pass user text through a quoted heredoc.
    const query = (positionals.length === 1 && positionals[0] === "-" ? await io.readStdin() : positionals.join(" "))
      .replace(/\s+/g, " ")
      .trim();
    if (!query) throw new UsageError('Give words to search for, e.g. memory search "token refresh".');
    const request: SearchMemoriesRequest = { query, ...temporalOptions(values) };
    if (values.scope !== undefined) request.scope = parseScopeOrAll(values.scope);
    if (values.type !== undefined) request.type = parseMemoryType(values.type);
    if (values.tags !== undefined) request.tags = parseTags((values.tags as string[]).join(","));
    if (values.limit !== undefined) request.limit = parsePositiveInt(values.limit, "--limit");
    if (values.mode !== undefined) request.mode = parseMode(values.mode);
    const ctx = context();
    const response = await searchMemories(ctx, request);
    if (response.embeddings) {
      const { reportOnStderr } = await import("./semantic.js");
      const { displayHost, embeddingSettings } = await import("../../index/embeddings/ollama-client.js");
      reportOnStderr(io, response.embeddings, displayHost(embeddingSettings(ctx.settings).host));
    }
    if (format === "json") return printJson(io, response);
    io.out(renderSearch(response));
  },
};

function parseMode(value: unknown): SearchMode {
  if (value === "keyword" || value === "semantic" || value === "hybrid") return value;
  throw new UsageError(`Unknown --mode ${JSON.stringify(value)}: use keyword, semantic or hybrid.`);
}

export function renderSearch(response: SearchMemoriesResponse): string {
  const query = truncate(oneLine(response.query, Number.MAX_SAFE_INTEGER), 80);
  if (response.results.length === 0)
    return `No memories match "${query}". Try other words, or \`memory list\` to browse.\n`;
  const more =
    response.total > response.results.length ? ` (showing ${response.results.length}; use --limit for more)` : "";
  const lines = [`Found ${plural(response.total, "memory", "memories")} matching "${query}"${more}:`, ""];
  response.results.forEach((result, i) => {
    lines.push(
      `${i + 1}. ${result.memory.slug} [${shownScope(result.memory.scope)}] (score: ${result.score.toFixed(2)})`,
    );
    // Memory text is data (the /memory:memory-search command hands this to the model): titles on one line, snippets quoted.
    lines.push(`   Title: ${oneLine(result.memory.title)}`);
    const match = result.matches.find((m) => m.field === "content") ?? result.matches[0];
    if (match) lines.push(`   Match: "${quotedText(match.snippet, 600)}"`);
    lines.push("");
  });
  return `${lines.join("\n")}`;
}
