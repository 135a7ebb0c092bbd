// The `auto` scope: Claude Code's own memory of the project, read for list,
// search, read, health and promote. It is small (one file per fact, a few
// dozen), so it is read whole on use and searched in memory: no `.index/` is
// ever written into Claude Code's directory. Every file is parsed once, here,
// by the auto-memory codec; a file that cannot be read is reported and
// skipped, never rewritten; secrets typed into one are redacted in all that
// leaves (documents, snippets, titles).

import { join } from "node:path";
import MiniSearch from "minisearch";
import {
  autoDocument,
  parseAutoMemory,
  PROMOTED_FROM_FIELD,
  promotedFrom,
  type AutoMemory,
} from "../../core/auto-memory.js";
import {
  AUTO_MEMORY_INDEX,
  comparableTitle,
  loadedIndexHead,
  parseAutoIndex,
  type AutoIndexEntry,
} from "../../core/auto-memory-index.js";
import type { MemoryDocument } from "../../core/memory-file.js";
import { splitMemoryFile } from "../../core/memory-file.js";
import { redactStoredDocument } from "../../core/stored-secrets.js";
import { findSecrets } from "../../core/secrets.js";
import { nodeCrypto } from "../../core/node-builtins.js";
import { toIsoSeconds } from "../../core/time.js";
import type {
  ListMemoriesRequest,
  ListMemoriesResponse,
  Match,
  MemorySummary,
  MemoryType,
  Scope,
  SearchMemoriesResponse,
  SearchResult,
  SortField,
  StoreWarning,
} from "../../core/types.js";
import { findMatch } from "../../index/snippets.js";
import {
  KEYWORD_INDEX_OPTIONS,
  indexedBody,
  rankedSearch,
  toKeywordDocument,
  type KeywordDocument,
} from "../../index/keyword-config.js";
import { listAutoMemoryFiles, readAutoFile, type AutoMemoryLocation } from "../../store/auto-memory-dir.js";
import type { OperationContext } from "../context.js";
import { keywordHits } from "./keyword-search.js";

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

export interface AutoHit {
  memory: AutoMemoryFile;
  score: number;
  terms: string[];
}

/** Keyword search of the auto scope, best first, with the same analysis and ranking as the store's index. */
export function searchAutoMemory(snapshot: AutoMemorySnapshot, query: string): AutoHit[] {
  if (snapshot.memories.length === 0) return [];
  const index = new MiniSearch<KeywordDocument>(KEYWORD_INDEX_OPTIONS);
  const bySlug = new Map(snapshot.memories.map((memory) => [memory.slug, memory]));
  index.addAll(
    snapshot.memories.map(({ document }) =>
      toKeywordDocument({
        slug: document.slug,
        title: document.title,
        tags: document.tags,
        body: indexedBody(document.body),
        extra: [String(document.fields.description ?? "")],
      }),
    ),
  );
  return rankedSearch(index, query).map((result) => ({
    memory: bySlug.get(String(result.id))!,
    score: result.score,
    terms: result.terms,
  }));
}

/** Whether a read over `scope` includes the auto scope: every scope, or auto itself. */
export function readsAuto(scope: string | undefined): boolean {
  return scope === undefined || scope === "all" || scope === "auto";
}

/** An auto memory in lists and search results (its scope, `auto`, says where it comes from). */
export function autoSummary(memory: AutoMemoryFile): MemorySummary {
  const { document } = memory;
  return {
    slug: document.slug,
    title: document.title,
    ...(typeof document.fields.description === "string" ? { description: document.fields.description } : {}),
    type: document.type,
    tags: document.tags,
    created: document.created,
    updated: document.updated,
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

const titleOrder = new Intl.Collator(undefined, { sensitivity: "base" });

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
        ? titleOrder.compare(a.title, b.title)
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

/** Where the query's terms occur in an auto memory (secrets already redacted from its document). */
export function autoMatches(memory: AutoMemoryFile, terms: string[]): Match[] {
  const wanted = new Set(terms);
  const { document } = memory;
  const candidates: Array<Match | undefined> = [
    findMatch("title", document.title, wanted),
    findMatch("content", document.body, wanted),
    findMatch("tags", document.tags.join(", "), wanted),
  ];
  return candidates.filter((match): match is Match => match !== undefined);
}

/**
 * Search results with the auto scope's merged in. Scores are relative to the best hit of each side (separate
 * corpora have no common scale), so the two lists interleave by relative score; the store's come first on a tie.
 */
export function mergeSearched(
  response: SearchMemoriesResponse,
  hits: AutoHit[],
  limit: number,
): SearchMemoriesResponse {
  if (hits.length === 0) return response;
  const top = hits[0]!.score || 1;
  const auto: SearchResult[] = hits.slice(0, limit).map((hit) => ({
    memory: autoSummary(hit.memory),
    score: Math.round((hit.score / top) * 1000) / 1000,
    matches: autoMatches(hit.memory, hit.terms),
  }));
  const results = [...response.results, ...auto]
    .map((result, order) => ({ result, order }))
    .sort((a, b) => b.result.score - a.result.score || a.order - b.order)
    .slice(0, limit)
    .map(({ result }) => result);
  return { ...response, results, total: response.total + hits.length };
}

/** A memory of the plugin's scopes that holds the same fact as an auto memory. */
export interface HeldCopy {
  slug: string;
  scope: Scope;
  /** `promoted`: its provenance names the auto memory; `same-fact`: its text says the same. */
  reason: "promoted" | "same-fact";
}

/** Words of a text as compared for "the same fact": lower case, three letters or more. */
function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}_]{3,}/gu) ?? []);
}

/** Jaccard similarity of two texts' words. */
export function textSimilarity(a: string, b: string): number {
  const x = wordsOf(a);
  const y = wordsOf(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const word of x) if (y.has(word)) shared++;
  return shared / (x.size + y.size - shared);
}

/** Two texts this alike (their words' Jaccard similarity) state the same fact. */
export const SAME_FACT_SIMILARITY = 0.6;

function factText(title: string, description: unknown, body: string): string {
  return [title, typeof description === "string" ? description : "", body].join("\n");
}

/**
 * The memory of `scopes` that already holds this auto memory's fact: one promoted from it (its `promoted_from`),
 * else one with the same title or nearly the same words, among the few a keyword search for it ranks first.
 */
export async function findHeldCopy(
  context: OperationContext,
  memory: AutoMemoryFile,
  scope?: Scope | "all",
): Promise<HeldCopy | undefined> {
  const query = [memory.document.title, memory.description ?? ""].join(" ").slice(0, 900).trim();
  if (!query) return undefined;
  const { hits } = await keywordHits(context, { ...(scope ? { scope } : {}) }, query, { limit: 5 });
  const own = promotedFrom(memory.name);
  const text = factText(memory.document.title, memory.description, memory.document.body);
  let same: HeldCopy | undefined;
  for (const hit of hits.slice(0, 5)) {
    const loaded = await hit.catalog.store.load(hit.slug).catch(() => undefined);
    if (!loaded) continue;
    const { document } = loaded;
    if (document.fields[PROMOTED_FROM_FIELD] === own)
      return { slug: hit.slug, scope: hit.catalog.store.scope, reason: "promoted" };
    if (
      !same &&
      (comparableTitle(document.title) === comparableTitle(memory.document.title) ||
        textSimilarity(factText(document.title, document.fields.description, document.body), text) >=
          SAME_FACT_SIMILARITY)
    )
      same = { slug: hit.slug, scope: hit.catalog.store.scope, reason: "same-fact" };
  }
  return same;
}
