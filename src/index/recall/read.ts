// Reading the recall index (see build.ts for its layout): what the
// prompt hook does with a prompt's terms, with no codec, no search engine and
// no glob library. Never throws on a missing or malformed file.

import { constants, lstatSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { shardOf } from "../../core/hash/index.js";
import { forEachTerm, termPairs } from "../../core/recall/index.js";

export const RECALL_DIR = "recall";
/**
 * 6: a detail's terms stored as one text (`4 queri rout;3 ci`), not as [term, weight] pairs. 7: the shards of a
 * generation (`t-<generation>-<i>.tsv`), named by the meta: a rebuild writes new files, no temp file and rename each.
 */
export const RECALL_INDEX_VERSION = 7;
/** What the session brief reads: the counts and the few entries it can show. */
export const briefFile = "brief.json";
/** Every hub, decision and anchored memory, which the writers keep the brief from. */
export const briefAllFile = "brief-all.json";
/** The latest changes, laid over the shards until they are folded in. */
export const deltaFile = "delta.json";
/** Shard `i` of the generation a meta names: term shards and detail shards. */
export const termFile = (meta: Pick<RecallMeta, "generation">, i: number) => `t-${meta.generation}-${i}.tsv`;
export const detailFile = (meta: Pick<RecallMeta, "generation">, i: number) => `d-${meta.generation}-${i}.json`;

export interface RecallMeta {
  version: number;
  count: number;
  /** Sum of the term weights of every memory (their average is BM25's average length). */
  totalWeight: number;
  shards: number;
  /** The shard files' generation: a rebuild writes a new one beside the old, then this meta, then removes the old. */
  generation: string;
}

/** What a recall line shows of a memory, and what decides whether it is still current. */
export interface RecallDetail {
  /** title, type, tags, start of the body, updated */
  t: string;
  y: string;
  g: string[];
  x: string;
  u: string;
  /** The file's size and mtime when indexed. */
  f: [number, number];
  /** Weighted terms, heaviest first. */
  w: Array<[string, number]>;
  /** Expires at; superseded by. */
  e?: string;
  s?: string;
  /** The repository files it is anchored to (path, hash when written): the brief warns when they changed. */
  a?: Array<{ path: string; sha256: string }>;
}

/**
 * A detail as the shards and the delta store it: its terms as one text, `4 queri rout;3 ci` (the summary's
 * `recall.terms`, core/recall/terms-text.ts), which a reader turns into pairs for the few memories it looks at.
 * As [term, weight] pairs they were most of the index's bytes and of the time taken to write and parse a shard.
 */
export interface StoredRecallDetail extends Omit<RecallDetail, "w"> {
  w: string;
}

/** A stored detail as readers see it. */
export function readableDetail(stored: StoredRecallDetail): RecallDetail {
  return { ...stored, w: termPairs(stored.w) };
}

/** delta.json: slug → its detail now, or null when it left the index; for the shards it was made for. */
export interface RecallDelta {
  shards: number;
  generation: string;
  changes: Record<string, StoredRecallDetail | null>;
}

/** The delta's changes (undefined: removed); empty when there is none or it belongs to other shards. */
export function readRecallDelta(dir: string, meta: RecallMeta): Map<string, StoredRecallDetail | undefined> {
  const changes = new Map<string, StoredRecallDetail | undefined>();
  const delta = readRecallJson(join(dir, deltaFile));
  if (
    !delta ||
    delta.shards !== meta.shards ||
    delta.generation !== meta.generation ||
    !delta.changes ||
    typeof delta.changes !== "object"
  )
    return changes;
  for (const [slug, detail] of Object.entries(delta.changes)) {
    if (detail === null) changes.set(slug, undefined);
    else if (validDetail(detail)) changes.set(slug, detail);
  }
  return changes;
}

/** The session brief's data: counts by type, hubs and decisions (slug → title, updated[, expires]), anchors (slug → anchors). */
export interface BriefData {
  counts: Record<string, number>;
  hubs: Record<string, [string, string]>;
  decisions: Record<string, [string, string] | [string, string, string]>;
  anchored?: Record<string, Array<{ path: string; sha256: string }>>;
}

const MAX_FILE_BYTES = 16 * 1024 * 1024;

/** A JSON object file of the index, or undefined when it is missing, unreadable, too large or not an object. */
export function readRecallJson(path: string): Record<string, unknown> | undefined {
  const text = readRecallText(path);
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

// Node takes numeric open flags too (its typings say string only): no wait on a named pipe, no link followed.
const SAFE_READ = (constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0)) as unknown as string;

/**
 * A text file of the index, or undefined when it is missing, unreadable, larger than any the writers make, or not a
 * regular file (a named pipe, link or device put in its place: never waited on or followed). A stat first: a missing
 * file costs no exception (the hook reads these on every prompt).
 */
export function readRecallText(path: string): string | undefined {
  try {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    return stat?.isFile() && stat.size <= MAX_FILE_BYTES
      ? readFileSync(path, { encoding: "utf8", flag: SAFE_READ })
      : undefined;
  } catch {
    return undefined;
  }
}

// A term shard holds one line per term: the term, a tab, then its postings as `slug weight` pairs separated by
// spaces (terms and slugs hold neither). A prompt takes the lines of its few terms and parses nothing else of
// the shard, where a JSON shard of every term's [slug, weight] pairs cost most of the hook's time.

/** A term's postings: [slug, weight] pairs, or the text a line holds after the tab. */
export type TermPostings = string | ReadonlyArray<readonly [string, number]>;

/** A term's line of a term shard, newline included. */
export function termLine(term: string, postings: TermPostings): string {
  const text =
    typeof postings === "string" ? postings : postings.map(([slug, weight]) => `${slug} ${weight}`).join(" ");
  return `${term}\t${text}\n`;
}

/** Every term of a shard's text with the text of its postings (after the tab), unparsed. */
export function rawTermLines(text: string): Map<string, string> {
  const terms = new Map<string, string>();
  for (const line of text.split("\n")) {
    const tab = line.indexOf("\t");
    if (tab > 0) terms.set(line.slice(0, tab), line.slice(tab + 1));
  }
  return terms;
}

/** A posting list as [slug, weight] pairs. */
export function pairsOf(list: PostingList): Array<[string, number]> {
  const pairs: Array<[string, number]> = [];
  list.forEach((slug, weight) => pairs.push([slug, weight]));
  return pairs;
}

/** The slugs a visit of a posting list is restricted to. */
export interface SlugFilter {
  has(slug: string): boolean;
}

/** The memories that have a term, each with its weight. */
export interface PostingList {
  /** How many. */
  readonly size: number;
  /** Visits each one; with `only`, only the slugs it has. */
  forEach(visit: (slug: string, weight: number) => void, only?: SlugFilter): void;
}

/**
 * A term's line of a shard, parsed only as far as a visit needs: counting its postings is a scan for spaces, and
 * a visit restricted to a few slugs parses no weight of the others (a word most memories share has thousands).
 */
class PostingLine implements PostingList {
  readonly size: number;
  private uneven: boolean | undefined;

  constructor(private readonly pairs: string) {
    let spaces = 0;
    for (let i = pairs.indexOf(" "); i >= 0; i = pairs.indexOf(" ", i + 1)) spaces++;
    this.size = pairs ? (spaces + 1) >> 1 : 0;
  }

  /**
   * Whether the line holds a posting of `slug` (one `forEach` would visit): a few searches of the text, not a parse
   * of every posting (a common word's line holds one per memory). Where a slug could be taken for a weight (it reads
   * as a number) or the slugs and weights are out of step (a damaged line), the postings are parsed instead.
   */
  holds(slug: string): boolean {
    const { pairs } = this;
    if (slug === "" || !Number.isNaN(Number(slug)) || this.irregular()) {
      let found = false;
      this.forEach(() => (found = true), new Map([[slug, true]]));
      return found;
    }
    for (let at = pairs.indexOf(slug); at >= 0; at = pairs.indexOf(slug, at + 1)) {
      const end = at + slug.length;
      if ((at > 0 && pairs.charCodeAt(at - 1) !== SPACE) || pairs.charCodeAt(end) !== SPACE) continue;
      const next = pairs.indexOf(" ", end + 1);
      const weight = pairs.slice(end + 1, next < 0 ? pairs.length : next);
      if (weight !== "" && Number.isFinite(Number(weight))) return true;
    }
    return false;
  }

  /** An empty slug or weight (a leading or a doubled space) puts the ones after it out of step. */
  private irregular(): boolean {
    return (this.uneven ??= this.pairs.charCodeAt(0) === SPACE || this.pairs.includes("  "));
  }

  forEach(visit: (slug: string, weight: number) => void, only?: SlugFilter): void {
    const { pairs } = this;
    for (let at = 0; at < pairs.length; ) {
      const gap = pairs.indexOf(" ", at);
      if (gap < 0) return;
      const next = pairs.indexOf(" ", gap + 1);
      const end = next < 0 ? pairs.length : next;
      const slug = pairs.slice(at, gap);
      at = end + 1;
      if (!slug || (only && !only.has(slug))) continue;
      const weight = end > gap + 1 ? Number(pairs.slice(gap + 1, end)) : Number.NaN;
      if (Number.isFinite(weight)) visit(slug, weight);
    }
  }
}

const SPACE = 32;
const NO_POSTINGS = new PostingLine("");

/** The postings of a term's line in a shard's text. */
export function postingLine(text: string, term: string): PostingLine {
  const key = `${term}\t`;
  let start = 0;
  if (!text.startsWith(key)) {
    const at = text.indexOf(`\n${key}`);
    if (at < 0) return NO_POSTINGS;
    start = at + 1;
  }
  const end = text.indexOf("\n", start);
  return new PostingLine(text.slice(start + key.length, end < 0 ? text.length : end));
}

/**
 * A term's stored postings with the latest changes over them: the memories the changes name are visited with their
 * new postings, after the others. Read in place (a common word's line holds a posting per memory: no copy of it).
 */
class PatchedPostings implements PostingList {
  private replacedCount: number | undefined;

  constructor(
    private readonly stored: PostingLine,
    private readonly replaced: ReadonlyMap<string, unknown>,
    private readonly changed: ReadonlyArray<readonly [string, number]>,
  ) {}

  get size(): number {
    if (this.replacedCount === undefined) {
      let count = 0;
      for (const slug of this.replaced.keys()) if (this.stored.holds(slug)) count++;
      this.replacedCount = count;
    }
    return this.stored.size - this.replacedCount + this.changed.length;
  }

  forEach(visit: (slug: string, weight: number) => void, only?: SlugFilter): void {
    this.stored.forEach((slug, weight) => {
      if (!this.replaced.has(slug)) visit(slug, weight);
    }, only);
    for (const [slug, weight] of this.changed) if (!only || only.has(slug)) visit(slug, weight);
  }
}

const GENERATION = /^[0-9a-z]+$/;

export function readRecallMeta(dir: string): RecallMeta | undefined {
  const meta = readRecallJson(join(dir, "meta.json"));
  if (
    !meta ||
    meta.version !== RECALL_INDEX_VERSION ||
    !Number.isInteger(meta.shards) ||
    (meta.shards as number) < 1 ||
    typeof meta.count !== "number" ||
    typeof meta.totalWeight !== "number" ||
    typeof meta.generation !== "string" ||
    !GENERATION.test(meta.generation)
  )
    return undefined;
  return meta as unknown as RecallMeta;
}

export function validDetail(value: unknown): value is StoredRecallDetail {
  if (!value || typeof value !== "object") return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d.t === "string" &&
    typeof d.y === "string" &&
    Array.isArray(d.g) &&
    typeof d.x === "string" &&
    typeof d.u === "string" &&
    Array.isArray(d.f) &&
    typeof d.w === "string"
  );
}

export function readBrief(dir: string): BriefData | undefined {
  const brief = readRecallJson(join(dir, RECALL_DIR, briefFile));
  return brief &&
    typeof brief.counts === "object" &&
    typeof brief.hubs === "object" &&
    typeof brief.decisions === "object"
    ? (brief as unknown as BriefData)
    : undefined;
}

/** One scope's recall index as one prompt reads it: each file at most once, the delta over the shards. */
export class RecallScope {
  readonly meta: RecallMeta | undefined;
  private readonly files = new Map<string, Record<string, unknown> | undefined>();
  private readonly texts = new Map<string, string | undefined>();
  private readonly dir: string;
  private readonly delta: Map<string, StoredRecallDetail | undefined>;
  private readonly readable = new Map<string, RecallDetail | undefined>();
  private deltaPostings: Map<string, Array<[string, number]>> | undefined;

  constructor(
    readonly root: string,
    indexDir: string,
  ) {
    this.dir = join(indexDir, RECALL_DIR);
    this.meta = readRecallMeta(this.dir);
    this.delta = this.meta ? readRecallDelta(this.dir, this.meta) : new Map();
  }

  private file(name: string): Record<string, unknown> | undefined {
    if (!this.files.has(name)) this.files.set(name, readRecallJson(join(this.dir, name)));
    return this.files.get(name);
  }

  private text(name: string): string | undefined {
    if (!this.texts.has(name)) this.texts.set(name, readRecallText(join(this.dir, name)));
    return this.texts.get(name);
  }

  /** The postings of a term. */
  postings(term: string): PostingList {
    if (!this.meta) return NO_POSTINGS;
    const text = this.text(termFile(this.meta, shardOf(term, this.meta.shards)));
    const stored = text === undefined ? NO_POSTINGS : postingLine(text, term);
    if (this.delta.size === 0) return stored;
    return new PatchedPostings(stored, this.delta, this.changedPostings().get(term) ?? []);
  }

  /** A memory's detail, its terms as pairs. */
  detail(slug: string): RecallDetail | undefined {
    if (!this.readable.has(slug)) {
      const stored = this.storedDetail(slug);
      this.readable.set(slug, stored && readableDetail(stored));
    }
    return this.readable.get(slug);
  }

  /** A memory's detail as stored (its terms as text): what decides whether it is current, without its terms. */
  storedDetail(slug: string): StoredRecallDetail | undefined {
    if (!this.meta) return undefined;
    if (this.delta.has(slug)) return this.delta.get(slug);
    const shard = this.file(detailFile(this.meta, shardOf(slug, this.meta.shards)));
    const value = shard && Object.hasOwn(shard, slug) ? shard[slug] : undefined;
    return validDetail(value) ? value : undefined;
  }

  private changedPostings(): Map<string, Array<[string, number]>> {
    if (!this.deltaPostings) {
      this.deltaPostings = new Map();
      for (const [slug, detail] of this.delta) {
        forEachTerm(detail?.w ?? "", (term, weight) => {
          const postings = this.deltaPostings!.get(term);
          if (postings) postings.push([slug, weight]);
          else this.deltaPostings!.set(term, [[slug, weight]]);
        });
      }
    }
    return this.deltaPostings;
  }
}
