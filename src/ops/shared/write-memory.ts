// `memory write`, and every other path that writes a memory (inbox approval, feedback breadcrumbs, imports):
// create a memory, or update the one an explicit slug names.
// The request is checked once here, against its one definition (core/schemas/write-request.ts).
// Also the choke point of secret redaction: every secret in the title, the
// content, the paths and the fields is replaced by `[REDACTED:<kind>]` before
// anything is written, and the response says what was redacted (write-redaction.ts).

import { EntryTooLargeError, QuotaExceededError, WriteDeniedError } from "../../core/errors.js";
import { redactDocument, summarizeRedactions } from "../../core/secrets/index.js";
import { entryOf, type EntrySource } from "../../core/memory/index.js";
import { writeDecision, type MemoryConfig } from "../../core/policy/index.js";
import { configPath, loadScopeConfig } from "../../store/config.js";
import { propose } from "./proposals.js";
import { startsWithHeading, firstHeading, firstLine } from "../../core/markdown/index.js";
import type { MemoryDocument } from "../../core/memory-file.js";
import { encodeMemoryFile } from "../../core/memory-file.js";
import { assertSafeMemory } from "../../core/memory/index.js";
import { parseWriteRequest, type WriteMemoryRequest } from "../../core/schemas/write-request.js";
import { dedupeSlug, slugFromTitle } from "../../core/slug.js";
import { toIsoSeconds } from "../../core/time.js";
import type { WriteMemoryResponse } from "../../core/types.js";
import { afterWrite } from "../../index/derived/index.js";
import type { ScopeStore } from "../../store/scope-store.js";
import type { OperationContext } from "../context.js";
import { applyAnchors, applyLifecycle } from "./write-lifecycle.js";
import { appendEventsAfterCommit } from "./record-events.js";
import { refuseSecretNames, redactWrite, typedTags, withRedactions } from "./write-redaction.js";
import { requireNew, updatedDocument, validateWrite, type ValidWrite } from "./valid-write.js";

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
