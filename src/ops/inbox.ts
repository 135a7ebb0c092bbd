// The approval inbox (the `approvalPolicy` values user_confirm, supervisor_approve,
// async_pending): a proposed memory waits in `<scope-root>/inbox/<id>.md` — a
// memory file a person can read and edit — until `memory approve <id>` writes
// it to the store or `memory reject <id>` moves it to `inbox/rejected/`.
// Nothing is deleted; every step is an event in `log/events.jsonl`.

import { promises as fs } from "node:fs";
import { join } from "node:path";
import { ProposalNotFoundError, UsageError } from "../core/errors.js";
import { entryOf } from "../core/memory/index.js";
import type { MemoryDocument } from "../core/memory-file.js";
import { isValidSlug } from "../core/slug.js";
import { toIsoSeconds } from "../core/time.js";
import type { Scope, WriteMemoryResponse } from "../core/types.js";
import { appendLog } from "../store/append-log.js";
import { ScopeStore } from "../store/scope-store.js";
import type { OperationContext } from "./context.js";
import { appendEventsAfterCommit } from "./shared/record-events.js";
import { INBOX_DIR, inboxOf } from "./shared/proposals.js";
import { writeMemory } from "./shared/write-memory.js";

const PROPOSAL_FIELDS = ["proposed", "approval_policy", "target_slug"] as const;

export interface Proposal {
  id: string;
  scope: Scope;
  title: string;
  type: string;
  tags: string[];
  proposed: string;
  policy: string;
  /** Set when the proposal updates an existing memory. */
  targetSlug?: string;
  filePath: string;
}

export interface ListInboxResponse {
  success: boolean;
  proposals: Proposal[];
  total: number;
}

export interface ResolveProposalResponse {
  success: boolean;
  id: string;
  outcome: "approved" | "rejected";
  /** With `approved`: the memory written. */
  slug?: string;
  message: string;
}

export async function listInbox(
  context: OperationContext,
  request: { scope?: Scope | "all" } = {},
): Promise<ListInboxResponse> {
  const proposals: Proposal[] = [];
  for (const store of context.store.readable(request.scope)) {
    const inbox = inboxOf(store);
    const { files, warnings } = await inbox.listFiles();
    warnings.forEach(context.warn);
    for (const file of files) {
      try {
        const loaded = await inbox.load(file.slug);
        if (loaded) proposals.push(proposalOf(loaded.document, store.scope, inbox.filePath(file.slug)));
      } catch (error) {
        context.warn({ scope: store.scope, filePath: inbox.filePath(file.slug), message: (error as Error).message });
      }
    }
  }
  proposals.sort((a, b) => a.proposed.localeCompare(b.proposed) || a.id.localeCompare(b.id));
  return { success: true, proposals, total: proposals.length };
}

function proposalOf(document: MemoryDocument, scope: Scope, filePath: string): Proposal {
  const { proposed, approval_policy: policy, target_slug: target } = document.fields;
  return {
    id: document.slug,
    scope,
    title: document.title,
    type: document.type,
    tags: document.tags,
    proposed: typeof proposed === "string" ? proposed : document.created,
    policy: typeof policy === "string" ? policy : "user_confirm",
    ...(typeof target === "string" && isValidSlug(target) ? { targetSlug: target } : {}),
    filePath,
  };
}

async function findProposal(
  context: OperationContext,
  id: string,
  scope?: Scope,
): Promise<{ store: ScopeStore; document: MemoryDocument }> {
  if (typeof id !== "string" || !isValidSlug(id))
    throw new UsageError(`Invalid proposal id ${JSON.stringify(id)}: use an id from \`memory inbox\`.`);
  for (const store of context.store.readable(scope)) {
    const loaded = await inboxOf(store).load(id);
    if (loaded) return { store, document: loaded.document };
  }
  throw new ProposalNotFoundError(
    `No proposal ${id} in ${scope ? `the ${scope} inbox` : "any inbox"}. Run \`memory inbox\` to see what is waiting.`,
    { id },
  );
}

export async function approveProposal(
  context: OperationContext,
  request: { id: string; scope?: Scope },
): Promise<ResolveProposalResponse> {
  const { store, document } = await findProposal(context, request.id, request.scope);
  // The proposal is claimed first (renamed aside, which only one caller can do): two approvals
  // of one proposal running at once write one memory, and the other is told it is gone.
  const inbox = inboxOf(store);
  const claimed = `${inbox.filePath(request.id)}.approving`;
  try {
    await fs.rename(inbox.filePath(request.id), claimed);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    throw new ProposalNotFoundError(
      `Proposal ${request.id} was approved or rejected meanwhile (by another command). Run \`memory inbox\` to see what is waiting.`,
      { id: request.id },
    );
  }
  const fields = Object.fromEntries(
    Object.entries(document.fields).filter(
      ([key]) => !(PROPOSAL_FIELDS as readonly string[]).includes(key) && key !== "paths",
    ),
  );
  const target = proposalOf(document, store.scope, "").targetSlug;
  let written: WriteMemoryResponse;
  try {
    written = await writeMemory(
      context,
      {
        content: document.body,
        title: document.title,
        type: document.type,
        tags: document.tags,
        scope: store.scope,
        edges: document.links.map((link) => ({ target: link.target, label: link.label })),
        fields,
        ...(Array.isArray(document.fields.paths) ? { paths: document.fields.paths as string[] } : {}),
        ...(target ? { slug: target } : {}),
      },
      { approved: true },
    );
  } catch (error) {
    await fs.rename(claimed, inbox.filePath(request.id)).catch(() => undefined); // back in the inbox, as it was
    throw error;
  }
  const now = toIsoSeconds(context.now());
  await store.withWriteLock(async () => {
    await fs.rm(claimed, { force: true });
    const saved = await store.load(written.slug);
    await appendEventsAfterCommit(context, store, [
      {
        ts: now,
        kind: "extraction.resolved",
        candidateId: request.id,
        outcome: "approved",
        ...(saved ? { entry: entryOf(saved.document, store.scope, "extraction") } : {}),
      },
    ]);
  });
  return {
    success: true,
    id: request.id,
    outcome: "approved",
    slug: written.slug,
    message: `Approved ${request.id}: saved as ${written.slug}`,
  };
}

export async function rejectProposal(
  context: OperationContext,
  request: { id: string; scope?: Scope },
): Promise<ResolveProposalResponse> {
  const { store, document } = await findProposal(context, request.id, request.scope);
  const now = toIsoSeconds(context.now());
  await store.withWriteLock(async () => {
    const rejected = new ScopeStore(store.scope, join(store.root, INBOX_DIR, "rejected"));
    await rejected.ensureDirectory();
    await rejected.save({ ...document, fields: { ...document.fields, rejected: now } });
    await inboxOf(store).remove(request.id);
    await appendLog(store.root, "events", [
      { ts: now, kind: "extraction.resolved", candidateId: request.id, outcome: "rejected" },
    ]);
  });
  return {
    success: true,
    id: request.id,
    outcome: "rejected",
    message: `Rejected ${request.id}: kept in ${join(store.root, INBOX_DIR, "rejected")}`,
  };
}
