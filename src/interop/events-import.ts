// `memory import-events`: an events.jsonl knowledge file into one scope.
// The whole file is read and validated first; the last valid version of each
// id is applied (its id is the slug); invalid lines are reported with their
// line numbers. `_meta.superseded_by` also becomes a `supersedes` edge from
// the newer entry to the one it replaces.

import { redactValue } from "../core/secrets/index.js";
import { join } from "node:path";
import { isMemoryError, UsageError } from "../core/errors.js";
import { eventToDraft, memoryToEvent, parseEventsText } from "./events-jsonl.js";
import { serializeEvent } from "./events-record.js";
import type { ImportProblem, ImportRequest, ImportResponse, LinkDraft, MemoryDraft } from "./types.js";
import type { MemoryDocument } from "../core/memory-file.js";
import { readInputFile } from "../store/external-file.js";
import type { ScopeStore } from "../store/scope-store.js";
import type { OperationContext } from "../ops/context.js";
import { applyDrafts, applyLinks, sameManagedContent, sortProblems, type SameContent } from "./apply.js";

export const EVENTS_FILE = join(".memory", "events.jsonl");

export type ImportProgress = (done: number, total: number) => void;

/** `<repo>/.memory/events.jsonl`; a usage error outside a repository. */
export function defaultEventsPath(context: OperationContext): string {
  const repo = context.store.resolved.repoRoot;
  if (!repo)
    throw new UsageError(
      `Not inside a git repository, so there is no default ${EVENTS_FILE}: give the path of the events file.`,
    );
  return join(repo, EVENTS_FILE);
}

export async function importEvents(
  context: OperationContext,
  request: Partial<ImportRequest>,
  onProgress?: ImportProgress,
): Promise<ImportResponse> {
  const input = await readInputFile(request.path ?? defaultEventsPath(context));
  return importEventsText(context, { ...request, path: input.path }, input.text, onProgress);
}

export async function importEventsText(
  context: OperationContext,
  request: ImportRequest,
  text: string,
  onProgress?: ImportProgress,
): Promise<ImportResponse> {
  const store = context.store.writeTarget(request.scope);
  const dryRun = request.dryRun === true;
  const parsed = parseEventsText(text);
  const problems: ImportProblem[] = [...parsed.problems];
  const drafts: MemoryDraft[] = [];
  const slugOfId = new Map<string, string>();
  for (const entry of parsed.entries) {
    const { draft, warnings } = eventToDraft(entry.record, entry.line);
    for (const message of warnings)
      problems.push({ line: entry.line, severity: "warning", message, id: entry.record.id });
    drafts.push(draft);
    slugOfId.set(entry.record.id, draft.slug);
  }
  await adoptExportedMemories(store, drafts, slugOfId);

  const applied = await applyDrafts(context, store, drafts, {
    dryRun,
    same: sameEvent,
    ...(onProgress ? { onProgress } : {}),
  });
  problems.push(...applied.problems);

  // `_meta.superseded_by`: an edge from the newer entry to the one it replaces.
  const links: LinkDraft[] = [];
  for (const entry of parsed.entries) {
    const newer = entry.record._meta.superseded_by;
    if (typeof newer !== "string") continue;
    const source = slugOfId.get(newer) ?? ((await context.store.locateFile(newer)) ? newer : undefined);
    if (!source) {
      problems.push({
        line: entry.line,
        severity: "warning",
        message: `superseded_by "${newer}": no entry with that id (a dangling reference); no edge added`,
        id: entry.record.id,
      });
      continue;
    }
    links.push({ source, target: slugOfId.get(entry.record.id)!, label: "supersedes", line: entry.line });
  }
  const failed = new Set(applied.problems.map((problem) => problem.id));
  const linked = await applyLinks(
    context,
    store,
    links.filter((link) => !failed.has(link.source) && !failed.has(link.target)),
    { dryRun, willExist: new Set(applied.items.map((item) => item.slug)) },
  );
  problems.push(...linked.problems);
  return importResponse(
    "events-jsonl",
    request,
    store,
    dryRun,
    applied.items,
    linked.links,
    sortProblems(problems),
    parsed.invalid,
  );
}

/** Unchanged when the memory already exports to the record the draft came from. */
const sameEvent: SameContent = (existing, expected, draft) => {
  const line = (document: MemoryDocument) => {
    const result = memoryToEvent(document);
    return "record" in result ? serializeEvent(result.record) : undefined;
  };
  const current = line(existing);
  return current !== undefined ? current === line(expected) : sameManagedContent(existing, expected, draft);
};

/**
 * Ids not stored under their own slug may come from `memory export-events`
 * of a memory made here (its id is computed): that memory is updated rather
 * than copied. Reads the scope only when some id has no file of its own.
 */
async function adoptExportedMemories(
  store: ScopeStore,
  drafts: MemoryDraft[],
  slugOfId: Map<string, string>,
): Promise<void> {
  const missing: MemoryDraft[] = [];
  for (const draft of drafts) if (!(await store.readText(draft.slug))) missing.push(draft);
  if (missing.length === 0) return;
  const byId = new Map<string, string>();
  const { files } = await store.listFiles();
  for (const { slug } of files) {
    try {
      const raw = await store.readText(slug);
      if (!raw || !/^source:/m.test(raw.text)) continue;
      const loaded = await store.load(slug);
      const result = loaded && memoryToEvent(loaded.document);
      if (result && "record" in result && result.record.id !== slug && !byId.has(result.record.id))
        byId.set(result.record.id, slug);
    } catch (error) {
      if (!isMemoryError(error)) throw error;
    }
  }
  for (const draft of missing) {
    const slug = byId.get(draft.slug);
    if (!slug) continue;
    slugOfId.set(draft.slug, slug);
    draft.slug = slug;
  }
}

export function importResponse(
  format: ImportResponse["format"],
  request: ImportRequest,
  store: ScopeStore,
  dryRun: boolean,
  items: ImportResponse["items"],
  links: ImportResponse["links"],
  problems: ImportProblem[],
  invalid: number,
): ImportResponse {
  const count = (action: string) => items.filter((item) => item.action === action).length;
  const created = count("created");
  const updated = count("updated");
  const unchanged = count("unchanged");
  const newLinks = links.filter((link) => link.action === "created").length;
  const rejected = invalid > 0 ? `; ${invalid} line${invalid === 1 ? "" : "s"} rejected` : "";
  const edges = newLinks > 0 ? `, ${newLinks} edge${newLinks === 1 ? "" : "s"}${dryRun ? " to add" : " added"}` : "";
  const message = dryRun
    ? `Dry run: would create ${created}, update ${updated}, leave ${unchanged} unchanged in ${store.scope}${edges}${rejected}; nothing written`
    : `Imported into ${store.scope}: ${created} created, ${updated} updated, ${unchanged} unchanged${edges}${rejected}`;
  // What an import prints (titles, problems quoting the file) passes the redaction the memories passed.
  const response: ImportResponse = {
    success: true,
    format,
    path: request.path,
    scope: store.scope,
    dryRun,
    created,
    updated,
    unchanged,
    invalid,
    items,
    links,
    problems,
    message,
  };
  return redactValue(response).value as ImportResponse;
}
