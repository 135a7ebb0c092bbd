// Builds the keyword index without going through `MiniSearch#add`: postings
// go straight into flat per-term arrays instead of a radix tree, which makes
// full rebuilds several times faster. What it builds is exactly the index
// minisearch would (its serialised form, `AsPlainObject`, serializationVersion
// 2): test/index/keyword-golden.test.ts checks the output equals
// `MiniSearch#toJSON` on a varied corpus, so queries ranked as MiniSearch
// ranks (rank.ts) rank as minisearch would. Stored, the postings and
// documents take forms of their own (postings.ts, base.ts), which
// built-index.ts puts out.
//
// Terms and tokens are numbered as they are first met; each distinct word of
// the text (a run `tokenize` splits further) is analysed once per builder, so
// a document costs one hash lookup per word, not a tokenize + processTerm +
// Map update per token.

import { grown, type ScannedText } from "../../core/text/index.js";
import type { IndexEntry, TermPostings } from "./postings.js";
import {
  type BuiltIndex,
  bucketSerializer,
  estimatedBytes,
  exportPart,
  type KeywordBuildPart,
  serialize,
  serializeBase,
  termPostings,
} from "./built-index.js";
import type { IndexBase, KeywordBase } from "./base.js";
import { AnalysedWords } from "./words.js";
import { KEYWORD_FIELDS, type KeywordDocument } from "./config.js";

export type { KeywordBuildPart } from "./built-index.js";

/** One document's analysis: its field lengths and (termId × FIELDS + fieldId, tf) pairs in the order first met. */
export interface RecordedAnalysis {
  lengths: Int32Array;
  keys: Int32Array;
  /** Int32 as the builder logs them, Uint16 as a record keeps them. */
  counts: Int32Array | Uint16Array;
}

/** Postings of one term in one field: shortId, term frequency, shortId, term frequency … (shortIds ascending). */
type Postings = Int32Array;

const FIELDS = KEYWORD_FIELDS.length;
/** The text field comes last: it holds the others, then the body. */
const TEXT_FIELD = KEYWORD_FIELDS.indexOf("text");
const NEWLINE = 10;

export class KeywordIndexBuilder {
  private readonly documentIds = new Map<number, string>();
  private readonly shortIds = new Map<string, number>();
  private readonly fieldLength = new Map<number, number[]>();
  private nextId = 0;

  /** termId → term; undefined once every posting of the term is removed (a new posting gets a new id, last, like a Map). */
  private readonly terms: Array<string | undefined> = [];
  private readonly termIds = new Map<string, number>();
  /** (termId × FIELDS + fieldId) → postings; absent: the term has no entry for that field. Holds all but `log`. */
  private postings: Array<Postings | undefined> = [];
  /**
   * Postings added since the last `settle`, document by document: the pairs
   * (termId × FIELDS + fieldId, tf) of document `logDocs[k]` run from
   * `logStarts[k]` to `logStarts[k + 1]`. A counting sort turns them into
   * per-term postings in one pass, instead of growing thousands of arrays.
   */
  private logKeys: Int32Array = new Int32Array(1 << 16);
  private logCounts: Int32Array = new Int32Array(1 << 16);
  private logLength = 0;
  private logDocs: number[] = [];
  private logStarts: number[] = [];

  /** The distinct words met, each analysed once into token ids and term ids. */
  private words = new AnalysedWords();
  /** Scratch state of `add`: per token the stamp of the field that last saw it, per term its count in the field. */
  private seen: Int32Array = new Int32Array(1024);
  private counts: Int32Array = new Int32Array(1024);
  private stamp = 0;
  private readonly touched: number[] = [];
  /** Words of the field last scanned; the last document added, and the words of its fields before its text. */
  private found = 0;
  private lastDocument: KeywordDocument | undefined;
  private headWords = 0;

  /** Starts from the documents of a stored index (no postings: a compaction adds the changed memories to it). */
  static from(base: KeywordBase): KeywordIndexBuilder {
    const builder = new KeywordIndexBuilder();
    builder.nextId = base.nextId;
    base.slugs.forEach((slug, shortId) => {
      if (slug === null) return;
      builder.documentIds.set(shortId, slug);
      builder.shortIds.set(slug, shortId);
      builder.fieldLength.set(shortId, base.fieldLengths.slice(shortId * FIELDS, (shortId + 1) * FIELDS));
    });
    return builder;
  }

  has(slug: string): boolean {
    return this.shortIds.has(slug);
  }

  add(document: KeywordDocument): void {
    if (this.shortIds.has(document.slug)) this.remove(document.slug);
    const shortId = this.nextId++;
    this.documentIds.set(shortId, document.slug);
    this.shortIds.set(document.slug, shortId);
    this.logDocs.push(shortId);
    this.logStarts.push(this.logLength);
    const lengths: number[] = [];
    let headWords = 0;
    for (let fieldId = 0; fieldId < FIELDS; fieldId++) {
      lengths[fieldId] = this.addField(fieldId, document[KEYWORD_FIELDS[fieldId]!]);
      if (fieldId < TEXT_FIELD) headWords += this.found;
    }
    this.fieldLength.set(shortId, lengths);
    this.lastDocument = document;
    this.headWords = headWords;
  }

  /**
   * Adds a document as recorded by an earlier build (see index/derived/analysed-record.ts): its field lengths and its
   * (term × FIELDS + field, tf) pairs in the order `add` logged them, terms numbered by `terms`. `mapped` (one slot
   * a recorded term, -1 until met) keeps their ids in this builder, given as first met: the index is the one `add`
   * would have built from the document.
   */
  addRecorded(slug: string, recorded: RecordedAnalysis, terms: readonly string[], mapped: Int32Array): void {
    if (this.shortIds.has(slug)) this.remove(slug);
    const shortId = this.nextId++;
    this.documentIds.set(shortId, slug);
    this.shortIds.set(slug, shortId);
    this.logDocs.push(shortId);
    this.logStarts.push(this.logLength);
    const { keys, counts } = recorded;
    this.logRoom(keys.length);
    const { logKeys, logCounts } = this;
    let at = this.logLength;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const term = (key / FIELDS) | 0;
      let termId = mapped[term]!;
      if (termId < 0) mapped[term] = termId = this.termId(terms[term]!);
      logKeys[at] = termId * FIELDS + (key - term * FIELDS);
      logCounts[at++] = counts[i]!;
    }
    this.logLength = at;
    // A loop, not Array.from: a typed array goes through its iterator there.
    const lengths: number[] = [];
    for (let fieldId = 0; fieldId < FIELDS; fieldId++) lengths.push(recorded.lengths[fieldId]!);
    this.fieldLength.set(shortId, lengths);
    // No scan of its text to hand on: its recall terms are recorded too.
    this.lastDocument = undefined;
  }

  /**
   * The last document added, as `addRecorded` takes it (term ids this builder's, see `termList`): views of the log,
   * which is never written over (it grows into a new array, and `settle` starts a new one).
   */
  lastAnalysis(): RecordedAnalysis {
    const from = this.logStarts[this.logStarts.length - 1]!;
    const lengths = this.fieldLength.get(this.logDocs[this.logDocs.length - 1]!)!;
    return {
      lengths: Int32Array.from(lengths),
      keys: this.logKeys.subarray(from, this.logLength),
      counts: this.logCounts.subarray(from, this.logLength),
    };
  }

  /** The terms by id (undefined: removed), for reading `lastAnalysis` keys. */
  termList(): ReadonlyArray<string | undefined> {
    return this.terms;
  }

  /**
   * The scan of the last document's text (its last field, whose words the table's ids still hold), from where its
   * own fields end: the words of what follows them (a memory's body and extra fields, see toKeywordDocument). Undefined
   * when its text does not start with those fields as toKeywordDocument joins them.
   */
  lastScan(): ScannedText | undefined {
    const document = this.lastDocument;
    if (!document) return undefined;
    const { text } = document;
    let from = 0;
    for (let fieldId = 0; fieldId < TEXT_FIELD; fieldId++) {
      const field = document[KEYWORD_FIELDS[fieldId]!];
      if (!field) continue;
      if (!text.startsWith(field, from) || text.charCodeAt(from + field.length) !== NEWLINE) return undefined;
      from += field.length + 1;
    }
    const { table } = this.words;
    return { text, from, table, ids: table.ids, fromWord: this.headWords, count: this.found };
  }

  /** Logs the postings of one field of the document being added; returns its length (distinct tokens, as minisearch counts them). */
  private addField(fieldId: number, text: string): number {
    const stamp = ++this.stamp;
    const touched = this.touched;
    touched.length = 0;
    const words = this.words;
    const found = words.scan(text, this.termIdOf);
    this.found = found;
    if (words.tokenCount > this.seen.length) this.seen = grown(this.seen, words.tokenCount);
    if (this.terms.length > this.counts.length) this.counts = grown(this.counts, this.terms.length);
    const ids = words.table.ids;
    const { seen, counts } = this;
    const { tokenStarts, termStarts, wordTokens, wordTerms } = words;
    let length = 0;
    for (let k = 0; k < found; k++) {
      const word = ids[k]!;
      for (let i = tokenStarts[word]!, end = tokenStarts[word + 1]!; i < end; i++) {
        const token = wordTokens[i]!;
        if (seen[token] !== stamp) {
          seen[token] = stamp;
          length++;
        }
      }
      for (let i = termStarts[word]!, end = termStarts[word + 1]!; i < end; i++) {
        const term = wordTerms[i]!;
        if (counts[term]!++ === 0) touched.push(term);
      }
    }
    this.logRoom(touched.length);
    const { logKeys, logCounts } = this;
    let at = this.logLength;
    for (let i = 0; i < touched.length; i++) {
      const term = touched[i]!;
      logKeys[at] = term * FIELDS + fieldId;
      logCounts[at++] = counts[term]!;
      counts[term] = 0;
    }
    this.logLength = at;
    return length;
  }

  /** Grows the log (into new arrays: `lastAnalysis` handed out views of the old ones) to take `pairs` more pairs. */
  private logRoom(pairs: number): void {
    if (this.logLength + pairs <= this.logKeys.length) return;
    this.logKeys = grown(this.logKeys, this.logLength + pairs);
    this.logCounts = grown(this.logCounts, this.logKeys.length);
  }

  private readonly termIdOf = (term: string): number => this.termId(term);

  private termId(term: string): number {
    let termId = this.termIds.get(term);
    if (termId === undefined) {
      termId = this.terms.length;
      this.terms.push(term);
      this.termIds.set(term, termId);
    }
    return termId;
  }

  /** Moves the logged postings into `postings` (documents were logged in ascending shortId order, after every settled one). */
  private settle(): void {
    if (this.logDocs.length === 0) return;
    const keys = this.terms.length * FIELDS;
    const { logKeys, logCounts, logLength, logDocs, logStarts } = this;
    // Pairs per key, then (in place) where in `flat` the key's next pair goes.
    const at = new Int32Array(keys);
    for (let i = 0; i < logLength; i++) at[logKeys[i]!]!++;
    const lists: Array<Postings | undefined> = new Array(keys);
    // Every list that grows is a view of one new buffer: ~60,000 lists at 10,000 memories, each an allocation of its
    // own (off the heap when over 64 bytes) before, which the collector then had to track.
    let total = 0;
    for (let key = 0; key < keys; key++) if (at[key]! > 0) total += (this.postings[key]?.length ?? 0) + 2 * at[key]!;
    const flat = new Int32Array(total);
    let start = 0;
    for (let key = 0; key < keys; key++) {
      const size = at[key]!;
      const old = this.postings[key];
      if (size === 0) {
        lists[key] = old;
        continue;
      }
      const oldLength = old?.length ?? 0;
      const list = flat.subarray(start, start + oldLength + 2 * size);
      if (old) list.set(old);
      lists[key] = list;
      at[key] = start + oldLength;
      start += list.length;
    }
    // Written through `flat` by position: no list object to reach for each of the ~2.4 million pairs at 10,000.
    for (let k = 0; k < logDocs.length; k++) {
      const shortId = logDocs[k]!;
      const end = k + 1 < logDocs.length ? logStarts[k + 1]! : logLength;
      for (let i = logStarts[k]!; i < end; i++) {
        const key = logKeys[i]!;
        const to = at[key]!;
        flat[to] = shortId;
        flat[to + 1] = logCounts[i]!;
        at[key] = to + 2;
      }
    }
    this.postings = lists;
    // A new log, not the old one emptied: what `lastAnalysis` handed out are views of it.
    this.logKeys = new Int32Array(1 << 16);
    this.logCounts = new Int32Array(1 << 16);
    this.logLength = 0;
    this.logDocs = [];
    this.logStarts = [];
  }

  /** Removes documents; their postings are dropped in one pass over the terms. */
  removeAll(slugs: Iterable<string>): void {
    const gone = new Set<number>();
    for (const slug of slugs) {
      const shortId = this.shortIds.get(slug);
      if (shortId === undefined) continue;
      gone.add(shortId);
      this.shortIds.delete(slug);
      this.documentIds.delete(shortId);
      this.fieldLength.delete(shortId);
    }
    if (gone.size === 0) return;
    this.settle();
    let died = false;
    this.terms.forEach((term, termId) => {
      if (term === undefined) return;
      let alive = false;
      for (let key = termId * FIELDS; key < (termId + 1) * FIELDS; key++) {
        const list = this.postings[key];
        if (list === undefined) continue;
        const kept: number[] = [];
        for (let i = 0; i < list.length; i += 2) if (!gone.has(list[i]!)) kept.push(list[i]!, list[i + 1]!);
        this.postings[key] = kept.length > 0 ? Int32Array.from(kept) : undefined;
        alive ||= kept.length > 0;
      }
      if (!alive) {
        this.terms[termId] = undefined;
        this.termIds.delete(term);
        died = true;
      }
    });
    // Analysed words point at term ids: a dead id must not be reused by them.
    if (died) this.words = new AnalysedWords();
  }

  remove(slug: string): void {
    this.removeAll([slug]);
  }

  /**
   * Adds the documents of a part built from the memories that come after this
   * builder's: the result is the index one builder would have made adding them
   * all in order (same short ids, terms in the same first-met order). Returns the part's term ids in this builder.
   */
  appendPart(part: KeywordBuildPart): Int32Array {
    this.settle();
    const offset = this.nextId;
    part.documents.forEach(([slug, lengths], i) => {
      if (this.shortIds.has(slug)) throw new Error(`appendPart: ${slug} is already indexed`);
      this.documentIds.set(offset + i, slug);
      this.shortIds.set(slug, offset + i);
      this.fieldLength.set(offset + i, lengths);
    });
    this.nextId += part.documents.length;
    const { postings, starts } = part;
    // The part's terms by this builder's ids, then each list that grows as a view of one new buffer (see settle).
    const termIds = new Int32Array(part.terms.length);
    for (let j = 0; j < part.terms.length; j++) termIds[j] = this.termId(part.terms[j]!);
    let total = 0;
    for (let j = 0; j < termIds.length; j++) {
      for (let fieldId = 0; fieldId < FIELDS; fieldId++) {
        const added = starts[j * FIELDS + fieldId + 1]! - starts[j * FIELDS + fieldId]!;
        if (added > 0) total += (this.postings[termIds[j]! * FIELDS + fieldId]?.length ?? 0) + added;
      }
    }
    const flat = new Int32Array(total);
    let start = 0;
    for (let j = 0; j < termIds.length; j++) {
      for (let fieldId = 0; fieldId < FIELDS; fieldId++) {
        const from = starts[j * FIELDS + fieldId]!;
        const to = starts[j * FIELDS + fieldId + 1]!;
        if (from === to) continue;
        const key = termIds[j]! * FIELDS + fieldId;
        const old = this.postings[key];
        const oldLength = old?.length ?? 0;
        const list = flat.subarray(start, start + oldLength + to - from);
        start += list.length;
        if (old) list.set(old);
        for (let i = from, at = oldLength; i < to; i += 2, at += 2) {
          list[at] = postings[i]! + offset;
          list[at + 1] = postings[i + 1]!;
        }
        this.postings[key] = list;
      }
    }
    if (this.terms.length > this.counts.length) this.counts = grown(this.counts, this.terms.length);
    return termIds;
  }

  /** What the builder holds, its logged postings settled. */
  private settled(): BuiltIndex {
    this.settle();
    return this.held();
  }

  private held(): BuiltIndex {
    const { documentIds, fieldLength, nextId, terms, postings } = this;
    return { documentIds, fieldLength, nextId, terms, postings };
  }

  // What it built, in the forms its readers take (built-index.ts).
  exportPart(): KeywordBuildPart {
    return exportPart(this.settled());
  }

  estimatedBytes(): number {
    return estimatedBytes(this.settled());
  }

  serializeBase(): IndexBase {
    return serializeBase(this.held());
  }

  serialize(): { base: IndexBase; entries: IndexEntry[] } {
    return serialize(this.settled());
  }

  termPostings(): Array<[string, TermPostings]> {
    return termPostings(this.settled());
  }

  bucketSerializer(
    buckets: number,
    bucketOf: (term: string) => number,
  ): (bucket: number) => Array<[string, Uint8Array]> {
    return bucketSerializer(this.settled(), buckets, bucketOf);
  }
}
