// Reading only some rows of the embedding cache (what prompt recall does on a
// store too large to read every vector in time) gives the same similarities
// as scoring the whole cache.

import { describe, expect, it } from "vitest";
import { EmbeddingCache, updateEmbeddingCache } from "../../src/index/embeddings/cache.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, makeSandbox } from "../helpers.js";

describe("embedding cache rows", () => {
  it("scoreSome reads just the rows asked for and agrees with score", async () => {
    const box = makeSandbox();
    const ctx = contextFor(box);
    await writeMemory(ctx, { title: "Seed", type: "decision", tags: ["a"], content: "x" });
    const store = ctx.store.scope("project");
    const unit = (values: number[]) => {
      const norm = Math.hypot(...values);
      return Float32Array.from(values, (x) => x / norm);
    };
    const put = Array.from({ length: 20 }, (_, i) => ({
      slug: `m${i}`,
      hash: `${i}`.padStart(16, "0"),
      vector: unit([1, i, i % 3, 2]),
    }));
    await updateEmbeddingCache(store, { model: "m", dimension: 4, put });
    const cache = await EmbeddingCache.load(store);
    const query = unit([1, 2, 0, 2]);
    const all = new Map((await cache.score(query, () => true)).map((item) => [item.slug, item.similarity]));
    const some = cache.scoreSome(query, ["m3", "m17", "missing"]);
    expect(some.map((item) => item.slug)).toEqual(["m3", "m17"]);
    for (const item of some) expect(item.similarity).toBeCloseTo(all.get(item.slug)!, 6);
    expect(cache.dataBytes).toBe(20 * 4 * 4);
  });
});
