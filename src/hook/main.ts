// Hook entry point (dist/hook.cjs) for PostToolUse, SessionStart and
// UserPromptSubmit. It fails open: any problem, slow disk or bad input means
// exit 0 and no output.

import { writeSync } from "node:fs";
import { join } from "node:path";
import { readSettings, type Settings } from "../core/settings/index.js";
import { codePathTaken, requireCompiled } from "../store/code-cache.js";
import { runHook } from "./run.js";
import { readHookInput } from "./stdin.js";
import type { runPromptHook } from "./prompt.js";
import type { runSessionStart } from "./session-start.js";

/** The session start and prompt hooks are bundles of their own beside this one: a Read or Bash never loads them. */
const bundled = <T>(name: string): T => requireCompiled(join(__dirname, name)) as T;

/** Larger input (a prompt with a whole log pasted in is read, then bounded) is ignored. */
const MAX_STDIN_CHARS = 8 * 1024 * 1024;

/** The settings, parsed once here: a value a setting refuses is named on stderr and the default used (hooks fail open). */
function hookSettingsOf(env: NodeJS.ProcessEnv): Settings {
  return readSettings(env, (problem) => writeSync(2, `⚠ memory hook: ${problem.message}\n`));
}

/** The process's directory; when it was deleted under the session, the project's (else none: the input names one). */
function workingDirectory(env: NodeJS.ProcessEnv): string {
  try {
    return process.cwd();
  } catch {
    return env.CLAUDE_PROJECT_DIR?.trim() || "";
  }
}

/** Which hook this is: the event name in the JSON (PostToolUse when absent). Prompt recall may wait for Ollama. */
function dispatch(
  stdin: string,
  settings: Settings,
  startedAt: number,
): string | undefined | Promise<string | undefined> {
  const env = process.env;
  const event = /"hook_event_name"\s*:\s*"(SessionStart|UserPromptSubmit)"/.exec(stdin)?.[1];
  const processCwd = workingDirectory(env);
  if (!event) return runHook(stdin, env, settings, processCwd, startedAt);
  const input = JSON.parse(stdin) as unknown;
  if (!input || typeof input !== "object" || Array.isArray(input)) return undefined;
  const record = input as Record<string, unknown>;
  if (record.hook_event_name === "SessionStart") {
    // Declared timeout 30 s: the refresh waits at most this long, then goes on in the background.
    return bundled<{ runSessionStart: typeof runSessionStart }>("hook-session-start.cjs").runSessionStart(
      record,
      env,
      settings,
      processCwd,
      { startedAt, deadlineMs: settings.sessionStartDeadlineMs },
    );
  }
  if (record.hook_event_name === "UserPromptSubmit" && settings.promptRecall) {
    return bundled<{ runPromptHook: typeof runPromptHook }>("hook-prompt.cjs").runPromptHook(
      record,
      env,
      settings,
      processCwd,
      { startedAt, deadlineMs: settings.hookDeadlineMs },
    );
  }
  return undefined;
}

function main(): void {
  const startedAt = Date.now();
  process.exitCode = 0;
  try {
    const settings = hookSettingsOf(process.env);
    if (settings.hookDisabled) exitNow();
    // Reading the input is part of the budget: a pipe left open is given up on at the tool hooks' deadline.
    const stdin = readHookInput(MAX_STDIN_CHARS, startedAt + settings.hookDeadlineMs);
    // Each hook keeps its own budget, well under the timeout in hooks.json.
    const output = stdin ? dispatch(stdin, settings, startedAt) : undefined;
    // No input ran none of the hook's code: its cache is not made again for that.
    const path = stdin ? pathOf(stdin) : undefined;
    if (typeof output === "string" || output === undefined) {
      if (output) writeSync(1, `${output}\n`);
      if (path) codePathTaken(`${path}:${output ? "shown" : "silent"}`);
      // Decided, and nothing left running: exit now rather than let the event loop run the young-generation
      // collection V8 queued meanwhile (a few ms of a call that read a hundred postings) and then wind down.
      exitNow();
    } else {
      // Exit as soon as it is decided: a request to Ollama given up on must not keep the process alive.
      output.then(
        (text) => {
          if (text) writeSync(1, `${text}\n`);
          if (path) codePathTaken(`${path}:${text ? "shown" : "silent"}`);
          process.exit(0);
        },
        () => process.exit(0),
      );
    }
  } catch {
    // fail open: no output, exit 0
    exitNow();
  }
}

/** Which way through the hook's code a call goes, for its code cache (see codePathTaken): the event and the tool. */
function pathOf(stdin: string): string {
  const event =
    /"hook_event_name"\s*:\s*"(SessionStart|UserPromptSubmit|PostToolUseFailure|PostToolUse)"/.exec(stdin)?.[1] ??
    "PostToolUse";
  const tool = event.startsWith("PostToolUse") ? /"tool_name"\s*:\s*"(Read|Bash)"/.exec(stdin)?.[1] : undefined;
  return tool ? `${event}:${tool}` : event;
}

/** Exit 0 at once (the code cache's `exit` handler still runs): a refresh the hook started is a detached process of its own. */
function exitNow(): never {
  process.exit(0);
}

main();
