// The `auto` scope: Claude Code's own memory of the project, read for list,
// search, read, health and promote. It is small (one file per fact, a few
// dozen), so it is read whole on use and searched in memory: no `.index/` is
// ever written into Claude Code's directory. Every file is parsed once, here,
// by the auto-memory codec; a file that cannot be read is reported and
// skipped, never rewritten; secrets typed into one are redacted in all that
// leaves (documents, snippets, titles).

import { join } from "node:path";
import { autoDocument, parseAutoMemory, type AutoMemory } from "../../core/auto-memory/index.js";
import {
  AUTO_MEMORY_INDEX,
  loadedIndexHead,
  parseAutoIndex,
  type AutoIndexEntry,
} from "../../core/auto-memory/index.js";
import type { MemoryDocument } from "../../core/memory-file.js";
import { splitMemoryFile } from "../../core/memory-file.js";
import { memoryHeader } from "../../core/memory/index.js";
import { findSecrets, redactStoredDocument } from "../../core/secrets/index.js";
import { nodeCrypto } from "../../core/node-builtins.js";
import { toIsoSeconds } from "../../core/time.js";
import type {
  ListMemoriesRequest,
  ListMemoriesResponse,
  MemorySummary,
  MemoryType,
  SortField,
  StoreWarning,
} from "../../core/types.js";
import { listAutoMemoryFiles, readAutoFile, type AutoMemoryLocation } from "../../store/auto-memory-dir.js";
import type { OperationContext } from "../context.js";

/** One memory of the auto scope as read now: parsed, and its document with secrets redacted. */
export interface AutoMemoryFile extends AutoMemory {
  filePath: string;
  modified: string;
  /** The document as the plugin shows it, secrets redacted. */
  document: MemoryDocument;
  /** True when the file holds secrets (redacted in `document`). */
  secrets: boolean;
}

export interface AutoMemorySnapshot {
  location: AutoMemoryLocation;
  exists: boolean;
  memories: AutoMemoryFile[];
  /** The lines of MEMORY.md, when there is one. */
  index: AutoIndexEntry[];
  /** The part of MEMORY.md Claude Code loads into every session (empty when its memory is off). */
  inContext: AutoIndexEntry[];
  /** Files that could not be read as memories, and why. */
  problems: StoreWarning[];
}

/** Reads the auto scope, or undefined when no location can be worked out (an operation context without one). */
export function loadAutoMemory(context: OperationContext): AutoMemorySnapshot | undefined {
  const location = context.store.autoMemory();
  if (!location) return undefined;
  const listing = listAutoMemoryFiles(location.root);
  const problems: StoreWarning[] = listing.skipped.map(({ fileName, reason }) => ({
    scope: "auto",
    filePath: join(location.root, fileName),
    message: `Claude Code memory file skipped: ${reason}`,
  }));
  const indexText = listing.exists ? readAutoFile(location.root, AUTO_MEMORY_INDEX) : undefined;
  const index = indexText ? parseAutoIndex(indexText) : [];
  const inContext = indexText && location.enabled ? parseAutoIndex(loadedIndexHead(indexText)) : [];
  const titles = new Map(index.map((entry) => [entry.file, entry.title]));
  const memories: AutoMemoryFile[] = [];
  const seen = new Map<string, string>();
  for (const file of listing.files) {
    const filePath = join(location.root, file.fileName);
    const text = readAutoFile(location.root, file.fileName);
    if (text === undefined) continue; // gone since the listing
    let parsed: AutoMemory | undefined;
    try {
      const { data, body } = splitMemoryFile(text, filePath);
      parsed = parseAutoMemory(file.fileName, data, body, titles.get(file.fileName));
    } catch (error) {
      problems.push({
        scope: "auto",
        filePath,
        // The codec's message names the file again and tells to fix it by hand: the warning names the file already.
        message: `Claude Code memory file not read: ${(error as Error).message.replace(`${filePath}: `, "").replace(/ Fix the YAML by hand.*$/s, "")}`,
      });
      continue;
    }
    if (!parsed) {
      problems.push({ scope: "auto", filePath, message: "Claude Code memory file not read: its name makes no slug" });
      continue;
    }
    parsed = withoutSecretName(parsed);
    const other = seen.get(parsed.slug);
    if (other) {
      problems.push({
        scope: "auto",
        filePath,
        message: `Claude Code memory file not listed: ${other} has the same name (${parsed.slug})`,
      });
      continue;
    }
    seen.set(parsed.slug, file.fileName);
    const modified = toIsoSeconds(new Date(file.mtimeMs));
    const { document, redactions } = redactStoredDocument(autoDocument(parsed, modified), text);
    memories.push({ ...parsed, filePath, modified, document, secrets: redactions.length > 0 });
  }
  return { location, exists: listing.exists, memories, index, inContext, problems };
}

/**
 * A name that holds a secret would carry it into every list, result and provenance: such a memory is named by a
 * hash of it instead, and says why.
 */
function withoutSecretName(memory: AutoMemory): AutoMemory {
  if (findSecrets(memory.name).length === 0) return memory;
  const hash = nodeCrypto().createHash("sha256").update(memory.name).digest("hex").slice(0, 8);
  return {
    ...memory,
    slug: `auto-${hash}`,
    name: `auto-${hash}`,
    problems: [...memory.problems, "its name holds a secret: listed by a hash of it"],
  };
}

/** The auto memory with this slug (or name, or file name). */
export function findAutoMemory(snapshot: AutoMemorySnapshot, key: string): AutoMemoryFile | undefined {
  const lower = key.toLowerCase();
  return snapshot.memories.find(
    (memory) =>
      memory.slug === lower || memory.name === key || memory.fileName === key || memory.fileName === `${key}.md`,
  );
}

/** Whether a read over `scope` includes the auto scope: every scope, or auto itself. */
export function readsAuto(scope: string | undefined): boolean {
  return scope === undefined || scope === "all" || scope === "auto";
}

/** An auto memory in lists and search results (its scope, `auto`, says where it comes from). */
export function autoSummary(memory: AutoMemoryFile): MemorySummary {
  return {
    ...memoryHeader(memory.document),
    scope: "auto",
    linkCount: memory.links.length,
  };
}

/** The auto memories a list or search request's type and tag filters keep. */
export function autoMemoriesFor(
  snapshot: AutoMemorySnapshot,
  request: { type?: MemoryType; tags?: string[] },
): AutoMemoryFile[] {
  const tags = new Set(request.tags ?? []);
  return snapshot.memories.filter(
    ({ document }) =>
      (!request.type || document.type === request.type) &&
      (tags.size === 0 || document.tags.some((tag) => tags.has(tag))),
  );
}

// Made on first use: a process's first collator has ICU build its list of locales (more instructions than node's
// whole start-up, a sixth of a search at 10k memories), and a search, whose bundle holds this module, never needs it.
let titleOrder: Intl.Collator | undefined;
const titleCollator = () => (titleOrder ??= new Intl.Collator(undefined, { sensitivity: "base" }));

/**
 * A list page of the store (listed from offset 0, `offset + limit` long) with the auto memories merged in, sorted
 * as the request asks, then paged: the first `offset + limit` of both are among the store's first and all of auto's.
 */
export function mergeListed(
  stored: ListMemoriesResponse,
  auto: MemorySummary[],
  request: ListMemoriesRequest,
): ListMemoriesResponse {
  const sortBy: SortField = request.sortBy ?? "updated";
  const direction = (request.sortOrder ?? (sortBy === "title" ? "asc" : "desc")) === "asc" ? 1 : -1;
  const all = [...stored.memories, ...auto].sort((a, b) => {
    const order =
      sortBy === "title"
        ? titleCollator().compare(a.title, b.title)
        : a[sortBy] < b[sortBy]
          ? -1
          : a[sortBy] > b[sortBy]
            ? 1
            : 0;
    return order * direction || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
  });
  const offset = request.offset ?? 0;
  const memories = request.limit === undefined ? all.slice(offset) : all.slice(offset, offset + request.limit);
  return { ...stored, memories, total: stored.total + auto.length };
}
