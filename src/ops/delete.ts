// `memory delete`. Nothing is deleted without `force` or a
// confirmation. The links other memories hold to the deleted one are removed
// with it (wikilinks in their text are left alone: bodies are never rewritten).

import { existsSync } from "node:fs";
import { MalformedMemoryError, UserCancelledError, notFound } from "../core/errors.js";
import { assertValidSlug } from "../core/slug.js";
import { toIsoSeconds } from "../core/time.js";
import type { DeleteMemoryRequest, DeleteMemoryResponse, Scope } from "../core/types.js";
import { afterDelete, afterWrite } from "../index/derived/index.js";
import { addTombstones } from "../store/tombstones.js";
import { EmbeddingCache, removeEmbeddings } from "../index/embeddings/index.js";
import { checkedCatalog } from "../index/derived/index.js";
import { edgeIndexReader } from "../index/graph/index.js";
import { outgoingEdges } from "../index/manifest/index.js";
import type { ScopeStore } from "../store/scope-store.js";
import type { OperationContext } from "./context.js";
import { appendEventsAfterCommit } from "./shared/record-events.js";

/** What a delete would remove, shown to the user before they confirm. */
export interface DeletePlan {
  slug: string;
  scope: Scope;
  filePath: string;
  /** Edges the memory holds plus stored links other memories hold to it. */
  edges: number;
  /** Memories whose `links:` name the deleted one, by scope. */
  inbound: Array<{ store: ScopeStore; slug: string; links: number }>;
  hasEmbedding: boolean;
}

export type ConfirmDelete = (plan: DeletePlan) => Promise<boolean>;

export async function deleteMemory(
  context: OperationContext,
  request: DeleteMemoryRequest,
  confirm?: ConfirmDelete,
): Promise<DeleteMemoryResponse> {
  assertValidSlug(request.slug);
  const store = await context.store.locateFile(request.slug, request.scope);
  if (!store) throw notFound(request.slug, request.scope);
  const plan = await planDelete(context, store, request.slug);
  if (!request.force) {
    if (!confirm) {
      throw new UserCancelledError(
        `Not deleting ${request.slug}: confirmation is needed. Run it in a terminal to confirm, or pass --force.`,
        {
          slug: request.slug,
        },
      );
    }
    if (!(await confirm(plan)))
      throw new UserCancelledError(`Cancelled: ${request.slug} was not deleted.`, { slug: request.slug });
  }
  let cacheRemoved = false;
  await store.withWriteLock(async () => {
    await store.remove(request.slug);
    await afterDelete(store, request.slug);
    await appendEventsAfterCommit(context, store, [
      { ts: toIsoSeconds(context.now()), kind: "deleted", id: request.slug },
    ]);
    await addTombstones(store.root, [request.slug], toIsoSeconds(context.now()));
    // The embedding entry goes with the memory.
    cacheRemoved = (await removeEmbeddings(store, [request.slug]).catch(() => [])).length > 0;
  });
  const now = toIsoSeconds(context.now());
  for (const { store: holder, slug } of plan.inbound) await removeLinksTo(holder, slug, request.slug, now);
  return {
    success: true,
    slug: request.slug,
    scope: store.scope,
    edgesRemoved: plan.edges,
    cacheRemoved,
    message: `Deleted memory: ${request.slug}`,
  };
}

async function planDelete(context: OperationContext, store: ScopeStore, slug: string): Promise<DeletePlan> {
  let own = 0;
  try {
    const loaded = await store.load(slug);
    own = loaded ? outgoingEdges(loaded.document).length : 0;
  } catch (error) {
    if (!(error instanceof MalformedMemoryError)) throw error; // a broken file holds no edges we can count
  }
  const inbound: DeletePlan["inbound"] = [];
  // A link names a slug, not a scope: while another scope still holds the slug, links to it still
  // resolve (to that memory), and no memory loses its links.
  const elsewhere = context.store.readable().some((holder) => holder !== store && existsSync(holder.filePath(slug)));
  for (const holder of elsewhere ? [] : context.store.readable()) {
    // Every file checked first, so the edge index holds a link typed into a file a moment ago.
    const catalog = await checkedCatalog(holder);
    const links = new Map<string, number>();
    const indexed = edgeIndexReader(holder)?.(slug);
    if (indexed) {
      for (const [source, , , via] of indexed.incoming)
        if (via === "links") links.set(source, (links.get(source) ?? 0) + 1);
    } else {
      for (const [source, entry] of catalog.entries) {
        const count = entry.summary?.edges.filter((edge) => edge.target === slug && edge.via === "links").length ?? 0;
        if (count > 0) links.set(source, count);
      }
    }
    for (const [source, count] of links)
      if (!(holder === store && source === slug)) inbound.push({ store: holder, slug: source, links: count });
  }
  return {
    slug,
    scope: store.scope,
    filePath: store.filePath(slug),
    edges: own + inbound.reduce((sum, item) => sum + item.links, 0),
    inbound,
    hasEmbedding: (await EmbeddingCache.load(store)).entries.has(slug),
  };
}

/** Rewrites `source` without its stored links to `target`, under its scope's lock. */
export async function removeLinksTo(store: ScopeStore, source: string, target: string, now: string): Promise<number> {
  return store.withWriteLock(async () => {
    const loaded = await store.load(source).catch(() => undefined);
    if (!loaded) return 0;
    const kept = loaded.document.links.filter((link) => link.target !== target);
    const removed = loaded.document.links.length - kept.length;
    if (removed === 0) return 0;
    const document = {
      ...loaded.document,
      links: kept,
      updated: now > loaded.document.updated ? now : loaded.document.updated,
    };
    const { text } = await store.save(document);
    await afterWrite(store, document, text);
    return removed;
  });
}
