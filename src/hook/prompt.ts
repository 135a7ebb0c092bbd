// UserPromptSubmit: the memories relevant to what the user just asked, from
// the recall index of each injecting scope, above the confidence gate, at most
// a few, within what is left of the session's budget; never one already shown
// this session unless it changed since. Silent for prompts that need nothing.

import { join } from "node:path";
import { gate, DEFAULT_GATE, HYBRID_GATE } from "../core/recall-gate.js";
import { toIsoSeconds } from "../core/time.js";
import { promptTerms, rankMemories, type RankedMemory } from "../index/recall-rank.js";
import { RecallScope, type RecallDetail } from "../index/recall-read.js";
import { INDEX_DIR } from "../store/scope-paths.js";
import { resolveScopes } from "../store/scopes.js";
import { fileIsCurrent, freshenScopes, REFRESH_WAIT_MS } from "./freshness.js";
import { readPolicy } from "./read-policy.js";
import { appendInjectionLog, hookStateDir, readSession, writeSession } from "../store/hook-state.js";

const MAX_PROMPT_ENTRIES = 3;
/** One prompt's block at most (far below Claude Code's 10,000-character limit on hook output). */
const MAX_PROMPT_CHARS = 1600;
const TEXT_CHARS = 220;

export interface PromptHookOptions {
  deadlineMs: number;
  startedAt: number;
}

interface Chosen {
  memory: RankedMemory;
  detail: RecallDetail;
}

function line({ memory, detail }: Chosen, textChars: number): string {
  const text = detail.x.length > textChars ? `${detail.x.slice(0, textChars - 1).trimEnd()}…` : detail.x;
  const superseded = detail.s ? ` (superseded by ${detail.s})` : "";
  return `• ${memory.slug} — ${detail.t} [${detail.y}, ${detail.u.slice(0, 10)}]${superseded}${text ? `\n  ${text}` : ""}`;
}

export function renderRecall(chosen: Chosen[], maxChars: number): { text: string; shown: Chosen[] } {
  const header = "From project memory, relevant to this prompt (`memory read <slug>` shows a whole entry):";
  const parts: string[] = [];
  const shown: Chosen[] = [];
  let used = header.length;
  for (const item of chosen) {
    let part = line(item, TEXT_CHARS);
    if (used + part.length + 1 > maxChars) part = line(item, Math.max(0, maxChars - used - (part.length - item.detail.x.length) - 2));
    if (used + part.length + 1 > maxChars) break;
    parts.push(part);
    shown.push(item);
    used += part.length + 1;
  }
  return { text: shown.length ? `${header}\n${parts.join("\n")}` : "", shown };
}

/** The memories a prompt calls for, in order (the gate applied, nothing expired, files checked). */
export function recallForPrompt(prompt: string, scopes: Array<{ root: string; indexDir: string }>, hybrid: boolean, now: string, late: () => boolean = () => false): Chosen[] {
  const terms = promptTerms(prompt);
  if (terms.length === 0) return [];
  const indexes = scopes.map((scope) => new RecallScope(scope.root, scope.indexDir));
  const settings = hybrid ? HYBRID_GATE : DEFAULT_GATE;
  const ranked = gate(rankMemories(indexes, terms, late, settings.minRarity), settings);
  const chosen: Chosen[] = [];
  for (const memory of ranked) {
    if (chosen.length >= MAX_PROMPT_ENTRIES * 2 || late()) break;
    const detail = indexes[memory.scope]!.detail(memory.slug);
    if (!detail || (detail.e !== undefined && detail.e <= now)) continue;
    if (!fileIsCurrent(scopes[memory.scope]!.root, memory.slug, detail.f)) continue;
    chosen.push({ memory, detail });
  }
  return chosen;
}

export function runPromptHook(input: Record<string, unknown>, env: NodeJS.ProcessEnv, processCwd: string, options: PromptHookOptions): string | undefined {
  const prompt = typeof input.prompt === "string" ? input.prompt : "";
  // Slash commands bring their own instructions; an empty prompt needs nothing.
  if (!prompt.trim() || prompt.trimStart().startsWith("/")) return undefined;
  let since = options.startedAt;
  const late = () => Date.now() - since > options.deadlineMs;
  const cwd = typeof input.cwd === "string" && input.cwd ? input.cwd : processCwd;
  const resolved = resolveScopes({ cwd, env });
  const policy = readPolicy(resolved.available.map((location) => location.root), env);
  const scopes = resolved.available.filter((_, i) => policy.injecting[i]).map((location) => ({ root: location.root, indexDir: join(location.root, INDEX_DIR) }));
  if (scopes.length === 0) return undefined;
  const stateDir = hookStateDir(env, resolved.repoRoot ?? cwd);
  const sessionId = typeof input.session_id === "string" ? input.session_id : "unknown";
  const session = readSession(stateDir, sessionId);
  const remaining = policy.budgetChars - session.usedChars;
  if (remaining < 200) return undefined;
  // A refresh of a changed store waits at most a second; the deadline then runs again from its end.
  if (!freshenScopes(scopes.map((scope) => scope.root), cwd, resolved.repoRoot ?? cwd, env, stateDir, Date.now() + REFRESH_WAIT_MS) || Date.now() - since > 50) since = Date.now();

  const candidates = recallForPrompt(prompt, scopes, policy.hybrid, toIsoSeconds(new Date()), late).filter(
    ({ memory, detail }) => !(session.shown.has(memory.slug) && (session.versions[memory.slug] ?? detail.u) === detail.u),
  );
  const maxEntries = Math.min(MAX_PROMPT_ENTRIES, policy.maxEntries ?? MAX_PROMPT_ENTRIES);
  const block = renderRecall(candidates.slice(0, maxEntries), Math.min(MAX_PROMPT_CHARS, remaining));
  if (!block.text || late()) return undefined;

  for (const { memory, detail } of block.shown) {
    session.shown.add(memory.slug);
    session.versions[memory.slug] = detail.u;
  }
  session.usedChars += block.text.length;
  writeSession(stateDir, sessionId, session);
  appendInjectionLog(stateDir, {
    ts: new Date().toISOString(),
    session_id: sessionId,
    event: "UserPromptSubmit",
    project: resolved.repoRoot ?? cwd,
    tool: "prompt",
    target: prompt.replace(/\s+/g, " ").trim().slice(0, 120),
    injected: block.shown.map(({ memory }) => memory.slug),
    relevance: block.shown.map(({ memory }) => Math.round(memory.coverage * 100) / 100),
    suppressed: [],
    omitted: candidates.slice(block.shown.length).map(({ memory }) => memory.slug),
    chars: block.text.length,
  });
  return JSON.stringify({ hookSpecificOutput: { hookEventName: "UserPromptSubmit", additionalContext: block.text } });
}
