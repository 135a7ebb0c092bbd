import { UsageError } from "../../core/errors.js";
import { parseScopeOrAll } from "../../core/validation/index.js";
import { displayHost } from "../../index/embeddings/index.js";
import { embedderFor, embedMemories } from "../../ops/embed.js";
import { printJson, type Command } from "../command.js";
import { progressBar } from "../progress.js";

export const command: Command = {
  name: "embed",
  usage: `Usage: memory embed [--scope <scope|all>] [--json]

Fills the embedding cache (.index/embeddings/ of each scope) for semantic and
hybrid search: embeds every memory that is missing or stale (edited, or
embedded with another model) with Ollama, and drops entries of deleted
memories. Shows a progress bar on a terminal.

Settings: OLLAMA_HOST (default 127.0.0.1:11434), MEMORY_EMBED_MODEL (default
embeddinggemma). Fails with exit 4 when Ollama is not running or the model is
not pulled, and says how to fix it.`,
  options: { scope: { type: "string" } },
  async run({ values, positionals }, { io, context }) {
    if (positionals.length > 0) throw new UsageError("memory embed takes no arguments; use --scope to pick a scope.");
    const ctx = context();
    const embedder = embedderFor(ctx);
    const bar = progressBar(io.stdoutIsTTY && !values.json && Boolean(process.stderr.isTTY));
    const response = await embedMemories(
      ctx,
      values.scope === undefined ? {} : { scope: parseScopeOrAll(values.scope) },
      (scope, done, total) => bar.update(`embedding ${scope}`, done, total),
      embedder,
    ).finally(() => bar.done());
    if (values.json) return printJson(io, response);
    const lines = response.scopes.map(
      (s) =>
        `  ${s.scope}: ${s.embedded} embedded, ${s.fresh} up to date${s.removed ? `, ${s.removed} removed` : ""} in ${s.durationMs} ms`,
    );
    io.out(
      `✓ ${response.message}\n${lines.join("\n")}${lines.length ? "\n" : ""}  Ollama: ${displayHost(response.host)}\n`,
    );
  },
};
