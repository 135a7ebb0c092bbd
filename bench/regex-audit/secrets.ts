// The secret rules' expressions that recheck calls super-linear, each attack string timed through the real
// redactSecrets of a built bundle (in a child process with a time limit, so a cubic one cannot hold the run).
//
//   node scripts/run-ts.mjs bench/regex-audit/secrets.ts [plugin/dist/hook-secrets.cjs] [--length 20000]

import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { attackString, checkRegex } from "./check.js";
import { collectRegexes } from "./collect.js";

const args = process.argv.slice(2);
const lengthAt = args.indexOf("--length");
const length = lengthAt >= 0 ? Number(args[lengthAt + 1]) : 20_000;
const bundle = resolve(
  args.find((arg, i) => !arg.startsWith("--") && args[i - 1] !== "--length") ?? "plugin/dist/hook-secrets.cjs",
);

const CHILD = `
const { redactSecrets } = require(process.argv[1]);
let text = ""; process.stdin.setEncoding("utf8").on("data", (c) => (text += c)).on("end", () => {
  const before = process.cpuUsage(); redactSecrets(text); const used = process.cpuUsage(before);
  process.stdout.write(String((used.user + used.system) / 1000));
});`;

function redactMs(text: string): string {
  const run = spawnSync(process.execPath, ["-e", CHILD, bundle], { input: text, timeout: 30_000, encoding: "utf8" });
  return run.error || run.status !== 0 ? "> 30 s (stopped)" : `${Number(run.stdout).toFixed(0)} ms`;
}

const seen = new Set<string>();
for (const regex of collectRegexes(process.cwd(), "src/core/secrets")) {
  const where = `${regex.file}:${regex.line}`;
  if (regex.source === undefined) {
    console.log(`${where} built at run time`);
    continue;
  }
  if (seen.has(regex.source + regex.flags)) continue;
  seen.add(regex.source + regex.flags);
  const verdict = checkRegex(regex.source, regex.flags, 5_000);
  if (verdict.status === "safe") continue;
  if (verdict.status === "unknown") {
    console.log(`${where} ${verdict.status}: ${verdict.summary} /${regex.source.slice(0, 100)}…/`);
    continue;
  }
  const attack = { pumps: verdict.pumps, suffix: verdict.suffix };
  const short = redactMs(attackString(verdict, length / 4));
  const long = short.startsWith(">") ? "-" : redactMs(attackString(verdict, length));
  console.log(
    `${where} ${verdict.summary}; redactSecrets: ${short} at ${length / 4} chars, ${long} at ${length}; attack ${JSON.stringify(attack).slice(0, 160)}`,
  );
}
