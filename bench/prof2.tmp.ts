import { createContext } from "../src/ops/context.js";
import { loadIndex, queryTerms, syncKeywordIndex } from "../src/index/keyword-index.js";
import { rankedSearch } from "../src/index/keyword-config.js";
import { loadCatalog } from "../src/index/manifest.js";
const dir = "/work/wt/i20/bench/.stores/mcp-10000";
const ctx = createContext({ environment: { cwd: dir, env: { PATH: process.env.PATH, HOME: dir + "/home" } } });
const catalog = await loadCatalog(ctx.store.scope("project"));
const state = await syncKeywordIndex(catalog, () => undefined);
let s = performance.now();
const whole = await loadIndex(state, undefined);
console.log("whole load", (performance.now() - s).toFixed(0), "ms, heap", (process.memoryUsage().heapUsed / 1e6).toFixed(0));
const Q = ["token refresh race", "database migration lock", "retry timeout", "cache", "deploy build release", "session auth error", "kaloten", "vorzen dra", "milora"];
for (const q of Q) {
  const t: number[] = [];
  const part = await loadIndex(state, queryTerms(q));
  const tp: number[] = [];
  for (let i = 0; i < 20; i++) { s = performance.now(); rankedSearch(whole, q); t.push(performance.now() - s); s = performance.now(); rankedSearch(part, q); tp.push(performance.now() - s); }
  t.sort((a, b) => a - b); tp.sort((a, b) => a - b);
  console.log(q.padEnd(28), "whole p50", t[10].toFixed(1), " partial p50", tp[10].toFixed(1), "hits", rankedSearch(whole, q).length);
}
