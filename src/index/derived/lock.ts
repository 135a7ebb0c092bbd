// One discipline for derived state: whoever writes a scope's indexes (a write
// applying its one memory, a check of the files applying what it found, a
// rebuild) holds the scope's derived-state lock while it computes and applies
// its change set. Two updates of the same index files then never interleave (a
// refresh rewriting a shard a write had just updated would drop the write), and
// a check computes its changes against the manifest as the last update left it.
//
// The lock is re-entrant within one async call chain (a check that loads a
// catalog inside another holds it once). Readers (searches of an unchanged
// store, the hooks) take no lock: every derived file is replaced atomically.

import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync } from "node:fs";
import { LockTimeoutError } from "../../core/errors.js";
import { acquireLock } from "../../store/lock.js";
import type { ScopeStore } from "../../store/scope-store.js";

export const DERIVED_LOCK_FILE = "derived.lock";

const held = new AsyncLocalStorage<ReadonlySet<string>>();

/** Runs `fn` holding the scope's derived-state lock (at once when this call chain already holds it). */
export async function withDerivedLock<T>(store: ScopeStore, fn: () => Promise<T>): Promise<T> {
  const path = store.indexPath(DERIVED_LOCK_FILE);
  const mine = held.getStore();
  if (mine?.has(path)) return fn();
  // A scope with no directory has no derived state to write: nothing to serialise.
  if (!existsSync(store.root)) return fn();
  let release: (() => Promise<void>) | undefined;
  try {
    await store.ensureLayout();
    release = await acquireLock(path);
  } catch (error) {
    if (error instanceof LockTimeoutError) throw error;
    // A read-only scope or a full disk: no index can be written either, so nothing can interleave.
    return fn();
  }
  try {
    return await held.run(new Set([...(mine ?? []), path]), fn);
  } finally {
    await release();
  }
}

/** Runs `fn` holding the lock only when it is free now; undefined when another process holds it. */
export async function ifDerivedLockFree<T>(store: ScopeStore, fn: () => Promise<T>): Promise<T | undefined> {
  const path = store.indexPath(DERIVED_LOCK_FILE);
  if (held.getStore()?.has(path)) return fn();
  let release: () => Promise<void>;
  try {
    release = await acquireLock(path, { timeoutMs: 0 });
  } catch {
    return undefined;
  }
  try {
    return await held.run(new Set([...(held.getStore() ?? []), path]), fn);
  } finally {
    await release();
  }
}
