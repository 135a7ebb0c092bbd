// Reading the recall index (see recall-index.ts for its layout): what the
// prompt hook does with a prompt's terms, with no codec, no search engine and
// no glob library. Never throws on a missing or malformed file.

import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { shardOf } from "../core/shards.js";

export const RECALL_DIR = "recall";
export const RECALL_INDEX_VERSION = 1;
/** What the session brief reads: the counts and the few entries it can show. */
export const briefFile = "brief.json";
/** Every hub, decision and anchored memory, which the writers keep the brief from. */
export const briefAllFile = "brief-all.json";
/** The latest changes, laid over the shards until they are folded in. */
export const deltaFile = "delta.json";
export const termFile = (shards: number, i: number) => `t${shards}-${i}.json`;
export const detailFile = (shards: number, i: number) => `d${shards}-${i}.json`;

export interface RecallMeta {
  version: number;
  count: number;
  /** Sum of the term weights of every memory (their average is BM25's average length). */
  totalWeight: number;
  shards: number;
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
  /** Weighted terms. */
  w: Array<[string, number]>;
  /** Expires at; superseded by. */
  e?: string;
  s?: string;
  /** The repository files it is anchored to (path, hash when written): the brief warns when they changed. */
  a?: Array<{ path: string; sha256: string }>;
}

/** delta.json: slug → its detail now, or null when it left the index; for the shard count it was made for. */
export interface RecallDelta {
  shards: number;
  changes: Record<string, RecallDetail | null>;
}

/** The delta's changes (undefined: removed); empty when there is none or it belongs to other shards. */
export function readRecallDelta(dir: string, meta: RecallMeta): Map<string, RecallDetail | undefined> {
  const changes = new Map<string, RecallDetail | undefined>();
  const delta = readRecallJson(join(dir, deltaFile));
  if (!delta || delta.shards !== meta.shards || !delta.changes || typeof delta.changes !== "object") return changes;
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

export function readRecallJson(path: string): Record<string, unknown> | undefined {
  try {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat?.isFile() || stat.size > MAX_FILE_BYTES) return undefined;
    const value = JSON.parse(readFileSync(path, "utf8")) as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function readRecallMeta(dir: string): RecallMeta | undefined {
  const meta = readRecallJson(join(dir, "meta.json"));
  if (
    !meta ||
    meta.version !== RECALL_INDEX_VERSION ||
    !Number.isInteger(meta.shards) ||
    (meta.shards as number) < 1 ||
    typeof meta.count !== "number" ||
    typeof meta.totalWeight !== "number"
  )
    return undefined;
  return meta as unknown as RecallMeta;
}

export function validDetail(value: unknown): value is RecallDetail {
  if (!value || typeof value !== "object") return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d.t === "string" &&
    typeof d.y === "string" &&
    Array.isArray(d.g) &&
    typeof d.x === "string" &&
    typeof d.u === "string" &&
    Array.isArray(d.f) &&
    Array.isArray(d.w)
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
  private readonly dir: string;
  private readonly delta: Map<string, RecallDetail | undefined>;
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

  /** The postings of a term: [slug, weight] pairs. */
  postings(term: string): Array<[string, number]> {
    if (!this.meta) return [];
    const value = this.file(termFile(this.meta.shards, shardOf(term, this.meta.shards)))?.[term];
    const stored = Array.isArray(value)
      ? (value.filter(
          (p) => Array.isArray(p) && typeof p[0] === "string" && typeof p[1] === "number" && !this.delta.has(p[0]),
        ) as Array<[string, number]>)
      : [];
    const changed = this.changedPostings().get(term);
    return changed ? [...stored, ...changed] : stored;
  }

  detail(slug: string): RecallDetail | undefined {
    if (!this.meta) return undefined;
    if (this.delta.has(slug)) return this.delta.get(slug);
    const shard = this.file(detailFile(this.meta.shards, shardOf(slug, this.meta.shards)));
    const value = shard && Object.hasOwn(shard, slug) ? shard[slug] : undefined;
    return validDetail(value) ? value : undefined;
  }

  private changedPostings(): Map<string, Array<[string, number]>> {
    if (!this.deltaPostings) {
      this.deltaPostings = new Map();
      for (const [slug, detail] of this.delta) {
        for (const entry of detail?.w ?? []) {
          if (!Array.isArray(entry) || typeof entry[0] !== "string" || typeof entry[1] !== "number") continue;
          const [term, weight] = entry;
          const postings = this.deltaPostings.get(term);
          if (postings) postings.push([slug, weight]);
          else this.deltaPostings.set(term, [[slug, weight]]);
        }
      }
    }
    return this.deltaPostings;
  }
}
