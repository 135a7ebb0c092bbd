// `memory write`, and every other path that writes a memory (inbox approval, feedback breadcrumbs, imports):
// create a memory, or update the one an explicit slug names.
// The request is checked once here, against its one definition (core/schemas/write-request.ts).
// Also the choke point of secret redaction: every secret in the title, the
// content, the paths and the fields is replaced by `[REDACTED:<kind>]` before
// anything is written, and the response says what was redacted.

import {
  EntryTooLargeError,
  InvalidSlugError,
  InvalidTagsError,
  QuotaExceededError,
  UsageError,
  WriteDeniedError,
} from "../../core/errors.js";
import {
  findSecrets,
  redactDocument,
  redactSecrets,
  redactValue,
  summarizeRedactions,
  type Redaction,
  type SecretKind,
} from "../../core/secrets/index.js";
import { entryOf, type EntrySource } from "../../core/memory/index.js";
import { writeDecision, type MemoryConfig } from "../../core/policy/index.js";
import { configPath, loadScopeConfig } from "../../store/config.js";
import { propose } from "./proposals.js";
import { startsWithHeading, firstHeading, firstLine } from "../../core/markdown/index.js";
import type { MemoryDocument } from "../../core/memory-file.js";
import { DEFAULT_LINK_LABEL, encodeMemoryFile } from "../../core/memory-file.js";
import { assertSafeMemory } from "../../core/memory/index.js";
import {
  commandPatterns,
  parseWriteRequest,
  type WriteMemoryRequest,
  type WriteRequest,
} from "../../core/schemas/write-request.js";
import { dedupeSlug, slugFromTitle } from "../../core/slug.js";
import { toIsoSeconds } from "../../core/time.js";
import type { MemoryType, StoredLink, WriteMemoryResponse } from "../../core/types.js";
import { parseMemoryType, parseTags } from "../../core/validation/index.js";
import { afterWrite } from "../../index/derived/index.js";
import type { ScopeStore } from "../../store/scope-store.js";
import type { OperationContext } from "../context.js";
import { applyAnchors, applyLifecycle, parseWriteLifecycle, type WriteLifecycle } from "./write-lifecycle.js";
import { appendEventsAfterCommit } from "./record-events.js";

interface StoredLinkSpec {
  target: string;
  label: string;
}

/** A request checked (core/schemas/write-request.ts) and put together: what this write sets. */
interface ValidWrite {
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
type NewWrite = ValidWrite & { content: string; type: MemoryType; tags: string[] };

export interface WriteOptions {
  /** The memory was approved from the inbox: the scope's approval policy is not asked again. */
  approved?: boolean;
  /** Who is writing, for the logged event: the user (CLI), a tool (memory api), an import. */
  source?: EntrySource;
}

export async function writeMemory(
  context: OperationContext,
  raw: WriteMemoryRequest,
  options: WriteOptions = {},
): Promise<WriteMemoryResponse> {
  const request = parseWriteRequest(raw);
  const validated = validateWrite(request);
  const store = context.store.writeTarget(request.scope);
  // Tags as typed: lower-cased, a key no longer looks like one (`AKIA…` → `akia…`).
  refuseSecretNames(request.slug, [...(validated.tags ?? []), ...typedTags(raw.tags)]);
  const { valid, redactions: requested } = redactWrite(validated);
  const config = await loadScopeConfig(store.root);
  const decision = options.approved ? ({ action: "write" } as const) : writeDecision(config);
  if (decision.action === "deny") {
    throw new WriteDeniedError(
      `The ${store.scope} scope does not accept new memories (${decision.reason} in ${configPath(store.root)}). Change that policy, or write to another scope with --scope.`,
      { scope: store.scope },
    );
  }
  checkEntrySize(valid, config, store);
  // The memory check, on what was asked, before the lock is taken (and again below on what will be written).
  assertSafeMemory({
    title: valid.title ?? "",
    tags: valid.tags ?? [],
    links: valid.links.map((link) => ({ ...link, created: "" })),
    body: valid.content ?? "",
    fields: { ...valid.fields, ...(valid.paths ? { paths: valid.paths } : {}) },
  });
  const source = options.source ?? "user";

  return store.withWriteLock(async () => {
    store.ensureAttributes();
    const now = toIsoSeconds(context.now());
    const existing = request.slug === undefined ? undefined : await store.load(request.slug);
    if (existing) {
      // Fields kept from the file on disk pass the same redaction before they are written again.
      const draft = updatedDocument(existing.document, valid, now);
      draft.fields = applyAnchors(
        applyLifecycle(draft.fields, valid.lifecycle, { now, created: draft.created }),
        store,
        context.store.resolved.repoRoot,
      );
      const { document, redactions: kept } = redactDocument(draft);
      const redactions = summarizeRedactions([...requested, ...kept]);
      assertSafeMemory(document);
      if (decision.action === "inbox")
        return withRedactions(await propose(store, document, decision.policy, now, document.slug), redactions);
      // A write that changes nothing leaves the file (and its `updated`) alone: no diff, nothing to merge.
      if (encodeMemoryFile({ ...document, updated: existing.document.updated }, existing.text) === existing.text) {
        return withRedactions(
          response(store, existing.document, store.filePath(document.slug), `Memory unchanged: ${document.slug}`),
          redactions,
        );
      }
      await enforceQuota(store, config, document, existing.stat.size);
      const { filePath, text } = await store.save(document);
      await afterWrite(store, document, text);
      await appendEventsAfterCommit(context, store, [
        {
          ts: now,
          kind: "updated",
          entry: entryOf(document, store.scope, source),
          prev: entryOf(existing.document, store.scope, source),
        },
      ]);
      return withRedactions(response(store, document, filePath, `Memory updated: ${document.slug}`), redactions);
    }
    requireNew(valid, request.slug);
    const title = valid.title ?? firstHeading(valid.content) ?? firstLine(valid.content) ?? valid.type;
    const body =
      valid.title !== undefined && !startsWithHeading(valid.content)
        ? `# ${valid.title}\n\n${valid.content}`
        : valid.content;
    const base = request.slug ?? slugFromTitle(valid.type, title);
    for (;;) {
      const slug = request.slug ?? dedupeSlug(base, (candidate) => context.store.slugTaken(candidate));
      const created = valid.created ?? now;
      const draft: MemoryDocument = {
        slug,
        title,
        type: valid.type,
        tags: valid.tags,
        created,
        updated: now > created ? now : created,
        links: valid.links.map((link) => ({ ...link, created: now })),
        body,
        fields: { ...(valid.paths ? { paths: valid.paths } : {}), ...valid.fields },
      };
      draft.fields = applyAnchors(
        applyLifecycle(draft.fields, valid.lifecycle, {
          now,
          created,
          ...(config?.retention ? { config: config.retention } : {}),
        }),
        store,
        context.store.resolved.repoRoot,
      );
      const { document, redactions: rest } = redactDocument(draft);
      const redactions = summarizeRedactions([...requested, ...rest]);
      assertSafeMemory(document);
      if (decision.action === "inbox")
        return withRedactions(await propose(store, document, decision.policy, now, request.slug), redactions);
      await enforceQuota(store, config, document);
      try {
        const { filePath, text } = await store.save(document, { exclusive: true });
        await afterWrite(store, document, text);
        await appendEventsAfterCommit(context, store, [
          { ts: now, kind: "saved", entry: entryOf(document, store.scope, source) },
        ]);
        return withRedactions(response(store, document, filePath, `Memory created: ${slug}`), redactions);
      } catch (error) {
        // Another process without our lock (or a hand edit) took the slug; pick the next one.
        if ((error as NodeJS.ErrnoException).code !== "EEXIST" || request.slug !== undefined) throw error;
      }
    }
  });
}

/** The scope's `write.maxEntryChars`: the title and body together. */
function checkEntrySize(valid: ValidWrite, config: MemoryConfig | undefined, store: ScopeStore): void {
  const max = config?.write?.maxEntryChars;
  const size = (valid.title?.length ?? 0) + (valid.content?.length ?? 0);
  if (max !== undefined && size > max) {
    throw new EntryTooLargeError(
      `The memory has ${size} characters; the ${store.scope} scope allows ${max} (write.maxEntryChars in ${configPath(store.root)}). Shorten it, or split it into linked memories.`,
      { size, max },
    );
  }
}

/** The scope's quota: refuses a write that would take the scope over its entry count or byte total. */
async function enforceQuota(
  store: ScopeStore,
  config: MemoryConfig | undefined,
  document: MemoryDocument,
  replacedBytes?: number,
): Promise<void> {
  const quota = config?.quota;
  if (!quota || (quota.maxEntriesPerScope === undefined && quota.maxTotalBytes === undefined)) return;
  const { files } = await store.listFiles();
  const entries = files.length + (replacedBytes === undefined ? 1 : 0);
  const bytes =
    files.reduce((sum, file) => sum + file.size, 0) -
    (replacedBytes ?? 0) +
    Buffer.byteLength(encodeMemoryFile(document));
  const where = `quota in ${configPath(store.root)}`;
  if (quota.maxEntriesPerScope !== undefined && entries > quota.maxEntriesPerScope) {
    throw new QuotaExceededError(
      `The ${store.scope} scope holds ${files.length} memories, its limit is ${quota.maxEntriesPerScope} (${where}); nothing was written. Delete or merge memories, or raise maxEntriesPerScope.`,
      { entries: files.length, max: quota.maxEntriesPerScope },
    );
  }
  if (quota.maxTotalBytes !== undefined && bytes > quota.maxTotalBytes) {
    throw new QuotaExceededError(
      `This write would take the ${store.scope} scope to ${bytes} bytes, over its limit of ${quota.maxTotalBytes} (${where}); nothing was written. Delete or shorten memories, or raise maxTotalBytes.`,
      { bytes, max: quota.maxTotalBytes },
    );
  }
}

function response(store: ScopeStore, document: MemoryDocument, filePath: string, message: string): WriteMemoryResponse {
  return { success: true, slug: document.slug, filePath, scope: store.scope, created: document.created, message };
}

function withRedactions(response: WriteMemoryResponse, redactions: Redaction[]): WriteMemoryResponse {
  if (redactions.length === 0) return response;
  const count = redactions.reduce((sum, redaction) => sum + redaction.count, 0);
  const kinds = [...new Set(redactions.map((redaction) => redaction.kind))].join(", ");
  return {
    ...response,
    message: `${response.message} (${count} secret${count === 1 ? "" : "s"} redacted: ${kinds})`,
    redactions,
  };
}

/** Redacts what the caller sent; the title is redacted before a slug is made from it. */
function redactWrite(valid: ValidWrite): { valid: ValidWrite; redactions: Redaction[] } {
  const entries: { kind: SecretKind; field: string }[] = [];
  const text = (value: string, field: string) => {
    const result = redactSecrets(value);
    for (const { kind } of result.findings) entries.push({ kind, field });
    return result.text;
  };
  // The gate scans the body as it will be stored: a title becomes its heading, and the heading is context
  // the rules read (`# Backup codes` above a block of codes).
  let title: string | undefined;
  let content: string | undefined;
  const composed =
    valid.title !== undefined && valid.content !== undefined && !startsWithHeading(valid.content)
      ? stored(valid.title, valid.content)
      : undefined;
  if (composed) {
    [title, content] = composed;
    for (const finding of composed[2]) entries.push(finding);
  } else {
    title = valid.title === undefined ? undefined : text(valid.title, "title");
    content = valid.content === undefined ? undefined : text(valid.content, "content");
  }
  const paths = valid.paths?.map((glob) => text(glob, "paths"));
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of Object.entries(valid.fields)) {
    const result = redactValue(value, key);
    for (const { kind } of result.findings) entries.push({ kind, field: key });
    fields[key] = result.value;
  }
  const redacted: ValidWrite = {
    ...valid,
    ...(content !== undefined ? { content } : {}),
    ...(title !== undefined ? { title } : {}),
    ...(paths ? { paths } : {}),
    fields,
  };
  return { valid: redacted, redactions: summarizeRedactions(entries) };
}

/**
 * Title and content redacted in one pass over `# <title>\n\n<content>` (the body a new memory gets), or
 * undefined when a secret crosses from the heading into the content (then each is redacted on its own).
 */
function stored(title: string, content: string): [string, string, { kind: SecretKind; field: string }[]] | undefined {
  const heading = `# ${title}\n\n`;
  const result = redactSecrets(heading + content);
  const split = result.text.indexOf("\n\n");
  if (
    split === -1 ||
    result.findings.some((finding) => finding.start < heading.length && finding.end > heading.length - 2)
  )
    return undefined;
  const findings = result.findings.map(({ kind, start }) => ({
    kind,
    field: start < heading.length ? "title" : "content",
  }));
  return [result.text.slice(2, split), result.text.slice(split + 2), findings];
}

/** A slug is a file name and a tag an index key: one that holds a secret is refused, not rewritten. */
function refuseSecretNames(slug: string | undefined, tags: string[]): void {
  if (slug !== undefined && findSecrets(slug).length > 0) {
    throw new InvalidSlugError(
      `The slug looks like a secret (${findSecrets(slug)[0]!.kind}); it would become a file name. Choose a descriptive slug.`,
      { slug: null },
    );
  }
  const secretTags = tags.filter((tag) => findSecrets(tag).length > 0);
  if (secretTags.length > 0) {
    throw new InvalidTagsError(
      `A tag looks like a secret (${findSecrets(secretTags[0]!)[0]!.kind}); tags are plain words, e.g. --tags auth,oauth2.`,
      { tags: null },
    );
  }
}

/** The tags of a request as the caller typed them (before they are lower-cased). */
function typedTags(tags: unknown): string[] {
  const list = typeof tags === "string" ? tags.split(",") : Array.isArray(tags) ? tags : [];
  return list.filter((tag): tag is string => typeof tag === "string").map((tag) => tag.trim());
}

function updatedDocument(previous: MemoryDocument, valid: ValidWrite, now: string): MemoryDocument {
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

/**
 * The request checked once, field by field, against its one definition; then what no one field decides. A new
 * memory needs content, a type and tags (in that order, as a person fixes them); an edit by slug may give only
 * what changes, and whether the slug exists is known under the lock (`requireNew`).
 */
function validateWrite(request: WriteRequest): ValidWrite {
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
function requireNew(valid: ValidWrite, slug?: string): asserts valid is NewWrite {
  if (valid.content === undefined)
    throw new UsageError(
      `Nothing to write: give the memory's content as an argument or on stdin${slug === undefined ? "" : ` (there is no memory ${slug} to edit)`}.`,
    );
  if (valid.type === undefined) parseMemoryType(undefined);
  if (valid.tags === undefined) parseTags(undefined);
}
