// What the scopes' config.json files allow the hooks to inject, merged: each
// scope's read mode (inject: brief, prompt recall and gotchas; hybrid: brief
// and gotchas, prompt recall above a higher gate; recall and off: nothing),
// and one token budget per session, the smallest of the scopes' `maxTokens`
// (MEMORY_SESSION_BUDGET_TOKENS, default 2,000) — every injection of a
// session, whatever the hook, spends from it.

import { CHARS_PER_TOKEN, wellFormedRead, type ReadMode } from "../core/policy/index.js";
import { readConfigText } from "../store/config-file.js";

export interface ReadPolicy {
  /** Per scope given: whether it injects at all (inject or hybrid). */
  injecting: boolean[];
  /** Whether any injecting scope is hybrid (prompt recall then uses the higher gate). */
  hybrid: boolean;
  /** The session's budget in characters. */
  budgetChars: number;
  /** The smallest maxEntries of the injecting scopes, if any sets one. */
  maxEntries?: number;
  /** Per scope given: whether prompt recall may rank it with cached embeddings too (`read.semantic`). */
  semantic: boolean[];
}

/** `sessionTokens`: MEMORY_SESSION_BUDGET_TOKENS (settings.sessionBudgetTokens), before the scopes' own limits. */
export function readPolicy(roots: string[], sessionTokens: number): ReadPolicy {
  let tokens = sessionTokens;
  let maxEntries: number | undefined;
  let hybrid = false;
  const semantic = roots.map(() => false);
  const injecting = roots.map((root, i) => {
    let mode: ReadMode = "inject";
    let limits: { maxEntries?: number; maxTokens?: number; semantic?: boolean } = {};
    try {
      const text = readConfigText(root);
      const read = text === undefined ? undefined : wellFormedRead(JSON.parse(text.replace(/^\uFEFF/, "")));
      if (read) {
        mode = read.mode;
        if (read.mode === "inject") limits = read;
        if (read.mode === "hybrid") limits = read.inject;
      }
    } catch {
      // a config the hook cannot read counts as the default; `memory` commands report it
    }
    if (mode === "off" || mode === "recall") return false;
    if (mode === "hybrid") hybrid = true;
    if (limits.maxTokens !== undefined) tokens = Math.min(tokens, limits.maxTokens);
    if (limits.maxEntries !== undefined) maxEntries = Math.min(maxEntries ?? Infinity, limits.maxEntries);
    semantic[i] = limits.semantic === true;
    return true;
  });
  return {
    injecting,
    hybrid,
    semantic,
    budgetChars: Math.round(tokens * CHARS_PER_TOKEN),
    ...(maxEntries !== undefined ? { maxEntries } : {}),
  };
}
