// Reading the gotcha index (the hook's side; the writer is build.ts).
// What the hook reads, and nothing else. Memories of type
// gotcha, or classified hard, sharded under .index/gotchas/ (see
// core/gotcha/shards.ts for the buckets) so that a tool call reads only what
// can concern it:
//   meta.json        version, shard counts, and the few globs no bucket narrows
//                    down: read on every tool call
//   p<K>-<i>.json    key shards i of K: bucket → postings of path prefixes,
//   g<K>-<i>.json    file names and extensions, commands (slug, compiled glob
//   t<K>-<i>.json    or command, its place in the gotcha's list, what orders
//                    the gotcha) and terms (slugs, the tag they come from):
//                    read for the buckets of the call; the call is ranked
//                    from them alone
//   r<R>-<i>.json    rank shard i of R: slug → [updated, severity]: what orders
//                    gotchas that only share words with the call, read for
//                    those, and to tell which scope holds a slug
//   d<D>-<i>.json    detail shard i of D: slug → full entry (title, text,
//                    compiled globs): read for the few gotchas shown (about
//                    16 entries a shard, so that showing three reads little)
// A write rewrites only the shards its old and new keys fall in; the shard
// counts grow with the number of gotchas (a rebuild when they are outgrown).

import { constants, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { matchCommand, type CompiledCommand } from "../../core/gotcha/index.js";
import {
  compareRank,
  globMatches,
  isGenericTerm,
  patternRelevance,
  scoreGotcha,
  targetTerms,
  termRelevance,
  type CompiledGlob,
  type GotchaEntry,
  type GotchaTarget,
  type RankKey,
  type ScoredGotcha,
} from "../../core/gotcha/index.js";
import {
  GOTCHA_INDEX_DIR,
  GOTCHA_META_FILE,
  shardOf,
  targetBuckets,
  type GlobPosting,
  type RankInfo,
} from "../../core/gotcha/index.js";
import type { ScopeStore } from "../../store/scope-store.js";

export const GOTCHA_INDEX_VERSION = 9;

export interface GotchaIndexMeta {
  version: typeof GOTCHA_INDEX_VERSION;
  /** False when a write started the index without the scope's other gotchas: the next catalog load rebuilds it. */
  complete: boolean;
  count: number;
  keyShards: number;
  detailShards: number;
  rankShards: number;
  // Globs no bucket narrows down (such as `**/test/**`), tested on every call.
  anywhere: GlobPosting[];
}

export type DetailShard = Record<string, GotchaEntry>;
export { rankInfo, type RankInfo } from "../../core/gotcha/index.js";
export type RankShard = Record<string, RankInfo>;

/**
 * Key shards come in three families, so that a lookup reads only keys of its
 * kind: `p` path prefixes, `g` file names and extensions, `t` terms (the
 * bulk). A family with nothing in a shard has no file there.
 */
export const keyFile = (bucket: string, shards: number) =>
  `${bucket.startsWith("p:") ? "p" : bucket.startsWith("t:") ? "t" : "g"}${shards}-${shardOf(bucket, shards)}.json`;
export const detailFile = (shards: number, i: number) => `d${shards}-${i}.json`;
export const rankFile = (shards: number, i: number) => `r${shards}-${i}.json`;
// Any shard-like name a rebuild did not write is removed (other shard counts, other layouts).
export const SHARD_FILE = /^[a-z]\d+-\d+\.json$/;
const ENTRIES_PER_SHARD = 64;
const MAX_SHARDS = 4096;

/**
 * Shards (of keys, and of details) for a number of gotchas: about 64 gotchas
 * each, a power of two — small reads for the hook, few files for a rebuild.
 */
export function shardsFor(count: number): number {
  let shards = 1;
  while (shards < MAX_SHARDS && shards * ENTRIES_PER_SHARD < count) shards *= 2;
  return shards;
}

/** Rank entries are small: a sixteenth as many shards. */
export const rankShardsFor = (shards: number) => Math.max(1, shards >> 4);

/**
 * Detail shards hold about 16 entries: a call reads the shards of the few
 * gotchas it shows (three, and up to four more when some do not fit), so a
 * smaller shard is less to parse (a rebuild writes four times as many).
 */
export const detailShardsFor = (count: number) => shardsFor(4 * count);

const MAX_INDEX_BYTES = 16 * 1024 * 1024;
// Node takes numeric open flags here too (its typings say string only).
const NON_BLOCKING_READ = (constants.O_RDONLY | (constants.O_NONBLOCK ?? 0)) as unknown as string;

/**
 * One JSON file of the index, or undefined when it is missing, unreadable or
 * malformed. Synchronous (small files: thread-pool round trips cost more than
 * the reads), and as few calls as possible: a stat (a missing file costs no
 * exception; most scopes of a call have no index), then Node's one-call UTF-8
 * read. A FIFO or device put in its place is no regular file and is not read;
 * the open is non-blocking should one appear after the stat.
 */
export function readJson(path: string): unknown {
  try {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat?.isFile() || stat.size > MAX_INDEX_BYTES) return undefined;
    return JSON.parse(readFileSync(path, { encoding: "utf8", flag: NON_BLOCKING_READ }));
  } catch {
    return undefined;
  }
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
export const asRecord = (value: unknown) => (isObject(value) ? value : undefined);
const validShards = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_SHARDS;

export function parseMeta(value: unknown): GotchaIndexMeta | undefined {
  if (
    !isObject(value) ||
    value.version !== GOTCHA_INDEX_VERSION ||
    !validShards(value.keyShards) ||
    !validShards(value.detailShards) ||
    !validShards(value.rankShards)
  )
    return undefined;
  return {
    version: GOTCHA_INDEX_VERSION,
    complete: value.complete === true,
    count: typeof value.count === "number" ? value.count : 0,
    keyShards: value.keyShards,
    detailShards: value.detailShards,
    rankShards: value.rankShards,
    anywhere: Array.isArray(value.anywhere) ? value.anywhere.filter(validKeyPosting) : [],
  };
}

export function validEntry(entry: unknown, slug: string): entry is GotchaEntry {
  return (
    isObject(entry) &&
    entry.slug === slug &&
    Array.isArray(entry.tags) &&
    Array.isArray(entry.globs) &&
    Array.isArray(entry.tagTerms) &&
    Array.isArray(entry.titleTerms) &&
    typeof entry.updated === "string"
  );
}

const validRank = (info: unknown): info is RankInfo =>
  Array.isArray(info) && typeof info[0] === "string" && (info[1] === undefined || typeof info[1] === "string");

/** A glob or command posting as the writer makes them (the glob or command itself is checked where it is used). */
function validKeyPosting(posting: unknown): posting is GlobPosting {
  return (
    Array.isArray(posting) &&
    typeof posting[0] === "string" &&
    isObject(posting[1]) &&
    Number.isInteger(posting[2]) &&
    validRank(posting[3])
  );
}

/** One scope's index as one call reads it: each file at most once. */
class ScopeIndex {
  readonly meta: GotchaIndexMeta | undefined;
  private readonly files = new Map<string, Record<string, unknown> | undefined>();

  constructor(readonly dir: string) {
    this.meta = parseMeta(readJson(join(dir, GOTCHA_META_FILE)));
  }

  private lookup(file: string, key: string): unknown {
    let shard = this.files.get(file);
    if (!this.files.has(file)) this.files.set(file, (shard = asRecord(readJson(join(this.dir, file)))));
    return shard && Object.hasOwn(shard, key) ? shard[key] : undefined;
  }

  /** The postings of a bucket (unchecked: callers check each one). */
  bucket(name: string): unknown {
    return this.meta && this.lookup(keyFile(name, this.meta.keyShards), name);
  }

  /** Whether the scope holds the gotcha, and what orders it. */
  rank(slug: string): RankInfo | undefined {
    const info = this.meta && this.lookup(rankFile(this.meta.rankShards, shardOf(slug, this.meta.rankShards)), slug);
    return validRank(info) ? info : undefined;
  }

  detail(slug: string): GotchaEntry | undefined {
    const entry =
      this.meta && this.lookup(detailFile(this.meta.detailShards, shardOf(slug, this.meta.detailShards)), slug);
    return validEntry(entry, slug) ? entry : undefined;
  }
}

interface WordHits {
  /** Indexes of the tags hit (a few at most). */
  tags: number[];
  titles: number;
  /** Whether a term other than a generic program name hit (see isGenericTerm). */
  specific: boolean;
}

/** What the keys say of a gotcha one of whose globs or command patterns matches the call. */
interface PatternHit {
  /** The place in the gotcha's list of the first glob that matches (-1: none), and of the first command pattern. */
  glob: number;
  globRelevance: number;
  command: number;
  commandRelevance: number;
  rank: RankInfo;
}

interface Candidates {
  /** Gotchas a glob or command pattern of which matches the call. */
  patterns: Map<string, PatternHit>;
  /** Gotchas sharing words with the call: the tags hit, and how many title terms. */
  words: Map<string, WordHits>;
}

/**
 * What the keys of one scope say of the call, bucket by bucket: which globs
 * and command patterns match (tested here, exactly: a gotcha's globs that can
 * match a path are all in the path's buckets or tested everywhere), and the
 * words shared.
 */
function candidatesIn(
  index: ScopeIndex,
  target: GotchaTarget,
  buckets: string[],
  terms: ReadonlySet<string>,
): Candidates {
  const patterns = new Map<string, PatternHit>();
  const paths = target.paths;
  const hit = (posting: GlobPosting | [string, CompiledCommand, number, RankInfo], command: boolean) => {
    const [slug, key, position, rank] = posting;
    let found = patterns.get(slug);
    if (!found) patterns.set(slug, (found = { glob: -1, globRelevance: 0, command: -1, commandRelevance: 0, rank }));
    if (command) {
      if (found.command < 0 || position < found.command) {
        found.command = position;
        found.commandRelevance = patternRelevance((key as CompiledCommand).command);
      }
    } else if (found.glob < 0 || position < found.glob) {
      found.glob = position;
      found.globRelevance = patternRelevance((key as CompiledGlob).glob);
    }
  };
  const globMatchesCall = (glob: CompiledGlob) =>
    Array.isArray(glob.tests) && typeof glob.glob === "string" && paths.some((path) => globMatches(glob, path));
  for (const posting of index.meta!.anywhere) if (globMatchesCall(posting[1])) hit(posting, false);
  for (const bucket of buckets) {
    const postings = index.bucket(bucket);
    if (!Array.isArray(postings)) continue;
    for (const posting of postings as unknown[]) {
      if (!validKeyPosting(posting)) continue;
      const key = posting[1] as unknown as Record<string, unknown>;
      if (typeof key.source === "string" && typeof key.command === "string") {
        // scoreGotcha looks at a gotcha's commands only for a call that has some.
        if (target.commands?.length && matchCommand(key as unknown as CompiledCommand, target.commands) !== undefined)
          hit(posting as unknown as [string, CompiledCommand, number, RankInfo], true);
      } else if (globMatchesCall(posting[1])) hit(posting, false);
    }
  }
  const words = new Map<string, WordHits>();
  const hitsOf = (slug: string) => {
    let hits = words.get(slug);
    if (!hits) words.set(slug, (hits = { tags: [], titles: 0, specific: false }));
    return hits;
  };
  for (const term of terms) {
    const posting = index.bucket(`t:${term}`);
    if (!Array.isArray(posting)) continue;
    const specific = !isGenericTerm(term);
    const [tagSlugs, tagIndexes, titleSlugs] = posting as unknown[];
    if (Array.isArray(tagSlugs) && Array.isArray(tagIndexes)) {
      for (let i = 0; i < tagSlugs.length; i++) {
        const [slug, tag] = [tagSlugs[i], tagIndexes[i]];
        if (typeof slug !== "string" || typeof tag !== "number") continue;
        const hits = hitsOf(slug);
        if (!hits.tags.includes(tag)) hits.tags.push(tag);
        hits.specific ||= specific;
      }
    }
    if (Array.isArray(titleSlugs)) {
      for (const slug of titleSlugs) {
        if (typeof slug !== "string") continue;
        const hits = hitsOf(slug);
        hits.titles++;
        hits.specific ||= specific;
      }
    }
  }
  return { patterns, words };
}

/** A gotcha's relevance from its words alone (scoreGotcha's last rule): undefined when too few, or only generic ones. */
const wordRelevance = (hits: WordHits | undefined) =>
  hits?.specific ? termRelevance(hits.tags.length, hits.titles) : undefined;

/** A gotcha that ranks, with its slug at hand and its full entry read only when something looks at it. */
export interface RankedGotcha extends ScoredGotcha {
  slug: string;
  /** Which of the index directories given holds it. */
  scope: number;
  /** Reads the full entry now: false when it is gone (an index rewritten since its keys were read, or damaged). */
  available(): boolean;
}

/** One ranked gotcha: a class, so thousands of them cost no closures (getters live on the prototype). */
class Ranked implements RankedGotcha, RankKey {
  private loaded: ScoredGotcha | null | undefined;

  constructor(
    readonly slug: string,
    readonly scope: number,
    readonly relevance: number,
    readonly severity: string | undefined,
    readonly updated: string,
    private readonly source: { index: ScopeIndex; target: GotchaTarget; terms: ReadonlySet<string> },
  ) {}

  private load(): ScoredGotcha | null {
    if (this.loaded === undefined) {
      const { index, target, terms } = this.source;
      const entry = index.detail(this.slug);
      this.loaded = entry
        ? { gotcha: entry, relevance: this.relevance, reason: scoreGotcha(entry, target, terms)?.reason ?? "" }
        : null;
    }
    return this.loaded;
  }

  available(): boolean {
    return this.load() !== null;
  }

  get gotcha(): GotchaEntry {
    return this.load()?.gotcha ?? stub(this.slug, this.updated);
  }

  get reason(): string {
    return this.load()?.reason ?? "";
  }
}

/**
 * The hook's read: the gotchas relevant to a tool call, ranked exactly as
 * rankGotchas ranks the entries mayConcern lets through, across scopes in read
 * order (a slug in several scopes is the first one's, whether or not that one
 * concerns the call). Reads each scope's meta, the key shards of the call's
 * buckets, and for gotchas that only share words with the call the rank
 * shards: every relevance and order follows from the keys, and a gotcha's
 * details are read only when the caller looks at it (to render the few
 * shown), however many gotchas concern the call. Never throws on a missing
 * or malformed file: it holds nothing.
 * `late` is asked as it goes: once it says so, the answer is nothing.
 */
export function rankConcerning(
  indexDirs: string[],
  target: GotchaTarget,
  minRelevance: number,
  late: () => boolean = () => false,
): RankedGotcha[] {
  const scopes = indexDirs.map((dir) => new ScopeIndex(join(dir, GOTCHA_INDEX_DIR)));
  if (!scopes.some((index) => index.meta)) return [];
  const buckets = targetBuckets(target);
  const terms = targetTerms(target);
  const ranked: Ranked[] = [];
  const decided = new Set<string>();
  let looked = 0;
  for (let scope = 0; scope < scopes.length; scope++) {
    const index = scopes[scope]!;
    if (!index.meta || late()) continue;
    const source = { index, target, terms };
    const { patterns, words } = candidatesIn(index, target, buckets, terms);
    for (const slug of candidateSlugs(patterns, words)) {
      // Thousands of gotchas whose globs match every path: past the deadline the caller shows nothing anyway.
      if (++looked % 64 === 0 && late()) return [];
      if (decided.has(slug)) continue;
      if (heldBefore(scopes, scope, slug)) {
        decided.add(slug);
        continue;
      }
      const pattern = patterns.get(slug);
      // A glob or command posting carries what orders the gotcha; one that only shares words has it in a rank shard.
      const info = pattern?.rank ?? index.rank(slug);
      if (!info) continue;
      decided.add(slug);
      // scoreGotcha's rules in its order: the first glob that matches, else the first command, else the words.
      const relevance =
        pattern && pattern.glob >= 0
          ? pattern.globRelevance
          : pattern && pattern.command >= 0
            ? pattern.commandRelevance
            : wordRelevance(words.get(slug));
      if (relevance === undefined || relevance < minRelevance) continue;
      ranked.push(new Ranked(slug, scope, relevance, info[1], info[0], source));
    }
  }
  // rankGotchas's order; its ties kept the order of the single-file index: by scope, then by slug.
  return ranked.sort((a, b) => compareRank(a, b) || a.scope - b.scope || a.slug.localeCompare(b.slug));
}

/** The gotchas that concern the call: a glob or command pattern matches, or they share a tag term or two title terms. */
function* candidateSlugs(patterns: Map<string, PatternHit>, words: Map<string, WordHits>): Iterable<string> {
  yield* patterns.keys();
  for (const [slug, hits] of words) if (!patterns.has(slug) && wordRelevance(hits) !== undefined) yield slug;
}

/** Whether a scope before this one holds the slug (its gotcha shadows this one). */
function heldBefore(scopes: ScopeIndex[], scope: number, slug: string): boolean {
  for (let earlier = 0; earlier < scope; earlier++) if (scopes[earlier]!.rank(slug)) return true;
  return false;
}

/** What stands for a gotcha whose details vanished between two reads (an index being rewritten). */
const stub = (slug: string, updated: string): GotchaEntry => ({
  slug,
  title: slug,
  tags: [],
  paths: [],
  globs: [],
  tagTerms: [],
  titleTerms: [],
  text: "",
  updated,
});

/** Every entry of a scope (the write path, when the shard counts are outgrown). */
export function readAllDetails(dir: string, meta: GotchaIndexMeta): Map<string, GotchaEntry> {
  const all = new Map<string, GotchaEntry>();
  for (let i = 0; i < meta.detailShards; i++) {
    const shard = asRecord(readJson(join(dir, detailFile(meta.detailShards, i)))) ?? {};
    for (const [slug, entry] of Object.entries(shard)) if (validEntry(entry, slug)) all.set(slug, entry);
  }
  return all;
}

/**
 * Every gotcha of a scope as the index holds it, without the file stamps it
 * keeps for the hook; undefined when the index is missing, incomplete, or
 * holds other than its meta counts (the caller then reads the catalog).
 */
export function indexedGotchas(store: ScopeStore): GotchaEntry[] | undefined {
  const dir = join(store.indexDir, GOTCHA_INDEX_DIR);
  const meta = parseMeta(readJson(join(dir, GOTCHA_META_FILE)));
  if (!meta?.complete) return undefined;
  // An unreadable shard or entry is left out of the details: the count then tells.
  const details = readAllDetails(dir, meta);
  if (details.size !== meta.count) return undefined;
  return [...details.values()].map(({ file: _stamp, ...gotcha }) => gotcha);
}

/** True when the scope has a complete gotcha index in the current format. */
export function gotchaIndexExists(store: ScopeStore): boolean {
  return parseMeta(readJson(join(store.indexDir, GOTCHA_INDEX_DIR, GOTCHA_META_FILE)))?.complete === true;
}
