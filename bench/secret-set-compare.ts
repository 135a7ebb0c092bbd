// Redactions of two builds of the secret rules over labelled secret sets, in process: every item's text through
// redactSecrets of each, and the items whose redacted text differs, each with what the difference did (a secret of
// the item now hidden or shown, a keep string now lost or kept). A rules change is checked with it on the sets it
// was not taught from: every difference must be an intended fix.
//
//   npm run build && node scripts/run-ts.mjs bench/secret-set-compare.ts <before/hook-secrets.cjs> [after/hook-secrets.cjs] -- <set dir>…
//   (after: plugin/dist/hook-secrets.cjs; a set dir holds items.jsonl, as bench/secret-set.ts reads it)

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";

type Rules = { redactSecrets(text: string): { text: string } };
interface Item {
  id: string;
  kind: "secret" | "near-miss";
  channel: string;
  class: string;
  text: string;
  secrets: string[];
  keep: string[];
}

const args = process.argv.slice(2);
const split = args.indexOf("--");
const bundles = split >= 0 ? args.slice(0, split) : args.slice(0, 1);
const sets = split >= 0 ? args.slice(split + 1) : args.slice(1);
if (bundles.length === 0 || sets.length === 0)
  throw new Error("usage: bench/secret-set-compare.ts <before.cjs> [after.cjs] -- <set dir>…");
const require = createRequire(import.meta.url);
const before = require(resolve(bundles[0]!)) as Rules;
const after = require(resolve(bundles[1] ?? "plugin/dist/hook-secrets.cjs")) as Rules;

let items = 0;
let differing = 0;
for (const set of sets) {
  const lines = readFileSync(join(set, "items.jsonl"), "utf8")
    .split("\n")
    .filter((line) => line.trim());
  const changed: string[] = [];
  for (const line of lines) {
    const item = JSON.parse(line) as Item;
    items++;
    const a = before.redactSecrets(item.text).text;
    const b = after.redactSecrets(item.text).text;
    if (a === b) continue;
    differing++;
    const effects = [
      ...item.secrets.filter((s) => a.includes(s) && !b.includes(s)).map((s) => `secret hidden ${JSON.stringify(s)}`),
      ...item.secrets.filter((s) => !a.includes(s) && b.includes(s)).map((s) => `SECRET SHOWN ${JSON.stringify(s)}`),
      ...item.keep.filter((k) => a.includes(k) && !b.includes(k)).map((k) => `KEEP LOST ${JSON.stringify(k)}`),
      ...item.keep.filter((k) => !a.includes(k) && b.includes(k)).map((k) => `keep kept ${JSON.stringify(k)}`),
    ];
    changed.push(
      `  ${item.id} ${item.kind} ${item.channel} ${item.class}: ${effects.join("; ") || "unlabelled text changed"}`,
    );
    // The first place the two differ, with a little around it.
    let at = 0;
    while (at < a.length && a[at] === b[at]) at++;
    changed.push(`      before ${JSON.stringify(a.slice(Math.max(0, at - 50), at + 70))}`);
    changed.push(`      after  ${JSON.stringify(b.slice(Math.max(0, at - 50), at + 70))}`);
  }
  console.log(`${set}: ${lines.length} items, ${changed.length / 3} redacted differently`);
  for (const line of changed) console.log(line);
}
console.log(`\n${items} items, ${differing} redacted differently`);
