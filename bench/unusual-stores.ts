// Stores that hold something unusual: a 1,000-memory synthetic store, and
// copies of it with one feature scaled up (a pasted log past the body limit, a
// long deletion history, a broken event log, gotchas matching every path,
// memories over the tag limit). Each command is timed on each store (medians,
// CLI processes with NODE_EXTRA_CA_CERTS unset) and the size of what it prints
// is given: what a user or the model meets when a store is not like the others.
//
//   npm run bench:unusual
//   npm run bench:unusual -- --runs 9

import { spawnSync } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { generateStore } from "./synthetic-store.js";

const { values } = parseArgs({ options: { runs: { type: "string", default: "7" } } });
const runs = Number(values.runs);
const root = mkdtempSync(join(tmpdir(), "memory-unusual-"));
const bundle = join(root, "dist");
cpSync(resolve("plugin", "dist"), bundle, { recursive: true });
process.on("exit", () => rmSync(root, { recursive: true, force: true }));
const env: NodeJS.ProcessEnv = { ...process.env, MEMORY_STATE_DIR: join(root, "state") };
delete env.NODE_EXTRA_CA_CERTS;

const frontmatter = (title: string, type: string, extra = "") =>
  `---\ntitle: ${title}\ntype: ${type}\ntags:\n  - bench\ncreated: 2025-01-01T00:00:00Z\nupdated: 2025-01-01T00:00:00Z\n${extra}---\n`;
// A log of numbered words, the worst case for prefix expansion: `refresh` starts thousands of them.
const pastedLog = (chars: number) => {
  const words = ["token", "refresh", "race", "lock", "database", "migration", "retry", "timeout", "queue", "worker"];
  const out: string[] = [];
  let length = 0;
  for (let i = 0; length < chars; i++) {
    const word = `${words[i % words.length]}${(i * 7919) % 1_000_000}`;
    out.push(word);
    length += word.length + 1;
  }
  return out.join(" ");
};

const VARIANTS: Record<string, (memory: string) => void> = {
  "(plain)": () => {},
  "a 2 MB pasted log": (memory) =>
    writeFileSync(join(memory, "learning-pasted-log.md"), frontmatter("a pasted log", "learning") + pastedLog(2e6)),
  "30,000 deletions": (memory) => {
    mkdirSync(join(memory, "log"), { recursive: true });
    const lines = Array.from({ length: 30_000 }, (_, i) => `{"ts":"2025-01-01T00:00:00Z","slug":"learning-gone-${i}"}`);
    writeFileSync(join(memory, "log", "tombstones.jsonl"), `${lines.join("\n")}\n`);
  },
  "100,000 broken event lines": (memory) => {
    mkdirSync(join(memory, "log"), { recursive: true });
    const line = (i: number) => `{"ts":"2025-01-01T00:00:00Z","op":"nothing-${i}"}\n`;
    appendFileSync(join(memory, "log", "events.jsonl"), Array.from({ length: 100_000 }, (_, i) => line(i)).join(""));
  },
  "1,000 gotchas on every path": (memory) => {
    for (let i = 0; i < 1000; i++)
      writeFileSync(
        join(memory, `gotcha-everywhere-${i}.md`),
        frontmatter(`broad gotcha ${i}`, "gotcha", 'paths:\n  - "**"\n') + `Check the lock before editing (${i}).\n`,
      );
  },
  "every memory over the tag limit": (memory) => {
    const extra = Array.from({ length: 40 }, (_, i) => `  - extra${i}\n`).join("");
    for (const name of readdirSync(memory).filter((file) => file.endsWith(".md")))
      writeFileSync(join(memory, name), readFileSync(join(memory, name), "utf8").replace("tags:\n", `tags:\n${extra}`));
  },
};

function run(cwd: string, args: string[], input?: string): { ms: number; bytes: number } {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { cwd, env, input, maxBuffer: 1 << 28 });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0 && result.status !== 1) throw new Error(`${args.join(" ")} failed: ${result.stderr}`);
  return { ms, bytes: result.stdout.length };
}

const cli = join(bundle, "cli.cjs");
const hook = join(bundle, "hook.cjs");
const COMMANDS: Record<string, (dir: string, i: number) => { ms: number; bytes: number }> = {
  "memory write": (dir, i) =>
    run(dir, [cli, "write", `unusual write ${i} about the lock`, "--type", "learning", "--tags", "bench"]),
  "memory search": (dir) => run(dir, [cli, "search", "token refresh lock"]),
  "memory health": (dir) => run(dir, [cli, "health"]),
  "memory validate": (dir) => run(dir, [cli, "validate"]),
  "memory gotchas <path>": (dir) => run(dir, [cli, "gotchas", "src/a.ts"]),
  "hook after Read": (dir, i) =>
    run(
      dir,
      [hook],
      JSON.stringify({
        session_id: `unusual-${i}`,
        cwd: dir,
        hook_event_name: "PostToolUse",
        tool_name: "Read",
        tool_input: { file_path: join(dir, "src", "a.ts") },
      }),
    ),
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const table: string[] = [
  `| store (1,000 memories +) | ${Object.keys(COMMANDS).join(" | ")} |`,
  `|---|${Object.keys(COMMANDS)
    .map(() => "---:")
    .join("|")}|`,
];
const base = join(root, "base");
generateStore(base, 1000, true);
for (const [name, make] of Object.entries(VARIANTS)) {
  const dir = join(root, `store-${Object.keys(VARIANTS).indexOf(name)}`);
  cpSync(base, dir, { recursive: true });
  make(join(dir, ".claude", "memory"));
  run(dir, [cli, "reindex"]);
  const cells = Object.values(COMMANDS).map((command) => {
    const samples = Array.from({ length: runs + 1 }, (_, i) => command(dir, i)).slice(1);
    const bytes = samples[samples.length - 1]!.bytes;
    return `${median(samples.map((sample) => sample.ms)).toFixed(0)} ms, ${bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`}`;
  });
  table.push(`| ${name} | ${cells.join(" | ")} |`);
  console.error(`  ${name} done`);
}
console.log(`Unusual stores (node ${process.version}, medians of ${runs} runs; time, then what the command printed)\n`);
console.log(table.join("\n"));
