// Applies what an import wants (memory drafts, edges) to one scope, through
// the ordinary write and link operations. A draft whose memory already holds
// the same content is left alone — not even `updated` moves — so running an
// import twice changes nothing the second time. With `dryRun`, the same
// decisions are made and reported, and nothing is written.

import { DuplicateLinkError, MalformedMemoryError, isMemoryError } from "../core/errors.js";
import type { ImportAction, ImportItem, ImportLinkItem, ImportProblem, LinkDraft, MemoryDraft } from "./types.js";
import { decodeMemoryFile, encodeMemoryFile, type MemoryDocument } from "../core/memory-file.js";
import { redactDocument } from "../core/secrets/index.js";
import { toIsoSeconds } from "../core/time.js";
import type { ScopeStore } from "../store/scope-store.js";
import type { OperationContext } from "../ops/context.js";
import { linkMemories } from "../ops/shared/link.js";
import { writeMemory } from "../ops/shared/write-memory.js";

export type SameContent = (existing: MemoryDocument, expected: MemoryDocument, draft: MemoryDraft) => boolean;

export interface ApplyOptions {
  dryRun: boolean;
  /** Whether an existing memory already says what the draft says (default: `sameManagedContent`). */
  same?: SameContent;
  onProgress?: (done: number, total: number) => void;
}

export async function applyDrafts(
  context: OperationContext,
  store: ScopeStore,
  drafts: readonly MemoryDraft[],
  options: ApplyOptions,
): Promise<{ items: ImportItem[]; problems: ImportProblem[] }> {
  const items: ImportItem[] = [];
  const problems: ImportProblem[] = [];
  const same = options.same ?? sameManagedContent;
  const now = toIsoSeconds(context.now());
  for (const [index, draft] of drafts.entries()) {
    options.onProgress?.(index, drafts.length);
    const line = draft.lines[0];
    try {
      const existing = (await store.load(draft.slug))?.document;
      const expected = expectedDocument(draft, existing, now);
      let action: ImportAction;
      if (existing && same(existing, expected, draft)) action = "unchanged";
      else {
        action = existing ? "updated" : "created";
        if (!options.dryRun) await writeDraft(context, store, draft);
      }
      items.push({ slug: draft.slug, title: draft.title, type: draft.type, action, line });
    } catch (error) {
      if (!isMemoryError(error)) throw error;
      const reason = error instanceof MalformedMemoryError ? `${error.message}` : error.message;
      problems.push({ line, severity: "error", message: `${draft.slug}: not imported: ${reason}`, id: draft.slug });
    }
  }
  options.onProgress?.(drafts.length, drafts.length);
  return { items, problems };
}

async function writeDraft(context: OperationContext, store: ScopeStore, draft: MemoryDraft): Promise<void> {
  await writeMemory(
    context,
    {
      slug: draft.slug,
      scope: store.scope,
      title: draft.title,
      content: draft.body,
      type: draft.type,
      tags: draft.tags,
      allowEmptyTags: true,
      fields: draft.fields,
      unsetFields: draft.managed.filter((key) => !(key in draft.fields)),
      ...(draft.created ? { created: draft.created } : {}),
    },
    { source: "import" },
  );
}

/** The document a write of the draft would leave, normalised as the file codec reads it back. */
export function expectedDocument(
  draft: MemoryDraft,
  existing: MemoryDocument | undefined,
  now: string,
): MemoryDocument {
  const fields: Record<string, unknown> = { ...(existing?.fields ?? {}), ...draft.fields };
  for (const key of draft.managed) if (!(key in draft.fields)) delete fields[key];
  const created = draft.created ?? existing?.created ?? now;
  const document: MemoryDocument = {
    slug: draft.slug,
    title: draft.title,
    type: draft.type,
    tags: draft.tags,
    created,
    updated: now > created ? now : created,
    links: existing?.links ?? [],
    body: draft.body.replace(/\r\n?/g, "\n").trim(),
    fields,
  };
  // writeMemory redacts secrets: compare against what it would write, or a secret would count as a change every time.
  return decodeMemoryFile(encodeMemoryFile(redactDocument(document).document), draft.slug, now).document;
}

/** Same title, type, tags, body, creation time (when the draft sets one) and fields the importer owns. */
export function sameManagedContent(existing: MemoryDocument, expected: MemoryDocument, draft: MemoryDraft): boolean {
  const pick = (document: MemoryDocument) =>
    JSON.stringify([
      document.title,
      document.type,
      document.tags,
      document.body,
      draft.created ? document.created : null,
      draft.managed.map((key) => document.fields[key] ?? null),
    ]);
  return pick(existing) === pick(expected);
}

/**
 * Adds the edges that are not there yet. `willExist`: slugs a dry run would
 * have created, so their edges are reported as they would be.
 */
export async function applyLinks(
  context: OperationContext,
  store: ScopeStore,
  links: readonly LinkDraft[],
  options: { dryRun: boolean; willExist?: ReadonlySet<string> },
): Promise<{ links: ImportLinkItem[]; problems: ImportProblem[] }> {
  const items: ImportLinkItem[] = [];
  const problems: ImportProblem[] = [];
  const exists = async (slug: string) =>
    options.willExist?.has(slug) ||
    Boolean(await store.readText(slug)) ||
    Boolean(await context.store.locateFile(slug));
  for (const link of links) {
    const where = link.line === undefined ? {} : { line: link.line };
    if (link.source === link.target) {
      problems.push({
        ...where,
        severity: "warning",
        message: `${link.source} --[${link.label}]--> itself: a memory cannot link to itself; skipped`,
      });
      continue;
    }
    const missing = [link.source, link.target].filter((slug) => slug);
    const absent: string[] = [];
    for (const slug of missing) if (!(await exists(slug))) absent.push(slug);
    if (absent.length > 0) {
      problems.push({
        ...where,
        severity: "error",
        message: `${link.source} --[${link.label}]--> ${link.target}: no memory ${absent.join(" or ")}; edge not added`,
      });
      continue;
    }
    let present = false;
    try {
      const source = (await store.load(link.source)) ?? (await context.store.locate(link.source))?.memory;
      present = Boolean(
        source?.document.links.some((stored) => stored.target === link.target && stored.label === link.label),
      );
    } catch (error) {
      if (!isMemoryError(error)) throw error;
      problems.push({ ...where, severity: "error", message: `${link.source}: ${error.message}` });
      continue;
    }
    let action: ImportLinkItem["action"] = present ? "unchanged" : "created";
    if (!present && !options.dryRun) {
      try {
        await linkMemories(context, { source: link.source, target: link.target, label: link.label });
      } catch (error) {
        if (error instanceof DuplicateLinkError) action = "unchanged";
        else if (isMemoryError(error)) {
          problems.push({
            ...where,
            severity: "error",
            message: `${link.source} --[${link.label}]--> ${link.target}: ${error.message}`,
          });
          continue;
        } else throw error;
      }
    }
    items.push({ source: link.source, target: link.target, label: link.label, action });
  }
  return { links: items, problems };
}

export function sortProblems(problems: ImportProblem[]): ImportProblem[] {
  return problems.sort(
    (a, b) =>
      (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER) ||
      (a.severity === b.severity ? 0 : a.severity === "error" ? -1 : 1),
  );
}
