// The hooks' limits (MEMORY_HOOK_*, in core/settings): the hooks apply them, and `memory gotchas` ranks
// with the same minimum relevance.

import type { Settings } from "./settings/index.js";

export interface HookSettings {
  maxGotchas: number;
  maxChars: number;
  minRelevance: number;
  deadlineMs: number;
  disabled: boolean;
}

export function hookSettings(settings: Settings): HookSettings {
  return {
    maxGotchas: settings.hookMaxGotchas,
    maxChars: settings.hookMaxChars,
    minRelevance: settings.hookMinRelevance,
    deadlineMs: settings.hookDeadlineMs,
    disabled: settings.hookDisabled,
  };
}
