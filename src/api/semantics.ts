// The semantic layer under the schema (checks a JSON Schema cannot express):
// rules a JSON schema cannot state. Each returns violations; the caller
// rejects the request when any is found, before anything is written.

import type { Violation } from "../core/errors.js";
import { isValidSlug } from "../core/slug.js";
import type { MemoryGraph } from "../index/graph/index.js";
import { parseAsOf } from "../core/lifecycle.js";
import type { ApiReadRequest, ApiUpdateRequest } from "../core/types.js";
import type { ApiWriteRequest } from "./types.js";

export interface RequestState {
  graph: MemoryGraph;
  /** repo_id values naming this repository (see repo-id.ts). */
  repoIds: Set<string>;
  /** True outside a repository, where any repo_id is accepted for global records. */
  noRepository: boolean;
}

export function knownRepoIds(state: RequestState): Set<string> {
  const known = new Set(state.repoIds);
  for (const node of state.graph.nodes.values()) if (node.summary.repoId) known.add(node.summary.repoId);
  return known;
}

export function checkRepoId(repoId: string, state: RequestState): Violation[] {
  if (state.noRepository || state.repoIds.has(repoId)) return [];
  const known = knownRepoIds(state);
  if (known.has(repoId)) return [];
  const names = [...state.repoIds].map((id) => JSON.stringify(id)).join(", ");
  return [
    {
      pointer: "/repo_id",
      message: `does not name this repository or a repository known to the store (got ${JSON.stringify(repoId)}; this one is ${names || "unnamed"})`,
    },
  ];
}

/** The additions a read accepts beyond the JSON request API (as_of, include_expired, include_deprecated). */
export function checkReadAdditions(request: ApiReadRequest): Violation[] {
  const violations: Violation[] = [];
  if (request.as_of !== undefined && !parseAsOf(request.as_of)) {
    violations.push({ pointer: "/as_of", message: "must be an ISO 8601 date or instant, e.g. 2026-03-01T12:00:00Z" });
  }
  for (const flag of ["include_expired", "include_deprecated"] as const) {
    if (request[flag] !== undefined && typeof request[flag] !== "boolean")
      violations.push({ pointer: `/${flag}`, message: "must be a boolean" });
  }
  return violations;
}

const blank = (value: string) => value.trim() === "";

export function checkWrite(request: ApiWriteRequest, state: RequestState): Violation[] {
  const violations = checkRepoId(request.repo_id, state);
  const { memory } = request;
  if (blank(memory.text))
    violations.push({ pointer: "/memory/text", message: "must contain text, not only white space" });
  if (memory.text.includes("\0")) violations.push({ pointer: "/memory/text", message: "must not contain NUL bytes" });
  memory.evidence_refs?.forEach(
    (ref, i) => blank(ref) && violations.push({ pointer: `/memory/evidence_refs/${i}`, message: "must not be empty" }),
  );
  const links = memory.links ?? {};
  const mustExist = (id: string, pointer: string) => {
    if (!state.graph.nodes.has(id))
      violations.push({ pointer, message: `names no memory in the store (got ${JSON.stringify(id)})` });
  };
  if (memory.slug !== undefined && state.graph.nodes.has(memory.slug))
    violations.push({
      pointer: "/memory/slug",
      message: `names an existing memory (${JSON.stringify(memory.slug)}): a write creates a new record; update changes truth and utility`,
    });
  memory.edges?.forEach((edge, i) => mustExist(edge.target, `/memory/edges/${i}/target`));
  if (links.problem_id !== undefined) mustExist(links.problem_id, "/memory/links/problem_id");
  links.related_memory_ids?.forEach((id, i) => mustExist(id, `/memory/links/related_memory_ids/${i}`));
  links.change_targets?.forEach((target, i) => {
    if (blank(target)) violations.push({ pointer: `/memory/links/change_targets/${i}`, message: "must not be empty" });
    // A slug-shaped target is a memory id and must exist; anything else (a path, a commit) is kept as a code reference.
    else if (isMemoryReference(target)) mustExist(target, `/memory/links/change_targets/${i}`);
  });
  return violations;
}

/** A change target naming a memory (slug-shaped, with a type-like prefix) rather than code. */
export function isMemoryReference(target: string): boolean {
  return isValidSlug(target) && target.includes("-");
}

export function checkUpdate(request: ApiUpdateRequest, state: RequestState): Violation[] {
  const violations = checkRepoId(request.repo_id, state);
  if (!state.graph.nodes.has(request.memory_id)) {
    violations.push({
      pointer: "/memory_id",
      message: `names no memory in the store (got ${JSON.stringify(request.memory_id)})`,
    });
  }
  const { truth, utility } = request.updates;
  truth?.evidence_refs.forEach(
    (ref, i) =>
      blank(ref) &&
      violations.push({
        pointer: `/updates/truth/evidence_refs/${i}`,
        message: "must not be empty: a truth update needs evidence",
      }),
  );
  if (truth && blank(truth.rationale))
    violations.push({ pointer: "/updates/truth/rationale", message: "must say why the truth changes" });
  if (utility && blank(utility.rationale))
    violations.push({ pointer: "/updates/utility/rationale", message: "must say why the utility changes" });
  if (utility?.context_problem_id !== undefined && !state.graph.nodes.has(utility.context_problem_id)) {
    violations.push({
      pointer: "/updates/utility/context_problem_id",
      message: `names no memory in the store (got ${JSON.stringify(utility.context_problem_id)})`,
    });
  }
  return violations;
}
