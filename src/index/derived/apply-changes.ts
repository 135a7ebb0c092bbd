// Applies a change set to every derived index of its scope, in the order
// indexes.ts lists them, then to the manifest, the commit record — only when
// every index before it took the changes. Each index is derived state: a
// failure is not the caller's (the files are the truth), and the next check
// of the files, finding the changes the manifest did not record, applies them
// again.

import type { ChangeSet, DerivedIndex, FullChangeSet } from "../change-set.js";
import { commitIndex, derivedIndexes } from "./indexes.js";

/** Applies the change set to every index; true when the manifest recorded it. */
export async function syncDerived(set: ChangeSet): Promise<boolean> {
  let complete = true;
  if (set.kind === "rebuild") {
    // Rewritten whole, the indexes are independent of each other: one written on another thread (the keyword
    // index of a parallel rebuild) is written while this thread writes the others.
    const steps = await Promise.all(
      derivedIndexes().map((index) =>
        step(index, set).then(
          () => true,
          () => false,
        ),
      ),
    );
    complete = steps.every(Boolean);
  } else {
    for (const index of derivedIndexes())
      complete =
        (await step(index, set).then(
          () => true,
          () => false,
        )) && complete;
  }
  if (!complete) return false;
  return step(commitIndex, set).then(
    () => true,
    () => false,
  );
}

async function step(index: DerivedIndex, set: ChangeSet): Promise<void> {
  // A write knows one memory: the index takes it (or, for a missing index, does what it can until the next check).
  if (set.kind === "write") return index.apply(set);
  const full = set as FullChangeSet;
  if (set.kind === "rebuild") return index.exists(set.store) || full.entries.size > 0 ? index.rebuild(full) : undefined;
  const exists = index.exists(set.store);
  if (exists && set.kind === "check") return index.apply(set);
  // Missing, or nothing known of what changed (no manifest): rebuilt from the entries, unless its first reader builds it.
  if (index.lazy || (!exists && full.entries.size === 0)) return;
  return index.rebuild(full);
}

/** Rewrites the named indexes from every entry (a repair), whatever their state. */
export async function rebuildDerived(set: FullChangeSet, names: readonly string[]): Promise<void> {
  for (const index of [...derivedIndexes(), commitIndex])
    if (names.includes(index.name)) await index.rebuild(set).catch(() => undefined);
}
