// All scopes available from here, in read order.

import { existsSync } from "node:fs";
import { ReadOnlyScopeError, ScopeNotAvailableError } from "../core/errors.js";
import type { Scope } from "../core/types.js";
import { ScopeStore, type LoadedMemory } from "./scope-store.js";
import { isTombstoned } from "./tombstones.js";
import { currentEnvironment, resolveScopes, type Environment, type ResolvedScopes } from "./scopes.js";
import { locateAutoMemory, type AutoMemoryLocation } from "./auto-memory-dir.js";

export interface Located {
  store: ScopeStore;
  memory: LoadedMemory;
}

export class MemoryStore {
  private readonly stores: ScopeStore[];
  private autoLocation: AutoMemoryLocation | undefined;

  constructor(
    readonly resolved: ResolvedScopes,
    private readonly environment?: Environment,
  ) {
    this.stores = resolved.available.map((location) => new ScopeStore(location.scope, location.root));
  }

  static open(environment: Environment = currentEnvironment()): MemoryStore {
    return new MemoryStore(resolveScopes(environment), environment);
  }

  /**
   * Where Claude Code keeps its own memory of this project (the `auto` scope), found on first use.
   * Not one of the scope stores: it has no `.index/`, and nothing is written there.
   */
  autoMemory(): AutoMemoryLocation | undefined {
    if (!this.environment) return undefined;
    this.autoLocation ??= locateAutoMemory(this.environment);
    return this.autoLocation;
  }

  /** The store of one scope; ScopeNotAvailableError says why it is not there and how to get it. */
  scope(scope: Scope): ScopeStore {
    if (scope === "auto") {
      throw new ReadOnlyScopeError(
        "The auto scope is Claude Code's own memory: the plugin reads it, never writes it. Write to the project, local or global scope, or copy one of its memories into a team scope with `memory promote <name>`.",
        { scope },
      );
    }
    const store = this.stores.find((candidate) => candidate.scope === scope);
    if (store) return store;
    const reason = this.resolved.unavailable.find((entry) => entry.scope === scope)?.reason ?? "it is not configured";
    throw new ScopeNotAvailableError(`The ${scope} scope is not available: ${reason}.`, { scope });
  }

  /** Stores to read from: one named scope, or every available scope in read order. */
  readable(scope?: Scope | "all"): ScopeStore[] {
    // The auto scope has no store: the operations that read it (list, search, read, health) read it themselves.
    if (scope === "auto") return [];
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
