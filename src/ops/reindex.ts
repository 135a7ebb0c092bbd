// `memory reindex`: rebuilds everything derived from the files of each scope.

import type { Scope } from "../core/types.js";
import { rebuildScope, type Catalog } from "../index/derived/index.js";
import { EmbeddingFailedError, FileWriteError, ModelNotFoundError, OllamaUnavailableError } from "../core/errors.js";
import { embeddingSettings } from "../index/embeddings/index.js";
import type { ScopeStore } from "../store/scope-store.js";
import { embedMemories } from "./shared/embed.js";
import type { OperationContext } from "./context.js";
import { plural } from "../core/text/index.js";

export interface ReindexRequest {
  scope?: Scope | "all";
}

export interface ReindexScopeResult {
  scope: Scope;
  memories: number;
  unreadable: number;
  durationMs: number;
  /** Threads that read the files (large stores are read on several). */
  threads: number;
}

export interface ReindexResponse {
  success: boolean;
  scopes: ReindexScopeResult[];
  message: string;
  /** The embedding cache step: filled when Ollama answers; never a failure of the reindex. */
  embeddings?: {
    available: boolean;
    model: string;
    embedded?: number;
    error?: { code: string; name: string; message: string };
  };
}

export type ReindexProgress = (
  scope: Scope,
  phase: "reading" | "indexing" | "embedding",
  done: number,
  total: number,
) => void;

export async function reindex(
  context: OperationContext,
  request: ReindexRequest = {},
  onProgress?: ReindexProgress,
): Promise<ReindexResponse> {
  const scopes: ReindexScopeResult[] = [];
  const catalogs = new Map<ScopeStore, Catalog>();
  for (const store of context.store.readable(request.scope)) {
    if (!(await store.exists())) continue;
    const started = performance.now();
    const { catalog, threads, written } = await rebuildScope(store, {
      threads: context.settings.reindexThreads,
      onProgress: (done, total) => {
        onProgress?.(store.scope, "reading", done, total);
        if (done === total) onProgress?.(store.scope, "indexing", 0, 1);
      },
    });
    onProgress?.(store.scope, "indexing", 1, 1);
    // Every index is best effort for other commands; reindex exists to write them, so not writing them is its failure.
    if (!written)
      throw new FileWriteError(
        `Could not write the indexes of the ${store.scope} scope under ${store.indexDir}: is the disk full or the directory read-only? Free some space and run \`memory reindex\` again.`,
        { path: store.indexDir, scope: store.scope },
      );
    catalog.warnings.forEach(context.warn);
    catalogs.set(store, catalog);
    const unreadable = [...catalog.entries.values()].filter((entry) => !entry.summary).length;
    scopes.push({
      scope: store.scope,
      memories: catalog.entries.size - unreadable,
      unreadable,
      durationMs: Math.round(performance.now() - started),
      threads,
    });
  }
  const embeddings = scopes.length > 0 ? await embedStep(context, request, catalogs, onProgress) : undefined;
  const total = scopes.reduce((sum, scope) => sum + scope.memories, 0);
  const message =
    scopes.length === 0
      ? "Nothing to reindex: no memory directory exists yet."
      : `Reindexed ${plural(total, "memory", "memories")} in ${scopes.map((s) => s.scope).join(", ")}.`;
  return { success: true, scopes, message, ...(embeddings ? { embeddings } : {}) };
}

/** Fills the embedding cache (only stale entries) when Ollama answers; any embedding error is reported, not thrown. */
async function embedStep(
  context: OperationContext,
  request: ReindexRequest,
  catalogs: Map<ScopeStore, Catalog>,
  onProgress?: ReindexProgress,
): Promise<ReindexResponse["embeddings"]> {
  const settings = embeddingSettings(context.settings);
  if (!settings.enabled) return undefined;
  try {
    const response = await embedMemories(
      context,
      request,
      (scope, done, total) => onProgress?.(scope, "embedding", done, total),
      undefined,
      catalogs,
    );
    return {
      available: true,
      model: response.model,
      embedded: response.scopes.reduce((sum, scope) => sum + scope.embedded, 0),
    };
  } catch (error) {
    if (
      error instanceof OllamaUnavailableError ||
      error instanceof ModelNotFoundError ||
      error instanceof EmbeddingFailedError
    ) {
      return { available: false, model: settings.model, error: error.toJSON() };
    }
    throw error;
  }
}
