// Lists the regular expressions of src/ that can backtrack super-linearly, with an attack string for each and the
// CPU time of the bare expression on it at two lengths (a ratio near 4 for 4× the length is quadratic).
//
//   node scripts/run-ts.mjs bench/regex-audit/run.ts [--all] [--length 16000] [path-prefix…]
//
// --all also lists the expressions judged harmless in bench/regex-audit/allowed.ts.

import { ALLOWED, allowedReason } from "./allowed.js";
import { attackString, checkRegex, cpuMsOf } from "./check.js";
import { collectRegexes } from "./collect.js";

const args = process.argv.slice(2);
const all = args.includes("--all");
const lengthAt = args.indexOf("--length");
const length = lengthAt >= 0 ? Number(args[lengthAt + 1]) : 16_000;
const prefixes = args.filter((arg, i) => !arg.startsWith("--") && args[i - 1] !== "--length");

const found = collectRegexes(process.cwd()).filter(
  (regex) => prefixes.length === 0 || prefixes.some((prefix) => regex.file.startsWith(prefix)),
);
const seen = new Set<string>();
let listed = 0;
const started = Date.now();
for (const regex of found) {
  const where = `${regex.file}:${regex.line}`;
  if (regex.source === undefined) {
    const reason = allowedReason(regex);
    if (all || !reason) console.log(`${where} built at run time${reason ? ` — allowed: ${reason}` : ""}`);
    continue;
  }
  const key = `${regex.file}\0${regex.source}\0${regex.flags}`;
  if (seen.has(key)) continue;
  seen.add(key);
  const reason = allowedReason(regex);
  if (reason && !all) continue;
  const verdict = checkRegex(regex.source, regex.flags);
  if (verdict.status === "safe") continue;
  listed++;
  console.log(`${where} /${regex.source}/${regex.flags}`);
  console.log(`  ${verdict.status}: ${verdict.summary}${reason ? ` — allowed: ${reason}` : ""}`);
  if (verdict.status !== "vulnerable") continue;
  console.log(`  attack: ${JSON.stringify(verdict.pumps)} suffix ${JSON.stringify(verdict.suffix)}`);
  console.log(`  cpu: ${timings(regex.source, regex.flags, verdict)}`);
}
/** CPU time at doubling lengths up to `length`, stopping once one run passes 300 ms. */
function timings(source: string, flags: string, verdict: ReturnType<typeof checkRegex>): string {
  const steps: string[] = [];
  for (let chars = 1000; chars <= length; chars *= 2) {
    const ms = cpuMsOf(source, flags, attackString(verdict, chars));
    steps.push(`${ms.toFixed(1)} ms at ${chars}`);
    if (ms > 300) break;
  }
  return steps.join(", ");
}

console.log(
  `${found.length} expressions, ${listed} listed, ${Object.keys(ALLOWED).length} allowed entries, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
