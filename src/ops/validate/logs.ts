// The checks of a scope's append-only logs: each line is one JSON record of
// its log's shape (docs/formats.md), event ids are not repeated.

import { lstatSync } from "node:fs";
import type { Violation } from "../../core/errors.js";
import { OUTCOMES, RETRIEVAL_SOURCES, RETRIEVAL_STORES, type LogName } from "../../core/vocabulary.js";
import { logPath } from "../../store/append-log.js";
import { spec002EventValidators } from "../../store/config.js";
import type { ScopeStore } from "../../store/scope-store.js";
import { readChecked, timestampProblem } from "./fields.js";
import type { Findings, ValidationRule } from "./findings.js";

const LOG_NAMES: readonly LogName[] = ["events", "retrieval", "decay", "audit"];

type LineCheck = (record: Record<string, unknown>, problem: (rule: ValidationRule, message: string, severity?: "violation" | "warning") => void) => void;

export async function checkLogs(findings: Findings, store: ScopeStore): Promise<number> {
  let lines = 0;
  for (const name of LOG_NAMES) {
    const path = logPath(store.root, name);
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat) continue;
    if (!stat.isFile()) {
      findings.add(path, "log-file", `is not a regular file (${stat.isSymbolicLink() ? "a symbolic link" : "a directory or device"}); logs are appended in place`);
      continue;
    }
    const text = await readChecked(findings, path);
    if (text === undefined) continue;
    const check = name === "events" ? eventCheck(await eventValidators()) : name === "retrieval" ? retrievalCheck : name === "decay" ? decayCheck : auditCheck;
    const ids = new Map<string, number>();
    const rows = text.split("\n");
    rows.forEach((row, index) => {
      if (!row.trim()) return;
      lines++;
      const line = index + 1;
      let record: unknown;
      try {
        record = JSON.parse(row);
      } catch (error) {
        const torn = index === rows.length - 1 || (index === rows.length - 2 && rows[rows.length - 1] === "");
        findings.add(path, "log-parse", `not a JSON record${torn ? " (a torn last line: an interrupted append)" : ""}: ${(error as Error).message}; readers skip it — delete the line by hand`, line);
        return;
      }
      if (!record || typeof record !== "object" || Array.isArray(record)) {
        findings.add(path, "log-parse", "not a JSON object; readers skip it — delete the line by hand", line);
        return;
      }
      const fields = record as Record<string, unknown>;
      check(fields, (rule, message, severity) => findings.add(path, rule, message, line, severity));
      const id = fields.event_id;
      if (typeof id === "string" && name !== "events") {
        const first = ids.get(id);
        if (first !== undefined) findings.add(path, "duplicate-event-id", `event_id ${id} is also on line ${first}`, line);
        else ids.set(id, line);
      }
    });
  }
  return lines;
}

let eventValidatorsLoaded: Promise<Map<string, (value: unknown) => Violation[]>> | undefined;

/** ajv and the event schema are loaded only when a store has an events log. */
function eventValidators() {
  return (eventValidatorsLoaded ??= spec002EventValidators());
}

function tsProblem(record: Record<string, unknown>, field: string): string | undefined {
  if (record[field] === undefined || record[field] === null) return `${field} is missing`;
  const problem = timestampProblem(record[field]);
  return problem ? `${field} ${problem}` : undefined;
}

function stringList(value: unknown): boolean {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

/** The memory event schema (the branch its `kind` names), plus our `ts`. */
function eventCheck(validators: Map<string, (value: unknown) => Violation[]>): LineCheck {
  return (record, problem) => {
    const ts = tsProblem(record, "ts");
    if (ts) problem("event-schema", ts);
    const validate = typeof record.kind === "string" ? validators.get(record.kind) : undefined;
    if (!validate) {
      problem("event-schema", `kind must be one of ${[...validators.keys()].join(", ")} (spec 002 MemoryEvent; got ${JSON.stringify(record.kind ?? null)})`);
      return;
    }
    for (const violation of validate(record)) problem("event-schema", `${record.kind} event: ${violation.pointer || "/"} ${violation.message}`);
  };
}

/** A retrieval feedback line: every field, with its words; used ⊆ returned. */
const retrievalCheck: LineCheck = (record, problem) => {
  const missing = (field: string) => record[field] === undefined || record[field] === null;
  for (const field of ["event_id", "actor", "query"]) {
    if (missing(field)) problem("retrieval-event", `${field} is missing`);
    else if (typeof record[field] !== "string" || (field !== "query" && !(record[field] as string).trim())) problem("retrieval-event", `${field} must be a non-empty string`);
  }
  const ts = tsProblem(record, "ts");
  if (ts) problem("retrieval-event", ts);
  for (const [field, allowed] of [["store", RETRIEVAL_STORES], ["outcome", OUTCOMES], ["source", RETRIEVAL_SOURCES]] as Array<[string, readonly string[]]>) {
    if (missing(field)) problem("retrieval-event", `${field} is missing`);
    else if (!allowed.includes(record[field] as string)) problem("retrieval-event", `${field} must be one of ${allowed.join(", ")} (got ${JSON.stringify(record[field])})`);
  }
  for (const field of ["returned_ids", "used_ids"]) {
    if (missing(field)) problem("retrieval-event", `${field} is missing`);
    else if (!stringList(record[field])) problem("retrieval-event", `${field} must be a list of memory ids`);
  }
  if (stringList(record.returned_ids) && stringList(record.used_ids)) {
    const returned = new Set(record.returned_ids as string[]);
    const outside = (record.used_ids as string[]).filter((id) => !returned.has(id));
    if (outside.length > 0) problem("retrieval-used-subset", `used_ids ${outside.join(", ")} ${outside.length === 1 ? "is" : "are"} not among returned_ids`);
  }
};

/** A decay run; follow-up events of another `kind` (restore) need only an id and a time. */
const decayCheck: LineCheck = (record, problem) => {
  const missing = (field: string) => record[field] === undefined || record[field] === null;
  if (missing("event_id")) problem("decay-event", "event_id is missing");
  else if (typeof record.event_id !== "string" || !record.event_id.trim()) problem("decay-event", "event_id must be a non-empty string");
  const ts = tsProblem(record, "ts");
  if (ts) problem("decay-event", ts);
  if (record.kind !== undefined && record.kind !== "decay") {
    if (typeof record.kind !== "string") problem("decay-event", "kind must be a string");
    return;
  }
  if (missing("policy")) problem("decay-event", "policy is missing");
  else if (typeof record.policy !== "string" && typeof record.policy !== "object") problem("decay-event", "policy must be the policy text or an object");
  const asOf = tsProblem(record, "as_of");
  if (asOf) problem("decay-event", asOf);
  if (typeof record.dry_run !== "boolean") problem("decay-event", missing("dry_run") ? "dry_run is missing" : "dry_run must be true or false");
  if (missing("stale_ids")) problem("decay-event", "stale_ids is missing");
  else if (!stringList(record.stale_ids)) problem("decay-event", "stale_ids must be a list of memory ids");
};

/** An update's audit line: who changed which value, from what to what. */
const auditCheck: LineCheck = (record, problem) => {
  const ts = tsProblem(record, "ts");
  if (ts) problem("audit-entry", ts);
  for (const field of ["memory_id", "field"]) {
    if (record[field] === undefined || record[field] === null) problem("audit-entry", `${field} is missing`);
    else if (typeof record[field] !== "string" || !(record[field] as string).trim()) problem("audit-entry", `${field} must be a non-empty string`);
  }
  for (const field of ["before", "after"]) if (!(field in record)) problem("audit-entry", `${field} is missing`);
};
