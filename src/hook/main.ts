// PostToolUse hook entry point (dist/hook.cjs). It fails open: any problem,
// slow disk or bad input means exit 0 and no output.

import { fstatSync, readFileSync, writeSync } from "node:fs";
import { hookSettings, runHook } from "./run.js";

const MAX_STDIN_BYTES = 1024 * 1024;

/**
 * Reads the hook JSON with plain fd reads: creating process.stdin/stdout
 * streams costs more than the rest of the hook. Claude Code pipes the JSON and
 * closes the pipe; a terminal on stdin is not waited for.
 */
function readStdin(limit: number): string | undefined {
  if (fstatSync(0).isCharacterDevice()) return undefined;
  const text = readFileSync(0);
  return text.length > limit ? undefined : text.toString("utf8");
}

async function main(): Promise<void> {
  const { deadlineMs } = hookSettings(process.env);
  // Our own budget, well under the timeout declared in hooks.json: past it, give up silently.
  setTimeout(() => process.exit(0), deadlineMs).unref();
  try {
    const stdin = readStdin(MAX_STDIN_BYTES);
    const output = stdin ? await runHook(stdin, process.env, process.cwd()) : undefined;
    if (output) writeSync(1, `${output}\n`);
  } catch {
    // fail open: no output, exit 0
  }
  process.exitCode = 0;
}

void main();
