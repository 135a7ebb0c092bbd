// Requiring a CommonJS bundle with V8's code cache, for a Node without
// module.enableCompileCache (before 22): the compiled code of what a command
// ran is kept on disk, so the next run of it skips most of the compilation
// (~25 ms of a write). Same module semantics as require; a cache that cannot
// be read or written only costs speed.

import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { Script } from "node:vm";

export function requireWithCodeCache(file: string, cacheDir: string): unknown {
  const source = readFileSync(file, "utf8");
  const { size, mtimeMs } = statSync(file);
  // V8 refuses data made by another V8 or for another source; the name keeps versions and builds apart.
  const cachePath = join(cacheDir, `${basename(file)}-${process.version}-${size}-${Math.trunc(mtimeMs)}.v8`);
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cachePath);
  } catch {
    // first run of this build
  }
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
  });
  // Made at exit, so the cache holds every function the command compiled, not only the top level.
  if (!cachedData || script.cachedDataRejected) process.once("exit", () => saveCodeCache(script, cachePath));
  const module = { exports: {} as unknown, filename: file, id: file, loaded: false };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper.call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  module.loaded = true;
  return module.exports;
}

function saveCodeCache(script: Script, path: string): void {
  try {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    const temp = `${path}.${process.pid}.tmp`;
    writeFileSync(temp, script.createCachedData(), { mode: 0o600 });
    renameSync(temp, path);
  } catch {
    // speed only
  }
}
