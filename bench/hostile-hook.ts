// The hook's worst case on hostile stores: how long one PostToolUse call
// takes (in-process, and as the process Claude Code starts) when the store
// was written to slow it down. Run: node scripts/run-ts.mjs bench/hostile-hook.ts

import { readSettings } from "../src/core/settings/index.js";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { main } from "../src/cli/main.js";
import type { CliIO } from "../src/cli/io.js";
import { runHook } from "../src/hook/run.js";
import { compileGlob } from "../src/index/gotcha/build.js";

const ROOT = resolve(import.meta.dirname ?? ".", "..");
const HOOK = join(process.cwd(), "plugin", "dist", "hook.cjs");
const COUNT = Number(process.env.BENCH_GOTCHAS ?? 300);
const CALLS = 9;

const quiet: CliIO = {
  out: () => undefined,
  err: () => undefined,
  stdinIsTTY: false,
  stdoutIsTTY: false,
  readStdin: async () => "",
  confirm: async () => false,
};
void ROOT;

interface World {
  dir: string;
  repo: string;
  store: string;
  env: NodeJS.ProcessEnv;
}

function world(): World {
  const dir = mkdtempSync(join(tmpdir(), "memory-hostile-bench-"));
  const repo = join(dir, "repo");
  const home = join(dir, "home");
  mkdirSync(join(repo, ".git"), { recursive: true });
  mkdirSync(home, { recursive: true });
  const env = {
    PATH: process.env.PATH,
    HOME: home,
    CLAUDE_PROJECT_DIR: repo,
    CLAUDE_PLUGIN_DATA: join(dir, "plugin-data"),
    MEMORY_EMBEDDINGS: "off",
  };
  const store = join(repo, ".claude", "memory");
  mkdirSync(store, { recursive: true });
  return { dir, repo, store, env };
}

async function reindex(w: World): Promise<void> {
  const saved = { ...process.env };
  Object.assign(process.env, w.env);
  await main(["reindex"], quiet);
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
}

const file = (title: string, fields: string) =>
  `---\ntitle: "${title}"\ntype: gotcha\ntags: [${fields}]\ncreated: 2026-01-01T00:00:00Z\nupdated: 2026-01-01T00:00:00Z\n`;

function measure(w: World, target: string): { inProcess: number[]; process: number[]; injected: number } {
  const inProcess: number[] = [];
  const processes: number[] = [];
  let injected = 0;
  for (let i = 0; i < CALLS; i++) {
    const input = JSON.stringify({
      session_id: `bench-${i}`,
      cwd: w.repo,
      tool_name: "Read",
      tool_input: { file_path: join(w.repo, target) },
    });
    const started = performance.now();
    const output = runHook(input, w.env, readSettings(w.env), w.repo);
    inProcess.push(performance.now() - started);
    if (output) injected = Math.max(injected, output.length);
    const spawned = performance.now();
    spawnSync(process.execPath, [HOOK], {
      cwd: w.repo,
      env: w.env,
      input: JSON.stringify({
        session_id: `bench-p${i}`,
        cwd: w.repo,
        tool_name: "Read",
        tool_input: { file_path: join(w.repo, target) },
      }),
    });
    processes.push(performance.now() - spawned);
  }
  return { inProcess, process: processes, injected };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const max = (values: number[]) => Math.max(...values);
const fmt = (values: number[]) => `median ${median(values).toFixed(0)} ms, max ${max(values).toFixed(0)} ms`;

async function scenario(name: string, build: (w: World) => Promise<void> | void, target: string): Promise<void> {
  const w = world();
  try {
    await build(w);
    const result = measure(w, target);
    console.log(
      `${name}\n  in-process: ${fmt(result.inProcess)}\n  process:    ${fmt(result.process)}\n  injected:   ${result.injected} characters`,
    );
  } finally {
    rmSync(w.dir, { recursive: true, force: true });
  }
}

const LONG_PATH = `${"a/".repeat(200)}${"a".repeat(200)}.ts`;

await scenario(
  `ordinary: ${COUNT} gotchas, one glob each`,
  async (w) => {
    for (let i = 0; i < COUNT; i++)
      writeFileSync(
        join(w.store, `gotcha-o${i}.md`),
        `${file(`Ordinary ${i}`, `t${i}`)}paths: ["src/mod${i}/**"]\n---\nBody ${i}.\n`,
      );
    writeFileSync(
      join(w.store, "gotcha-hit.md"),
      `${file("Token refresh race", "auth")}paths: ["src/auth/**"]\n---\nSerialise refresh.\n`,
    );
    await reindex(w);
  },
  "src/auth/token.ts",
);

await scenario(
  `large allowed: ${COUNT} gotchas (200-char title, 32 tags, ~95 kB body, globs of 6 wildcards tested on every call), a 600-character path`,
  async (w) => {
    for (let i = 0; i < COUNT; i++) {
      const tags = Array.from({ length: 32 }, (_, j) => `t${j}x${i}`).join(", ");
      writeFileSync(
        join(w.store, `gotcha-h${i}.md`),
        `${file(`Hostile ${i} ${"x".repeat(185)}`, tags)}paths: ["**/a*/**/a*/**/a*b${i}", "*a*a*a*a*c${i}"]\nseverity: S1\n---\n${"word ".repeat(19_000)}\n`,
      );
    }
    writeFileSync(join(w.store, "gotcha-hit.md"), `${file("Catch all", "auth")}paths: ["**/*.ts"]\n---\nShown.\n`);
    await reindex(w);
  },
  LONG_PATH,
);

await scenario(
  `refused files: ${COUNT} hand-made files failing the memory check (nested extglobs, 1,600-character titles, 800 tags)`,
  async (w) => {
    for (let i = 0; i < COUNT; i++) {
      const tags = Array.from({ length: 800 }, (_, j) => `t${j}`).join(", ");
      writeFileSync(
        join(w.store, `gotcha-r${i}.md`),
        `${file("T".repeat(1600), tags)}paths: ["+(*)+(*)q${i}"]\n---\nBody\n`,
      );
    }
    writeFileSync(join(w.store, "gotcha-hit.md"), `${file("Catch all", "auth")}paths: ["**/*.ts"]\n---\nShown.\n`);
    await reindex(w);
  },
  "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ts",
);

await scenario(
  `planted index: ${COUNT} gotchas whose compiled globs in .index were replaced by exponential expressions`,
  async (w) => {
    for (let i = 0; i < COUNT; i++)
      writeFileSync(
        join(w.store, `gotcha-p${i}.md`),
        `${file(`Planted ${i}`, `t${i}`)}paths: ["*evil${i}*"]\n---\nBody\n`,
      );
    writeFileSync(join(w.store, "gotcha-hit.md"), `${file("Catch all", "auth")}paths: ["*.ts"]\n---\nShown.\n`);
    await reindex(w);
    const dir = join(w.store, ".index", "gotchas");
    for (const name of readdirSync(dir)) {
      let text = readFileSync(join(dir, name), "utf8");
      for (let i = 0; i < COUNT; i++) {
        const source = JSON.stringify(compileGlob(`*evil${i}*`).tests[0]!.source).slice(1, -1);
        text = text
          .split(source)
          .join(JSON.stringify(`^(?:(?=.)(?:[^/]*?)+(?:[^/]*?)+(?:[^/]*?)+${i}q)$`).slice(1, -1));
      }
      writeFileSync(join(dir, name), text);
    }
  },
  `${"a".repeat(48)}.ts`,
);

const baseline: number[] = [];
for (let i = 0; i < CALLS; i++) {
  const started = performance.now();
  spawnSync(process.execPath, ["-e", "0"]);
  baseline.push(performance.now() - started);
}
console.log(`node start-up alone (node -e 0): ${fmt(baseline)}`);
