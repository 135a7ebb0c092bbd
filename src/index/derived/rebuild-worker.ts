// Worker thread of a parallel rebuild: reads one run of a scope's memory files
// and sends back their manifest entries and hashes, with their keyword
// postings. The second run's worker (the keeper) then waits for the other
// runs' recall details and writes the recall index from them and its own,
// while the main thread writes the other indexes.

import { parentPort, workerData } from "node:worker_threads";
import type { Scope } from "../../core/types.js";
import { ScopeStore, type FileStat } from "../../store/scope-store.js";
import { KeywordIndexBuilder } from "../keyword/index.js";
import type { StoredRecallDetail } from "../recall/index.js";
import { readRun } from "./rebuild-run.js";
import { readCleanRecord } from "./clean-record.js";
import { compacted, readAnalysedRecord } from "./analysed-record.js";

export interface RebuildWorkerInput {
  scope: Scope;
  root: string;
  files: FileStat[];
  /** When the files were listed. */
  listedAt: number;
  /** Keep the recall details and write the recall index once sent the other runs' (the second run's worker). */
  keepsRecall?: boolean;
}

/** What the main thread sends the keeper: recall details of runs other than the keeper's, `last` with the last of them. */
export interface RecallSaveRequest {
  details: Array<[string, StoredRecallDetail]>;
  last?: boolean;
}

const { scope, root, files, listedAt, keepsRecall } = workerData as RebuildWorkerInput;
const store = new ScopeStore(scope, root);
const builder = new KeywordIndexBuilder();
// The keeper takes the others' details as they come (the first run's may come while it still reads its own run).
const sent: Array<Array<[string, StoredRecallDetail]>> = [];
let allSent: (() => void) | undefined;
const lastSent = new Promise<void>((resolve) => (allSent = resolve));
const take = ({ details, last }: RecallSaveRequest) => {
  sent.push(details);
  if (last) allSent!();
};
if (keepsRecall) parentPort!.on("message", take);
const onProgress = (done: number) => parentPort!.postMessage({ done });
const run = await readRun(store, files, builder, {
  onProgress,
  knownClean: readCleanRecord(store),
  record: readAnalysedRecord(store),
  listedAt,
});
const part = builder.exportPart();
if (keepsRecall) {
  // Loaded on use (the recall index's writer), as the derived-state pipeline loads it.
  const { recallDetails, saveRecallIndex } = await import("../recall/build.js");
  const own = recallDetails(run.entries);
  void lastSent.then(async () => {
    const saved = await saveRecallIndex(store, [...own, ...sent.flat()]).then(
      () => true,
      () => false,
    );
    parentPort!.off("message", take);
    parentPort!.postMessage({ saved });
  });
}
const analysed = compacted(run.analysed);
run.analysed = analysed.files;
parentPort!.postMessage({ run, part }, [
  part.postings.buffer as ArrayBuffer,
  part.starts.buffer as ArrayBuffer,
  ...analysed.buffers,
]);
