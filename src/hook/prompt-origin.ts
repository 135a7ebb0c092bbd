// Whether a UserPromptSubmit is what a person typed. Claude Code also fires it
// for turns it injects: a background task's or subagent's result
// (<task-notification>), a message from another session or a teammate, a
// channel's event, a scheduled task firing, and inside subagents (agent_id).
// Recall answers people: the others are written by machines and get nothing.
// (2.1.330 declares a `source` field — user, sdk, system, loop_wakeup,
// schedule_wakeup, poll_event — but does not send it yet; it is read when present.)

/** The `source` values of prompts a person wrote: typed in the composer, or passed to `claude -p`. */
const PERSON_SOURCES = new Set(["user", "sdk"]);

/** The envelopes Claude Code wraps injected turns in, at the start of the prompt. */
const MACHINE_ENVELOPE =
  /^\s*(?:<(?:task[-_]notification|cross-session-message|teammate-message|channel|slack-messages|local-command-stdout|bash-stdout)\b|\[SYSTEM NOTIFICATION)/i;

export function isPersonsPrompt(input: Record<string, unknown>, prompt: string): boolean {
  if (typeof input.source === "string" && !PERSON_SOURCES.has(input.source)) return false;
  if (typeof input.agent_id === "string" && input.agent_id !== "") return false;
  return !MACHINE_ENVELOPE.test(prompt);
}
