// UserPromptSubmit: the memories relevant to what the user just asked, from
// the recall index of each injecting scope, above the confidence gate, at most
// a few, within what is left of the session's budget; never one already shown
// this session unless it changed since. Silent for prompts that need nothing.

import { join } from "node:path";
import {
  blendSemantic,
  judge,
  HYBRID_MODEL,
  RECALL_MODEL,
  STARTING_RARITY,
  type RecallModel,
} from "../core/recall/index.js";
import type { Settings } from "../core/settings/index.js";
import { promptIntent, type PromptIntent } from "../core/recall/index.js";
import { boundPrompt, compoundTerms, proseTerms } from "../core/recall/index.js";
import { mcpToolName } from "../core/plugin-names.js";
import { oneLine, quotedText } from "../core/text/index.js";
import { redactSecrets } from "../core/secrets/index.js";
import { toIsoSeconds } from "../core/time.js";
import {
  addFocus,
  judgeBestHub,
  promptTerms,
  rankMemories,
  withSemanticCandidates,
  type RankedMemory,
} from "../index/recall/index.js";
import { readBrief, RecallScope, type RecallDetail } from "../index/recall/index.js";
import { INDEX_DIR } from "../store/scope-paths.js";
import { resolveScopes } from "../store/scopes.js";
import { titlesInContext } from "../store/auto-memory-dir.js";
import { comparableTitle } from "../core/auto-memory/index.js";
import { fileChangedInPlace, fileIsCurrent, freshenScopes, REFRESH_WAIT_MS } from "./freshness.js";
import type { promptSemantics, PromptSemantics } from "./prompt-semantic.js";
import { readPolicy, type ReadPolicy } from "./read-policy.js";
import { isPersonsPrompt } from "./prompt-origin.js";
import { appendInjectionLog, hookStateDir, readSession, withSessionLock, writeSession } from "../store/hook-state.js";

const MAX_PROMPT_ENTRIES = 3;
/** One prompt's block at most (far below Claude Code's 10,000-character limit on hook output). */
const MAX_PROMPT_CHARS = 1600;
const TEXT_CHARS = 220;

export interface PromptHookOptions {
  deadlineMs: number;
  startedAt: number;
}

interface Chosen {
  memory: RankedMemory & { probability?: number };
  detail: RecallDetail;
}

/** One memory: its text is data, in double quotes it cannot close, its title one line without the frame (core/text/untrusted). */
function line({ memory, detail }: Chosen, textChars: number): string {
  const text = textChars > 0 ? quotedText(detail.x, textChars) : "";
  const superseded = detail.s ? ` (superseded by ${oneLine(detail.s, 100)})` : "";
  return `• ${memory.slug} — ${oneLine(detail.t, 160)} [${oneLine(detail.y, 20)}, ${detail.u.slice(0, 10)}]${superseded}${text ? `\n  "${text}"` : ""}`;
}

export function renderRecall(chosen: Chosen[], maxChars: number): { text: string; shown: Chosen[] } {
  const header = `From project memory, relevant to this prompt (\`${mcpToolName("read")}\`, or \`memory read <slug>\` in Bash, shows a whole entry):`;
  const parts: string[] = [];
  const shown: Chosen[] = [];
  let used = header.length;
  for (const item of chosen) {
    let part = line(item, TEXT_CHARS);
    if (used + part.length + 1 > maxChars)
      part = line(item, Math.max(0, maxChars - used - (part.length - item.detail.x.length) - 2));
    if (used + part.length + 1 > maxChars) break;
    parts.push(part);
    shown.push(item);
    used += part.length + 1;
  }
  return { text: shown.length ? `${header}\n${parts.join("\n")}` : "", shown };
}

/** A prompt's candidates from the keyword index: every memory with some evidence, and those the model passed. */
export interface PromptRanking {
  indexes: RecallScope[];
  terms: string[];
  intent?: PromptIntent;
  candidates: RankedMemory[];
  /** Those the model passed, with their probability (the first above the threshold, the others above the follow bar). */
  passed: Array<RankedMemory & { probability?: number }>;
  /** The threshold the first memory shown must pass (the model's). */
  threshold: number;
}

/** The type of a candidate memory, from its index entry. */
export const typeIn = (indexes: RecallScope[]) => (memory: RankedMemory) =>
  indexes[memory.scope]?.detail(memory.slug)?.y;

export function rankForPrompt(
  prompt: string,
  scopes: Array<{ root: string; indexDir: string }>,
  hybrid: boolean,
  late: () => boolean = () => false,
  model: RecallModel = hybrid ? HYBRID_MODEL : RECALL_MODEL,
): PromptRanking {
  const indexes = scopes.map((scope) => new RecallScope(scope.root, scope.indexDir));
  const terms = promptTerms(prompt);
  if (terms.length === 0) return { indexes, terms, candidates: [], passed: [], threshold: model.threshold };
  const intent = promptIntent(prompt);
  const bounded = boundPrompt(prompt).join("\n");
  const identifiers = compoundTerms(bounded);
  // An orientation question's hub may be a candidate through any word of the prompt (the brief lists the hubs).
  const hubs = intent.orientation
    ? new Set(scopes.flatMap((scope) => Object.keys(readBrief(scope.indexDir)?.hubs ?? {})))
    : new Set<string>();
  const candidates = rankMemories(indexes, terms, late, STARTING_RARITY, identifiers, proseTerms(bounded), hubs);
  judgeBestHub(candidates, hubs);
  addFocus(candidates, indexes);
  return {
    indexes,
    terms,
    intent,
    candidates,
    passed: judge(candidates, intent, typeIn(indexes), model),
    threshold: model.threshold,
  };
}

/** The memories to show, in order (embeddings' evidence blended in when given), nothing expired, files checked. */
export function chooseForPrompt(
  ranking: PromptRanking,
  scopes: Array<{ root: string }>,
  now: string,
  late: () => boolean = () => false,
  semantics?: PromptSemantics,
): Chosen[] {
  let ranked = ranking.passed;
  if (semantics) {
    const all = withSemanticCandidates(ranking.candidates, semantics.scopes, ranking.indexes, ranking.terms);
    ranked = blendSemantic(ranking.passed, all, (memory) => semantics.scopes[memory.scope]?.get(memory.slug));
  }
  const chosen: Chosen[] = [];
  for (const memory of ranked) {
    if (chosen.length >= MAX_PROMPT_ENTRIES * 2 || late()) break;
    const detail = ranking.indexes[memory.scope]!.detail(memory.slug);
    if (!detail || (detail.e !== undefined && detail.e <= now)) continue;
    if (!fileIsCurrent(scopes[memory.scope]!.root, memory.slug, detail.f)) continue;
    chosen.push({ memory, detail });
  }
  return chosen;
}

/** Whether a memory the prompt would be shown has a file edited since it was indexed. */
function editedInPlace(ranking: PromptRanking, scopes: Array<{ root: string }>): boolean {
  return ranking.passed.slice(0, MAX_PROMPT_ENTRIES * 2).some((memory) => {
    const detail = ranking.indexes[memory.scope]!.detail(memory.slug);
    return detail !== undefined && fileChangedInPlace(scopes[memory.scope]!.root, memory.slug, detail.f);
  });
}

/** The memories a prompt calls for, in order (the gate applied, nothing expired, files checked). */
export function recallForPrompt(
  prompt: string,
  scopes: Array<{ root: string; indexDir: string }>,
  hybrid: boolean,
  now: string,
  late: () => boolean = () => false,
): Chosen[] {
  return chooseForPrompt(rankForPrompt(prompt, scopes, hybrid, late), scopes, now, late);
}

/** Which version of a memory was shown: `updated` has whole seconds, two edits within one second differ in the file. */
const versionOf = (detail: RecallDetail) => `${detail.u} ${Array.isArray(detail.f) ? detail.f.join(":") : ""}`;

/** The embeddings' bundle beside this one, loaded only when a scope turns `read.semantic` on. */
function semanticModule(): { promptSemantics: typeof promptSemantics } {
  return require(join(__dirname, "hook-semantic.cjs")) as { promptSemantics: typeof promptSemantics };
}

/**
 * Returns what to print, or a promise of it when the prompt waits for Ollama
 * (only with `read.semantic` on and embeddings cached): past the wait, or on
 * any failure, the keyword ranking alone decides.
 */
export function runPromptHook(
  input: Record<string, unknown>,
  env: NodeJS.ProcessEnv,
  settings: Settings,
  processCwd: string,
  options: PromptHookOptions,
): string | undefined | Promise<string | undefined> {
  const prompt = typeof input.prompt === "string" ? input.prompt : "";
  // Slash commands bring their own instructions; an empty prompt needs nothing; turns Claude Code injects get nothing.
  if (!prompt.trim() || prompt.trimStart().startsWith("/") || !isPersonsPrompt(input, prompt)) return undefined;
  let since = options.startedAt;
  const late = () => Date.now() - since > options.deadlineMs;
  const cwd = typeof input.cwd === "string" && input.cwd ? input.cwd : processCwd;
  const resolved = resolveScopes({ cwd, env });
  const policy = readPolicy(
    resolved.available.map((location) => location.root),
    settings.sessionBudgetTokens,
  );
  const injecting = resolved.available.map((location, i) => ({ location, i })).filter(({ i }) => policy.injecting[i]);
  const scopes = injecting.map(({ location }) => ({ root: location.root, indexDir: join(location.root, INDEX_DIR) }));
  if (scopes.length === 0) return undefined;
  const stateDir = hookStateDir(env, resolved.repoRoot ?? cwd);
  const sessionId = typeof input.session_id === "string" ? input.session_id : "unknown";
  if (policy.budgetChars - readSession(stateDir, sessionId).usedChars < 200) return undefined;
  // A refresh of a changed store waits at most a second; the deadline then runs again from its end.
  const freshen = (force?: true) =>
    freshenScopes(
      scopes.map((scope) => scope.root),
      cwd,
      resolved.repoRoot ?? cwd,
      env,
      settings,
      stateDir,
      Date.now() + REFRESH_WAIT_MS,
      force,
    );
  if (freshen() !== "done" || Date.now() - since > 50) since = Date.now();

  let ranking = rankForPrompt(prompt, scopes, policy.hybrid, late);
  // A memory it would show was edited in place (no directory change, so no refresh above): refreshed now, ranked again.
  if (editedInPlace(ranking, scopes)) {
    freshen(true);
    since = Date.now();
    ranking = rankForPrompt(prompt, scopes, policy.hybrid, late);
  }
  const finish = (semantics?: PromptSemantics) =>
    late()
      ? undefined
      : recordAndRender(
          prompt,
          ranking,
          scopes,
          policy,
          stateDir,
          sessionId,
          resolved.repoRoot ?? cwd,
          late,
          options.deadlineMs,
          semantics,
          () => titlesInContext({ cwd, env }),
        );
  const semanticDirs = injecting.map(({ i }, k) => (policy.semantic[i] ? scopes[k]!.indexDir : undefined));
  if (!semanticDirs.some(Boolean) || ranking.terms.length === 0) return finish();
  const wait = Math.min(settings.recallEmbedMs, options.deadlineMs - (Date.now() - since) - 100);
  if (wait < 20) return finish();
  const keywordCandidates = scopes.map(
    (_, k) => new Set(ranking.candidates.filter((memory) => memory.scope === k).map((memory) => memory.slug)),
  );
  let semantic: Promise<PromptSemantics | undefined>;
  try {
    semantic = semanticModule().promptSemantics(
      boundPrompt(prompt).join("\n"),
      semanticDirs,
      keywordCandidates,
      settings,
      Date.now() + wait,
    );
  } catch {
    return finish();
  }
  return semantic.catch(() => undefined).then((semantics) => finish(semantics));
}

/**
 * Reads the session again, decides and records under the session's lock:
 * hooks of one session running at once never show a memory twice nor lose a
 * record of the budget spent.
 */
function recordAndRender(
  prompt: string,
  ranking: PromptRanking,
  scopes: Array<{ root: string }>,
  policy: ReadPolicy,
  stateDir: string,
  sessionId: string,
  project: string,
  late: () => boolean,
  deadlineMs: number,
  semantics: PromptSemantics | undefined,
  inContext: () => Set<string>,
): string | undefined {
  const ranked = chooseForPrompt(ranking, scopes, toIsoSeconds(new Date()), late, semantics);
  // What Claude Code's own MEMORY.md put in context this session is not said again (read only when needed).
  const already = ranked.length > 0 ? inContext() : new Set<string>();
  const chosen = ranked.filter(({ detail }) => !already.has(comparableTitle(detail.t)));
  const inClaudeMemory = ranked.filter((item) => !chosen.includes(item)).map(({ memory }) => memory.slug);
  if (chosen.length === 0 || late()) return undefined;
  const text = withSessionLock(stateDir, sessionId, Date.now() + deadlineMs, () => {
    const session = readSession(stateDir, sessionId);
    const remaining = policy.budgetChars - session.usedChars;
    if (remaining < 200) return undefined;
    const candidates = chosen.filter(
      ({ memory, detail }) =>
        !(session.shown.has(memory.slug) && (session.versions[memory.slug] ?? versionOf(detail)) === versionOf(detail)),
    );
    const maxEntries = Math.min(MAX_PROMPT_ENTRIES, policy.maxEntries ?? MAX_PROMPT_ENTRIES);
    // A memory under the threshold follows one above it, never shows alone (when the one above was shown before).
    if (!candidates.slice(0, maxEntries).some(({ memory }) => (memory.probability ?? 1) >= ranking.threshold))
      return undefined;
    const block = renderRecall(candidates.slice(0, maxEntries), Math.min(MAX_PROMPT_CHARS, remaining));
    if (!block.text) return undefined;
    for (const { memory, detail } of block.shown) {
      session.shown.add(memory.slug);
      session.versions[memory.slug] = versionOf(detail);
    }
    session.usedChars += block.text.length;
    writeSession(stateDir, sessionId, session);
    appendInjectionLog(stateDir, {
      ts: new Date().toISOString(),
      session_id: sessionId,
      event: "UserPromptSubmit",
      project,
      tool: "prompt",
      target: loggedPrompt(prompt),
      injected: block.shown.map(({ memory }) => memory.slug),
      relevance: block.shown.map(({ memory }) => Math.round(memory.coverage * 100) / 100),
      suppressed: inClaudeMemory,
      omitted: candidates.slice(block.shown.length).map(({ memory }) => memory.slug),
      chars: block.text.length,
    });
    // Text leaving the store is redacted where it leaves (the index is too, when built; this holds if it was not).
    return redactSecrets(block.text).text;
  });
  return text
    ? JSON.stringify({ hookSpecificOutput: { hookEventName: "UserPromptSubmit", additionalContext: text } })
    : undefined;
}

// How much of a prompt is redacted before its head is logged: enough for the lines around the head (a
// table's header, the key a value follows), bounded so that a pasted megabyte costs no more than a note.
const LOGGED_PROMPT_SCAN = 4_000;
const LOGGED_PROMPT_CHARS = 120;

/**
 * The head of a prompt for the injection log: the text is redacted as it came (its lines give the rules
 * their context), then flattened and cut; cut first, a secret crossing the cut would keep its first half.
 */
export function loggedPrompt(prompt: string): string {
  const redacted = redactSecrets(prompt.slice(0, LOGGED_PROMPT_SCAN)).text;
  return redacted.replace(/\s+/g, " ").trim().slice(0, LOGGED_PROMPT_CHARS);
}
