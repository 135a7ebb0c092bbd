import * as nodeModule from "node:module";
import { homedir } from "node:os";
import { join } from "node:path";

// Node 22+ can keep the compiled code of the bundle between runs; the cache is
// per user (a shared temp dir could be written by someone else). Node 20 has
// no such API and skips it. Enabled before the CLI's modules load, so all of
// them use it.
const enableCompileCache = (nodeModule as { enableCompileCache?: (directory?: string) => unknown }).enableCompileCache;
if (enableCompileCache && !process.env.NODE_COMPILE_CACHE && process.env.MEMORY_COMPILE_CACHE !== "0") {
  try {
    enableCompileCache(join(process.env.XDG_CACHE_HOME || join(homedir(), ".cache"), "claude-memory", "compile-cache"));
  } catch {
    // A cache that cannot be made only costs speed.
  }
}

const { main } = await import("./main.js");
main(process.argv.slice(2)).then(
  (code) => {
    // main() only returns numbers; anything else would make Node throw at exit.
    process.exitCode = typeof code === "number" ? code : 1;
  },
  (error: unknown) => {
    process.stderr.write(`✗ ${(error as Error)?.stack ?? String(error)}\n`);
    process.exitCode = 1;
  },
);
