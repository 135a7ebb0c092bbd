import { existsSync } from "node:fs";
import * as nodeModule from "node:module";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { requireWithCodeCache } from "./code-cache.js";

// Compiled code is kept between runs, per user (a shared temp dir could be written by someone else): Node 22+ does it
// for every module once enabled (before the CLI's modules load, so all of them use it); on older Nodes the
// standalone bundles below keep their own V8 code cache.
const cacheDir = join(process.env.XDG_CACHE_HOME || join(homedir(), ".cache"), "claude-memory", "compile-cache");
const enableCompileCache = (nodeModule as { enableCompileCache?: (directory?: string) => unknown }).enableCompileCache;
const caching = !process.env.NODE_COMPILE_CACHE && process.env.MEMORY_COMPILE_CACHE !== "0";
if (enableCompileCache && caching) {
  try {
    enableCompileCache(cacheDir);
  } catch {
    // A cache that cannot be made only costs speed.
  }
}

type Run = (argv: string[]) => Promise<number>;
const argv = process.argv.slice(2);
// The most used commands have a CommonJS file of their own beside this one (the build says which): node loads it in
// one go, where the full CLI's ES modules are some fifty chunks to resolve and link.
const standalone = /^[a-z][a-z-]*$/.test(argv[0] ?? "")
  ? join(dirname(fileURLToPath(import.meta.url)), `cli-${argv[0]}.cjs`)
  : undefined;
const run: Run =
  standalone && existsSync(standalone)
    ? (
        (caching && !enableCompileCache
          ? requireWithCodeCache(standalone, cacheDir)
          : nodeModule.createRequire(import.meta.url)(standalone)) as { run: Run }
      ).run
    : (await import("./main.js")).main;
run(argv).then(
  (code) => {
    // Commands only return numbers; anything else would make Node throw at exit.
    process.exitCode = typeof code === "number" ? code : 1;
  },
  (error: unknown) => {
    process.stderr.write(`✗ ${(error as Error)?.stack ?? String(error)}\n`);
    process.exitCode = 1;
  },
);
