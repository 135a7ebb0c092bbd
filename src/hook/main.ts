// PostToolUse hook entry point (dist/hook.mjs). It fails open: any problem,
// slow disk or bad input means exit 0 and no output.

import { hookSettings, runHook } from "./run.js";

const MAX_STDIN_BYTES = 1024 * 1024;

async function readStdin(limit: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    size += (chunk as Buffer).length;
    if (size > limit) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function main(): Promise<void> {
  const { deadlineMs } = hookSettings(process.env);
  // Our own budget, well under the timeout declared in hooks.json: past it, give up silently.
  setTimeout(() => process.exit(0), deadlineMs).unref();
  try {
    const stdin = await readStdin(MAX_STDIN_BYTES);
    const output = stdin ? await runHook(stdin, process.env, process.cwd()) : undefined;
    if (output) process.stdout.write(`${output}\n`);
  } catch {
    // fail open: no output, exit 0
  }
  process.exitCode = 0;
}

void main();
