// Checks of single frontmatter values and whole files shared by the memory,
// inbox and log checks of `memory validate`.

import { readRegularText } from "../../store/regular-file.js";
import { commandPatternProblems } from "../../core/gotcha/index.js";
import { findSecrets, placeholder } from "../../core/secrets/index.js";
import { parseIsoTimestamp, timestampProblem } from "../../core/time.js";
import type { AddFinding, Findings, ValidationRule } from "./findings.js";

/** Epoch seconds of a timestamp field (undefined when absent or invalid: the frontmatter schema reports that); warns of a time without a zone. */
export function timestampField(data: Record<string, unknown>, field: string, add: AddFinding): number | undefined {
  const value = data[field];
  if (value === undefined || value === null || timestampProblem(value)) return undefined;
  const text = (value as string).trim();
  const parsed = parseIsoTimestamp(text)!;
  if (!parsed.dateOnly && !parsed.zone)
    add(
      field,
      "timestamp-zone",
      `${field} has a time but no zone (Z or ±hh:mm); it is read in this machine's zone, which others may not share`,
    );
  // Date.parse, not parsed.utc: a time without a zone is compared as this machine reads it.
  const ms = Date.parse(parsed.dateOnly ? `${text}T00:00:00Z` : text.replace(" ", "T"));
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

/** truth and utility: a number in 0–1, or {value, updated, updates} as `memory api` update writes it. */
export function unitField(data: Record<string, unknown>, field: string, add: AddFinding): void {
  const stored = data[field];
  if (stored === undefined || stored === null) return;
  const isObject = typeof stored === "object" && !Array.isArray(stored);
  const value = isObject ? (stored as { value?: unknown }).value : stored;
  if (typeof value !== "number") {
    add(
      field,
      "field-type",
      `${field} must be a number in 0–1${isObject ? " in `value`" : ""} (got ${JSON.stringify(value ?? null)})`,
    );
    return;
  }
  if (!(value >= 0 && value <= 1)) add(field, "range", `${field} ${value} is outside 0–1`);
  if (isObject) {
    const { updated, updates } = stored as { updated?: unknown; updates?: unknown };
    if (updated !== undefined && timestampProblem(updated))
      add(field, "timestamp", `${field}.updated ${timestampProblem(updated)}`);
    if (updates !== undefined && !(Number.isInteger(updates) && (updates as number) >= 0))
      add(field, "field-type", `${field}.updates must be a whole number (got ${JSON.stringify(updates)})`);
  }
}

export function checkSecrets(findings: Findings, path: string, text: string): void {
  for (const secret of findSecrets(text)) {
    findings.add(
      path,
      "secret",
      `a secret (${secret.kind}) is stored here: remove it, or replace it with ${placeholder(secret.kind)} (and rotate it if it was ever shared)`,
      secret.line,
    );
  }
}

/**
 * A file's text, checked for secrets; undefined (and a finding) when it cannot be read: read as a file anyone may have
 * replaced since it was listed (a named pipe is not waited on, a link not followed), at most `maxBytes`.
 */
export async function readChecked(findings: Findings, path: string, maxBytes: number): Promise<string | undefined> {
  const read = readRegularText(path, { maxBytes });
  if (read.kind !== "read") {
    const why =
      read.kind === "unreadable"
        ? read.error.message
        : read.kind === "too-large"
          ? `${read.stat.size} bytes, past the ${maxBytes} it may have`
          : read.kind === "missing"
            ? "it is gone"
            : "not a regular file";
    findings.add(path, "file-unreadable", `cannot be read: ${why}`);
    return undefined;
  }
  checkSecrets(findings, path, read.content);
  return read.content;
}

/** The `commands` field: a list of command patterns, each usable (see core/gotcha/command-match.ts). */
export function checkCommandsField(
  value: unknown,
  add: (field: string, rule: ValidationRule, message: string) => void,
): void {
  if (value === undefined || value === null) return;
  const list = typeof value === "string" ? [value] : value;
  if (!Array.isArray(list) || !list.every((item) => typeof item === "string"))
    return add("commands", "field-type", 'commands must be a list of shell command patterns such as "npm publish*"');
  for (const pattern of list as string[]) {
    const problems = commandPatternProblems(pattern);
    if (problems.length > 0)
      add("commands", "bad-command-pattern", `command pattern ${JSON.stringify(pattern)} ${problems.join("; ")}`);
  }
}
