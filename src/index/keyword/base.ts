// The documents of a keyword index (`b-<generation>.json`): which memory each
// short id stands for, the lengths of its fields, and their averages. Stored
// as columns, a short id indexing each: parsed as two arrays, where
// minisearch's form (an object per document, keyed by short id) took five
// times as long at 10,000 memories and left 10,000 small objects to the
// garbage collector. Generations of version 4 hold minisearch's form; it is
// still read.

import type { AsPlainObject } from "minisearch";
import { KEYWORD_FIELDS } from "./config.js";

/** Minisearch's serialised index without its terms: documents, field lengths and their averages. */
export type IndexBase = Omit<AsPlainObject, "index">;

const FIELDS = KEYWORD_FIELDS.length;

export interface KeywordBase {
  documentCount: number;
  nextId: number;
  /** Per field (KEYWORD_FIELDS order), the average length over the memories. */
  averageFieldLength: number[];
  /** By short id, the memory's slug; null for an id no memory holds any more. */
  slugs: Array<string | null>;
  /** By short id, the lengths of its fields one after the other (KEYWORD_FIELDS order; 0 for unused ids). */
  fieldLengths: number[];
}

/** The columns of minisearch's serialised form (whose field ids follow KEYWORD_FIELDS, as the builder writes them). */
export function columnsOf(plain: IndexBase): KeywordBase {
  const slugs: Array<string | null> = new Array(plain.nextId).fill(null);
  const fieldLengths: number[] = new Array(plain.nextId * FIELDS).fill(0);
  for (const id in plain.documentIds) slugs[Number(id)] = String(plain.documentIds[id]);
  for (const id in plain.fieldLength) {
    const lengths = plain.fieldLength[id]!;
    for (let field = 0; field < FIELDS; field++) fieldLengths[Number(id) * FIELDS + field] = lengths[field] ?? 0;
  }
  return {
    documentCount: plain.documentCount,
    nextId: plain.nextId,
    averageFieldLength: plain.averageFieldLength,
    slugs,
    fieldLengths,
  };
}

/** Minisearch's serialised form of the columns (for MiniSearch.loadJS and the index builder). */
export function plainOf(base: KeywordBase): IndexBase {
  const documentIds: Record<string, string> = {};
  const fieldLength: Record<string, number[]> = {};
  base.slugs.forEach((slug, id) => {
    if (slug === null) return;
    documentIds[id] = slug;
    fieldLength[id] = base.fieldLengths.slice(id * FIELDS, (id + 1) * FIELDS);
  });
  return {
    documentCount: base.documentCount,
    nextId: base.nextId,
    documentIds,
    fieldIds: Object.fromEntries(KEYWORD_FIELDS.map((field, id) => [field, id])),
    fieldLength,
    averageFieldLength: [...base.averageFieldLength],
    storedFields: {},
    dirtCount: 0,
    serializationVersion: 2,
  };
}

/** The base as stored, in either form; undefined when it is neither. */
export function storedBase(value: unknown): KeywordBase | undefined {
  if (!value || typeof value !== "object") return undefined;
  const base = value as Partial<KeywordBase> & Partial<IndexBase>;
  if (base.documentIds && base.fieldLength) return columnsOf(base as IndexBase);
  const { slugs, fieldLengths, averageFieldLength, nextId } = base;
  if (!Array.isArray(slugs) || !Array.isArray(fieldLengths) || !Array.isArray(averageFieldLength)) return undefined;
  if (slugs.length !== nextId || fieldLengths.length !== slugs.length * FIELDS) return undefined;
  return base as KeywordBase;
}

/** The base of an index with no memories. */
export function emptyBase(): KeywordBase {
  return { documentCount: 0, nextId: 0, averageFieldLength: [], slugs: [], fieldLengths: [] };
}
