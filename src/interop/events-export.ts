// `memory export-events`: memories as events.jsonl lines, sorted by created_at
// then id. A new file (or `--out -`) gets every entry; an existing events file
// keeps its lines and gets only the entries that are new or differ from
// their latest line there (updates are appended, the latest wins), so
// nothing in it is lost; `replace` writes a fresh snapshot instead. Memories
// that cannot be valid entries are reported and skipped (see memoryToEvent).

import { resolve } from "node:path";
import { isMemoryError } from "../core/errors.js";
import { memoryToEvent, parseEventsText } from "./events-jsonl.js";
import { serializeEvent, type EventRecord } from "./events-record.js";
import type { ExportEventsRequest, ExportEventsResponse, ExportSkipped } from "./types.js";
import type { Scope } from "../core/types.js";
import { readOutputTarget, writeOutputFile } from "../store/external-file.js";
import { redactRecord } from "../store/redact-on-write.js";
import { redactStoredDocument } from "../core/secrets/index.js";
import type { OperationContext } from "../ops/context.js";
import { defaultEventsPath } from "./events-import.js";

export async function exportEvents(
  context: OperationContext,
  request: ExportEventsRequest = {},
): Promise<ExportEventsResponse> {
  const { records, skipped } = await exportableRecords(
    context,
    request.scope ?? context.store.resolved.defaultWriteScope,
  );
  // Redacted here too: `--out -` is often redirected to a file, which then skips the writers' redaction.
  const lines = records.map((record) => serializeEvent(redactRecord(record)));
  const exported = lines.length;
  const skippedNote = skipped.length > 0 ? `; ${skipped.length} skipped` : "";
  if (request.out === "-") {
    return {
      success: true,
      path: "-",
      mode: "stdout",
      exported,
      written: exported,
      unchanged: 0,
      skipped,
      lines,
      message: `Exported ${exported} entr${exported === 1 ? "y" : "ies"}${skippedNote}`,
    };
  }
  const isDefault = request.out === undefined;
  const target = request.out ?? defaultEventsPath(context);
  const existing = await readOutputTarget(target);
  if (existing === undefined && exported === 0) {
    // An empty new file (and a new .memory/ in the user's repository) would only say what this message says.
    const path = resolve(target);
    return {
      success: true,
      path,
      mode: "none",
      exported,
      written: 0,
      unchanged: 0,
      skipped,
      message: `Nothing to export${skippedNote ? ` (${skipped.length} skipped)` : ""}: ${path} not written`,
    };
  }
  if (existing === undefined || request.replace) {
    const path = await writeOutputFile(target, lines.map((line) => `${line}\n`).join(""), {
      createDirectory: isDefault,
    });
    const mode = existing === undefined ? "created" : "replaced";
    return {
      success: true,
      path,
      mode,
      exported,
      written: exported,
      unchanged: 0,
      skipped,
      message: `Exported ${exported} entr${exported === 1 ? "y" : "ies"} to ${path}${skippedNote}`,
    };
  }
  const latest = new Map(
    parseEventsText(existing).entries.map((entry) => [entry.record.id, serializeEvent(entry.record)]),
  );
  const appended = lines.filter((line, index) => latest.get(records[index]!.id) !== line);
  let path = resolve(target);
  if (appended.length > 0) {
    const separator = existing === "" || existing.endsWith("\n") ? "" : "\n";
    path = await writeOutputFile(target, `${existing}${separator}${appended.map((line) => `${line}\n`).join("")}`, {
      createDirectory: isDefault,
    });
  }
  const unchanged = exported - appended.length;
  return {
    success: true,
    path,
    mode: "appended",
    exported,
    written: appended.length,
    unchanged,
    skipped,
    message: `Exported ${exported} entr${exported === 1 ? "y" : "ies"} to ${path}: ${appended.length} appended, ${unchanged} already there${skippedNote}`,
  };
}

/** Every memory of the scopes with a valid events.jsonl form (first in read order wins an id), sorted by created_at then id. */
async function exportableRecords(
  context: OperationContext,
  scope: Scope | "all",
): Promise<{ records: EventRecord[]; skipped: ExportSkipped[] }> {
  const records: EventRecord[] = [];
  const skipped: ExportSkipped[] = [];
  const owner = new Map<string, string>();
  for (const store of context.store.readable(scope)) {
    const { files, warnings } = await store.listFiles();
    warnings.forEach(context.warn);
    for (const { slug } of files.sort((a, b) => a.slug.localeCompare(b.slug))) {
      let result: ReturnType<typeof memoryToEvent>;
      try {
        const loaded = await store.load(slug);
        if (!loaded) continue;
        // A secret typed into the file by hand is redacted in the document before it is cut into bullets: a key
        // block split into paragraphs is no longer recognisable as one, line by line (the record's redaction below).
        result = memoryToEvent(redactStoredDocument(loaded.document, loaded.text).document);
      } catch (error) {
        if (!isMemoryError(error)) throw error;
        skipped.push({ slug, scope: store.scope, reason: error.message });
        continue;
      }
      if ("reason" in result) {
        skipped.push({ slug, scope: store.scope, reason: result.reason });
        continue;
      }
      const first = owner.get(result.record.id);
      if (first) {
        skipped.push({ slug, scope: store.scope, reason: `same id ${result.record.id} as ${first}, exported first` });
        continue;
      }
      owner.set(result.record.id, `${slug} [${store.scope}]`);
      records.push(result.record);
    }
  }
  const createdAt = (record: EventRecord) => record.created_at;
  records.sort((a, b) =>
    createdAt(a) < createdAt(b) ? -1 : createdAt(a) > createdAt(b) ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  return { records, skipped };
}
