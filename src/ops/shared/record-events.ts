// The event appended after a memory change is committed. The memory file and
// its indexes are already written when the event is appended: failing then
// (a full disk, a read-only log directory) must not report the whole change
// as failed, or a caller that retries creates the memory twice. The change
// succeeds, and a warning says the event is missing from the log.

import { FileWriteError } from "../../core/errors.js";
import { appendLog, logPath, type LogName } from "../../store/append-log.js";
import type { ScopeStore } from "../../store/scope-store.js";
import type { OperationContext } from "../context.js";

/** Appends to `log/events.jsonl` (or another log); a failure becomes a warning, never an error. */
export async function appendEventsAfterCommit(
  context: OperationContext,
  store: ScopeStore,
  records: readonly object[],
  name: LogName = "events",
): Promise<boolean> {
  try {
    await appendLog(store.root, name, records);
    return true;
  } catch (error) {
    if (!(error instanceof FileWriteError)) throw error;
    context.warn({
      scope: store.scope,
      filePath: logPath(store.root, name),
      message: `the change was saved, but its event could not be logged (${error.message.replace(/\.$/, "")}). Do not retry the command; \`memory validate\` checks the logs.`,
    });
    return false;
  }
}
