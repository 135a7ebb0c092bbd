// Findings of two builds of the secret rules over files that hold no secret
// meant as one (this repository's docs and sources, its dependencies'
// READMEs, docs and type declarations): a rule change should not add any.
// Each file is scanned in pieces of 1,500 characters, as memories are sized.
//
//   node scripts/run-ts.mjs bench/secret-clean-files.ts <before/hook-secrets.cjs> [after/hook-secrets.cjs]
//   (after: plugin/dist/hook-secrets.cjs, built by npm run build)

import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";

type Rules = { findSecrets(text: string): { kind: string; start: number; end: number }[] };
const require = createRequire(import.meta.url);
const before = require(resolve(process.argv[2]!)) as Rules;
const after = require(resolve(process.argv[3] ?? "plugin/dist/hook-secrets.cjs")) as Rules;

const MAX_FILES = 7100;
const files: string[] = [];
function walk(dir: string, accept: (name: string) => boolean): void {
  for (const name of readdirSync(dir).sort()) {
    if (files.length >= MAX_FILES) return;
    const path = join(dir, name);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) continue;
    if (stat.isDirectory()) {
      if ((name !== ".git" && name !== ".cache" && name !== "dist") || dir.includes("node_modules")) walk(path, accept);
    } else if (accept(name) && stat.size < 400_000) files.push(path);
  }
}
walk("docs", (name) => name.endsWith(".md"));
walk("src", (name) => name.endsWith(".ts"));
walk("node_modules", (name) => /^readme\.md$/i.test(name) || name.endsWith(".d.ts") || name.endsWith(".md"));

let pieces = 0;
const counts = { before: 0, after: 0 };
const changed: string[] = [];
for (const file of files) {
  const text = readFileSync(file, "utf8");
  for (let at = 0; at < text.length; at += 1500) {
    const piece = text.slice(at, at + 1500);
    pieces++;
    const a = before.findSecrets(piece);
    const b = after.findSecrets(piece);
    counts.before += a.length;
    counts.after += b.length;
    for (const finding of b)
      if (!a.some((old) => old.start === finding.start && old.end === finding.end))
        changed.push(
          `+ ${file} ${finding.kind}: ${JSON.stringify(piece.slice(Math.max(0, finding.start - 40), finding.end + 10))}`,
        );
    for (const finding of a)
      if (!b.some((now) => now.start === finding.start && now.end === finding.end))
        changed.push(
          `- ${file} ${finding.kind}: ${JSON.stringify(piece.slice(Math.max(0, finding.start - 40), finding.end + 10))}`,
        );
  }
}
console.log(`${files.length} files, ${pieces} pieces: ${counts.before} findings before, ${counts.after} after`);
for (const line of changed) console.log(line.slice(0, 300));
