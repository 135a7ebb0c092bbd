// The recall index: what the prompt and session-start hooks read, kept under
// `.index/recall/` in each scope, built from the manifest's summaries (so it
// is rebuilt without reading a memory file):
//   meta.json        version, count, total term weight, shard counts
//   t<S>-<i>.tsv     term shard i of S: a line per term, `term<TAB>slug weight slug weight …`
//   d<S>-<i>.json    detail shard i of S: slug → what a recall line shows,
//                    the file's size and mtime when indexed, and its terms
//   brief.json       counts by type, hubs and decisions (the session brief)
//   delta.json       the latest changes (slug → detail, or null when removed),
//                    laid over the shards until there are enough to fold in
// A prompt reads the meta, the delta, the term shards of its terms and the
// details of the few memories it shows. A write rewrites the delta and the
// memory's detail shard; every few writes, the shards the delta's terms fall in.
// What leaves the index leaves the shards at once: a deleted memory's postings
// and detail, an edited one's dropped words and old detail.

import { join } from "node:path";
import { readdirSync, rmSync } from "node:fs";
import { ensureRealDirectory } from "../../store/real-directory.js";
import { writeDerivedFileSync } from "../../store/atomic-write.js";
import type { ScopeStore } from "../../store/scope-store.js";
import { shardOf } from "../../core/hash/index.js";
import { shardsFor } from "../gotcha/index.js";
import { touched, type DerivedIndex } from "../change-set.js";
import type { ManifestEntry } from "../manifest/index.js";
import { readEntry } from "../manifest/index.js";
import { isRecallable } from "../manifest/index.js";
import {
  RECALL_DIR,
  RECALL_INDEX_VERSION,
  briefAllFile,
  briefFile,
  deltaFile,
  detailFile,
  readRecallDelta,
  readRecallJson,
  readRecallMeta,
  readRecallText,
  termFile,
  rawTermLines,
  termLine,
  type TermPostings,
  validDetail,
  type BriefData,
  type RecallDelta,
  type RecallDetail,
  type RecallMeta,
} from "./read.js";

const SHARD_FILE = /^(?:[td]\d+-\d+\.json|t\d+-\d+\.tsv)$/;
// Past this many changed memories, a rebuild costs less than shard-by-shard updates.
const INCREMENTAL_CHANGES = 128;

/** The recall detail of a manifest entry, or undefined when it has none (unparsable, deprecated, decayed). */
export function recallDetail(entry: ManifestEntry | undefined): RecallDetail | undefined {
  const summary = entry?.summary;
  if (!summary?.recall) return undefined;
  const detail: RecallDetail = {
    t: summary.title,
    y: summary.type,
    g: summary.tags,
    x: summary.recall.text,
    u: summary.updated,
    f: [entry!.size, entry!.mtimeMs],
    w: summary.recall.terms,
  };
  if (summary.lifecycle?.expires) detail.e = summary.lifecycle.expires;
  if (summary.lifecycle?.supersededBy) detail.s = summary.lifecycle.supersededBy;
  if (summary.anchors?.length)
    detail.a = summary.anchors.slice(0, MAX_BRIEF_ANCHORS).map(({ path, sha256 }) => ({ path, sha256 }));
  return detail;
}

/** Anchors kept per memory for the brief's stale-source check. */
const MAX_BRIEF_ANCHORS = 4;

const weightOf = (detail: RecallDetail) => detail.w.reduce((sum, [, weight]) => sum + weight, 0);

function briefOf(details: Iterable<[string, RecallDetail]>): BriefData {
  const brief: BriefData = { counts: {}, hubs: {}, decisions: {} };
  for (const [slug, detail] of details) addToBrief(brief, slug, detail);
  return brief;
}

function addToBrief(brief: BriefData, slug: string, detail: RecallDetail): void {
  brief.counts[detail.y] = (brief.counts[detail.y] ?? 0) + 1;
  if (detail.y === "hub") brief.hubs[slug] = [detail.t, detail.u];
  if (detail.y === "decision")
    brief.decisions[slug] = [detail.t, detail.u, ...(detail.e ? [detail.e] : [])] as BriefData["decisions"][string];
  if (detail.a?.length) (brief.anchored ??= {})[slug] = detail.a;
}

function removeFromBrief(brief: BriefData, slug: string, detail: RecallDetail): void {
  brief.counts[detail.y] = Math.max(0, (brief.counts[detail.y] ?? 0) - 1);
  if (brief.counts[detail.y] === 0) delete brief.counts[detail.y];
  delete brief.hubs[slug];
  delete brief.decisions[slug];
  if (brief.anchored) delete brief.anchored[slug];
}

/** Decisions latest first (the brief reads the first few). */
function ordered(brief: BriefData): BriefData {
  const decisions = Object.entries(brief.decisions).sort((a, b) =>
    a[1][1] < b[1][1] ? 1 : a[1][1] > b[1][1] ? -1 : 0,
  );
  return { ...brief, decisions: Object.fromEntries(decisions) };
}

/**
 * What a session start reads: the counts and only as many entries as it may
 * show or check (a store of 100,000 memories has thousands of decisions; the
 * brief names three). Enough are kept that expired or deleted ones leave some.
 */
const BRIEF_DECISIONS = 24;
const BRIEF_HUBS = 16;
const BRIEF_ANCHORED = 64;
function forTheBrief(brief: BriefData): BriefData {
  const first = <T>(record: Record<string, T> | undefined, count: number) =>
    Object.fromEntries(Object.entries(record ?? {}).slice(0, count));
  return {
    counts: brief.counts,
    hubs: first(brief.hubs, BRIEF_HUBS),
    decisions: first(brief.decisions, BRIEF_DECISIONS),
    ...(brief.anchored && Object.keys(brief.anchored).length > 0
      ? { anchored: first(brief.anchored, BRIEF_ANCHORED) }
      : {}),
  };
}

function writeBrief(dir: string, brief: BriefData): void {
  const all = ordered(brief);
  write(dir, briefAllFile, all);
  write(dir, briefFile, forTheBrief(all));
}

function addPosting(terms: Map<string, Array<[string, number]>>, term: string, slug: string, weight: number): void {
  const postings = terms.get(term);
  if (postings) postings.push([slug, weight]);
  else terms.set(term, [[slug, weight]]);
}

/** Writes a term shard (removed when it has no term left). */
function writeTerms(dir: string, name: string, terms: ReadonlyMap<string, TermPostings>, written?: Set<string>) {
  written?.add(name);
  let text = "";
  for (const [term, postings] of terms) if (postings.length > 0) text += termLine(term, postings);
  if (text) writeDerivedFileSync(join(dir, name), text);
  else rmSync(join(dir, name), { force: true });
}

function write(dir: string, name: string, value: object, written?: Set<string>): void {
  written?.add(name);
  if (Object.keys(value).length > 0 || name === "meta.json" || name === briefFile || name === briefAllFile)
    writeDerivedFileSync(join(dir, name), JSON.stringify(value));
  else rmSync(join(dir, name), { force: true });
}

async function prepareDir(store: ScopeStore): Promise<string> {
  await store.ensureLayout();
  const dir = store.indexPath(RECALL_DIR);
  await ensureRealDirectory(dir);
  return dir;
}

/** Writes the whole recall index of a scope, then removes the shard files it no longer uses. */
export async function saveRecallIndex(store: ScopeStore, details: Iterable<[string, RecallDetail]>): Promise<void> {
  const all = [...details].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const shards = shardsFor(all.length);
  const termShards = new Map<number, Map<string, Array<[string, number]>>>();
  const detailShards = new Map<number, Record<string, RecallDetail>>();
  // Each distinct term's shard, hashed once: a rebuild files ~80 terms of every memory, most of them common.
  const shardOfTerm = new Map<string, Map<string, Array<[string, number]>>>();
  let totalWeight = 0;
  for (const [slug, detail] of all) {
    const d = shardOf(slug, shards);
    if (!detailShards.has(d)) detailShards.set(d, {});
    detailShards.get(d)![slug] = detail;
    totalWeight += weightOf(detail);
    for (const [term, weight] of detail.w) {
      let shard = shardOfTerm.get(term);
      if (!shard) {
        const t = shardOf(term, shards);
        shard = termShards.get(t);
        if (!shard) termShards.set(t, (shard = new Map()));
        shardOfTerm.set(term, shard);
      }
      addPosting(shard, term, slug, weight);
    }
  }
  const dir = await prepareDir(store);
  const written = new Set<string>();
  for (const [i, shard] of detailShards) write(dir, detailFile(shards, i), shard, written);
  for (const [i, shard] of termShards) writeTerms(dir, termFile(shards, i), shard, written);
  writeBrief(dir, briefOf(all));
  rmSync(join(dir, deltaFile), { force: true });
  const meta: RecallMeta = { version: RECALL_INDEX_VERSION, count: all.length, totalWeight, shards };
  write(dir, "meta.json", meta);
  for (const name of readdirSync(dir))
    if (SHARD_FILE.test(name) && !written.has(name)) rmSync(join(dir, name), { force: true });
}

/** All details of a scope's recall index (a rebuild when its shard count is outgrown). */
function readAllDetails(dir: string, meta: RecallMeta): Map<string, RecallDetail> {
  const all = new Map<string, RecallDetail>();
  for (let i = 0; i < meta.shards; i++) {
    const shard = readRecallJson(join(dir, detailFile(meta.shards, i))) ?? {};
    for (const [slug, detail] of Object.entries(shard)) if (validDetail(detail)) all.set(slug, detail);
  }
  return all;
}

/**
 * Changes waiting in delta.json to be folded into the shards. A write then
 * rewrites one small file instead of the term shards its ~80 words fall in
 * (about half of them, megabytes in a store of 10,000 memories); readers
 * overlay the delta on the shards.
 */
const DELTA_ENTRIES = 32;

/**
 * Replaces (a detail) or removes (undefined) the recall entries of some slugs.
 * What they remove leaves the shards now; what they add joins the delta, and
 * when it is full, it is folded into the shards it falls in. A missing index
 * is left for the next refresh to build from every memory (a partial one would
 * miss the others).
 */
export async function applyRecallChanges(
  store: ScopeStore,
  changes: ReadonlyMap<string, RecallDetail | undefined>,
): Promise<void> {
  if (changes.size === 0) return;
  const dir = store.indexPath(RECALL_DIR);
  const meta = readRecallMeta(dir);
  if (!meta) return;
  const shards = new ShardFiles(dir);
  const delta = readRecallDelta(dir, meta);
  const olds = new Map(
    [...changes.keys()].map((slug) => [slug, delta.has(slug) ? delta.get(slug) : shards.detail(meta, slug)]),
  );
  // Most changes move only the counts: brief.json alone is rewritten, and its counts are the ones that hold. The whole
  // lists (brief-all.json: every decision of a large store) are read and rewritten for a hub, decision or anchored one.
  const small = readRecallJson(join(dir, briefFile)) as BriefData | undefined;
  const lists = [...changes].some(([slug, detail]) => inBriefLists(detail) || inBriefLists(olds.get(slug)));
  // An index written before the brief was split has the whole of it in brief.json.
  const whole = (lists ? (readRecallJson(join(dir, briefAllFile)) as BriefData | undefined) : undefined) ?? small;
  const brief: BriefData = whole
    ? { ...whole, counts: small?.counts ?? whole.counts }
    : { counts: {}, hubs: {}, decisions: {} };
  let { count, totalWeight } = meta;
  for (const [slug, detail] of changes) {
    const old = olds.get(slug);
    if (old) {
      count--;
      totalWeight -= weightOf(old);
      removeFromBrief(brief, slug, old);
    }
    if (detail) {
      count++;
      totalWeight += weightOf(detail);
      addToBrief(brief, slug, detail);
      delta.set(slug, detail);
    } else delta.delete(slug);
  }
  if (shardsFor(count) > 2 * meta.shards || delta.size > INCREMENTAL_CHANGES) {
    const all = readAllDetails(dir, meta);
    for (const [slug, detail] of delta) {
      if (detail) all.set(slug, detail);
      else all.delete(slug);
    }
    for (const [slug, detail] of changes) if (!detail) all.delete(slug);
    await saveRecallIndex(store, all);
    return;
  }
  removeFromShards(shards, meta, changes);
  if (delta.size > DELTA_ENTRIES) {
    foldIntoShards(shards, meta, delta);
    rmSync(join(dir, deltaFile), { force: true });
  } else {
    const changed: RecallDelta = {
      shards: meta.shards,
      changes: Object.fromEntries([...delta].map(([slug, detail]) => [slug, detail ?? null])),
    };
    shards.save();
    if (delta.size > 0) writeDerivedFileSync(join(dir, deltaFile), JSON.stringify(changed));
    else rmSync(join(dir, deltaFile), { force: true });
  }
  if (lists) writeBrief(dir, brief);
  else write(dir, briefFile, brief);
  write(dir, "meta.json", { ...meta, count, totalWeight });
}

/** Whether a memory shows in the brief's lists (hubs, decisions, anchored sources), not only in its counts. */
function inBriefLists(detail: RecallDetail | undefined): boolean {
  return detail !== undefined && (detail.y === "hub" || detail.y === "decision" || (detail.a?.length ?? 0) > 0);
}

/** The shard files of one update, each read at most once and written once if changed. */
class ShardFiles {
  readonly files = new Map<string, Record<string, unknown>>();
  /** Each term shard read: its terms with their postings' text, edited as text (a fold touches most lines of a few thousand postings). */
  readonly terms = new Map<string, Map<string, string>>();
  private readonly changed = new Set<string>();
  constructor(readonly dir: string) {}

  get(name: string): Record<string, unknown> {
    let value = this.files.get(name);
    if (!value) this.files.set(name, (value = readRecallJson(join(this.dir, name)) ?? {}));
    return value;
  }

  termShard(name: string): Map<string, string> {
    let terms = this.terms.get(name);
    if (!terms) this.terms.set(name, (terms = rawTermLines(readRecallText(join(this.dir, name)) ?? "")));
    return terms;
  }

  detail(meta: RecallMeta, slug: string): RecallDetail | undefined {
    const value = this.get(detailFile(meta.shards, shardOf(slug, meta.shards)))[slug];
    return validDetail(value) ? value : undefined;
  }

  /** Replaces (a detail) or removes (undefined) a memory's stored detail. */
  setDetail(meta: RecallMeta, slug: string, detail: RecallDetail | undefined): void {
    const name = detailFile(meta.shards, shardOf(slug, meta.shards));
    if (detail) this.get(name)[slug] = detail;
    else delete this.get(name)[slug];
    this.changed.add(name);
  }

  /** Takes each slug out of the postings of the terms it is listed under; each term's list is filtered once. */
  removePostings(meta: RecallMeta, leaving: ReadonlyMap<string, ReadonlySet<string>>): void {
    for (const [term, slugs] of leaving) {
      const shard = this.termShard(termFile(meta.shards, shardOf(term, meta.shards)));
      const pairs = shard.get(term)?.split(" ");
      if (!pairs) continue;
      const kept: string[] = [];
      for (let i = 0; i + 1 < pairs.length; i += 2) if (!slugs.has(pairs[i]!)) kept.push(pairs[i]!, pairs[i + 1]!);
      shard.set(term, kept.join(" "));
    }
  }

  /** Writes what changed: details before terms (a reader that sees a posting finds its detail). */
  save(): void {
    for (const name of this.changed) write(this.dir, name, this.files.get(name)!);
    for (const [name, terms] of this.terms) writeTerms(this.dir, name, terms);
    this.changed.clear();
    this.terms.clear();
  }
}

function addTo(leaving: Map<string, Set<string>>, term: string, slug: string): void {
  const slugs = leaving.get(term);
  if (slugs) slugs.add(slug);
  else leaving.set(term, new Set([slug]));
}

/**
 * Takes out of the shards now what the changes remove from the index, rather than leaving it under the delta
 * until a fold: every posting and the detail of a memory that left it (deleted, renamed, no longer recalled),
 * and of one stored and changed, the postings of the words it no longer has, its old detail replaced by the new
 * one (its new postings wait in the delta). A memory's stored postings stay within its stored detail's terms,
 * which is what a fold takes out.
 */
function removeFromShards(
  shards: ShardFiles,
  meta: RecallMeta,
  changes: ReadonlyMap<string, RecallDetail | undefined>,
): void {
  const leaving = new Map<string, Set<string>>();
  for (const [slug, detail] of changes) {
    const stored = shards.detail(meta, slug);
    if (!stored) continue;
    const kept = new Set(detail?.w.map(([term]) => term));
    for (const [term] of stored.w) if (!kept.has(term)) addTo(leaving, term, slug);
    shards.setDetail(meta, slug, detail);
  }
  shards.removePostings(meta, leaving);
}

/** Moves the delta's entries into the detail and term shards they fall in, rewriting only those. */
function foldIntoShards(
  shards: ShardFiles,
  meta: RecallMeta,
  delta: ReadonlyMap<string, RecallDetail | undefined>,
): void {
  const leaving = new Map<string, Set<string>>();
  for (const slug of delta.keys()) for (const [term] of shards.detail(meta, slug)?.w ?? []) addTo(leaving, term, slug);
  shards.removePostings(meta, leaving);
  for (const [slug, detail] of delta) {
    shards.setDetail(meta, slug, detail);
    for (const [term, weight] of detail?.w ?? []) {
      const shard = shards.termShard(termFile(meta.shards, shardOf(term, meta.shards)));
      const pairs = shard.get(term);
      shard.set(term, pairs ? `${pairs} ${slug} ${weight}` : `${slug} ${weight}`);
    }
  }
  shards.save();
}

export function recallIndexExists(store: ScopeStore): boolean {
  return readRecallMeta(store.indexPath(RECALL_DIR)) !== undefined;
}

/** The recall index in the derived-state pipeline; a memory whose file changed again since it was written waits for the next check. */
export const recallIndex: DerivedIndex = {
  name: "recall",
  exists: recallIndexExists,
  async apply(set) {
    const slugs = [...touched(set)].filter(([slug]) => !set.changes.get(slug)?.unconfirmed);
    if (slugs.length === 0) return;
    if (set.entries && slugs.length > INCREMENTAL_CHANGES) return this.rebuild({ ...set, entries: set.entries });
    await applyRecallChanges(set.store, new Map(slugs.map(([slug, entry]) => [slug, recallDetail(entry)])));
  },
  async rebuild(set) {
    await saveRecallIndex(set.store, await allDetails(set.store, set.entries));
  },
};

/**
 * The recall detail of every memory. An entry read back from the manifest has
 * no recall terms (the manifest does not store them): they come from the
 * index being replaced when the file is unchanged since, else from the file.
 */
async function allDetails(
  store: ScopeStore,
  entries: Iterable<[string, ManifestEntry]>,
): Promise<Array<[string, RecallDetail]>> {
  const dir = store.indexPath(RECALL_DIR);
  let previous: Map<string, RecallDetail> | undefined;
  const details: Array<[string, RecallDetail]> = [];
  for (const [slug, entry] of entries) {
    let detail = recallDetail(entry);
    if (!detail && entry.summary && isRecallable(entry.summary.lifecycle, entry.summary.unsafe)) {
      previous ??= readPrevious(dir);
      const known = previous.get(slug);
      const recall =
        known && known.f[0] === entry.size && known.f[1] === entry.mtimeMs
          ? { text: known.x, terms: known.w }
          : (await readEntry(store, slug))?.summary?.recall;
      if (recall) detail = recallDetail({ ...entry, summary: { ...entry.summary, recall } });
    }
    if (detail) details.push([slug, detail]);
  }
  return details;
}

/** Every detail of the recall index in `dir` (none when there is no readable one). */
function readPrevious(dir: string): Map<string, RecallDetail> {
  const meta = readRecallMeta(dir);
  return meta ? readAllDetails(dir, meta) : new Map();
}
