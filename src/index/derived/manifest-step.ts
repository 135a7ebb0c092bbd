// The manifest in the derived-state pipeline. It is the commit record: applied
// last, and only when every index before it took the changes, so whatever the
// manifest says is current is current everywhere; a change an index missed is
// found again by the next check of the files.

import { touched, type DerivedIndex } from "../change-set.js";
import { readManifestMeta, recordManifestEntry, saveManifest, saveManifestCheck } from "../manifest/index.js";

export const manifestIndex: DerivedIndex = {
  name: "manifest",
  exists: (store) => readManifestMeta(store) !== undefined,
  async apply(set) {
    const { store } = set;
    const slugs = touched(set);
    if (set.kind === "write" || !set.entries || !set.check) {
      for (const [slug, entry] of slugs)
        if (!set.changes.get(slug)?.unconfirmed) await recordManifestEntry(store, slug, entry);
      return;
    }
    if (slugs.size > 0) {
      await saveManifest(store, set.entries, set.check, [...slugs.keys()]);
      return;
    }
    const meta = readManifestMeta(store);
    // A few hundred bytes: lets searches skip the next checks of a large store (see catalog-open.ts).
    if (meta && set.entries.size >= (set.stampFrom ?? Infinity)) await saveManifestCheck(store, meta, set.check);
  },
  async rebuild(set) {
    await saveManifest(set.store, set.entries, set.check ?? { checkedAt: Date.now(), warnings: [] });
  },
};
