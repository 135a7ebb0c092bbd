import { parseArgs, type ParseArgsConfig } from "node:util";
import { UsageError } from "../core/errors.js";
import type { TemporalFilter } from "../core/lifecycle.js";

export type OptionSpec = NonNullable<ParseArgsConfig["options"]>;

export interface ParsedArgs {
  values: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
}

/** Options every command takes. */
export const COMMON_OPTIONS: OptionSpec = {
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  // For slash commands: Claude Code abandons a command whose inline shell step fails,
  // so there errors are printed on stdout as text and the exit code is 0.
  "exit-zero": { type: "boolean" },
};

export function parseCommandArgs(command: string, argv: string[], options: OptionSpec): ParsedArgs {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { ...COMMON_OPTIONS, ...options },
      allowPositionals: true,
      strict: true,
    });
    return { values: values as ParsedArgs["values"], positionals };
  } catch (error) {
    const reason = (error as Error).message.replace(/\. To specify a positional argument.*$/s, "").trimEnd();
    throw new UsageError(`${reason}. Run \`memory ${command} --help\` for its options.`);
  }
}

export function stringOption(values: ParsedArgs["values"], name: string): string | undefined {
  const value = values[name];
  return typeof value === "string" ? value : undefined;
}

/** The value of --format, with --json as a shorthand for --format json. */
export function outputFormat<T extends string>(
  values: ParsedArgs["values"],
  allowed: readonly T[],
  fallback: T,
): T | "json" {
  if (values.json === true) return "json";
  const format = stringOption(values, "format");
  if (format === undefined) return fallback;
  if (format === "json" || (allowed as readonly string[]).includes(format)) return format as T | "json";
  throw new UsageError(`Unknown --format ${JSON.stringify(format)}: use ${[...allowed, "json"].join(" or ")}.`);
}

/** Options of every read that honours lifecycle visibility (list, search, semantic). */
export const TEMPORAL_OPTIONS: OptionSpec = {
  "as-of": { type: "string" },
  "include-expired": { type: "boolean" },
  "include-deprecated": { type: "boolean" },
};

export const TEMPORAL_USAGE = `  --as-of <ISO>          read the store as it was then: later memories absent,
                         expiry and decay judged at that instant
  --include-expired      also show expired and decayed memories
  --include-deprecated   also show deprecated (superseded) memories`;

export function temporalOptions(values: ParsedArgs["values"]): TemporalFilter {
  const filter: TemporalFilter = {};
  const asOf = stringOption(values, "as-of");
  if (asOf !== undefined) filter.asOf = asOf;
  if (values["include-expired"] === true) filter.includeExpired = true;
  if (values["include-deprecated"] === true) filter.includeDeprecated = true;
  return filter;
}
