// The regular expressions rewritten to run in linear time match what they matched before on ordinary text: the
// old pattern is kept here as the reference and both run over many short random strings (where the old one is
// fast), and the cases where they differ on purpose are spelled out.

import { describe, expect, it } from "vitest";
import { autoLinks, promotedType } from "../../src/core/auto-memory/memory.js";
import { extractWikilinks, WIKILINK } from "../../src/core/links/index.js";
import { withoutCode } from "../../src/core/markdown/index.js";
import { proseTerms, recallTerms } from "../../src/core/recall/index.js";

/** Deterministic random strings over `alphabet` (a seeded LCG: a failure names its string and replays). */
function* randomStrings(alphabet: string, count: number, maxLength = 14): Generator<string> {
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < count; i++) {
    let text = "";
    const length = 1 + Math.floor(next() * maxLength);
    for (let j = 0; j < length; j++) text += alphabet[Math.floor(next() * alphabet.length)];
    yield text;
  }
}

describe("linear rewrites keep their matches", () => {
  it("the prompt's code-name pattern takes out exactly what the backtracking one did", () => {
    const OLD = /[A-Za-z_][A-Za-z0-9]*(?:[_./:-][A-Za-z0-9]+|[a-z][A-Z][A-Za-z0-9]*|[0-9]+[A-Za-z]\w*)+/g;
    for (const text of randomStrings("aB0_.-x Z9/:q", 20_000)) {
      expect([...proseTerms(text)], JSON.stringify(text)).toEqual([...new Set(recallTerms(text.replace(OLD, " ")))]);
    }
    expect([...proseTerms("fix the typo in src/a.ts and fooBar v2beta snake_case")]).not.toContain("foobar");
  });

  it("the code stripped before links are read: the same blocks as before on ordinary fences", () => {
    const OLD = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm;
    for (const text of randomStrings("`~\na x", 20_000, 20)) {
      expect(withoutCode(text), JSON.stringify(text)).toBe(text.replace(OLD, "").replace(/`[^`\n]*`/g, ""));
    }
    const fenced = "see [[kept]]\n````md\n[[inside]]\n````\n~~~\r\n[[crlf]]\r\n~~~\r\nend [[after]] `[[inline]]`";
    expect(extractWikilinks(fenced)).toEqual(["kept", "after"]);
  });

  it("wikilinks: the same targets as before unless a bracket sits inside one", () => {
    const OLD = /\[\[([^\]|#\n]+)(?:#[^\]|\n]*)?(?:\|[^\]\n]*)?\]\]/g;
    for (const text of randomStrings("[]|#a\n-", 20_000)) {
      if (/\[\[[^\]\n]*\[/.test(text)) continue;
      const targets = (pattern: RegExp) => [...text.matchAll(pattern)].map((match) => [match.index, match[1]]);
      expect(targets(WIKILINK), JSON.stringify(text)).toEqual(targets(OLD));
    }
    expect(extractWikilinks("[[a]] [[b|label]] [[c#heading]] [[d#heading|label]] [[e|x#y]]")).toEqual([
      "a",
      "b",
      "c",
      "d",
      "e",
    ]);
    // A bracket inside ends the attempt: `[[[a]]]` now names a (the old pattern read the target `[a`).
    expect(extractWikilinks("[[[a]]] [[x[y]]")).toEqual(["a"]);
    // Claude Code's names: a name over 200 characters is no link, as before.
    expect(autoLinks(`[[${"n".repeat(201)}]]`)).toEqual([]);
    expect(autoLinks("[[My note]] and [[My note#part|label]]")).toHaveLength(1);
  });

  it("a Claude Code feedback memory is read as a rule the same way, and a body of blank lines promptly", () => {
    const feedback = (body: string) => promotedType({ autoType: "feedback", body });
    expect(feedback("- Always run the linter")).toBe("decision");
    expect(feedback("Notes\n\n  never push on Friday")).toBe("decision");
    expect(feedback("-\n\n  use pnpm")).toBe("decision");
    expect(feedback("We talked about it.")).toBe("learning");
    const started = performance.now();
    expect(feedback(`${"\n".repeat(100_000)}x`)).toBe("learning");
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
