// The checks `memory health` makes of a scope's derived state: its indexes against the files and against each
// other, and its embedding cache against the memories and the configured model.

import type { HealthIssue } from "../../core/types.js";
import { hookIndexDisagreements, type Catalog } from "../../index/derived/index.js";
import { EmbeddingCache, embeddingSettings } from "../../index/embeddings/index.js";
import { gotchaIndexExists } from "../../index/gotcha/index.js";
import { graphIndexExists } from "../../index/graph/index.js";
import { keywordIndexStatus } from "../../index/keyword/index.js";
import type { OperationContext } from "../context.js";
import type { HealthFindings } from "./health-findings.js";

/** Records in `findings` what is out of step in the derived state of the catalog's scope. */
export async function inspectDerivedState(
  context: OperationContext,
  catalog: Catalog,
  findings: HealthFindings,
): Promise<void> {
  const { store } = catalog;
  const issue = (item: HealthIssue) => findings.issues.push(item);
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

export function preview(slugs: string[]): string {
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
