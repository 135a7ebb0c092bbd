// spec 003 "Write Memory": create a memory, or update the one an explicit slug names.

import { UsageError } from "../core/errors.js";
import { startsWithHeading, firstHeading, firstLine } from "../core/markdown.js";
import type { MemoryDocument } from "../core/memory-file.js";
import { DEFAULT_LINK_LABEL } from "../core/memory-file.js";
import { assertValidSlug, dedupeSlug, slugFromTitle } from "../core/slug.js";
import { normalizeTimestamp, toIsoSeconds } from "../core/time.js";
import type { MemoryType, StoredLink, WriteMemoryRequest, WriteMemoryResponse } from "../core/types.js";
import { parseMemoryType, parseTags } from "../core/validate.js";
import { afterWrite } from "../index/derived.js";
import type { ScopeStore } from "../store/scope-store.js";
import type { OperationContext } from "./context.js";

const RESERVED_FIELDS = new Set(["title", "type", "tags", "created", "updated", "links", "content", "slug", "scope", "__proto__", "constructor", "prototype"]);
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;

interface ValidWrite {
  content: string;
  title?: string;
  type: MemoryType;
  tags: string[];
  links: string[];
  paths?: string[];
  fields: Record<string, unknown>;
  created?: string;
  unsetFields: string[];
}

export async function writeMemory(context: OperationContext, request: WriteMemoryRequest): Promise<WriteMemoryResponse> {
  const valid = validateWrite(request);
  const store = context.store.writeTarget(request.scope);
  if (request.slug !== undefined) assertValidSlug(request.slug);

  return store.withWriteLock(async () => {
    const now = toIsoSeconds(context.now());
    const existing = request.slug === undefined ? undefined : await store.load(request.slug);
    if (existing) {
      const document = updatedDocument(existing.document, valid, now);
      const { filePath, text } = await store.save(document);
      await afterWrite(store, document, text);
      return response(store, document, filePath, `Memory updated: ${document.slug}`);
    }
    const title = valid.title ?? firstHeading(valid.content) ?? firstLine(valid.content) ?? valid.type;
    const body = valid.title !== undefined && !startsWithHeading(valid.content) ? `# ${valid.title}\n\n${valid.content}` : valid.content;
    const base = request.slug ?? slugFromTitle(valid.type, title);
    for (;;) {
      const slug = request.slug ?? dedupeSlug(base, (candidate) => context.store.slugTaken(candidate));
      const created = valid.created ?? now;
      const document: MemoryDocument = {
        slug,
        title,
        type: valid.type,
        tags: valid.tags,
        created,
        updated: now > created ? now : created,
        links: valid.links.map((target) => ({ target, label: DEFAULT_LINK_LABEL, created: now })),
        body,
        fields: { ...(valid.paths ? { paths: valid.paths } : {}), ...valid.fields },
      };
      try {
        const { filePath, text } = await store.save(document, { exclusive: true });
        await afterWrite(store, document, text);
        return response(store, document, filePath, `Memory created: ${slug}`);
      } catch (error) {
        // Another process without our lock (or a hand edit) took the slug; pick the next one.
        if ((error as NodeJS.ErrnoException).code !== "EEXIST" || request.slug !== undefined) throw error;
      }
    }
  });
}

function response(store: ScopeStore, document: MemoryDocument, filePath: string, message: string): WriteMemoryResponse {
  return { success: true, slug: document.slug, filePath, scope: store.scope, created: document.created, message };
}

function updatedDocument(previous: MemoryDocument, valid: ValidWrite, now: string): MemoryDocument {
  const links: StoredLink[] = [...previous.links];
  for (const target of valid.links) {
    if (!links.some((link) => link.target === target)) links.push({ target, label: DEFAULT_LINK_LABEL, created: now });
  }
  const fields: Record<string, unknown> = { ...previous.fields, ...(valid.paths ? { paths: valid.paths } : {}), ...valid.fields };
  for (const key of valid.unsetFields) if (!(key in valid.fields)) delete fields[key];
  const created = valid.created ?? previous.created;
  return {
    ...previous,
    title: valid.title ?? firstHeading(valid.content) ?? previous.title,
    type: valid.type,
    tags: valid.tags,
    created,
    updated: now > created ? now : created,
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
  const tags = parseTags(request.tags, { allowEmpty: request.allowEmptyTags === true && Array.isArray(request.tags) });
  let title: string | undefined;
  if (request.title !== undefined) {
    if (typeof request.title !== "string" || !request.title.trim() || /[\r\n\0]/.test(request.title)) {
      throw new UsageError("The title must be one non-empty line of text.");
    }
    title = request.title.trim();
  }
  const links = stringList(request.links, "links");
  links.forEach((slug) => assertValidSlug(slug));
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
  let created: string | undefined;
  if (request.created !== undefined) {
    created = normalizeTimestamp(request.created);
    if (typeof request.created !== "string" || !created) throw new UsageError(`created must be an ISO 8601 timestamp, got ${JSON.stringify(request.created)}.`);
  }
  const unsetFields = stringList(request.unsetFields, "unsetFields");
  for (const key of unsetFields) {
    if (!FIELD_NAME.test(key) || RESERVED_FIELDS.has(key)) throw new UsageError(`Field ${JSON.stringify(key)} cannot be removed through unsetFields: it is reserved or not a plain name.`);
  }
  return {
    content: request.content.replace(/\r\n?/g, "\n").trim(),
    ...(title ? { title } : {}),
    type,
    tags,
    links: [...new Set(links)],
    ...(paths ? { paths } : {}),
    fields,
    ...(created ? { created } : {}),
    unsetFields,
  };
}

function stringList(value: unknown, name: string): string[] {
  if (value === undefined || value === null) return [];
  const items = typeof value === "string" ? value.split(",") : Array.isArray(value) ? value : undefined;
  if (!items || items.some((item) => typeof item !== "string")) throw new UsageError(`${name} must be a list of strings.`);
  return (items as string[]).map((item) => item.trim()).filter(Boolean);
}
