// What changed in a scope's memory files, found once (by the scanner, or by
// the write path for the memory it wrote) and handed to every derived index.
// Types and one helper only: every index module may import it.

import type { ManifestCheck, ManifestEntry } from "./manifest/index.js";
import type { ScopeStore } from "../store/scope-store.js";

/** The text of one memory as the keyword index sees it. */
export interface KeywordDocument {
  slug: string;
  title: string;
  tags: string;
  /** The memory's one-line description (when it has one): the words of someone who needs it. */
  description: string;
  /** Everything searchable in one field: title, tags, body, rule, implication, kind. */
  text: string;
}

export type ChangeKind = "new" | "modified" | "moved" | "deleted";

export interface Change {
  kind: ChangeKind;
  /** The memory's entry now; absent when it was deleted. */
  entry?: ManifestEntry;
  /** A moved memory's previous slug (same content under a new name). */
  from?: string;
  /** Its text as the keyword index takes it, when whoever found the change read the file. */
  keyword?: KeywordDocument;
  /**
   * The file changed again after this process wrote it: `entry` holds the
   * content written, not the file's size and mtime. Indexes that record those
   * leave it to the next check of the files.
   */
  unconfirmed?: true;
}

/**
 * - `write`: one memory written or deleted by this process; nothing else known.
 * - `check`: every file compared with the stored manifest (only changed ones read).
 * - `fresh`: no usable manifest: every file read, nothing known of what changed.
 * - `rebuild`: every file re-read on purpose: every index is rewritten.
 */
export type ChangeSetKind = "write" | "check" | "fresh" | "rebuild";

export interface ChangeSet {
  kind: ChangeSetKind;
  store: ScopeStore;
  /** By slug; a moved memory under its new slug. */
  changes: ReadonlyMap<string, Change>;
  /** Every memory's entry after the changes (every kind but `write`). */
  entries?: ReadonlyMap<string, ManifestEntry>;
  /** What the manifest records of this check of the files (every kind but `write`). */
  check?: ManifestCheck;
  /** A scope of this many memories or more records the check even when nothing changed. */
  stampFrom?: number;
  /** A rebuild's keyword index, made while its files were read. */
  keywordBuild?: IndexBuild;
  /** A rebuild's recall index, when another thread writes it. */
  recallBuild?: IndexBuild;
}

/** An index a rebuild made while reading (the keyword postings) or writes on another thread (the recall index). */
export interface IndexBuild {
  /** Writes it; false when that could not be done (the index is then built here, from the entries or the files). */
  save(): Promise<boolean>;
}

/** A change set that knows every entry (what a rebuild of an index starts from). */
export type FullChangeSet = ChangeSet & { entries: ReadonlyMap<string, ManifestEntry> };

/**
 * Each slug the changes touch with its entry now (undefined: it is gone), in
 * the order found; a move is its old slug gone and its new one there.
 */
export function touched(set: ChangeSet): Map<string, ManifestEntry | undefined> {
  const slugs = new Map<string, ManifestEntry | undefined>();
  for (const [slug, change] of set.changes) {
    if (change.from !== undefined) slugs.set(change.from, undefined);
    slugs.set(slug, change.entry);
  }
  return slugs;
}

/** What every derived index of a scope implements; `index/derived/indexes.ts` lists them in the order they are applied. */
export interface DerivedIndex {
  readonly name: string;
  /**
   * Built by its first reader, not by a check of the files that finds it
   * missing (the keyword index: the first search builds it, and says so);
   * a scope with no usable manifest has every index built at once instead.
   */
  readonly lazy?: boolean;
  /** Whether the scope has it, complete and in the current format. */
  exists(store: ScopeStore): boolean;
  /** Takes in a change set; may rewrite itself whole when that costs less. */
  apply(set: ChangeSet): Promise<void>;
  /** Rewrites itself from every entry. */
  rebuild(set: FullChangeSet): Promise<void>;
}
