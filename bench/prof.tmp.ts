import { createContext } from "../src/ops/context.js";
import { searchMemories } from "../src/ops/search.js";
const dir = "/work/wt/i20/bench/.stores/mcp-10000";
const ctx = createContext({ environment: { cwd: dir, env: { PATH: process.env.PATH, HOME: dir + "/home" } } });
const Q = ["token refresh race", "database migration lock", "retry timeout", "cache", "deploy build release", "session auth error"];
for (let i = 0; i < 5; i++) await searchMemories(ctx, { query: Q[i % Q.length] });
const t: number[] = [];
for (let i = 0; i < 60; i++) { const s = performance.now(); await searchMemories(ctx, { query: Q[i % Q.length] }); t.push(performance.now() - s); }
t.sort((a, b) => a - b); console.log("p50", t[30].toFixed(1), "p95", t[57].toFixed(1), "max", t[59].toFixed(1));
