// `memory health`: what the store inspection finds, graded; with `fix`, the repair runs first. Claude Code's own
// memory (the auto scope) is reported beside it: files it cannot read, secrets in them, facts held in both stores.

import type { HealthCheckRequest, HealthCheckResponse, HealthIssue } from "../core/types.js";
import type { OperationContext } from "./context.js";
import { loadAutoMemory, readsAuto } from "./shared/auto-memory.js";
import { findHeldCopy } from "./shared/auto-memory-search.js";
import { inspectStore, summarise } from "./shared/inspect.js";

export async function checkHealth(
  context: OperationContext,
  request: HealthCheckRequest = {},
): Promise<HealthCheckResponse> {
  const auto = readsAuto(request.scope) ? await autoMemoryIssues(context) : [];
  if (request.fix) {
    const { repairStore } = await import("./shared/repair.js");
    const before = (await inspectStore(context, request.scope)).issues.filter((item) => item.fixable).length;
    const repair = await repairStore(context, { ...(request.scope ? { scope: request.scope } : {}) });
    const after = await inspectStore(context, request.scope);
    const fixed = Math.max(0, before - after.issues.filter((item) => item.fixable).length);
    return {
      success: true,
      summary: summarise(after),
      issues: [...after.issues, ...auto],
      fixed,
      repairs: repair.repaired,
    };
  }
  const findings = await inspectStore(context, request.scope);
  return { success: true, summary: summarise(findings), issues: [...findings.issues, ...auto], fixed: 0 };
}

/** Facts of Claude Code's memory checked against the store for copies: the first this many (a health check stays quick). */
const MAX_AUTO_CHECKED = 100;

/**
 * What health says of Claude Code's memory. Its files are Claude Code's: nothing here is fixable by the plugin,
 * and none of it changes the store's grade.
 */
async function autoMemoryIssues(context: OperationContext): Promise<HealthIssue[]> {
  const auto = loadAutoMemory(context);
  if (!auto?.exists) return [];
  const issues: HealthIssue[] = auto.problems.map((problem) => ({
    severity: "warning",
    category: "frontmatter",
    kind: "auto-memory",
    description: `${problem.filePath}: ${problem.message}`,
    fixable: false,
    fix: "Fix or delete the file in Claude Code's memory directory; the plugin never rewrites it.",
  }));
  for (const memory of auto.memories) {
    if (memory.secrets)
      issues.push({
        severity: "warning",
        category: "frontmatter",
        kind: "auto-memory",
        memory: memory.slug,
        description: `${memory.filePath} holds a secret (redacted in everything the plugin shows of it)`,
        fixable: false,
        fix: "Remove the secret from Claude Code's memory file; promote redacts it, but the file keeps it.",
      });
  }
  for (const memory of auto.memories.slice(0, MAX_AUTO_CHECKED)) {
    const copy = await findHeldCopy(context, memory);
    if (!copy) continue;
    const how = copy.reason === "promoted" ? "was promoted as" : "states the same fact as";
    issues.push({
      severity: "info",
      category: "frontmatter",
      kind: "auto-memory",
      memory: memory.slug,
      description: `held in both: Claude Code's memory ${memory.name} ${how} ${copy.slug} (${copy.scope} scope)`,
      fixable: false,
      fix: `Keep the team's copy: \`memory promote ${memory.slug} --move\` records the link and removes Claude Code's file.`,
    });
  }
  return issues;
}
