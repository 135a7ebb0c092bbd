// The gotcha index: what the hook reads, and nothing else. Memories of type
// gotcha, or classified hard, sharded under .index/gotchas/ (see
// core/gotcha-shards.ts for the buckets) so that a tool call reads only what
// can concern it:
//   meta.json        version, shard counts, and the few globs no bucket narrows
//                    down: read on every tool call
//   p<K>-<i>.json    key shards i of K: bucket → postings (slugs, with the
//   g<K>-<i>.json    prefix or compiled glob to test, or the tag they come
//   t<K>-<i>.json    from) of path prefixes, file names and extensions, terms:
//                    read for the buckets of the call
//   r<R>-<i>.json    rank shard i of R: slug → [updated, severity]: what orders
//                    gotchas that only share words with the call, read for
//                    those, and to tell which scope holds a slug
//   d<D>-<i>.json    detail shard i of D: slug → full entry (title, text,
//                    compiled globs): read for gotchas a glob may match, and
//                    for those shown
// A write rewrites only the shards its old and new keys fall in; the shard
// counts grow with the number of gotchas (a rebuild when they are outgrown).

import { ensureRealDirectory } from "../store/real-directory.js";
import { anchorsOf } from "../core/anchors.js";
import { lifecycleOf } from "../core/lifecycle.js";
import { constants, existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import picomatch from "picomatch";
import { compileCommand, matchCommand, type CompiledCommand } from "../core/command-match.js";
import { compareRank, globMatches, isGenericTerm, scoreGotcha, targetTerms, termRelevance, termsOf, type CompiledGlob, type GotchaEntry, type GotchaTarget, type RankKey, type ScoredGotcha } from "../core/gotcha-match.js";
import { gotchaPostings, normalizeGlob, shardOf, targetBuckets, type CommandPosting, type GlobPosting, type KeyShard, type PathPosting, type TermPosting } from "../core/gotcha-shards.js";
import type { MemoryDocument } from "../core/memory-file.js";
import { writeDerivedFileSync } from "../store/atomic-write.js";
import type { ScopeStore } from "../store/scope-store.js";

import { GOTCHA_INDEX_DIR, GOTCHA_META_FILE } from "../core/gotcha-shards.js";

export { GOTCHA_INDEX_DIR, GOTCHA_META_FILE };
/** The single-file layout of version 5 and before, removed by the first rebuild. */
const LEGACY_FILES = ["gotchas.json", "gotcha-details.json"];
const TEXT_CHARS = 320;

export const GOTCHA_INDEX_VERSION = 8;

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

type DetailShard = Record<string, GotchaEntry>;
/** What orders a gotcha among others of the same relevance. */
type RankInfo = [updated: string, severity?: string];
type RankShard = Record<string, RankInfo>;

/**
 * Key shards come in three families, so that a lookup reads only keys of its
 * kind: `p` path prefixes, `g` file names and extensions, `t` terms (the
 * bulk). A family with nothing in a shard has no file there.
 */
const keyFile = (bucket: string, shards: number) => `${bucket.startsWith("p:") ? "p" : bucket.startsWith("t:") ? "t" : "g"}${shards}-${shardOf(bucket, shards)}.json`;
const detailFile = (shards: number, i: number) => `d${shards}-${i}.json`;
const rankFile = (shards: number, i: number) => `r${shards}-${i}.json`;
// Any shard-like name a rebuild did not write is removed (other shard counts, other layouts).
const SHARD_FILE = /^[a-z]\d+-\d+\.json$/;
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
const rankShardsFor = (shards: number) => Math.max(1, shards >> 4);

const rankInfo = (entry: GotchaEntry): RankInfo => (entry.severity === undefined ? [entry.updated] : [entry.updated, entry.severity]);

/** Gotchas and hard-classified memories, unless deprecated or decayed (expiry is judged by the hook, at its instant). */
export function isInjectable(document: Pick<MemoryDocument, "type" | "fields">): boolean {
  if (document.type !== "gotcha" && document.fields.classification !== "hard") return false;
  const lifecycle = lifecycleOf(document.fields);
  return !lifecycle?.deprecated && lifecycle?.decayed === undefined;
}

function stringList(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string" && item.trim() !== "") : [];
}

/** The body without a leading `# title` line, whitespace folded, cut at a word boundary. */
export function shortText(body: string, title: string, max = TEXT_CHARS): string {
  const lines = body.split("\n");
  if (/^#\s/.test(lines[0] ?? "") && lines[0]!.replace(/^#+\s*/, "").trim() === title) lines.shift();
  const text = lines.join("\n").replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}

/**
 * A glob as regular expressions (picomatch): globs without a '/' match the file
 * name anywhere; a glob without wildcards also covers what is inside it.
 */
export function compileGlob(glob: string): CompiledGlob {
  const pattern = normalizeGlob(glob);
  const tests: CompiledGlob["tests"] = [];
  const add = (source: string, basename?: boolean) => {
    try {
      const re = picomatch.makeRe(source, { dot: true });
      tests.push({ source: re.source, flags: re.flags, ...(basename ? { basename } : {}) });
    } catch {
      // an unusable glob matches nothing; health reports memories by other means
    }
  };
  add(pattern, !pattern.includes("/"));
  if (!/[*?[\]{}!]/.test(pattern)) add(`${pattern.replace(/\/$/, "")}/**`);
  // Globs with a '/' match whole paths, so their literal start (up to the last '/' before a wildcard) is a cheap pre-check.
  const literal = pattern.includes("/") ? /^[^*?[\]{}!()+@]*/.exec(pattern)![0] : "";
  const prefix = literal.slice(0, literal.lastIndexOf("/") + 1);
  return { glob, ...(prefix ? { prefix } : {}), tests };
}

export function gotchaEntry(document: MemoryDocument): GotchaEntry {
  const paths = stringList(document.fields.paths);
  const commands = stringList(document.fields.commands).flatMap((pattern) => compileCommand(pattern) ?? []);
  const entry: GotchaEntry = {
    slug: document.slug,
    title: document.title,
    tags: document.tags,
    paths,
    globs: paths.map(compileGlob),
    tagTerms: document.tags.map((tag) => [...termsOf(tag, true)]),
    titleTerms: [...termsOf(document.title, true)],
    text: shortText(document.body, document.title),
    updated: document.updated,
  };
  if (commands.length > 0) entry.commands = commands;
  if (typeof document.fields.severity === "string") entry.severity = document.fields.severity;
  if (typeof document.fields.classification === "string") entry.classification = document.fields.classification;
  const expires = lifecycleOf(document.fields)?.expires;
  if (expires) entry.expires = expires;
  const anchors = anchorsOf(document.fields);
  if (anchors.length > 0) entry.anchors = anchors;
  return entry;
}

// ── reading (the hook, and the write path for the shards it rewrites) ──────

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
function readJson(path: string): unknown {
  try {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat?.isFile() || stat.size > MAX_INDEX_BYTES) return undefined;
    return JSON.parse(readFileSync(path, { encoding: "utf8", flag: NON_BLOCKING_READ }));
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const asRecord = (value: unknown) => (isObject(value) ? value : undefined);
const validShards = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_SHARDS;

function parseMeta(value: unknown): GotchaIndexMeta | undefined {
  if (!isObject(value) || value.version !== GOTCHA_INDEX_VERSION || !validShards(value.keyShards) || !validShards(value.detailShards) || !validShards(value.rankShards)) return undefined;
  return {
    version: GOTCHA_INDEX_VERSION,
    complete: value.complete === true,
    count: typeof value.count === "number" ? value.count : 0,
    keyShards: value.keyShards,
    detailShards: value.detailShards,
    rankShards: value.rankShards,
    anywhere: Array.isArray(value.anywhere) ? value.anywhere.filter((posting): posting is GlobPosting => Array.isArray(posting) && typeof posting[0] === "string" && isObject(posting[1])) : [],
  };
}

function validEntry(entry: unknown, slug: string): entry is GotchaEntry {
  return isObject(entry) && entry.slug === slug && Array.isArray(entry.tags) && Array.isArray(entry.globs) && Array.isArray(entry.tagTerms) && Array.isArray(entry.titleTerms) && typeof entry.updated === "string";
}

const validRank = (info: unknown): info is RankInfo => Array.isArray(info) && typeof info[0] === "string" && (info[1] === undefined || typeof info[1] === "string");

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
    const entry = this.meta && this.lookup(detailFile(this.meta.detailShards, shardOf(slug, this.meta.detailShards)), slug);
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

interface Candidates {
  /** Gotchas a glob of which may match a path of the call. */
  globs: Set<string>;
  /** Gotchas sharing words with the call: the tags hit, and how many title terms. */
  words: Map<string, WordHits>;
}

/** What the keys of one scope say may concern the call: the semantics of mayConcern, bucket by bucket. */
function candidatesIn(index: ScopeIndex, target: GotchaTarget, buckets: string[], terms: ReadonlySet<string>): Candidates {
  const globs = new Set<string>();
  const paths = target.paths;
  for (const [slug, glob] of index.meta!.anywhere) if (paths.some((path) => globMatches(glob, path))) globs.add(slug);
  for (const bucket of buckets) {
    const postings = index.bucket(bucket);
    if (!Array.isArray(postings)) continue;
    for (const posting of postings as unknown[]) {
      if (!Array.isArray(posting) || typeof posting[0] !== "string") continue;
      const key = posting[1] as unknown;
      if (isObject(key) && typeof key.source === "string" && typeof key.command === "string") {
        if (target.commands && matchCommand(key as unknown as CompiledCommand, target.commands) !== undefined) globs.add(posting[0]);
      } else if (typeof key === "string" ? paths.some((path) => path.startsWith(key)) : isObject(key) && Array.isArray(key.tests) && paths.some((path) => globMatches(key as unknown as CompiledGlob, path))) globs.add(posting[0]);
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
  return { globs, words };
}

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
    private readonly source: { scored: ScoredGotcha } | { index: ScopeIndex; target: GotchaTarget; terms: ReadonlySet<string> },
  ) {}

  private load(): ScoredGotcha | null {
    if (this.loaded === undefined) {
      if ("scored" in this.source) this.loaded = this.source.scored;
      else {
        const { index, target, terms } = this.source;
        const entry = index.detail(this.slug);
        this.loaded = entry ? { gotcha: entry, relevance: this.relevance, reason: scoreGotcha(entry, target, terms)?.reason ?? "" } : null;
      }
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
 * buckets, the details of gotchas a glob may match, and for gotchas that only
 * share words with the call the rank shards: their relevance follows from
 * the keys, their details are read when the caller looks at them (to render
 * the few shown). Never throws on a missing or malformed file: it holds nothing.
 */
export function rankConcerning(indexDirs: string[], target: GotchaTarget, minRelevance: number, late: () => boolean = () => false): RankedGotcha[] {
  const scopes = indexDirs.map((dir) => new ScopeIndex(join(dir, GOTCHA_INDEX_DIR)));
  if (!scopes.some((index) => index.meta)) return [];
  const buckets = targetBuckets(target);
  const terms = targetTerms(target);
  const ranked: Ranked[] = [];
  const decided = new Set<string>();
  for (let scope = 0; scope < scopes.length; scope++) {
    const index = scopes[scope]!;
    if (!index.meta || late()) continue;
    const source = { index, target, terms };
    const { globs, words } = candidatesIn(index, target, buckets, terms);
    for (const slug of candidateSlugs(globs, words)) {
      if (decided.has(slug)) continue;
      if (heldBefore(scopes, scope, slug)) {
        decided.add(slug);
        continue;
      }
      if (globs.has(slug)) {
        const entry = index.detail(slug);
        if (!entry) continue; // a stale posting: some later scope may hold the slug
        decided.add(slug);
        const scored = scoreGotcha(entry, target, terms);
        if (scored && scored.relevance >= minRelevance) ranked.push(new Ranked(slug, scope, scored.relevance, entry.severity, entry.updated, { scored }));
      } else {
        const info = index.rank(slug);
        if (!info) continue;
        decided.add(slug);
        // No glob of it can match (a glob that could would have made it a glob candidate): its words decide.
        const hits = words.get(slug)!;
        const relevance = termRelevance(hits.tags.length, hits.titles);
        if (relevance === undefined || relevance < minRelevance) continue;
        ranked.push(new Ranked(slug, scope, relevance, info[1], info[0], source));
      }
    }
  }
  // rankGotchas's order; its ties kept the order of the single-file index: by scope, then by slug.
  return ranked.sort((a, b) => compareRank(a, b) || a.scope - b.scope || a.slug.localeCompare(b.slug));
}

/** The candidates of mayConcern: glob candidates, and gotchas sharing a tag term or two title terms with the call. */
function* candidateSlugs(globs: Set<string>, words: Map<string, WordHits>): Iterable<string> {
  yield* globs;
  for (const [slug, hits] of words) if (!globs.has(slug) && hits.specific && (hits.tags.length > 0 || hits.titles >= 2)) yield slug;
}

/** Whether a scope before this one holds the slug (its gotcha shadows this one). */
function heldBefore(scopes: ScopeIndex[], scope: number, slug: string): boolean {
  for (let earlier = 0; earlier < scope; earlier++) if (scopes[earlier]!.rank(slug)) return true;
  return false;
}

/** What stands for a gotcha whose details vanished between two reads (an index being rewritten). */
const stub = (slug: string, updated: string): GotchaEntry => ({ slug, title: slug, tags: [], paths: [], globs: [], tagTerms: [], titleTerms: [], text: "", updated });

/** Every entry of a scope (the write path, when the shard counts are outgrown). */
function readAllDetails(dir: string, meta: GotchaIndexMeta): Map<string, GotchaEntry> {
  const all = new Map<string, GotchaEntry>();
  for (let i = 0; i < meta.detailShards; i++) {
    const shard = asRecord(readJson(join(dir, detailFile(meta.detailShards, i)))) ?? {};
    for (const [slug, entry] of Object.entries(shard)) if (validEntry(entry, slug)) all.set(slug, entry);
  }
  return all;
}

/** True when the scope has a complete gotcha index in the current format. */
export function gotchaIndexExists(store: ScopeStore): boolean {
  return parseMeta(readJson(join(store.indexDir, GOTCHA_INDEX_DIR, GOTCHA_META_FILE)))?.complete === true;
}

// ── writing (under the scope's write lock, or from a catalog load: derived state, best effort) ──

/** Adds an entry's postings to the key shards it falls in (created as needed); returns its unnarrowed globs. */
function addPostings(entry: GotchaEntry, keyShards: number, shards: Map<string, KeyShard>): GlobPosting[] {
  const { postings, anywhere } = gotchaPostings(entry);
  for (const [bucket, posting] of postings) {
    const file = keyFile(bucket, keyShards);
    let shard = shards.get(file);
    if (!shard) shards.set(file, (shard = {}));
    if (posting === "title") {
      ((shard[bucket] ??= [[], [], []]) as TermPosting)[2].push(entry.slug);
    } else if (!Array.isArray(posting)) {
      const lists = (shard[bucket] ??= [[], [], []]) as TermPosting;
      lists[0].push(entry.slug);
      lists[1].push(posting.tag);
    } else {
      const list = (shard[bucket] ??= []) as Array<PathPosting | GlobPosting | CommandPosting>;
      if (!list.some((known) => known[0] === posting[0] && JSON.stringify(known[1]) === JSON.stringify(posting[1]))) list.push(posting);
    }
  }
  return anywhere.map((glob) => [entry.slug, glob]);
}

/** The shards an entry's postings fall in. */
function keyShardsOf(entry: GotchaEntry, keyShards: number): string[] {
  return gotchaPostings(entry).postings.map(([bucket]) => keyFile(bucket, keyShards));
}

/** Removes every posting of the slugs from a key shard read back from disk; false when its shape is not a key shard's. */
function removeSlugs(shard: KeyShard, slugs: ReadonlySet<string>): boolean {
  for (const [bucket, value] of Object.entries(shard)) {
    if (!Array.isArray(value)) return false;
    if (bucket.startsWith("t:")) {
      const [tags, indexes, titles] = value as unknown[];
      if (!Array.isArray(tags) || !Array.isArray(indexes) || !Array.isArray(titles) || tags.length !== indexes.length) return false;
      const keep = tags.map((slug) => !slugs.has(slug));
      const kept: TermPosting = [tags.filter((_, i) => keep[i]), indexes.filter((_, i) => keep[i]), titles.filter((slug) => !slugs.has(slug))];
      if (kept[0].length + kept[2].length > 0) shard[bucket] = kept;
      else delete shard[bucket];
    } else {
      if (!value.every((posting) => Array.isArray(posting))) return false;
      const kept = (value as Array<PathPosting | GlobPosting>).filter((posting) => !slugs.has(posting[0]));
      if (kept.length > 0) shard[bucket] = kept as PathPosting[] | GlobPosting[];
      else delete shard[bucket];
    }
  }
  return true;
}

// Shards are written synchronously, one after the other: many small files, each replaced atomically.
function writeShard(path: string, shard: object): void {
  if (Object.keys(shard).length > 0) writeDerivedFileSync(path, JSON.stringify(shard));
  else rmSync(path, { force: true });
}

function writeMeta(dir: string, meta: GotchaIndexMeta): void {
  // `version` first: gotchaIndexExists and older readers look at it.
  const { version, complete, count, keyShards, detailShards, rankShards, anywhere } = meta;
  writeDerivedFileSync(join(dir, GOTCHA_META_FILE), JSON.stringify({ version, complete, count, keyShards, detailShards, rankShards, anywhere }));
}

async function prepareDir(store: ScopeStore): Promise<string> {
  await store.ensureLayout();
  const dir = join(store.indexDir, GOTCHA_INDEX_DIR);
  await ensureRealDirectory(dir);
  return dir;
}

function shardMap<T>(shards: Map<number, Record<string, T>>, i: number): Record<string, T> {
  let shard = shards.get(i);
  if (!shard) shards.set(i, (shard = {}));
  return shard;
}

/** Writes the whole index of a scope from its gotchas, then removes shard files it no longer uses. */
export async function saveGotchaIndex(store: ScopeStore, gotchas: Iterable<GotchaEntry>, complete = true): Promise<void> {
  const sorted = [...gotchas].sort((a, b) => a.slug.localeCompare(b.slug));
  const shards = shardsFor(sorted.length);
  const rankShards = rankShardsFor(shards);
  const keyShards = new Map<string, KeyShard>();
  const detailShards = new Map<number, DetailShard>();
  const ranks = new Map<number, RankShard>();
  const anywhere: GlobPosting[] = [];
  for (const entry of sorted) {
    shardMap(detailShards, shardOf(entry.slug, shards))[entry.slug] = entry;
    shardMap(ranks, shardOf(entry.slug, rankShards))[entry.slug] = rankInfo(entry);
    anywhere.push(...addPostings(entry, shards, keyShards));
  }
  const dir = await prepareDir(store);
  const written = new Set<string>();
  // Details and ranks first, keys next, meta last: a reader that sees a key finds what it points to.
  const write = (name: string, shard: object) => {
    written.add(name);
    writeShard(join(dir, name), shard);
  };
  for (const [i, shard] of detailShards) write(detailFile(shards, i), shard);
  for (const [i, shard] of ranks) write(rankFile(rankShards, i), shard);
  for (const [name, shard] of keyShards) write(name, shard);
  writeMeta(dir, { version: GOTCHA_INDEX_VERSION, complete, count: sorted.length, keyShards: shards, detailShards: shards, rankShards, anywhere });
  for (const name of readdirSync(dir)) {
    if (SHARD_FILE.test(name) && !written.has(name)) rmSync(join(dir, name), { force: true });
  }
  for (const name of LEGACY_FILES) rmSync(store.indexPath(name), { force: true });
}

/**
 * The write path: replaces (an entry) or removes (undefined) the gotchas of
 * some slugs, rewriting only the shards their old and new keys fall in. An
 * index that does not exist yet is started (marked incomplete, so the next
 * catalog load rebuilds it from every file); one whose shard counts are
 * outgrown is rebuilt from its details.
 */
export async function applyGotchaChanges(store: ScopeStore, changes: ReadonlyMap<string, GotchaEntry | undefined>): Promise<void> {
  if (changes.size === 0) return;
  const dir = await prepareDir(store);
  const found = parseMeta(readJson(join(dir, GOTCHA_META_FILE)));
  const meta: GotchaIndexMeta = found ?? { version: GOTCHA_INDEX_VERSION, complete: false, count: 0, keyShards: 1, detailShards: 1, rankShards: 1, anywhere: [] };
  let complete = meta.complete;
  const files = new Map<string, Record<string, unknown>>();
  const shard = (name: string): Record<string, unknown> => {
    let value = files.get(name);
    if (!value) {
      const read = readJson(join(dir, name));
      // A shard that exists but cannot be read loses what it held: have the next catalog load rebuild the index.
      if (!isObject(read) && existsSync(join(dir, name))) complete = false;
      files.set(name, (value = isObject(read) ? read : {}));
    }
    return value;
  };
  const detailName = (slug: string) => detailFile(meta.detailShards, shardOf(slug, meta.detailShards));
  const rankName = (slug: string) => rankFile(meta.rankShards, shardOf(slug, meta.rankShards));

  let count = meta.count;
  const previous = new Map<string, GotchaEntry | undefined>();
  for (const [slug, entry] of changes) {
    const details = shard(detailName(slug));
    const old = Object.hasOwn(details, slug) && validEntry(details[slug], slug) ? (details[slug] as GotchaEntry) : undefined;
    previous.set(slug, old);
    count += (entry ? 1 : 0) - (old ? 1 : 0);
  }

  if (shardsFor(count) > 2 * Math.min(meta.keyShards, meta.detailShards)) {
    const all = readAllDetails(dir, meta);
    for (const [slug, entry] of changes) {
      if (entry) all.set(slug, entry);
      else all.delete(slug);
    }
    await saveGotchaIndex(store, all.values(), complete);
    return;
  }

  const keys = new Map<string, KeyShard>();
  for (const [slug, entry] of changes) {
    const old = previous.get(slug);
    for (const name of [...(old ? keyShardsOf(old, meta.keyShards) : []), ...(entry ? keyShardsOf(entry, meta.keyShards) : [])]) {
      if (!keys.has(name)) keys.set(name, shard(name) as KeyShard);
    }
  }
  const slugs = new Set(changes.keys());
  for (const [name, keyShard] of keys) {
    if (!removeSlugs(keyShard, slugs)) {
      complete = false;
      keys.set(name, {});
    }
  }
  const anywhere = meta.anywhere.filter(([slug]) => !slugs.has(slug));
  const touched = new Set<string>();
  for (const [slug, entry] of changes) {
    for (const [name, value] of [[detailName(slug), entry], [rankName(slug), entry && rankInfo(entry)]] as const) {
      const held = shard(name);
      if (value) held[slug] = value;
      else if (Object.hasOwn(held, slug)) delete held[slug];
      else continue;
      touched.add(name);
    }
    if (entry) anywhere.push(...addPostings(entry, meta.keyShards, keys));
  }

  // Details and ranks first, keys next, meta last (as in a rebuild).
  for (const name of touched) writeShard(join(dir, name), files.get(name)!);
  for (const [name, keyShard] of keys) writeShard(join(dir, name), keyShard);
  const next: GotchaIndexMeta = { ...meta, complete, count, anywhere };
  if (!found || JSON.stringify(next) !== JSON.stringify(meta)) writeMeta(dir, next);
}

/** Replaces or removes one entry. */
export async function updateGotchaIndex(store: ScopeStore, slug: string, entry: GotchaEntry | undefined): Promise<void> {
  await applyGotchaChanges(store, new Map([[slug, entry]]));
}
