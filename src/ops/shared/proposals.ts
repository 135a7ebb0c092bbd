// Proposals: a memory filed in `<scope-root>/inbox/<id>.md` for approval instead of being written, when the
// scope's approval policy asks for it. The write service files them; the inbox operations list and resolve them.

import { join } from "node:path";
import { candidateOf } from "../../core/memory/index.js";
import { randomHex } from "../../core/hash/index.js";
import type { MemoryDocument } from "../../core/memory-file.js";
import type { ApprovalPolicy } from "../../core/policy/index.js";
import type { WriteMemoryResponse } from "../../core/types.js";
import { appendLog } from "../../store/append-log.js";
import { ScopeStore } from "../../store/scope-store.js";

export const INBOX_DIR = "inbox";

export function inboxOf(store: ScopeStore): ScopeStore {
  return new ScopeStore(store.scope, join(store.root, INBOX_DIR));
}

/** Files a memory as a proposal instead of writing it; called by writeMemory under the scope's lock. */
export async function propose(
  store: ScopeStore,
  document: MemoryDocument,
  policy: ApprovalPolicy,
  now: string,
  targetSlug?: string,
): Promise<WriteMemoryResponse> {
  const id = `${document.slug.slice(0, 90)}-${randomHex(8)}`;
  const proposal: MemoryDocument = {
    ...document,
    slug: id,
    fields: {
      ...document.fields,
      proposed: now,
      approval_policy: policy,
      ...(targetSlug ? { target_slug: targetSlug } : {}),
    },
  };
  const inbox = inboxOf(store);
  await inbox.ensureDirectory();
  const { filePath } = await inbox.save(proposal, { exclusive: true });
  await appendLog(store.root, "events", [
    { ts: now, kind: "extraction.proposed", candidates: [candidateOf(id, document, store.scope, now)] },
  ]);
  return {
    success: true,
    slug: id,
    filePath,
    scope: store.scope,
    created: now,
    pending: true,
    message: `Proposed for approval (${policy}): ${id}. Review it, then \`memory approve ${id}\` or \`memory reject ${id}\`.`,
  };
}
