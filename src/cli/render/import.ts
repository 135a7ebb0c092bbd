import type { ImportResponse } from "../../interop/types.js";
import { truncate } from "./text.js";

const MAX_LISTED = 50;
const MARK = { created: "+", updated: "~", unchanged: "=" } as const;

/** The human report of an import: summary, memories created or updated, edges, problems by line. */
export function renderImport(response: ImportResponse): string {
  const lines = [`${response.dryRun ? "" : "✓ "}${response.message}`, `  File: ${response.path} (${response.format})`];
  const changed = response.items.filter((item) => item.action !== "unchanged");
  if (changed.length > 0) {
    lines.push("", response.dryRun ? "Would write:" : "Written:");
    for (const item of changed.slice(0, MAX_LISTED)) {
      lines.push(
        `  ${MARK[item.action]} ${item.slug}  ${truncate(item.title, 60)}  (${response.dryRun ? `would be ${item.action}` : item.action})`,
      );
    }
    if (changed.length > MAX_LISTED) lines.push(`  … and ${changed.length - MAX_LISTED} more (--json lists them all)`);
  }
  const newLinks = response.links.filter((link) => link.action === "created");
  if (newLinks.length > 0) {
    lines.push("", response.dryRun ? "Edges to add:" : "Edges added:");
    for (const link of newLinks.slice(0, MAX_LISTED))
      lines.push(`  ${link.source} --[${link.label}]--> ${link.target}`);
    if (newLinks.length > MAX_LISTED) lines.push(`  … and ${newLinks.length - MAX_LISTED} more`);
  }
  if (response.problems.length > 0) {
    const errors = response.problems.filter((problem) => problem.severity === "error").length;
    const warnings = response.problems.length - errors;
    lines.push("", `Problems (${errors} rejected, ${warnings} warning${warnings === 1 ? "" : "s"}):`);
    for (const problem of response.problems) {
      const where = problem.line === undefined ? "" : `line ${problem.line}: `;
      lines.push(`  ${problem.severity === "error" ? "✗" : "⚠"} ${where}${problem.message}`);
    }
  }
  return `${lines.join("\n")}\n`;
}
