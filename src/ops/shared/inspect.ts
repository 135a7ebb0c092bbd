// The store inspection behind `memory health` (/memory:check-memory-health) and `memory repair`.
// Read-only: it refreshes nothing but the manifest, and reports what repair would fix.
//
// Orphans are warnings only in a store that has hubs (a memory with no link at
// all there is disconnected); otherwise, and for linked memories with no path
// to a hub, they are info.
//
// overallHealth, from the issues found (documented in the README):
//   poor       any critical issue (a file that cannot be parsed), or warnings on more than 25% of memories (5 at least)
//   fair       warnings on more than 10% of memories (3 at least)
//   good       at least one warning
//   excellent  no warnings (info-level notes allowed)

import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { HealthIssue, HealthSummary, Scope } from "../../core/types.js";
import { TEMP_FILE_PATTERN } from "../../store/atomic-write.js";
import { buildGraph } from "../../index/graph/index.js";
import { loadCatalog } from "../../index/derived/index.js";
import type { ScopeStore } from "../../store/scope-store.js";
import type { OperationContext } from "../context.js";
import { gitIssues } from "./git-health.js";
import { deletionLogIssues } from "./inspect-deletion-log.js";
import type { HealthFindings } from "./health-findings.js";
import { inspectDerivedState, preview } from "./inspect-derived.js";
import { inspectMemory, storeOverview } from "./inspect-memory.js";

export type { HealthFindings } from "./health-findings.js";
export { NORMALISABLE_FIELDS } from "./inspect-memory.js";
export { embeddingCacheStatus } from "./inspect-derived.js";

/** A temp file older than this is a leftover of an interrupted write, not one in progress. */
const TEMP_FILE_MIN_AGE_MS = 60_000;

export async function inspectStore(context: OperationContext, scope?: Scope | "all"): Promise<HealthFindings> {
  const allCatalogs = await Promise.all(context.store.readable().map((store) => loadCatalog(store)));
  const inScope = new Set(context.store.readable(scope));
  const catalogs = allCatalogs.filter((catalog) => inScope.has(catalog.store));
  const graph = buildGraph(allCatalogs);
  const findings: HealthFindings = {
    catalogs,
    graph,
    issues: [],
    brokenLinks: [],
    normalisable: [],
    staleIndexes: [],
    tempFiles: [],
    unparseable: [],
    staleCaches: [],
    gitSetup: [],
    bothAdded: [],
    undescribed: [],
  };
  const issue = (item: HealthIssue) => findings.issues.push(item);

  const overview = storeOverview(graph, allCatalogs, context.store.resolved.repoRoot);

  for (const catalog of catalogs) {
    const { store } = catalog;
    for (const warning of catalog.warnings) {
      if (catalog.entries.has(warning.filePath.replace(/^.*[\\/]/, "").replace(/\.md$/, ""))) continue; // reported below
      issue({
        severity: "warning",
        category: "frontmatter",
        description: `${warning.filePath}: ${warning.message}`,
        fixable: false,
        fix: "Rename or replace the file by hand",
      });
    }
    for (const [slug, entry] of catalog.entries) inspectMemory(overview, findings, store, slug, entry);
    const undescribed = [...catalog.entries]
      .filter(([, entry]) => entry.summary && entry.summary.description === undefined)
      .map(([slug]) => slug);
    if (undescribed.length > 0) {
      findings.undescribed.push({ store, slugs: undescribed });
      issue({
        severity: "info",
        category: "frontmatter",
        kind: "missing-description",
        // The advice is in the sentence: a note, not a defect with a fix of its own.
        description: `${store.scope}: ${undescribed.length} of ${catalog.entries.size} memories have no description (one line of when each matters): ${preview(undescribed)}. Add one with \`memory write --slug <slug> --description "…"\` (the rest is kept) or the MCP save tool`,
        fixable: false,
      });
    }
    await inspectDerivedState(context, catalog, findings);
    for (const item of deletionLogIssues(store)) issue(item);
    for (const item of await gitIssues(store)) {
      if (item.fixable) findings.gitSetup.push(store);
      issue(item);
    }
    for (const path of leftoverTempFiles(store)) {
      findings.tempFiles.push({ store, path });
      issue({
        severity: "info",
        category: "index",
        description: `${path}: leftover temp file of an interrupted write`,
        fixable: true,
        fix: "Run `memory repair` to remove it",
      });
    }
  }
  return findings;
}

function leftoverTempFiles(store: ScopeStore): string[] {
  try {
    const now = Date.now();
    return readdirSync(store.root)
      .filter((name) => TEMP_FILE_PATTERN.test(name))
      .map((name) => join(store.root, name))
      .filter((path) => now - statSync(path).mtimeMs > TEMP_FILE_MIN_AGE_MS);
  } catch {
    return [];
  }
}

const POOR_MIN_WARNED = 5;
const FAIR_MIN_WARNED = 3;

export function summarise(findings: HealthFindings): HealthSummary {
  const total = findings.catalogs.reduce((sum, catalog) => sum + catalog.entries.size, 0);
  const count = (category: HealthIssue["category"]) =>
    findings.issues.filter((item) => item.category === category).length;
  const warned = new Set(
    findings.issues.filter((item) => item.severity === "warning").map((item) => item.memory ?? item.description),
  ).size;
  const critical = findings.issues.some((item) => item.severity === "critical");
  const share = total === 0 ? 0 : warned / total;
  // A share alone would grade a small store by one or two warnings: poor and fair also need a few warned memories.
  const overallHealth =
    critical || (share > 0.25 && warned >= POOR_MIN_WARNED)
      ? "poor"
      : share > 0.1 && warned >= FAIR_MIN_WARNED
        ? "fair"
        : warned > 0
          ? "good"
          : "excellent";
  return {
    totalMemories: total,
    orphanCount: count("orphan"),
    brokenLinkCount: count("broken-link"),
    // Memories without a description are a suggestion (one note per scope), not a frontmatter problem.
    frontmatterIssues: count("frontmatter") - findings.undescribed.length,
    cacheIssues: count("cache"),
    overallHealth,
  };
}
