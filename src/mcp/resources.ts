// Memories as MCP resources: `memory://<scope>/<slug>` is a memory file
// (frontmatter and markdown, as on disk), `memory://<scope>/INDEX` the index
// page of a scope (every memory by type, with its links).

import { SCOPES, type Scope } from "../core/types.js";
import { UsageError } from "../core/errors.js";
import type { OperationContext } from "../ops/context.js";

const PAGE = 1000;
const INDEX = "INDEX";

export const RESOURCE_TEMPLATES = [
  {
    uriTemplate: "memory://{scope}/{slug}",
    name: "memory",
    title: "A memory",
    description:
      "One memory file (YAML frontmatter and markdown) by scope (project, local, global, enterprise) and slug.",
    mimeType: "text/markdown",
  },
  {
    uriTemplate: "memory://{scope}/INDEX",
    name: "memory-index",
    title: "Index page of a scope",
    description: "Every memory of the scope grouped by type, with links between them.",
    mimeType: "text/markdown",
  },
];

export interface ResourceEntry {
  uri: string;
  name: string;
  title: string;
  description?: string;
  mimeType: string;
}

/** Index pages first (one per scope holding memories), then every visible memory, newest first; paged by cursor. */
export async function listMemoryResources(
  context: OperationContext,
  cursor?: string,
): Promise<{ resources: ResourceEntry[]; nextCursor?: string }> {
  const { listMemories } = await import("../ops/list.js");
  const offset = cursor === undefined ? 0 : Number.parseInt(cursor, 10);
  if (!Number.isInteger(offset) || offset < 0) throw new UsageError(`Invalid cursor ${JSON.stringify(cursor)}.`);
  const response = await listMemories(context, { offset, limit: PAGE });
  const resources: ResourceEntry[] = [];
  if (offset === 0) {
    for (const store of context.store.readable()) {
      resources.push({
        uri: `memory://${store.scope}/${INDEX}`,
        name: `${store.scope}-index`,
        title: `Memory index (${store.scope})`,
        description: `Every ${store.scope} memory by type, with links.`,
        mimeType: "text/markdown",
      });
    }
  }
  for (const memory of response.memories) {
    resources.push({
      uri: `memory://${memory.scope}/${memory.slug}`,
      name: memory.slug,
      title: memory.title,
      description: `${memory.type} · ${memory.tags.join(", ")}`,
      mimeType: "text/markdown",
    });
  }
  const next = offset + response.memories.length;
  return { resources, ...(next < response.total ? { nextCursor: String(next) } : {}) };
}

export async function readMemoryResource(
  context: OperationContext,
  uri: string,
): Promise<{ uri: string; mimeType: string; text: string }> {
  const match = /^memory:\/\/([a-z]+)\/([^/?#]+)$/.exec(uri);
  const scope = match?.[1] as Scope | undefined;
  if (!match || !scope || !(SCOPES as readonly string[]).includes(scope)) {
    throw new UsageError(
      `Unknown resource ${JSON.stringify(uri)}: memory resources are memory://<scope>/<slug> or memory://<scope>/INDEX, scope one of ${SCOPES.join(", ")}.`,
    );
  }
  const name = decodeURIComponent(match[2]!);
  if (name === INDEX) {
    const { writeIndexPages } = await import("../ops/index-page.js");
    const { pages } = await writeIndexPages(context, { scope, dryRun: true });
    return {
      uri,
      mimeType: "text/markdown",
      text: pages[0]?.content ?? `# Memory index (${scope})\n\nNo memories in this scope yet.\n`,
    };
  }
  const { readMemoryText } = await import("../ops/memory-text.js");
  const memory = await readMemoryText(context, { slug: name, scope });
  return { uri, mimeType: "text/markdown", text: memory.text };
}
