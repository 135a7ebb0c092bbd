// MCP server benchmark: a synthetic store, the built server (dist/mcp.mjs)
// started once through the SDK's stdio client, then search / read / save
// latencies as the client sees them, and the server's memory use.
//
//   npm run bench:mcp                         # 10k memories
//   npm run bench:mcp -- --sizes 10000,100000
//
// Stores are cached under bench/.stores/mcp-<n> (delete them to regenerate).

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { generateStore, IDENTIFIERS, RARE } from "./synthetic-store.js";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "10000" },
    runs: { type: "string", default: "200" },
    short: { type: "boolean" },
  },
});
const sizes = values.sizes!.split(",").map(Number);
const runs = Number(values.runs);
const root = resolve("bench", ".stores");
const bundle = mkdtempSync(join(tmpdir(), "memory-bench-mcp-"));
cpSync(resolve("plugin", "dist"), bundle, { recursive: true });
process.on("exit", () => rmSync(bundle, { recursive: true, force: true }));

// Stores: the speed benchmark's synthetic memories (bodies of 100–2,000 words; --short: 20–60 words, for 100k).
const words = (n: number) => Array.from({ length: n }, (_, i) => RARE[(i * 7919 + n * 31) % RARE.length]).join(" ");

// ── measurement ──

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
// Words nearly every synthetic memory contains (each query matches ~85–99% of the store: the worst case for
// scoring) and the kind of query that looks for a few memories (a rare word or two, in ~0.1–3% of them).
const COMMON_QUERIES = [
  "token refresh race",
  "database migration lock",
  "retry timeout",
  "cache",
  "deploy build release",
  "session auth error",
];
const SPECIFIC_QUERIES = [
  RARE[5000]!,
  IDENTIFIERS[7]!,
  `${RARE[8000]} ${RARE[15000]}`,
  IDENTIFIERS[1202]!,
  RARE[12000]!,
  RARE[3000]!,
];

/** CPU time (user + system) the server process has used, in ms: on a busy machine wall times wait for a core, this does not. */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await fn();
  return [performance.now() - started, result];
}

async function benchSize(count: number): Promise<void> {
  const dir = join(root, `mcp-${values.short ? "short-" : ""}${count}`);
  if (!existsSync(join(dir, ".claude", "memory", "done"))) {
    rmSync(dir, { recursive: true, force: true });
    const started = performance.now();
    generateStore(dir, count, values.short);
    mkdirSync(join(dir, "home"), { recursive: true });
    // The first CLI command builds the derived indexes (as the plugin's SessionStart would).
    execFileSync(process.execPath, [join(bundle, "cli.cjs"), "reindex", "--scope", "project"], {
      cwd: dir,
      env: { ...process.env, HOME: join(dir, "home") },
      stdio: "ignore",
    });
    writeFileSync(join(dir, ".claude", "memory", "done"), "");
    console.error(
      `  generated and indexed ${count} memories in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const env: Record<string, string> = { PATH: process.env.PATH ?? "", HOME: join(dir, "home") };
  if (process.env.MEMORY_RESIDENT_MAX_MB !== undefined) env.MEMORY_RESIDENT_MAX_MB = process.env.MEMORY_RESIDENT_MAX_MB;
  const indexMb = Number(
    execFileSync("du", ["-sm", "--apparent-size", join(dir, ".claude", "memory", ".index", "keyword")], {
      encoding: "utf8",
    }).split("\t")[0],
  );
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [...(process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter(Boolean), join(bundle, "mcp.mjs")],
    cwd: dir,
    env,
    stderr: "inherit",
  });
  const client = new Client({ name: "bench", version: "1" });
  const [connectMs] = await timed(() => client.connect(transport));
  const pid = transport.pid!;
  const rssIdle = rssOf(pid);
  const [firstMs] = await timed(() => client.callTool({ name: "search", arguments: { query: "token refresh" } }));
  const rssLoaded = rssOf(pid);
  const search = { common: [] as number[], specific: [] as number[], hits: [0, 0], cpu: [0, 0] };
  for (const common of [false, true]) {
    const queries = common ? COMMON_QUERIES : SPECIFIC_QUERIES;
    const cpuBefore = cpuOf(pid);
    for (let i = 0; i < runs / 2; i++) {
      const [ms, result] = await timed(() =>
        client.callTool({ name: "search", arguments: { query: queries[i % queries.length]! } }),
      );
      if (result.isError) throw new Error(JSON.stringify(result.content));
      (common ? search.common : search.specific).push(ms);
      search.hits[common ? 0 : 1]! += (result.structuredContent as { total: number }).total;
    }
    search.cpu[common ? 0 : 1] = (cpuOf(pid) - cpuBefore) / (runs / 2);
  }
  const read: number[] = [];
  for (let i = 0; i < Math.min(runs, 100); i++) {
    const [ms] = await timed(() => client.callTool({ name: "read", arguments: { slug: "gotcha-m0" } }));
    read.push(ms);
  }
  const save: number[] = [];
  const saves = Math.min(runs, 60);
  const saveCpuBefore = cpuOf(pid);
  for (let i = 0; i < saves; i++) {
    const [ms, result] = await timed(() =>
      client.callTool({
        name: "save",
        arguments: {
          content: `bench save ${i}: ${words(60)}`,
          type: "learning",
          tags: ["bench"],
          ...(i % 2 === 1 ? { slug: `learning-bench-${i - 1}` } : { slug: `learning-bench-${i}` }),
        },
      }),
    );
    if (result.isError) throw new Error(JSON.stringify(result.content));
    save.push(ms);
  }
  const saveCpu = (cpuOf(pid) - saveCpuBefore) / saves;
  const afterWrites: number[] = [];
  // Each search right after a save: the save's change is applied to the loaded index first.
  for (let i = 0; i < 30; i++) {
    await client.callTool({
      name: "save",
      arguments: {
        content: `bench again ${i}: ${words(60)}`,
        type: "learning",
        tags: ["bench"],
        slug: `learning-bench-${(i % 10) * 2}`,
      },
    });
    afterWrites.push(
      (
        await timed(() =>
          client.callTool({ name: "search", arguments: { query: SPECIFIC_QUERIES[i % SPECIFIC_QUERIES.length]! } }),
        )
      )[0],
    );
  }
  const rss = rssOf(pid);
  await client.close();
  // Leave the store as generated for the next run.
  execFileSync("sh", ["-c", `rm -f ${join(dir, ".claude", "memory")}/learning-bench-*.md`]);

  const row = (label: string, xs: number[], cpu?: number) =>
    console.log(
      `| ${label} | ${percentile(xs, 0.5).toFixed(1)} | ${percentile(xs, 0.95).toFixed(1)} | ${cpu === undefined ? "" : cpu.toFixed(1)} | ${xs.length} |`,
    );
  console.log(
    `\n### ${count.toLocaleString("en")} memories${values.short ? " (short bodies)" : ""}, keyword index ${indexMb} MB on disk, MEMORY_RESIDENT_MAX_MB=${env.MEMORY_RESIDENT_MAX_MB ?? "default"}\n`,
  );
  console.log(
    `connect (spawn + initialize): ${connectMs.toFixed(0)} ms · first search: ${firstMs.toFixed(0)} ms · RSS ${rssIdle.toFixed(0)} MB after initialize, ${rssLoaded.toFixed(0)} MB with the index loaded, ${rss.toFixed(0)} MB after the run\n`,
  );
  console.log(
    `load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(" ")} on ${cpus().length} cores\n`,
  );
  console.log("| call | p50 ms | p95 ms | server CPU ms/call | n |\n|---|---|---|---|---|");
  row(
    `search, specific words (avg ${Math.round(search.hits[1]! / search.specific.length)} hits)`,
    search.specific,
    search.cpu[1],
  );
  row(
    `search, common words (avg ${Math.round(search.hits[0]! / search.common.length)} hits)`,
    search.common,
    search.cpu[0],
  );
  row("read", read);
  row("save (create, update)", save, saveCpu);
  row("search right after a save (specific words)", afterWrites);
}

for (const size of sizes) await benchSize(size);
