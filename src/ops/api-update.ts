// The `update` request of `memory api`: moves a record's dynamic values, `truth` and `utility`,
// toward a target: new = old + confidence × (target − old), so a confident
// update moves far and a tentative one a little. The starting truth is the
// record's `confidence` (0.5 when it has none); the starting utility is 0.5.
// `dry_run` returns before/after and writes nothing; `commit` stores the new
// values in frontmatter (`truth:`/`utility:`), never touches the text, and
// appends one audit entry per value to `log/audit.jsonl`.

import { nodeCrypto } from "../core/node-builtins.js";
import { assertSafeMemory } from "../core/memory/index.js";
import type { MemoryDocument } from "../core/memory-file.js";
import { entryOf } from "../core/memory/index.js";
import { redactSecrets } from "../core/secrets/index.js";
import { toIsoSeconds } from "../core/time.js";
import { afterWrite } from "../index/derived/index.js";
import type { OperationContext } from "./context.js";
import { notFound } from "../core/errors.js";
import type { ApiUpdateRequest, ApiUpdateResponse, DynamicValue, DynamicValues } from "../core/types.js";
import { appendEventsAfterCommit } from "./shared/record-events.js";
import { dynamicValue, movedToward } from "./shared/dynamic-values.js";

export async function apiUpdate(context: OperationContext, request: ApiUpdateRequest): Promise<ApiUpdateResponse> {
  const located = await context.store.locate(request.memory_id);
  if (!located) throw notFound(request.memory_id);
  const { store } = located;
  const plan = (document: MemoryDocument) => {
    const before: DynamicValues = {
      truth: dynamicValue(document.fields, "truth"),
      utility: dynamicValue(document.fields, "utility"),
    };
    const after: DynamicValues = { ...before };
    for (const name of ["truth", "utility"] as const) {
      const update = request.updates[name];
      if (update) after[name] = movedToward(before[name], update);
    }
    return { before, after };
  };
  if (request.mode === "dry_run") {
    return {
      success: true,
      op: "update",
      memory_id: request.memory_id,
      mode: "dry_run",
      committed: false,
      ...plan(located.memory.document),
    };
  }
  return store.withWriteLock(async () => {
    const loaded = await store.load(request.memory_id);
    if (!loaded) throw notFound(request.memory_id, store.scope);
    const { document } = loaded;
    const { before, after } = plan(document);
    const ts = toIsoSeconds(context.now());
    const fields = { ...document.fields };
    const audit: object[] = [];
    for (const name of ["truth", "utility"] as const) {
      const update = request.updates[name];
      if (!update) continue;
      const previous = fields[name] && typeof fields[name] === "object" ? (fields[name] as Partial<DynamicValue>) : {};
      fields[name] = {
        value: after[name],
        updated: ts,
        updates: (typeof previous.updates === "number" ? previous.updates : 0) + 1,
      } satisfies DynamicValue;
      const entry = {
        ts,
        op: "update",
        memory_id: request.memory_id,
        scope: store.scope,
        repo_id: request.repo_id,
        field: name,
        before: before[name],
        after: after[name],
        target: update.target,
        confidence: update.confidence,
        rationale: redactSecrets(update.rationale).text,
        ...(update.evidence_refs ? { evidence_refs: update.evidence_refs } : {}),
        ...(update.context_problem_id ? { context_problem_id: update.context_problem_id } : {}),
      };
      audit.push({ audit_id: auditId(entry), ...entry });
    }
    const updated: MemoryDocument = { ...document, fields };
    assertSafeMemory(updated);
    const { text } = await store.save(updated);
    await afterWrite(store, updated, text);
    await appendEventsAfterCommit(context, store, audit, "audit");
    await appendEventsAfterCommit(context, store, [
      {
        ts,
        kind: "updated",
        entry: entryOf(updated, store.scope, "tool"),
        prev: entryOf(document, store.scope, "tool"),
      },
    ]);
    return {
      success: true,
      op: "update",
      memory_id: request.memory_id,
      mode: "commit",
      committed: true,
      before,
      after,
      audit_ids: audit.map((entry) => (entry as { audit_id: string }).audit_id),
    };
  });
}

function auditId(entry: object): string {
  return `audit-${nodeCrypto().createHash("sha256").update(JSON.stringify(entry)).digest("hex").slice(0, 16)}`;
}
