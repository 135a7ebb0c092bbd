// Candidate evidence for the relevance model, tried by lab.ts (each set left
// out). Each reads only what the hook has when it judges: the prompt's terms
// and their document frequencies, the candidate's evidence and index entry.

import type { RankedMemory } from "../../src/index/recall/rank.js";
import type { Ranked } from "./evaluate.js";
import { TYPE_LEXICON_TYPES } from "./fit.js";
import { recallTerms } from "../../src/core/recall/terms.js";

/** A type lexicon's say for the candidate's type (lab.ts sets item.typeOdds and candidateTypeOdds, cross-fitted). */
const typeOdds = (item: Ranked, type: string, field: "typeOdds" | "candidateTypeOdds" | "typeOddsMax" = "typeOdds") => {
  const t = TYPE_LEXICON_TYPES.indexOf(type as (typeof TYPE_LEXICON_TYPES)[number]);
  return t >= 0 ? ((item as Ranked & Record<string, number[] | undefined>)[field]?.[t] ?? 0) : 0;
};
/** Distinct runs of n consecutive prompt terms that are consecutive terms of the memory's text too. */
const sharedRuns = (item: Ranked, n: number) => {
  const runs = (terms: string[]) => {
    const set = new Set<string>();
    for (let i = 0; i + n <= terms.length; i++) set.add(terms.slice(i, i + n).join(" "));
    return set;
  };
  const memory = runs(recallTerms((item as Ranked & { text?: string }).text ?? ""));
  let count = 0;
  for (const run of runs(recallTerms(item.prompt.prompt.slice(0, 4000)))) if (memory.has(run)) count++;
  return count;
};
/** The prompt's lead word (its verb, in an imperative), as a recall term. */
const leadTerm = (item: Ranked) => recallTerms(item.prompt.prompt.slice(0, 200), 1)[0];

/** A set's memory graph: slug → neighbour → how they are linked (`out:<label>`, `in:<label>`, comma-separated). */
export type MemoryGraph = Map<string, Map<string, string>>;
const linkOf = (item: Ranked, a: string, b: string) => (item as Ranked & { graph?: MemoryGraph }).graph?.get(a)?.get(b);
/** Whether the candidate is linked (either way) with the judged candidate ranked first by its keyword score. */
const linkedWithLeader = (c: RankedMemory, item: Ranked, judged: RankedMemory[]) =>
  judged[0] !== undefined && judged[0] !== c && linkOf(item, judged[0].slug, c.slug) !== undefined;

/** The needs-nothing odds of each known word of the prompt, highest first (lab.ts sets them, cross-fitted). */
const wordOdds = (item: Ranked): number[] => (item.intent as { wordOdds?: number[] }).wordOdds ?? [];

/** Steps a team's process rule usually governs: committing, releasing, deploying, taking a dependency, migrating. */
const GOVERNED =
  /\b(?:commit|push|merge|open (?:a|the) (?:pr|pull request)|release|publish|deploy|ship|tag|bump|upgrade|install|add (?:\S+ )?(?:as a )?(?:dep|dependency|package|crate|gem|library|lib|plugin)|migrat\w*|changelog|version)\b/i;

export interface ExtraFeature {
  why: string;
  value: (candidate: RankedMemory, rank: number, type: string, item: Ranked, judged: RankedMemory[]) => number;
}

const STRONG = 3;
const idfOf = (item: Ranked, term: string) => {
  const n = item.store!.memories;
  const df = item.store!.df.get(term) ?? 0;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
};
const information = (item: Ranked, terms: Iterable<string>) => {
  let sum = 0;
  for (const term of terms) sum += idfOf(item, term);
  return sum;
};
const weightsOf = (item: Ranked, slug: string) => new Map(item.store!.entries.get(slug) ?? []);
const proseOf = (item: Ranked) => new Set(item.store!.prose.filter((term) => item.store!.df.has(term)));
/** The prompt's known prose terms, rarest first. */
const rarestProse = (item: Ranked) =>
  [...proseOf(item)]
    .filter((term) => (item.store!.df.get(term) ?? 0) > 0)
    .sort((a, b) => item.store!.df.get(a)! - item.store!.df.get(b)!);
const QUESTION =
  /^\s*(?:how|what|what's|whats|why|where|when|which|who|does|do|is|are|can|could|should|would|will)\b|\?\s*$/i;
const OURS = /\b(?:we|our|ours|us|here|this (?:repo|project|codebase|app|service))\b/i;

/** The translation table lab.ts attaches (learned without the set's project, bench/recall-eval/translation.ts). */
type Translation = Map<string, Map<string, number>>;
/**
 * For each prompt prose word, its strongest association with a word of the candidate the prompt lacks: the vocabulary
 * gap the table bridges ("discount" against a memory about "cents"). `minWeight`: which of the candidate's terms.
 */
const translated = (c: RankedMemory, item: Ranked, minWeight: number): number[] => {
  const table = (item as Ranked & { translation?: Translation }).translation;
  if (!table) return [];
  const prose = new Set(item.store!.prose);
  const terms = (item.store!.entries.get(c.slug) ?? []).filter(([t, w]) => w >= minWeight && !prose.has(t));
  const out: number[] = [];
  for (const p of prose) {
    const row = table.get(p);
    if (!row) continue;
    let best = 0;
    for (const [t] of terms) best = Math.max(best, row.get(t) ?? 0);
    if (best > 0) out.push(best);
  }
  return out;
};
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export const EXTRA_FEATURES: Record<string, ExtraFeature> = {
  complement: {
    why: "share of the prompt's information it covers that the first judged candidate does not (a second ask)",
    value: (c, _r, _t, item, judged) => {
      const first = judged[0];
      if (!first || first === c || c.information <= 0) return 0;
      return (
        information(
          item,
          c.matched.filter((t) => !first.matched.includes(t)),
        ) / c.information
      );
    },
  },
  uniqueRare: {
    why: "it shares a rare prompt word (rarity ≥ 0.7) no other judged candidate has",
    value: (c, _r, _t, item, judged) => {
      const n = item.store!.memories;
      return c.matched.some(
        (t) =>
          1 - Math.log(Math.max(1, item.store!.df.get(t) ?? 1)) / Math.log(n + 1) >= 0.7 &&
          judged.every((o) => o === c || !o.matched.includes(t)),
      )
        ? 1
        : 0;
    },
  },
  translateSum: {
    why: "the prompt's words' associations (learned across projects) with the candidate's strong words it lacks (log of the sum)",
    value: (c, _r, _t, item) => Math.log1p(sum(translated(c, item, STRONG))),
  },
  translateAll: {
    why: "the same with any of the candidate's indexed words",
    value: (c, _r, _t, item) => Math.log1p(sum(translated(c, item, 0))),
  },
  translateCount: {
    why: "how many prompt words are associated with a strong word of the candidate's it lacks (log)",
    value: (c, _r, _t, item) => Math.log1p(translated(c, item, STRONG).length),
  },
  translateMean: {
    why: "the sum of associations over the prompt's prose words, per prose word",
    value: (c, _r, _t, item) => sum(translated(c, item, STRONG)) / Math.max(1, item.store!.prose.length),
  },
  translateRelative: {
    why: "translateSum relative to the best among the judged",
    value: (c, _r, _t, item, judged) => {
      const own = sum(translated(c, item, STRONG));
      const best = Math.max(1e-9, ...judged.map((o) => sum(translated(o, item, STRONG))));
      return own / best;
    },
  },
  linkedLeader: {
    why: "the candidate is linked (either way: links or a wikilink) with the first judged candidate",
    value: (c, _r, _t, item, judged) => (linkedWithLeader(c, item, judged) ? 1 : 0),
  },
  linkedFromLeader: {
    why: "the first judged candidate links to it",
    value: (c, _r, _t, item, judged) =>
      judged[0] && judged[0] !== c && (linkOf(item, judged[0].slug, c.slug) ?? "").includes("out:") ? 1 : 0,
  },
  linkedLeaderCoverage: {
    why: "linked with the first judged candidate, times that leader's coverage of the prompt",
    value: (c, _r, _t, item, judged) => (linkedWithLeader(c, item, judged) ? judged[0]!.coverage : 0),
  },
  linkedLeaderLead: {
    why: "linked with the first judged candidate, times how far that leader leads the second (its lead feature)",
    value: (c, _r, _t, item, judged) =>
      linkedWithLeader(c, item, judged) && judged[0]!.score > 0
        ? (judged[0]!.score - (judged[1]?.score ?? 0)) / judged[0]!.score
        : 0,
  },
  linkedJudged: {
    why: "how many other judged candidates it is linked with (log)",
    value: (c, _r, _t, item, judged) =>
      Math.log1p(judged.filter((o) => o !== c && linkOf(item, o.slug, c.slug) !== undefined).length),
  },
  linkedAbove: {
    why: "it is linked with a judged candidate that scores higher",
    value: (c, _r, _t, item, judged) =>
      judged.some((o) => o !== c && o.score > c.score && linkOf(item, o.slug, c.slug) !== undefined) ? 1 : 0,
  },
  linkedLeaderDecision: {
    why: "a decision linked with the first judged candidate",
    value: (c, _r, t, item, judged) => (t === "decision" && linkedWithLeader(c, item, judged) ? 1 : 0),
  },
  phrase2: {
    why: "distinct pairs of consecutive prompt terms found as consecutive terms in the memory's text (log)",
    value: (_c, _r, _t, item) => Math.log1p(sharedRuns(item, 2)),
  },
  phrase3: {
    why: "the same, runs of three",
    value: (_c, _r, _t, item) => Math.log1p(sharedRuns(item, 3)),
  },
  typeOddsRelative: {
    why: "the type lexicon's say for the candidate's type less its best say for any judged candidate's type",
    value: (_c, _r, t, item, judged) =>
      typeOdds(item, t) - Math.max(...judged.map((o) => typeOdds(item, item.types.get(o.slug) ?? ""))),
  },
  typeOddsPositive: {
    why: "the type lexicon's say when it is for the candidate's type (0 otherwise)",
    value: (_c, _r, t, item) => Math.max(0, typeOdds(item, t)),
  },
  typeOddsCand: {
    why: "the prompt's words' log-odds that a judged candidate of this type is relevant (learned on judged candidates)",
    value: (_c, _r, t, item) => typeOdds(item, t, "candidateTypeOdds"),
  },
  typeOddsScore: {
    why: "the type lexicon's say (shipped typeOdds) times the candidate's coverage",
    value: (c, _r, t, item) => typeOdds(item, t) * c.coverage,
  },
  leadInField: {
    why: "the prompt's lead word (an imperative's verb) is in the candidate's title, tags, description or commands",
    value: (c, _r, _t, item) => {
      const lead = leadTerm(item);
      return lead !== undefined && (weightsOf(item, c.slug).get(lead) ?? 0) >= STRONG ? 1 : 0;
    },
  },
  leadShared: {
    why: "the prompt's lead word is one the candidate has",
    value: (c, _r, _t, item) => {
      const lead = leadTerm(item);
      return lead !== undefined && c.matched.includes(lead) ? 1 : 0;
    },
  },
  focusZero: {
    why: "the prompt shares none of the candidate's strong words",
    value: (c) => ((c.focus ?? 0) === 0 ? 1 : 0),
  },
  needsNothingScore: {
    why: "the lexicon's say times the candidate's keyword score (log)",
    value: (c, _r, _t, item) => (item.intent.needsNothing ?? 0) * Math.log1p(c.score),
  },
  needsNothingTop: {
    why: "the lexicon's say for the first candidate",
    value: (_c, rank, _t, item) => (rank === 0 ? (item.intent.needsNothing ?? 0) : 0),
  },
  needsNothingPositive: {
    why: "the lexicon's say when it leans to silence (0 otherwise)",
    value: (_c, _r, _t, item) => Math.max(0, item.intent.needsNothing ?? 0),
  },
  typeOddsMax: {
    why: "the type lexicon's highest odds among the prompt's words for the candidate's type (the mean dilutes one word)",
    value: (_c, _r, type, item) => typeOdds(item, type, "typeOddsMax"),
  },
  needsNothingMax: {
    why: "the needs-nothing odds of the prompt's word leaning most to silence (a mean dilutes one strong word)",
    value: (_c, _r, _t, item) => wordOdds(item)[0] ?? 0,
  },
  needsNothingMaxPositive: {
    why: "the same, when positive (0 otherwise)",
    value: (_c, _r, _t, item) => Math.max(0, wordOdds(item)[0] ?? 0),
  },
  needsNothingTop2: {
    why: "the mean of the two words leaning most to silence",
    value: (_c, _r, _t, item) => {
      const w = wordOdds(item);
      return w.length ? (w[0]! + (w[1] ?? w[0]!)) / 2 : 0;
    },
  },
  needsNothingMin: {
    why: "the needs-nothing odds of the prompt's word leaning most to needing a memory",
    value: (_c, _r, _t, item) => wordOdds(item).at(-1) ?? 0,
  },
  needsNothingMaxScore: {
    why: "the strongest silence word's odds (positive part) times the candidate's keyword score (log)",
    value: (c, _r, _t, item) => Math.max(0, wordOdds(item)[0] ?? 0) * Math.log1p(c.score),
  },
  rarestAbsent: {
    why: "the prompt's rarest known prose word is not one the candidate has",
    value: (c, _r, _t, item) => {
      const [rarest] = rarestProse(item);
      return rarest !== undefined && !c.matched.includes(rarest) ? 1 : 0;
    },
  },
  rarest2Absent: {
    why: "neither of the prompt's two rarest known prose words is the candidate's",
    value: (c, _r, _t, item) => {
      const two = rarestProse(item).slice(0, 2);
      return two.length > 0 && two.every((term) => !c.matched.includes(term)) ? 1 : 0;
    },
  },
  unseenProseShare: {
    why: "share of the prompt's prose information in words no memory has (the ask is about something the store does not know)",
    value: (_c, _r, _t, item) => {
      const prose = [...new Set(item.store!.prose)].filter((t) => item.store!.df.has(t));
      const total = information(item, prose);
      return total > 0
        ? information(
            item,
            prose.filter((t) => item.store!.df.get(t) === 0),
          ) / total
        : 0;
    },
  },
  locatorShare: {
    why: "share of the candidate's match from paths and code names",
    value: (c) => (c.coverage > 0 ? 1 - (c.proseCoverage ?? 0) / c.coverage : 0),
  },
  strongCoverage: {
    why: "share of the prompt's information matched by the candidate's title, tag, description or command words",
    value: (c, _r, _t, item) => {
      const w = weightsOf(item, c.slug);
      const total = c.information;
      return total > 0
        ? information(
            item,
            c.matched.filter((t) => (w.get(t) ?? 0) >= STRONG),
          ) / total
        : 0;
    },
  },
  strongProseCoverage: {
    why: "the same, of the prompt's prose words only",
    value: (c, _r, _t, item) => {
      const w = weightsOf(item, c.slug);
      const prose = proseOf(item);
      const total = c.information;
      return total > 0
        ? information(
            item,
            c.matched.filter((t) => (w.get(t) ?? 0) >= STRONG && prose.has(t)),
          ) / total
        : 0;
    },
  },
  bodyOnly: {
    why: "no shared word is in the candidate's title, tags, description or commands",
    value: (c, _r, _t, item) => {
      const w = weightsOf(item, c.slug);
      return c.matched.some((t) => (w.get(t) ?? 0) >= STRONG) ? 0 : 1;
    },
  },
  clusterShare: {
    why: "share of the candidate's match in words two or more other judged candidates share too",
    value: (c, _r, _t, item, judged) => {
      const common = c.matched.filter((t) => judged.filter((o) => o !== c && o.matched.includes(t)).length >= 2);
      const total = information(item, c.matched);
      return total > 0 ? information(item, common) / total : 0;
    },
  },
  governedDecision: {
    why: "a decision, for a prompt doing what a team's process rule governs (commit, release, deploy, a dependency)",
    value: (_c, _r, t, item) => (t === "decision" && GOVERNED.test(item.prompt.prompt.slice(0, 600)) ? 1 : 0),
  },
  question: {
    why: "the prompt is a question",
    value: (_c, _r, _t, item) => (QUESTION.test(item.prompt.prompt.slice(0, 400)) ? 1 : 0),
  },
  ours: {
    why: "the prompt speaks of the team's own work (we, our, here, this repo)",
    value: (_c, _r, _t, item) => (OURS.test(item.prompt.prompt.slice(0, 600)) ? 1 : 0),
  },
  questionNotOurs: {
    why: "a question that does not speak of the team's own work",
    value: (_c, _r, _t, item) => {
      const head = item.prompt.prompt.slice(0, 600);
      return QUESTION.test(head.slice(0, 400)) && !OURS.test(head) ? 1 : 0;
    },
  },
  proseTerms: {
    why: "how many known prose words the prompt has (log)",
    value: (_c, _r, _t, item) => Math.log1p(proseOf(item).size),
  },
  rarestMatchedGap: {
    why: "how much rarer the prompt's rarest known prose word is than the candidate's rarest shared one (idf difference)",
    value: (c, _r, _t, item) => {
      const [rarest] = rarestProse(item);
      if (rarest === undefined || c.matched.length === 0) return 0;
      const best = Math.max(...c.matched.map((t) => idfOf(item, t)));
      return Math.max(0, idfOf(item, rarest) - best);
    },
  },
  gotcha: { why: "the candidate is a gotcha", value: (_c, _r, t) => (t === "gotcha" ? 1 : 0) },
  decision: { why: "the candidate is a decision", value: (_c, _r, t) => (t === "decision" ? 1 : 0) },
  learning: { why: "the candidate is a learning", value: (_c, _r, t) => (t === "learning" ? 1 : 0) },
  firstOfType: {
    why: "the candidate scores best among the judged candidates of its type (a decision behind a gotcha is not its rival)",
    value: (c, _r, t, item, judged) =>
      judged.every((o) => o === c || item.types.get(o.slug) !== t || o.score <= c.score) ? 1 : 0,
  },
  relativeInType: {
    why: "its score relative to the best of the judged candidates of its type",
    value: (c, _r, t, item, judged) =>
      c.score / Math.max(c.score, ...judged.filter((o) => item.types.get(o.slug) === t).map((o) => o.score), 1e-9),
  },
  coverageRelative: {
    why: "its coverage relative to the best coverage among the judged",
    value: (c, _r, _t, _item, judged) => c.coverage / Math.max(1e-9, ...judged.map((o) => o.coverage)),
  },
  focusRelative: {
    why: "its focus relative to the best focus among the judged",
    value: (c, _r, _t, _item, judged) => (c.focus ?? 0) / Math.max(1e-9, ...judged.map((o) => o.focus ?? 0)),
  },
  bestFocus: {
    why: "it has the best focus among the judged (its topic is the prompt's, whatever its score)",
    value: (c, _r, _t, _item, judged) =>
      (c.focus ?? 0) > 0 && judged.every((o) => (o.focus ?? 0) <= (c.focus ?? 0)) ? 1 : 0,
  },
  strongRare: {
    why: "a word only few memories have (rarity ≥ 0.7) is in its title, tags, description or commands",
    value: (c, _r, _t, item) => {
      const w = weightsOf(item, c.slug);
      const n = item.store!.memories;
      return c.matched.some(
        (t) =>
          (w.get(t) ?? 0) >= STRONG && 1 - Math.log(Math.max(1, item.store!.df.get(t) ?? 1)) / Math.log(n + 1) >= 0.7,
      )
        ? 1
        : 0;
    },
  },
  typeOddsFocus: {
    why: "the type lexicon's say times the candidate's focus",
    value: (c, _r, t, item) => typeOdds(item, t) * (c.focus ?? 0),
  },
};
