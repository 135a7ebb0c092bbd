// What `memory health` says of a scope's deletion log (`log/tombstones.jsonl`): every write reads it to keep a
// deleted memory's slug from being given again, so one that cannot be read stops every write of the scope, and lines
// that are not deletion records are deletions no write knows of.

import { FileReadError } from "../../core/errors.js";
import type { HealthIssue } from "../../core/types.js";
import { TombstoneRecord } from "../../core/schemas/log-records.js";
import { logPath, readLogBytes } from "../../store/append-log.js";
import type { ScopeStore } from "../../store/scope-store.js";

/** Line numbers named in a description; the rest are counted (`memory validate` gives each). */
const LINES_NAMED = 5;

export function deletionLogIssues(store: ScopeStore): HealthIssue[] {
  const path = logPath(store.root, "tombstones");
  let bytes: Buffer | undefined;
  try {
    bytes = readLogBytes(path);
  } catch (error) {
    if (!(error instanceof FileReadError)) throw error;
    return [
      {
        severity: "critical",
        category: "index",
        kind: "deletion-log",
        description: `${store.scope}: ${error.message} Every write to this scope fails until it can be read`,
        fixable: false,
        fix: `Move ${path} aside (and restore its lines from git if it was committed)`,
      },
    ];
  }
  if (!bytes) return [];
  const bad: number[] = [];
  bytes
    .toString("utf8")
    .split("\n")
    .forEach((line, index) => {
      if (line.trim() && !isDeletionRecord(line)) bad.push(index + 1);
    });
  if (bad.length === 0) return [];
  const named = bad.slice(0, LINES_NAMED).join(", ");
  const more = bad.length > LINES_NAMED ? ` and ${bad.length - LINES_NAMED} more` : "";
  return [
    {
      severity: "warning",
      category: "index",
      kind: "deletion-log",
      description: `${store.scope}: ${bad.length} line${bad.length === 1 ? " is" : "s are"} not a deletion record in ${path} (line ${named}${more}): the slugs they held may be given to new memories`,
      fixable: false,
      fix: "Run `memory validate` for each line's problem, and mend or delete the lines by hand (a torn last line: delete it)",
    },
  ];
}

function isDeletionRecord(line: string): boolean {
  try {
    return TombstoneRecord.safeParse(JSON.parse(line)).success;
  } catch {
    return false;
  }
}
