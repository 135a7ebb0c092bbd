import type { OperationContext } from "../ops/context.js";
import type { OptionSpec, ParsedArgs } from "./args.js";
import type { CliIO } from "./io.js";

export interface CommandEnv {
  io: CliIO;
  /** Built on first use, so `--help` and usage errors never touch the store. */
  context(): OperationContext;
}

export interface Command {
  name: string;
  usage: string;
  options: OptionSpec;
  /**
   * Its output reaches no one with these arguments (a hook started it in the background): what it would tell the
   * user in passing is held for the next command or session brief instead.
   */
  unseen?(args: ParsedArgs): boolean;
  /** Returns the exit code (0 when omitted). */
  run(args: ParsedArgs, env: CommandEnv): Promise<number | void>;
}

export function printJson(io: CliIO, value: unknown): void {
  io.out(`${JSON.stringify(value, null, 2)}\n`);
}
