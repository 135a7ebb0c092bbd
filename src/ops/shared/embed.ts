// `memory embed` (and the embedding step of `reindex`): brings the embedding
// cache of each scope in line with its memories, re-embedding only entries
// that are missing or stale (other content hash, model or text format) and
// dropping entries whose memory is gone. Progress is saved every
// SAVE_EVERY memories, so an interrupted run keeps what it finished; a batch
// Ollama answered badly is never cached.

import { MalformedMemoryError } from "../../core/errors.js";
import type { MemoryDocument } from "../../core/memory-file.js";
import type { Scope } from "../../core/types.js";
import { EmbeddingCache, updateEmbeddingCache } from "../../index/embeddings/index.js";
import { documentText, type EmbeddableMemory } from "../../index/embeddings/index.js";
import { contentHash, loadCatalog, type Catalog } from "../../index/derived/index.js";
import { embeddingSettings, OllamaEmbedder, type Embedder } from "../../index/embeddings/index.js";
import type { ScopeStore } from "../../store/scope-store.js";
import type { OperationContext } from "../context.js";
import { plural } from "../../core/text/index.js";

const SAVE_EVERY = 256;

export interface EmbedRequest {
  scope?: Scope | "all";
}

export interface EmbedScopeResult {
  scope: Scope;
  memories: number;
  /** Embedded now (missing or stale before). */
  embedded: number;
  /** Already fresh. */
  fresh: number;
  /** Entries dropped: their memory is gone or unreadable. */
  removed: number;
  durationMs: number;
}

export interface EmbedResponse {
  success: boolean;
  model: string;
  host: string;
  scopes: EmbedScopeResult[];
  message: string;
}

export type EmbedProgress = (scope: Scope, done: number, total: number) => void;

/** The embedder for this context's settings (OLLAMA_HOST, MEMORY_EMBED_MODEL …). */
export function embedderFor(context: OperationContext): OllamaEmbedder {
  return new OllamaEmbedder(embeddingSettings(context.settings));
}

export async function embedMemories(
  context: OperationContext,
  request: EmbedRequest = {},
  onProgress?: EmbedProgress,
  embedder: Embedder = embedderFor(context),
  catalogs?: Map<ScopeStore, Catalog>,
): Promise<EmbedResponse> {
  const scopes: EmbedScopeResult[] = [];
  for (const store of context.store.readable(request.scope)) {
    if (!(await store.exists())) continue;
    const started = performance.now();
    const catalog = catalogs?.get(store) ?? (await loadCatalog(store));
    if (!catalogs) catalog.warnings.forEach(context.warn);
    const cache = await EmbeddingCache.load(store);
    const readable = [...catalog.entries].filter(([, entry]) => entry.summary);
    const stale = readable
      .filter(([slug, entry]) => !cache.isFresh(slug, entry.hash, embedder.model))
      .map(([slug]) => slug);
    const gone = cache.servesModel(embedder.model)
      ? [...cache.entries.keys()].filter((slug) => !catalog.entries.get(slug)?.summary)
      : [];
    let dimension = cache.servesModel(embedder.model) ? cache.dimension : undefined;
    let done = 0;
    onProgress?.(store.scope, 0, stale.length);
    for (let start = 0; start < stale.length; start += SAVE_EVERY) {
      const put = await embedSlugs(embedder, store, stale.slice(start, start + SAVE_EVERY), dimension);
      dimension = put[0]?.vector.length ?? dimension;
      if (dimension !== undefined)
        await updateEmbeddingCache(store, { model: embedder.model, dimension, put, remove: start === 0 ? gone : [] });
      done += Math.min(SAVE_EVERY, stale.length - start);
      onProgress?.(store.scope, done, stale.length);
    }
    if (stale.length === 0 && gone.length > 0 && dimension !== undefined)
      await updateEmbeddingCache(store, { model: embedder.model, dimension, remove: gone });
    scopes.push({
      scope: store.scope,
      memories: readable.length,
      embedded: stale.length,
      fresh: readable.length - stale.length,
      removed: gone.length,
      durationMs: Math.round(performance.now() - started),
    });
  }
  const embedded = scopes.reduce((sum, scope) => sum + scope.embedded, 0);
  const total = scopes.reduce((sum, scope) => sum + scope.memories, 0);
  const message =
    scopes.length === 0
      ? "Nothing to embed: no memory directory exists yet."
      : `Embedded ${embedded} of ${plural(total, "memory", "memories")} with ${embedder.model} (${total - embedded} already up to date).`;
  return { success: true, model: embedder.model, host: embedder.host, scopes, message };
}

/** Reads and embeds memories; a memory that cannot be read (deleted, malformed) is skipped. */
export async function embedSlugs(
  embedder: Embedder,
  store: ScopeStore,
  slugs: string[],
  dimension: number | undefined,
  extra: string[] = [],
  { query = false }: { query?: boolean } = {},
): Promise<Array<{ slug: string; hash: string; vector: Float32Array }> & { extraVectors?: Float32Array[] }> {
  const items: Array<{ slug: string; hash: string; text: string }> = [];
  for (const slug of slugs) {
    const loaded = await store.load(slug).catch((error: unknown) => {
      if (error instanceof MalformedMemoryError) return undefined;
      throw error;
    });
    if (!loaded) continue;
    items.push({
      slug,
      hash: contentHash(loaded.text),
      text: documentText(embedder.model, embeddable(loaded.document)),
    });
  }
  const vectors = await embedder.embed([...extra, ...items.map((item) => item.text)], {
    ...(dimension === undefined ? {} : { dimension }),
    ...(query ? { query } : {}),
  });
  const put: Array<{ slug: string; hash: string; vector: Float32Array }> & { extraVectors?: Float32Array[] } =
    items.map((item, i) => ({
      slug: item.slug,
      hash: item.hash,
      vector: vectors[extra.length + i]!,
    }));
  put.extraVectors = vectors.slice(0, extra.length);
  return put;
}

export function embeddable(document: MemoryDocument): EmbeddableMemory {
  const extra = ["rule", "implication"]
    .map((field) => document.fields[field])
    .filter((value): value is string => typeof value === "string");
  return { title: document.title, tags: document.tags, text: [document.body, ...extra].join("\n") };
}
