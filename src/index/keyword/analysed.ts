// A pending memory as the keyword index takes it in: each field's length and its
// terms with their frequencies, worked out once by whoever records the memory
// in `pending` (a write), not by every search that adds it (tokenising and
// stemming some thirty pending memories was a fifth of a search at 10k).

import { processTerm, WordTable, wordTokens } from "../../core/text/index.js";
import { KEYWORD_FIELDS, type KeywordDocument } from "./config.js";

export interface AnalysedDocument {
  /** The content hash of the text analysed: an analysis of other content (left by another version) is not used. */
  hash: string;
  /** Per field (KEYWORD_FIELDS order), the number of distinct tokens, as MiniSearch counts a field's length. */
  lengths: number[];
  /** Per field, term, frequency, term, frequency, …, the terms in the order they first occur. */
  terms: Array<Array<string | number>>;
}

export function analyseDocument(document: KeywordDocument, hash: string): AnalysedDocument {
  // Words found by a scan over char codes, each analysed once (what `tokenize` yields, word by word): the regular
  // expressions of `tokenize` cost a write ~5 ms to compile, for one memory's text.
  const table = new WordTable();
  const tokensOf: string[][] = [];
  const lengths: number[] = [];
  const terms = KEYWORD_FIELDS.map((field, fieldId) => {
    const found = table.scan(document[field]);
    const tokens = new Set<string>();
    const counts = new Map<string, number>();
    for (let i = 0; i < found; i++) {
      const id = table.ids[i]!;
      for (const token of (tokensOf[id] ??= wordTokens(table.word(id)))) {
        tokens.add(token);
        const term = processTerm(token);
        if (term) counts.set(term, (counts.get(term) ?? 0) + 1);
      }
    }
    lengths[fieldId] = tokens.size;
    return [...counts].flat();
  });
  return { hash, lengths, terms };
}

/** The analysis recorded for content `hash`, when it is one and well formed (pending.json is a file anyone may edit). */
export function usableAnalysis(value: unknown, hash: string | null | undefined): AnalysedDocument | undefined {
  const analysed = value as Partial<AnalysedDocument> | undefined;
  if (!analysed || !hash || analysed.hash !== hash) return undefined;
  const { lengths, terms } = analysed;
  if (!Array.isArray(lengths) || !Array.isArray(terms) || lengths.length !== KEYWORD_FIELDS.length) return undefined;
  if (terms.length !== KEYWORD_FIELDS.length || !lengths.every((n) => Number.isInteger(n) && n >= 0)) return undefined;
  for (const field of terms) {
    if (!Array.isArray(field) || field.length % 2 !== 0) return undefined;
    for (let i = 0; i < field.length; i += 2)
      if (typeof field[i] !== "string" || !Number.isInteger(field[i + 1]) || (field[i + 1] as number) < 1)
        return undefined;
  }
  return analysed as AnalysedDocument;
}
