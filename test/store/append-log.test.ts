import {
  appendFileSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { searchMemories } from "../../src/ops/search.js";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { appendLog, logPath, readLog } from "../../src/store/append-log.js";
import { contextFor, makeSandbox } from "../helpers.js";

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

  it("never writes through a symlink: neither a log file nor the log directory", async () => {
    const box = makeSandbox();
    const outside = join(box.dir, "outside.txt");
    writeFileSync(outside, "precious\n");
    mkdirSync(join(box.projectStore, "log"), { recursive: true });
    symlinkSync(outside, logPath(box.projectStore, "events"));
    await expect(appendLog(box.projectStore, "events", [{ n: 1 }])).rejects.toMatchObject({
      code: "FILE_WRITE_FAILED",
    });
    expect(readFileSync(outside, "utf8")).toBe("precious\n");

    const other = makeSandbox();
    const elsewhere = join(other.dir, "elsewhere");
    mkdirSync(elsewhere);
    mkdirSync(other.projectStore, { recursive: true });
    symlinkSync(elsewhere, join(other.projectStore, "log"));
    await expect(appendLog(other.projectStore, "events", [{ n: 1 }])).rejects.toMatchObject({
      code: "FILE_WRITE_FAILED",
      message: expect.stringMatching(/symbolic link/),
    });
  });

  it("refuses a store whose .index or inbox directory is a symlink, writing nothing there", async () => {
    const box = makeSandbox();
    const elsewhere = join(box.dir, "elsewhere");
    mkdirSync(elsewhere);
    mkdirSync(box.projectStore, { recursive: true });
    symlinkSync(elsewhere, join(box.projectStore, ".index"));
    const context = contextFor(box);
    await expect(writeMemory(context, { content: "x", type: "learning", tags: ["a"] })).rejects.toMatchObject({
      code: "FILE_WRITE_FAILED",
      message: expect.stringMatching(/\.index is a symbolic link/),
    });
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it("never writes derived files through a symlink put in place of an .index subdirectory", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    await writeMemory(context, { content: "first", title: "First", type: "learning", tags: ["a"] });
    await searchMemories(context, { query: "first" }); // builds the manifest, graph and keyword indexes
    // Copies of the real index files behind the symlinks: readable, so only a guard on writing stops an update.
    const elsewhere = join(box.dir, "elsewhere");
    const names = ["manifest", "graph", "keyword", "gotchas"];
    for (const name of names) {
      cpSync(join(box.projectStore, ".index", name), join(elsewhere, name), { recursive: true });
      rmSync(join(box.projectStore, ".index", name), { recursive: true, force: true });
      symlinkSync(join(elsewhere, name), join(box.projectStore, ".index", name));
    }
    const snapshot = () =>
      names.map((name) =>
        readdirSync(join(elsewhere, name))
          .sort()
          .map((file) => [file, readFileSync(join(elsewhere, name, file), "utf8")]),
      );
    const before = snapshot();
    await writeMemory(context, {
      content: "second [[learning-first]]",
      title: "Second",
      type: "gotcha",
      tags: ["a"],
      paths: ["src/**"],
    }).catch(() => undefined);
    await searchMemories(context, { query: "second" }).catch(() => undefined);
    expect(snapshot()).toEqual(before);
  });
});
