// Worker thread of a parallel rebuild: reads one run of a scope's memory files
// and sends back their manifest entries, hashes and keyword postings.

import { parentPort, workerData } from "node:worker_threads";
import type { Scope } from "../core/types.js";
import { ScopeStore } from "../store/scope-store.js";
import { KeywordIndexBuilder } from "./keyword-builder.js";
import { readRun } from "./rebuild-run.js";

export interface RebuildWorkerInput {
  scope: Scope;
  root: string;
  slugs: string[];
}

const { scope, root, slugs } = workerData as RebuildWorkerInput;
const builder = new KeywordIndexBuilder();
const run = await readRun(new ScopeStore(scope, root), slugs, builder, (done) => parentPort!.postMessage({ done }));
const part = builder.exportPart();
parentPort!.postMessage({ run, part }, [part.postings.buffer as ArrayBuffer, part.starts.buffer as ArrayBuffer]);
