// Reading the retrieval log (`<scope>/log/retrieval.jsonl`, written by the feedback operation): feedback
// statistics read it, and decay counts `helped` feedback as use.

import { normalizeTimestamp } from "../../core/time.js";
import type { Scope } from "../../core/types.js";
import { readLog } from "../../store/append-log.js";
import type { OperationContext } from "../context.js";

/** The fields of a logged retrieval event that its readers use. */
interface LoggedRetrieval {
  ts: string;
  outcome: string;
  returned_ids: string[];
  used_ids: string[];
}

/** Every readable retrieval event of the scopes (fields as logged, possibly missing); unreadable lines become warnings. */
export async function retrievalEvents<T extends object = LoggedRetrieval>(
  context: OperationContext,
  scope?: Scope | "all",
): Promise<Array<Partial<T>>> {
  const events: Array<Partial<T>> = [];
  for (const store of context.store.readable(scope)) {
    const { records, unreadable } = await readLog<Partial<T>>(store.root, "retrieval");
    if (unreadable.length > 0)
      context.warn({
        scope: store.scope,
        filePath: `${store.root}/log/retrieval.jsonl`,
        message: `unreadable line${unreadable.length === 1 ? "" : "s"} ${unreadable.join(", ")} skipped`,
      });
    events.push(...records.map(({ record }) => record));
  }
  return events;
}

export const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];

/** slug → the latest instant feedback marked it `helped` (used in a helped retrieval), over every available scope's log. */
export async function helpedActivity(context: OperationContext): Promise<Map<string, string>> {
  const latest = new Map<string, string>();
  for (const event of await retrievalEvents(context)) {
    const ts = normalizeTimestamp(event.ts);
    if (event.outcome !== "helped" || !ts) continue;
    for (const id of ids(event.used_ids)) if (ts > (latest.get(id) ?? "")) latest.set(id, ts);
  }
  return latest;
}
