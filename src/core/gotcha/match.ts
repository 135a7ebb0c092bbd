// Which gotchas concern a file just read or a command just run, and how much
// (0–1). Pure and small: the hook bundles it.

import { isAscii, PATH_GENERIC_WORDS } from "../text/index.js";
import { stem } from "porter2";
import type { Anchor } from "../anchors.js";
import { nodeVm } from "../node-builtins.js";
import { mayBacktrack } from "../text/index.js";
import { matchCommand, programOf, type CompiledCommand } from "./command-match.js";

/** A `paths` glob compiled when the gotcha index is written, so the hook needs no glob library. */
export interface CompiledGlob {
  glob: string;
  /** A literal start every matching path has (checked before any regular expression is built). */
  prefix?: string;
  /** Regular expressions (source, flags); `basename` ones are tested against the file name only. */
  tests: Array<{ source: string; flags: string; basename?: boolean }>;
}

/** What the hook or /memory:check-gotchas knows about a gotcha (from the gotcha index). */
export interface GotchaEntry {
  slug: string;
  title: string;
  tags: string[];
  paths: string[];
  globs: CompiledGlob[];
  /** Compiled `commands` patterns: shell commands the gotcha is about. */
  commands?: CompiledCommand[];
  /** Size and mtime of the memory file when the entry was made: the hook shows it only while the file still has them. */
  file?: [size: number, mtimeMs: number];
  /**
   * Stemmed terms of each tag and of the title, computed when the index is
   * written; a word generic for paths (such as `yarn`) is kept as `!yarn`.
   */
  tagTerms: string[][];
  titleTerms: string[];
  /** The body without its title heading, cut to a few hundred characters. */
  text: string;
  severity?: string;
  classification?: string;
  updated: string;
  /** When the memory expires: the hook leaves it out from then on. */
  expires?: string;
  /** Set when the code the memory is anchored to changed since it was verified. */
  stale?: boolean;
  /** The repository files the memory is anchored to, with their hashes when written or verified. */
  anchors?: Anchor[];
  /** Lifecycle: which of those changed or vanished since (set by whoever checked them, e.g. the hook). */
  staleSources?: string[];
  /**
   * The revision of the secret rules that found nothing in its slug and in what the block shows of it (its lines at
   * full length), when the entry was made: the hook shows such an entry without loading the rules.
   */
  cleanUnder?: number;
}

/**
 * What the hook reads for every gotcha to decide whether it may concern a
 * tool call; the full entries are read only for those that may.
 */
export interface GotchaKey {
  slug: string;
  /** Literal starts of the gotcha's globs that have one. */
  prefixes: string[];
  /** Its globs without a literal start (such as `*.oauth.ts`), tested as they are. */
  anywhere: CompiledGlob[];
  tagTerms: string[][];
  titleTerms: string[];
  commands: CompiledCommand[];
}

export function gotchaKey(entry: GotchaEntry): GotchaKey {
  return {
    slug: entry.slug,
    prefixes: entry.globs.flatMap((glob) => (glob.prefix ? [glob.prefix] : [])),
    anywhere: entry.globs.filter((glob) => !glob.prefix),
    tagTerms: entry.tagTerms,
    titleTerms: entry.titleTerms,
    commands: entry.commands ?? [],
  };
}

/** A cheap superset of scoreGotcha's matches: false only when the gotcha cannot be relevant. */
export function mayConcern(key: GotchaKey, target: GotchaTarget, terms: ReadonlySet<string>): boolean {
  if (key.prefixes.some((prefix) => target.paths.some((path) => path.startsWith(prefix)))) return true;
  if (key.anywhere.some((glob) => target.paths.some((path) => globMatches(glob, path)))) return true;
  if (key.tagTerms.some((tagTerms) => tagTerms.some((term) => terms.has(term)))) return true;
  if (key.titleTerms.filter((term) => terms.has(term)).length >= 2) return true;
  return key.commands.length > 0 && (target.commands?.length ?? 0) > 0;
}

export interface GotchaTarget {
  /** Files concerned, relative to the project root with '/' separators (or absolute when outside it). */
  paths: string[];
  /** Words of a shell command. */
  words: string[];
  /** The simple commands of a shell line (see command-match.ts). */
  commands?: string[];
}

export interface ScoredGotcha {
  gotcha: GotchaEntry;
  relevance: number;
  reason: string;
}

// Words: runs of letters and digits, split again where a lower-case letter meets an upper-case one.
// On ASCII text (nearly every path and command) a loop over its characters gives the same split without
// compiling an expression on every hook call (a split by a regular expression compiles it twice, and walks the
// text position by position); the Unicode expression is built on first need.
let wordBreak: RegExp | undefined;

const isDigit = (code: number) => code >= 48 && code <= 57;
const isLower = (code: number) => code >= 97 && code <= 122;
const isUpper = (code: number) => code >= 65 && code <= 90;

/** The words of ASCII text as `/[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])/` splits it, without the empty ones. */
export function asciiWords(text: string): string[] {
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!isDigit(code) && !isLower(code) && !isUpper(code)) {
      if (start >= 0) words.push(text.slice(start, i));
      start = -1;
    } else if (start < 0) start = i;
    else if (isUpper(code) && isLower(text.charCodeAt(i - 1))) {
      words.push(text.slice(start, i));
      start = i;
    }
  }
  if (start >= 0) words.push(text.slice(start));
  return words;
}

const allDigits = (word: string) => {
  for (let i = 0; i < word.length; i++) if (!isDigit(word.charCodeAt(i))) return false;
  return true;
};

/**
 * The stemmed terms of a path, command, tag or title. Not search's tokenizer (core/text/analysis.ts) on purpose:
 * no compound kept whole and nothing under three letters, as a path's parts alone say what a call concerns.
 */
export function termsOf(text: string, keepGeneric = false): Set<string> {
  const terms = new Set<string>();
  const words = isAscii(text)
    ? asciiWords(text)
    : text.split((wordBreak ??= new RegExp("[^\\p{L}\\p{N}]+|(?<=\\p{Ll})(?=\\p{Lu})", "u")));
  for (const word of words) {
    const lower = word.toLowerCase();
    if (lower.length < 3 || allDigits(lower)) continue;
    if (PATH_GENERIC_WORDS.has(lower)) {
      if (keepGeneric) terms.add(`!${lower}`);
      continue;
    }
    terms.add(stem(lower));
  }
  return terms;
}

interface CompiledTest {
  re: RegExp;
  /** Runs under a time limit (it may backtrack), see guardedTest. */
  guarded: boolean;
}
const compiled = new Map<string, CompiledTest>();
function regex(source: string, flags: string): CompiledTest | undefined {
  const key = `${flags}/${source}`;
  let test = compiled.get(key);
  if (!test) {
    try {
      test = { re: new RegExp(source, flags.replace(/[gy]/g, "")), guarded: mayBacktrack(source) };
    } catch {
      return undefined; // a damaged index entry matches nothing
    }
    compiled.set(key, test);
  }
  return test;
}

/** Paths longer than any file system allows match no glob (and bound the work of one match). */
const MAX_MATCHED_PATH = 4096;
/** The most one guarded match may take, and all of a process's guarded matches together, whatever the caller's deadline. */
const MAX_GUARDED_MS = 100;
const MAX_GUARDED_TOTAL_MS = 300;
let guardedSpent = 0;
let matchDeadline = Number.POSITIVE_INFINITY;
// Expressions that ran out of time once: they match nothing for the rest of the process.
const timedOut = new Set<RegExp>();
let sandbox: { context: import("node:vm").Context; script: import("node:vm").Script } | undefined;

/**
 * Glob matching stops at this instant (epoch milliseconds), and a new
 * allowance for guarded matches starts: the hook passes its deadline, so that
 * no glob, however it was written, holds the hook past its budget.
 */
export function limitGlobMatching(deadline: number): void {
  matchDeadline = deadline;
  guardedSpent = 0;
}

/**
 * An expression that may backtrack runs in a separate V8 context with a
 * timeout, which interrupts a match where the deadline checks between steps
 * cannot: synchronous and otherwise uninterruptible. Timed out: no match.
 */
function guardedTest(re: RegExp, text: string): boolean {
  if (timedOut.has(re)) return false;
  const started = Date.now();
  const timeout = Math.min(MAX_GUARDED_MS, MAX_GUARDED_TOTAL_MS - guardedSpent, Math.floor(matchDeadline - started));
  if (timeout < 1) return false;
  const vm = nodeVm();
  sandbox ??= { context: vm.createContext({ re: undefined, text: undefined }), script: new vm.Script("re.test(text)") };
  sandbox.context.re = re;
  sandbox.context.text = text;
  try {
    return sandbox.script.runInContext(sandbox.context, { timeout }) === true;
  } catch {
    timedOut.add(re);
    return false;
  } finally {
    guardedSpent += Date.now() - started;
  }
}

export function globMatches(glob: CompiledGlob, path: string): boolean {
  if (glob.prefix && !path.startsWith(glob.prefix)) return false;
  if (path.length > MAX_MATCHED_PATH || !Array.isArray(glob.tests)) return false;
  const base = path.slice(path.lastIndexOf("/") + 1);
  return glob.tests.some((test) => {
    const compiledTest = regex(String(test.source), String(test.flags));
    if (!compiledTest) return false;
    const text = test.basename ? base : path;
    return compiledTest.guarded ? guardedTest(compiledTest.re, text) : compiledTest.re.test(text);
  });
}

/** How specific a glob is: its literal characters, saturating at 20. */
function specificity(glob: string): number {
  return Math.min(1, glob.replace(/[*?[\]{}!]/g, "").length / 20);
}

/** The relevance of a gotcha one of whose globs (or command patterns) matches: more for a more specific one. */
export const patternRelevance = (pattern: string) => round(0.75 + 0.24 * specificity(pattern));

/** The stemmed words of a tool call's paths and command, computed once for all gotchas. */
export function targetTerms(target: GotchaTarget): Set<string> {
  const terms = new Set<string>();
  for (const path of target.paths) for (const term of termsOf(path)) terms.add(term);
  for (const word of target.words) for (const term of termsOf(word)) terms.add(term);
  // A program whose name is generic for paths (`yarn`, `npm`, `git`) still names what a command is about.
  for (const command of target.commands ?? []) {
    const program = programOf(command.split(" ")[0]!);
    if (PATH_GENERIC_WORDS.has(program)) terms.add(`!${program}`);
  }
  return terms;
}

/** Whether a term is a generic program name: it counts only beside a hit on another term. */
export const isGenericTerm = (term: string) => term.startsWith("!");

export function scoreGotcha(
  gotcha: GotchaEntry,
  target: GotchaTarget,
  terms: ReadonlySet<string> = targetTerms(target),
): ScoredGotcha | undefined {
  for (const glob of gotcha.globs) {
    const path = target.paths.find((candidate) => globMatches(glob, candidate));
    if (path !== undefined) {
      return { gotcha, relevance: patternRelevance(glob.glob), reason: `${path} matches ${glob.glob}` };
    }
  }
  for (const pattern of target.commands?.length ? (gotcha.commands ?? []) : []) {
    const command = matchCommand(pattern, target.commands!);
    if (command !== undefined)
      return {
        gotcha,
        relevance: patternRelevance(pattern.command),
        reason: `\`${command.slice(0, 80)}\` matches ${pattern.command}`,
      };
  }
  if (terms.size === 0) return undefined;
  const tagHits = gotcha.tags.filter((_, i) => gotcha.tagTerms[i]?.some((term) => terms.has(term)));
  const titleHits = gotcha.titleTerms.filter((term) => terms.has(term));
  // A generic program name alone says nothing: `npm test` is not about every gotcha tagged npm.
  const specific =
    gotcha.tagTerms.some((tagTerms) => tagTerms.some((term) => !isGenericTerm(term) && terms.has(term))) ||
    titleHits.some((term) => !isGenericTerm(term));
  if (!specific) return undefined;
  const relevance = termRelevance(tagHits.length, titleHits.length);
  if (relevance === undefined) return undefined;
  return {
    gotcha,
    relevance,
    reason: `shares ${[...tagHits.map((t) => `tag ${t}`), ...titleHits.map((t) => `"${t}"`)].join(", ")}`,
  };
}

/** The relevance of a gotcha no glob of which matches: from its tags and title terms the call shares (undefined: too few). */
export function termRelevance(tagHits: number, titleHits: number): number | undefined {
  if (tagHits === 0 && titleHits < 2) return undefined;
  return round(Math.min(0.7, 0.35 + 0.15 * tagHits + 0.1 * titleHits));
}

const SEVERITY_RANK: Record<string, number> = { S1: 0, S2: 1, S3: 2 };

export interface RankKey {
  relevance: number;
  severity?: string | undefined;
  updated: string;
}

/** The order of relevant gotchas: most relevant first, then most severe, then most recently updated. */
export function compareRank(a: RankKey, b: RankKey): number {
  return (
    b.relevance - a.relevance ||
    (SEVERITY_RANK[a.severity ?? ""] ?? 3) - (SEVERITY_RANK[b.severity ?? ""] ?? 3) ||
    laterFirst(a.updated, b.updated)
  );
}

/** Code-unit order: ties broken without ICU's collator, whose locale data costs more than a hook's whole start. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Later timestamps first, in code-unit order: ISO timestamps of one layout sort so, and no collator is made. */
function laterFirst(a: string, b: string): number {
  return compareCodeUnits(b, a);
}

const rankKey = (scored: ScoredGotcha): RankKey => ({
  relevance: scored.relevance,
  severity: scored.gotcha.severity,
  updated: scored.gotcha.updated,
});

/** Relevant gotchas in the order of compareRank (ties keep the order given). */
export function rankGotchas(
  gotchas: Iterable<GotchaEntry>,
  target: GotchaTarget,
  minRelevance: number,
): ScoredGotcha[] {
  const scored: ScoredGotcha[] = [];
  const terms = targetTerms(target);
  for (const gotcha of gotchas) {
    const result = scoreGotcha(gotcha, target, terms);
    if (result && result.relevance >= minRelevance) scored.push(result);
  }
  return scored.sort((a, b) => compareRank(rankKey(a), rankKey(b)));
}

const round = (value: number) => Math.round(value * 100) / 100;
