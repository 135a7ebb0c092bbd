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

import { hookIndexDisagreements } from "../../index/derived/index.js";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { HealthIssue, HealthSummary, Scope } from "../../core/types.js";
import { TEMP_FILE_PATTERN } from "../../store/atomic-write.js";
import { gotchaIndexExists } from "../../index/gotcha/index.js";
import { buildGraph, connectedTo, type MemoryGraph } from "../../index/graph/index.js";
import { graphIndexExists } from "../../index/graph/index.js";
import { keywordIndexStatus } from "../../index/keyword/index.js";
import { EmbeddingCache } from "../../index/embeddings/index.js";
import { embeddingSettings } from "../../index/embeddings/index.js";
import { loadCatalog, type Catalog } from "../../index/derived/index.js";
import type { ScopeStore } from "../../store/scope-store.js";
import { checkAnchors } from "../../store/anchor-hash.js";
import type { OperationContext } from "../context.js";
import { anchoredScope } from "./write-lifecycle.js";
import { gitIssues } from "./git-health.js";
import { appendTo } from "../../core/multimap.js";

/** Frontmatter problems `memory repair` may normalise: values it can derive without guessing. */
export const NORMALISABLE_FIELDS = new Set(["created", "updated", "tags"]);
/** A temp file older than this is a leftover of an interrupted write, not one in progress. */
const TEMP_FILE_MIN_AGE_MS = 60_000;

export interface HealthFindings {
  catalogs: Catalog[];
  graph: MemoryGraph;
  issues: HealthIssue[];
  /** Stored links whose target does not exist, by scope and source memory. */
  brokenLinks: Array<{ store: ScopeStore; source: string; target: string }>;
  /** Memories whose only frontmatter problems are normalisable. */
  normalisable: Array<{ store: ScopeStore; slug: string; fields: string[] }>;
  /** Scopes whose derived indexes are missing or out of step with the files. */
  staleIndexes: Array<{ store: ScopeStore; memories: string[] }>;
  tempFiles: Array<{ store: ScopeStore; path: string }>;
  /** Embedding caches with entries that are stale (other content or model) or whose memory is gone. */
  staleCaches: Array<{ store: ScopeStore; stale: string[]; orphaned: string[] }>;
  unparseable: Array<{ store: ScopeStore; slug: string; reason: string }>;
  /** Scopes in git whose set-up (`.index/` ignored, attributes, merge driver) `memory git-setup` would complete. */
  gitSetup: ScopeStore[];
  /** Files holding two different memories added under one name on both sides of a merge. */
  bothAdded: Array<{ store: ScopeStore; slug: string }>;
  /** Memories without a `description` (when they matter), by scope: a suggestion, one note per scope. */
  undescribed: Array<{ store: ScopeStore; slugs: string[] }>;
}

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

  const scopesOf = new Map<string, Scope[]>();
  for (const catalog of allCatalogs) {
    for (const slug of catalog.entries.keys()) appendTo(scopesOf, slug, catalog.store.scope);
  }
  const anchorHashes = new Map<string, string | null>(); // each anchored file hashed once per run
  const hubs = [...graph.nodes.values()].filter((node) => node.summary.type === "hub").map((node) => node.slug);
  const nearHub = connectedTo(graph, hubs);
  const hubsByTag = new Map<string, number[]>(); // tag → positions in `hubs`
  hubs.forEach((hub, position) => {
    for (const tag of new Set(graph.nodes.get(hub)!.summary.tags)) appendTo(hubsByTag, tag, position);
  });

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
    for (const [slug, entry] of catalog.entries) {
      if (!entry.summary) {
        const reason = entry.error ?? "cannot be parsed";
        findings.unparseable.push({ store, slug, reason });
        if (entry.conflict) {
          // Two memories added under one name have one lossless end (keep both), so repair takes it.
          const bothAdded = reason.includes("--both` to keep both");
          if (bothAdded) findings.bothAdded.push({ store, slug });
          const fix = bothAdded
            ? `memory resolve ${slug} --both\` (or \`memory repair\`)`
            : `memory resolve ${slug} --ours\` (or --theirs, or --both to keep both versions)`;
          issue({
            severity: "critical",
            category: "frontmatter",
            kind: "merge-conflict",
            memory: slug,
            description: reason.replace(`${store.filePath(slug)}: `, ""),
            fixable: bothAdded,
            fix: `Run \`${fix}`,
          });
          continue;
        }
        issue({
          severity: "critical",
          category: "frontmatter",
          memory: slug,
          description: reason,
          fixable: false,
          fix: "Fix the YAML by hand; repair never rewrites a file it cannot parse",
        });
        continue;
      }
      const problems = entry.problems ?? [];
      if (problems.length > 0) {
        const fields = [...new Set(problems.map((problem) => problem.field))];
        const fixable = fields.every((field) => NORMALISABLE_FIELDS.has(field));
        if (fixable) findings.normalisable.push({ store, slug, fields });
        issue({
          severity: "warning",
          category: "frontmatter",
          memory: slug,
          description: problems.map((problem) => problem.message).join("; "),
          fixable,
          fix: fixable
            ? "Run `memory repair` to write the normalised frontmatter"
            : "Edit the frontmatter by hand (type must be one of the six types)",
        });
      }
      if (entry.summary.unsafe?.length) {
        issue({
          severity: "critical",
          category: "frontmatter",
          memory: slug,
          description: `${entry.summary.unsafe.join("; ")} (the hook does not inject it; writes would refuse it)`,
          fixable: false,
          fix: "Edit the file by hand: one-line fields on one line, within the size limits, globs without nested repetition",
        });
      }
      if (entry.summary.badCommands) {
        issue({
          severity: "warning",
          category: "frontmatter",
          memory: slug,
          description: `commands patterns the hooks cannot use: ${entry.summary.badCommands.map((pattern) => JSON.stringify(pattern)).join(", ")}`,
          fixable: false,
          fix: 'Give each pattern a program, e.g. "npm publish*" (`memory validate` says what is wrong)',
        });
      }
      const scopes = scopesOf.get(slug) ?? [];
      if (scopes.length > 1 && scopes[0] === store.scope) {
        issue({
          severity: "warning",
          category: "frontmatter",
          memory: slug,
          description: `the same slug exists in ${scopes.join(", ")}; reads return the ${scopes[0]} one`,
          fixable: false,
          fix: "Rename or delete one of them",
        });
      }
      for (const edge of entry.summary.edges) {
        if (graph.nodes.has(edge.target)) continue;
        if (edge.via === "links") findings.brokenLinks.push({ store, source: slug, target: edge.target });
        issue({
          severity: "warning",
          category: "broken-link",
          memory: slug,
          description: `${slug} → ${edge.target}${edge.via === "wikilink" ? " ([[wikilink]] in the text)" : ""}`,
          fixable: edge.via === "links",
          fix:
            edge.via === "links"
              ? "Run `memory repair` to remove the link"
              : `Edit the text of ${slug}, or create ${edge.target}`,
        });
      }
      // ── code anchors: files the memory was checked against that changed or vanished since ──
      const repoRoot = context.store.resolved.repoRoot;
      if (entry.summary.anchors && repoRoot && anchoredScope(store)) {
        const moved = checkAnchors(repoRoot, entry.summary.anchors, anchorHashes).filter(
          (check) => check.state !== "unchanged",
        );
        if (moved.length > 0) {
          issue({
            severity: "warning",
            category: "frontmatter",
            kind: "stale-source",
            memory: slug,
            description:
              moved
                .map((check) => `${check.path} ${check.state === "changed" ? "changed" : "is gone or unreadable"}`)
                .join(", ") + " since it was written or verified",
            fixable: false,
            fix: `Check the memory against the code, update it if needed, then run \`memory verify ${slug}\``,
          });
        }
      }
      if (entry.summary.type !== "hub" && graph.nodes.get(slug)?.scope === store.scope) {
        const linked = (graph.outgoing.get(slug)?.length ?? 0) + (graph.incoming.get(slug)?.length ?? 0) > 0;
        if (!linked || (hubs.length > 0 && !nearHub.has(slug))) {
          // A store without hubs is not organised around them yet: unlinked notes are a hint, not a defect.
          issue({
            severity: hubs.length > 0 && !linked ? "warning" : "info",
            category: "orphan",
            memory: slug,
            description: linked ? "no hub links" : "no links",
            fixable: false,
            fix: suggestHub(graph, slug, hubs, hubsByTag),
          });
        }
      }
    }
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
    const indexProblems = await indexStatus(catalog);
    if (indexProblems) {
      findings.staleIndexes.push({ store, memories: indexProblems.memories });
      issue({
        severity: indexProblems.severity,
        category: "index",
        description: `${store.scope}: ${indexProblems.description}`,
        fixable: true,
        fix: "Run `memory repair` (or `memory reindex`) to rebuild the indexes",
      });
    }
    // ── embedding cache ──
    const cache = await embeddingCacheStatus(catalog, embeddingSettings(context.settings).model);
    if (cache.stale.length > 0 || cache.orphaned.length > 0) {
      findings.staleCaches.push({ store, ...cache });
      const fix = "Run `memory repair` (or `memory embed`) to regenerate the embedding cache";
      if (cache.stale.length > 0) {
        const why = cache.model
          ? `embedded with ${cache.model}, not the configured model`
          : "edited since they were embedded";
        issue({
          severity: "info",
          category: "cache",
          description: `${store.scope}: embedding cache: ${cache.stale.length} stale entr${cache.stale.length === 1 ? "y" : "ies"} (${why}): ${preview(cache.stale)}`,
          fixable: true,
          fix,
        });
      }
      if (cache.orphaned.length > 0) {
        issue({
          severity: "info",
          category: "cache",
          description: `${store.scope}: embedding cache: ${cache.orphaned.length} entr${cache.orphaned.length === 1 ? "y" : "ies"} without a memory: ${preview(cache.orphaned)}`,
          fixable: true,
          fix,
        });
      }
    }
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

async function indexStatus(
  catalog: Catalog,
): Promise<{ severity: HealthIssue["severity"]; description: string; memories: string[] } | undefined> {
  if (catalog.entries.size === 0) return undefined;
  const status = await keywordIndexStatus(catalog);
  const derivedMissing = [
    !gotchaIndexExists(catalog.store) && "gotcha index",
    !graphIndexExists(catalog.store) && "graph index",
  ].filter(Boolean);
  // The hooks' indexes against the manifest: what a lost update leaves, which no check of the files would find.
  const disagreements = derivedMissing.length ? [] : hookIndexDisagreements(catalog.store, catalog.entries);
  if (disagreements.length > 0) {
    const slugs = [...new Set(disagreements.flatMap((item) => item.slugs))];
    return {
      severity: "warning",
      description: `${disagreements.map((item) => `${item.index} index out of step with the manifest for ${item.slugs.length} memories (${preview(item.slugs)})`).join("; ")}: the hooks would not show them`,
      memories: slugs,
    };
  }
  if (status.state !== "ok") {
    // Derived state the next search rebuilds by itself (a new store has none yet): a note, not a warning.
    return {
      severity: "info",
      description: `keyword index ${status.state === "missing" ? "missing (the next search builds it)" : "built by another version (the next search rebuilds it)"}`,
      memories: status.missing,
    };
  }
  const parts = [
    status.missing.length && `${status.missing.length} missing`,
    status.stale.length && `${status.stale.length} stale`,
    status.extra.length && `${status.extra.length} extra`,
  ].filter(Boolean);
  if (parts.length === 0 && derivedMissing.length === 0) return undefined;
  const description = [
    parts.length ? `keyword index entries: ${parts.join(", ")} (the next search also catches up)` : "",
    derivedMissing.length ? `${derivedMissing.join(" and ")} missing` : "",
  ]
    .filter(Boolean)
    .join("; ");
  return {
    severity: derivedMissing.length ? "warning" : "info",
    description,
    memories: [...status.missing, ...status.stale, ...status.extra],
  };
}

function preview(slugs: string[]): string {
  return slugs.length <= 5 ? slugs.join(", ") : `${slugs.slice(0, 5).join(", ")}, … (${slugs.length - 5} more)`;
}

/** Cache entries whose memory changed (or another model made them), and entries with no memory. */
export async function embeddingCacheStatus(
  catalog: Catalog,
  model: string,
): Promise<{ stale: string[]; orphaned: string[]; model?: string }> {
  const cache = await EmbeddingCache.load(catalog.store);
  if (!cache.exists) return { stale: [], orphaned: [] };
  const orphaned = [...cache.entries.keys()].filter((slug) => !catalog.entries.get(slug)?.summary);
  const live = [...cache.entries.keys()].filter((slug) => catalog.entries.get(slug)?.summary);
  if (!cache.servesModel(model)) return { stale: live, orphaned, ...(cache.model ? { model: cache.model } : {}) };
  return { stale: live.filter((slug) => !cache.isFresh(slug, catalog.entries.get(slug)!.hash, model)), orphaned };
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

/** The hub sharing most tags with the memory (the first such in `hubs`), as a suggested fix. */
function suggestHub(
  graph: MemoryGraph,
  slug: string,
  hubs: string[],
  hubsByTag: ReadonlyMap<string, number[]>,
): string {
  const shared = new Map<number, number>(); // position in `hubs` → tags shared
  for (const tag of new Set(graph.nodes.get(slug)?.summary.tags ?? []))
    for (const position of hubsByTag.get(tag) ?? []) shared.set(position, (shared.get(position) ?? 0) + 1);
  let best = 0;
  for (const [position, count] of shared) {
    const bestCount = shared.get(best) ?? 0;
    if (count > bestCount || (count === bestCount && position < best)) best = position;
  }
  const hub = hubs[best];
  // Without hubs the advice is the same for every orphan, so it is given once for all of them.
  return hub
    ? `Link to ${hub}: memory link ${slug} ${hub} --label part-of`
    : "Link each to related memories (`memory suggest-links <slug>` proposes some), or write a hub (type hub) that links them";
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
