// The hook after a Read on stores where many gotchas share a directory (the
// acceptance store of issue 43), against `node -e 0` alternated in one run:
// a Read in a covered directory (the hook injects: ranks, renders, records the
// session, logs) and a Read elsewhere (the ordinary, silent case). Wall time
// and the child's CPU time (perf stat's task-clock, to the microsecond; else
// /usr/bin/time's user + system, to 10 ms), medians.
//
//   npm run bench:hook-shape -- --sizes 1000,10000,100000 --directories 60
//   npm run bench:hook-shape -- --sizes 10000 --per-directory 200
//   npm run bench:hook-shape -- --before /tmp/dist-of-main   # that build too, alternated, on a copy of each store
//   npm run bench:hook-shape -- --sizes 100000 --before /tmp/dist-of-main --reuse-copies   # the copies of a past run
//   npm run bench:hook-shape -- --cli --sizes 1000,10000 --before /tmp/dist-of-main   # the CLI's search and write instead
//   npm run bench:hook-shape -- --sizes 10000 --runs 5 --instructions   # instructions run (valgrind), not CPU time
//   npm run bench:hook-shape -- --sizes 1000 --common-names   # gotchas under src/api, src/auth, src/config…
//
// Stores have bodies of 100–600 words and 10% gotchas, each covering one of the
// store's gotcha directories (`src/<word>/**`); `--per-directory` sets how many
// share one, `--directories` how many directories there are (default 60). `--common-names` names them as real
// projects do (`src/api`, `src/auth`, `src/config`…, up to 73 names) instead of by rare words.
// `--cli` times the CLI on the same stores instead of the hook: `memory write` of ~300 words, then
// `memory search "token refresh race"` (which first brings its index up to date with that one new memory).
// `--instructions` counts the instructions each child runs, every thread (valgrind's cachegrind, ~40 times slower)
// in place of its CPU time: on a machine shared with other work, CPU time moves by several percent between runs of
// the same build, the instruction count by far less.
// Every child runs with NODE_EXTRA_CA_CERTS unset.

import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { generateStore, gotchaDirectories, pick, RARE, type StoreShape } from "./synthetic-store.js";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "1000,10000" },
    runs: { type: "string", default: "21" },
    directories: { type: "string", default: "60" },
    "per-directory": { type: "string" },
    "common-names": { type: "boolean", default: false },
    dist: { type: "string", default: join("plugin", "dist") },
    before: { type: "string" },
    "reuse-copies": { type: "boolean", default: false },
    cli: { type: "boolean", default: false },
    instructions: { type: "boolean", default: false },
  },
});
const sizes = values.sizes!.split(",").map(Number);
const runs = Number(values.runs);
const root = resolve("bench", ".stores");
// Private copies of the builds, so a rebuild of dist/ during the run cannot break them.
const builds = [
  ...(values.before ? [{ name: "before", from: values.before }] : []),
  { name: values.before ? "after" : "", from: values.dist! },
].map(({ name, from }) => {
  const bundle = mkdtempSync(join(tmpdir(), "memory-hook-shape-dist-"));
  cpSync(resolve(from), bundle, { recursive: true });
  process.on("exit", () => rmSync(bundle, { recursive: true, force: true }));
  return { name, bundle };
});
// A home of the bench's own for each build: the user's global store (~/.claude/memory) is a scope every hook reads,
// and two builds with different index formats would each refresh it in turn, inside the timed calls.
const homeOf = (name: string) => ({ HOME: join(root, name ? `hook-shape-home-${name}` : "hook-shape-home") });
const env: NodeJS.ProcessEnv = { ...process.env, ...homeOf("") };
delete env.NODE_EXTRA_CA_CERTS;
delete env.XDG_CACHE_HOME;
delete env.XDG_STATE_HOME;
// Under valgrind a call takes seconds: the hook's own deadline (1.5 s) would cut the work being counted short.
if (values.instructions) env.MEMORY_HOOK_DEADLINE_MS = "120000";

interface Timing {
  wall: number;
  cpu: number;
}

// perf stat counts the child's CPU time to the microsecond; /usr/bin/time only to 10 ms.
const PERF = spawnSync("perf", ["stat", "-x,", "-e", "task-clock", "true"]).status === 0;
const CPU_TOOL = values.instructions
  ? ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", "--"]
  : PERF
    ? ["perf", "stat", "-x,", "-e", "task-clock", "--"]
    : ["/usr/bin/time", "-f", "@cpu %U %S", "--"];
/** What the CPU column holds: milliseconds, or millions of instructions. */
const CPU_UNIT = values.instructions ? "M instr." : "ms";
const CPU_LABEL = values.instructions ? "instructions" : "CPU";

function cpuOf(stderr: string): number {
  const instructions = /I\s+refs:\s+([\d,]+)/.exec(stderr);
  if (instructions) return Number(instructions[1]!.replaceAll(",", "")) / 1e6;
  const perf = /^([\d.]+),msec,task-clock/m.exec(stderr);
  if (perf) return Number(perf[1]);
  const time = /@cpu ([\d.]+) ([\d.]+)/.exec(stderr);
  return time ? (Number(time[1]) + Number(time[2])) * 1000 : Number.NaN;
}

/** One node child: its wall time seen from here, its CPU time as the kernel counted it, and what it printed. */
function timed(
  args: string[],
  cwd: string,
  input = "",
  extraEnv: Record<string, string> = {},
  measured = true,
): Timing & { output: string } {
  const started = process.hrtime.bigint();
  // What is not measured (bringing a store up to date) runs as it is: under valgrind a rebuild would take an hour.
  const command = measured ? [...CPU_TOOL, process.execPath] : [process.execPath];
  const result = spawnSync(command[0]!, [...command.slice(1), ...args], {
    cwd,
    env: { ...env, ...extraEnv },
    input,
    stdio: ["pipe", "pipe", "pipe"],
  });
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`node ${args.join(" ")} failed: ${result.stderr}`);
  return { wall, cpu: cpuOf(String(result.stderr)), output: String(result.stdout) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function shapeFor(count: number): StoreShape {
  const perDirectory = values["per-directory"]
    ? Number(values["per-directory"])
    : Math.max(1, Math.ceil(count / 10 / Number(values.directories)));
  return { bodyWords: [100, 600], gotchasPerDirectory: perDirectory, commonNames: values["common-names"] };
}

function run(count: number): void {
  const shape = shapeFor(count);
  const original = join(root, `hook-shape-${count}-${shape.gotchasPerDirectory}${shape.commonNames ? "-common" : ""}`);
  if (!existsSync(join(original, ".claude", "memory", "hub-m1.md"))) {
    rmSync(original, { recursive: true, force: true });
    generateStore(original, count, shape);
  }
  // Each build on a store of its own (their index formats may differ), brought up to date once as session start does.
  const variants = builds.map(({ name, bundle }, i) => {
    const dir = i === 0 ? original : `${original}-${name}`;
    // --reuse-copies keeps a copy made by an earlier run (copying 100,000 files takes minutes): refreshed below.
    if (i > 0 && !(values["reuse-copies"] && existsSync(join(dir, ".claude", "memory", "hub-m1.md")))) {
      rmSync(dir, { recursive: true, force: true });
      cpSync(original, dir, { recursive: true });
    }
    const home = homeOf(name);
    timed([join(bundle, "cli.cjs"), "refresh"], dir, "", home, false);
    const hook = join(bundle, "hook.cjs");
    return { name, dir, hook, home, injects: [] as Timing[], silent: [] as Timing[], injected: 0 };
  });
  if (values.cli) return runCli(count, shape, variants);
  const covered = gotchaDirectories(count, shape)!;
  const elsewhere = RARE.slice(covered.length + 1000);
  const stateDir = join(root, "hook-shape-state");
  const base: Timing[] = [];
  for (let i = 0; i < runs; i++) {
    const read = (dir: string, directory: string, session: string) =>
      JSON.stringify({
        session_id: session,
        cwd: dir,
        hook_event_name: "PostToolUse",
        tool_name: "Read",
        tool_input: { file_path: join(dir, "src", directory, "x.ts") },
      });
    const [into, away] = [pick(covered), pick(elsewhere)];
    for (const variant of variants) {
      // A new session each time (nothing shown yet), named as Claude Code names them: a UUID.
      const session = randomUUID();
      base.push(timed(["-e", "0"], variant.dir));
      const injecting = timed([variant.hook], variant.dir, read(variant.dir, into, session), {
        ...variant.home,
        MEMORY_STATE_DIR: stateDir,
      });
      variant.injects.push(injecting);
      if (injecting.output.includes("GOTCHA")) variant.injected++;
      base.push(timed(["-e", "0"], variant.dir));
      variant.silent.push(
        timed([variant.hook], variant.dir, read(variant.dir, away, randomUUID()), {
          ...variant.home,
          MEMORY_STATE_DIR: stateDir,
        }),
      );
    }
  }
  const baseWall = median(base.map((t) => t.wall));
  const baseCpu = median(base.map((t) => t.cpu));
  const row = (label: string, list: Timing[]) => {
    const wall = median(list.map((t) => t.wall));
    const cpu = median(list.map((t) => t.cpu));
    return `| ${label} | ${wall.toFixed(1)} ms | **${(wall / baseWall).toFixed(2)}×** | ${cpu.toFixed(1)} ${CPU_UNIT} | ${(cpu / baseCpu).toFixed(2)}× |`;
  };
  console.log(
    `\n${count.toLocaleString("en-US")} memories, ${shape.gotchasPerDirectory} gotchas per directory (${covered.length} directories), ${runs} runs, load average ${loadavg()[0]!.toFixed(1)}; Reads injected: ${variants.map((v) => `${v.name || "hook"} ${v.injected}/${runs}`).join(", ")}\n`,
  );
  console.log(`| | wall | × node -e 0 | ${CPU_LABEL} | ${CPU_LABEL} × node -e 0 |\n|---|---:|---:|---:|---:|`);
  console.log(`| node -e 0 | ${baseWall.toFixed(1)} ms | 1 | ${baseCpu.toFixed(1)} ${CPU_UNIT} | 1 |`);
  for (const variant of variants) {
    const name = variant.name ? ` (${variant.name})` : "";
    console.log(row(`hook after a Read that injects${name}`, variant.injects));
    console.log(row(`hook after a Read elsewhere, silent${name}`, variant.silent));
  }
}

/** ~300 words of a learning, different each call (a write of the same text would be refused as a duplicate). */
function writeContent(n: number): string {
  const words = Array.from({ length: 300 }, (_, i) => (i % 23 === 0 ? pick(RARE) : pick(COMMON_WORDS)));
  return `Bench write ${n} ${randomUUID()}: token refresh race ${words.join(" ")}.`;
}
const COMMON_WORDS = "the token refresh race lock retry cache query index session worker queue handler".split(" ");

/** The CLI's write of ~300 words, then a search (bringing its index up to date with that memory first), alternated. */
function runCli(
  count: number,
  shape: StoreShape,
  variants: { name: string; dir: string; hook: string; home: { HOME: string } }[],
): void {
  // A search first, so that each copy starts from an index a search built (a copy's refresh finds every file changed).
  for (const variant of variants)
    timed([join(dirname(variant.hook), "cli.cjs"), "search", "warm up"], variant.dir, "", variant.home, false);
  const times = variants.map(() => ({ write: [] as Timing[], search: [] as Timing[] }));
  const base: Timing[] = [];
  for (let i = 0; i < runs; i++) {
    variants.forEach((variant, v) => {
      const cli = join(dirname(variant.hook), "cli.cjs");
      base.push(timed(["-e", "0"], variant.dir));
      times[v]!.write.push(
        timed([cli, "write", writeContent(i), "--type", "learning", "--tags", "bench"], variant.dir, "", variant.home),
      );
      base.push(timed(["-e", "0"], variant.dir));
      times[v]!.search.push(timed([cli, "search", "token refresh race"], variant.dir, "", variant.home));
    });
  }
  const baseWall = median(base.map((t) => t.wall));
  const baseCpu = median(base.map((t) => t.cpu));
  console.log(
    `\nCLI, ${count.toLocaleString("en-US")} memories (${shape.gotchasPerDirectory} gotchas per directory), ${runs} runs, load average ${loadavg()[0]!.toFixed(1)}\n`,
  );
  console.log(`| | wall | × node -e 0 | ${CPU_LABEL} | ${CPU_LABEL} × node -e 0 |\n|---|---:|---:|---:|---:|`);
  console.log(`| node -e 0 | ${baseWall.toFixed(1)} ms | 1 | ${baseCpu.toFixed(1)} ${CPU_UNIT} | 1 |`);
  variants.forEach((variant, v) => {
    const name = variant.name ? ` (${variant.name})` : "";
    for (const [label, list] of [
      ["memory write, ~300 words", times[v]!.write],
      ["memory search after it", times[v]!.search],
    ] as const) {
      const wall = median(list.map((t) => t.wall));
      const cpu = median(list.map((t) => t.cpu));
      console.log(
        `| ${label}${name} | ${wall.toFixed(1)} ms | ${(wall / baseWall).toFixed(2)}× | ${cpu.toFixed(1)} ${CPU_UNIT} | **${(cpu / baseCpu).toFixed(2)}×** |`,
      );
    }
  });
}

mkdirSync(root, { recursive: true });
console.log(`Hook on dense gotcha directories (node ${process.version}, medians; ratios to node -e 0 alternated)`);
for (const count of sizes) run(count);
