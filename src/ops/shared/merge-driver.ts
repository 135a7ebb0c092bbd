// The `memory` merge driver in a clone's git config: the command git runs, and
// registering it where a scope's committed .gitattributes names it.
//
// Git takes merge drivers from the clone's own config, never from a commit, and
// runs whatever command is registered there. A command that names this CLI's
// path breaks when the path goes away (a plugin update moves it, an uninstall
// removes it); git then reports a conflict with only our side in the file, and
// the other side's edit is lost to whoever runs `git add`. So the registered
// command is a small shell script that runs the CLI if it can (the path
// recorded, else `memory` on PATH) and otherwise, or when the CLI fails without
// writing a merge, merges the file with `git merge-file`: git's own text merge,
// markers and all.

import { existsSync, realpathSync } from "node:fs";
import { dirname, isAbsolute, join } from "node:path";
import type { Scope } from "../../core/types.js";
import { writeDerivedFileSync } from "../../store/atomic-write.js";
import { readDerivedFile } from "../../store/derived-files.js";
import { gitAttributesText } from "../../store/git-attributes.js";
import { git, workTreeRoot } from "../../store/git.js";
import { holdNotice, takeNotices } from "../../store/held-notices.js";
import type { ScopeStore } from "../../store/scope-store.js";

export const DRIVER_NAME = "memory";
const DRIVER_KEY = `merge.${DRIVER_NAME}.driver`;
/** Set to false by `memory git-setup --remove`: no command registers the driver again in this clone. */
export const AUTO_SETUP_KEY = "memory.autoSetup";
/** The name the script runs under (its $0): how a registered command is known as this plugin's own. */
const SCRIPT_NAME = "memory-merge-driver";
/** Under a scope's .index/: the driver command last registered from it, so a command checks git once per change. */
const STAMP = "merge-driver";

/**
 * The script git runs (sh -c), with $1 node, $2 the CLI, then %O %A %B %L %P.
 * Exit 0: merged cleanly. A failure that changed the file: the CLI wrote its
 * merge with conflicts. A failure that did not (the CLI is gone, or crashed):
 * git's text merge, which writes markers around what conflicts.
 */
const SCRIPT = [
  "n=$1 c=$2; shift 2",
  't=$(mktemp 2>/dev/null) && cp "$2" "$t" 2>/dev/null || t=',
  'if [ -x "$n" ] && [ -f "$c" ]; then "$n" "$c" merge-file "$@"',
  'elif command -v memory >/dev/null 2>&1; then memory merge-file "$@"',
  "else false; fi",
  "s=$?",
  'if [ $s -eq 0 ]; then rm -f "$t"; exit 0; fi',
  'if [ -n "$t" ] && ! cmp -s "$2" "$t"; then rm -f "$t"; exit 1; fi',
  'rm -f "$t"',
  'echo "memory merge driver: the memory CLI did not run; $5 merged by git as plain text (run: memory git-setup)" >&2',
  'git merge-file -L ours -L base -L theirs --marker-size="$4" "$2" "$1" "$3"',
].join("; ");

/**
 * The CLI this process runs: node and the real path of the full CLI, which holds
 * `merge-file` (the MCP server and the standalone bundles sit beside it), or
 * undefined when this process is no part of the built plugin (then only
 * `memory` on PATH is named).
 */
function currentCli(): { node: string; script: string } | undefined {
  const argv1 = process.argv[1];
  if (!argv1) return undefined;
  try {
    const script = realpathSync(argv1);
    const beside = join(dirname(script), "cli.cjs");
    if (existsSync(beside)) return { node: process.execPath, script: beside };
    if (/[\\/]cli\.(?:cjs|mjs)$/.test(script)) return { node: process.execPath, script };
  } catch {
    // a path that cannot be resolved: no CLI to name
  }
  return undefined;
}

/** What git runs to merge a memory file: the script above, naming this CLI (or only `memory` on PATH). */
export function defaultDriverCommand(): string {
  const cli = currentCli();
  const [node, script] = cli ? [cli.node, cli.script] : ["node", ""];
  return `sh -c ${shellQuote(SCRIPT)} ${SCRIPT_NAME} ${shellQuote(node)} ${shellQuote(script)} %O %A %B %L %P`;
}

export function shellQuote(text: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, "'\\''")}'`;
}

/** A command this plugin registered (today's script, or an older default naming `merge-file` directly). */
export function isOwnDriver(command: string): boolean {
  return command.includes(SCRIPT_NAME) || /(?:^|\s)merge-file %O %A %B %L %P$/.test(command);
}

/** The script a configured driver names still exists (a plugin update may have moved it). */
export function driverScriptExists(driver: string): boolean {
  const words = driver.match(/'[^']*'|\S+/g) ?? [];
  const script = words.map((word) => word.replace(/^'|'$/g, "")).find((word) => /\.(?:mjs|cjs|js)$/.test(word));
  return script === undefined || (isAbsolute(script) && existsSync(script));
}

/** The memory driver configured for the repository (any config level), if any. */
export function configuredDriver(repository: string): string | undefined {
  return git(repository, ["config", "--get", DRIVER_KEY]).stdout.trim() || undefined;
}

/** Registers `command` in the repository's own config; true when it changed. */
export function setDriver(repository: string, command: string): boolean {
  if (git(repository, ["config", "--local", "--get", DRIVER_KEY]).stdout.trim() === command) return false;
  git(repository, [
    "config",
    "--local",
    `merge.${DRIVER_NAME}.name`,
    "memory files: frontmatter by meaning, body by text",
  ]);
  git(repository, ["config", "--local", DRIVER_KEY, command]);
  git(repository, ["config", "--local", "--unset", AUTO_SETUP_KEY]);
  return true;
}

/** Takes the driver out of the repository's own config, and keeps memory commands from registering it again. */
export function removeDriver(repository: string): boolean {
  const had = git(repository, ["config", "--local", "--get", DRIVER_KEY]).code === 0;
  if (had) git(repository, ["config", "--local", "--remove-section", `merge.${DRIVER_NAME}`]);
  git(repository, ["config", "--local", AUTO_SETUP_KEY, "false"]);
  return had;
}

/** `memory git-setup --remove` turned the driver off in this clone. */
export function autoSetupOff(repository: string): boolean {
  return git(repository, ["config", "--get", "--type=bool", AUTO_SETUP_KEY]).stdout.trim() === "false";
}

/** The scope's committed .gitattributes sends memory files to the memory driver. */
export function attributesNameDriver(root: string): boolean {
  try {
    // Field by field on each line: one pattern over the file (`^\s*\*\.md\s+(?:.*\s)?merge=memory`) took cubic time
    // on a committed file of blank lines and tabs (1.9 s for 4,000 characters), and read across line breaks.
    return (gitAttributesText(root) ?? "").split("\n").some((line) => {
      const [pattern, ...attributes] = line.trim().split(/\s+/);
      return pattern === "*.md" && attributes.includes("merge=memory");
    });
  } catch {
    return false;
  }
}

export interface DriverRegistration {
  scope: Scope;
  repository: string;
  /** No driver was registered before (a fresh clone), rather than an older command replaced. */
  first: boolean;
}

/**
 * Registers the driver in each repository whose scope's .gitattributes names it
 * and whose config lacks it or holds a stale command of this plugin's (a plugin
 * update moved the CLI, or an older form without the fallback). Left alone: a command someone else configured,
 * and a clone where `git-setup --remove` turned it off. After the first check,
 * a scope costs two small file reads per command until the command changes.
 */
export function registerMergeDriver(stores: readonly ScopeStore[]): DriverRegistration[] {
  const command = defaultDriverCommand();
  const done: DriverRegistration[] = [];
  for (const store of stores) {
    if (store.scope === "local" || !attributesNameDriver(store.root)) continue;
    const stamp = join(store.indexDir, STAMP);
    if (readStamp(stamp) === command) continue;
    const repository = workTreeRoot(store.root);
    if (!repository) continue;
    const current = configuredDriver(repository);
    // Ours to replace: an older form without the fallback, or one whose CLI is gone. A working one stays (two
    // installs, say the plugin and a global CLI, would otherwise take turns rewriting the config).
    const stale =
      current !== undefined &&
      current !== command &&
      isOwnDriver(current) &&
      (!current.includes(SCRIPT_NAME) || !driverScriptExists(current));
    if (!autoSetupOff(repository) && (current === undefined || stale)) {
      if (setDriver(repository, command)) done.push({ scope: store.scope, repository, first: current === undefined });
    }
    try {
      if (existsSync(store.indexDir)) writeStamp(stamp, command);
    } catch {
      // no stamp: the next command asks git again
    }
  }
  return done;
}

/** Under a scope's .index/notices/: the notice of a registration no one saw (store/held-notices.ts). */
const DRIVER_NOTICE_KEY = "merge-driver";

/**
 * Git takes merge drivers only from a clone's own config: a command that used
 * the store registers the memory driver where a scope's committed
 * .gitattributes names it, and tells the user the first time in a clone, with
 * `say`. A process no one watches (the hook's background refresh) has no `say`:
 * it holds the notice in the scope's .index/, and the next command or session
 * brief says it. Never throws: without git or with a read-only config the
 * merge falls back to plain text, and health says so.
 */
export function setUpMergeDriver(stores: readonly ScopeStore[], say?: (notice: string) => void): void {
  try {
    for (const done of registerMergeDriver(stores)) {
      if (!done.first) continue;
      const store = stores.find((candidate) => candidate.scope === done.scope);
      if (say) say(driverNotice(done));
      else if (store) holdNotice(store.indexDir, DRIVER_NOTICE_KEY, driverNotice(done));
    }
    if (say) for (const notice of takeNotices(stores.map((store) => store.indexDir))) say(notice);
  } catch {
    // the driver stays as it was; health explains
  }
}

/** What the user is told, once, when a command registered the driver in a clone that had none. */
function driverNotice(done: DriverRegistration): string {
  return `ℹ Set up the memory merge driver in ${done.repository} (its .git/config), as ${done.scope === "project" ? ".claude/memory/" : `the ${done.scope} scope's `}.gitattributes asks: concurrent edits of one memory now merge by meaning. \`memory git-setup --remove\` takes it away.`;
}

/** Forgets the stamps, so the next command checks the driver again (after `git-setup --remove` or `git-setup`). */
export function forgetDriverStamp(store: ScopeStore): void {
  try {
    writeStamp(join(store.indexDir, STAMP), "");
  } catch {
    // nothing recorded
  }
}

/**
 * The stamp is a derived file: read as one (a named pipe, link or directory in its place counts as no stamp, never
 * waited on) and replaced by rename, so whatever was put in its place is replaced, never written through.
 */
function readStamp(path: string): string | undefined {
  return readDerivedFile(path)?.toString("utf8");
}

function writeStamp(path: string, command: string): void {
  writeDerivedFileSync(path, command);
}
