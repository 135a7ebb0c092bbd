// The checks of a scope's append-only logs: each line is one JSON record of
// its log's shape (docs/formats.md), event ids are not repeated.

import { lstatSync } from "node:fs";
import type { Violation } from "../../core/errors.js";
import * as z from "zod/mini";
import type { ZodMiniType } from "zod/mini";
import { isoTimestamp } from "../../core/schemas/fields.js";
import {
  AuditRecord,
  DecayLogRecord,
  DecayRunRecord,
  RetrievalRecord,
  TombstoneRecord,
} from "../../core/schemas/log-records.js";
import { schemaProblems } from "../../core/schemas/problems.js";
import type { LogName } from "../../core/vocabulary.js";
import { LOG_MAX_BYTES, logPath } from "../../store/append-log.js";
import { memoryEventValidators } from "../../store/config.js";
import type { ScopeStore } from "../../store/scope-store.js";
import { readChecked } from "./fields.js";
import type { Findings, ValidationRule } from "./findings.js";

// The deletion log (tombstones) is read by every write: one it cannot read stops every write of the scope.
const LOG_NAMES: readonly LogName[] = ["events", "retrieval", "decay", "audit", "tombstones"];

type LineCheck = (
  record: Record<string, unknown>,
  problem: (rule: ValidationRule, message: string, severity?: "violation" | "warning") => void,
) => void;

export async function checkLogs(findings: Findings, store: ScopeStore): Promise<number> {
  let lines = 0;
  for (const name of LOG_NAMES) {
    const path = logPath(store.root, name);
    let stat: ReturnType<typeof lstatSync>;
    try {
      stat = lstatSync(path, { throwIfNoEntry: false });
    } catch (error) {
      // The log's directory may not be read (permissions): reported like a log that cannot be read.
      findings.add(path, "file-unreadable", `cannot be read: ${(error as Error).message}`);
      continue;
    }
    if (!stat) continue;
    if (!stat.isFile()) {
      findings.add(
        path,
        "log-file",
        `is not a regular file (${stat.isSymbolicLink() ? "a symbolic link" : stat.isFIFO() ? "a named pipe" : "a directory or device"}); logs are appended in place`,
      );
      continue;
    }
    const text = await readChecked(findings, path, LOG_MAX_BYTES);
    if (text === undefined) continue;
    const check =
      name === "events"
        ? eventCheck(await eventValidators())
        : name === "retrieval"
          ? retrievalCheck
          : name === "decay"
            ? decayCheck
            : name === "audit"
              ? auditCheck
              : tombstoneCheck;
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
        findings.add(
          path,
          "log-parse",
          `not a JSON record${torn ? " (a torn last line: an interrupted append)" : ""}: ${(error as Error).message}; readers skip it — delete the line by hand`,
          line,
        );
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
        if (first !== undefined)
          findings.add(path, "duplicate-event-id", `event_id ${id} is also on line ${first}`, line);
        else ids.set(id, line);
      }
    });
  }
  return lines;
}

let eventValidatorsLoaded: Promise<Map<string, (value: unknown) => Violation[]>> | undefined;

/** ajv and the event schema are loaded only when a store has an events log. */
function eventValidators() {
  return (eventValidatorsLoaded ??= memoryEventValidators());
}

/** A line's problems against a log record schema, as findings of one rule. */
function recordProblems(schema: ZodMiniType, rule: ValidationRule): LineCheck {
  return (record, problem) => {
    for (const { message } of schemaProblems(schema, record)) problem(rule, message);
  };
}

const stamped = z.object({ ts: isoTimestamp() });

/** The memory event schema (the branch its `kind` names), plus our `ts`. */
function eventCheck(validators: Map<string, (value: unknown) => Violation[]>): LineCheck {
  const checkTs = recordProblems(stamped, "event-schema");
  return (record, problem) => {
    checkTs(record, problem);
    const validate = typeof record.kind === "string" ? validators.get(record.kind) : undefined;
    if (!validate) {
      problem(
        "event-schema",
        `kind must be one of ${[...validators.keys()].join(", ")} (memory event schema; got ${JSON.stringify(record.kind ?? null)})`,
      );
      return;
    }
    for (const violation of validate(record))
      problem("event-schema", `${record.kind} event: ${violation.pointer || "/"} ${violation.message}`);
  };
}

/** A retrieval feedback line; and the memories it says were used are among those it says were returned. */
export const retrievalCheck: LineCheck = (record, problem) => {
  recordProblems(RetrievalRecord, "retrieval-event")(record, problem);
  const { returned_ids: returned, used_ids: used } = record;
  if (isStringList(returned) && isStringList(used)) {
    const returnedIds = new Set(returned);
    const outside = used.filter((id) => !returnedIds.has(id));
    if (outside.length > 0)
      problem(
        "retrieval-used-subset",
        `used_ids ${outside.join(", ")} ${outside.length === 1 ? "is" : "are"} not among returned_ids`,
      );
  }
};

/** A decay run; follow-up events of another `kind` (restore) need only an id and a time. */
export const decayCheck: LineCheck = (record, problem) => {
  recordProblems(DecayLogRecord, "decay-event")(record, problem);
  if (record.kind === undefined || record.kind === "decay")
    recordProblems(DecayRunRecord, "decay-event")(record, problem);
};

export const auditCheck = recordProblems(AuditRecord, "audit-entry");

export const tombstoneCheck = recordProblems(TombstoneRecord, "tombstone-entry");

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}
