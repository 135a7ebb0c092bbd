// Retrieval benchmark: BEIR SciFact (test split) through the exact keyword
// index configuration the product uses. Prints nDCG@10 and Recall@100.
//
//   npm run bench:retrieval [-- path/to/scifact]

import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { columnsOf } from "../src/index/keyword/base.js";
import { KeywordIndexBuilder } from "../src/index/keyword/builder.js";
import { toKeywordDocument } from "../src/index/keyword/config.js";
import { queryIndex } from "../src/index/keyword/rank.js";

//   npm run bench:retrieval -- --mode hybrid   # also dense and hybrid (needs a reachable Ollama; skipped otherwise)
const modeAt = process.argv.indexOf("--mode");
const mode = modeAt === -1 ? "keyword" : process.argv[modeAt + 1];
const positional = process.argv.slice(2).filter((arg, i, all) => !arg.startsWith("--") && all[i - 1] !== "--mode");
const dataDir = resolve(positional[0] ?? join(process.cwd(), "..", "shared", "data", "scifact"));
if (!existsSync(join(dataDir, "corpus.jsonl"))) {
  console.log(`SciFact data not found in ${dataDir}: skipping the retrieval benchmark.`);
  process.exit(0);
}

const readJsonl = <T>(file: string): T[] =>
  readFileSync(join(dataDir, file), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);

const corpus = readJsonl<{ _id: string; title: string; text: string }>("corpus.jsonl");
const queries = new Map(readJsonl<{ _id: string; text: string }>("queries.jsonl").map((q) => [q._id, q.text]));
const qrels = new Map<string, Set<string>>();
for (const line of readFileSync(join(dataDir, "qrels", "test.tsv"), "utf8")
  .split("\n")
  .slice(1)) {
  const [queryId, docId, score] = line.replace(/\r$/, "").split("\t");
  if (!queryId || !docId || Number(score) <= 0) continue;
  if (!qrels.has(queryId)) qrels.set(queryId, new Set());
  qrels.get(queryId)!.add(docId);
}

// The product's path: documents as memories, the index builder, its serialised form ranked as a search ranks it.
const started = performance.now();
const builder = new KeywordIndexBuilder();
for (const doc of corpus) builder.add(toKeywordDocument({ slug: doc._id, title: doc.title, body: doc.text }));
const search = queryIndex({ entries: builder.termPostings(), base: columnsOf(builder.serializeBase()), documents: [] });
const buildMs = performance.now() - started;

let ndcgSum = 0;
let recallSum = 0;
const times: number[] = [];
for (const [queryId, relevant] of qrels) {
  const text = queries.get(queryId);
  if (text === undefined) throw new Error(`query ${queryId} missing from queries.jsonl`);
  const t0 = performance.now();
  const ranked = search(text, { limit: 100 }).hits.map((hit) => hit.slug);
  times.push(performance.now() - t0);
  let dcg = 0;
  ranked.slice(0, 10).forEach((id, rank) => {
    if (relevant.has(id)) dcg += 1 / Math.log2(rank + 2);
  });
  let ideal = 0;
  for (let rank = 0; rank < Math.min(10, relevant.size); rank++) ideal += 1 / Math.log2(rank + 2);
  ndcgSum += dcg / ideal;
  recallSum += ranked.filter((id) => relevant.has(id)).length / relevant.size;
}
times.sort((a, b) => a - b);
const n = qrels.size;
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
console.log(`SciFact test: ${n} queries over ${corpus.length} documents (product keyword configuration)`);
console.log(`nDCG@10     ${(ndcgSum / n).toFixed(4)}`);
console.log(`Recall@100  ${(recallSum / n).toFixed(4)}`);
console.log(`index build ${buildMs.toFixed(0)} ms; query p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms`);

// ── --mode hybrid: dense ranking from Ollama embeddings and the product's fusion ──
if (mode === "hybrid") {
  const { runHybrid } = await import("./retrieval-hybrid.js");
  await runHybrid({
    corpus,
    queries,
    qrels,
    keywordRanking: (text) => search(text, { limit: 1000 }).hits.map((hit) => hit.slug),
  });
}
