// Prompt hook wall time with and without embeddings, and with a 1 MB prompt,
// as ratios to `node -e 0` measured interleaved in the same run: the ledgerly
// evaluation set's memories, embedded by a loopback server speaking Ollama's
// API (or OLLAMA_HOST when set).
//
//   node scripts/run-ts.mjs bench/recall-latency.ts [--runs 15]

import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { createContext } from "../src/ops/context.js";
import { embedMemories } from "../src/ops/shared/embed.js";
import { refresh } from "../src/ops/refresh.js";
import { writeMemory } from "../src/ops/shared/write-memory.js";
import { startFakeOllama } from "../test/fake-ollama.js";
import { loadSet, type EvalMemory, type EvalPrompt } from "./recall-eval/evaluate.js";

const { values } = parseArgs({ options: { runs: { type: "string", default: "15" } } });
const runs = Number(values.runs);
const hook = resolve("plugin", "dist", "hook.cjs");
const dir = mkdtempSync(join(tmpdir(), "memory-recall-latency-"));
const repo = join(dir, "repo");
mkdirSync(join(repo, ".git"), { recursive: true });
const fake = process.env.OLLAMA_HOST ? undefined : await startFakeOllama();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  HOME: join(dir, "home"),
  MEMORY_STATE_DIR: join(dir, "state"),
  OLLAMA_HOST: fake?.url ?? process.env.OLLAMA_HOST,
};
delete env.NODE_EXTRA_CA_CERTS;

function wall(args: string[], input?: string, extra: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((done, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, args, {
      cwd: repo,
      env: { ...env, ...extra },
      stdio: ["pipe", "ignore", "ignore"],
    });
    child.on("error", reject);
    child.on("close", () => done(Number(process.hrtime.bigint() - started) / 1e6));
    child.stdin.on("error", () => undefined); // a child that exits before reading (EPIPE) is timed all the same
    child.stdin.end(input ?? "");
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  const context = createContext({ environment: { cwd: repo, env } });
  const ledgerly = loadSet(resolve("bench", "recall-eval"), "ledgerly");
  const memories: EvalMemory[] = ledgerly.memories;
  for (const memory of memories)
    await writeMemory(context, {
      slug: memory.id,
      title: memory.title,
      type: memory.type,
      tags: memory.tags,
      content: memory.body,
    });
  await refresh(context);
  await embedMemories(context);
  const store = join(repo, ".claude", "memory");
  const prompts: EvalPrompt[] = ledgerly.prompts.filter((p) => p.relevant.length > 0);
  let log = "";
  for (let i = 0; log.length < 1024 * 1024; i++)
    log += `2026-11-25T10:00:${String(i % 60).padStart(2, "0")}Z worker-${i % 7} INFO handled in ${i % 300} ms path=/api/v1/items/${i}\n`;
  const times: Record<string, number[]> = {
    base: [],
    keyword: [],
    semantic: [],
    "semantic, Ollama hanging": [],
    "1 MB prompt": [],
  };
  for (let i = 0; i < runs; i++) {
    const text = prompts[i % prompts.length]!.prompt;
    const input = (prompt: string, session: string) =>
      JSON.stringify({ session_id: `${session}-${i}`, cwd: repo, hook_event_name: "UserPromptSubmit", prompt });
    times.base!.push(await wall(["-e", "0"]));
    writeFileSync(join(store, "config.json"), JSON.stringify({ read: { mode: "inject" } }));
    times.keyword!.push(await wall([hook], input(text, "k")));
    times["1 MB prompt"]!.push(await wall([hook], input(`${text}\n${log}`, "b")));
    writeFileSync(join(store, "config.json"), JSON.stringify({ read: { mode: "inject", semantic: true } }));
    times.semantic!.push(await wall([hook], input(text, "s")));
    if (fake) {
      fake.behaviour.hang = true;
      times["semantic, Ollama hanging"]!.push(await wall([hook], input(text, "h")));
      fake.behaviour.hang = false;
    }
  }
  const base = median(times.base!);
  console.log(
    `UserPromptSubmit, ${memories.length} memories, ${runs} runs, medians (ms and × node -e 0 of the same run)\n`,
  );
  console.log("| run | ms | × node -e 0 |\n|---|---:|---:|");
  for (const [label, list] of Object.entries(times))
    if (list.length) console.log(`| ${label} | ${median(list).toFixed(1)} | ${(median(list) / base).toFixed(2)} |`);
} finally {
  await fake?.close();
  rmSync(dir, { recursive: true, force: true });
}
