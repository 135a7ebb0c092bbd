// Which gotchas concern a file just read or a command just run, and how much
// (0–1). Pure and small: the hook bundles it.

import picomatch from "picomatch";
import { stem } from "porter2";

/** What the hook or /check-gotchas knows about a gotcha (from the gotcha index). */
export interface GotchaEntry {
  slug: string;
  title: string;
  tags: string[];
  paths: string[];
  /** The body without its title heading, cut to a few hundred characters. */
  text: string;
  severity?: string;
  classification?: string;
  updated: string;
  /** Set when the code the memory is anchored to changed since it was verified. */
  stale?: boolean;
}

export interface GotchaTarget {
  /** Files concerned, relative to the project root with '/' separators (or absolute when outside it). */
  paths: string[];
  /** Words of a shell command. */
  words: string[];
}

export interface ScoredGotcha {
  gotcha: GotchaEntry;
  relevance: number;
  reason: string;
}

// Words that say nothing about what a path or command is about.
const GENERIC = new Set([
  "src", "lib", "app", "apps", "packages", "test", "tests", "spec", "index", "main", "ts", "tsx", "js", "jsx", "mjs", "cjs",
  "json", "md", "yml", "yaml", "txt", "npm", "npx", "node", "git", "run", "yarn", "pnpm", "bun", "bin", "dist", "build",
  "cd", "ls", "cat", "grep", "rg", "sed", "awk", "echo", "sudo", "python", "python3", "bash", "sh", "the", "and", "for",
  "with", "from", "this", "that", "users", "home", "tmp", "usr", "var", "etc", "dev", "null", "head", "tail", "find",
]);

export function termsOf(text: string): Set<string> {
  const terms = new Set<string>();
  for (const word of text.split(/[^\p{L}\p{N}]+|(?<=\p{Ll})(?=\p{Lu})/u)) {
    const lower = word.toLowerCase();
    if (lower.length < 3 || GENERIC.has(lower) || /^\d+$/.test(lower)) continue;
    terms.add(stem(lower));
  }
  return terms;
}

const matchers = new Map<string, (path: string) => boolean>();
function matcher(glob: string): (path: string) => boolean {
  let match = matchers.get(glob);
  if (!match) {
    const pattern = glob.replace(/^\.\//, "");
    const test = picomatch(pattern, { dot: true, basename: !pattern.includes("/"), nocase: false });
    // A directory glob such as "src/auth" also covers what is inside it.
    const inside = pattern.includes("*") ? undefined : picomatch(`${pattern.replace(/\/$/, "")}/**`, { dot: true });
    match = (path) => test(path) || Boolean(inside?.(path));
    matchers.set(glob, match);
  }
  return match;
}

/** How specific a glob is: its literal characters, saturating at 20. */
function specificity(glob: string): number {
  return Math.min(1, glob.replace(/[*?[\]{}!]/g, "").length / 20);
}

export function scoreGotcha(gotcha: GotchaEntry, target: GotchaTarget): ScoredGotcha | undefined {
  for (const glob of gotcha.paths) {
    const path = target.paths.find((candidate) => matcher(glob)(candidate));
    if (path !== undefined) {
      return { gotcha, relevance: round(0.75 + 0.24 * specificity(glob)), reason: `${path} matches ${glob}` };
    }
  }
  const targetTerms = new Set<string>();
  for (const path of target.paths) for (const term of termsOf(path)) targetTerms.add(term);
  for (const word of target.words) for (const term of termsOf(word)) targetTerms.add(term);
  if (targetTerms.size === 0) return undefined;
  const tagHits = gotcha.tags.filter((tag) => [...termsOf(tag)].some((term) => targetTerms.has(term)));
  const titleHits = [...termsOf(gotcha.title)].filter((term) => targetTerms.has(term));
  if (tagHits.length === 0 && titleHits.length < 2) return undefined;
  const relevance = Math.min(0.7, 0.35 + 0.15 * tagHits.length + 0.1 * titleHits.length);
  return { gotcha, relevance: round(relevance), reason: `shares ${[...tagHits.map((t) => `tag ${t}`), ...titleHits.map((t) => `"${t}"`)].join(", ")}` };
}

const SEVERITY_RANK: Record<string, number> = { S1: 0, S2: 1, S3: 2 };

/** Relevant gotchas, most relevant first (then most severe, then most recently updated). */
export function rankGotchas(gotchas: Iterable<GotchaEntry>, target: GotchaTarget, minRelevance: number): ScoredGotcha[] {
  const scored: ScoredGotcha[] = [];
  for (const gotcha of gotchas) {
    const result = scoreGotcha(gotcha, target);
    if (result && result.relevance >= minRelevance) scored.push(result);
  }
  return scored.sort(
    (a, b) =>
      b.relevance - a.relevance ||
      (SEVERITY_RANK[a.gotcha.severity ?? ""] ?? 3) - (SEVERITY_RANK[b.gotcha.severity ?? ""] ?? 3) ||
      b.gotcha.updated.localeCompare(a.gotcha.updated),
  );
}

const round = (value: number) => Math.round(value * 100) / 100;
