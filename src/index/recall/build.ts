// The recall index: what the prompt and session-start hooks read, kept under
// `.index/recall/` in each scope, built from the manifest's summaries (so it
// is rebuilt without reading a memory file):
//   meta.json        version, count, total term weight, shard count S, generation G
//   t-<G>-<i>.tsv    term shard i of S: a line per term, `term<TAB>slug weight slug weight …`
//   d-<G>-<i>.json   detail shard i of S: slug → what a recall line shows,
//                    the file's size and mtime when indexed, and its terms
//                    as one text, `4 queri rout;3 ci;1 alway` (termsText)
//   brief.json       counts by type, hubs and decisions (the session brief)
//   delta.json       the latest changes (slug → detail, or null when removed),
//                    laid over the shards of its generation until there are
//                    enough to fold in
// A prompt reads the meta, the delta, the term shards of its terms and the
// details of the few memories it shows. This module writes the whole index (a
// rebuild) and holds what the updates share; update.ts applies changes: what
// leaves the index leaves the shards at once, what is added waits in the delta.

import { join } from "node:path";
import { readdirSync, rmSync } from "node:fs";
import { ensureRealDirectory } from "../../store/real-directory.js";
import { writeDerivedFileSync, writeNewDerivedFileSync } from "../../store/atomic-write.js";
import { newGeneration, removeOtherGenerations } from "../../store/derived-files.js";
import type { ScopeStore } from "../../store/scope-store.js";
import { shardOf } from "../../core/hash/index.js";
import { shardsFor } from "../gotcha/index.js";
import type { ManifestEntry } from "../manifest/index.js";
import { readEntry } from "../manifest/index.js";
import { PostingLists, termShardBytes } from "./term-postings.js";
import { forEachTerm } from "../../core/recall/index.js";
import { isRecallable } from "../manifest/index.js";
import {
  RECALL_DIR,
  RECALL_INDEX_VERSION,
  briefAllFile,
  briefFile,
  deltaFile,
  detailFile,
  readRecallJson,
  readRecallMeta,
  termFile,
  termLine,
  type TermPostings,
  validDetail,
  type BriefData,
  type RecallMeta,
  type StoredRecallDetail,
} from "./read.js";

/** The shards of indexes before version 7 (`t256-3.tsv`, `d256-3.json`), removed by a rebuild. */
const OLD_SHARD_FILE = /^(?:[td]\d+-\d+\.json|t\d+-\d+\.tsv)$/;

/** The recall detail of a manifest entry, or undefined when it has none (unparsable, deprecated, decayed). */
export function recallDetail(entry: ManifestEntry | undefined): StoredRecallDetail | undefined {
  const summary = entry?.summary;
  if (!summary?.recall) return undefined;
  const detail: StoredRecallDetail = {
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

/**
 * The recall details of entries a rebuild just read from their files (each recallable one holds its terms, so none
 * is looked for in the index being replaced, as allDetails does for entries read back from the manifest).
 */
export function recallDetails(
  entries: Iterable<readonly [string, ManifestEntry]>,
): Array<[string, StoredRecallDetail]> {
  const details: Array<[string, StoredRecallDetail]> = [];
  for (const [slug, entry] of entries) {
    const detail = recallDetail(entry);
    if (detail) details.push([slug, detail]);
  }
  return details;
}

/** Anchors kept per memory for the brief's stale-source check. */
const MAX_BRIEF_ANCHORS = 4;

export function weightOf(detail: StoredRecallDetail): number {
  let sum = 0;
  forEachTerm(detail.w, (_, weight) => (sum += weight));
  return sum;
}

function briefOf(details: Iterable<[string, StoredRecallDetail]>): BriefData {
  const brief: BriefData = { counts: {}, hubs: {}, decisions: {} };
  for (const [slug, detail] of details) addToBrief(brief, slug, detail);
  return brief;
}

export function addToBrief(brief: BriefData, slug: string, detail: StoredRecallDetail): void {
  brief.counts[detail.y] = (brief.counts[detail.y] ?? 0) + 1;
  if (detail.y === "hub") brief.hubs[slug] = [detail.t, detail.u];
  if (detail.y === "decision")
    brief.decisions[slug] = [detail.t, detail.u, ...(detail.e ? [detail.e] : [])] as BriefData["decisions"][string];
  if (detail.a?.length) (brief.anchored ??= {})[slug] = detail.a;
}

export function removeFromBrief(brief: BriefData, slug: string, detail: StoredRecallDetail): void {
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

export function writeBrief(dir: string, brief: BriefData): void {
  const all = ordered(brief);
  write(dir, briefAllFile, all);
  write(dir, briefFile, forTheBrief(all));
}

/** Writes a term shard (removed when it has no term left). */
export function writeTerms(dir: string, name: string, terms: ReadonlyMap<string, TermPostings>) {
  let text = "";
  for (const [term, postings] of terms) if (postings.length > 0) text += termLine(term, postings);
  if (text) writeDerivedFileSync(join(dir, name), text);
  else rmSync(join(dir, name), { force: true });
}

/** Writes a JSON file of the index (an empty one removed, but for the meta and the brief). */
export function write(dir: string, name: string, value: object): void {
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
export async function saveRecallIndex(
  store: ScopeStore,
  details: Iterable<[string, StoredRecallDetail]>,
): Promise<void> {
  const all = [...details].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const shards = shardsFor(all.length);
  const detailShards = new Map<number, Record<string, StoredRecallDetail>>();
  const postings = new PostingLists();
  let totalWeight = 0;
  for (let m = 0; m < all.length; m++) {
    const [slug, detail] = all[m]!;
    const d = shardOf(slug, shards);
    let shard = detailShards.get(d);
    if (!shard) detailShards.set(d, (shard = {}));
    shard[slug] = detail;
    totalWeight += postings.addTerms(detail.w, m);
  }
  // A generation of new files, named by the meta written last: no temp file and rename per shard (on ext4 a rename
  // over a file also waits for the new one's data to be flushed), and a reader sees the old index or the new one.
  const dir = await prepareDir(store);
  const generation = uniqueGeneration();
  const names = { generation };
  for (const [i, shard] of detailShards)
    writeNewDerivedFileSync(join(dir, detailFile(names, i)), JSON.stringify(shard));
  const slugs = all.map(([slug]) => slug);
  for (const [i, bytes] of termShardBytes(postings, shards, slugs))
    writeNewDerivedFileSync(join(dir, termFile(names, i)), bytes);
  writeBrief(dir, briefOf(all));
  const meta: RecallMeta = { version: RECALL_INDEX_VERSION, count: all.length, totalWeight, shards, generation };
  write(dir, "meta.json", meta);
  // The delta of the generation replaced (no reader of this meta takes it), the files of the others.
  rmSync(join(dir, deltaFile), { force: true });
  await removeOtherGenerations(dir, generation, "td");
  for (const name of readdirSync(dir)) if (OLD_SHARD_FILE.test(name)) rmSync(join(dir, name), { force: true });
}

let generations = 0;
/** A generation name no other write of this process or another takes (two rebuilds may fall in one millisecond). */
function uniqueGeneration(): string {
  return `${newGeneration()}${(generations++).toString(36)}`;
}

/** All details of a scope's recall index (a rebuild when its shard count is outgrown). */
export function readAllDetails(dir: string, meta: RecallMeta): Map<string, StoredRecallDetail> {
  const all = new Map<string, StoredRecallDetail>();
  for (let i = 0; i < meta.shards; i++) {
    const shard = readRecallJson(join(dir, detailFile(meta, i))) ?? {};
    for (const [slug, detail] of Object.entries(shard)) if (validDetail(detail)) all.set(slug, detail);
  }
  return all;
}

export function recallIndexExists(store: ScopeStore): boolean {
  return readRecallMeta(store.indexPath(RECALL_DIR)) !== undefined;
}

/**
 * The recall detail of every memory. An entry read back from the manifest has
 * no recall terms (the manifest does not store them): they come from the
 * index being replaced when the file is unchanged since, else from the file.
 */
export async function allDetails(
  store: ScopeStore,
  entries: Iterable<[string, ManifestEntry]>,
): Promise<Array<[string, StoredRecallDetail]>> {
  const dir = store.indexPath(RECALL_DIR);
  let previous: Map<string, StoredRecallDetail> | undefined;
  const details: Array<[string, StoredRecallDetail]> = [];
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
function readPrevious(dir: string): Map<string, StoredRecallDetail> {
  const meta = readRecallMeta(dir);
  return meta ? readAllDetails(dir, meta) : new Map();
}
