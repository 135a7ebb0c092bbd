// The hooks' limits, from the environment (MEMORY_HOOK_*): the hooks apply them, and `memory gotchas` ranks
// with the same minimum relevance.

export interface HookSettings {
  maxGotchas: number;
  maxChars: number;
  minRelevance: number;
  deadlineMs: number;
  disabled: boolean;
}

function numberSetting(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

export function hookSettings(env: NodeJS.ProcessEnv): HookSettings {
  return {
    maxGotchas: numberSetting(env.MEMORY_HOOK_MAX_GOTCHAS, 3),
    maxChars: numberSetting(env.MEMORY_HOOK_MAX_CHARS, 1500),
    minRelevance: numberSetting(env.MEMORY_HOOK_MIN_RELEVANCE, 0.5),
    deadlineMs: numberSetting(env.MEMORY_HOOK_DEADLINE_MS, 1500),
    disabled: env.MEMORY_HOOK_DISABLED === "1" || env.MEMORY_HOOK_DISABLED === "true",
  };
}
