// PostToolUse hook entry point (dist/hook.cjs). It fails open: any problem,
// slow disk or bad input means exit 0 and no output.

import { fstatSync, readFileSync, writeSync } from "node:fs";
import { runHook } from "./run.js";

const MAX_STDIN_CHARS = 1024 * 1024;

/**
 * Reads the hook JSON with plain fd reads: creating process.stdin/stdout
 * streams costs more than the rest of the hook. Claude Code pipes the JSON and
 * closes the pipe; a terminal on stdin is not waited for.
 */
function readStdin(limit: number): string | undefined {
  if (fstatSync(0).isCharacterDevice()) return undefined;
  const text = readFileSync(0, "utf8");
  return text.length > limit ? undefined : text;
}

function main(): void {
  const startedAt = Date.now();
  try {
    const stdin = readStdin(MAX_STDIN_CHARS);
    // runHook keeps its own budget (MEMORY_HOOK_DEADLINE_MS, well under the timeout in hooks.json).
    const output = stdin ? runHook(stdin, process.env, process.cwd(), startedAt) : undefined;
    if (output) writeSync(1, `${output}\n`);
  } catch {
    // fail open: no output, exit 0
  }
  process.exitCode = 0;
}

main();
