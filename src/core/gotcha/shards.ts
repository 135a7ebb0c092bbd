// How the gotcha index is cut into shards, so the hook reads only what can
// concern its call. Every key of a gotcha goes into a bucket named after
// something a matching tool call must have:
//   p:<dir>[/<dir>]  a glob's literal start (`src/auth/**` → p:src/auth): the
//                    first one or two directories of every path it matches
//   n:<name>         a glob ending in a literal file name (`**/Dockerfile`)
//   e:<ext>          a glob ending in a literal extension (`*.sql`, `*.oauth.ts`)
//   t:<term>         a stemmed term of a tag or of the title
//   c:<program>      a `commands` pattern starting with that program (`c:*`
//                    for one starting with a wildcard)
// Globs that fit none of these (`**/test/**`, `*.{ts,tsx}`) are tested on every
// call. Buckets are spread over shard files by a hash of their name, details by
// a hash of the slug. Pure: shared by the index writer and the hook.

import {
  compareRank,
  compareCodeUnits,
  patternRelevance,
  type CompiledGlob,
  type GotchaEntry,
  type GotchaTarget,
} from "./match.js";
import { programOf, type CompiledCommand } from "./command-match.js";

import { hashOf, shardOf } from "../hash/index.js";

/** Where a scope's gotcha index lives under `.index/`, and the file that says it is complete. */
export const GOTCHA_INDEX_DIR = "gotchas";
export const GOTCHA_META_FILE = "meta.json";

export { hashOf, shardOf };

/** The bucket of a literal prefix (it ends with '/'): its first one or two directories. */
export function prefixBucket(prefix: string): string {
  const dirs = prefix.split("/");
  dirs.pop();
  return `p:${dirs.slice(0, 2).join("/")}`;
}

/** A glob as compileGlob reads it. */
export function normalizeGlob(glob: string): string {
  return glob.trim().replace(/\\/g, "/").replace(/^\.\//, "");
}

const GROUPS = /[[\](){}!+@]/;
const WILDCARDS = /[*?]/;

export interface GlobKeys {
  /** Literal prefixes (path buckets). */
  prefixes: string[];
  /** Name or extension buckets the glob is filed under (tested as it is). */
  buckets: string[];
  /** True when no bucket can narrow it down: tested on every call. */
  anywhere: boolean;
}

/**
 * Where a compiled glob is filed. Sound by construction: every path the glob
 * matches starts with its prefix, or has the bucket's file name or extension
 * (trailing '/' aside), else the glob is tested on every call.
 */
export function globKeys(glob: CompiledGlob): GlobKeys {
  if (glob.prefix) return { prefixes: [glob.prefix], buckets: [], anywhere: false };
  const pattern = normalizeGlob(glob.glob);
  const last = pattern.slice(pattern.lastIndexOf("/") + 1);
  if (!last || GROUPS.test(pattern) || glob.tests.some((test) => test.flags !== ""))
    return { prefixes: [], buckets: [], anywhere: true };
  if (!WILDCARDS.test(last)) {
    // A literal name; without any wildcard and '/', compileGlob also matches what is inside it (`name/**`).
    return {
      prefixes: WILDCARDS.test(pattern) || pattern.includes("/") ? [] : [`${pattern}/`],
      buckets: [`n:${last}`],
      anywhere: false,
    };
  }
  const extension = /\.([A-Za-z0-9_-]+)$/.exec(last);
  return extension
    ? { prefixes: [], buckets: [`e:${extension[1]}`], anywhere: false }
    : { prefixes: [], buckets: [], anywhere: true };
}

/** The path, name and extension buckets a tool call looks in. */
export function targetBuckets(target: GotchaTarget): string[] {
  const buckets = new Set<string>();
  for (const path of target.paths) {
    const dirs = path.split("/");
    dirs.pop();
    if (dirs.length > 0) buckets.add(`p:${dirs[0]}`);
    if (dirs.length > 1) buckets.add(`p:${dirs[0]}/${dirs[1]}`);
    // The file name as globMatches sees it, and without trailing slashes (full-path globs such as `**/*.sql` allow one).
    const trimmed = path.replace(/(?<!\/)\/+$/, "");
    for (const base of [path.slice(path.lastIndexOf("/") + 1), trimmed.slice(trimmed.lastIndexOf("/") + 1)]) {
      if (!base) continue;
      buckets.add(`n:${base}`);
      const dot = base.lastIndexOf(".");
      if (dot >= 0 && dot < base.length - 1) buckets.add(`e:${base.slice(dot + 1)}`);
    }
  }
  if (target.commands?.length) {
    buckets.add("c:*");
    for (const command of target.commands) buckets.add(`c:${programOf(command.split(" ")[0]!)}`);
  }
  return [...buckets];
}

/** What orders a gotcha among others of the same relevance: [updated, severity]. */
export type RankInfo = [updated: string, severity?: string];

export const rankInfo = (entry: GotchaEntry): RankInfo =>
  entry.severity === undefined ? [entry.updated] : [entry.updated, entry.severity];

/**
 * A glob (in a path, name or extension bucket, or tested everywhere) or a
 * command pattern of a gotcha, with its place in the gotcha's list and what
 * orders the gotcha: a call is ranked from its keys alone (the first glob of
 * the list that matches gives the relevance, as scoreGotcha reads it), and
 * only the few gotchas shown have their full entries read.
 */
export type GlobPosting = [slug: string, glob: CompiledGlob, position: number, rank: RankInfo];
export type CommandPosting = [slug: string, command: CompiledCommand, position: number, rank: RankInfo];
/**
 * Slugs with the term among the terms of one of their tags (with the tag's
 * index, once per tag), and slugs with it among their title's terms.
 */
export type TermPosting = [tagSlugs: string[], tagIndexes: number[], titleSlugs: string[]];
export type KeyShard = Record<string, GlobPosting[] | CommandPosting[] | TermPosting>;

/** Every bucket entry of one gotcha, and the globs it leaves to be tested on every call. */
export type Posting = GlobPosting | CommandPosting | { tag: number } | "title";

export function gotchaPostings(entry: GotchaEntry): {
  postings: Array<[bucket: string, posting: Posting]>;
  anywhere: GlobPosting[];
} {
  const postings: Array<[string, Posting]> = [];
  const anywhere: GlobPosting[] = [];
  const rank = rankInfo(entry);
  entry.globs.forEach((glob, position) => {
    const keys = globKeys(glob);
    const posting: GlobPosting = [entry.slug, glob, position, rank];
    for (const prefix of keys.prefixes) postings.push([prefixBucket(prefix), posting]);
    for (const bucket of keys.buckets) postings.push([bucket, posting]);
    if (keys.anywhere) anywhere.push(posting);
  });
  (entry.commands ?? []).forEach((command, position) =>
    postings.push([`c:${command.program ?? "*"}`, [entry.slug, command, position, rank]]),
  );
  entry.tagTerms.forEach((terms, tag) => {
    for (const term of new Set(terms)) postings.push([`t:${term}`, { tag }]);
  });
  for (const term of new Set(entry.titleTerms)) postings.push([`t:${term}`, "title"]);
  return { postings, anywhere };
}

/**
 * Orders the glob and command postings of a key shard (and the globs tested everywhere) as the hook ranks the
 * gotchas they match: by the relevance of the pattern, then compareRank's order, then slug. The hook reads them in
 * this order, so the ranking of a call whose gotchas share a bucket (a directory a hundred gotchas cover) is
 * already in order and sorting it costs one comparison a gotcha. Term postings are left as they are (their
 * relevance depends on the call).
 */
export function orderPostings<T extends GlobPosting | CommandPosting>(postings: T[]): T[] {
  // A shard read back from disk may hold anything: what is not a posting's shape sorts last, as it is.
  const keyed = postings.map((posting) => {
    const key = (posting[1] ?? {}) as Partial<CompiledGlob & CompiledCommand>;
    const pattern = typeof key.command === "string" ? key.command : key.glob;
    const rank: unknown[] = Array.isArray(posting[3]) ? posting[3] : [];
    return {
      posting,
      slug: String(posting[0]),
      position: Number(posting[2]) || 0,
      relevance: typeof pattern === "string" ? patternRelevance(pattern) : 0,
      severity: typeof rank[1] === "string" ? rank[1] : undefined,
      updated: typeof rank[0] === "string" ? rank[0] : "",
    };
  });
  keyed.sort((a, b) => compareRank(a, b) || compareCodeUnits(a.slug, b.slug) || a.position - b.position);
  return keyed.map(({ posting }) => posting);
}

/** A key shard with its glob and command buckets in the hook's order (see orderPostings). */
export function orderKeyShard(shard: KeyShard): KeyShard {
  for (const [bucket, postings] of Object.entries(shard))
    if (!bucket.startsWith("t:") && Array.isArray(postings)) shard[bucket] = orderPostings(postings as GlobPosting[]);
  return shard;
}
