// Policies: a scope's `config.json` is a MemoryConfig (read mode,
// write approval, quota, retention). This module turns one into the decisions
// the plugin makes; it is pure (loading and schema checks: src/store/config.ts).

export type ReadMode = "inject" | "recall" | "hybrid" | "off";
export type ApprovalPolicy = "auto" | "user_confirm" | "supervisor_approve" | "denied" | "async_pending";

export interface MemoryConfig {
  write?: { tool?: boolean; approvalPolicy?: ApprovalPolicy; requireUserApproval?: boolean; maxEntryChars?: number };
  read?:
    | { mode: "inject"; maxEntries?: number; maxTokens?: number; injection?: "client" | "server"; semantic?: boolean }
    | { mode: "recall" }
    | { mode: "hybrid"; inject: { maxEntries?: number; maxTokens?: number; semantic?: boolean } }
    | { mode: "off" };
  retention?: { defaultTtlMs?: number };
  quota?: { maxEntriesPerScope?: number; maxTotalBytes?: number };
  initialEnabled?: boolean;
}

/** What happens to a new memory in a scope: written, sent to the inbox for approval, or refused. */
export type WriteDecision =
  | { action: "write" }
  | { action: "inbox"; policy: ApprovalPolicy }
  | { action: "deny"; reason: string };

export function writeDecision(config: MemoryConfig | undefined): WriteDecision {
  const write = config?.write;
  if (!write) return { action: "write" };
  if (write.tool === false) return { action: "deny", reason: "write.tool is false" };
  const policy = write.approvalPolicy ?? (write.requireUserApproval ? "user_confirm" : "auto");
  if (policy === "denied") return { action: "deny", reason: "write.approvalPolicy is denied" };
  if (policy === "auto" && !write.requireUserApproval) return { action: "write" };
  return { action: "inbox", policy: policy === "auto" ? "user_confirm" : policy };
}

/** Characters per token used to turn `maxTokens` into the hook's character budget. */
export const CHARS_PER_TOKEN = 4;

export interface InjectionBudget {
  /** False for `recall` and `off`: the hook injects nothing from this scope. */
  inject: boolean;
  maxEntries?: number;
  maxChars?: number;
}

export function injectionBudget(config: MemoryConfig | undefined): InjectionBudget {
  const read = config?.read;
  if (!read) return { inject: true };
  if (read.mode === "off" || read.mode === "recall") return { inject: false };
  const limits = read.mode === "hybrid" ? read.inject : read;
  return {
    inject: true,
    ...(limits.maxEntries !== undefined ? { maxEntries: limits.maxEntries } : {}),
    ...(limits.maxTokens !== undefined ? { maxChars: limits.maxTokens * CHARS_PER_TOKEN } : {}),
  };
}

/**
 * The `read` section of a config the hook found, kept only if it is well formed
 * (the hook carries no schema validator; `memory` commands report a bad config).
 */
export function wellFormedRead(raw: unknown): MemoryConfig["read"] | undefined {
  const read = raw && typeof raw === "object" ? (raw as { read?: unknown }).read : undefined;
  if (!read || typeof read !== "object") return undefined;
  const { mode } = read as { mode?: unknown };
  const limits = (value: unknown) => {
    if (!value || typeof value !== "object") return undefined;
    const { maxEntries, maxTokens, semantic } = value as {
      maxEntries?: unknown;
      maxTokens?: unknown;
      semantic?: unknown;
    };
    const positive = (n: unknown) => n === undefined || (Number.isInteger(n) && (n as number) >= 1);
    return positive(maxEntries) && positive(maxTokens)
      ? {
          ...(maxEntries !== undefined ? { maxEntries: maxEntries as number } : {}),
          ...(maxTokens !== undefined ? { maxTokens: maxTokens as number } : {}),
          ...(semantic === true ? { semantic: true } : {}),
        }
      : undefined;
  };
  if (mode === "off" || mode === "recall") return { mode };
  if (mode === "inject") {
    const inject = limits(read);
    return inject ? { mode, ...inject } : undefined;
  }
  if (mode === "hybrid") {
    const inject = limits((read as { inject?: unknown }).inject);
    return inject ? { mode, inject } : undefined;
  }
  return undefined;
}
