// The checks `memory health` makes of each memory: its frontmatter, its links, the code it is anchored to, and
// whether it is linked to anything (orphans).

import type { HealthIssue, Scope } from "../../core/types.js";
import type { ManifestEntry } from "../../index/manifest/index.js";
import { connectedTo, type MemoryGraph } from "../../index/graph/index.js";
import type { Catalog } from "../../index/derived/index.js";
import { appendTo } from "../../core/multimap.js";
import { checkAnchors } from "../../store/anchor-hash.js";
import type { ScopeStore } from "../../store/scope-store.js";
import type { HealthFindings } from "./health-findings.js";
import { anchoredScope } from "./write-lifecycle.js";

/** Frontmatter problems `memory repair` may normalise: values it can derive without guessing. */
export const NORMALISABLE_FIELDS = new Set(["created", "updated", "tags"]);

/** What the checks of every memory share in one inspection of the store. */
export interface StoreOverview {
  graph: MemoryGraph;
  /** The hubs, and the memories with a path to one. */
  hubs: string[];
  nearHub: ReadonlySet<string>;
  /** tag → positions in `hubs`. */
  hubsByTag: ReadonlyMap<string, number[]>;
  /** The scopes holding each slug. */
  scopesOf: ReadonlyMap<string, Scope[]>;
  /** Each anchored file hashed once per run. */
  anchorHashes: Map<string, string | null>;
  repoRoot: string | undefined;
}

/** What every memory's checks need to know of the whole store (every scope, in scope or not). */
export function storeOverview(
  graph: MemoryGraph,
  catalogs: readonly Catalog[],
  repoRoot: string | undefined,
): StoreOverview {
  const scopesOf = new Map<string, Scope[]>();
  for (const catalog of catalogs) {
    for (const slug of catalog.entries.keys()) appendTo(scopesOf, slug, catalog.store.scope);
  }
  const anchorHashes = new Map<string, string | null>(); // each anchored file hashed once per run
  const hubs = [...graph.nodes.values()].filter((node) => node.summary.type === "hub").map((node) => node.slug);
  const nearHub = connectedTo(graph, hubs);
  const hubsByTag = new Map<string, number[]>(); // tag → positions in `hubs`
  hubs.forEach((hub, position) => {
    for (const tag of new Set(graph.nodes.get(hub)!.summary.tags)) appendTo(hubsByTag, tag, position);
  });

  return {
    graph,
    hubs,
    nearHub,
    hubsByTag,
    scopesOf,
    anchorHashes,
    repoRoot,
  };
}

/** Records in `findings` what is wrong with one memory of a scope. */
export function inspectMemory(
  overview: StoreOverview,
  findings: HealthFindings,
  store: ScopeStore,
  slug: string,
  entry: ManifestEntry,
): void {
  const { graph, hubs } = overview;
  const issue = (item: HealthIssue) => findings.issues.push(item);
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
      return;
    }
    issue({
      severity: "critical",
      category: "frontmatter",
      memory: slug,
      description: reason,
      fixable: false,
      fix: "Fix the YAML by hand; repair never rewrites a file it cannot parse",
    });
    return;
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
  const scopes = overview.scopesOf.get(slug) ?? [];
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
  if (entry.summary.selfLink) {
    issue({
      severity: "warning",
      category: "frontmatter",
      kind: "self-link",
      memory: slug,
      description: `${slug} → ${slug} (links: names the memory itself)`,
      // Not a repair: the link resolves, and repair removes only links to nothing.
      fixable: false,
      fix: `Remove ${slug} from the links: of ${slug} (a link says how two memories relate; \`memory link\` refuses this one)`,
    });
  }
  // ── code anchors: files the memory was checked against that changed or vanished since ──
  if (entry.summary.anchors && overview.repoRoot && anchoredScope(store)) {
    const moved = checkAnchors(overview.repoRoot, entry.summary.anchors, overview.anchorHashes).filter(
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
    if (!linked || (hubs.length > 0 && !overview.nearHub.has(slug))) {
      // A store without hubs is not organised around them yet: unlinked notes are a hint, not a defect.
      issue({
        severity: hubs.length > 0 && !linked ? "warning" : "info",
        category: "orphan",
        memory: slug,
        description: linked ? "no hub links" : "no links",
        fixable: false,
        fix: suggestHub(graph, slug, hubs, overview.hubsByTag),
      });
    }
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
