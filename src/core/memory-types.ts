import { MEMORY_TYPES, SCOPES, type MemoryType, type Scope } from "./types.js";

export function isMemoryType(value: unknown): value is MemoryType {
  return typeof value === "string" && (MEMORY_TYPES as readonly string[]).includes(value);
}

export function isScope(value: unknown): value is Scope {
  return typeof value === "string" && (SCOPES as readonly string[]).includes(value);
}

/** Words of neighbouring vocabularies (specs 000, 001, 004) and the built-in type each maps to. */
export const FOREIGN_KIND_TO_TYPE: Readonly<Record<string, MemoryType>> = {
  // events.jsonl
  lesson: "learning",
  constraint: "gotcha",
  risk: "gotcha",
  fact: "learning",
  // the JSON request API
  problem: "gotcha",
  failed_tactic: "gotcha",
  solution: "learning",
  preference: "decision",
  change: "breadcrumb",
  // lifecycle
  task_residue: "breadcrumb",
  decision_residue: "decision",
  heuristic: "learning",
  fingerprint: "artifact",
  external_pointer: "artifact",
};

export function typeForForeignKind(kind: string): MemoryType | undefined {
  return Object.hasOwn(FOREIGN_KIND_TO_TYPE, kind) ? FOREIGN_KIND_TO_TYPE[kind] : undefined;
}
