import { UsageError } from "../../core/errors.js";
import { parseScopeOrAll } from "../../core/validation/index.js";
import { reindex } from "../../ops/reindex.js";
import { printJson, type Command } from "../command.js";
import { progressBar } from "../progress.js";
import { plural } from "../../core/text/index.js";

export const command: Command = {
  name: "reindex",
  usage: `Usage: memory reindex [--scope <scope|all>] [--json]

Rebuilds everything derived from the memory files (manifest, keyword index),
and embeds stale memories for semantic search when Ollama answers.
Shows a progress bar on a terminal. Large stores are read on several threads
(MEMORY_REINDEX_THREADS sets how many; 1 reads on one).`,
  options: { scope: { type: "string" } },
  async run({ values, positionals }, { io, context }) {
    if (positionals.length > 0) throw new UsageError("memory reindex takes no arguments; use --scope to pick a scope.");
    const bar = progressBar(io.stdoutIsTTY && !values.json && Boolean(process.stderr.isTTY));
    const response = await reindex(
      context(),
      values.scope === undefined ? {} : { scope: parseScopeOrAll(values.scope) },
      (scope, phase, done, total) => bar.update(`${phase} ${scope}`, done, total),
    );
    bar.done();
    if (values.json) return printJson(io, response);
    const lines = response.scopes.map(
      (s) =>
        `  ${s.scope}: ${plural(s.memories, "memory", "memories")}${s.unreadable ? `, ${s.unreadable} unreadable (see warnings)` : ""} in ${s.durationMs} ms${s.threads > 1 ? ` (${s.threads} threads)` : ""}`,
    );
    if (response.embeddings?.available)
      lines.push(`  embeddings: ${response.embeddings.embedded} embedded with ${response.embeddings.model}`);
    io.out(`✓ ${response.message}\n${lines.join("\n")}${lines.length ? "\n" : ""}`);
  },
};
