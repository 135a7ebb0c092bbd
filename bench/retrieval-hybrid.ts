// The hybrid part of bench/retrieval.ts (`--mode hybrid`): embeds the SciFact
// corpus with the configured Ollama model (OLLAMA_HOST, MEMORY_EMBED_MODEL;
// vectors kept in bench/.cache/ for reruns), then reports nDCG@10 and
// Recall@100 of dense retrieval alone and of the product's hybrid fusion
// (src/ops/shared/semantic-ranking.ts: weighted RRF, semantic hits ≥ the threshold only).
// Without a reachable Ollama it says so and returns.

import { readSettings } from "../src/core/settings/index.js";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { documentText, queryText } from "../src/index/embeddings/text.js";
import { embeddingSettings, OllamaEmbedder } from "../src/index/embeddings/ollama-client.js";
import { DEFAULT_THRESHOLD, fuseRankings, HYBRID_SEMANTIC_WEIGHT } from "../src/ops/shared/semantic-ranking.js";

interface Input {
  corpus: Array<{ _id: string; title: string; text: string }>;
  queries: Map<string, string>;
  qrels: Map<string, Set<string>>;
  keywordRanking: (text: string) => string[];
}

function metrics(ranked: string[], relevant: Set<string>): { ndcg: number; recall: number } {
  let dcg = 0;
  ranked.slice(0, 10).forEach((id, rank) => {
    if (relevant.has(id)) dcg += 1 / Math.log2(rank + 2);
  });
  let ideal = 0;
  for (let rank = 0; rank < Math.min(10, relevant.size); rank++) ideal += 1 / Math.log2(rank + 2);
  return { ndcg: dcg / ideal, recall: ranked.slice(0, 100).filter((id) => relevant.has(id)).length / relevant.size };
}

export async function runHybrid({ corpus, queries, qrels, keywordRanking }: Input): Promise<void> {
  const settings = embeddingSettings(readSettings(process.env));
  const embedder = new OllamaEmbedder(settings);
  try {
    const status = await embedder.status();
    if (!status.modelPulled) throw new Error(`model ${settings.model} is not pulled (ollama pull ${settings.model})`);
  } catch (error) {
    console.log(`hybrid: skipped — no usable Ollama at ${settings.host}: ${(error as Error).message.split(". ")[0]}`);
    return;
  }
  const cacheDir = resolve("bench", ".cache");
  mkdirSync(cacheDir, { recursive: true });
  const cacheFile = join(cacheDir, `scifact-${settings.model.replace(/[^a-z0-9.-]/gi, "_")}.f32`);
  let docs: Float32Array[];
  if (existsSync(cacheFile)) {
    const data = new Float32Array(new Uint8Array(readFileSync(cacheFile)).buffer);
    const dimension = data.length / corpus.length;
    docs = corpus.map((_, i) => data.subarray(i * dimension, (i + 1) * dimension));
  } else {
    docs = [];
    const started = performance.now();
    for (let start = 0; start < corpus.length; start += 256) {
      const batch = corpus
        .slice(start, start + 256)
        .map((doc) => documentText(settings.model, { title: doc.title, tags: [], text: doc.text }));
      docs.push(...(await embedder.embed(batch)));
      process.stderr.write(`\rembedding corpus ${docs.length}/${corpus.length}`);
    }
    process.stderr.write(
      `\rembedded ${corpus.length} documents in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    );
    const packed = new Float32Array(docs.length * docs[0]!.length);
    docs.forEach((vector, i) => packed.set(vector, i * vector.length));
    writeFileSync(cacheFile, new Uint8Array(packed.buffer));
  }
  const weight = process.env.MEMORY_HYBRID_SEMANTIC_WEIGHT
    ? Number(process.env.MEMORY_HYBRID_SEMANTIC_WEIGHT)
    : HYBRID_SEMANTIC_WEIGHT;
  const sum = { dense: { ndcg: 0, recall: 0 }, hybrid: { ndcg: 0, recall: 0 }, equal: { ndcg: 0, recall: 0 } };
  for (const [queryId, relevant] of qrels) {
    const text = queries.get(queryId)!;
    const [query] = await embedder.embed([queryText(settings.model, text)]);
    const scored = docs.map((vector, i) => {
      let dot = 0;
      for (let d = 0; d < vector.length; d++) dot += vector[d]! * query![d]!;
      return { id: corpus[i]!._id, similarity: dot };
    });
    scored.sort((a, b) => b.similarity - a.similarity);
    const dense = scored.map((item) => item.id);
    const keyword = keywordRanking(text);
    const semantic = scored.filter((item) => item.similarity >= DEFAULT_THRESHOLD).map((item) => item.id);
    const fused = (weight: number) =>
      [
        ...fuseRankings(
          keyword,
          semantic,
          weight,
          process.env.MEMORY_HYBRID_K ? Number(process.env.MEMORY_HYBRID_K) : undefined,
        ),
      ]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([id]) => id);
    for (const [name, ranked] of [
      ["dense", dense],
      ["hybrid", fused(weight)],
      ["equal", fused(1)],
    ] as const) {
      const m = metrics(ranked, relevant);
      sum[name].ndcg += m.ndcg;
      sum[name].recall += m.recall;
    }
  }
  const n = qrels.size;
  console.log(`\nOllama ${settings.model} at ${settings.host}:`);
  console.log(
    `dense alone                       nDCG@10 ${(sum.dense.ndcg / n).toFixed(4)}  Recall@100 ${(sum.dense.recall / n).toFixed(4)}`,
  );
  console.log(
    `hybrid (product: RRF, w=${weight})      nDCG@10 ${(sum.hybrid.ndcg / n).toFixed(4)}  Recall@100 ${(sum.hybrid.recall / n).toFixed(4)}`,
  );
  console.log(
    `hybrid, equal weights (reference) nDCG@10 ${(sum.equal.ndcg / n).toFixed(4)}  Recall@100 ${(sum.equal.recall / n).toFixed(4)}`,
  );
}
