// The full rebuild (`memory reindex --scope project`) on the store shape of issue 43 (bodies of 100–600 words, 10%
// gotchas over ~60 directories), one build or two alternated on a copy of the store each, in one run: CPU time
// (perf stat's task-clock: worker threads included; the kernel's share beside it) and wall time, medians, with
// `node -e 0` alternated for ratios.
//
//   npm run bench:rebuild -- --sizes 1000,10000 --runs 5 --before /tmp/dist-of-main
//   npm run bench:rebuild -- --sizes 10000 --no-record      # each rebuild without the record of clean contents
//   npm run bench:rebuild -- --sizes 10000 --analysed cold  # each without the record of analysed files (a first
//                                                           # rebuild); `changed`: 1% of the files edited before each
//
// Every child runs with NODE_EXTRA_CA_CERTS unset.

import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { generateStore } from "./synthetic-store.js";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "1000,10000" },
    runs: { type: "string", default: "5" },
    dist: { type: "string", default: join("plugin", "dist") },
    before: { type: "string" },
    "no-record": { type: "boolean", default: false },
    threads: { type: "string" },
    analysed: { type: "string", default: "warm" },
  },
});
if (!["cold", "warm", "changed"].includes(values.analysed!)) throw new Error("--analysed: cold, warm or changed");
const runs = Number(values.runs);
const root = resolve("bench", ".stores");
const builds = [
  ...(values.before ? [{ name: "before", from: values.before }] : []),
  { name: values.before ? "after" : "this build", from: values.dist! },
].map(({ name, from }) => {
  const bundle = mkdtempSync(join(tmpdir(), "memory-rebuild-dist-"));
  cpSync(resolve(from), bundle, { recursive: true });
  process.on("exit", () => rmSync(bundle, { recursive: true, force: true }));
  return { name, bundle };
});
const env: NodeJS.ProcessEnv = { ...process.env, HOME: join(root, "rebuild-home") };
delete env.NODE_EXTRA_CA_CERTS;
if (values.threads) env.MEMORY_REINDEX_THREADS = values.threads;

const PERF = spawnSync("perf", ["stat", "-x,", "-e", "task-clock,system_time", "true"]).status === 0;
const CPU_TOOL = PERF
  ? ["perf", "stat", "-x,", "-e", "task-clock,system_time", "--"]
  : ["/usr/bin/time", "-f", "@cpu %U %S", "--"];

interface Timed {
  wall: number;
  cpu: number;
  /** The kernel's part of `cpu`. */
  system: number;
}

function timed(args: string[], cwd: string): Timed {
  const started = process.hrtime.bigint();
  const result = spawnSync(CPU_TOOL[0]!, [...CPU_TOOL.slice(1), process.execPath, ...args], { cwd, env });
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`node ${args.join(" ")} failed: ${result.stderr}`);
  const stderr = String(result.stderr);
  const perf = /^([\d.]+),msec,task-clock/m.exec(stderr);
  const perfSystem = /^(\d+),ns,system_time/m.exec(stderr);
  const time = /@cpu ([\d.]+) ([\d.]+)/.exec(stderr);
  const cpu = perf ? Number(perf[1]) : time ? (Number(time[1]) + Number(time[2])) * 1000 : Number.NaN;
  const system = perfSystem ? Number(perfSystem[1]) / 1e6 : time ? Number(time[2]) * 1000 : Number.NaN;
  return { wall, cpu, system };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const range = (xs: number[]) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`;

mkdirSync(root, { recursive: true });
console.log(
  `Full rebuild (node ${process.version}; ${values["no-record"] ? "no record of clean contents" : "record of clean contents kept"}; record of analysed files: ${values.analysed})`,
);
for (const count of values.sizes!.split(",").map(Number)) {
  const original = join(root, `rebuild-${count}`);
  if (!existsSync(join(original, ".claude", "memory", "hub-m1.md"))) {
    rmSync(original, { recursive: true, force: true });
    generateStore(original, count, {
      bodyWords: [100, 600],
      gotchasPerDirectory: Math.max(1, Math.ceil(count / 10 / 60)),
    });
  }
  const variants = builds.map(({ name, bundle }) => {
    const dir = `${original}-${name.replace(/ /g, "-")}`;
    if (!existsSync(join(dir, ".claude", "memory", "hub-m1.md"))) {
      rmSync(dir, { recursive: true, force: true });
      cpSync(original, dir, { recursive: true });
    }
    const cli = join(bundle, "cli.cjs");
    timed([cli, "reindex", "--scope", "project"], dir); // the record of clean contents made, the page cache warm
    return { name, dir, cli, times: [] as Timed[] };
  });
  const base: Timed[] = [];
  for (let i = 0; i < runs; i++) {
    for (const variant of variants) {
      const memory = join(variant.dir, ".claude", "memory");
      if (values["no-record"]) rmSync(join(memory, ".index", "clean-contents.json"), { force: true });
      if (values.analysed === "cold") rmSync(join(memory, ".index", "analysed-contents.bin"), { force: true });
      if (values.analysed === "changed") editSome(memory, `${variant.name} ${i}`);
      base.push(timed(["-e", "0"], variant.dir));
      variant.times.push(timed([variant.cli, "reindex", "--scope", "project"], variant.dir));
    }
  }
  const baseCpu = median(base.map((t) => t.cpu));
  console.log(
    `\n${count.toLocaleString("en-US")} memories, ${runs} runs alternated, load average ${loadavg()[0]!.toFixed(1)}; node -e 0: ${baseCpu.toFixed(0)} ms CPU\n`,
  );
  console.log(
    "| build | CPU (median, range) | of it, the kernel's | CPU per memory | wall (median, range) |\n|---|---:|---:|---:|---:|",
  );
  for (const { name, times } of variants) {
    const cpu = times.map((t) => t.cpu);
    const system = times.map((t) => t.system);
    const wall = times.map((t) => t.wall);
    console.log(
      `| ${name} | ${median(cpu).toFixed(0)} ms (${range(cpu)}) | ${median(system).toFixed(0)} ms | ${(((median(cpu) - baseCpu) / count) * 1000).toFixed(0)} µs | ${median(wall).toFixed(0)} ms (${range(wall)}) |`,
    );
  }
}

/** Edits every hundredth memory file (a line at the end of its body, new each time). */
function editSome(memory: string, mark: string): void {
  const names = readdirSync(memory)
    .filter((name) => name.endsWith(".md"))
    .sort();
  for (let k = 0; k < names.length; k += 100) {
    const path = join(memory, names[k]!);
    const text = readFileSync(path, "utf8").replace(/\nedited in run .*\n$/, "\n");
    writeFileSync(path, `${text}\nedited in run ${mark}\n`);
  }
}
