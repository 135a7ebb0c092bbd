import { UsageError } from "../../core/errors.js";
import type { SuggestLinksRequest, SuggestLinksResponse } from "../../core/types.js";
import { parsePositiveInt } from "../../core/validation/index.js";
import {
  DEFAULT_SUGGESTIONS_PER_MEMORY,
  MAX_SUGGESTIONS_ACROSS_STORE,
  suggestLinks,
  validMinSimilarity,
} from "../../ops/suggest-links.js";
import { TFIDF_DEFAULT_MIN_SIMILARITY } from "../../index/similarity.js";
import { outputFormat, stringOption } from "../args.js";
import { printJson, type Command } from "../command.js";
import { plural } from "../render/text.js";

export const command: Command = {
  name: "suggest-links",
  usage: `Usage: memory suggest-links [<slug>] [--min-similarity <0-1>] [--limit <n>] [--format list|json]

Proposes links between memories that read alike but are not linked yet, in
every available scope: for <slug>, its best candidates (it is the source);
without a slug, the best pairs of the whole store (at most ${MAX_SUGGESTIONS_ACROSS_STORE}).

Similarity is the TF-IDF cosine of the memories' titles, tags and text (no
embeddings yet). It runs lower than an embedding similarity, so the default
threshold is ${TFIDF_DEFAULT_MIN_SIMILARITY}, not the 0.6 of embeddings; raise it for fewer, closer matches.

Options:
  --min-similarity <x>  only pairs at least this similar, 0–1 (default ${TFIDF_DEFAULT_MIN_SIMILARITY})
  --limit <n>           suggestions per memory (default ${DEFAULT_SUGGESTIONS_PER_MEMORY})
  --format list|json    output format (--json is short for --format json)`,
  options: { "min-similarity": { type: "string" }, limit: { type: "string" }, format: { type: "string" } },
  async run({ values, positionals }, { io, context }) {
    const format = outputFormat(values, ["list"], "list");
    if (positionals.length > 1) throw new UsageError("Give at most one slug: memory suggest-links [<slug>].");
    const request: SuggestLinksRequest = {};
    if (positionals[0] !== undefined) request.slug = positionals[0];
    const minSimilarity = stringOption(values, "min-similarity");
    if (minSimilarity !== undefined) request.minSimilarity = validMinSimilarity(parseNumber(minSimilarity));
    if (values.limit !== undefined) request.limit = parsePositiveInt(values.limit, "--limit");
    const response = await suggestLinks(context(), request);
    if (format === "json") return printJson(io, response);
    io.out(renderSuggestions(response, request.slug));
  },
};

function parseNumber(text: string): number | string {
  return /^\s*(\d+(\.\d*)?|\.\d+)\s*$/.test(text) ? Number(text) : text;
}

export function renderSuggestions(response: SuggestLinksResponse, slug: string | undefined): string {
  if (response.suggestions.length === 0) {
    const what =
      slug === undefined
        ? "No link suggestions: no two unlinked memories are similar enough."
        : `No link suggestions for ${slug}: no unlinked memory is similar enough.`;
    return `${what}\nTry a lower --min-similarity, or add tags and detail to the memories.\n`;
  }
  const lines = [slug === undefined ? "Suggested links:" : `Suggested links for ${slug}:`, ""];
  response.suggestions.forEach((s, i) => {
    lines.push(
      `${i + 1}. ${s.source} --[${s.proposedLabel}]--> ${s.target} (similarity: ${s.similarity.toFixed(2)})`,
      `   Rationale: ${s.rationale}`,
      "",
    );
  });
  if (response.total > response.suggestions.length)
    lines.push(`Showing ${response.suggestions.length} of ${plural(response.total, "suggestion")}.`, "");
  lines.push(`Link one with: memory link <source> <target> --label <label>`);
  return `${lines.join("\n")}\n`;
}
