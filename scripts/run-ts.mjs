// Runs a TypeScript entry point (bench scripts) by bundling it with esbuild
// into node_modules/.cache first: no extra TypeScript runtime needed.
import { build } from "esbuild";
import { mkdirSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { sourceDigest } from "./source-digest.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const entry = resolve(process.argv[2]);
const outdir = join(root, "node_modules", ".cache", "run-ts");
mkdirSync(outdir, { recursive: true });
const outfile = join(outdir, `${basename(entry, ".ts")}.mjs`);
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  sourcemap: "inline",
  logLevel: "warning",
  define: { __MEMORY_VERSION__: '"bench"', __MEMORY_SOURCE_DIGEST__: JSON.stringify(sourceDigest(root)) },
  // A require for the packages our modules load on first use (src/core/frontmatter/libraries.ts), left external here.
  banner: {
    js: 'import { createRequire as __runTsCreateRequire } from "node:module";\nconst require = __runTsCreateRequire(import.meta.url);',
  },
});
process.argv.splice(1, 2, outfile);
await import(pathToFileURL(outfile).href);
