// A full rebuild analyses again only the files whose bytes changed since the
// last one (the record of analysed files): the derived state must be the one a
// rebuild without the record writes, and a record it cannot trust counts for
// nothing.
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { ftruncateSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generateStore } from "../../bench/synthetic-store.js";
import { SOURCE_DIGEST } from "../../src/core/version.js";
import {
  parseRecord,
  readAnalysedRecord,
  recordBytes,
  type AnalysedFile,
  type ListedStat,
} from "../../src/index/derived/analysed-record.js";
import { rebuildScope } from "../../src/index/derived/catalog-load.js";
import type { ScopeStore } from "../../src/store/scope-store.js";
import { contextFor, makeSandbox } from "../helpers.js";
import { derivedFiles } from "./derived-files.js";

const RECORD = "analysed-contents.bin";

/** Every derived file's text, generation names and check times aside. */
const derivedTexts = (store: ScopeStore) => derivedFiles(store.indexDir, (name) => name.endsWith(".lock"));

function expectSame(actual: Map<string, string>, expected: Map<string, string>): void {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [path, text] of expected) expect(actual.get(path), path).toBe(text);
}

/** A rebuild without the record (as the first one is). */
async function coldRebuild(store: ScopeStore): Promise<Map<string, string>> {
  rmSync(store.indexPath(RECORD), { force: true });
  await rebuildScope(store);
  return derivedTexts(store);
}

describe("rebuild and the record of analysed files", () => {
  it("is made by the build's source digest", () => {
    expect(SOURCE_DIGEST).toMatch(/^[0-9a-f]{32}$/);
  });

  it("writes what a rebuild without it writes: unchanged, and after files are edited, renamed and deleted", async () => {
    const box = makeSandbox();
    generateStore(box.repo, 240);
    const dir = box.projectStore;
    // Titled by its slug (no frontmatter): renamed, its analysis is not the recorded one.
    writeFileSync(join(dir, "plain-note.md"), "# \n\nA hand-written note on max_connections and café.\n");
    writeFileSync(join(dir, "broken-yaml.md"), "---\ntitle: [unclosed\n---\nbody\n");
    const store = contextFor(box).store.scope("project");

    const cold = await coldRebuild(store);
    const record = readAnalysedRecord(store);
    expect(record.files.size).toBe(241);
    const plain = record.files.get("plain-note");
    expect(plain?.recall).toBeTypeOf("string");
    // Its entry, the summary's recall terms put back from the file's.
    expect(plain?.entry?.mtimeMs).toBe(statSync(join(dir, "plain-note.md")).mtimeMs);
    expect(plain?.entry?.summary.recall?.terms).toBe(plain?.recall);
    // Said to be listed a minute on (the files were changed well before it), every file is taken by its stat.
    writeFileSync(
      store.indexPath(RECORD),
      recordBytes(SOURCE_DIGEST!, record.terms, record.files, Date.now() + 60_000)!,
    );
    const written = statSync(store.indexPath(RECORD)).ino;
    await rebuildScope(store);
    expectSame(derivedTexts(store), cold);
    // Nothing analysed or read anew: the record it would write is the one there, kept as it is.
    expect(statSync(store.indexPath(RECORD)).ino).toBe(written);

    // The entry recorded for these bytes at this mtime is taken as it is, the file not decoded again.
    const files = [...record.files].map(([slug, file]): [string, AnalysedFile] => {
      if (slug !== "plain-note") return [slug, file];
      const entry = file.entry!;
      return [slug, { ...file, entry: { ...entry, summary: { ...entry.summary, title: "as recorded" } } }];
    });
    writeFileSync(store.indexPath(RECORD), recordBytes(SOURCE_DIGEST!, record.terms, files)!);
    const { catalog } = await rebuildScope(store);
    expect(catalog.entries.get("plain-note")?.summary?.title).toBe("as recorded");

    // The same bytes at another mtime: a memory without dates is dated by it, so its entry is made again.
    const touched = new Date(Date.now() - 86_400_000);
    utimesSync(join(dir, "plain-note.md"), touched, touched);
    await rebuildScope(store);
    const retouched = derivedTexts(store);
    expect(readAnalysedRecord(store).files.get("plain-note")?.entry?.mtimeMs).toBe(
      statSync(join(dir, "plain-note.md")).mtimeMs,
    );
    expectSame(retouched, await coldRebuild(store));

    // An edit early in the listing brings words no other file has (new terms, met before the recorded ones').
    const first = readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .sort()[0]!;
    const text = readFileSync(join(dir, first), "utf8");
    writeFileSync(join(dir, first), text.replace(/\n\n/, "\n\nzyxwvut qwertyuiop plain-note renamed.\n\n"));
    renameSync(join(dir, "plain-note.md"), join(dir, "another-note.md"));
    rmSync(join(dir, "hub-m1.md"));
    await rebuildScope(store);
    const warm = derivedTexts(store);
    expect(readAnalysedRecord(store).files.has("another-note")).toBe(true);
    expectSame(warm, await coldRebuild(store));
  });

  it("does not read a file listed as it recorded it and changed well before; reads one whose ctime moved", async () => {
    const box = makeSandbox();
    generateStore(box.repo, 30);
    const dir = box.projectStore;
    const store = contextFor(box).store.scope("project");
    const cold = await coldRebuild(store);
    const record = readAnalysedRecord(store);
    const slug = [...record.files.keys()][3]!;
    const path = join(dir, `${slug}.md`);
    expect(record.files.get(slug)?.listed?.ino).toBe(statSync(path).ino);
    // The files here were written just now, within the margin of the listing: a record said to be listed a minute
    // later, whose file's hash is not the bytes' and whose title is another, shows whether the file was read.
    const forge = (listedAt: number, listed?: ListedStat) => {
      const files = [...record.files].map(([name, file]): [string, AnalysedFile] => {
        if (name !== slug) return [name, file];
        const summary = { ...file.entry!.summary, title: "not read" };
        return [
          name,
          { ...file, hash: "0".repeat(32), entry: { ...file.entry!, summary }, listed: listed ?? file.listed },
        ];
      });
      writeFileSync(store.indexPath(RECORD), recordBytes(SOURCE_DIGEST!, record.terms, files, listedAt)!);
    };
    const titleAfterRebuild = async () => (await rebuildScope(store)).catalog.entries.get(slug)?.summary?.title;
    forge(Date.now() + 60_000);
    expect(await titleAfterRebuild()).toBe("not read");
    // Listed a second after it was last changed: read.
    forge(statSync(path).ctimeMs + 1_000);
    expect(await titleAfterRebuild()).not.toBe("not read");
    expectSame(derivedTexts(store), cold);

    // Bytes of the same size, listed with the recorded size, mtime and inode but a later ctime: read.
    const { ctimeMs } = statSync(path);
    const text = readFileSync(path, "utf8");
    writeFileSync(
      path,
      text.replace(/[a-y]/, (letter) => String.fromCharCode(letter.charCodeAt(0) + 1)),
    );
    const now = statSync(path);
    expect(now.ctimeMs).not.toBe(ctimeMs);
    forge(Date.now() + 60_000, { size: now.size, mtimeMs: now.mtimeMs, ctimeMs, ino: now.ino });
    expect(await titleAfterRebuild()).not.toBe("not read");
    expectSame(derivedTexts(store), await coldRebuild(store));
  });

  it("counts for nothing made by other code, torn, too large or malformed", async () => {
    const box = makeSandbox();
    generateStore(box.repo, 60);
    const store = contextFor(box).store.scope("project");
    const cold = await coldRebuild(store);
    const path = store.indexPath(RECORD);
    const bytes = readFileSync(path);
    expect(parseRecord(bytes, SOURCE_DIGEST!)?.files.size).toBe(60);
    expect(parseRecord(bytes, "0".repeat(32))).toBeUndefined();
    expect(parseRecord(bytes.subarray(0, bytes.length - 1), SOURCE_DIGEST!)).toBeUndefined();
    expect(parseRecord(Buffer.concat([bytes, Buffer.from([0])]), SOURCE_DIGEST!)).toBeUndefined();
    // Read from an odd offset (its Int32 arrays copied, not viewed misaligned).
    const odd = Buffer.alloc(bytes.length + 1);
    bytes.copy(odd, 1);
    expect(parseRecord(odd.subarray(1), SOURCE_DIGEST!)?.files.size).toBe(60);

    const file = (keys: number[], counts = keys.map(() => 1)): AnalysedFile => ({
      hash: "a".repeat(32),
      lengths: Int32Array.of(1, 1, 0, 2),
      keys: Int32Array.from(keys),
      counts: Int32Array.from(counts),
    });
    const forged = (terms: string[], keys: number[], counts?: number[]) =>
      parseRecord(recordBytes(SOURCE_DIGEST!, terms, [["m", file(keys, counts)]])!, SOURCE_DIGEST!);
    expect(forged(["a", "b"], [0, 3, 7])?.files.get("m")?.keys).toEqual(Int32Array.of(0, 3, 7));
    expect(forged(["a", "b"], [0, 8])).toBeUndefined(); // a term past the table
    expect(forged(["a", "b"], [0, -1])).toBeUndefined();
    expect(forged(["a", "b"], [3, 3])).toBeUndefined(); // a posting twice
    expect(forged(["a", "b"], [3, 0])).toBeUndefined(); // fields out of order
    expect(forged(["a", "b"], [0, 3], [1, 0])).toBeUndefined(); // a tf of 0
    expect(forged(["a", "a"], [0, 3])).toBeUndefined(); // a term twice in the table
    // tfs take 16 bits: a file with a larger one is left out (analysed each time), not cut.
    expect(forged(["a", "b"], [0, 3], [65_535, 1])?.files.get("m")?.counts).toEqual(Uint16Array.of(65_535, 1));
    expect(forged(["a", "b"], [0, 3], [65_536, 1])?.files.size).toBe(0);
    expect(recordBytes(SOURCE_DIGEST!, ["a\nb"], [])).toBeUndefined();
    // An entry not of the shape one is made with, or whose recall terms are not the file's.
    const withEntry = (entry: unknown, recall?: string) =>
      parseRecord(
        recordBytes(
          SOURCE_DIGEST!,
          ["a", "b"],
          [["m", { ...file([0]), ...(recall ? { recall } : {}), entry } as AnalysedFile]],
        )!,
        SOURCE_DIGEST!,
      )?.files.get("m")?.entry;
    const summary = { title: "t", type: "note", tags: [], created: "2026-01-01", updated: "2026-01-01", edges: [] };
    const recalled = { ...summary, recall: { text: "x", terms: "1 a" } };
    expect(withEntry({ mtimeMs: 1.5, summary })).toEqual({ mtimeMs: 1.5, summary });
    expect(withEntry({ mtimeMs: 1, summary: recalled }, "1 a")?.summary.recall).toEqual({ text: "x", terms: "1 a" });
    expect(withEntry({ mtimeMs: "1", summary })).toBeUndefined();
    expect(withEntry({ mtimeMs: 1, summary: { ...summary, edges: null } })).toBeUndefined();
    expect(withEntry({ mtimeMs: 1, summary, problems: {} })).toBeUndefined();
    expect(withEntry({ mtimeMs: 1, summary: recalled })).toBeUndefined(); // recall terms the file does not have
    expect(withEntry({ mtimeMs: 1, summary }, "1 a")).toBeUndefined(); // terms, and no recall in the summary

    // Garbage where the record was: the rebuild analyses every file, and writes a sound record again.
    for (const broken of [Buffer.from("not a record"), Buffer.alloc(3), bytes.subarray(0, bytes.length >> 1)]) {
      writeFileSync(path, broken);
      expect(readAnalysedRecord(store).files.size).toBe(0);
      await rebuildScope(store);
      expectSame(derivedTexts(store), cold);
    }
    // Past the size read (a sparse file): not read at all.
    rmSync(path);
    const fd = openSync(path, "w");
    ftruncateSync(fd, 600 * 1024 * 1024);
    closeSync(fd);
    expect(readAnalysedRecord(store).files.size).toBe(0);
    rmSync(path);
    expect(existsSync(path)).toBe(false);
  });
});
