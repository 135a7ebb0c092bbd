// `memory list`: the memories of the readable scopes, filtered, sorted and paged.

import type { ListMemoriesRequest, ListMemoriesResponse, StoreWarning } from "../core/types.js";
import { isCurrentAmong, openCatalog, readCheckingOnDoubt } from "../index/derived/index.js";
import { loadCatalog, type Catalog } from "../index/derived/index.js";
import { UncheckedCatalogError } from "../index/manifest/index.js";
import type { OperationContext } from "./context.js";
import { listCatalogs, listFromStats } from "./shared/list-catalogs.js";
import { autoMemoriesFor, autoSummary, loadAutoMemory, mergeListed, readsAuto } from "./shared/auto-memory.js";

export async function listMemories(
  context: OperationContext,
  request: ListMemoriesRequest = {},
): Promise<ListMemoriesResponse> {
  // Claude Code's own memory (the auto scope): a few files, read now and merged into the page.
  const auto = readsAuto(request.scope) ? loadAutoMemory(context) : undefined;
  auto?.problems.forEach(context.warn);
  const autoListed = auto ? autoMemoriesFor(auto, request).map(autoSummary) : [];
  if (autoListed.length === 0) return listStores(context, request);
  const offset = request.offset ?? 0;
  const stored = await listStores(context, {
    ...request,
    offset: 0,
    ...(request.limit === undefined ? {} : { limit: offset + request.limit }),
  });
  return mergeListed(stored, autoListed, request);
}

async function listStores(context: OperationContext, request: ListMemoriesRequest): Promise<ListMemoriesResponse> {
  const stores = context.store.readable(request.scope);
  // As a search does: a large store checked a moment ago is listed from its manifest, and the page shown is
  // checked against its files; a memory changed since sends the list back to checking every file.
  return readCheckingOnDoubt(async (checkFiles) => {
    if (checkFiles) {
      const catalogs = await Promise.all(stores.map((store) => loadCatalog(store)));
      return withSubstitutionWarnings(context, catalogs, listCatalogs(context, catalogs, request));
    }
    const held: StoreWarning[] = [];
    const catalogs = await Promise.all(stores.map((store) => openCatalog(store, context.settings)));
    const holding = { ...context, warn: (warning: StoreWarning) => held.push(warning) };
    const response = listFromStats(holding, catalogs, request) ?? listCatalogs(holding, catalogs, request);
    if (!response.memories.every((memory) => isCurrentAmong(catalogs, memory.scope, memory.slug)))
      throw new UncheckedCatalogError();
    held.forEach(context.warn);
    return withSubstitutionWarnings(context, catalogs, response);
  });
}

function withSubstitutionWarnings(
  context: OperationContext,
  catalogs: Catalog[],
  response: ListMemoriesResponse,
): ListMemoriesResponse {
  warnSubstitutions(context, catalogs, response.memories);
  return response;
}

const MAX_SUBSTITUTION_WARNINGS = 5;

/**
 * Files listed with values the reader had to make up (an unknown type read as
 * learning, a timestamp taken from the file's mtime …): one warning per file,
 * at most a few, then how many more and where to see them all.
 */
function warnSubstitutions(
  context: OperationContext,
  catalogs: Catalog[],
  listed: ListMemoriesResponse["memories"],
): void {
  let count = 0;
  for (const { scope, slug } of listed) {
    const catalog = catalogs.find((candidate) => candidate.store.scope === scope)!;
    const problems = catalog.entries.get(slug)?.problems;
    if (!problems?.length) continue;
    count++;
    if (count <= MAX_SUBSTITUTION_WARNINGS) {
      context.warn({
        scope,
        filePath: catalog.store.filePath(slug),
        message: `listed with substituted values: ${problems.map((problem) => problem.message).join("; ")}`,
      });
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
