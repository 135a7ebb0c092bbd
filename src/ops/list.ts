// `memory list`: the memories of the readable scopes, filtered, sorted and paged.

import type { ListMemoriesRequest, ListMemoriesResponse } from "../core/types.js";
import { loadCatalog, type Catalog } from "../index/manifest.js";
import type { OperationContext } from "./context.js";
import { listCatalogs } from "./shared/list-catalogs.js";

export async function listMemories(
  context: OperationContext,
  request: ListMemoriesRequest = {},
): Promise<ListMemoriesResponse> {
  const catalogs = await Promise.all(context.store.readable(request.scope).map((store) => loadCatalog(store)));
  const response = listCatalogs(context, catalogs, request);
  warnSubstitutions(context, catalogs, new Set(response.memories.map((memory) => `${memory.scope}/${memory.slug}`)));
  return response;
}

const MAX_SUBSTITUTION_WARNINGS = 5;

/**
 * Files listed with values the reader had to make up (an unknown type read as
 * learning, a timestamp taken from the file's mtime …): one warning per file,
 * at most a few, then how many more and where to see them all.
 */
function warnSubstitutions(context: OperationContext, catalogs: Catalog[], listed: Set<string>): void {
  let count = 0;
  for (const catalog of catalogs) {
    for (const [slug, entry] of catalog.entries) {
      if (!entry.problems?.length || !listed.has(`${catalog.store.scope}/${slug}`)) continue;
      count++;
      if (count <= MAX_SUBSTITUTION_WARNINGS) {
        context.warn({
          scope: catalog.store.scope,
          filePath: catalog.store.filePath(slug),
          message: `listed with substituted values: ${entry.problems.map((problem) => problem.message).join("; ")}`,
        });
      }
    }
  }
  if (count > MAX_SUBSTITUTION_WARNINGS) {
    context.warn({
      scope: catalogs[0]!.store.scope,
      filePath: "memory list",
      message: `${count - MAX_SUBSTITUTION_WARNINGS} more files were listed with substituted values; \`memory validate\` lists them all`,
    });
  }
}
