// A bench for new evidence of prompt recall: each labelled set left out of a
// fit on the others (a set and its -described twin together), the model's
// shipped features with candidate ones added (or some dropped), at the
// threshold the fit's rule chooses and at fixed ones, so that a feature is
// judged on sets it was not fitted on and not credited with a threshold's move.
//
//   node scripts/run-ts.mjs bench/recall-eval/lab.ts --extra rarestAbsent,locatorShare
//   node scripts/run-ts.mjs bench/recall-eval/lab.ts --extra all --thresholds 0.475,0.5,0.55
//   node scripts/run-ts.mjs bench/recall-eval/lab.ts --list     # the candidate features
//   node scripts/run-ts.mjs bench/recall-eval/lab.ts --shipped  # also the shipped model as it is on each set
//   node scripts/run-ts.mjs bench/recall-eval/lab.ts --thresholds 0.5 --follow 0.3,0.4 --boost 2:0.1:5:1 --boost-trees 15,25
//     # boosted trees (depth:rate:minLeaf:lambda) on top of the linear model, read at each count of trees
//   node scripts/run-ts.mjs bench/recall-eval/lab.ts --thresholds 0.5 --follow 0.4 --boost 2:0.1:5:1 --boost-trees 25 \
//     --per-set "clamped ×25 d2" --dump /tmp/loo.json
//     # also each set's figures under one variant, and each prompt's probabilities left out under it (failures.ts --loo)
//     # --per-set takes several variants, comma-separated (the first dumped); --shard i/n leaves out only every n-th
//     # project, from the i-th, so that n processes share the folds
//   node scripts/run-ts.mjs bench/recall-eval/lab.ts --thresholds 0.5 --follow 0.3 --follower-bars 0.2,0.3
//     # a model of its own for the memories after the first, at each bar
//
// The sets' rankings are cached under the system's temp directory (--fresh ranks them again).

import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  FEATURE_NAMES,
  featuresOf,
  JUDGED_CANDIDATES,
  RECALL_MODEL,
  type JudgeContext,
} from "../../src/core/recall/gate.js";
import type { RankedMemory } from "../../src/index/recall/rank.js";
import { fitSets, loadSet, rankSet, type Ranked } from "./evaluate.js";
import {
  chooseThreshold,
  fitBoost,
  fitLogistic,
  treeMargin,
  treesApply as shippedTreesApply,
  lexiconOfSets,
  projectOf,
  promptWords,
  typeLexiconOfSets,
  mean3,
  three,
  TYPE_LEXICON_TYPES,
  type Row,
  type Three,
} from "./fit.js";
import { promptIntent } from "../../src/core/recall/intent.js";
import { EXTRA_FEATURES, type MemoryGraph } from "./lab-features.js";
import { ContrastCounts, TranslationCounts } from "./translation.js";
import { needsNothingOdds, type Lexicon } from "../../src/core/recall/lexicon.js";

const { values } = parseArgs({
  options: {
    sets: { type: "string" },
    extra: { type: "string", default: "" },
    drop: { type: "string", default: "" },
    thresholds: { type: "string", default: "0.475,0.5,0.55" },
    l2: { type: "string", default: "0.01" },
    fresh: { type: "boolean" },
    list: { type: "boolean" },
    shipped: { type: "boolean" },
    veto: { type: "string" },
    quiet: { type: "boolean" },
    follow: { type: "string", default: "" },
    "graph-candidates": { type: "boolean" },
    contrast: { type: "string" },
    boost: { type: "string" },
    "boost-trees": { type: "string", default: "25,50,100" },
    "follower-bars": { type: "string" },
    "per-set": { type: "string" },
    dump: { type: "string" },
    "clamp-also": { type: "string", default: "" },
    shard: { type: "string" },
  },
});
if (values.list) {
  for (const [name, feature] of Object.entries(EXTRA_FEATURES)) console.log(`${name.padEnd(22)} ${feature.why}`);
  process.exit(0);
}
const evalDir = resolve("bench", "recall-eval");
const names = values.sets?.split(",") ?? fitSets(evalDir);
const extras = values.extra === "all" ? Object.keys(EXTRA_FEATURES) : values.extra.split(",").filter(Boolean);
for (const name of extras) if (!EXTRA_FEATURES[name]) throw new Error(`no candidate feature ${name} (--list)`);
const dropped = new Set(values.drop.split(",").filter(Boolean));
const kept = FEATURE_NAMES.map((name, i) => [name, i] as const).filter(([name]) => !dropped.has(name));

// --- the rankings, cached (Maps as entry lists) ---
const cacheDir = join(tmpdir(), "memory-recall-lab");
mkdirSync(cacheDir, { recursive: true });
const revive = (_key: string, value: unknown) =>
  value && typeof value === "object" && (value as { $map?: unknown }).$map
    ? new Map((value as { $map: Array<[unknown, unknown]> }).$map)
    : value;
const replace = (_key: string, value: unknown) => (value instanceof Map ? { $map: [...value] } : value);
async function rankingOf(name: string): Promise<Ranked[]> {
  const file = join(cacheDir, `${name.replace(/[^\w-]/g, "_")}.json`);
  if (!values.fresh && existsSync(file)) return JSON.parse(readFileSync(file, "utf8"), revive) as Ranked[];
  const ranked = await rankSet(loadSet(evalDir, name));
  writeFileSync(file, JSON.stringify(ranked, replace));
  return ranked;
}
const ranked = new Map<string, Ranked[]>();
for (const name of names) ranked.set(name, await rankingOf(name));

// --- features ---
/** Each prompt's intent, read once (every fold reads it again for every set). */
const intents = new Map<string, ReturnType<typeof promptIntent>>();
const intentOf = (prompt: string) => {
  let intent = intents.get(prompt);
  if (!intent) intents.set(prompt, (intent = promptIntent(prompt)));
  return intent;
};
function featureRows(
  item: Ranked & {
    typeOdds?: number[];
    candidateTypeOdds?: number[];
    typeOddsMax?: number[];
    set?: string;
    translation?: unknown;
  },
  lexicon: Lexicon,
): number[][] {
  const judged = judgedOf(item);
  // The lexicon's say, from the lexicon learned without this set (the cached ranking holds the shipped one's).
  // The intent read again (the cached ranking may be older than intent.ts's phrases).
  // Each known word's odds too, for the features that read the strongest word rather than the mean.
  const odds = [...promptWords(item.prompt.prompt)].flatMap((word) => {
    const o = lexicon.get(word);
    return o === undefined ? [] : [o];
  });
  const intent = {
    ...intentOf(item.prompt.prompt),
    needsNothing: needsNothingOdds(promptWords(item.prompt.prompt), lexicon),
    typeOdds: item.typeOdds ?? [],
    wordOdds: odds.sort((a, b) => b - a),
  };
  const context: JudgeContext = { intent, top: judged[0]?.score ?? 0, second: judged[1]?.score ?? 0 };
  return judged.map((candidate: RankedMemory, rank) => {
    const type = item.types.get(candidate.slug) ?? "";
    const base = featuresOf(candidate, rank, type, context);
    return [
      ...kept.map(([, i]) => base[i]!),
      ...extras.map((name) =>
        EXTRA_FEATURES[name]!.value(
          candidate,
          rank,
          type,
          {
            ...item,
            intent,
            text: memoryText.get(item.set!)!.get(candidate.slug) ?? "",
            graph: graphs.get(item.set!)!,
          } as Ranked,
          judged,
        ),
      ),
    ];
  });
}
const base = projectOf;
const usesLexicon = !dropped.has("needsNothing");
const lexiconOf = (sets: string[]): Lexicon => (usesLexicon ? lexiconOfSets(ranked, sets) : new Map());
/** The memory type of every labelled memory of each set. */
const labelTypes = new Map(
  names.map((name) => [
    name,
    new Map(loadSet(evalDir, name).memories.map((memory) => [memory.id, memory.type as string])),
  ]),
);
/** Each memory's text as recall terms in order (title, description, body), for phrase features. */
const memoryText = new Map(
  names.map((name) => [
    name,
    new Map(
      loadSet(evalDir, name).memories.map((memory) => [
        memory.id,
        [memory.title, memory.description ?? "", memory.body].join("\n"),
      ]),
    ),
  ]),
);
/** Each set's memory graph as the edge index holds it: slug → neighbour → how (out: it links there, in: linked from). */
const graphs = new Map(
  names.map((name) => {
    const graph: MemoryGraph = new Map();
    const edge = (from: string, to: string, how: string) => {
      if (!graph.has(from)) graph.set(from, new Map());
      graph.get(from)!.set(to, graph.get(from)!.has(to) ? `${graph.get(from)!.get(to)},${how}` : how);
    };
    for (const memory of loadSet(evalDir, name).memories)
      for (const link of memory.edges ?? []) {
        edge(memory.id, link.target, `out:${link.label}`);
        edge(link.target, memory.id, `in:${link.label}`);
      }
    return [name, graph];
  }),
);
/** How many of a prompt's candidates are judged (more with --graph-candidates). */
const judgedOf = (item: Ranked & { judgedCount?: number }) =>
  item.ranked.slice(0, item.judgedCount ?? JUDGED_CANDIDATES);
if (values["graph-candidates"]) {
  // The first candidate's linked memories are judged too: with their keyword evidence when they have some (ranked
  // past the eighth; their focus unknown here, 0), else with none but the link (what the linked* features say).
  for (const name of names)
    for (const item of ranked.get(name)!) {
      const leader = item.ranked[0];
      if (!leader) continue;
      const judged = item.ranked.slice(0, JUDGED_CANDIDATES);
      const neighbours = [...(graphs.get(name)!.get(leader.slug)?.keys() ?? [])].filter(
        (slug) => !judged.some((c) => c.slug === slug) && labelTypes.get(name)!.has(slug),
      );
      const extra = neighbours.map(
        (slug): RankedMemory =>
          item.ranked.find((c) => c.slug === slug) ?? {
            slug,
            scope: 0,
            matched: [],
            score: 0,
            coverage: 0,
            rarity: 0,
            weight: 0,
            shared: 0,
            information: leader.information,
            fieldHits: 0,
            identifierHits: 0,
            rareCoverage: 0,
            proseCoverage: 0,
            focus: 0,
          },
      );
      for (const c of extra) item.types.set(c.slug, labelTypes.get(name)!.get(c.slug)!);
      item.ranked = [
        ...judged,
        ...extra,
        ...item.ranked.slice(JUDGED_CANDIDATES).filter((c) => !neighbours.includes(c.slug)),
      ];
      (item as Ranked & { judgedCount?: number }).judgedCount = JUDGED_CANDIDATES + extra.length;
    }
}
const usesTypes = !dropped.has("typeOdds");
const usesCandidateTypes = extras.includes("typeOddsCand");
const typeLexiconOf = (sets: string[]) => typeLexiconOfSets(ranked, labelTypes, sets);
/** The same learned from the judged candidates: a word's log-odds that a judged candidate of each type is relevant. */
const candidateTypeLexiconOf = (sets: string[]) => {
  const counts = new Map<string, { n: number[]; rel: number[]; sets: Set<string>; prompts: number }>();
  const n = TYPE_LEXICON_TYPES.map(() => 0);
  const rel = TYPE_LEXICON_TYPES.map(() => 0);
  for (const set of new Set(sets.map(base))) {
    const name = sets.find((other) => base(other) === set)!;
    for (const item of ranked.get(name)!) {
      const words = promptWords(item.prompt.prompt);
      const judged = item.ranked.slice(0, JUDGED_CANDIDATES);
      for (const word of words) {
        let count = counts.get(word);
        if (!count) counts.set(word, (count = { n: n.map(() => 0), rel: n.map(() => 0), sets: new Set(), prompts: 0 }));
        count.sets.add(set);
        count.prompts++;
      }
      for (const candidate of judged) {
        const t = TYPE_LEXICON_TYPES.indexOf(item.types.get(candidate.slug) as (typeof TYPE_LEXICON_TYPES)[number]);
        if (t < 0) continue;
        const y = item.prompt.relevant.includes(candidate.slug) ? 1 : 0;
        n[t]!++;
        rel[t]! += y;
        for (const word of words) {
          const count = counts.get(word)!;
          count.n[t]!++;
          count.rel[t]! += y;
        }
      }
    }
  }
  const prior = n.map((total, t) => rel[t]! / Math.max(1, total));
  const lexicon = new Map<string, number[]>();
  for (const [word, count] of counts) {
    if (count.sets.size < 3 || count.prompts < 8) continue;
    lexicon.set(
      word,
      prior.map((p, t) =>
        p > 0 && p < 1
          ? Math.log((count.rel[t]! + 4 * p) / (count.n[t]! - count.rel[t]! + 4 * (1 - p))) - Math.log(p / (1 - p))
          : 0,
      ),
    );
  }
  return lexicon;
};
/** The mean over the prompt's words of the type lexicon's log-odds of each type (0 for a word it does not know). */
function typeOddsOf(prompt: string, lexicon: Map<string, number[]>): number[] {
  const sum = TYPE_LEXICON_TYPES.map(() => 0);
  let known = 0;
  for (const word of promptWords(prompt)) {
    const odds = lexicon.get(word);
    if (!odds) continue;
    known++;
    odds.forEach((o, t) => (sum[t]! += o));
  }
  return sum.map((s) => (known ? s / known : 0));
}
/** For each type, the highest odds of any of the prompt's words (0 when it knows none): one strong word, undiluted. */
function typeOddsMaxOf(prompt: string, lexicon: Map<string, number[]>): number[] {
  const max = TYPE_LEXICON_TYPES.map(() => Number.NEGATIVE_INFINITY);
  for (const word of promptWords(prompt)) lexicon.get(word)?.forEach((o, t) => (max[t] = Math.max(max[t]!, o)));
  return max.map((m) => (Number.isFinite(m) ? m : 0));
}
/** The translation table's counts, each project once (its set as written), for the `translate*` features. */
const usesTranslation = extras.some((name) => name.startsWith("translate"));
/** --contrast: the table learned on the judged candidates (relevant against not) instead of on all memories. */
const contrast = values.contrast !== undefined;
const translationCounts = new TranslationCounts();
const contrastCounts = new ContrastCounts();
if (usesTranslation)
  for (const project of new Set(names.map(base))) {
    const set = names.find((name) => base(name) === project)!;
    if (contrast) contrastCounts.add(project, ranked.get(set)!);
    else translationCounts.add(project, loadSet(evalDir, set));
  }
/** Each set's features, its word lexicon learned on `from` less the set itself (cross-fitted: no set scores its own words). */
function featuresFrom(name: string, from: string[]): number[][][] {
  const lexicon = lexiconOf(from.filter((other) => base(other) !== base(name)));
  const learnFrom = from.filter((other) => base(other) !== base(name));
  const types = usesTypes ? typeLexiconOf(learnFrom) : new Map();
  const candidateTypes = usesCandidateTypes ? candidateTypeLexiconOf(learnFrom) : new Map();
  const learned = new Set(learnFrom.map(base));
  const unlearned = names.map(base).filter((project) => !learned.has(project));
  const [minAll, smoothing] = (values.contrast ?? "5,4").split(",").map(Number);
  const translation = !usesTranslation
    ? undefined
    : contrast
      ? contrastCounts.without(unlearned, minAll, smoothing)
      : translationCounts.without(unlearned);
  return ranked.get(name)!.map((item) =>
    featureRows(
      {
        ...item,
        set: name,
        typeOdds: typeOddsOf(item.prompt.prompt, types),
        candidateTypeOdds: typeOddsOf(item.prompt.prompt, candidateTypes),
        typeOddsMax: typeOddsMaxOf(item.prompt.prompt, types),
        translation,
      },
      lexicon,
    ),
  );
}
const cachedFeatures = new Map<string, number[][][]>();
function featuresOfSet(name: string, from: string[]): number[][][] {
  const key = usesLexicon || usesTypes ? `${name}|${from.join(",")}` : name;
  if (!cachedFeatures.has(key)) cachedFeatures.set(key, featuresFrom(name, from));
  return cachedFeatures.get(key)!;
}
const rowsOf = (name: string, from: string[]): Row[] =>
  ranked.get(name)!.flatMap((item, p) =>
    featuresOfSet(name, from)[p]!.map((x, rank) => ({
      x,
      y: item.prompt.relevant.includes(item.ranked[rank]!.slug) ? 1 : 0,
    })),
  );

interface Scored extends Three {
  nearMiss?: number;
  injected: number;
  /** Characters of memories shown that the prompt did not need, per prompt. */
  irrelevantChars?: number;
}
/** Each prompt's judged candidates' probabilities under some weights. */
const vetoColumn = kept.findIndex(([name]) => name === "needsNothing");
const veto = values.veto === undefined ? Number.POSITIVE_INFINITY : Number(values.veto);
const probabilities = (name: string, from: string[], w: number[]) =>
  featuresOfSet(name, from).map((rows) =>
    // --veto: nothing for a prompt whose words lean to silence this much, whatever its candidates.
    rows.map((x) =>
      vetoColumn >= 0 && x[vetoColumn]! >= veto ? 0 : 1 / (1 + Math.exp(-x.reduce((s, v, j) => s + v * w[j]!, 0))),
    ),
  );
/**
 * A set's figures when the first memory shows at `threshold` and the ones after it at `follow` (silence depends only
 * on whether the first one shows; a second or third needs less once one has passed).
 */
function scoreAt(name: string, probs: number[][], threshold: number, follow = threshold): Scored {
  let irrelevantChars = 0;
  let injected = 0;
  let correct = 0;
  let relevant = 0;
  let found = 0;
  let needNone = 0;
  let silent = 0;
  let near = 0;
  let nearSilent = 0;
  ranked.get(name)!.forEach((item, p) => {
    const ordered = probs[p]!.map((probability, rank) => ({ probability, slug: item.ranked[rank]!.slug })).sort(
      (a, b) => b.probability - a.probability,
    );
    const shown =
      ordered[0] && ordered[0].probability >= threshold
        ? ordered
            .filter((c, i) => i === 0 || c.probability >= Math.min(follow, threshold))
            .slice(0, 3)
            .map((c) => c.slug)
        : [];
    const labels = item.prompt.relevant;
    injected += shown.length;
    for (const slug of shown) if (!labels.includes(slug)) irrelevantChars += item.lineChars.get(slug) ?? 0;
    correct += shown.filter((slug) => labels.includes(slug)).length;
    if (labels.length === 0) {
      needNone++;
      if (shown.length === 0) silent++;
      if (item.prompt.category === "near-miss") {
        near++;
        if (shown.length === 0) nearSilent++;
      }
    } else {
      relevant += labels.length;
      found += labels.filter((slug) => shown.includes(slug)).length;
    }
  });
  return {
    precision: injected ? correct / injected : 1,
    recall: relevant ? found / relevant : 1,
    silence: needNone ? silent / needNone : 1,
    ...(near ? { nearMiss: nearSilent / near } : {}),
    injected,
    irrelevantChars: irrelevantChars / Math.max(1, ranked.get(name)!.length),
  };
}

const shortfallOf = (f: Three) =>
  Math.max(0, 0.75 - f.precision) + Math.max(0, 0.6 - f.recall) + Math.max(0, 0.9 - f.silence);
/** The follower model's features of each judged candidate but the first (by the linear model's probability). */
function followerFeatures(item: Ranked, xs: number[][], w: number[]): Array<{ at: number; x: number[]; top: number }> {
  if (xs.length < 2) return [];
  const margins = xs.map((x) => x.reduce((sum, v, j) => sum + v * w[j]!, 0));
  const order = margins.map((m, i) => [m, i] as const).sort((a, b) => b[0] - a[0]);
  const [topMargin, top] = order[0] ?? [0, 0];
  const leader = item.ranked[top]!;
  const leaderType = item.types.get(leader.slug) ?? "";
  const passing = margins.filter((m) => m >= 0).length;
  return order.slice(1).map(([margin, at], place) => {
    const c = item.ranked[at]!;
    const overlap = c.matched.filter((t) => leader.matched.includes(t)).length / Math.max(1, c.matched.length);
    const sameType = (item.types.get(c.slug) ?? "") === leaderType ? 1 : 0;
    return {
      at,
      top,
      x: [
        1,
        margin,
        topMargin,
        margin - topMargin,
        place,
        overlap,
        sameType,
        Math.log1p(passing),
        c.coverage,
        c.focus ?? 0,
        xs[at]![xs[at]!.length - 1]!,
      ],
    };
  });
}
function followerRowsOf(name: string, from: string[], w: number[]): Row[] {
  const rows: Row[] = [];
  ranked.get(name)!.forEach((item, p) => {
    const xs = featuresOfSet(name, from)[p]!;
    const fs = followerFeatures(item, xs, w);
    if (fs.length === 0 || fs[0]!.x[2]! < 0) return;
    for (const f of fs) rows.push({ x: f.x, y: item.prompt.relevant.includes(item.ranked[f.at]!.slug) ? 1 : 0 });
  });
  return rows;
}
/** Probabilities where the first keeps the linear model's and the others take the follower model's (below the first). */
function followerProbs(name: string, features: number[][][], w: number[], fw: number[]): number[][] {
  return ranked.get(name)!.map((item, p) => {
    const xs = features[p]!;
    const probs = xs.map((x) => 1 / (1 + Math.exp(-x.reduce((sum, v, j) => sum + v * w[j]!, 0))));
    for (const f of followerFeatures(item, xs, w)) {
      const q = 1 / (1 + Math.exp(-f.x.reduce((sum, v, j) => sum + v * fw[j]!, 0)));
      probs[f.at] = Math.min(q, probs[f.top]! - 1e-9);
    }
    return probs;
  });
}
/** --clamp-also general,conversational: the trees may only lower where these features are set too (a wider clamp). */
const clampAlso = values["clamp-also"]
  .split(",")
  .filter(Boolean)
  .map((name) => kept.findIndex(([kept]) => kept === name));
const treesApply = (x: number[]) => shippedTreesApply(x) && clampAlso.every((j) => !x[j]);
// --- --boost: boosted trees on top of the linear model, each set left out, at the fixed thresholds and follow bars ---
if (values.boost || values["follower-bars"]) {
  // Each setting "depth:rate:minLeaf:lambda"; every one is fitted to the most trees and read at each count.
  const settings = (values.boost ?? "")
    .split(",")
    .filter(Boolean)
    .map((text) => {
      const [depth, rate, minLeaf, lambda] = text.split(":").map(Number);
      return { depth: depth!, rate: rate!, minLeaf: minLeaf ?? 5, lambda: lambda ?? 1, bins: 32 };
    });
  const counts = values["boost-trees"].split(",").map(Number);
  const most = Math.max(...counts);
  const followerBars = (values["follower-bars"] ?? "").split(",").filter(Boolean).map(Number);
  const variants = [
    "linear",
    ...followerBars.map((b) => `follower model ${b}`),
    ...settings.flatMap((b) =>
      counts.flatMap((c) => [
        `d${b.depth} r${b.rate} m${b.minLeaf} l${b.lambda} ×${c}`,
        `gated ×${c} d${b.depth}`,
        `clamped ×${c} d${b.depth}`,
      ]),
    ),
  ];
  const fixedT = values.thresholds.split(",").filter(Boolean).map(Number);
  const followT = values.follow.split(",").filter(Boolean).map(Number);
  const bars = fixedT.flatMap((t) => [t, ...followT].map((f) => [t, Math.min(f, t)] as const));
  const results = new Map(variants.map((v) => [v, new Map<string, Scored[]>()]));
  /** --dump: each prompt's judged candidates' probabilities under the --per-set variant, the set left out. */
  const dumped: Record<string, number[][]> = {};
  const dot = (x: number[], w: number[]) => x.reduce((sum, v, j) => sum + v * w[j]!, 0);
  // --shard i/n: only every n-th project left out (from the i-th), so that n processes share the folds.
  const perSetVariants = (values["per-set"] ?? "").split(",").filter(Boolean);
  const [shard, shards] = (values.shard ?? "0/1").split("/").map(Number) as [number, number];
  const projects = [...new Set(names.map(base))].filter((_, i) => i % shards === shard);
  const heldOut = new Set(names.filter((name) => projects.includes(base(name))));
  for (const fold of projects) {
    const others = names.filter((name) => base(name) !== fold);
    const rows = others.flatMap((name) => rowsOf(name, others));
    const w = fitLogistic(rows, Number(values.l2));
    const baseMargins = rows.map((row) => dot(row.x, w));
    const forests = settings.map((b) => fitBoost(rows, baseMargins, { ...b, trees: most }));
    // Gated (shipped since recall13): fitted only where the trees may speak (gate.ts treesApply), adding nothing elsewhere.
    const open = rows.flatMap((row, i) => (treesApply(row.x) ? [i] : []));
    const gatedForests = settings.map((b) =>
      fitBoost(
        open.map((i) => rows[i]!),
        open.map((i) => baseMargins[i]!),
        { ...b, trees: most },
      ),
    );
    // A model of its own for the memories after the first, fitted on the prompts whose first passes the threshold.
    const followerRows = followerBars.length ? others.flatMap((name) => followerRowsOf(name, others, w)) : [];
    const fw = followerBars.length ? fitLogistic(followerRows, Number(values.l2)) : [];
    for (const held of names.filter((name) => base(name) === fold)) {
      const features = featuresOfSet(held, others);
      const record = (variant: string, margin: (x: number[]) => number) => {
        const probs = features.map((prompt) => prompt.map((x) => 1 / (1 + Math.exp(-margin(x)))));
        if (variant === perSetVariants[0]) dumped[held] = probs;
        results.get(variant)!.set(
          held,
          bars.map(([t, f]) => scoreAt(held, probs, t, f)),
        );
      };
      record("linear", (x) => dot(x, w));
      if (followerBars.length) {
        const probs = followerProbs(held, features, w, fw);
        for (const bar of followerBars)
          results.get(`follower model ${bar}`)!.set(
            held,
            bars.map(([t]) => scoreAt(held, probs, t, bar)),
          );
      }
      settings.forEach((b, k) =>
        counts.forEach((c) =>
          record(
            `d${b.depth} r${b.rate} m${b.minLeaf} l${b.lambda} ×${c}`,
            (x) => dot(x, w) + treeMargin(forests[k]!.slice(0, c), x),
          ),
        ),
      );
      settings.forEach((b, k) =>
        counts.forEach((c) =>
          record(`gated ×${c} d${b.depth}`, (x) =>
            treesApply(x) ? dot(x, w) + treeMargin(gatedForests[k]!.slice(0, c), x) : dot(x, w),
          ),
        ),
      );
      // Clamped: fitted on every candidate, but where treesApply is false they may only lower the log-odds.
      settings.forEach((b, k) =>
        counts.forEach((c) =>
          record(`clamped ×${c} d${b.depth}`, (x) => {
            const m = treeMargin(forests[k]!.slice(0, c), x);
            return dot(x, w) + (treesApply(x) ? m : Math.min(0, m));
          }),
        ),
      );
    }
    process.stderr.write(".");
  }
  const boostGroups = [
    ["all", names],
    ["written", names.filter((name) => !name.endsWith("-described"))],
    ["set-t..x", names.filter((name) => /^set-[t-x]/.test(name))],
    ["e..x written", names.filter((name) => /^set-[e-x]$/.test(name))],
    ["y,z,aa", names.filter((name) => /^set-(y|z|aa)(-described)?$/.test(name))],
  ] as const;
  console.log(
    `\nboosted trees over the linear model (each set left out; precision / recall / silence; irrelevant chars):`,
  );
  bars.forEach(([t, f], i) => {
    console.log(`at ${t} then ${f}:`);
    for (const v of variants) {
      const r = results.get(v)!;
      const worst = [...heldOut].reduce((a, b) => (shortfallOf(r.get(b)![i]!) > shortfallOf(r.get(a)![i]!) ? b : a));
      console.log(
        `  ${v.padEnd(26)} ${boostGroups
          .map(
            ([label, sets]) =>
              `${label} ${three(mean3(sets.filter((n) => heldOut.has(n)).map((n) => r.get(n)![i]!)))}; ${(sets.filter((n) => heldOut.has(n)).reduce((sum, n) => sum + (r.get(n)![i]!.irrelevantChars ?? 0), 0) / sets.length).toFixed(0)}`,
          )
          .join("  ")}  worst ${worst} ${three(r.get(worst)![i]!)}`,
      );
    }
    for (const variant of perSetVariants) {
      const perSet = results.get(variant);
      if (!perSet) continue;
      console.log(`  each set, ${variant}:`);
      for (const name of names.filter((n) => heldOut.has(n)))
        console.log(
          `    ${name.padEnd(18)} ${three(perSet.get(name)![i]!)}; ${(perSet.get(name)![i]!.irrelevantChars ?? 0).toFixed(0)}`,
        );
    }
  });
  if (values.dump) writeFileSync(values.dump, JSON.stringify(dumped));
  process.exit(0);
}

// --- each set left out ---
const fixed = values.thresholds.split(",").filter(Boolean).map(Number);
/** --follow: bars for the second and third memory, each beside every fixed threshold. */
const follows = values.follow.split(",").filter(Boolean).map(Number);
const left = new Map<string, { chosen: Scored; threshold: number; at: Scored[]; following: Scored[][] }>();
const folds = [...new Set(names.map(base))];
for (const fold of folds) {
  const others = names.filter((name) => base(name) !== fold);
  const w = fitLogistic(
    others.flatMap((name) => rowsOf(name, others)),
    Number(values.l2),
  );
  const fittedProbs = new Map(others.map((name) => [name, probabilities(name, others, w)]));
  const threshold = chooseThreshold((t) => others.map((name) => scoreAt(name, fittedProbs.get(name)!, t)));
  for (const held of names.filter((name) => base(name) === fold)) {
    const probs = probabilities(held, others, w);
    left.set(held, {
      threshold,
      chosen: scoreAt(held, probs, threshold),
      at: fixed.map((t) => scoreAt(held, probs, t)),
      following: fixed.map((t) => follows.map((f) => scoreAt(held, probs, t, f))),
    });
  }
}
const fmt = (f: Scored) => `${three(f)} nm ${f.nearMiss === undefined ? "  -  " : f.nearMiss.toFixed(3)}`;
console.log(`extra: ${extras.join(", ") || "(none)"}; dropped: ${[...dropped].join(", ") || "(none)"}`);
console.log(`${"set".padEnd(16)} ${"chosen".padEnd(38)} ${fixed.map((t) => `at ${t}`.padEnd(38)).join(" ")}`);
if (!values.quiet)
  for (const name of names) {
    const l = left.get(name)!;
    console.log(
      `${name.padEnd(16)} ${`${fmt(l.chosen)} t${l.threshold}`.padEnd(38)} ${l.at.map((f) => fmt(f).padEnd(38)).join(" ")}${l.following
        .flatMap((row, i) => row.map((f, k) => `  ${fixed[i]}+${follows[k]} ${three(f)}`))
        .join("")}`,
    );
  }
const meanNear = (sets: Scored[]) => {
  const with_ = sets.filter((f) => f.nearMiss !== undefined);
  return { ...mean3(sets), nearMiss: with_.reduce((s, f) => s + f.nearMiss!, 0) / with_.length, injected: 0 };
};
const groups = [
  ["mean, all", names],
  ["mean, set-*", names.filter((name) => name.startsWith("set-"))],
  ["mean, set-e..h", names.filter((name) => /^set-[e-h]/.test(name))],
  ["mean, set-e..j", names.filter((name) => /^set-[e-j]/.test(name))],
  ["mean, set-i,j", names.filter((name) => /^set-[ij]/.test(name))],
  ["mean, set-e..n", names.filter((name) => /^set-[e-n]/.test(name))],
  ["mean, set-k..n", names.filter((name) => /^set-[k-n]/.test(name))],
  ["mean, set-o,p", names.filter((name) => /^set-[op]/.test(name))],
  ["mean, set-e..p", names.filter((name) => /^set-[e-p]/.test(name))],
  ["mean, set-q..s", names.filter((name) => /^set-[q-s]/.test(name))],
  ["mean, set-e..s", names.filter((name) => /^set-[e-s]/.test(name))],
  ["mean, set-t..x", names.filter((name) => /^set-[t-x]/.test(name))],
  ["mean, set-e..x", names.filter((name) => /^set-[e-x]/.test(name))],
  ["mean, written", names.filter((name) => !name.endsWith("-described"))],
  ["mean, e..s wr.", names.filter((name) => /^set-[e-s]$/.test(name))],
  ["mean, t..x wr.", names.filter((name) => /^set-[t-x]$/.test(name))],
] as const;
for (const [label, sets] of groups) {
  if (sets.length === 0) continue;
  console.log(
    `${label.padEnd(16)} ${fmt(meanNear(sets.map((n) => left.get(n)!.chosen))).padEnd(38)} ${fixed
      .map((_, i) => fmt(meanNear(sets.map((n) => left.get(n)!.at[i]!))).padEnd(38))
      .join(" ")}`,
  );
}

// The set furthest from the targets at each fixed threshold (the sum of its shortfalls from 0.75 / 0.6 / 0.9).
const shortOf = (f: Scored) =>
  Math.max(0, 0.75 - f.precision) + Math.max(0, 0.6 - f.recall) + Math.max(0, 0.9 - f.silence);
console.log(
  `${"worst set".padEnd(16)} ${"".padEnd(38)} ${fixed
    .map((_, i) => {
      const worst = names.reduce((a, b) => (shortOf(left.get(b)!.at[i]!) > shortOf(left.get(a)!.at[i]!) ? b : a));
      return `${worst} ${three(left.get(worst)!.at[i]!)}`.padEnd(38);
    })
    .join(" ")}`,
);

const chars = (sets: readonly string[], pick: (name: string) => Scored) =>
  (sets.reduce((sum, name) => sum + (pick(name).irrelevantChars ?? 0), 0) / sets.length).toFixed(0);
if (follows.length) {
  console.log(`\nA second bar for the memories after the first (irrelevant characters per prompt after ';'):`);
  fixed.forEach((t, i) => {
    for (const [label, sets] of groups) {
      if (sets.length === 0) continue;
      const row = [
        `same ${three(mean3(sets.map((n) => left.get(n)!.at[i]!)))}; ${chars(sets, (n) => left.get(n)!.at[i]!)}`,
        ...follows.map(
          (f, k) =>
            `${f} ${three(mean3(sets.map((n) => left.get(n)!.following[i]![k]!)))}; ${chars(sets, (n) => left.get(n)!.following[i]![k]!)}`,
        ),
      ];
      console.log(`at ${t} ${label.padEnd(16)} ${row.join("  ")}`);
    }
  });
}

if (values.shipped) {
  // The shipped model's weights over its own features, whatever --extra and --drop say.
  const w = FEATURE_NAMES.map((name) => RECALL_MODEL.weights[name]);
  const shipped = new Map(
    names.map((name) => {
      const probs = ranked.get(name)!.map((item) => {
        const judged = item.ranked.slice(0, JUDGED_CANDIDATES);
        const context: JudgeContext = {
          // The shipped lexicon's say (the cached ranking may be older than it).
          intent: promptIntent(item.prompt.prompt),
          top: judged[0]?.score ?? 0,
          second: judged[1]?.score ?? 0,
        };
        return judged.map((candidate, rank) => {
          const x = featuresOf(candidate, rank, item.types.get(candidate.slug) ?? "", context);
          return 1 / (1 + Math.exp(-x.reduce((s, v, j) => s + v * w[j]!, 0)));
        });
      });
      return [name, scoreAt(name, probs, RECALL_MODEL.threshold)];
    }),
  );
  console.log(`\nThe shipped model as it is (threshold ${RECALL_MODEL.threshold}):`);
  for (const name of names) console.log(`${name.padEnd(16)} ${fmt(shipped.get(name)!)}`);
  for (const [label, sets] of [
    ["mean, all", names],
    ["mean, set-e..h", names.filter((name) => /^set-[e-h]/.test(name))],
  ] as const)
    if (sets.length) console.log(`${label.padEnd(16)} ${fmt(meanNear(sets.map((n) => shipped.get(n)!)))}`);
}
