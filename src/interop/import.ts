// `memory import <path>`: CLAUDE.md / MEMORY.md files, the MCP memory
// server's JSONL knowledge graph, or an events.jsonl knowledge file, into one
// scope. The format is detected from the file name and its first lines unless
// given; each format's reader (src/interop) turns the file into drafts, applied here.

import { relative, sep } from "node:path";
import { UsageError } from "../core/errors.js";
import { parseClaudeMd } from "./claude-md.js";
import { detectFormat } from "./detect.js";
import { IMPORT_FORMATS, type ImportRequest, type ImportResponse } from "./types.js";
import { parseMcpGraph } from "./mcp-graph.js";
import { readInputFile } from "../store/external-file.js";
import type { OperationContext } from "../ops/context.js";
import { applyDrafts, applyLinks, sortProblems } from "./apply.js";
import { importEventsText, importResponse, type ImportProgress } from "./events-import.js";

export async function importFile(
  context: OperationContext,
  request: ImportRequest,
  onProgress?: ImportProgress,
): Promise<ImportResponse> {
  if (request.format !== undefined && !IMPORT_FORMATS.includes(request.format)) {
    throw new UsageError(`Unknown format ${JSON.stringify(request.format)}: use ${IMPORT_FORMATS.join(", ")}.`);
  }
  const input = await readInputFile(request.path);
  const format = request.format ?? detectFormat(input.path, input.text);
  const resolved: ImportRequest = { ...request, path: input.path };
  if (format === "events-jsonl") return importEventsText(context, resolved, input.text, onProgress);

  const store = context.store.writeTarget(request.scope);
  const dryRun = request.dryRun === true;
  const file = sourceName(context, input.path);
  const progress = onProgress ? { onProgress } : {};
  if (format === "claude-md") {
    const parsed = parseClaudeMd({ text: input.text, file });
    const applied = await applyDrafts(context, store, parsed.drafts, { dryRun, ...progress });
    return importResponse(
      format,
      resolved,
      store,
      dryRun,
      applied.items,
      [],
      sortProblems([...parsed.problems, ...applied.problems]),
      0,
    );
  }
  const parsed = parseMcpGraph(input.text, file);
  const applied = await applyDrafts(context, store, parsed.drafts, { dryRun, ...progress });
  const failed = new Set(applied.problems.map((problem) => problem.id));
  const linked = await applyLinks(
    context,
    store,
    parsed.relations.filter((relation) => !failed.has(relation.source) && !failed.has(relation.target)),
    { dryRun, willExist: new Set(applied.items.map((item) => item.slug)) },
  );
  return importResponse(
    format,
    resolved,
    store,
    dryRun,
    applied.items,
    linked.links,
    sortProblems([...parsed.problems, ...applied.problems, ...linked.problems]),
    parsed.invalid,
  );
}

/** The file as memories name it: relative to the repository when inside it (with '/'), else absolute. */
function sourceName(context: OperationContext, absolute: string): string {
  const repo = context.store.resolved.repoRoot;
  const inside = repo ? relative(repo, absolute) : "";
  const name =
    repo && inside && !inside.startsWith("..") && !inside.startsWith(sep) && !/^[A-Za-z]:/.test(inside)
      ? inside
      : absolute;
  return name.split(sep).join("/");
}
