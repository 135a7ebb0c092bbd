// `memory reindex`: rebuilds everything derived from the files of each scope.

import type { Scope } from "../core/types.js";
import { keywordDocument, type KeywordDocument } from "../index/keyword-config.js";
import { rebuildKeywordIndex } from "../index/keyword-index.js";
import { loadCatalog } from "../index/manifest.js";
import type { OperationContext } from "./context.js";

export interface ReindexRequest {
  scope?: Scope | "all";
}

export interface ReindexScopeResult {
  scope: Scope;
  memories: number;
  unreadable: number;
  durationMs: number;
}

export interface ReindexResponse {
  success: boolean;
  scopes: ReindexScopeResult[];
  message: string;
}

export type ReindexProgress = (scope: Scope, phase: "reading" | "indexing", done: number, total: number) => void;

export async function reindex(context: OperationContext, request: ReindexRequest = {}, onProgress?: ReindexProgress): Promise<ReindexResponse> {
  const scopes: ReindexScopeResult[] = [];
  for (const store of context.store.readable(request.scope)) {
    if (!(await store.exists())) continue;
    const started = performance.now();
    const documents = new Map<string, { hash: string; document: KeywordDocument }>();
    const catalog = await loadCatalog(store, {
      rescan: true,
      onProgress: (done, total) => onProgress?.(store.scope, "reading", done, total),
      onRead: (slug, document, hash) => documents.set(slug, { hash, document: keywordDocument(document) }),
    });
    catalog.warnings.forEach(context.warn);
    await rebuildKeywordIndex(catalog, (done, total) => onProgress?.(store.scope, "indexing", done, total), documents);
    const unreadable = [...catalog.entries.values()].filter((entry) => !entry.summary).length;
    scopes.push({ scope: store.scope, memories: catalog.entries.size - unreadable, unreadable, durationMs: Math.round(performance.now() - started) });
  }
  const total = scopes.reduce((sum, scope) => sum + scope.memories, 0);
  const message = scopes.length === 0 ? "Nothing to reindex: no memory directory exists yet." : `Reindexed ${total} memories in ${scopes.map((s) => s.scope).join(", ")}.`;
  return { success: true, scopes, message };
}
