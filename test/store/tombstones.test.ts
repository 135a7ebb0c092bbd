// A write checks its slug against every deletion the scope ever logged: the
// lines that hold the slug's text are parsed, not the whole log, and the answer
// is the one parsing every line gives.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isTombstoned, tombstones } from "../../src/store/tombstones.js";
import { makeSandbox } from "../helpers.js";

function scopeWithLog(lines: string[]): string {
  const root = makeSandbox().projectStore;
  mkdirSync(join(root, "log"), { recursive: true });
  writeFileSync(join(root, "log", "tombstones.jsonl"), `${lines.join("\n")}\n`);
  return root;
}

const line = (slug: string, extra = "") => `{"ts":"2025-01-01T00:00:00Z","slug":"${slug}"${extra}}`;

describe("isTombstoned", () => {
  it("answers as the whole parsed log does", () => {
    const many = Array.from({ length: 5000 }, (_, i) => line(`learning-deleted-${i}`));
    const root = scopeWithLog([
      ...many,
      line("decision-ab"),
      `{"ts":"2025-01-01T00:00:00Z","note":"decision-a was renamed","slug":"gotcha-x"}`,
      `{"ts":"2025-01-01T00:00:00Z","slug":"learning-torn`,
      line("hub-b", ',"by":"hub-c"'),
    ]);
    const asked = [
      "learning-deleted-4999",
      "learning-deleted-0",
      "learning-deleted-5000",
      "decision-ab",
      "decision-a", // only inside another slug and in a note
      "gotcha-x",
      "learning-torn", // on a torn line: names nothing
      "hub-b",
      "hub-c", // a value of another field
      "never-there",
    ];
    const targeted = asked.map((slug) => isTombstoned(root, slug));
    const parsed = asked.map((slug) => tombstones(root).has(slug));
    expect(targeted).toEqual(parsed);
    expect(targeted).toEqual([true, true, false, true, false, true, false, true, false, false]);
  });

  it("reads a slug spelled with \\u escapes", () => {
    const root = scopeWithLog([line("learning-\\u0061bc")]);
    expect(isTombstoned(root, "learning-abc")).toBe(true);
    expect(isTombstoned(root, "learning-abd")).toBe(false);
  });

  it("is false for a scope that never deleted anything", () => {
    expect(isTombstoned(makeSandbox().projectStore, "learning-abc")).toBe(false);
  });
});
