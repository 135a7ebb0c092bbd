// `memory refresh`: brings what the hooks read (the manifest, the gotcha and
// recall indexes) up to date with the memory files of every scope, reading
// only the files that changed, then records each scope directory's change
// stamp so the hooks can tell, with one stat, whether anything changed since.
// The session-start hook runs it when a scope changed; so does any hook that
// notices a change in the middle of a session (a `git checkout`).

import { directoryStamp } from "../store/directory-stamp.js";
import { recordHookStamp } from "../index/derived/index.js";
import { checkedCatalog } from "../index/derived/index.js";
import { withDerivedLock } from "../index/derived/index.js";
import type { Scope } from "../core/types.js";
import type { OperationContext } from "./context.js";

export interface RefreshResponse {
  success: boolean;
  scopes: Array<{ scope: Scope; memories: number; changed: number; removed: number; durationMs: number }>;
}

export async function refresh(context: OperationContext): Promise<RefreshResponse> {
  const scopes: RefreshResponse["scopes"] = [];
  for (const store of context.store.readable("all")) {
    if (!(await store.exists())) continue;
    const started = performance.now();
    await store.ensureLayout();
    // Under the derived-state lock, so the stamp recorded is that of the state this refresh left, not older.
    const catalog = await withDerivedLock(store, async () => {
      // Taken before the files are listed: a change made during the refresh shows as a difference next time.
      const stamp = directoryStamp(store.root);
      const checked = await checkedCatalog(store);
      if (stamp) recordHookStamp(store.root, stamp);
      return checked;
    });
    catalog.warnings.forEach(context.warn);
    scopes.push({
      scope: store.scope,
      memories: catalog.entries.size,
      changed: catalog.changed.length,
      removed: catalog.removed.length,
      durationMs: Math.round(performance.now() - started),
    });
  }
  return { success: true, scopes };
}
