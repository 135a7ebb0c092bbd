// Runs recheck (a ReDoS checker: automata theory, with fuzzing where that does not apply) on regular expressions,
// and builds an attack string of a given length from what it reports.

import { checkSync, type Diagnostics } from "recheck";

export interface Verdict {
  status: "safe" | "vulnerable" | "unknown";
  /** "linear", "2nd degree polynomial", "exponential", or why the check gave up. */
  summary: string;
  /** The repeated part(s) of an attack, and what follows them. */
  pumps?: { prefix: string; pump: string }[];
  suffix?: string;
}

/** recheck's verdict; the `d` flag (match indices) changes no matching, and recheck does not know it. */
export function checkRegex(source: string, flags: string, timeoutMs = 10_000): Verdict {
  const diagnostics: Diagnostics = checkSync(source, flags.replace("d", ""), { timeout: timeoutMs, randomSeed: 1 });
  if (diagnostics.status === "safe") return { status: "safe", summary: diagnostics.complexity.summary };
  if (diagnostics.status === "unknown") return { status: "unknown", summary: diagnostics.error.kind };
  return {
    status: "vulnerable",
    summary: diagnostics.complexity.summary,
    pumps: diagnostics.attack.pumps.map(({ prefix, pump }) => ({ prefix, pump })),
    suffix: diagnostics.attack.suffix,
  };
}

/** The attack with each pump repeated until the string is about `length` characters. */
export function attackString(verdict: Verdict, length: number): string {
  const pumps = verdict.pumps ?? [];
  const pumped = pumps.reduce((sum, { pump }) => sum + pump.length, 0);
  const times = Math.max(1, Math.ceil(length / Math.max(1, pumped)));
  return pumps.map(({ prefix, pump }) => prefix + pump.repeat(times)).join("") + (verdict.suffix ?? "");
}

/** CPU milliseconds of running the expression over `text` the way the code does (every match for `g`). */
export function cpuMsOf(source: string, flags: string, text: string): number {
  const regex = new RegExp(source, flags);
  const before = process.cpuUsage();
  if (regex.global) text.replace(regex, "");
  else regex.exec(text);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}
