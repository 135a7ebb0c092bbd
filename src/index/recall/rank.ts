// Ranking memories against a prompt with the recall index: BM25 over the
// weighted terms of each memory, plus the evidence the confidence gate reads
// (core/recall/gate.ts): how much of the prompt's information the memory
// covers, and how rare the words they share are.

import { boundPrompt, recallTerms } from "../../core/recall/index.js";
import { JUDGED_CANDIDATES, type RecallEvidence } from "../../core/recall/index.js";
import type { RecallScope, SlugFilter } from "./read.js";

/** Distinct prompt terms looked up (the first ones: a pasted log says what it is about early). */
const MAX_PROMPT_TERMS = 40;
const K1 = 1.2;
/** A term's weight in a memory from which it counts as what the memory is about (a title or tag word weighs 3). */
const STRONG_WEIGHT = 3;
/** The prompt's rarest words that start candidates whatever their rarity, and the most of the memories they may have. */
const RAREST_STARTING = 2;
const MAX_START_SHARE = 0.3;
/** A word at least this rare (1 − ln(df) / ln(N + 1)) is one few memories share. */
const RARE = 0.7;

export interface RankedMemory extends RecallEvidence {
  slug: string;
  /** Which of the scopes given holds it. */
  scope: number;
  /** The prompt terms it shares. */
  matched: string[];
}

/** The distinct terms of a prompt, in order; of a long one, most from its head, some from its tail and identifiers. */
export function promptTerms(prompt: string): string[] {
  const parts = boundPrompt(prompt);
  if (parts.length === 1) return [...new Set(recallTerms(prompt))].slice(0, MAX_PROMPT_TERMS);
  const terms = new Set<string>();
  const quotas = [MAX_PROMPT_TERMS / 2, MAX_PROMPT_TERMS / 4, MAX_PROMPT_TERMS / 4];
  parts.forEach((part, i) => {
    let taken = 0;
    for (const term of recallTerms(part)) {
      if (taken >= quotas[i]!) break;
      if (terms.has(term)) continue;
      terms.add(term);
      taken++;
    }
  });
  return [...terms];
}

/**
 * The ranking with the memories only the embeddings found added, with the
 * prompt terms their index entry has (words too common to start a candidate
 * among them), so one list holds every candidate.
 */
export function withSemanticCandidates(
  ranked: RankedMemory[],
  semantic: Array<ReadonlyMap<string, unknown>>,
  scopes: RecallScope[],
  terms: string[],
): RankedMemory[] {
  const known = new Set(ranked.map((memory) => memory.slug));
  const information = ranked[0]?.information ?? 0;
  const wanted = new Set(terms);
  const added: RankedMemory[] = [];
  semantic.forEach((scope, i) => {
    for (const slug of scope.keys()) {
      if (known.has(slug)) continue;
      known.add(slug);
      const matched = (scopes[i]?.detail(slug)?.w ?? []).filter(([term]) => wanted.has(term));
      added.push({
        slug,
        scope: i,
        matched: matched.map(([term]) => term),
        score: 0,
        coverage: 0,
        rarity: 0,
        weight: matched.reduce((sum, [, weight]) => sum + weight, 0),
        shared: matched.length,
        information,
        fieldHits: 0,
        identifierHits: 0,
        rareCoverage: 0,
        proseCoverage: 0,
      });
    }
  });
  return [...ranked, ...added];
}

/**
 * Memories sharing terms with the prompt, best first. Across scopes the
 * collection counts as one (a slug in several scopes is the first one's).
 */
export function rankMemories(
  scopes: RecallScope[],
  terms: string[],
  late: () => boolean = () => false,
  minRarity = 0,
  identifiers: ReadonlySet<string> = new Set(),
  prose: ReadonlySet<string> = new Set(terms),
  entryPoints: ReadonlySet<string> = new Set(),
): RankedMemory[] {
  const live = scopes.filter((scope) => scope.meta);
  if (live.length === 0 || terms.length === 0) return [];
  const count = live.reduce((sum, scope) => sum + scope.meta!.count, 0);
  const idfOf = (df: number) => Math.log(1 + (count - df + 0.5) / (df + 0.5));
  // A prompt word no memory uses is evidence too: the prompt is about something the store does not know.
  const unseenIdf = idfOf(0);
  const docs = new Map<
    string,
    {
      scope: number;
      score: number;
      covered: number;
      matched: string[];
      minDf: number;
      weight: number;
      fieldHits: number;
      identifierHits: number;
      rareCovered: number;
      proseCovered: number;
    }
  >();
  let promptInformation = 0;
  // Only a term at most this common can make a memory pass a gate asking for `minRarity`:
  // commoner terms add to the memories rarer ones found, and start none (at 10,000 memories, a word in
  // every one of them would otherwise make 10,000 candidates).
  const maxStartingDf = Math.max(1, Math.floor(Math.exp((1 - minRarity) * Math.log(count + 1)) + 1e-9));
  const maxRareDf = Math.max(1, Math.floor(Math.exp((1 - RARE) * Math.log(count + 1)) + 1e-9));
  const looked = terms.map((term) => {
    const postings = late() ? [] : scopes.map((scope) => scope.postings(term));
    return { term, postings, df: postings.reduce((sum, list) => sum + list.size, 0) };
  });
  looked.sort((a, b) => a.df - b.df);
  // The prompt's rarest few words start candidates even when commoner than that (a prompt in the project's everyday
  // words — "why pgbackrest and not wal-g?" — has no rarer one), unless a large share of the memories have them.
  let rarest = 0;
  // Bounded (at 10,000 memories, 400 postings rather than 3,000 for a word in 30 % of them).
  const maxAnyDf = Math.max(maxStartingDf, Math.min(Math.floor(count * MAX_START_SHARE), 4 * maxStartingDf));
  for (const { term, postings, df } of looked) {
    const idf = df === 0 ? unseenIdf : idfOf(df);
    promptInformation += idf;
    const starts = df <= maxStartingDf || (df > 0 && rarest < RAREST_STARTING && df <= maxAnyDf);
    if (df > 0) rarest++;
    // Words few memories share: what ties a prompt to one memory rather than to its whole cluster.
    const rare = df <= maxRareDf;
    if (!starts && docs.size === 0 && entryPoints.size === 0) continue;
    postings.forEach((list, scope) => {
      // A term too common to start a candidate is looked up for the candidates only.
      list.forEach(
        (slug, weight) => {
          let doc = docs.get(slug);
          if (doc && doc.scope !== scope) return;
          if (!doc)
            docs.set(
              slug,
              (doc = {
                scope,
                score: 0,
                covered: 0,
                matched: [],
                minDf: df,
                weight: 0,
                fieldHits: 0,
                identifierHits: 0,
                rareCovered: 0,
                proseCovered: 0,
              }),
            );
          doc.matched.push(term);
          // A title, tag, description or command word, or one the body repeats: what the memory is about.
          if (weight >= STRONG_WEIGHT) doc.fieldHits++;
          if (identifiers.has(term)) doc.identifierHits++;
          doc.covered += idf;
          if (rare) doc.rareCovered += idf;
          if (prose.has(term)) doc.proseCovered += idf;
          doc.minDf = Math.min(doc.minDf, df);
          doc.weight += weight;
          // BM25's saturation of a term's weight (memories are short: no length normalisation).
          doc.score += idf * ((weight * (K1 + 1)) / (weight + K1));
        },
        starts ? undefined : entryPoints.size > 0 ? candidatesOr(docs, entryPoints) : docs,
      );
    });
  }
  const ranked: RankedMemory[] = [];
  for (const [slug, doc] of docs) {
    ranked.push({
      slug,
      scope: doc.scope,
      matched: doc.matched,
      score: doc.score,
      coverage: promptInformation > 0 ? doc.covered / promptInformation : 0,
      // 1 for a word only this memory has, 0 for one every memory has, whatever the size of the store.
      rarity: 1 - Math.log(doc.minDf) / Math.log(count + 1),
      weight: doc.weight,
      shared: doc.matched.length,
      information: promptInformation,
      fieldHits: doc.fieldHits,
      identifierHits: doc.identifierHits,
      rareCoverage: promptInformation > 0 ? doc.rareCovered / promptInformation : 0,
      proseCoverage: promptInformation > 0 ? doc.proseCovered / promptInformation : 0,
    });
  }
  return ranked.sort((a, b) => b.score - a.score || (a.slug < b.slug ? -1 : 1));
}

/** The candidates so far, and the entry points any word of the prompt may make candidates. */
const candidatesOr = (docs: ReadonlyMap<string, unknown>, entryPoints: ReadonlySet<string>): SlugFilter => ({
  has: (slug) => docs.has(slug) || entryPoints.has(slug),
});

/**
 * An orientation question ("I'm new, how does our Kafka stuff fit together?") asks for a hub, usually in words
 * its whole cluster shares: the best-scoring hub among the candidates is judged even when eight others score
 * higher (it takes the last place).
 */
export function judgeBestHub(ranked: RankedMemory[], hubs: ReadonlySet<string>): void {
  if (hubs.size === 0 || ranked.slice(0, JUDGED_CANDIDATES).some((memory) => hubs.has(memory.slug))) return;
  const at = ranked.findIndex((memory) => hubs.has(memory.slug));
  if (at < JUDGED_CANDIDATES) return;
  const [hub] = ranked.splice(at, 1);
  ranked.splice(JUDGED_CANDIDATES - 1, 0, hub!);
}

/**
 * Adds to the candidates the model judges how much of what each memory is
 * about (its title, tag, description and command words) the prompt shares:
 * a prompt that meets one word of a memory's topic in passing is not about it.
 * Reads the index entries the model reads for their type anyway.
 */
export function addFocus(ranked: RankedMemory[], scopes: RecallScope[]): void {
  for (const memory of ranked.slice(0, JUDGED_CANDIDATES)) {
    const strong = scopes[memory.scope]?.detail(memory.slug)?.w.filter(([, weight]) => weight >= STRONG_WEIGHT) ?? [];
    const total = strong.reduce((sum, [, weight]) => sum + weight, 0);
    const matched = new Set(memory.matched);
    const shared = strong.reduce((sum, [term, weight]) => (matched.has(term) ? sum + weight : sum), 0);
    memory.focus = total > 0 ? shared / total : 0;
  }
}
