import { appendFileSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { appendLog, logPath, readLog } from "../../src/store/append-log.js";
import { makeSandbox } from "../helpers.js";

describe("append-only logs", () => {
  it("appends one JSON record per line and reads them back in order", async () => {
    const box = makeSandbox();
    await appendLog(box.projectStore, "retrieval", [{ n: 1 }]);
    await appendLog(box.projectStore, "retrieval", [{ n: 2 }, { n: 3 }]);
    const { records, unreadable } = await readLog<{ n: number }>(box.projectStore, "retrieval");
    expect(records.map((r) => r.record.n)).toEqual([1, 2, 3]);
    expect(unreadable).toEqual([]);
  });

  it("keeps records after a torn line readable and reports the torn one", async () => {
    const box = makeSandbox();
    await appendLog(box.projectStore, "decay", [{ n: 1 }]);
    appendFileSync(logPath(box.projectStore, "decay"), '{"n": 2, "tor');
    await appendLog(box.projectStore, "decay", [{ n: 3 }]);
    expect(readFileSync(logPath(box.projectStore, "decay"), "utf8").split("\n")).toHaveLength(4);
    const { records, unreadable } = await readLog<{ n: number }>(box.projectStore, "decay");
    expect(records.map((r) => r.record.n)).toEqual([1, 3]);
    expect(unreadable).toEqual([2]);
  });

  it("reads a missing log as empty", async () => {
    expect(await readLog(makeSandbox().projectStore, "audit")).toEqual({ records: [], unreadable: [] });
  });
});
