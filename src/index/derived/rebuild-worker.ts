// Worker thread of a parallel rebuild: reads one run of a scope's memory files
// and sends back their manifest entries and hashes, with their keyword
// postings — or, for the first run, keeps them, appends the postings of the
// later runs the main thread sends, and writes the keyword index itself while
// the main thread writes the other indexes.

import { parentPort, workerData } from "node:worker_threads";
import type { Scope } from "../../core/types.js";
import { ScopeStore } from "../../store/scope-store.js";
import { KeywordIndexBuilder, type KeywordBuildPart } from "../keyword/index.js";
import { saveGeneration } from "../keyword/index.js";
import { readRun } from "./rebuild-run.js";
import { readCleanRecord } from "./clean-record.js";

export interface RebuildWorkerInput {
  scope: Scope;
  root: string;
  slugs: string[];
  /** Keep the postings and write the keyword index once sent the later runs' (the first run's worker). */
  keepsBuild?: boolean;
}

/** What the main thread sends the worker that keeps its build. */
export interface KeywordSaveRequest {
  parts: KeywordBuildPart[];
  hashes: Record<string, string>;
}

const { scope, root, slugs, keepsBuild } = workerData as RebuildWorkerInput;
const store = new ScopeStore(scope, root);
const builder = new KeywordIndexBuilder();
const run = await readRun(store, slugs, builder, (done) => parentPort!.postMessage({ done }), readCleanRecord(store));
if (keepsBuild) {
  parentPort!.once("message", async ({ parts, hashes }: KeywordSaveRequest) => {
    for (const part of parts) builder.appendPart(part);
    await saveGeneration(store, builder, hashes);
    parentPort!.postMessage({ saved: true });
  });
  parentPort!.postMessage({ run });
} else {
  const part = builder.exportPart();
  parentPort!.postMessage({ run, part }, [part.postings.buffer as ArrayBuffer, part.starts.buffer as ArrayBuffer]);
}
