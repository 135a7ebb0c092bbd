// Where Claude Code keeps its own memory of a project, found the way Claude
// Code finds it, and its files read with bounds (never written: the plugin
// reads that directory, it is Claude Code's). Checked against Claude Code
// 2.1.330:
//   1. CLAUDE_COWORK_MEMORY_PATH_OVERRIDE, an absolute path;
//   2. `autoMemoryDirectory` from the managed (policy) settings, the project's
//      .claude/settings.local.json, then the user's settings.json (absolute or
//      `~/…`; the checked-in .claude/settings.json is ignored, for security:
//      a clone must not choose what is read);
//   3. <CLAUDE_CODE_REMOTE_MEMORY_DIR or the config dir>/projects/<key>/memory/, the
//      config dir being CLAUDE_CONFIG_DIR or ~/.claude, the key the canonical
//      git root (the main worktree's, so every worktree shares it; the project
//      directory outside git) with every non-alphanumeric character as `-`
//      (past 200 characters, cut and suffixed with a hash), or
//      CLAUDE_CODE_PROJECT_DIR_NAME when a config dir is set.

import { lstatSync, readdirSync, realpathSync, unlinkSync } from "node:fs";
import { writeFileAtomic } from "./atomic-write.js";
import { readGitFile } from "./git.js";
import { readRegularText } from "./regular-file.js";
import { dirname, isAbsolute, join, normalize, resolve } from "node:path";
import {
  AUTO_MEMORY_INDEX,
  comparableTitle,
  loadedIndexHead,
  parseAutoIndex,
  AUTO_INDEX_BYTES,
} from "../core/auto-memory/index.js";
import { homeDirectory, type Environment } from "./scopes.js";

export interface AutoMemoryLocation {
  /** The directory (it may not exist yet). */
  root: string;
  /** How it was found, for messages: "default", "autoMemoryDirectory in <file>", an environment variable. */
  via: string;
  /** False when Claude Code's memory is turned off: MEMORY.md is then not in the model's context. */
  enabled: boolean;
}

const PROJECT_KEY_MAX = 200;
const PROJECT_DIR_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const RESERVED_NAME = /^(?:con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
/** A memory file larger than this is reported, not read (Claude Code's are a few hundred bytes). */
export const AUTO_FILE_MAX_BYTES = 256 * 1024;
/** At most this many memory files are read from the directory: the rest are reported. */
export const AUTO_MAX_FILES = 2000;
const SETTINGS_MAX_BYTES = 1024 * 1024;

function configDirectory(env: NodeJS.ProcessEnv): string {
  const configured = env.CLAUDE_CONFIG_DIR?.trim();
  return configured ? resolve(expandHome(configured, env) ?? configured) : join(homeDirectory(env), ".claude");
}

function expandHome(path: string, env: NodeJS.ProcessEnv): string | undefined {
  if (path.startsWith("~/") || path.startsWith("~\\")) {
    const rest = normalize(path.slice(2) || ".");
    if (rest === "." || rest === ".." || rest.startsWith("../") || rest.startsWith("..\\")) return undefined;
    return join(homeDirectory(env), rest);
  }
  return path;
}

/** A configured directory as Claude Code accepts it: absolute (after `~/`), not a root, no NUL. */
function acceptedDirectory(value: unknown, env: NodeJS.ProcessEnv, expand: boolean): string | undefined {
  if (typeof value !== "string" || value.includes("\0")) return undefined;
  const path = expand ? expandHome(value.trim(), env) : value.trim();
  if (!path || !isAbsolute(path)) return undefined;
  const clean = normalize(path).replace(/(?<![/\\])[/\\]+$/, "");
  if (clean.length < 3 || /^[A-Za-z]:$/.test(clean)) return undefined;
  return clean;
}

function readSettings(path: string): Record<string, unknown> | undefined {
  // Followed through a link, as Claude Code does: a user's settings.json is often one (a dotfiles repository).
  const read = readRegularText(path, { maxBytes: SETTINGS_MAX_BYTES, followLinks: true });
  if (read.kind !== "read") return undefined;
  try {
    const parsed: unknown = JSON.parse(read.content);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function managedSettingsPath(env: NodeJS.ProcessEnv): string {
  if (process.platform === "darwin") return "/Library/Application Support/ClaudeCode/managed-settings.json";
  if (process.platform === "win32")
    return join(env.ProgramFiles ?? "C:\\Program Files", "ClaudeCode", "managed-settings.json");
  return "/etc/claude-code/managed-settings.json";
}

/** The project directory Claude Code was started in (the hook's and CLI's cwd, or CLAUDE_PROJECT_DIR). */
function projectDirectory({ cwd, env }: Environment): string {
  const projectDir = env.CLAUDE_PROJECT_DIR?.trim();
  return resolve(projectDir || cwd);
}

/**
 * The canonical root of the git working tree holding `dir`: a linked worktree's `.git` file names its git dir,
 * whose `commondir` leads to the main repository; its working tree is the root. Undefined outside git.
 */
export function canonicalGitRoot(dir: string): string | undefined {
  let current = resolve(dir);
  for (;;) {
    const dotGit = join(current, ".git");
    const stat = lstatSync(dotGit, { throwIfNoEntry: false });
    if (stat?.isDirectory()) return realOrSame(current);
    if (stat?.isFile()) return mainWorktreeOf(current, dotGit) ?? realOrSame(current);
    const parent = dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

function mainWorktreeOf(worktree: string, dotGitFile: string): string | undefined {
  try {
    const pointer = /^gitdir:\s*(.+)$/m.exec((readGitFile(dotGitFile) ?? "").slice(0, 4096))?.[1]?.trim();
    if (!pointer) return undefined;
    const gitDir = resolve(worktree, pointer);
    const common = readGitFile(join(gitDir, "commondir"))?.trim();
    if (common === undefined) return undefined;
    const commonDir = resolve(gitDir, common);
    return commonDir.endsWith(".git") ? realOrSame(dirname(commonDir)) : undefined;
  } catch {
    return undefined;
  }
}

function realOrSame(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/** Claude Code's string hash (Java's), for keys past 200 characters. */
function stringHash(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) - hash + text.charCodeAt(i)) | 0;
  return hash;
}

/** A project path as Claude Code names its directory under projects/. */
export function projectKey(path: string): string {
  const key = path.replace(/[^a-zA-Z0-9]/g, "-");
  return key.length <= PROJECT_KEY_MAX
    ? key
    : `${key.slice(0, PROJECT_KEY_MAX)}-${Math.abs(stringHash(path)).toString(36)}`;
}

function isOff(value: string | undefined): boolean {
  return value !== undefined && ["1", "true", "yes", "on"].includes(value.trim().toLowerCase());
}

/** Where Claude Code keeps its memory of the project of `environment`. */
export function locateAutoMemory(environment: Environment): AutoMemoryLocation {
  const { env } = environment;
  const project = projectDirectory(environment);
  const managed = managedSettingsPath(env);
  const local = join(canonicalGitRoot(project) ?? project, ".claude", "settings.local.json");
  const localHere = join(project, ".claude", "settings.local.json");
  const user = join(configDirectory(env), "settings.json");
  const settings = [managed, localHere, local, user]
    .filter((path, i, all) => all.indexOf(path) === i)
    .map((path) => ({ path, values: readSettings(path) }));
  const enabledSetting = settings.find(({ values }) => typeof values?.autoMemoryEnabled === "boolean");
  const enabled = !isOff(env.CLAUDE_CODE_DISABLE_AUTO_MEMORY) && enabledSetting?.values?.autoMemoryEnabled !== false;

  const override = acceptedDirectory(env.CLAUDE_COWORK_MEMORY_PATH_OVERRIDE, env, false);
  if (override) return { root: override, via: "CLAUDE_COWORK_MEMORY_PATH_OVERRIDE", enabled };
  for (const { path, values } of settings) {
    if (values?.autoMemoryDirectory == null) continue;
    const dir = acceptedDirectory(values.autoMemoryDirectory, env, true);
    if (dir) return { root: dir, via: `autoMemoryDirectory in ${path}`, enabled };
  }
  const base = env.CLAUDE_CODE_REMOTE_MEMORY_DIR?.trim() || configDirectory(env);
  const named = env.CLAUDE_CONFIG_DIR?.trim() ? env.CLAUDE_CODE_PROJECT_DIR_NAME?.trim() : undefined;
  const key =
    named && PROJECT_DIR_NAME.test(named) && !RESERVED_NAME.test(named)
      ? named
      : projectKey(canonicalGitRoot(project) ?? project);
  return { root: join(base, "projects", key, "memory"), via: "default", enabled };
}

export interface AutoFileListing {
  /** Memory files (`*.md` but MEMORY.md) with their size and mtime. */
  files: Array<{ fileName: string; size: number; mtimeMs: number }>;
  /** Entries skipped, with why: a symbolic link, too large, past the file limit. */
  skipped: Array<{ fileName: string; reason: string }>;
  exists: boolean;
}

/** The memory files of the directory (not MEMORY.md, not hidden files, not subdirectories). */
export function listAutoMemoryFiles(root: string): AutoFileListing {
  let names: string[];
  try {
    names = readdirSync(root).sort();
  } catch {
    return { files: [], skipped: [], exists: false };
  }
  const files: AutoFileListing["files"] = [];
  const skipped: AutoFileListing["skipped"] = [];
  for (const fileName of names) {
    if (!fileName.toLowerCase().endsWith(".md") || fileName.startsWith(".") || fileName === AUTO_MEMORY_INDEX) continue;
    const stat = lstatSync(join(root, fileName), { throwIfNoEntry: false });
    if (!stat) continue;
    if (stat.isSymbolicLink()) skipped.push({ fileName, reason: "a symbolic link: not followed" });
    else if (!stat.isFile()) continue;
    else if (stat.size > AUTO_FILE_MAX_BYTES)
      skipped.push({ fileName, reason: `${stat.size} bytes: larger than ${AUTO_FILE_MAX_BYTES}, not read` });
    else if (files.length >= AUTO_MAX_FILES)
      skipped.push({ fileName, reason: `past the first ${AUTO_MAX_FILES} files` });
    else files.push({ fileName, size: stat.size, mtimeMs: stat.mtimeMs });
  }
  return { files, skipped, exists: true };
}

/** The text of one file of the directory, at most `maxBytes`; never follows a link, never waits on a FIFO. */
export function readAutoFile(root: string, fileName: string, maxBytes = AUTO_FILE_MAX_BYTES): string | undefined {
  if (fileName.includes("/") || fileName.includes("\\") || fileName === ".." || fileName === ".") return undefined;
  const read = readRegularText(join(root, fileName), { maxBytes, prefix: true });
  return read.kind === "read" ? read.content : undefined;
}

/**
 * `memory promote --move`: Claude Code's file of a promoted memory is removed, and its line in MEMORY.md with it
 * (the index would otherwise point at nothing). The only write the plugin makes in that directory, and only when
 * asked; MEMORY.md is replaced atomically, every other line kept (secrets in them redacted).
 */
export async function removeAutoMemoryFile(root: string, fileName: string): Promise<{ indexLinesRemoved: number }> {
  if (fileName.includes("/") || fileName.includes("\\") || fileName === AUTO_MEMORY_INDEX) {
    throw new Error(`not a memory file of the directory: ${fileName}`);
  }
  const indexPath = join(root, AUTO_MEMORY_INDEX);
  let indexLinesRemoved = 0;
  const index = readAutoFile(root, AUTO_MEMORY_INDEX, 4 * 1024 * 1024);
  if (index !== undefined) {
    const lines = index.split("\n");
    const kept = lines.filter((line) => !linksTo(line, fileName));
    indexLinesRemoved = lines.length - kept.length;
    // Through the redacting writer, as every file the plugin writes: a secret typed into MEMORY.md is not written back.
    if (indexLinesRemoved > 0) await writeFileAtomic(indexPath, kept.join("\n"));
  }
  unlinkSync(join(root, fileName));
  return { indexLinesRemoved };
}

function linksTo(line: string, fileName: string): boolean {
  const match = /^\s*[-*+]\s+\[[^\]\n]*\]\(([^)\s]+)\)/.exec(line);
  if (!match) return false;
  let target = match[1]!;
  try {
    target = decodeURIComponent(target);
  } catch {
    // kept as written
  }
  return target.replace(/^\.\//, "") === fileName;
}

/**
 * The titles (made comparable) of the memories Claude Code's MEMORY.md has put in the model's context this session,
 * for the hooks: the brief and prompt recall do not say again what is already there. Empty when its memory is off.
 */
export function titlesInContext(environment: Environment): Set<string> {
  try {
    return readTitlesInContext(environment);
  } catch {
    return new Set(); // an unreadable directory or settings file must not cost the hook its brief
  }
}

function readTitlesInContext(environment: Environment): Set<string> {
  const location = locateAutoMemory(environment);
  if (!location.enabled) return new Set();
  const text = readAutoFile(location.root, AUTO_MEMORY_INDEX, AUTO_INDEX_BYTES);
  if (!text) return new Set();
  return new Set(parseAutoIndex(loadedIndexHead(text)).map((entry) => comparableTitle(entry.title)));
}
