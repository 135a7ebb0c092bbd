// Requiring a CommonJS bundle with V8's code cache: the compiled code of what
// a command or a hook ran is kept on disk, so the next run of it skips most of
// the compilation (most of a write's start-up, a little of a hook's). Same module
// semantics as require; a cache that cannot be read or written only costs speed.

import { COMPILE_CACHE, settingOf } from "../core/settings/index.js";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { Script } from "node:vm";
import { hashOf } from "../core/hash/index.js";
import { nodeModule, nodeOs } from "../core/node-builtins.js";
import { readRegularFile } from "./regular-file.js";
import { isUnusualRun } from "./unusual-run.js";

/** Where compiled code is kept, per user (a shared temp dir could be written by someone else). */
export function compiledCodeDir(env: NodeJS.ProcessEnv = process.env): string {
  // HOME first, as os.homedir() itself does: loading node:os is a twentieth of a hook's own work.
  return join(env.XDG_CACHE_HOME || join(env.HOME || nodeOs().homedir(), ".cache"), "claude-memory", "compile-cache");
}

/** Whether compiled code may be kept (MEMORY_COMPILE_CACHE=0 turns it off; NODE_COMPILE_CACHE means the user chose Node's). */
export function compiledCodeWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.NODE_COMPILE_CACHE && settingOf(env, COMPILE_CACHE);
}

/**
 * The paths through its bundles a run took (the hook: the event, the tool, whether it injected), process-wide: the
 * bundle that reports them is not the one that keeps the cache. A cache is made at the exit of the first run and
 * holds what that run compiled; a run down a path the cache was not made on compiles that path's functions from
 * source on every call (a session start, the first hook of a session, left every later Read ~12% more instructions
 * to run), so such a run makes the cache again, with what it held and what this run added.
 */
const PATHS = Symbol.for("claude-memory.code-paths");
const pathsTaken = (): Set<string> =>
  ((globalThis as Record<symbol, Set<string> | undefined>)[PATHS] ??= new Set<string>());

/** Records that this run took `path` (letters, digits, `:` and `-`) through the bundles it required compiled. */
export function codePathTaken(path: string): void {
  const paths = pathsTaken();
  if (paths.size < MAX_PATHS && /^[A-Za-z0-9:-]{1,40}$/.test(path)) paths.add(path);
}

/**
 * The V8 flags this process set after it started (launch.ts's short-run budget), process-wide like the paths: V8
 * refuses a cache made under other flags (its flag hash), so a bundle loaded both by runs that set them and by runs
 * that do not (dist/hook-secrets.cjs: by a search and by the hook) kept a cache for one kind of run, which the other
 * refused and made again, in turn: ~65 M instructions of compiling each time. Each kind of run keeps a cache of its own.
 */
const V8_FLAGS = Symbol.for("claude-memory.v8-flags");
const flagsSet = (): string[] => ((globalThis as Record<symbol, string[] | undefined>)[V8_FLAGS] ??= []);

/** Records that this process set V8 `flags` (before requiring any bundle compiled). */
export function v8FlagsSet(flags: string): void {
  flagsSet().push(flags);
}

/** What a cache's name carries of the flags it was made under: node's options and the flags set since start. */
function flagsTag(env: NodeJS.ProcessEnv): string {
  const flags = [env.NODE_OPTIONS ?? "", ...process.execArgv, ...flagsSet()].join(" ").trim();
  return flags ? `f${hashOf(flags).toString(36)}-` : "";
}

/**
 * A cache file: a line naming the paths its code was compiled on, then V8's data. A file without the line (an
 * earlier version's) is V8's data alone, made on no known path.
 */
const HEADER = "claude-memory code cache:";
// The line is padded with blanks to a multiple of 8 bytes, so that V8's data starts on a pointer's alignment as the
// file's buffer does: V8 copies data that does not (a write's 0.8 MB: ~200 pages touched, ~2 ms of CPU).
const DATA_ALIGNMENT = 8;
const MAX_PATHS = 16;
const MAX_HEADER = HEADER.length + MAX_PATHS * 41 + DATA_ALIGNMENT;
/** The CLI's cache takes a few MB; one far larger was not made here. */
const MAX_CACHE_BYTES = 256 * 1024 * 1024;

function parseCacheFile(file: Buffer): { data: Buffer; paths: Set<string> } {
  const head = file.subarray(0, HEADER.length).toString("latin1");
  const end = head === HEADER ? file.indexOf(10, HEADER.length) : -1;
  if (end < 0 || end > MAX_HEADER) return { data: file, paths: new Set() };
  const names = file.subarray(HEADER.length, end).toString("latin1").trimEnd();
  return { data: file.subarray(end + 1), paths: new Set(names ? names.split(",") : []) };
}

/** Requires a bundle through the code cache when it is wanted and can be used, else plainly. */
export function requireCompiled(file: string, env: NodeJS.ProcessEnv = process.env): unknown {
  let run: (() => unknown) | undefined;
  if (compiledCodeWanted(env)) {
    try {
      run = compileWithCodeCache(file, compiledCodeDir(env), flagsTag(env));
    } catch {
      run = undefined; // nothing of it ran: required below
    }
  }
  return run ? run() : requireBeside(file)(file);
}

/**
 * The require a bundle runs with. Bundles require only builtins and absolute paths, which any require resolves alike:
 * the one of the bundle running this code (CommonJS, or the ES entries' banner), else node:module's, as when run from
 * source (loading node:module costs a hook ~0.8 M instructions, a tenth of its own work).
 */
function requireBeside(file: string): NodeJS.Require {
  return typeof require === "function" ? require : nodeModule().createRequire(file);
}

/**
 * The bundle compiled (from the cache when it has it), and the function that runs it and returns its exports: a
 * failure to compile leaves the caller free to require the file instead, since nothing of it has run yet.
 */
function compileWithCodeCache(file: string, cacheDir: string, flags: string): () => unknown {
  // The bundles are ASCII (the build refuses any other character): read as Latin-1, straight into a one-byte string,
  // they skip UTF-8's decoding (~5 M instructions of a write's 500 KB bundle).
  const source = readFileSync(file, "latin1");
  const { size, mtimeMs } = statSync(file);
  // V8 refuses data made by another V8, under other flags or for a source of another length; the name keeps installs,
  // flags, versions and builds apart (a file replaced in place gets a new mtime).
  const install = `${basename(file)}-${hashOf(file).toString(36)}-${flags}`;
  const cachePath = join(cacheDir, `${install}${process.version}-${size}-${Math.trunc(mtimeMs)}.v8`);
  let cachedData: Buffer | undefined;
  let cachedPaths = new Set<string>();
  // Read as a file anyone may have replaced: a named pipe in its place would hold every command at its start.
  const cached = readRegularFile(cachePath, { maxBytes: MAX_CACHE_BYTES });
  if (cached.kind === "read") ({ data: cachedData, paths: cachedPaths } = parseCacheFile(cached.content));
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
  });
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  return () => {
    // Made at exit, so the cache holds every function the bundle compiled, not only the top level; made again by a
    // run down a path it was not made on (see codePathTaken).
    process.once("exit", () => {
      const rejected = !cachedData || script.cachedDataRejected === true;
      const paths = rejected ? pathsTaken() : new Set([...cachedPaths, ...pathsTaken()]);
      if (rejected || paths.size > cachedPaths.size) saveCodeCache(script, cachePath, install, paths);
    });
    const module = { exports: {} as unknown, filename: file, id: file, loaded: false };
    wrapper.call(module.exports, module.exports, requireBeside(file), module, file, dirname(file));
    module.loaded = true;
    return module.exports;
  };
}

/** Writes the cache of this build, replacing the ones of earlier builds of the same bundle. */
function saveCodeCache(script: Script, path: string, install: string, paths: ReadonlySet<string>): void {
  if (isUnusualRun()) return;
  try {
    const dir = dirname(path);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const temp = `${path}.${process.pid}.tmp`;
    const line = `${HEADER}${[...paths].sort().join(",")}`;
    const header = Buffer.from(
      `${line.padEnd(Math.ceil((line.length + 1) / DATA_ALIGNMENT) * DATA_ALIGNMENT - 1)}\n`,
      "latin1",
    );
    // wx: whatever is there by that name (a named pipe would hold the exit) is not written through.
    writeFileSync(temp, Buffer.concat([header, script.createCachedData()]), { mode: 0o600, flag: "wx" });
    renameSync(temp, path);
    for (const name of readdirSync(dir))
      if (name.startsWith(install) && name.endsWith(".v8") && join(dir, name) !== path) rmSync(join(dir, name));
  } catch {
    // speed only
  }
}
