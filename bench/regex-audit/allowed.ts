// Regular expressions of src/ that recheck calls super-linear (or cannot check) and that were judged harmless,
// each with the reason. Keyed by file and pattern (not line), so moving code keeps the judgement and changing the
// pattern asks for it again.

import type { FoundRegex } from "./collect.js";

/** Folders whose expressions are checked elsewhere (the secret rules have their own cost benchmarks and owner). */
export const CHECKED_ELSEWHERE = ["src/core/secrets/"];

export const ALLOWED: Record<string, { file: string; source?: string; reason: string }> = {};

export function allowedReason(regex: FoundRegex): string | undefined {
  if (CHECKED_ELSEWHERE.some((prefix) => regex.file.startsWith(prefix))) return "secret rules, checked elsewhere";
  for (const entry of Object.values(ALLOWED))
    if (entry.file === regex.file && entry.source === regex.source) return entry.reason;
  return undefined;
}
