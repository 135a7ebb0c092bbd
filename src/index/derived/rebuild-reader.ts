// A full rebuild spends most of its time reading, decoding and analysing every
// memory file. With enough files it cuts them into contiguous runs: the last
// is read on this thread, the others on worker threads. The first run's
// worker keeps its keyword postings, is sent those of the later runs in order
// as soon as every run is read, and writes the keyword index while this
// thread writes the other indexes:
// the postings are appended in the order a single thread would have added
// them, so the indexes written are byte-identical to a single-threaded build.
// A worker that cannot start or fails has its run read here instead. Contents
// the last rebuild found free of secrets are not scanned again (clean-record.ts).

import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import type { Worker } from "node:worker_threads";
import { nodeWorkerThreads } from "../../core/node-builtins.js";
import type { FileStat, ScopeStore } from "../../store/scope-store.js";
import type { KeywordBuild } from "../change-set.js";
import { KeywordIndexBuilder, type KeywordBuildPart } from "../keyword/index.js";
import { saveGeneration } from "../keyword/index.js";
import type { ManifestEntry } from "../manifest/index.js";
import { readRun, type RebuildRun } from "./rebuild-run.js";
import type { KeywordSaveRequest, RebuildWorkerInput } from "./rebuild-worker.js";
import type { ReadAll } from "./scan.js";
import { readCleanRecord, saveCleanRecord } from "./clean-record.js";

/**
 * Below this many files a run, a second thread costs more CPU than it saves time: each thread starts cold (its code
 * not yet optimised, every word of the store analysed again in its own tables), and at 1,000 files two threads took
 * as long as one for a third more CPU (docs/benchmarks.md, rounds 19 and 20).
 */
const MIN_FILES_PER_THREAD = 1_500;
/** Threads asked for (MEMORY_REINDEX_THREADS) read at least this many files each. */
const MIN_FILES_PER_ASKED_THREAD = 500;
const MAX_THREADS = 4;

export interface RebuildReader {
  readAll: ReadAll;
  /** Writes the keyword index of what the last `readAll` read (once). */
  keywordBuild: KeywordBuild;
  /** The threads the last `readAll` used. */
  threads: number;
}

/** The thread count: `asked` when above 0 (MEMORY_REINDEX_THREADS; 1 = this thread only), else the cores, at most 4. */
export function rebuildThreads(files: number, asked = 0): number {
  const threads = asked > 0 ? asked : Math.min(availableParallelism(), MAX_THREADS);
  const perThread = asked > 0 ? MIN_FILES_PER_ASKED_THREAD : MIN_FILES_PER_THREAD;
  return Math.max(1, Math.min(threads, Math.floor(files / perThread)));
}

export function rebuildReader(
  store: ScopeStore,
  { threads: asked, onProgress }: { threads?: number; onProgress?: (done: number, total: number) => void } = {},
): RebuildReader {
  let save: KeywordBuild["save"] = async () => false;
  const readAll: ReadAll = async (files: FileStat[]) => {
    const slugs = files.map((file) => file.slug);
    const worker = workerFile();
    const threads = worker ? rebuildThreads(slugs.length, asked) : 1;
    reader.threads = threads;
    const size = Math.ceil(slugs.length / threads);
    const runs = Array.from({ length: threads }, (_, k) => slugs.slice(k * size, (k + 1) * size));
    const done = runs.map(() => 0);
    const progress = (k: number) => (count: number) => {
      done[k] = count;
      onProgress?.(
        done.reduce((sum, n) => sum + n, 0),
        slugs.length,
      );
    };
    const last = threads - 1;
    const workers = runs
      .slice(0, last)
      .map((run, k) =>
        inWorker(worker!, { scope: store.scope, root: store.root, slugs: run, keepsBuild: k === 0 }, progress(k)),
      );
    const own = new KeywordIndexBuilder();
    const results: RebuildRun[] = [];
    const knownClean = readCleanRecord(store);
    results[last] = await readRun(store, runs[last]!, own, progress(last), knownClean);
    // Run 0's postings stay with its worker (`keeper`) or are read here (`first`); the later runs' are sent to it in order.
    let keeper: RunningWorker | undefined;
    let first: KeywordIndexBuilder | undefined;
    const parts: KeywordBuildPart[] = [];
    for (let k = 0; k < threads; k++) {
      const result = k === last ? undefined : await workers[k]!.result;
      if (result) {
        results[k] = result.run;
        if (k === 0) keeper = workers[0];
        else parts.push(result.part!);
        continue;
      }
      let builder = own;
      if (k !== last)
        results[k] = await readRun(store, runs[k]!, (builder = new KeywordIndexBuilder()), progress(k), knownClean);
      if (k === 0) first = builder;
      else parts.push(builder.exportPart());
    }
    const entries = new Map<string, ManifestEntry>();
    const hashes: Record<string, string> = {};
    for (const run of results) {
      for (const [slug, entry] of run.entries) entries.set(slug, entry);
      for (const [slug, hash] of run.hashes) hashes[slug] = hash;
    }
    // Every file read that decoded and holds no secret, whether scanned now or known clean before.
    saveCleanRecord(
      store,
      [...entries.values()].flatMap((entry) => (entry.summary && !entry.secrets ? [entry.hash] : [])),
    );
    // The keeper starts appending and writing now, while this thread goes on to the other indexes.
    const saved = keeper?.save({ parts, hashes });
    save = saved
      ? () => saved
      : async () => {
          for (const part of parts) first!.appendPart(part);
          await saveGeneration(store, first!, hashes);
          return true;
        };
    return entries;
  };
  const reader: RebuildReader = { readAll, keywordBuild: { save: () => save() }, threads: 1 };
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

interface RunningWorker {
  /** Its run, and its postings unless it keeps them; undefined when the thread failed (the caller reads the run itself). */
  result: Promise<{ run: RebuildRun; part?: KeywordBuildPart } | undefined>;
  /** For the worker that keeps its postings: appends the later runs' and writes the keyword index; false when it failed. */
  save(request: KeywordSaveRequest): Promise<boolean>;
}

function inWorker(file: string, input: RebuildWorkerInput, onProgress: (done: number) => void): RunningWorker {
  let worker: Worker | undefined;
  let failed = false;
  const listeners: Array<(message: { saved?: boolean } | undefined) => void> = [];
  const result = new Promise<{ run: RebuildRun; part?: KeywordBuildPart } | undefined>((resolve) => {
    let settled = false;
    const finish = (value: { run: RebuildRun; part?: KeywordBuildPart } | undefined) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    const fail = () => {
      failed = true;
      finish(undefined);
      listeners.splice(0).forEach((listener) => listener(undefined));
    };
    try {
      worker = new (nodeWorkerThreads().Worker)(file, { workerData: input });
      worker.on("message", (message: { done?: number; run?: RebuildRun; part?: KeywordBuildPart; saved?: boolean }) => {
        if (message.done !== undefined) onProgress(message.done);
        if (message.run && (message.part || input.keepsBuild)) {
          // Waiting for the later runs' postings must not keep the process alive if they never come.
          if (input.keepsBuild) worker!.unref();
          finish({ run: message.run, ...(message.part ? { part: message.part } : {}) });
        }
        if (message.saved) listeners.splice(0).forEach((listener) => listener(message));
      });
      worker.on("error", fail);
      worker.on("exit", fail);
    } catch {
      fail();
    }
  });
  return {
    result,
    save: (request) =>
      new Promise<boolean>((resolve) => {
        if (!worker || failed) return resolve(false);
        listeners.push((message) => resolve(message?.saved === true));
        worker.ref();
        const transfer = request.parts.flatMap((part) => [
          part.postings.buffer as ArrayBuffer,
          part.starts.buffer as ArrayBuffer,
        ]);
        worker.postMessage(request, transfer);
      }),
  };
}
