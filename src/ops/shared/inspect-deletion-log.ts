// What `memory health` says of a scope's deletion log (`log/tombstones.jsonl`): every write reads it to keep a
// deleted memory's slug from being given again, so one that cannot be read stops every write of the scope, and lines
// that name no slug are deletions no write knows of (`memory validate` checks each line's record in full).

import { FileReadError } from "../../core/errors.js";
import type { HealthIssue } from "../../core/types.js";
import { logPath } from "../../store/append-log.js";
import type { ScopeStore } from "../../store/scope-store.js";
import { unreadTombstoneLines } from "../../store/tombstones.js";

/** Line numbers named in a description; the rest are counted (`memory validate` gives each). */
const LINES_NAMED = 5;

export function deletionLogIssues(store: ScopeStore): HealthIssue[] {
  const path = logPath(store.root, "tombstones");
  let unread: number[];
  try {
    unread = unreadTombstoneLines(store.root);
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
  if (unread.length === 0) return [];
  const named = unread.slice(0, LINES_NAMED).join(", ");
  const more = unread.length > LINES_NAMED ? ` and ${unread.length - LINES_NAMED} more` : "";
  return [
    {
      severity: "warning",
      category: "index",
      kind: "deletion-log",
      description: `${store.scope}: ${unread.length} line${unread.length === 1 ? "" : "s"} of ${path} name${unread.length === 1 ? "s" : ""} no deleted memory (line ${named}${more}): the slugs they held may be given to new memories`,
      fixable: false,
      fix: "Run `memory validate` for each line's problem, and mend or delete the lines by hand (a torn last line: delete it)",
    },
  ];
}
