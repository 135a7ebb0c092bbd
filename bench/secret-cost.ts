// CPU time a character of two builds of the secret rules: findSecrets over this repository's docs and sources and
// up to 1,500 dependency READMEs, in pieces of 1,500 characters made unique (a counter in front, so the clean-text
// memo answers none), best of 5 interleaved runs. Each build is a bundle of the rules (plugin/dist/hook-secrets.cjs).
//
//   node scripts/run-ts.mjs bench/secret-cost.ts <before/hook-secrets.cjs> [after/hook-secrets.cjs]

import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";

type Rules = { findSecrets(text: string): unknown[] };
const require = createRequire(import.meta.url);
const builds = [process.argv[2], process.argv[3] ?? "plugin/dist/hook-secrets.cjs"].map((path) => {
  if (!path) throw new Error("usage: bench/secret-cost.ts <before/hook-secrets.cjs> [after/hook-secrets.cjs]");
  return { path, rules: require(resolve(path)) as Rules, best: Number.POSITIVE_INFINITY };
});

function filesUnder(dir: string, accept: (name: string) => boolean, out: string[], max: number): string[] {
  for (const name of readdirSync(dir).sort()) {
    if (out.length >= max) break;
    const path = join(dir, name);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat?.isDirectory()) filesUnder(path, accept, out, max);
    else if (stat && accept(name) && stat.size < 400_000) out.push(path);
  }
  return out;
}

const own = [
  ...filesUnder("docs", (name) => name.endsWith(".md"), [], 10_000),
  ...filesUnder("src", (name) => name.endsWith(".ts"), [], 10_000),
];
const readmes = filesUnder("node_modules", (name) => /^readme\.md$/i.test(name), [], 1500);
const pieces = (files: string[]) =>
  files.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    const out: string[] = [];
    for (let at = 0; at < text.length; at += 1500) out.push(text.slice(at, at + 1500));
    return out;
  });
const corpora = { "docs and sources": pieces(own), READMEs: pieces(readmes) };

let run = 0;
for (const [name, texts] of Object.entries(corpora)) {
  const chars = texts.reduce((sum, text) => sum + text.length, 0);
  for (const build of builds) build.best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 5; round++)
    for (const build of builds) {
      run++;
      const unique = texts.map((text) => `${run} ${text}`);
      const start = process.cpuUsage();
      for (const text of unique) build.rules.findSecrets(text);
      const used = process.cpuUsage(start);
      build.best = Math.min(build.best, ((used.user + used.system) * 1000) / chars);
    }
  console.log(
    `${name} (${texts.length} pieces, ${chars} characters): ${builds.map((build) => `${build.best.toFixed(0)} ns`).join(" -> ")} a character`,
  );
}
