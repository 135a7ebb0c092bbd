// A full rebuild spread over worker threads writes the same derived state, byte
// for byte, as one thread (generation names and check times aside), with the
// record of analysed files or without it. Runs the built CLI: the worker is a
// bundled entry of its own.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generateStore } from "../../bench/synthetic-store.js";
import { rebuildThreads } from "../../src/index/derived/rebuild-reader.js";
import { CLI, makeSandbox, type Sandbox } from "../helpers.js";
import { derivedFiles } from "./derived-files.js";

function reindex(sandbox: Sandbox, threads: number, cli = CLI): void {
  const result = spawnSync(process.execPath, [cli, "reindex", "--scope", "project", "--json"], {
    cwd: sandbox.repo,
    env: { ...sandbox.env, MEMORY_REINDEX_THREADS: String(threads) },
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
  const response = JSON.parse(result.stdout);
  expect(response.success).toBe(true);
  expect(response.scopes[0].threads).toBe(threads);
}

/** Every file under the project scope's .index/, as comparable text. */
const derivedState = (dir: string) => derivedFiles(join(dir, ".claude", "memory", ".index"));

describe("parallel rebuild", () => {
  it("writes byte-identical derived state with 1, 2 and 3 threads, including unreadable and odd files", () => {
    const sandbox = makeSandbox();
    const dir = sandbox.repo;
    generateStore(dir, 1_600);
    const store = sandbox.projectStore;
    writeFileSync(join(store, "broken-yaml.md"), "---\ntitle: [unclosed\n---\nbody\n");
    writeFileSync(
      join(store, "no-frontmatter.md"),
      "# Just a heading\n\nA hand-written note with café and max_connections.\n",
    );
    // The first rebuild has no record of analysed files; every later one analyses only files whose bytes changed.
    const record = join(store, ".index", "analysed-contents.bin");
    reindex(sandbox, 1);
    const single = derivedState(dir);
    expect(single.size).toBeGreaterThan(100);
    expect(existsSync(record)).toBe(true);
    // Workers that fail (a copy of the build whose worker throws): their runs are read by the main thread.
    const broken = mkdtempSync(join(tmpdir(), "memory-broken-worker-"));
    cpSync(join(CLI, ".."), broken, { recursive: true });
    writeFileSync(join(broken, "rebuild-worker.mjs"), 'throw new Error("worker failed");\n');
    // A keeper (the worker that writes the recall index) that dies when sent the other runs' details: this thread
    // writes the recall index instead.
    const dying = mkdtempSync(join(tmpdir(), "memory-dying-keeper-"));
    cpSync(join(CLI, ".."), dying, { recursive: true });
    renameSync(join(dying, "rebuild-worker.mjs"), join(dying, "rebuild-worker-real.mjs"));
    writeFileSync(
      join(dying, "rebuild-worker.mjs"),
      'import { parentPort, workerData } from "node:worker_threads";\n' +
        'if (workerData.keepsRecall) parentPort.on("message", () => process.exit(1));\n' +
        'await import("./rebuild-worker-real.mjs");\n',
    );
    for (const [threads, cli, cold] of [
      [2, CLI, true],
      [2, CLI, false],
      [3, CLI, false],
      [3, join(broken, "cli.cjs"), false],
      [2, join(dying, "cli.cjs"), false],
      [3, join(dying, "cli.cjs"), false],
    ] as const) {
      // The recall index removed first: whichever thread writes it must write it whole.
      rmSync(join(store, ".index", "recall"), { recursive: true, force: true });
      if (cold) rmSync(record);
      reindex(sandbox, threads, cli);
      const parallel = derivedState(dir);
      expect([...parallel.keys()].sort()).toEqual([...single.keys()].sort());
      for (const [path, text] of single) expect(parallel.get(path), path).toBe(text);
    }
    rmSync(broken, { recursive: true, force: true });
    rmSync(dying, { recursive: true, force: true });

    // Files edited (one early in each thread's run, with words no other file has), renamed and deleted since the
    // record was made: two threads with it write what one thread without it does.
    const edit = (slug: string) => {
      const path = join(store, `${slug}.md`);
      writeFileSync(path, readFileSync(path, "utf8").replace(/\n\n/, `\n\nzyxw${slug.length} qwertyuiop ${slug}.\n\n`));
    };
    const slugs = readdirSync(store)
      .filter((name) => name.endsWith(".md"))
      .map((name) => name.slice(0, -3))
      .sort();
    for (const at of [2, 810, 1_500]) edit(slugs[at]!);
    renameSync(join(store, "no-frontmatter.md"), join(store, "renamed-note.md"));
    renameSync(join(store, `${slugs[5]}.md`), join(store, `${slugs[5]}-moved.md`));
    rmSync(join(store, `${slugs[900]}.md`));
    reindex(sandbox, 2);
    const warm = derivedState(dir);
    rmSync(record);
    reindex(sandbox, 1);
    const cold = derivedState(dir);
    expect([...warm.keys()].sort()).toEqual([...cold.keys()].sort());
    for (const [path, text] of cold) expect(warm.get(path), path).toBe(text);
    const search = spawnSync(process.execPath, [CLI, "search", "max_connections", "--json"], {
      cwd: dir,
      env: sandbox.env,
      encoding: "utf8",
    });
    // (renamed above)
    expect(JSON.parse(search.stdout).results.map((hit: { memory: { slug: string } }) => hit.memory.slug)).toContain(
      "renamed-note",
    );
  }, 360_000);

  it("uses threads only where each gets enough files", () => {
    expect(rebuildThreads(400, 4)).toBe(1);
    expect(rebuildThreads(1_000, 4)).toBe(2);
    // Unasked, a store of a few thousand memories is read on one thread (a second costs more than it saves there).
    expect(rebuildThreads(2_999)).toBe(1);
    expect(rebuildThreads(3_000)).toBe(Math.min(2, availableParallelism()));
    expect(rebuildThreads(100_000, 3)).toBe(3);
    expect(rebuildThreads(100_000, 1)).toBe(1);
    expect(rebuildThreads(100_000)).toBeGreaterThanOrEqual(1);
  });
});
