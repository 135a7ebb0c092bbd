// Running one command of the command line: arguments, the store built on first
// use, exit codes and errors. Shared by the full CLI (main.ts) and the
// standalone bundles of the most used commands (scripts/build.mjs).

import { EXIT_CODES, type MemoryError, isMemoryError } from "../core/errors.js";
import type { StoreWarning } from "../core/types.js";
import { readSettings } from "../core/settings/index.js";
import { createContext, type OperationContext } from "../ops/context.js";
import { setUpMergeDriver } from "../ops/git-setup.js";
import { parseCommandArgs } from "./args.js";
import type { Command } from "./command.js";
import { processIO, type CliIO } from "./io.js";
import { splitArgs } from "./split-args.js";

/**
 * Runs `body` on the command line (with the arguments of `--args-stdin` read),
 * reporting what it throws as the error of the command: JSON with `--json`,
 * a line on stderr otherwise.
 */
export async function withErrorReport(
  rawArgv: string[],
  io: CliIO,
  body: (argv: string[]) => Promise<number>,
): Promise<number> {
  const wantsJson =
    rawArgv.includes("--json") ||
    rawArgv.some((arg, i) => (arg === "--format" && rawArgv[i + 1] === "json") || arg === "--format=json");
  const exitZero = rawArgv.includes("--exit-zero");
  try {
    let argv = rawArgv;
    // --args-stdin: more arguments come on stdin as plain text (slash commands pass $ARGUMENTS this way).
    if (argv.includes("--args-stdin")) {
      argv = [...argv.filter((arg) => arg !== "--args-stdin"), ...splitArgs(await io.readStdin())];
    }
    return await body(argv);
  } catch (error) {
    const code = reportError(exitZero && !wantsJson ? { ...io, err: io.out } : io, error, wantsJson);
    return exitZero ? 0 : code;
  }
}

/** Parses a command's arguments and runs it (its usage for `--help`). */
export async function runCommand(command: Command, args: string[], io: CliIO): Promise<number> {
  const parsed = parseCommandArgs(command.name, args, command.options);
  if (parsed.values.help) {
    io.out(`${command.usage}\n`);
    return 0;
  }
  let context: OperationContext | undefined;
  const warned = new Set<string>();
  const warn = (warning: StoreWarning) => {
    const line = `⚠ ${warning.filePath}: ${warning.message}\n`;
    if (!warned.has(line)) io.err(line);
    warned.add(line);
  };
  // A run no one watches (a hook's background refresh) fails open as the hook does: a value a setting refuses,
  // which the hook has reported, gives the default rather than an error no one would read.
  const lenient = command.unseen?.(parsed) ? { settings: readSettings(process.env) } : {};
  const code = await command.run(parsed, { io, context: () => (context ??= createContext({ warn, ...lenient })) });
  // A command that used the store sets up the merge driver; one no one watches holds what it would say.
  if (context)
    setUpMergeDriver(
      context.store.readable(),
      command.unseen?.(parsed) ? undefined : (notice) => io.err(`${notice}\n`),
    );
  return exitCodeOf(code);
}

/**
 * A command's exit code: nothing means success; anything but a whole number
 * from 0 to 255 is a bug in the command (say, the boolean of a stream write) and
 * is refused rather than handed to process.exitCode, which would throw.
 */
export function exitCodeOf(code: unknown): number {
  if (code === undefined) return 0;
  if (typeof code === "number" && Number.isInteger(code) && code >= 0 && code <= 255) return code;
  throw new Error(`a command returned ${typeof code} ${String(code)} as its exit code instead of a number`);
}

function reportError(io: CliIO, error: unknown, json: boolean): number {
  const known: MemoryError | undefined = isMemoryError(error) ? error : undefined;
  const payload = known
    ? known.toJSON()
    : {
        code: "INTERNAL",
        name: "InternalError",
        message: `Unexpected error: ${(error as Error)?.stack ?? String(error)}. Please report it.`,
      };
  if (json) io.out(`${JSON.stringify({ success: false, error: payload }, null, 2)}\n`);
  else io.err(`✗ ${payload.message}\n`);
  return known ? known.exitCode : EXIT_CODES.failure;
}

/** `memory <argv>` for a build holding one command (a standalone command bundle). */
export function runOnly(command: Command, argv: string[], io: CliIO = processIO()): Promise<number> {
  return withErrorReport(argv, io, ([, ...rest]) => runCommand(command, rest, io));
}
