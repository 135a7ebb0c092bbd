// Every derived index of a scope, in the order a change set is applied to
// them. The keyword index comes first: a search that trusts the manifest
// without checking the files must find every change the manifest records in
// it. The manifest comes last: it is the commit record (manifest-step.ts).
//
// Each entry reads its own meta to say whether it exists; the code that
// updates it is loaded when a change set reaches it, so a search of an
// unchanged store loads none of it.
//
// To add an index: implement `DerivedIndex` (change-set.ts) next to the
// index's code, and list it here, before the manifest.

import type { ChangeSet, DerivedIndex, FullChangeSet } from "../change-set.js";
import { gotchaIndexExists } from "../gotcha/index.js";
import { graphIndexExists } from "../graph/index.js";
import { readKeywordMeta } from "../keyword/index.js";
import { manifestIndex } from "./manifest-step.js";
import { RECALL_DIR, readRecallMeta } from "../recall/index.js";
import type { ScopeStore } from "../../store/scope-store.js";

/** An index whose update code is loaded on first use. */
function loadedOnUse(
  name: string,
  exists: (store: ScopeStore) => boolean,
  load: () => Promise<DerivedIndex>,
  lazy?: true,
): DerivedIndex {
  return {
    name,
    ...(lazy ? { lazy } : {}),
    exists,
    apply: async (set: ChangeSet) => (await load()).apply(set),
    rebuild: async (set: FullChangeSet) => (await load()).rebuild(set),
  };
}

const indexes: DerivedIndex[] = [
  loadedOnUse(
    "keyword",
    (store) => readKeywordMeta(store) !== undefined,
    async () => (await import("../keyword/update.js")).keywordIndex,
    true,
  ),
  loadedOnUse("gotcha", gotchaIndexExists, async () => (await import("../gotcha/build.js")).gotchaIndex),
  loadedOnUse("graph", graphIndexExists, async () => (await import("../graph/edge-index.js")).graphIndex),
  loadedOnUse(
    "recall",
    (store) => readRecallMeta(store.indexPath(RECALL_DIR)) !== undefined,
    async () => (await import("../recall/update.js")).recallIndex,
  ),
];

/** The indexes a change set goes to before the manifest, in order. */
export function derivedIndexes(): readonly DerivedIndex[] {
  return indexes;
}

/** The commit record, applied after every other index. */
export const commitIndex: DerivedIndex = manifestIndex;

/** Adds an index (before the manifest, after the others); a name already listed is replaced in place. */
export function registerDerivedIndex(index: DerivedIndex): void {
  const at = indexes.findIndex((known) => known.name === index.name);
  if (at >= 0) indexes[at] = index;
  else indexes.push(index);
}

/** Whether every index a check of the files keeps (every index but the lazy ones) exists. */
export function derivedIndexesExist(store: ScopeStore): boolean {
  return [...indexes, commitIndex].every((index) => index.lazy || index.exists(store));
}
