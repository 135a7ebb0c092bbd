// Applying changes to a scope's recall index (its layout: build.ts): what a
// change removes leaves the shards at once; what it adds joins delta.json, laid
// over the shards, and every few changes the delta is folded into the shards it
// falls in. Many changes at once, or a store outgrowing its shard count, write
// the whole index instead (build.ts). Also the recall index's step of the
// derived-state pipeline.

import { join } from "node:path";
import { rmSync } from "node:fs";
import { writeDerivedFileSync } from "../../store/atomic-write.js";
import type { ScopeStore } from "../../store/scope-store.js";
import { shardOf } from "../../core/hash/index.js";
import { shardsFor } from "../gotcha/index.js";
import { touched, type DerivedIndex } from "../change-set.js";
import {
  RECALL_DIR,
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
  validDetail,
  type BriefData,
  type RecallDelta,
  type RecallMeta,
  type StoredRecallDetail,
} from "./read.js";
import { forEachTerm } from "../../core/recall/index.js";
import {
  addToBrief,
  allDetails,
  readAllDetails,
  recallDetail,
  recallIndexExists,
  removeFromBrief,
  saveRecallIndex,
  weightOf,
  write,
  writeBrief,
  writeTerms,
} from "./build.js";

// Past this many changed memories, a rebuild costs less than shard-by-shard updates.
const INCREMENTAL_CHANGES = 128;

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
  changes: ReadonlyMap<string, StoredRecallDetail | undefined>,
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
      generation: meta.generation,
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
function inBriefLists(detail: StoredRecallDetail | undefined): boolean {
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

  detail(meta: RecallMeta, slug: string): StoredRecallDetail | undefined {
    const value = this.get(detailFile(meta, shardOf(slug, meta.shards)))[slug];
    return validDetail(value) ? value : undefined;
  }

  /** Replaces (a detail) or removes (undefined) a memory's stored detail. */
  setDetail(meta: RecallMeta, slug: string, detail: StoredRecallDetail | undefined): void {
    const name = detailFile(meta, shardOf(slug, meta.shards));
    if (detail) this.get(name)[slug] = detail;
    else delete this.get(name)[slug];
    this.changed.add(name);
  }

  /** Takes each slug out of the postings of the terms it is listed under; each term's list is filtered once. */
  removePostings(meta: RecallMeta, leaving: ReadonlyMap<string, ReadonlySet<string>>): void {
    for (const [term, slugs] of leaving) {
      const shard = this.termShard(termFile(meta, shardOf(term, meta.shards)));
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
  changes: ReadonlyMap<string, StoredRecallDetail | undefined>,
): void {
  const leaving = new Map<string, Set<string>>();
  for (const [slug, detail] of changes) {
    const stored = shards.detail(meta, slug);
    if (!stored) continue;
    const kept = new Set<string>();
    forEachTerm(detail?.w ?? "", (term) => kept.add(term));
    forEachTerm(stored.w, (term) => {
      if (!kept.has(term)) addTo(leaving, term, slug);
    });
    shards.setDetail(meta, slug, detail);
  }
  shards.removePostings(meta, leaving);
}

/** Moves the delta's entries into the detail and term shards they fall in, rewriting only those. */
function foldIntoShards(
  shards: ShardFiles,
  meta: RecallMeta,
  delta: ReadonlyMap<string, StoredRecallDetail | undefined>,
): void {
  const leaving = new Map<string, Set<string>>();
  for (const slug of delta.keys())
    forEachTerm(shards.detail(meta, slug)?.w ?? "", (term) => addTo(leaving, term, slug));
  shards.removePostings(meta, leaving);
  for (const [slug, detail] of delta) {
    shards.setDetail(meta, slug, detail);
    forEachTerm(detail?.w ?? "", (term, weight) => {
      const shard = shards.termShard(termFile(meta, shardOf(term, meta.shards)));
      const pairs = shard.get(term);
      shard.set(term, pairs ? `${pairs} ${slug} ${weight}` : `${slug} ${weight}`);
    });
  }
  shards.save();
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
    // A parallel rebuild's recall index is written by one of its reading threads (index/derived/rebuild-reader.ts).
    if (await set.recallBuild?.save()) return;
    await saveRecallIndex(set.store, await allDetails(set.store, set.entries));
  },
};
