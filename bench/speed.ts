// Speed benchmark: synthetic stores of realistic memories, CLI wall times as
// ratios to `node -e 0` measured in the same run, and in-process query times.
//
//   npm run bench:speed                       # 1k and 10k memories
//   npm run bench:speed -- --sizes 1000,10000,100000
//
// Every child process runs with NODE_EXTRA_CA_CERTS unset (users' machines do
// not set it; it adds ~45 ms to each node start here).

import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadSlice, miniSearchOf, queryTerms, syncKeywordIndex } from "../src/index/keyword/search.js";
import { rankedSearch } from "../src/index/keyword/config.js";
import { scoreQuery } from "../src/index/keyword/rank.js";
import { DEFAULT_SEARCH_LIMIT } from "../src/ops/shared/keyword-search.js";
import { loadCatalog } from "../src/index/derived/catalog-load.js";
import { createContext } from "../src/ops/context.js";
import { reindex } from "../src/ops/reindex.js";
import { searchMemories } from "../src/ops/search.js";
import { checkHealth } from "../src/ops/health.js";
import { visualiseGraph } from "../src/ops/graph.js";
import { generateStore, IDENTIFIERS, pick, RARE } from "./synthetic-store.js";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "100,1000,10000" },
    runs: { type: "string", default: "15" },
    keep: { type: "boolean" },
    "hook-only": { type: "boolean" },
  },
});
const sizes = values.sizes!.split(",").map(Number);
const runs = Number(values.runs);
const root = resolve("bench", ".stores");
// A private copy of the bundle, so a rebuild of dist/ during the run cannot break it.
const bundle = mkdtempSync(join(tmpdir(), "memory-bench-dist-"));
cpSync(resolve("plugin", "dist"), bundle, { recursive: true });
process.on("exit", () => rmSync(bundle, { recursive: true, force: true }));
const cli = join(bundle, "cli.cjs");
const hook = join(bundle, "hook.cjs");
const childEnv = { ...process.env };
delete childEnv.NODE_EXTRA_CA_CERTS;

// ── measurement ────────────────────────────────────────────────────────────

function wallMs(args: string[], cwd: string, env: Record<string, string> = {}): number {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, {
    cwd,
    env: { ...childEnv, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`node ${args.join(" ")} failed: ${result.stderr}`);
  return elapsed;
}

function wallMsWithInput(args: string[], cwd: string, input: string): number {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, {
    cwd,
    env: { ...childEnv, MEMORY_STATE_DIR: join(root, "hook-state") },
    input,
    stdio: ["pipe", "ignore", "pipe"],
  });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`node ${args.join(" ")} failed: ${result.stderr}`);
  return elapsed;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
// Words every synthetic memory contains (each matches ~all memories: the worst case for scoring) …
const QUERIES = [
  "token refresh race",
  "database migration lock",
  "retry timeout connection",
  "cache",
  "deploy build release",
  "session auth error",
  "queue worker",
  "schema index query",
];
// … and the kind of query that looks for one memory: a rare word or an identifier (each in ~0.5–3% of the memories).
const SPECIFIC_QUERIES = [RARE[5000]!, IDENTIFIERS[7]!, `${RARE[8000]} ${RARE[15000]}`, IDENTIFIERS[1202]!];

/** Files a `git pull` changes at once (past the 64 a write path takes one by one, under the 128 indexes take one by one). */
const PULLED_FILES = 100;

/**
 * A pull that edits 100 memories: the next command's check of the files (which
 * brings every index but the keyword one up to date), then the search that
 * folds them into the keyword index. Medians of 3; the files are put back after each.
 */
function pullRows(dir: string): Row[] {
  const memories = join(dir, ".claude", "memory");
  const files = readdirSync(memories)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .slice(0, PULLED_FILES)
    .map((name) => join(memories, name));
  const checks: number[] = [];
  const searches: number[] = [];
  const checked = { MEMORY_CHECK_INTERVAL_MS: "0" };
  for (let round = 0; round < 3; round++) {
    const originals = files.map((file) => readFileSync(file));
    files.forEach((file, i) => writeFileSync(file, `${originals[i]}\nEdited upstream, round ${round}: zebrafinch.\n`));
    checks.push(wallMs([cli, "list", "--limit", "1"], dir, checked));
    searches.push(wallMs([cli, "search", "zebrafinch"], dir, checked));
    files.forEach((file, i) => writeFileSync(file, originals[i]!));
    wallMs([cli, "search", "zebrafinch"], dir, checked);
  }
  return [
    { label: `after ${PULLED_FILES} files changed: memory list (CLI, the check)`, ms: median(checks) },
    { label: `after ${PULLED_FILES} files changed: the next memory search (CLI)`, ms: median(searches) },
  ];
}

/** The search after one memory edited in place (every file checked): medians of `runs`. */
function oneEditRow(dir: string): Row {
  const file = join(
    dir,
    ".claude",
    "memory",
    readdirSync(join(dir, ".claude", "memory")).find((n) => n.endsWith(".md"))!,
  );
  const original = readFileSync(file);
  const times = Array.from({ length: runs }, (_, round) => {
    writeFileSync(file, `${original}\nEdited in place, round ${round}.\n`);
    return wallMs([cli, "search", "token refresh"], dir, { MEMORY_CHECK_INTERVAL_MS: "0" });
  });
  writeFileSync(file, original);
  return { label: "memory search (CLI) after one memory edited in place", ms: median(times) };
}

/** A fresh clone: no `.index/`; the session-start refresh, then the first search. */
function freshRows(dir: string): Row[] {
  rmSync(join(dir, ".claude", "memory", ".index"), { recursive: true, force: true });
  const refresh = wallMs([cli, "refresh"], dir);
  const search = wallMs([cli, "search", "token refresh"], dir);
  return [
    { label: "fresh clone (no .index/): memory refresh (CLI)", ms: refresh },
    { label: "fresh clone: the first memory search after it (CLI)", ms: search },
  ];
}

function baseline(): number {
  return median(Array.from({ length: runs }, () => wallMs(["-e", "0"], root)));
}

interface Row {
  label: string;
  ms: number;
  p95?: number;
  ratio?: number;
  target?: string;
}

async function benchSize(count: number): Promise<Row[]> {
  const dir = join(root, `${values["hook-only"] ? "hook-" : ""}store-${count}`);
  if (!existsSync(join(dir, ".claude", "memory", `hub-m1.md`))) {
    rmSync(dir, { recursive: true, force: true });
    const started = performance.now();
    generateStore(dir, count, values["hook-only"]);
    console.error(`  generated ${count} memories in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  if (values["hook-only"]) {
    // The hook never builds an index: a CLI command first brings the derived state of a cached store up to
    // date (and rebuilds its gotcha index when the stored format is older than the code's).
    wallMs([cli, "list", "--limit", "1"], dir);
    const hook = hookRow(dir, count);
    return [hook.baseline, ...hook.rows];
  }
  const rows: Row[] = [];
  const base = baseline();
  rows.push({ label: "node -e 0 (baseline)", ms: base, ratio: 1 });
  const context = createContext({ environment: { cwd: dir, env: { ...childEnv, HOME: join(dir, "home") } } });
  let started = performance.now();
  await reindex(context, { scope: "project" });
  rows.push({
    label: "reindex (in-process, full rebuild)",
    ms: performance.now() - started,
    target: count <= 10_000 ? "≤ 3000 ms" : "≤ 30000 ms",
  });
  rows.push({
    label: "memory reindex (CLI)",
    ms: wallMs([cli, "reindex", "--scope", "project"], dir),
    target: count <= 10_000 ? "≤ 3000 ms" : "≤ 30000 ms",
  });

  const searchTimes = QUERIES.flatMap((query) =>
    Array.from({ length: Math.max(1, Math.ceil(runs / QUERIES.length)) }, () => wallMs([cli, "search", query], dir)),
  );
  rows.push({
    label: "memory search (CLI), common words",
    ms: median(searchTimes),
    ratio: median(searchTimes) / base,
    target: "≤ 2× baseline at 10k",
  });
  const specificTimes = SPECIFIC_QUERIES.flatMap((query) =>
    Array.from({ length: Math.max(1, Math.ceil(runs / SPECIFIC_QUERIES.length)) }, () =>
      wallMs([cli, "search", query], dir),
    ),
  );
  rows.push({
    label: "memory search (CLI), specific words",
    ms: median(specificTimes),
    ratio: median(specificTimes) / base,
    target: "≤ 2× baseline at 10k",
  });
  // Stores of 2,000+ memories skip the per-file check for 5 s after one; this is the search that makes it.
  const checkedTimes = QUERIES.slice(0, 4).flatMap((query) =>
    Array.from({ length: Math.max(1, Math.ceil(runs / 4)) }, () =>
      wallMs([cli, "search", query], dir, { MEMORY_CHECK_INTERVAL_MS: "0" }),
    ),
  );
  rows.push({
    label: "memory search (CLI), every file checked",
    ms: median(checkedTimes),
    ratio: median(checkedTimes) / base,
  });
  rows.push(...pullRows(dir));
  rows.push(oneEditRow(dir));
  if (count <= 10_000) rows.push(...freshRows(dir));

  // In-process: the whole search operation (stat scan, bucket load, query, snippets) …
  const opTimes: number[] = [];
  for (let i = 0; i < runs * 2; i++) {
    started = performance.now();
    await searchMemories(context, { query: QUERIES[i % QUERIES.length]! });
    opTimes.push(performance.now() - started);
  }
  rows.push({ label: "search operation in-process p50", ms: percentile(opTimes, 0.5) });
  // … and the query alone: ranking on the index a search loads (the entries of its terms) …
  const catalog = await loadCatalog(context.store.scope("project"));
  const state = await syncKeywordIndex(catalog, () => undefined);
  for (const [label, queries] of [
    ["common words", QUERIES],
    ["specific words", SPECIFIC_QUERIES],
  ] as const) {
    const times: number[] = [];
    for (const query of queries) {
      const loaded = await loadSlice(state, queryTerms(query));
      for (let i = 0; i < Math.ceil(200 / queries.length); i++) {
        started = performance.now();
        scoreQuery(loaded, query, { limit: DEFAULT_SEARCH_LIMIT });
        times.push(performance.now() - started);
      }
    }
    rows.push({
      label: `query on loaded index p50/p95 (best ${DEFAULT_SEARCH_LIMIT}), ${label}`,
      ms: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      target: count <= 10_000 ? "≤ 5 ms" : "≤ 30 ms",
    });
  }
  // … and on the whole index in memory (every term: fuzzy matching walks the whole vocabulary; beyond 10k it does not fit in the heap).
  if (count <= 10_000) rows.push(await wholeIndexRow(state));

  started = performance.now();
  const health = await checkHealth(context, { scope: "project" });
  rows.push({
    label: `health check (in-process, ${health.issues.length} issues)`,
    ms: performance.now() - started,
    target: count <= 10_000 ? "≤ 2000 ms" : "",
  });
  rows.push({ label: "memory health (CLI)", ms: wallMs([cli, "health", "--scope", "project", "--json"], dir) });
  const start = "hub-m1";
  started = performance.now();
  const graph = await visualiseGraph(context, { slug: start, depth: 3 });
  rows.push({ label: `graph depth 3 (in-process, ${graph.nodes.length} nodes)`, ms: performance.now() - started });
  rows.push({ label: "memory graph --depth 3 (CLI)", ms: wallMs([cli, "graph", start, "--depth", "3"], dir) });

  const writeTimes = Array.from({ length: runs }, (_, i) =>
    wallMs([cli, "write", `bench write ${i} about token refresh`, "--type", "learning", "--tags", "bench"], dir),
  );
  rows.push({
    label: "memory write (CLI)",
    ms: median(writeTimes),
    ratio: median(writeTimes) / base,
    target: "≤ 2× baseline at 10k",
  });
  const listTimes = Array.from({ length: Math.ceil(runs / 2) }, () => wallMs([cli, "list", "--limit", "20"], dir));
  rows.push({ label: "memory list --limit 20 (CLI)", ms: median(listTimes), ratio: median(listTimes) / base });
  const afterWrites = Array.from({ length: Math.ceil(runs / 2) }, () => wallMs([cli, "search", "token refresh"], dir));
  rows.push({ label: "memory search after writes (CLI)", ms: median(afterWrites), ratio: median(afterWrites) / base });

  rows.push(...hookRow(dir, count).rows);
  return rows.map((row) =>
    row.ratio === undefined && row.label.startsWith("memory ") ? { ...row, ratio: row.ms / base } : row,
  );
}

async function wholeIndexRow(state: Awaited<ReturnType<typeof syncKeywordIndex>>): Promise<Row> {
  const index = await miniSearchOf(await loadSlice(state, undefined));
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    rankedSearch(index, QUERIES[i % QUERIES.length]!);
    times.push(performance.now() - started);
  }
  return {
    label: "query on the whole index in memory p50/p95",
    ms: percentile(times, 0.5),
    p95: percentile(times, 0.95),
  };
}

/**
 * The hook fed real PostToolUse JSON for a Read of a file in a random directory (some gotcha globs match),
 * each run right after a `node -e 0`, so that both medians see the same load on a shared machine.
 */
function hookRow(dir: string, count: number): { baseline: Row; row: Row; rows: Row[] } {
  // The hooks' indexes brought up to date once, as session start does: then nothing has changed.
  wallMs([cli, "refresh"], dir);
  const base: number[] = [];
  const times: number[] = [];
  const starts: number[] = [];
  const prompts: number[] = [];
  for (let i = 0; i < runs; i++) {
    base.push(wallMs(["-e", "0"], dir));
    const session = `bench-${count}-${i}-${Date.now()}`;
    const input = {
      session_id: session,
      cwd: dir,
      hook_event_name: "PostToolUse",
      tool_name: "Read",
      tool_input: { file_path: join(dir, "src", pick(RARE), "x.ts") },
    };
    times.push(wallMsWithInput([hook], dir, JSON.stringify(input)));
    starts.push(
      wallMsWithInput(
        [hook],
        dir,
        JSON.stringify({ session_id: `${session}-s`, cwd: dir, hook_event_name: "SessionStart", source: "startup" }),
      ),
    );
    const prompt = `why does the ${QUERIES[i % QUERIES.length]} problem keep coming back in the ${pick(RARE)} code?`;
    prompts.push(
      wallMsWithInput(
        [hook],
        dir,
        JSON.stringify({ session_id: `${session}-p`, cwd: dir, hook_event_name: "UserPromptSubmit", prompt }),
      ),
    );
  }
  const ratio = (list: number[]) => median(list) / median(base);
  const row: Row = {
    label: "hook after Read (wall)",
    ms: median(times),
    ratio: ratio(times),
    target: "≤ 1.3× baseline",
  };
  return {
    baseline: { label: "node -e 0 (baseline, interleaved with the hooks)", ms: median(base), ratio: 1 },
    row,
    rows: [
      row,
      {
        label: "SessionStart hook, nothing changed (wall)",
        ms: median(starts),
        ratio: ratio(starts),
        target: "≤ 1.5× baseline",
      },
      {
        label: "UserPromptSubmit hook p50 (wall)",
        ms: median(prompts),
        p95: percentile(prompts, 0.95),
        ratio: ratio(prompts),
        target: "≤ 3× baseline",
      },
    ],
  };
}

mkdirSync(root, { recursive: true });
console.log(`Speed benchmark (node ${process.version}, ${runs} runs per CLI figure, medians)\n`);
for (const count of sizes) {
  console.log(`## ${count.toLocaleString("en-US")} memories`);
  const rows = await benchSize(count);
  console.log("| measure | ms | × node -e 0 | target |\n|---|---:|---:|---|");
  for (const row of rows)
    console.log(
      `| ${row.label} | ${row.ms.toFixed(1)}${row.p95 === undefined ? "" : ` / ${row.p95.toFixed(1)}`} | ${row.ratio === undefined ? "" : row.ratio.toFixed(2)} | ${row.target ?? ""} |`,
    );
  console.log("");
}
if (!values.keep) console.error(`(stores kept in ${root} for re-runs; delete it to regenerate)`);
