import { UsageError } from "../../core/errors.js";
import type { HealthCheckResponse, HealthIssue } from "../../core/types.js";
import { parseScopeOrAll } from "../../core/validation/index.js";
import { checkHealth } from "../../ops/health.js";
import { outputFormat } from "../args.js";
import { printJson, type Command } from "../command.js";
import { DOUBLE_RULE } from "../render/text.js";

export const command: Command = {
  name: "health",
  usage: `Usage: memory health [--scope <scope|all>] [--fix] [--format report|json]

Checks the store: orphan memories, broken links, frontmatter problems, memories
whose anchored code changed since they were verified, index and cache state. --fix runs \`memory repair\` first and reports what is left.`,
  options: { scope: { type: "string" }, fix: { type: "boolean" }, format: { type: "string" } },
  async run({ values, positionals }, { io, context }) {
    const format = outputFormat(values, ["report"], "report");
    if (positionals.length > 0)
      throw new UsageError(`memory health takes no arguments (got "${positionals.join(" ")}").`);
    const response = await checkHealth(context(), {
      fix: values.fix === true,
      ...(values.scope === undefined ? {} : { scope: parseScopeOrAll(values.scope) }),
    });
    if (format === "json") return printJson(io, response);
    io.out(renderHealth(response, values.fix === true));
  },
};

/** The report's sections: an issue goes to the first that takes it (its kind, else its category). */
const SECTIONS: Array<{ takes: (issue: HealthIssue) => boolean; title: string }> = [
  {
    takes: (issue) => issue.kind === "merge-conflict" || issue.kind === "git-setup",
    title: "Merge conflicts and git set-up",
  },
  {
    takes: (issue) => issue.kind === "stale-source",
    title: "Stale sources (the code changed since the memory was verified)",
  },
  { takes: (issue) => issue.kind === "auto-memory", title: "Claude Code's own memory (the auto scope, read-only)" },
  { takes: (issue) => issue.category === "frontmatter", title: "Frontmatter problems" },
  { takes: (issue) => issue.category === "broken-link", title: "Broken links" },
  { takes: (issue) => issue.category === "orphan", title: "Orphan memories" },
  { takes: (issue) => issue.kind === "deletion-log", title: "Deletion log (read by every write)" },
  { takes: (issue) => issue.category === "index", title: "Index" },
  { takes: (issue) => issue.category === "cache", title: "Cache" },
];

const preview = (slugs: string[]) =>
  slugs.length <= 5 ? slugs.join(", ") : `${slugs.slice(0, 5).join(", ")} and ${slugs.length - 5} more`;

const capitalise = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** A section of the report lists this many issues, then how many more: a large store has thousands of orphans. */
const ISSUES_SHOWN_PER_SECTION = 25;
const FIXES_SHOWN_PER_SECTION = 3;

export function renderHealth(response: HealthCheckResponse, fixed: boolean): string {
  const { summary, issues } = response;
  const lines = ["Memory System Health Report", DOUBLE_RULE, ""];
  if (fixed) {
    const repairs = response.repairs ?? [];
    lines.push(repairs.length === 0 ? "Nothing needed repairing." : `Repaired (${repairs.length}):`);
    for (const repair of repairs)
      lines.push(
        `  ✓ ${repair.description}${repair.affectedMemories.length ? ` — ${preview(repair.affectedMemories)}` : ""}`,
      );
    lines.push("");
  }
  lines.push(
    "Summary:",
    `  Total memories: ${summary.totalMemories}`,
    `  Overall health: ${capitalise(summary.overallHealth)}`,
    "",
  );
  if (issues.length === 0) {
    lines.push("✓ No issues found.", "");
    return `${lines.join("\n")}\n`;
  }
  lines.push(`Issues Found (${issues.length}):`, "");
  const sectionOf = (issue: HealthIssue) => SECTIONS.find((section) => section.takes(issue));
  for (const section of SECTIONS) {
    const { title } = section;
    const group = issues.filter((issue) => sectionOf(issue) === section);
    if (group.length === 0) continue;
    const mark = group.some((issue) => issue.severity === "critical")
      ? "✗"
      : group.every((issue) => issue.severity === "info")
        ? "ℹ"
        : "⚠";
    lines.push(`${mark} ${title} (${group.length}):`);
    for (const issue of group.slice(0, ISSUES_SHOWN_PER_SECTION)) {
      const line =
        issue.category === "broken-link"
          ? issue.description
          : issue.memory
            ? `${issue.memory} (${issue.description})`
            : issue.description;
      lines.push(`  - ${line}`);
    }
    if (group.length > ISSUES_SHOWN_PER_SECTION)
      lines.push(`  … and ${group.length - ISSUES_SHOWN_PER_SECTION} more (memory health --json lists every one)`);
    const fixes = [...new Set(group.map((issue) => issue.fix).filter((fix): fix is string => Boolean(fix)))];
    for (const fix of fixes.slice(0, FIXES_SHOWN_PER_SECTION)) lines.push(`  → Suggested fix: ${fix}`);
    if (fixes.length > FIXES_SHOWN_PER_SECTION)
      lines.push(
        `  … and ${fixes.length - FIXES_SHOWN_PER_SECTION} more fixes (memory health --json gives each issue's)`,
      );
    lines.push("");
  }
  if (issues.some((issue) => issue.fixable))
    lines.push(
      "Run `/memory:check-memory-health --fix` in Claude Code (or `memory repair`) to auto-repair fixable issues.",
      "",
    );
  return `${lines.join("\n")}\n`;
}
