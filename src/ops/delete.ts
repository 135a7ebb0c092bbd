// spec 003 "Delete Memory". Nothing is deleted without `force` or a confirmation.

import { MalformedMemoryError, UserCancelledError } from "../core/errors.js";
import { assertValidSlug } from "../core/slug.js";
import type { DeleteMemoryRequest, DeleteMemoryResponse, Scope } from "../core/types.js";
import { afterDelete } from "../index/derived.js";
import { summaryOf } from "../index/summary.js";
import type { ScopeStore } from "../store/scope-store.js";
import type { OperationContext } from "./context.js";
import { notFound } from "./read.js";

/** What a delete would remove, shown to the user before they confirm. */
export interface DeletePlan {
  slug: string;
  scope: Scope;
  filePath: string;
  edges: number;
  hasEmbedding: boolean;
}

export type ConfirmDelete = (plan: DeletePlan) => Promise<boolean>;

export async function deleteMemory(context: OperationContext, request: DeleteMemoryRequest, confirm?: ConfirmDelete): Promise<DeleteMemoryResponse> {
  assertValidSlug(request.slug);
  const store = await context.store.locateFile(request.slug, request.scope);
  if (!store) throw notFound(request.slug, request.scope);
  const plan: DeletePlan = {
    slug: request.slug,
    scope: store.scope,
    filePath: store.filePath(request.slug),
    edges: await outgoingEdges(store, request.slug),
    hasEmbedding: false,
  };
  if (!request.force) {
    if (!confirm) {
      throw new UserCancelledError(`Not deleting ${request.slug}: confirmation is needed. Run it in a terminal to confirm, or pass --force.`, {
        slug: request.slug,
      });
    }
    if (!(await confirm(plan))) throw new UserCancelledError(`Cancelled: ${request.slug} was not deleted.`, { slug: request.slug });
  }
  await store.withWriteLock(async () => {
    await store.remove(request.slug);
    await afterDelete(store, request.slug);
  });
  return {
    success: true,
    slug: request.slug,
    scope: store.scope,
    edgesRemoved: plan.edges,
    cacheRemoved: false,
    message: `Deleted memory: ${request.slug}`,
  };
}

/** Edges the memory holds; a file whose frontmatter cannot be parsed holds none we can count. */
async function outgoingEdges(store: ScopeStore, slug: string): Promise<number> {
  try {
    const loaded = await store.load(slug);
    return loaded ? summaryOf(loaded.document).links.length : 0;
  } catch (error) {
    if (error instanceof MalformedMemoryError) return 0;
    throw error;
  }
}
