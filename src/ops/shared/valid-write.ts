// A write request checked (core/schemas/write-request.ts) and put together into what the write sets, for a new
// memory or for an edit of one, and the document an edit makes of the memory it changes.

import { UsageError } from "../../core/errors.js";
import { firstHeading } from "../../core/markdown/index.js";
import { DEFAULT_LINK_LABEL, type MemoryDocument } from "../../core/memory-file.js";
import { commandPatterns, type WriteRequest } from "../../core/schemas/write-request.js";
import type { MemoryType, StoredLink } from "../../core/types.js";
import { parseMemoryType, parseTags } from "../../core/validation/index.js";
import { parseWriteLifecycle, type WriteLifecycle } from "./write-lifecycle.js";

export interface StoredLinkSpec {
  target: string;
  label: string;
}

/** A request checked (core/schemas/write-request.ts) and put together: what this write sets. */
export interface ValidWrite {
  /** Absent on an edit that keeps the text. */
  content?: string;
  title?: string;
  type?: MemoryType;
  tags?: string[];
  links: StoredLinkSpec[];
  paths?: string[];
  fields: Record<string, unknown>;
  lifecycle: WriteLifecycle;
  created?: string;
  unsetFields: string[];
}
export type NewWrite = ValidWrite & { content: string; type: MemoryType; tags: string[] };

/**
 * The request checked once, field by field, against its one definition; then what no one field decides. A new
 * memory needs content, a type and tags (in that order, as a person fixes them); an edit by slug may give only
 * what changes, and whether the slug exists is known under the lock (`requireNew`).
 */
export function validateWrite(request: WriteRequest): ValidWrite {
  const content = request.content === "" ? undefined : request.content;
  // An empty list is "no tag" (throws), unless an import asked for none.
  if (request.tags !== undefined && request.tags.length === 0 && !request.allowEmptyTags) parseTags(request.tags);
  const links: StoredLinkSpec[] = [
    ...(request.links ?? []).map((target) => ({ target, label: DEFAULT_LINK_LABEL })),
    ...(request.edges ?? []),
  ];
  const fields = request.fields ?? (Object.create(null) as Record<string, unknown>);
  // Frontmatter fields of their own, named in the request for the model and the command line.
  if (request.description !== undefined) fields.description = request.description;
  if (request.severity !== undefined) fields.severity = request.severity;
  if (request.source !== undefined) fields.source = request.source;
  const commands = request.commands ?? (fields.commands === undefined ? undefined : commandPatterns(fields.commands));
  if (commands) fields.commands = commands;
  const valid: ValidWrite = {
    ...(content !== undefined ? { content } : {}),
    ...(request.title !== undefined ? { title: request.title } : {}),
    ...(request.type !== undefined ? { type: request.type } : {}),
    ...(request.tags !== undefined ? { tags: request.tags } : {}),
    links: links.filter(
      (link, i) => links.findIndex((other) => other.target === link.target && other.label === link.label) === i,
    ),
    ...(request.paths ? { paths: request.paths } : {}),
    fields,
    lifecycle: parseWriteLifecycle(request),
    ...(request.created ? { created: request.created } : {}),
    unsetFields: request.unsetFields ?? [],
  };
  if (request.slug === undefined) requireNew(valid);
  return valid;
}

/** What a new memory needs, checked in the order a person fixes them: content, type, tags. */
export function requireNew(valid: ValidWrite, slug?: string): asserts valid is NewWrite {
  if (valid.content === undefined)
    throw new UsageError(
      `Nothing to write: give the memory's content as an argument or on stdin${slug === undefined ? "" : ` (there is no memory ${slug} to edit)`}.`,
    );
  if (valid.type === undefined) parseMemoryType(undefined);
  if (valid.tags === undefined) parseTags(undefined);
}

/** The memory an edit makes: what the request sets over what the file holds (links added, fields unset). */
export function updatedDocument(previous: MemoryDocument, valid: ValidWrite, now: string): MemoryDocument {
  const links: StoredLink[] = [...previous.links];
  for (const { target, label } of valid.links) {
    if (!links.some((link) => link.target === target && link.label === label))
      links.push({ target, label, created: now });
  }
  const fields: Record<string, unknown> = {
    ...previous.fields,
    ...(valid.paths ? { paths: valid.paths } : {}),
    ...valid.fields,
  };
  for (const key of valid.unsetFields) if (!(key in valid.fields)) delete fields[key];
  const created = valid.created ?? previous.created;
  return {
    ...previous,
    title: valid.title ?? (valid.content === undefined ? undefined : firstHeading(valid.content)) ?? previous.title,
    type: valid.type ?? previous.type,
    tags: valid.tags ?? previous.tags,
    created,
    updated: now > created ? now : created,
    links,
    body: valid.content ?? previous.body,
    fields,
  };
}
