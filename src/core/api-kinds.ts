// The JSON request API's kinds ↔ the built-in types, and its scopes ↔ the store's. A record keeps its
// kind in frontmatter `kind`; a memory written another way gets the kind its
// type reads as.

import { typeForForeignKind } from "./memory-types.js";
import { API_KINDS, type ApiKind, type ApiScope, type MemoryType, type Scope } from "./types.js";

const KIND_OF_TYPE: Record<MemoryType, ApiKind> = {
  gotcha: "problem",
  learning: "fact",
  decision: "preference",
  breadcrumb: "change",
  hub: "fact",
  artifact: "fact",
};

export function isApiKind(value: unknown): value is ApiKind {
  return typeof value === "string" && (API_KINDS as readonly string[]).includes(value);
}

export function typeOfKind(kind: ApiKind): MemoryType {
  return typeForForeignKind(kind) ?? "learning";
}

export function kindOf(memory: { type: MemoryType; kind?: string }): ApiKind {
  return isApiKind(memory.kind) ? memory.kind : KIND_OF_TYPE[memory.type];
}

export function storeScopeOf(scope: ApiScope): Scope {
  return scope === "repo" ? "project" : "global";
}

export function apiScopeOf(scope: Scope): ApiScope {
  return scope === "project" || scope === "local" ? "repo" : "global";
}
