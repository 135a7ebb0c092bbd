// The `write` request of `memory api`: a new, immutable record. The kind maps to a built-in type
// and is kept; links become labelled edges: problem_id → solves,
// related_memory_ids → relates-to, change_targets → changes (invalidates for
// a `change` record); change targets that are code, not memories, are kept
// in `change_targets`.

import { writeMemory } from "../ops/write.js";
import type { OperationContext } from "../ops/context.js";
import { storeScopeOf, typeOfKind } from "../core/api-kinds.js";
import { isMemoryReference } from "./semantics.js";
import type { ApiEdge } from "../core/types.js";
import type { ApiWriteRequest, ApiWriteResponse } from "./types.js";
import { API_WRITE_FIELDS, type ApiWriteAdditions } from "./write-additions.js";

export async function apiWrite(context: OperationContext, request: ApiWriteRequest): Promise<ApiWriteResponse> {
  const { memory } = request;
  const links = memory.links ?? {};
  const edges: ApiEdge[] = [];
  if (links.problem_id !== undefined) edges.push({ target: links.problem_id, label: "solves" });
  for (const id of links.related_memory_ids ?? []) edges.push({ target: id, label: "relates-to" });
  const codeTargets: string[] = [];
  for (const target of links.change_targets ?? []) {
    if (isMemoryReference(target)) edges.push({ target, label: memory.kind === "change" ? "invalidates" : "changes" });
    else codeTargets.push(target.trim());
  }
  const additions = Object.fromEntries(
    API_WRITE_FIELDS.filter((field) => memory[field] !== undefined).map((field) => [field, memory[field]]),
  ) as ApiWriteAdditions;
  edges.push(...(additions.edges ?? []));
  const type = additions.type ?? typeOfKind(memory.kind);
  const fields: Record<string, unknown> = {
    kind: memory.kind,
    repo_id: request.repo_id,
    confidence: memory.confidence,
    ...(memory.rationale !== undefined ? { rationale: memory.rationale } : {}),
    ...(codeTargets.length > 0 ? { change_targets: codeTargets } : {}),
    ...(memory.evidence_refs && memory.evidence_refs.length > 0 ? { evidence: memory.evidence_refs } : {}),
  };
  const written = await writeMemory(
    context,
    {
      ...additions,
      content: memory.text,
      type,
      tags: [memory.kind.replace(/_/g, "-"), ...(additions.tags ?? [])],
      scope: storeScopeOf(memory.scope),
      fields,
      edges,
    },
    { source: "tool" },
  );
  return {
    success: true,
    op: "write",
    memory_id: written.slug,
    kind: memory.kind,
    type,
    scope: memory.scope,
    file: written.filePath,
    edges: uniqueEdges(edges),
    ...(codeTargets.length > 0 ? { kept_targets: codeTargets } : {}),
  };
}

function uniqueEdges(edges: ApiEdge[]): ApiEdge[] {
  return edges.filter(
    (edge, i) => edges.findIndex((other) => other.target === edge.target && other.label === edge.label) === i,
  );
}
