// Running the built CLI or hook on a store something hostile was put into: killed past a deadline, so that a hang
// is a result the test reports, not a test stuck for ever.

import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { CLI, HOOK, type Sandbox } from "../helpers.js";

export const DEADLINE_MS = 12_000;

export interface TimedRun {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
  /** Killed at the deadline. */
  killed: boolean;
}

// Root reads any file whatever its mode: as root, an `unprivileged` run is made as `nobody` (setpriv).
export const AS_ROOT = process.getuid?.() === 0;
export const NOBODY = 65534;
export const canDropRoot = !AS_ROOT || spawnSync("setpriv", ["--version"]).status === 0;

interface WithinOptions {
  input?: string;
  hook?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Never as root (see AS_ROOT). */
  unprivileged?: boolean;
}

/** The built CLI with `args`, or (`hook`) the built hook fed `input`, in the sandbox's repository. */
export function within(
  box: Sandbox,
  args: string[],
  { input = "", hook = false, env = {}, unprivileged = false }: WithinOptions = {},
): Promise<TimedRun> {
  const [command, prefix] =
    unprivileged && AS_ROOT
      ? ["setpriv", [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, "--clear-groups", process.execPath]]
      : [process.execPath, []];
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, [...prefix, ...(hook ? [HOOK] : [CLI, ...args])], {
      cwd: box.repo,
      env: {
        ...box.env,
        CLAUDE_PROJECT_DIR: box.repo,
        CLAUDE_PLUGIN_DATA: join(box.dir, "plugin-data"),
        ...env,
      },
      timeout: DEADLINE_MS,
      killSignal: "SIGKILL",
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code, signal) =>
      resolve({ code: code ?? -1, stdout, stderr, ms: Date.now() - started, killed: signal === "SIGKILL" }),
    );
    child.stdin.on("error", () => undefined);
    child.stdin.end(input);
  });
}

/** The hook events a session sends: its start, a prompt, Claude reading `file`. */
export const hookEvents = (box: Sandbox, file: string) => ({
  start: { hook_event_name: "SessionStart", session_id: "s1", cwd: box.repo, source: "startup" },
  prompt: {
    hook_event_name: "UserPromptSubmit",
    session_id: "s1",
    cwd: box.repo,
    prompt: "how does the auth token refresh work",
  },
  read: {
    hook_event_name: "PostToolUse",
    session_id: "s1",
    cwd: box.repo,
    tool_name: "Read",
    tool_input: { file_path: join(box.repo, file) },
    tool_response: {},
  },
});
