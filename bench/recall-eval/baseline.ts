// The plain baseline prompt recall is judged against: the team's BM25 top-3
// with a threshold sweep (../shared/tools/recall-baseline, outside this
// repository; RECALL_BASELINE names another copy), run on a set directory,
// its table read back so the product's figures can be set beside it.

import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

export interface BaselineRow {
  threshold: number;
  precision: number;
  recall: number;
  silence: number;
  perPrompt: number;
  /** Silence by category of the prompts that need none. */
  silenceBy: Record<string, number>;
}

/** Where the baseline script is, or undefined when this checkout has none beside it. */
export function baselineScript(root: string): string | undefined {
  const candidates = [
    process.env.RECALL_BASELINE,
    resolve(root, "..", "shared", "tools", "recall-baseline", "baseline-bm25.mjs"),
    resolve(root, "..", "..", "shared", "tools", "recall-baseline", "baseline-bm25.mjs"),
  ];
  return candidates.find((path): path is string => !!path && existsSync(path));
}

const percent = (cell: string) => (cell.trim() === "n/a" ? Number.NaN : Number.parseFloat(cell) / 100);

/** The baseline's sweep on a set directory (its markdown table parsed). */
export function runBaseline(script: string, setDir: string): BaselineRow[] {
  const out = execFileSync(process.execPath, [script, "--set", setDir], { encoding: "utf8" });
  const lines = out.split("\n").filter((line) => line.startsWith("|"));
  const header = lines[0]!.split("|").map((cell) => cell.trim());
  return lines.slice(2).map((line) => {
    const cells = line.split("|").map((cell) => cell.trim());
    const silenceBy: Record<string, number> = {};
    header.forEach((name, i) => {
      if (name.startsWith("silence ")) silenceBy[name.slice("silence ".length)] = percent(cells[i]!);
    });
    return {
      threshold: Number(cells[1]),
      precision: percent(cells[2]!),
      recall: percent(cells[3]!),
      silence: percent(cells[4]!),
      perPrompt: Number(cells[5]),
      silenceBy,
    };
  });
}

/** The rows of the sweep at least as good as the product on all three figures and better on one. */
export function rowsBeating(rows: BaselineRow[], product: { precision: number; recall: number; silence: number }) {
  const eps = 1e-9;
  return rows.filter(
    (row) =>
      row.precision >= product.precision - eps &&
      row.recall >= product.recall - eps &&
      row.silence >= product.silence - eps &&
      (row.precision > product.precision + 0.0005 ||
        row.recall > product.recall + 0.0005 ||
        row.silence > product.silence + 0.0005),
  );
}

export const setPath = (root: string, name: string) =>
  name.includes("/") ? name : join(root, "bench", "recall-eval", name);
