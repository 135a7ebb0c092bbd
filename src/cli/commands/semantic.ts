import { UsageError } from "../../core/errors.js";
import type { EmbeddingsInfo, SemanticSearchRequest, SemanticSearchResponse } from "../../core/types.js";
import { parseMemoryType, parsePositiveInt, parseScopeOrAll, parseTags } from "../../core/validation/index.js";
import { displayHost, embeddingSettings } from "../../index/embeddings/index.js";
import { semanticSearch } from "../../ops/semantic.js";
import { DEFAULT_THRESHOLD, MAX_EMBEDDED_PER_SEARCH, validThreshold } from "../../ops/semantic.js";
import { outputFormat, stringOption, TEMPORAL_OPTIONS, TEMPORAL_USAGE, temporalOptions } from "../args.js";
import { printJson, type Command } from "../command.js";
import type { CliIO } from "../io.js";
import { plural, truncate } from "../render/text.js";

export const command: Command = {
  name: "semantic",
  usage: `Usage: memory semantic <query> [options]

Semantic search: memories ranked by the cosine similarity of their Ollama
embeddings to the query's. Without Ollama it says how to enable it and falls
back to keyword search (exit 0).

Options:
  --threshold <0-1>      only memories at least this similar (default ${DEFAULT_THRESHOLD})
  --scope <scope|all>    project | local | global | enterprise | all (default: all)
  --type <type>          only this type
  --tags <a,b>           only memories with any of these tags
  --limit <n>            at most n results (default 10)
${TEMPORAL_USAGE}
  --format list|json     output format (--json is short for --format json)

Settings: OLLAMA_HOST (default 127.0.0.1:11434), MEMORY_EMBED_MODEL (default
embeddinggemma). A search embeds at most ${MAX_EMBEDDED_PER_SEARCH} memories missing from the cache;
\`memory embed\` embeds them all. A query of "-" is read from stdin.`,
  options: {
    ...TEMPORAL_OPTIONS,
    threshold: { type: "string" },
    scope: { type: "string" },
    type: { type: "string" },
    tags: { type: "string", multiple: true },
    limit: { type: "string" },
    format: { type: "string" },
  },
  async run({ values, positionals }, { io, context }) {
    const format = outputFormat(values, ["list"], "list");
    const query = (positionals.length === 1 && positionals[0] === "-" ? await io.readStdin() : positionals.join(" "))
      .replace(/\s+/g, " ")
      .trim();
    if (!query) throw new UsageError('Give words to search for, e.g. memory semantic "auth problems".');
    const request: SemanticSearchRequest = { query, ...temporalOptions(values) };
    const threshold = stringOption(values, "threshold");
    if (threshold !== undefined)
      request.threshold = validThreshold(/^\s*(\d+(\.\d*)?|\.\d+)\s*$/.test(threshold) ? Number(threshold) : threshold);
    if (values.scope !== undefined) request.scope = parseScopeOrAll(values.scope);
    if (values.type !== undefined) request.type = parseMemoryType(values.type);
    if (values.tags !== undefined) request.tags = parseTags((values.tags as string[]).join(","));
    if (values.limit !== undefined) request.limit = parsePositiveInt(values.limit, "--limit");
    const ctx = context();
    const response = await semanticSearch(ctx, request);
    const host = displayHost(embeddingSettings(ctx.settings).host);
    if (format === "json") {
      reportOnStderr(io, response.embeddings, host);
      return printJson(io, response);
    }
    io.out(renderSemantic(response, host, request.threshold ?? DEFAULT_THRESHOLD));
  },
};

/** One line on stderr about a fallback or skipped memories (JSON output stays clean). */
export function reportOnStderr(io: CliIO, embeddings: EmbeddingsInfo | undefined, host: string): void {
  if (!embeddings) return;
  if (embeddings.fallback)
    io.err(`⚠ Semantic search unavailable: ${reason(embeddings, host)}; fell back to keyword search.\n`);
  if (embeddings.skipped) io.err(`ℹ ${skippedNote(embeddings.skipped)}\n`);
}

function skippedNote(skipped: number): string {
  return `${plural(skipped, "memory is", "memories are")} not embedded yet and were left out: run \`memory embed\` to embed them.`;
}

function reason(embeddings: EmbeddingsInfo, host: string): string {
  const error = embeddings.error;
  if (!error || error.name === "OllamaUnavailableError") {
    return error?.details?.disabled ? "turned off (MEMORY_EMBEDDINGS=off)" : `Ollama not running at ${host}`;
  }
  if (error.name === "ModelNotFoundError") return `model "${embeddings.model}" is not pulled in Ollama at ${host}`;
  return error.message.replace(/^Embedding failed: /, "embedding failed: ").replace(/\.$/, "");
}

/** The ⚠ block: what is wrong, how to fix it, then "Falling back to keyword search...". */
export function fallbackBlock(embeddings: EmbeddingsInfo, host: string): string {
  const model = embeddings.model ?? "embeddinggemma";
  const lines = [`⚠ Semantic search unavailable: ${reason(embeddings, host)}`, ""];
  const name = embeddings.error?.name;
  if (!name || (name === "OllamaUnavailableError" && !embeddings.error?.details?.disabled)) {
    lines.push(
      "  To enable semantic search:",
      "  1. Install Ollama: curl -fsSL https://ollama.com/install.sh | sh",
      `  2. Pull embedding model: ollama pull ${model}`,
      "  3. Start Ollama: ollama serve",
      "",
    );
  } else if (name === "ModelNotFoundError") {
    lines.push(
      "  To enable semantic search:",
      `  Pull embedding model: ollama pull ${model}`,
      "  (or set MEMORY_EMBED_MODEL to a model you have pulled)",
      "",
    );
  }
  lines.push("  Falling back to keyword search...", "", "");
  return lines.join("\n");
}

export function renderSemantic(response: SemanticSearchResponse, host: string, threshold: number): string {
  const query = truncate(response.query, 80);
  const { embeddings } = response;
  const head = embeddings.fallback ? fallbackBlock(embeddings, host) : "";
  const note = embeddings.skipped ? `\nℹ ${skippedNote(embeddings.skipped)}\n` : "";
  if (response.results.length === 0) {
    const none = embeddings.fallback
      ? `No memories match "${query}". Try other words, or \`memory list\` to browse.\n`
      : `No memories semantically similar to "${query}" (threshold ${threshold}). Try a lower --threshold, or \`memory search\` for keywords.\n`;
    return `${head}${none}${note}`;
  }
  const more =
    response.total > response.results.length ? ` (showing ${response.results.length}; use --limit for more)` : "";
  const lines = embeddings.fallback
    ? [`Found ${plural(response.total, "memory", "memories")} matching "${query}" (keyword search)${more}:`, ""]
    : [`Found ${plural(response.total, "memory", "memories")} semantically similar to "${query}"${more}:`, ""];
  response.results.forEach((result, i) => {
    lines.push(
      `${i + 1}. ${result.memory.slug} (${embeddings.fallback ? "score" : "similarity"}: ${result.similarity.toFixed(2)})`,
    );
    lines.push(`   [${result.memory.type}] ${result.memory.title}`, "");
  });
  return `${head}${lines.join("\n")}${note}`;
}
