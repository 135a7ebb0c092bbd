// The as-of self-check: the list operation, run over catalogs of the files
// just read, must hide exactly the memories created after the instant asked for.

import { toIsoSeconds } from "../../core/time.js";
import type { Catalog, ManifestEntry } from "../../index/derived/index.js";
import { summaryOf } from "../../index/manifest/index.js";
import type { ScopeStore } from "../../store/scope-store.js";
import type { OperationContext } from "../context.js";
import { listCatalogs } from "../shared/list-catalogs.js";
import type { Findings } from "./findings.js";
import type { CheckedMemory } from "./memory-file.js";

/** The as-of self-check lists the store at up to this many creation instants (and one second before each). */
const AS_OF_MAX_INSTANTS = 8;
/** …and stops when instants × memories would pass this (it re-filters the whole store per instant). */
const AS_OF_MAX_WORK = 500_000;

/**
 * Lists the store (the list operation itself, over catalogs of the files just
 * read) at a few creation instants T and one second before each: every memory
 * created after T must be absent, every other one present (expired and
 * deprecated ones are asked for, so only creation decides).
 */
export function checkAsOf(
  context: OperationContext,
  findings: Findings,
  memories: CheckedMemory[],
  notes: string[],
): number {
  const dated = memories.filter((memory) => memory.createdSeconds !== undefined);
  if (dated.length === 0) return 0;
  const seconds = [...new Set(dated.map((memory) => memory.createdSeconds!))].sort((a, b) => a - b);
  let instants = spread(seconds, AS_OF_MAX_INSTANTS).flatMap((second) => [second - 1, second]);
  const budget = Math.floor(AS_OF_MAX_WORK / memories.length);
  if (budget < 2) {
    notes.push(`as-of exclusion check skipped: ${memories.length} memories are more than it re-filters in one run.`);
    return 0;
  }
  if (instants.length > budget) {
    instants = spread(seconds, Math.floor(budget / 2)).flatMap((second) => [second - 1, second]);
    notes.push(`as-of exclusion check capped at ${instants.length} instants for ${memories.length} memories.`);
  }
  const byStore = new Map<ScopeStore, Map<string, ManifestEntry>>();
  for (const memory of memories) {
    const entries = byStore.get(memory.store) ?? new Map<string, ManifestEntry>();
    byStore.set(memory.store, entries);
    // Edges play no part in what a read shows; without them the list skips building the graph.
    entries.set(memory.slug, {
      size: 0,
      mtimeMs: 0,
      hash: "",
      summary: { ...summaryOf(memory.decoded.document, { recall: false }), edges: [] },
    });
  }
  const catalogs: Catalog[] = [...byStore].map(([store, entries]) => ({
    store,
    entries,
    changed: [],
    removed: [],
    warnings: [],
  }));
  const quiet = { ...context, warn: () => undefined };
  const leaked = new Set<string>();
  for (const instant of instants) {
    const asOf = toIsoSeconds(new Date(instant * 1000));
    const listed = new Set(
      listCatalogs(quiet, catalogs, { asOf, includeExpired: true, includeDeprecated: true }).memories.map(
        (memory) => `${memory.scope}/${memory.slug}`,
      ),
    );
    for (const memory of dated) {
      const key = `${memory.store.scope}/${memory.slug}`;
      const shown = listed.has(key);
      const expected = memory.createdSeconds! <= instant;
      if (shown === expected || leaked.has(key)) continue;
      leaked.add(key);
      findings.add(
        memory.store.filePath(memory.slug),
        "as-of-exclusion",
        shown
          ? `listed as of ${asOf} though created later (${String(memory.decoded.document.created)}): the as-of filter leaks`
          : `missing from a read as of ${asOf} though created before it (${String(memory.decoded.document.created)})`,
      );
    }
  }
  return instants.length;
}

/** Up to `count` items spread evenly over a sorted list, first and last included. */
function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  if (count <= 1) return items.slice(-1);
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);
}
