// The gotcha index's files (the writer is build.ts, the hook's reader read.ts).
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
// Shards are JSON objects written a key to a line, in ASCII (see shardText):
// the hook parses only the lines of the keys it looks up, in one-byte strings.

import { constants, lstatSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  GOTCHA_INDEX_DIR,
  GOTCHA_META_FILE,
  shardOf,
  type GlobPosting,
  type GotchaEntry,
  type RankInfo,
} from "../../core/gotcha/index.js";
import type { ScopeStore } from "../../store/scope-store.js";

export const GOTCHA_INDEX_VERSION = 10;

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
  /** The revision of the secret rules that found every entry clean, its slug with it (see GotchaEntry.cleanUnder). */
  cleanSlugs?: number;
  /** The directory above the store's `.claude/`, found clean by the same rules (the hook logs it as the project). */
  cleanDirectory?: string;
  /**
   * Every path, name, extension and command bucket that holds postings, when there are few enough to list (see
   * LISTED_BUCKETS): a call whose buckets are not listed reads no key shard for them (most reads name a directory no
   * gotcha covers, or one of two whose other shard has none). Absent: not known, every shard of the call is read.
   */
  buckets?: string[];
}

/** The most buckets the meta lists (the hook parses it on every call). */
export const LISTED_BUCKETS = 512;

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
const NON_BLOCKING_READ = (constants.O_RDONLY |
  (constants.O_NONBLOCK ?? 0) |
  (constants.O_NOFOLLOW ?? 0)) as unknown as string;

/**
 * The text of one file of the index, or undefined when it is missing or unreadable. Synchronous (small files:
 * thread-pool round trips cost more than the reads), and as few calls as possible: a stat (a missing file costs no
 * exception; most scopes of a call have no index), then one read. A FIFO, device or link put in its place is no
 * regular file and is not read; the open neither waits nor follows a link should one appear after the stat.
 */
function readIndexText(path: string): string | undefined {
  try {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat?.isFile() || stat.size > MAX_INDEX_BYTES) return undefined;
    return readFileSync(path, { encoding: "utf8", flag: NON_BLOCKING_READ });
  } catch {
    return undefined;
  }
}

/** One JSON file of the index, or undefined when it is missing, unreadable or malformed. */
export function readJson(path: string): unknown {
  const text = readIndexText(path);
  return text === undefined ? undefined : parseOrUndefined(text);
}

/** JSON text in ASCII: other characters (only ever inside strings) escaped, as JSON.stringify leaves them. */
const asciiJson = (json: string) =>
  /[^\x00-\x7f]/.test(json)
    ? json.replace(/[^\x00-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`)
    : json;

/**
 * A shard's text: its JSON object with each key and its value on a line of its own, in ASCII. JSON.stringify escapes
 * every line break inside strings, so a line starting with a key's JSON is that key's, and holds its whole value.
 */
export function shardText(shard: Record<string, unknown>): string {
  const lines = Object.entries(shard).map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`);
  return asciiJson(`{\n${lines.join(",\n")}\n}`);
}

/** A key's value in one shard, or undefined: what the hook asks of the few shards it reads. */
export type ShardLookup = (key: string) => unknown;

/**
 * One shard for the lookup of a few keys: in shardText's layout only the line of each key asked is parsed (at 10,000
 * memories a key shard holds ~16 buckets and the rank shard ~1,000 gotchas, of which a call needs one or a few); any
 * other JSON object (a shard an earlier version wrote) is parsed whole. Undefined when the file is missing,
 * unreadable or not a JSON object; a line that does not parse holds nothing.
 */
export function readShard(path: string): ShardLookup | undefined {
  const text = readIndexText(path);
  if (text === undefined) return undefined;
  if (!(text.startsWith("{\n") && text.endsWith("\n}"))) {
    const whole = asRecord(parseOrUndefined(text));
    return whole && ((key) => (Object.hasOwn(whole, key) ? whole[key] : undefined));
  }
  const found = new Map<string, unknown>();
  return (key) => {
    if (found.has(key)) return found.get(key);
    const line = `\n${asciiJson(JSON.stringify(key))}:`;
    const at = text.indexOf(line);
    const start = at + line.length;
    const end = at < 0 ? -1 : text.indexOf("\n", start);
    const value =
      end < 0 ? undefined : parseOrUndefined(text.slice(start, text.charCodeAt(end - 1) === 44 ? end - 1 : end));
    found.set(key, value);
    return value;
  };
}

function parseOrUndefined(json: string): unknown {
  try {
    return JSON.parse(json);
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
    ...(Number.isInteger(value.cleanSlugs) ? { cleanSlugs: value.cleanSlugs as number } : {}),
    ...(typeof value.cleanDirectory === "string" ? { cleanDirectory: value.cleanDirectory } : {}),
    ...(Array.isArray(value.buckets) && value.buckets.every((bucket) => typeof bucket === "string")
      ? { buckets: value.buckets as string[] }
      : {}),
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

export const validRank = (info: unknown): info is RankInfo =>
  Array.isArray(info) && typeof info[0] === "string" && (info[1] === undefined || typeof info[1] === "string");

/** A glob or command posting as the writer makes them (the glob or command itself is checked where it is used). */
export function validKeyPosting(posting: unknown): posting is GlobPosting {
  return (
    Array.isArray(posting) &&
    typeof posting[0] === "string" &&
    isObject(posting[1]) &&
    Number.isInteger(posting[2]) &&
    validRank(posting[3])
  );
}

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
  // The file stamp and the mark of the rules that found an entry clean are the index's own: the entries as the
  // catalog has them.
  return [...details.values()].map(({ file: _stamp, cleanUnder: _scanned, ...gotcha }) => gotcha);
}

/** True when the scope has a complete gotcha index in the current format. */
export function gotchaIndexExists(store: ScopeStore): boolean {
  return parseMeta(readJson(join(store.indexDir, GOTCHA_INDEX_DIR, GOTCHA_META_FILE)))?.complete === true;
}
