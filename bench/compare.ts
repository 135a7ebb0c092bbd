// Side-by-side timings: our CLI and hook next to another memory tool's
// commands, on the same synthetic stores, as ratios to `node -e 0` measured in
// the same run. Every child runs with NODE_EXTRA_CA_CERTS unset.
//
//   npm run bench:compare -- --sizes 1000,10000
//   npm run bench:compare -- --peer-name other \
//     --peer-setup 'other import {store}' --peer-search 'other search {query}' \
//     --peer-write 'other add {text}' --peer-rebuild 'other reindex' --peer-hook 'other-hook < {hookInput}'
//
// Peer commands are shell templates run in the store's directory; the
// placeholders are {dir} (the repository), {store} (its .claude/memory folder of
// markdown memories), {query}, {text} and {hookInput} (a file holding a
// PostToolUse JSON for a Read), each shell-quoted. A row the peer has no command
// for stays empty.

import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { generateStore, pick, RARE } from "./synthetic-store.js";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "1000,10000" },
    runs: { type: "string", default: "11" },
    "peer-name": { type: "string", default: "peer" },
    "peer-setup": { type: "string" },
    "peer-search": { type: "string" },
    "peer-write": { type: "string" },
    "peer-rebuild": { type: "string" },
    "peer-hook": { type: "string" },
  },
});
const sizes = values.sizes!.split(",").map(Number);
const runs = Number(values.runs);
const root = resolve("bench", ".stores");
const bundle = mkdtempSync(join(tmpdir(), "memory-compare-dist-"));
cpSync(resolve("plugin", "dist"), bundle, { recursive: true });
process.on("exit", () => rmSync(bundle, { recursive: true, force: true }));
const env = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS;

const QUERIES = ["token refresh race", "database migration lock", "retry timeout connection", "session auth error"];
const LEARNING =
  `When the token refresh endpoint answers 401 during a deploy, the client retries with the stale token and
locks the account after five attempts. Refresh once behind a mutex, drop queued requests that carry the old token, and
back off exponentially from 200 ms. The integration tests in the auth suite cover the race only when run with
--runInBand, because parallel workers share the fake clock. We saw this twice in production during blue-green deploys;
both times the load balancer drained connections before the new pods were ready, which doubled the refresh traffic.`.repeat(
    3,
  );

const quote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

function timed(
  command: string,
  args: string[],
  cwd: string,
  { shell = false, extraEnv = {} }: { shell?: boolean; extraEnv?: Record<string, string> } = {},
): number {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, {
    cwd,
    env: { ...env, ...extraEnv },
    shell,
    stdio: ["ignore", "ignore", "pipe"],
  });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.status}): ${result.stderr}`);
  return elapsed;
}

const node = (args: string[], cwd: string, extraEnv?: Record<string, string>) =>
  timed(process.execPath, args, cwd, { extraEnv });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

type Measure = "hook" | "search" | "searchChecked" | "write" | "rebuild";
const LABELS: Record<Measure, string> = {
  hook: "hook after Read",
  search: "search CLI",
  searchChecked: "search CLI, every file checked",
  write: "write CLI, ~300-word learning",
  rebuild: "full rebuild",
};

/** Each measure's median of `runs`, interleaved with a baseline so both see the same machine load. */
function measure(run: (i: number) => number, cwd: string): { ms: number; ratio: number } {
  const base: number[] = [];
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    base.push(node(["-e", "0"], cwd));
    times.push(run(i));
  }
  return { ms: median(times), ratio: median(times) / median(base) };
}

function ours(dir: string): Record<Measure, { ms: number; ratio: number }> {
  const cli = join(bundle, "cli.cjs");
  const hookInput = (i: number) =>
    JSON.stringify({
      session_id: `compare-${i}-${Date.now()}`,
      cwd: dir,
      hook_event_name: "PostToolUse",
      tool_name: "Read",
      tool_input: { file_path: join(dir, "src", pick(RARE), "x.ts") },
    });
  return {
    rebuild: { ms: node([cli, "reindex", "--scope", "project"], dir), ratio: Number.NaN },
    hook: measure((i) => {
      const started = process.hrtime.bigint();
      const result = spawnSync(process.execPath, [join(bundle, "hook.cjs")], {
        cwd: dir,
        env: { ...env, CLAUDE_PLUGIN_DATA: join(root, "plugin-data") },
        input: hookInput(i),
        stdio: ["pipe", "ignore", "pipe"],
      });
      if (result.status !== 0) throw new Error(`hook failed: ${result.stderr}`);
      return Number(process.hrtime.bigint() - started) / 1e6;
    }, dir),
    search: measure((i) => node([cli, "search", QUERIES[i % QUERIES.length]!], dir), dir),
    // Large stores skip the per-file check for a few seconds after one; this is the search that makes it.
    searchChecked: measure(
      (i) => node([cli, "search", QUERIES[i % QUERIES.length]!], dir, { MEMORY_CHECK_INTERVAL_MS: "0" }),
      dir,
    ),
    write: measure(
      (i) =>
        node(
          [
            cli,
            "write",
            `# Compare learning ${i} ${Date.now()}\n\n${LEARNING}`,
            "--type",
            "learning",
            "--tags",
            "bench",
          ],
          dir,
        ),
      dir,
    ),
  };
}

function peer(dir: string): Partial<Record<Measure, { ms: number; ratio: number }>> {
  const fill = (template: string, extra: Record<string, string> = {}) =>
    template.replace(/\{(\w+)\}/g, (whole, key: string) => {
      const value = { dir, store: join(dir, ".claude", "memory"), ...extra }[key];
      return value === undefined ? whole : quote(value);
    });
  const shell = (template: string, extra?: Record<string, string>) =>
    timed(fill(template, extra), [], dir, { shell: true });
  if (values["peer-setup"]) shell(values["peer-setup"]);
  const hookFile = join(dir, "compare-hook-input.json");
  const out: Partial<Record<Measure, { ms: number; ratio: number }>> = {};
  if (values["peer-rebuild"]) out.rebuild = { ms: shell(values["peer-rebuild"]), ratio: Number.NaN };
  if (values["peer-hook"]) {
    out.hook = measure((i) => {
      writeFileSync(
        hookFile,
        JSON.stringify({
          session_id: `compare-peer-${i}`,
          cwd: dir,
          hook_event_name: "PostToolUse",
          tool_name: "Read",
          tool_input: { file_path: join(dir, "src", pick(RARE), "x.ts") },
        }),
      );
      return shell(values["peer-hook"]!, { hookInput: hookFile });
    }, dir);
  }
  if (values["peer-search"])
    out.search = measure((i) => shell(values["peer-search"]!, { query: QUERIES[i % QUERIES.length]! }), dir);
  if (values["peer-write"])
    out.write = measure(
      (i) => shell(values["peer-write"]!, { text: `compare learning ${i} ${Date.now()}\n\n${LEARNING}` }),
      dir,
    );
  return out;
}

const cell = (value: { ms: number; ratio: number } | undefined, rebuild: boolean) =>
  value === undefined
    ? ""
    : rebuild
      ? value.ms >= 1000
        ? `${(value.ms / 1000).toFixed(2)} s`
        : `${value.ms.toFixed(0)} ms`
      : `${value.ratio.toFixed(2)}× (${value.ms.toFixed(0)} ms)`;

mkdirSync(root, { recursive: true });
const results = new Map<number, { ours: ReturnType<typeof ours>; peer: ReturnType<typeof peer> }>();
for (const count of sizes) {
  const dir = join(root, `compare-${count}`);
  rmSync(dir, { recursive: true, force: true });
  generateStore(dir, count);
  results.set(count, { ours: ours(dir), peer: peer(dir) });
}
const k = (count: number) => (count >= 1000 ? `${count / 1000}k` : String(count));
const columns = [
  ...sizes.map((count) => `ours ${k(count)}`),
  ...sizes.map((count) => `${values["peer-name"]} ${k(count)}`),
];
console.log(
  `Compare (node ${process.version}, ${runs} runs, medians; ratio to node -e 0 in the same run; rebuild in wall time)\n`,
);
console.log(`| | ${columns.join(" | ")} |\n|---|${columns.map(() => "---:").join("|")}|`);
for (const measureName of Object.keys(LABELS) as Measure[]) {
  const rebuild = measureName === "rebuild";
  const cells = [
    ...sizes.map((count) => cell(results.get(count)!.ours[measureName], rebuild)),
    ...sizes.map((count) => cell(results.get(count)!.peer[measureName], rebuild)),
  ];
  console.log(`| ${LABELS[measureName]} | ${cells.join(" | ")} |`);
}
