// A full rebuild spends most of its time reading, decoding and analysing every
// memory file. With enough files it cuts them into contiguous runs: the first
// is read on this thread, the others on worker threads, and their keyword
// postings are appended in order, so the indexes written are byte-identical
// to a single-threaded build. A worker that cannot start or fails has its run
// read here instead.

import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { FileStat, ScopeStore } from "../store/scope-store.js";
import { KeywordIndexBuilder, type KeywordBuildPart } from "./keyword-builder.js";
import type { ManifestEntry } from "./manifest-files.js";
import type { ReadAll } from "./scan.js";
import { readRun, type RebuildRun } from "./rebuild-run.js";
import type { RebuildWorkerInput } from "./rebuild-worker.js";

/** Below this many files a run, starting a thread costs more than it saves. */
const MIN_FILES_PER_THREAD = 500;
const MAX_THREADS = 4;

export interface RebuildReader {
  builder: KeywordIndexBuilder;
  hashes: Record<string, string>;
  readAll: ReadAll;
  /** The threads the last `readAll` used. */
  threads: number;
}

/** The thread count: MEMORY_REINDEX_THREADS when set (1 = this thread only), else the cores, at most 4. */
export function rebuildThreads(files: number, env: Record<string, string | undefined> = process.env): number {
  const asked = Number.parseInt(env.MEMORY_REINDEX_THREADS ?? "", 10);
  const threads = asked > 0 ? asked : Math.min(availableParallelism(), MAX_THREADS);
  return Math.max(1, Math.min(threads, Math.floor(files / MIN_FILES_PER_THREAD)));
}

export function rebuildReader(store: ScopeStore, { env, onProgress }: { env?: Record<string, string | undefined>; onProgress?: (done: number, total: number) => void } = {}): RebuildReader {
  const builder = new KeywordIndexBuilder();
  const hashes: Record<string, string> = {};
  const readAll: ReadAll = async (files: FileStat[]) => {
    const slugs = files.map((file) => file.slug);
    const worker = workerFile();
    const threads = worker ? rebuildThreads(slugs.length, env) : 1;
    reader.threads = threads;
    const size = Math.ceil(slugs.length / threads);
    const runs = Array.from({ length: threads }, (_, k) => slugs.slice(k * size, (k + 1) * size));
    const done = runs.map(() => 0);
    const progress = (k: number) => (count: number) => {
      done[k] = count;
      onProgress?.(done.reduce((sum, n) => sum + n, 0), slugs.length);
    };
    const others = runs.slice(1).map((run, k) => inWorker(worker!, { scope: store.scope, root: store.root, slugs: run }, progress(k + 1)));
    const results: RebuildRun[] = [await readRun(store, runs[0]!, builder, progress(0))];
    for (const [k, other] of others.entries()) {
      const result = await other;
      if (result) {
        builder.appendPart(result.part);
        results.push(result.run);
      } else {
        results.push(await readRun(store, runs[k + 1]!, builder, progress(k + 1)));
      }
    }
    const entries = new Map<string, ManifestEntry>();
    for (const run of results) {
      for (const [slug, entry] of run.entries) entries.set(slug, entry);
      for (const [slug, hash] of run.hashes) hashes[slug] = hash;
    }
    return entries;
  };
  const reader: RebuildReader = { builder, hashes, readAll, threads: 1 };
  return reader;
}

/** The bundled worker beside this module (its chunk sits in dist/ or dist/chunks/); none when running from source. */
function workerFile(): string | undefined {
  for (const candidate of ["./rebuild-worker.mjs", "../rebuild-worker.mjs"]) {
    const file = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(file)) return file;
  }
  return undefined;
}

/** One run on a worker thread; undefined when the thread fails, so the caller reads the run itself. */
function inWorker(file: string, input: RebuildWorkerInput, onProgress: (done: number) => void): Promise<{ run: RebuildRun; part: KeywordBuildPart } | undefined> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (value: { run: RebuildRun; part: KeywordBuildPart } | undefined) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    try {
      const worker = new Worker(file, { workerData: input });
      worker.on("message", (message: { done?: number; run?: RebuildRun; part?: KeywordBuildPart }) => {
        if (message.done !== undefined) onProgress(message.done);
        if (message.run && message.part) finish({ run: message.run, part: message.part });
      });
      worker.on("error", () => finish(undefined));
      worker.on("exit", () => finish(undefined));
    } catch {
      finish(undefined);
    }
  });
}
