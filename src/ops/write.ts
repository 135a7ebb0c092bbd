// spec 003 "Write Memory": create a memory, or update the one an explicit slug names.

import { EntryTooLargeError, QuotaExceededError, UsageError, WriteDeniedError } from "../core/errors.js";
import { entryOf, type EntrySource } from "../core/memory-events.js";
import { writeDecision, type MemoryConfig } from "../core/policy.js";
import { appendLog } from "../store/append-log.js";
import { configPath, loadScopeConfig } from "../store/config.js";
import { propose } from "./inbox.js";
import { startsWithHeading, firstHeading, firstLine } from "../core/markdown.js";
import type { MemoryDocument } from "../core/memory-file.js";
import { DEFAULT_LINK_LABEL, encodeMemoryFile } from "../core/memory-file.js";
import { LABEL_PATTERN } from "../core/labels.js";
import { assertValidSlug, dedupeSlug, slugFromTitle } from "../core/slug.js";
import { toIsoSeconds } from "../core/time.js";
import type { MemoryType, StoredLink, WriteMemoryRequest, WriteMemoryResponse } from "../core/types.js";
import { parseMemoryType, parseTags } from "../core/validate.js";
import { afterWrite } from "../index/derived.js";
import type { ScopeStore } from "../store/scope-store.js";
import type { OperationContext } from "./context.js";

const RESERVED_FIELDS = new Set(["title", "type", "tags", "created", "updated", "links", "content", "slug", "scope", "__proto__", "constructor", "prototype"]);
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;

interface StoredLinkSpec {
  target: string;
  label: string;
}

interface ValidWrite {
  content: string;
  title?: string;
  type: MemoryType;
  tags: string[];
  links: StoredLinkSpec[];
  paths?: string[];
  fields: Record<string, unknown>;
}

export interface WriteOptions {
  /** The memory was approved from the inbox: the scope's approval policy is not asked again. */
  approved?: boolean;
  /** Who is writing, for the spec 002 event: the user (CLI), a tool (memory api), an import. */
  source?: EntrySource;
}

export async function writeMemory(context: OperationContext, request: WriteMemoryRequest, options: WriteOptions = {}): Promise<WriteMemoryResponse> {
  const valid = validateWrite(request);
  const store = context.store.writeTarget(request.scope);
  if (request.slug !== undefined) assertValidSlug(request.slug);
  const config = await loadScopeConfig(store.root);
  const decision = options.approved ? ({ action: "write" } as const) : writeDecision(config);
  if (decision.action === "deny") {
    throw new WriteDeniedError(`The ${store.scope} scope does not accept new memories (${decision.reason} in ${configPath(store.root)}). Change that policy, or write to another scope with --scope.`, { scope: store.scope });
  }
  checkEntrySize(valid, config, store);
  const source = options.source ?? "user";

  return store.withWriteLock(async () => {
    const now = toIsoSeconds(context.now());
    const existing = request.slug === undefined ? undefined : await store.load(request.slug);
    if (existing) {
      const document = updatedDocument(existing.document, valid, now);
      if (decision.action === "inbox") return propose(store, document, decision.policy, now, document.slug);
      await enforceQuota(store, config, document, existing.stat.size);
      const { filePath, text } = await store.save(document);
      await afterWrite(store, document, text);
      await appendLog(store.root, "events", [{ ts: now, kind: "updated", entry: entryOf(document, store.scope, source), prev: entryOf(existing.document, store.scope, source) }]);
      return response(store, document, filePath, `Memory updated: ${document.slug}`);
    }
    const title = valid.title ?? firstHeading(valid.content) ?? firstLine(valid.content) ?? valid.type;
    const body = valid.title !== undefined && !startsWithHeading(valid.content) ? `# ${valid.title}\n\n${valid.content}` : valid.content;
    const base = request.slug ?? slugFromTitle(valid.type, title);
    for (;;) {
      const slug = request.slug ?? dedupeSlug(base, (candidate) => context.store.slugTaken(candidate));
      const document: MemoryDocument = {
        slug,
        title,
        type: valid.type,
        tags: valid.tags,
        created: now,
        updated: now,
        links: valid.links.map((link) => ({ ...link, created: now })),
        body,
        fields: { ...(valid.paths ? { paths: valid.paths } : {}), ...valid.fields },
      };
      if (decision.action === "inbox") return propose(store, document, decision.policy, now, request.slug);
      await enforceQuota(store, config, document);
      try {
        const { filePath, text } = await store.save(document, { exclusive: true });
        await afterWrite(store, document, text);
        await appendLog(store.root, "events", [{ ts: now, kind: "saved", entry: entryOf(document, store.scope, source) }]);
        return response(store, document, filePath, `Memory created: ${slug}`);
      } catch (error) {
        // Another process without our lock (or a hand edit) took the slug; pick the next one.
        if ((error as NodeJS.ErrnoException).code !== "EEXIST" || request.slug !== undefined) throw error;
      }
    }
  });
}

/** spec 002 `write.maxEntryChars`: the title and body together. */
function checkEntrySize(valid: ValidWrite, config: MemoryConfig | undefined, store: ScopeStore): void {
  const max = config?.write?.maxEntryChars;
  const size = (valid.title?.length ?? 0) + valid.content.length;
  if (max !== undefined && size > max) {
    throw new EntryTooLargeError(`The memory has ${size} characters; the ${store.scope} scope allows ${max} (write.maxEntryChars in ${configPath(store.root)}). Shorten it, or split it into linked memories.`, { size, max });
  }
}

/** spec 002 quota: refuses a write that would take the scope over its entry count or byte total. */
async function enforceQuota(store: ScopeStore, config: MemoryConfig | undefined, document: MemoryDocument, replacedBytes?: number): Promise<void> {
  const quota = config?.quota;
  if (!quota || (quota.maxEntriesPerScope === undefined && quota.maxTotalBytes === undefined)) return;
  const { files } = await store.listFiles();
  const entries = files.length + (replacedBytes === undefined ? 1 : 0);
  const bytes = files.reduce((sum, file) => sum + file.size, 0) - (replacedBytes ?? 0) + Buffer.byteLength(encodeMemoryFile(document));
  const where = `quota in ${configPath(store.root)}`;
  if (quota.maxEntriesPerScope !== undefined && entries > quota.maxEntriesPerScope) {
    throw new QuotaExceededError(`The ${store.scope} scope holds ${files.length} memories, its limit is ${quota.maxEntriesPerScope} (${where}); nothing was written. Delete or merge memories, or raise maxEntriesPerScope.`, { entries: files.length, max: quota.maxEntriesPerScope });
  }
  if (quota.maxTotalBytes !== undefined && bytes > quota.maxTotalBytes) {
    throw new QuotaExceededError(`This write would take the ${store.scope} scope to ${bytes} bytes, over its limit of ${quota.maxTotalBytes} (${where}); nothing was written. Delete or shorten memories, or raise maxTotalBytes.`, { bytes, max: quota.maxTotalBytes });
  }
}

function response(store: ScopeStore, document: MemoryDocument, filePath: string, message: string): WriteMemoryResponse {
  return { success: true, slug: document.slug, filePath, scope: store.scope, created: document.created, message };
}

function updatedDocument(previous: MemoryDocument, valid: ValidWrite, now: string): MemoryDocument {
  const links: StoredLink[] = [...previous.links];
  for (const { target, label } of valid.links) {
    if (!links.some((link) => link.target === target && link.label === label)) links.push({ target, label, created: now });
  }
  const fields = { ...previous.fields, ...(valid.paths ? { paths: valid.paths } : {}), ...valid.fields };
  return {
    ...previous,
    title: valid.title ?? firstHeading(valid.content) ?? previous.title,
    type: valid.type,
    tags: valid.tags,
    updated: now > previous.created ? now : previous.created,
    links,
    body: valid.content,
    fields,
  };
}

function validateWrite(request: WriteMemoryRequest): ValidWrite {
  if (!request || typeof request !== "object") throw new UsageError("A write request must be an object with content, type and tags.");
  if (request.content !== undefined && typeof request.content !== "string") {
    throw new UsageError("content must be a string of markdown text.");
  }
  if (typeof request.content !== "string" || !request.content.trim()) {
    throw new UsageError("Nothing to write: give the memory's content as an argument or on stdin.");
  }
  if (request.content.includes("\0")) throw new UsageError("Content contains a NUL byte; memories are text.");
  const type = parseMemoryType(request.type);
  const tags = parseTags(request.tags);
  let title: string | undefined;
  if (request.title !== undefined) {
    if (typeof request.title !== "string" || !request.title.trim() || /[\r\n\0]/.test(request.title)) {
      throw new UsageError("The title must be one non-empty line of text.");
    }
    title = request.title.trim();
  }
  const links: StoredLinkSpec[] = stringList(request.links, "links").map((target) => ({ target, label: DEFAULT_LINK_LABEL }));
  if (request.edges !== undefined) {
    if (!Array.isArray(request.edges)) throw new UsageError("edges must be a list of { target, label }.");
    for (const edge of request.edges as unknown[]) {
      const { target, label } = (edge ?? {}) as { target?: unknown; label?: unknown };
      if (typeof target !== "string" || typeof label !== "string" || !LABEL_PATTERN.test(label)) {
        throw new UsageError(`Invalid edge ${JSON.stringify(edge)}: give { target: <slug>, label: <lower-case words joined by '-'> }.`);
      }
      links.push({ target, label });
    }
  }
  links.forEach((link) => assertValidSlug(link.target));
  const paths = request.paths === undefined ? undefined : stringList(request.paths, "paths");
  if (paths?.some((glob) => glob.includes("\0"))) throw new UsageError("A path glob contains a NUL byte.");
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  if (request.fields !== undefined) {
    if (!request.fields || typeof request.fields !== "object" || Array.isArray(request.fields)) {
      throw new UsageError("fields must be an object of frontmatter field: value.");
    }
    for (const [key, value] of Object.entries(request.fields)) {
      if (!FIELD_NAME.test(key) || RESERVED_FIELDS.has(key)) {
        throw new UsageError(`Field name ${JSON.stringify(key)} cannot be set through fields: it is reserved or not a plain name (letters, digits, _ and -).`);
      }
      if (value !== undefined) fields[key] = value;
    }
  }
  return { content: request.content.replace(/\r\n?/g, "\n").trim(), ...(title ? { title } : {}), type, tags, links: links.filter((link, i) => links.findIndex((other) => other.target === link.target && other.label === link.label) === i), ...(paths ? { paths } : {}), fields };
}

function stringList(value: unknown, name: string): string[] {
  if (value === undefined || value === null) return [];
  const items = typeof value === "string" ? value.split(",") : Array.isArray(value) ? value : undefined;
  if (!items || items.some((item) => typeof item !== "string")) throw new UsageError(`${name} must be a list of strings.`);
  return (items as string[]).map((item) => item.trim()).filter(Boolean);
}
