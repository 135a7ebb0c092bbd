// How the `memory` entry points start: keep compiled code between runs, then
// run the command from its standalone bundle when the build made one, else
// from the full CLI.

import { existsSync } from "node:fs";
import * as nodeModule from "node:module";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { compiledCodeDir, compiledCodeWanted, requireCompiled, v8FlagsSet } from "../store/code-cache.js";

export type Run = (argv: string[]) => Promise<number>;

/** Node's compile cache where it has one, enabled before the CLI's modules load so that all of them use it. */
export function enableCompileCache(): void {
  const enable = (nodeModule as { enableCompileCache?: (directory?: string) => unknown }).enableCompileCache;
  if (!enable || !compiledCodeWanted()) return;
  try {
    enable(compiledCodeDir());
  } catch {
    // A cache that cannot be made only costs speed.
  }
}

// The commands run many times a session (by the agent, the slash commands and the skill), each a short run whose
// loops are hot for a few milliseconds: V8 hands such a loop to its optimizing compiler on a background thread, and at
// 10,000 memories a search spent ~50 ms of CPU compiling its postings' decoding, merging and scoring, which then ran
// for a few milliseconds (the whole search: 127 ms of CPU, 75 with a later hand-over); a write ~25 ms compiling its
// SHA-256 and text loops. A budget 7.5 times V8's default (132 KB of bytecode run) leaves such loops to the baseline
// tiers, and still optimizes work that runs long (a rebuild a search must do first).
const SHORT_RUNS = new Set(["write", "search", "read", "list", "gotchas"]);
const SHORT_RUN_INTERRUPT_BUDGET = 1_000_000;
// The V8 versions known to have the flag: Node 20's. V8 12 (Node 22) and 13 (Node 24) tier up by invocation counts
// and print `--interrupt-budget` as an unrecognized flag on stderr, so they run without it.
const V8_WITH_INTERRUPT_BUDGET = /^11\./;

/** Whether this V8 takes the short-run budget. */
export function hasInterruptBudget(v8Version = process.versions.v8): boolean {
  return V8_WITH_INTERRUPT_BUDGET.test(v8Version);
}

/** Sets V8's optimizing budget for a short run of `command` (before its bundle loads); whether it did. */
export function tuneForShortRun(command: string | undefined, v8Version = process.versions.v8): boolean {
  if (command === undefined || !SHORT_RUNS.has(command) || !hasInterruptBudget(v8Version)) return false;
  const flags = `--interrupt-budget=${SHORT_RUN_INTERRUPT_BUDGET}`;
  setFlagsFromString(flags);
  v8FlagsSet(flags);
  return true;
}

/**
 * The run function of a command's standalone bundle in `dir` (the most used commands have a CommonJS file of their
 * own, the others share cli-main.cjs: node loads one file in one go, where the ES module loader resolves and links
 * some fifty chunks); undefined when the build made none (running from source). These bundles keep their own V8 code
 * cache on every Node: made when the command exits, it holds the functions the command ran, which Node's compile
 * cache (made as a module is compiled) does not.
 */
export function standaloneRun(dir: string, command: string | undefined): Run | undefined {
  const own = /^[a-z][a-z-]*$/.test(command ?? "") ? join(dir, `cli-${command}.cjs`) : undefined;
  const file = own && command !== "main" && existsSync(own) ? own : join(dir, "cli-main.cjs");
  if (!existsSync(file)) return undefined;
  return (requireCompiled(file) as { run: Run }).run;
}

/** Runs the command and sets the exit code. */
export function runToExit(run: Run, argv: string[]): void {
  run(argv).then(
    (code) => {
      // Commands only return numbers; anything else would make Node throw at exit.
      process.exitCode = typeof code === "number" ? code : 1;
    },
    (error: unknown) => {
      process.stderr.write(`✗ ${(error as Error)?.stack ?? String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
