// All scopes available from here, in read order.

import { existsSync } from "node:fs";
import { ScopeNotAvailableError } from "../core/errors.js";
import type { Scope } from "../core/types.js";
import { ScopeStore, type LoadedMemory } from "./scope-store.js";
import { isTombstoned } from "./tombstones.js";
import { currentEnvironment, resolveScopes, type Environment, type ResolvedScopes } from "./scopes.js";

export interface Located {
  store: ScopeStore;
  memory: LoadedMemory;
}

export class MemoryStore {
  private readonly stores: ScopeStore[];

  constructor(readonly resolved: ResolvedScopes) {
    this.stores = resolved.available.map((location) => new ScopeStore(location.scope, location.root));
  }

  static open(environment: Environment = currentEnvironment()): MemoryStore {
    return new MemoryStore(resolveScopes(environment));
  }

  /** The store of one scope; ScopeNotAvailableError says why it is not there and how to get it. */
  scope(scope: Scope): ScopeStore {
    const store = this.stores.find((candidate) => candidate.scope === scope);
    if (store) return store;
    const reason = this.resolved.unavailable.find((entry) => entry.scope === scope)?.reason ?? "it is not configured";
    throw new ScopeNotAvailableError(`The ${scope} scope is not available: ${reason}.`, { scope });
  }

  /** Stores to read from: one named scope, or every available scope in read order. */
  readable(scope?: Scope | "all"): ScopeStore[] {
    return scope === undefined || scope === "all" ? [...this.stores] : [this.scope(scope)];
  }

  writeTarget(scope?: Scope): ScopeStore {
    return this.scope(scope ?? this.resolved.defaultWriteScope);
  }

  /** True if a memory file with this slug exists in any available scope, or a deleted memory had it (slugs are never reused). */
  slugTaken(slug: string): boolean {
    return this.stores.some((store) => existsSync(store.filePath(slug)) || isTombstoned(store.root, slug));
  }

  /** The store holding a file with this slug, parsed or not, in read order. */
  async locateFile(slug: string, scope?: Scope): Promise<ScopeStore | undefined> {
    for (const store of this.readable(scope)) {
      if (await store.readText(slug)) return store;
    }
    return undefined;
  }

  /** The first memory with this slug in read order (or in the named scope). */
  async locate(slug: string, scope?: Scope): Promise<Located | undefined> {
    for (const store of this.readable(scope)) {
      const memory = await store.load(slug);
      if (memory) return { store, memory };
    }
    return undefined;
  }
}
