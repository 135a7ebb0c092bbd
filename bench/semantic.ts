// Semantic query speed over the embedding cache: synthetic scopes of N cached
// 768-dimensional vectors (the size embeddinggemma gives), then, per query,
// what a search does once it has the query's vector: read table.json and the
// vector file, score every row, take the top 10. The query's own embedding
// call (Ollama) is excluded. Also the time on an already loaded cache and the
// cache's size on disk.
//
//   npm run bench:semantic                          # 10k and 100k vectors
//   npm run bench:semantic -- --sizes 1000,10000 --runs 21

import { mkdirSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { EmbeddingCache, embeddingCacheBytes, updateEmbeddingCache } from "../src/index/embeddings/cache.js";
import { ScopeStore } from "../src/store/scope-store.js";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "10000,100000" },
    runs: { type: "string", default: "15" },
    dimension: { type: "string", default: "768" },
  },
});
const sizes = values.sizes!.split(",").map(Number);
const runs = Number(values.runs);
const dimension = Number(values.dimension);
const MODEL = "embeddinggemma";

let seed = 7;
const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32 - 0.5;
function unitVector(): Float32Array {
  const vector = new Float32Array(dimension);
  let squares = 0;
  for (let i = 0; i < dimension; i++) squares += (vector[i] = random()) ** 2;
  const norm = Math.sqrt(squares);
  for (let i = 0; i < dimension; i++) vector[i]! /= norm;
  return vector;
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const p95 = (times: number[]) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * 0.95))]!;

export async function semanticQueryBench(
  size: number,
): Promise<{ size: number; coldMs: number; coldP95Ms: number; loadedMs: number; bytes: number }> {
  const root = resolve("bench", ".stores", `semantic-${size}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const store = new ScopeStore("project", root);
  for (let start = 0; start < size; start += 10_000) {
    const put = Array.from({ length: Math.min(10_000, size - start) }, (_, i) => ({
      slug: `learning-m${start + i}`,
      hash: (start + i).toString(16).padStart(32, "0"),
      vector: unitVector(),
    }));
    await updateEmbeddingCache(store, { model: MODEL, dimension, put });
  }
  const query = unitVector();
  const top10 = (scored: Array<{ slug: string; similarity: number }>) =>
    scored.sort((a, b) => b.similarity - a.similarity).slice(0, 10);
  const cold: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const cache = await EmbeddingCache.loadWithVectors(store);
    top10(await cache.score(query, () => true));
    cold.push(performance.now() - started);
  }
  const cache = await EmbeddingCache.loadWithVectors(store);
  const loaded: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    top10(await cache.score(query, () => true));
    loaded.push(performance.now() - started);
  }
  const bytes = await embeddingCacheBytes(store);
  rmSync(root, { recursive: true, force: true });
  return { size, coldMs: median(cold), coldP95Ms: p95(cold), loadedMs: median(loaded), bytes };
}

console.log(`Semantic query over cached ${dimension}-d vectors (median of ${runs}; query embedding excluded)`);
console.log(
  "| cached vectors | read cache + score + top 10, p50 / p95 | score on a loaded cache, p50 | cache on disk |",
);
console.log("|---:|---:|---:|---:|");
for (const size of sizes) {
  const r = await semanticQueryBench(size);
  console.log(
    `| ${size.toLocaleString("en")} | ${r.coldMs.toFixed(1)} / ${r.coldP95Ms.toFixed(1)} ms | ${r.loadedMs.toFixed(1)} ms | ${(r.bytes / 1024 / 1024).toFixed(1)} MB |`,
  );
}
