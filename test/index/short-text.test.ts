// A memory's short text (recall lines, gotcha entries) folds only the start of a long body: the same text as
// folding the whole body, whatever the whitespace and where the start is cut.
import { describe, expect, it } from "vitest";
import { shortText } from "../../src/index/manifest/index.js";

/** The whole body folded, then cut: what shortText must give. */
function reference(body: string, title: string, max: number): string {
  const lines = body.split("\n");
  if (/^#\s/.test(lines[0] ?? "") && lines[0]!.replace(/^#+\s*/, "").trim() === title) lines.shift();
  const text = lines.join("\n").replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}

function random(seed: number): () => number {
  return () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
}

describe("shortText", () => {
  it("equals folding the whole body, on bodies with runs of whitespace of every length", () => {
    const next = random(7);
    const spaces = [" ", "  ", "\n", "\n\n", "\t", " \n \t ", " ".repeat(300), "\n".repeat(700), "\u00a0", "\r\n"];
    const words = ["a", "word", "longerword", "x".repeat(90), "é", "😀", "…", "#", "-"];
    let cases = 0;
    for (let i = 0; i < 3000; i++) {
      const title = next() < 0.5 ? "The title" : "Other";
      const parts: string[] = next() < 0.6 ? ["# The title\n"] : [];
      const length = Math.floor(next() * 3000);
      while (parts.join("").length < length) {
        parts.push(words[Math.floor(next() * words.length)]!);
        parts.push(spaces[Math.floor(next() * (next() < 0.8 ? 2 : spaces.length))]!);
      }
      const body = parts.join("");
      for (const max of [60, 240, 320]) {
        expect(shortText(body, title, max), JSON.stringify(body.slice(0, 80))).toBe(reference(body, title, max));
        cases++;
      }
    }
    expect(cases).toBe(9000);
  });
});
