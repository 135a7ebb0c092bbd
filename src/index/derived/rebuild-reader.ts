// A full rebuild spends most of its time reading, decoding and analysing every
// memory file. With enough files it cuts them into contiguous runs: the first
// is read on this thread, the others on worker threads, which send back their
// entries and keyword postings. This thread appends the postings in run order
// (the order a single thread would have added them, so the keyword index is
// byte-identical to a single-threaded build) and writes the keyword, gotcha,
// graph indexes and the manifest, while the second run's worker (the keeper),
// sent the other runs' recall details (the first run's as soon as it is read),
// writes the recall index: the two threads' shares of the writing are about even.
// A worker that cannot start or fails has its run read here instead (and the
// recall index written here). Contents the last rebuild found free of secrets
// are not scanned again (clean-record.ts), nor files whose bytes it analysed
// analysed again (analysed-record.ts).

import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import type { Worker } from "node:worker_threads";
import { nodeWorkerThreads } from "../../core/node-builtins.js";
import type { ScopeStore } from "../../store/scope-store.js";
import type { IndexBuild } from "../change-set.js";
import { KeywordIndexBuilder, type KeywordBuildPart } from "../keyword/index.js";
import { saveGeneration } from "../keyword/index.js";
import { type ManifestEntry, problemsOf } from "../manifest/index.js";
import { readRun, type RebuildRun } from "./rebuild-run.js";
import type { RecallSaveRequest, RebuildWorkerInput } from "./rebuild-worker.js";
import type { ReadAll } from "./scan.js";
import { readCleanRecord, saveCleanRecord } from "./clean-record.js";
import {
  type AnalysedFile,
  isRecorded,
  readAnalysedRecord,
  renumbered,
  saveAnalysedRecord,
} from "./analysed-record.js";

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
  keywordBuild: IndexBuild;
  /** Waits for the recall index a worker writes; false when none does (this thread writes it then). */
  recallBuild: IndexBuild;
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
  let saveKeywords: IndexBuild["save"] = async () => false;
  let saveRecall: IndexBuild["save"] = async () => false;
  const readAll: ReadAll = async (files, listedAt) => {
    const worker = workerFile();
    const threads = worker ? rebuildThreads(files.length, asked) : 1;
    reader.threads = threads;
    const size = Math.ceil(files.length / threads);
    const runs = Array.from({ length: threads }, (_, k) => files.slice(k * size, (k + 1) * size));
    const done = runs.map(() => 0);
    const progress = (k: number) => (count: number) => {
      done[k] = count;
      onProgress?.(
        done.reduce((sum, n) => sum + n, 0),
        files.length,
      );
    };
    // Runs 1… on workers; the first of them keeps its recall details and is sent the others' to write the index.
    const workers = runs
      .slice(1)
      .map((run, i) =>
        inWorker(
          worker!,
          { scope: store.scope, root: store.root, files: run, listedAt, keepsRecall: i === 0 },
          progress(i + 1),
        ),
      );
    const knownClean = readCleanRecord(store);
    const record = readAnalysedRecord(store);
    const builder = new KeywordIndexBuilder();
    const context = (k: number) => ({ onProgress: progress(k), knownClean, record, listedAt });
    const results: RebuildRun[] = [await readRun(store, runs[0]!, builder, context(0))];
    // A worker's run numbers terms its own way: its part's ids in this build, to record its files' analyses.
    const termIds: Array<Int32Array | undefined> = [];
    // This run's recall details go to the keeper at once, while it still reads its own run: it starts writing the
    // recall index as soon as it is done, not once this thread has taken in every worker's run (it waited ~0.7 s).
    const { recallDetails } = await import("../recall/build.js");
    workers[0]?.send({ details: recallDetails(results[0]!.entries), last: threads === 2 });
    let keeper: RunningWorker | undefined;
    for (let k = 1; k < threads; k++) {
      const result = await workers[k - 1]!.result;
      if (result) {
        results[k] = result.run;
        termIds[k] = builder.appendPart(result.part);
        if (k === 1) keeper = workers[0];
      } else {
        // Read here, into the same build: its postings land where the worker's part would have.
        results[k] = await readRun(store, runs[k]!, builder, context(k));
      }
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
    const analysed = results.flatMap((run, k) =>
      run.analysed.map(([slug, file]): [string, AnalysedFile] => [
        slug,
        termIds[k] ? renumbered(file, termIds[k]) : file,
      ]),
    );
    // A rebuild that analysed nothing anew would write the record it read, byte for byte: it is kept.
    const asRecorded = results.every((run) => run.asRecorded) && isRecorded(record, builder.termList(), analysed);
    if (!asRecorded) {
      const withEntries = analysed.map(([slug, file]): [string, AnalysedFile] => {
        const entry = entries.get(slug)!;
        return [slug, { ...file, entry: { mtimeMs: entry.mtimeMs, summary: entry.summary!, ...problemsOf(entry) } }];
      });
      saveAnalysedRecord(store, builder.termList(), withEntries, listedAt);
    }
    // The keeper writes the recall index once it has every other run's details (the first run's were sent above).
    let recallSaved: Promise<boolean> | undefined;
    if (keeper) {
      const rest = threads === 2 ? [] : results.flatMap((run, k) => (k < 2 ? [] : recallDetails(run.entries)));
      recallSaved = keeper.save({ details: rest, last: true }, threads === 2);
    }
    saveRecall = () => recallSaved ?? Promise.resolve(false);
    saveKeywords = async () => {
      await saveGeneration(store, builder, hashes);
      return true;
    };
    return entries;
  };
  const reader: RebuildReader = {
    readAll,
    keywordBuild: { save: () => saveKeywords() },
    recallBuild: { save: () => saveRecall() },
    threads: 1,
  };
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

interface WorkerResult {
  run: RebuildRun;
  part: KeywordBuildPart;
}

interface RunningWorker {
  /** Its run and postings; undefined when the thread failed (the caller reads the run itself). */
  result: Promise<WorkerResult | undefined>;
  /** For the keeper: details of other runs, to keep until the last ones come. */
  send(request: RecallSaveRequest): void;
  /**
   * For the keeper: sends the last details (none when `sent`: the last were sent already) and waits for the recall
   * index it writes from them and its own; false when it failed.
   */
  save(request: RecallSaveRequest, sent?: boolean): Promise<boolean>;
}

function inWorker(file: string, input: RebuildWorkerInput, onProgress: (done: number) => void): RunningWorker {
  let worker: Worker | undefined;
  let failed = false;
  const listeners: Array<(message: { saved?: boolean } | undefined) => void> = [];
  /** The keeper's answer when it came before `save` asked for it (it may write the index before this thread asks). */
  let answered: boolean | undefined;
  const result = new Promise<WorkerResult | undefined>((resolve) => {
    let settled = false;
    const finish = (value: WorkerResult | undefined) => {
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
        if (message.run && message.part) {
          // Waiting to be sent the details must not keep the process alive if they never come.
          if (input.keepsRecall) worker!.unref();
          finish({ run: message.run, part: message.part });
        }
        if (message.saved !== undefined) {
          if (listeners.length === 0) answered = message.saved;
          listeners.splice(0).forEach((listener) => listener(message));
        }
      });
      worker.on("error", fail);
      worker.on("exit", fail);
    } catch {
      fail();
    }
  });
  return {
    result,
    send: (request) => {
      if (worker && !failed) worker.postMessage(request);
    },
    save: (request, sent = false) =>
      new Promise<boolean>((resolve) => {
        if (answered !== undefined) return resolve(answered);
        if (!worker || failed) return resolve(false);
        listeners.push((message) => resolve(message?.saved === true));
        worker.ref();
        if (!sent) worker.postMessage(request);
      }),
  };
}
