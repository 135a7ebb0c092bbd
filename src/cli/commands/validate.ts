import { UsageError } from "../../core/errors.js";
import { parseScopeOrAll } from "../../core/validation/index.js";
import { validateStore, type ValidateResponse, type ValidationFinding } from "../../ops/validate-store.js";
import { outputFormat } from "../args.js";
import { printJson, type Command } from "../command.js";
import { DOUBLE_RULE, plural } from "../render/text.js";
import { appendTo } from "../../core/multimap.js";

export const command: Command = {
  name: "validate",
  usage: `Usage: memory validate [--scope <scope|all>] [--format report|json] [--strict]

Checks every memory file, log line and config.json of the store against the
rules of the memory format and the specs: required fields, types and enums,
timestamps (updated >= created, expires >= created), links and superseded_by
that resolve, no secrets on disk, log records of the right shape, a valid
config.json, and the as-of filter. Changes nothing.

Exit code: 0 when valid, 1 on any violation (with --strict, on warnings too),
so it can run in a pre-commit hook or CI:  npx memory validate --scope project`,
  options: { scope: { type: "string" }, format: { type: "string" }, strict: { type: "boolean" } },
  async run({ values, positionals }, { io, context }) {
    const format = outputFormat(values, ["report"], "report");
    if (positionals.length > 0)
      throw new UsageError(`memory validate takes no arguments (got "${positionals.join(" ")}").`);
    const response = await validateStore(context(), {
      strict: values.strict === true,
      ...(values.scope === undefined ? {} : { scope: parseScopeOrAll(values.scope) }),
    });
    if (format === "json") printJson(io, response);
    else io.out(renderValidation(response));
    return response.valid || values["exit-zero"] === true ? 0 : 1;
  },
};

/** A log with thousands of broken lines says so in a screenful; the JSON report keeps every finding. */
const MAX_FINDINGS_SHOWN_PER_FILE = 100;
/** So does a store of thousands of files with findings (the report printed every one: 1.3 MB for 3,000 memories). */
const MAX_FILES_SHOWN = 50;
const MAX_FINDINGS_SHOWN = 500;

export function renderValidation(response: ValidateResponse): string {
  const { checked, violations, warnings } = response;
  const lines = ["Memory Store Validation", DOUBLE_RULE, ""];
  const what = [
    plural(checked.memories, "memory", "memories"),
    plural(checked.logLines, "log line"),
    plural(checked.configs, "config file"),
    ...(checked.inbox > 0 ? [plural(checked.inbox, "inbox proposal")] : []),
    checked.asOfInstants > 0 ? `the as-of filter at ${plural(checked.asOfInstants, "instant")}` : "",
  ].filter(Boolean);
  lines.push(
    `Scopes: ${checked.scopes.length > 0 ? checked.scopes.join(", ") : "none"}`,
    `Checked: ${what.join(", ")}`,
  );
  for (const note of response.notes) lines.push(`ℹ ${note}`);
  lines.push("");

  const byFile = new Map<string, Array<ValidationFinding & { mark: string }>>();
  for (const [list, mark] of [
    [violations, "✗"],
    [warnings, "⚠"],
  ] as const) {
    for (const finding of list) appendTo(byFile, finding.file, { ...finding, mark });
  }
  let filesShown = 0;
  let findingsShown = 0;
  for (const [file, findings] of byFile) {
    if (filesShown === MAX_FILES_SHOWN || findingsShown >= MAX_FINDINGS_SHOWN) {
      const rest = [...byFile.values()].slice(filesShown).flat();
      const marks = (mark: string) => rest.filter((finding) => finding.mark === mark).length;
      lines.push(
        `… and ${plural(byFile.size - filesShown, "more file")} with findings (${plural(marks("✗"), "violation")}, ${plural(marks("⚠"), "warning")}; --format json lists every one)`,
        "",
      );
      break;
    }
    filesShown++;
    findingsShown += Math.min(findings.length, MAX_FINDINGS_SHOWN_PER_FILE);
    lines.push(file);
    findings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    for (const finding of findings.slice(0, MAX_FINDINGS_SHOWN_PER_FILE))
      lines.push(
        `  ${finding.mark} ${finding.line !== undefined ? `${finding.line}: ` : ""}${finding.message} [${finding.rule}]`,
      );
    const more = findings.length - MAX_FINDINGS_SHOWN_PER_FILE;
    if (more > 0) lines.push(`  … and ${plural(more, "more finding")} in this file (--format json lists every one)`);
    lines.push("");
  }

  const counts = `${plural(violations.length, "violation")}, ${plural(warnings.length, "warning")}`;
  if (violations.length === 0 && warnings.length === 0) lines.push("✓ Valid: no violations, no warnings.");
  else if (response.valid)
    lines.push(`✓ Valid: no violations (${plural(warnings.length, "warning")}; --strict would fail on them).`);
  else
    lines.push(
      `✗ Invalid: ${counts} in ${plural(byFile.size, "file")}${violations.length === 0 ? " (--strict)" : ""}.`,
    );
  return `${lines.join("\n")}\n`;
}
