// Ranking the gotchas that concern a tool call from the gotcha index (see files.ts for its layout): what the hook
// reads, and nothing else.

import { join } from "node:path";
import { matchCommand, type CompiledCommand } from "../../core/gotcha/index.js";
import {
  compareRank,
  compareCodeUnits,
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
import {
  detailFile,
  type GotchaIndexMeta,
  keyFile,
  parseMeta,
  rankFile,
  readJson,
  readShard,
  type ShardLookup,
  validEntry,
  validKeyPosting,
  validRank,
} from "./files.js";

/** One scope's index as one call reads it: each file at most once. */
class ScopeIndex {
  readonly meta: GotchaIndexMeta | undefined;
  private readonly files = new Map<string, ShardLookup | undefined>();
  /** The path, name, extension and command buckets that hold postings, when the meta lists them. */
  private readonly listed: ReadonlySet<string> | undefined;

  constructor(readonly dir: string) {
    this.meta = parseMeta(readJson(join(dir, GOTCHA_META_FILE)));
    this.listed = this.meta?.buckets && new Set(this.meta.buckets);
  }

  private lookup(file: string, key: string): unknown {
    let shard = this.files.get(file);
    if (!this.files.has(file)) this.files.set(file, (shard = readShard(join(this.dir, file))));
    return shard?.(key);
  }

  /** The postings of a bucket (unchecked: callers check each one). */
  bucket(name: string): unknown {
    if (this.listed && !name.startsWith("t:") && !this.listed.has(name)) return undefined;
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
  // A directory's gotchas mostly share a glob (`src/auth/**`): its relevance is worked out once, not once a gotcha.
  const relevances = new Map<string, number>();
  const relevanceOf = (pattern: string) => {
    let relevance = relevances.get(pattern);
    if (relevance === undefined) relevances.set(pattern, (relevance = patternRelevance(pattern)));
    return relevance;
  };
  const hit = (posting: GlobPosting | [string, CompiledCommand, number, RankInfo], command: boolean) => {
    const [slug, key, position, rank] = posting;
    let found = patterns.get(slug);
    if (!found) patterns.set(slug, (found = { glob: -1, globRelevance: 0, command: -1, commandRelevance: 0, rank }));
    if (command) {
      if (found.command < 0 || position < found.command) {
        found.command = position;
        found.commandRelevance = relevanceOf((key as CompiledCommand).command);
      }
    } else if (found.glob < 0 || position < found.glob) {
      found.glob = position;
      found.globRelevance = relevanceOf((key as CompiledGlob).glob);
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
  /** The revision of the secret rules that found every slug of its scope's index clean, if one did. */
  readonly slugsCleanUnder: number | undefined;
  /** Its scope's directory (above `.claude/`), when the same rules found it clean. */
  readonly cleanDirectory: string | undefined;
}

/** One ranked gotcha: a class, so thousands of them cost no closures (getters live on the prototype). */
class Ranked implements RankedGotcha, RankKey {
  private loaded: GotchaEntry | null | undefined;

  constructor(
    readonly slug: string,
    readonly scope: number,
    readonly relevance: number,
    readonly severity: string | undefined,
    readonly updated: string,
    private readonly source: { index: ScopeIndex; target: GotchaTarget; terms: ReadonlySet<string> },
  ) {}

  private load(): GotchaEntry | null {
    if (this.loaded === undefined) this.loaded = this.source.index.detail(this.slug) ?? null;
    return this.loaded;
  }

  available(): boolean {
    return this.load() !== null;
  }

  get slugsCleanUnder(): number | undefined {
    return this.source.index.meta?.cleanSlugs;
  }

  get cleanDirectory(): string | undefined {
    return this.source.index.meta?.cleanDirectory;
  }

  get gotcha(): GotchaEntry {
    return this.load() ?? stub(this.slug, this.updated);
  }

  /** Why it concerns the call, worked out when asked (the hook never asks: it shows no reasons). */
  get reason(): string {
    const entry = this.load();
    return entry ? (scoreGotcha(entry, this.source.target, this.source.terms)?.reason ?? "") : "";
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
  return ranked.sort((a, b) => compareRank(a, b) || a.scope - b.scope || compareCodeUnits(a.slug, b.slug));
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
