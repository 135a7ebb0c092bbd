// Writing the gotcha index (under the scope's write lock, or from a check of
// the files: derived state, best effort). The layout, and the hook's read, are
// read.ts; what an entry holds, index/manifest/gotcha-entry.ts.

import { ensureRealDirectory } from "../../store/real-directory.js";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { gotchaLines, type GotchaEntry } from "../../core/gotcha/index.js";
import { findSecrets, SECRET_RULES_REVISION } from "../../core/secrets/index.js";
import {
  GOTCHA_INDEX_DIR,
  GOTCHA_META_FILE,
  gotchaPostings,
  orderKeyShard,
  orderPostings,
  shardOf,
  type CommandPosting,
  type GlobPosting,
  type KeyShard,
  type TermPosting,
} from "../../core/gotcha/index.js";
import { writeDerivedFileSync } from "../../store/atomic-write.js";
import type { ScopeStore } from "../../store/scope-store.js";
import { touched, type DerivedIndex } from "../change-set.js";
import type { ManifestEntry } from "../manifest/index.js";
import {
  GOTCHA_INDEX_VERSION,
  SHARD_FILE,
  detailFile,
  detailShardsFor,
  gotchaIndexExists,
  isObject,
  keyFile,
  parseMeta,
  rankFile,
  rankInfo,
  rankShardsFor,
  readAllDetails,
  readJson,
  shardText,
  shardsFor,
  validEntry,
  type DetailShard,
  type GotchaIndexMeta,
  LISTED_BUCKETS,
  type RankShard,
} from "./files.js";

export { compileGlob, gotchaEntry, isInjectable, shortText } from "../manifest/index.js";
export { GOTCHA_INDEX_DIR, GOTCHA_META_FILE };
export { gotchaIndexExists, shardsFor } from "./files.js";
export { rankConcerning, type RankedGotcha } from "./read.js";

/** The single-file layout of version 5 and before, removed by the first rebuild. */
const LEGACY_FILES = ["gotchas.json", "gotcha-details.json"];

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
      const list = (shard[bucket] ??= []) as Array<GlobPosting | CommandPosting>;
      // Each glob or command of a gotcha once per bucket.
      if (!list.some((known) => known[0] === posting[0] && known[2] === posting[2])) list.push(posting);
    }
  }
  return anywhere;
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
      if (!Array.isArray(tags) || !Array.isArray(indexes) || !Array.isArray(titles) || tags.length !== indexes.length)
        return false;
      const keep = tags.map((slug) => !slugs.has(slug));
      const kept: TermPosting = [
        tags.filter((_, i) => keep[i]),
        indexes.filter((_, i) => keep[i]),
        titles.filter((slug) => !slugs.has(slug)),
      ];
      if (kept[0].length + kept[2].length > 0) shard[bucket] = kept;
      else delete shard[bucket];
    } else {
      if (!value.every((posting) => Array.isArray(posting))) return false;
      const kept = (value as GlobPosting[]).filter((posting) => !slugs.has(posting[0]));
      if (kept.length > 0) shard[bucket] = kept;
      else delete shard[bucket];
    }
  }
  return true;
}

// Shards are written synchronously, one after the other: many small files, each replaced atomically.
function writeShard(path: string, shard: Record<string, unknown>): void {
  if (Object.keys(shard).length > 0) writeDerivedFileSync(path, shardText(shard));
  else rmSync(path, { force: true });
}

function writeMeta(dir: string, meta: GotchaIndexMeta): void {
  // `version` first: gotchaIndexExists and older readers look at it.
  const {
    version,
    complete,
    count,
    keyShards,
    detailShards,
    rankShards,
    anywhere,
    cleanSlugs,
    cleanDirectory,
    buckets,
  } = meta;
  writeDerivedFileSync(
    join(dir, GOTCHA_META_FILE),
    JSON.stringify({
      version,
      complete,
      count,
      keyShards,
      detailShards,
      rankShards,
      anywhere,
      cleanSlugs,
      cleanDirectory,
      buckets,
    }),
  );
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

/**
 * The entry marked with the secret rules' revision when they find nothing in its slug and in what a block shows of
 * it (its document was redacted; this scans it as shown): the hook then shows it and logs its slug without loading
 * the rules (hook/run.ts). An entry already marked by these rules is not scanned again.
 */
export function scannedGotcha(entry: GotchaEntry, indexed?: GotchaEntry): GotchaEntry {
  if (entry.cleanUnder === SECRET_RULES_REVISION) return entry;
  const { cleanUnder: _, ...unmarked } = entry;
  const lines = gotchaLines(entry);
  // The scan reads the slug and the block's lines alone: the same lines the index being replaced found clean with
  // these rules need no scan (a rebuild reads every gotcha afresh, unmarked: ~2% of its CPU at 10,000 memories).
  if (indexed?.cleanUnder === SECRET_RULES_REVISION && indexed.slug === entry.slug && sameLines(indexed, lines))
    return { ...unmarked, cleanUnder: SECRET_RULES_REVISION };
  return findSecrets(entry.slug).length === 0 && findSecrets(lines).length === 0
    ? { ...unmarked, cleanUnder: SECRET_RULES_REVISION }
    : unmarked;
}

/** Whether an entry read back from the index shows these lines (false when it cannot be rendered: a damaged one). */
function sameLines(indexed: GotchaEntry, lines: string): boolean {
  try {
    return gotchaLines(indexed) === lines;
  } catch {
    return false;
  }
}

/** The entries of the scope's gotcha index as it is, marked ones only (none when there is no readable index). */
function markedEntries(store: ScopeStore): Map<string, GotchaEntry> {
  const dir = join(store.indexDir, GOTCHA_INDEX_DIR);
  const meta = parseMeta(readJson(join(dir, GOTCHA_META_FILE)));
  const marked = new Map<string, GotchaEntry>();
  if (!meta) return marked;
  for (const [slug, entry] of readAllDetails(dir, meta))
    if (entry.cleanUnder === SECRET_RULES_REVISION) marked.set(slug, entry);
  return marked;
}

/**
 * The directory a scope's store lives in (`<dir>/.claude/memory`, the project's for a project scope) when the rules
 * find nothing in its name: the hook logs it with every injection, and a path like `/Users/…` is one its own test
 * (core/secret-free-text) refuses.
 */
function cleanDirectoryOf(store: ScopeStore): string | undefined {
  const claude = dirname(store.root);
  if (basename(claude) !== ".claude") return undefined;
  const directory = dirname(claude);
  return findSecrets(directory).length === 0 ? directory : undefined;
}

/** The path, name, extension and command buckets of key shards (term buckets are too many to list). */
function listedBuckets(shards: Iterable<KeyShard>, known: Iterable<string> = []): string[] | undefined {
  const buckets = new Set(known);
  for (const shard of shards)
    for (const bucket of Object.keys(shard)) if (!bucket.startsWith("t:")) buckets.add(bucket);
  return buckets.size <= LISTED_BUCKETS ? [...buckets].sort() : undefined;
}

/** The revision of the secret rules that found all these entries clean, if one did (else undefined). */
function cleanUnder(entries: Iterable<GotchaEntry | undefined>, revision = SECRET_RULES_REVISION): number | undefined {
  for (const entry of entries) if (entry && entry.cleanUnder !== revision) return undefined;
  return revision;
}

/** Writes the whole index of a scope from its gotchas, then removes shard files it no longer uses. */
export async function saveGotchaIndex(
  store: ScopeStore,
  gotchas: Iterable<GotchaEntry>,
  complete = true,
): Promise<void> {
  const entries = [...gotchas];
  const indexed = entries.some((entry) => entry.cleanUnder !== SECRET_RULES_REVISION)
    ? markedEntries(store)
    : undefined;
  const sorted = entries
    .map((entry) => scannedGotcha(entry, indexed?.get(entry.slug)))
    .sort((a, b) => a.slug.localeCompare(b.slug));
  const shards = shardsFor(sorted.length);
  const detailShards = detailShardsFor(sorted.length);
  const rankShards = rankShardsFor(shards);
  const keyShards = new Map<string, KeyShard>();
  const details = new Map<number, DetailShard>();
  const ranks = new Map<number, RankShard>();
  const anywhere: GlobPosting[] = [];
  for (const entry of sorted) {
    shardMap(details, shardOf(entry.slug, detailShards))[entry.slug] = entry;
    shardMap(ranks, shardOf(entry.slug, rankShards))[entry.slug] = rankInfo(entry);
    anywhere.push(...addPostings(entry, shards, keyShards));
  }
  const dir = await prepareDir(store);
  const written = new Set<string>();
  // Details and ranks first, keys next, meta last: a reader that sees a key finds what it points to.
  const write = (name: string, shard: Record<string, unknown>) => {
    written.add(name);
    writeShard(join(dir, name), shard);
  };
  for (const [i, shard] of details) write(detailFile(detailShards, i), shard);
  for (const [i, shard] of ranks) write(rankFile(rankShards, i), shard);
  for (const [name, shard] of keyShards) write(name, orderKeyShard(shard));
  writeMeta(dir, {
    version: GOTCHA_INDEX_VERSION,
    complete,
    count: sorted.length,
    keyShards: shards,
    detailShards,
    rankShards,
    anywhere: orderPostings(anywhere),
    cleanSlugs: cleanUnder(sorted),
    cleanDirectory: cleanDirectoryOf(store),
    buckets: listedBuckets(keyShards.values()),
  });
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
export async function applyGotchaChanges(
  store: ScopeStore,
  given: ReadonlyMap<string, GotchaEntry | undefined>,
): Promise<void> {
  if (given.size === 0) return;
  const changes = new Map([...given].map(([slug, entry]) => [slug, entry && scannedGotcha(entry)]));
  const dir = await prepareDir(store);
  const found = parseMeta(readJson(join(dir, GOTCHA_META_FILE)));
  const meta: GotchaIndexMeta = found ?? {
    version: GOTCHA_INDEX_VERSION,
    complete: false,
    count: 0,
    keyShards: 1,
    detailShards: 1,
    rankShards: 1,
    anywhere: [],
    cleanSlugs: SECRET_RULES_REVISION,
    buckets: [],
  };
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
    const old =
      Object.hasOwn(details, slug) && validEntry(details[slug], slug) ? (details[slug] as GotchaEntry) : undefined;
    previous.set(slug, old);
    count += (entry ? 1 : 0) - (old ? 1 : 0);
  }

  if (shardsFor(count) > 2 * meta.keyShards || detailShardsFor(count) > 2 * meta.detailShards) {
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
    for (const name of [
      ...(old ? keyShardsOf(old, meta.keyShards) : []),
      ...(entry ? keyShardsOf(entry, meta.keyShards) : []),
    ]) {
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
    for (const [name, value] of [
      [detailName(slug), entry],
      [rankName(slug), entry && rankInfo(entry)],
    ] as const) {
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
  for (const [name, keyShard] of keys) writeShard(join(dir, name), orderKeyShard(keyShard));
  // Removing an entry keeps the others clean; one added that is not (or an index of other rules) clears the mark.
  const cleanSlugs = meta.cleanSlugs === undefined ? undefined : cleanUnder(changes.values(), meta.cleanSlugs);
  // The buckets listed: those of the shards rewritten as they now are, the others' as they were (unknown stays so).
  const rewritten = new Set(keys.keys());
  const buckets =
    meta.buckets &&
    listedBuckets(
      keys.values(),
      meta.buckets.filter((bucket) => !rewritten.has(keyFile(bucket, meta.keyShards))),
    );
  const next: GotchaIndexMeta = {
    ...meta,
    complete,
    count,
    anywhere: orderPostings(anywhere),
    cleanSlugs,
    cleanDirectory: cleanDirectoryOf(store),
    ...(buckets ? { buckets } : {}),
  };
  if (!buckets) delete next.buckets;
  if (!found || JSON.stringify(next) !== JSON.stringify(meta)) writeMeta(dir, next);
}

/** Replaces or removes one entry. */
export async function updateGotchaIndex(
  store: ScopeStore,
  slug: string,
  entry: GotchaEntry | undefined,
): Promise<void> {
  await applyGotchaChanges(store, new Map([[slug, entry]]));
}

// Past this many changed memories, rewriting the whole index costs less than updating it file by file.
const INCREMENTAL_CHANGES = 128;

/** A memory's gotcha entry with the size and mtime of the file it was made from (the hook checks them before showing it). */
function stampedGotcha(entry: ManifestEntry | undefined, unconfirmed = false): GotchaEntry | undefined {
  const gotcha = entry?.summary?.gotcha;
  return gotcha && (unconfirmed ? gotcha : { ...gotcha, file: [entry.size, entry.mtimeMs] });
}

/** The gotcha index in the derived-state pipeline. */
export const gotchaIndex: DerivedIndex = {
  name: "gotcha",
  exists: gotchaIndexExists,
  async apply(set) {
    const slugs = touched(set);
    if (slugs.size === 0) return;
    if (set.entries && slugs.size > INCREMENTAL_CHANGES) return this.rebuild({ ...set, entries: set.entries });
    await applyGotchaChanges(
      set.store,
      new Map([...slugs].map(([slug, entry]) => [slug, stampedGotcha(entry, set.changes.get(slug)?.unconfirmed)])),
    );
  },
  async rebuild(set) {
    await saveGotchaIndex(
      set.store,
      [...set.entries.values()].flatMap((entry) => stampedGotcha(entry) ?? []),
    );
  },
};
