// Requiring a CommonJS bundle with V8's code cache: the compiled code of what
// a command or a hook ran is kept on disk, so the next run of it skips most of
// the compilation (most of a write's start-up, a little of a hook's). Same module
// semantics as require; a cache that cannot be read or written only costs speed.

import { COMPILE_CACHE, settingOf } from "../core/settings/index.js";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { basename, dirname, join } from "node:path";
import { Script } from "node:vm";
import { hashOf } from "../core/hash/index.js";
import { isUnusualRun } from "./unusual-run.js";

/** Where compiled code is kept, per user (a shared temp dir could be written by someone else). */
export function compiledCodeDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.XDG_CACHE_HOME || join(homedir(), ".cache"), "claude-memory", "compile-cache");
}

/** Whether compiled code may be kept (MEMORY_COMPILE_CACHE=0 turns it off; NODE_COMPILE_CACHE means the user chose Node's). */
export function compiledCodeWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.NODE_COMPILE_CACHE && settingOf(env, COMPILE_CACHE);
}

/** Requires a bundle through the code cache when it is wanted and can be used, else plainly. */
export function requireCompiled(file: string, env: NodeJS.ProcessEnv = process.env): unknown {
  let run: (() => unknown) | undefined;
  if (compiledCodeWanted(env)) {
    try {
      run = compileWithCodeCache(file, compiledCodeDir(env));
    } catch {
      run = undefined; // nothing of it ran: required below
    }
  }
  return run ? run() : createRequire(file)(file);
}

/**
 * The bundle compiled (from the cache when it has it), and the function that runs it and returns its exports: a
 * failure to compile leaves the caller free to require the file instead, since nothing of it has run yet.
 */
function compileWithCodeCache(file: string, cacheDir: string): () => unknown {
  const source = readFileSync(file, "utf8");
  const { size, mtimeMs } = statSync(file);
  // V8 refuses data made by another V8 or for a source of another length; the name keeps installs, versions and
  // builds apart (a file replaced in place gets a new mtime).
  const install = `${basename(file)}-${hashOf(file).toString(36)}-`;
  const cachePath = join(cacheDir, `${install}${process.version}-${size}-${Math.trunc(mtimeMs)}.v8`);
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
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  return () => {
    // Made at exit, so the cache holds every function the bundle compiled, not only the top level.
    if (!cachedData || script.cachedDataRejected) process.once("exit", () => saveCodeCache(script, cachePath, install));
    const module = { exports: {} as unknown, filename: file, id: file, loaded: false };
    wrapper.call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
    module.loaded = true;
    return module.exports;
  };
}

/** Writes the cache of this build, replacing the ones of earlier builds of the same bundle. */
function saveCodeCache(script: Script, path: string, install: string): void {
  if (isUnusualRun()) return;
  try {
    const dir = dirname(path);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const temp = `${path}.${process.pid}.tmp`;
    writeFileSync(temp, script.createCachedData(), { mode: 0o600 });
    renameSync(temp, path);
    for (const name of readdirSync(dir))
      if (name.startsWith(install) && name.endsWith(".v8") && join(dir, name) !== path) rmSync(join(dir, name));
  } catch {
    // speed only
  }
}
