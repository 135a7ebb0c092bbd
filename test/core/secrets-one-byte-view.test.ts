// The scan runs its expressions over a one-byte view of a text whose characters beyond Latin-1 are all punctuation
// no rule tells apart from a few Latin-1 symbols (src/core/secrets/one-byte-view.ts). Proved here from the rules'
// own expressions, atom by atom, and checked on texts with such characters beside and inside secrets.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import regexpTree from "regexp-tree";
import { describe, expect, it } from "vitest";
import {
  findSecrets,
  findSecretsWithoutShortcuts,
  isInertBeyondLatin1,
  oneByteView,
  redactSecrets,
  STAND_INS,
  viewExpressions,
} from "../../src/core/secrets/index.js";
import { makeSandbox, runCli } from "../helpers.js";
import { corpusRandom, nearMisses, secretCorpus } from "../secrets/corpus.js";

const INERT = Array.from({ length: 0x10000 - 0x100 }, (_, i) => i + 0x100)
  .filter(isInertBeyondLatin1)
  .map((code) => String.fromCharCode(code));

/**
 * Each atom of an expression as an expression of its own, with the same flags: every character class, character,
 * escape (`\s`, `.`, `\p{L}`, …) a match tests one character against, and `\w`, which word boundaries test.
 */
function atomsOf(expression: RegExp): RegExp[] {
  const flags = expression.flags.replace(/[dgym]/g, "");
  const sources = new Set<string>(["\\w"]);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    const { type } = node as { type?: string };
    if (type === "Char" || type === "UnicodeProperty" || type === "CharacterClass") {
      // A class is tested whole: its characters and ranges are not atoms of their own.
      sources.add(regexpTree.generate(node as Parameters<typeof regexpTree.generate>[0]));
      return;
    }
    // Every other node only arranges atoms (or compares what they matched: backreferences); a kind this test does
    // not know might test characters itself, so it fails the test.
    if (type !== undefined)
      expect([
        "RegExp",
        "Alternative",
        "Disjunction",
        "Group",
        "Repetition",
        "Quantifier",
        "Assertion",
        "Backreference",
      ]).toContain(type);
    for (const value of Object.values(node)) visit(value);
  };
  visit(regexpTree.parse(`/${expression.source}/${flags}`));
  return [...sources].map((source) => new RegExp(`^(?:${source})$`, flags));
}

describe("the secret scan's one-byte view", () => {
  it("replaces only characters that no rule's pattern or hint tells apart from the stand-ins", () => {
    const expressions = viewExpressions();
    expect(expressions.length).toBeGreaterThan(200);
    const atoms = [...new Set(expressions.flatMap(atomsOf).map(String))].map((source) => {
      const at = source.lastIndexOf("/");
      return new RegExp(source.slice(1, at), source.slice(at + 1));
    });
    // A line break is what `^` and `$` see under the m flag, and what `.` never matches.
    atoms.push(/^[\n\r\u2028\u2029]$/);
    expect(atoms.length).toBeGreaterThan(500);
    const signature = (char: string) => atoms.map((atom) => (atom.test(char) ? 1 : 0)).join("");
    const expected = signature(STAND_INS[0]!);
    const different = [...STAND_INS, ...INERT].filter((char) => signature(char) !== expected);
    expect(different.map((char) => `U+${char.charCodeAt(0).toString(16)}`)).toEqual([]);
    // Backreferences compare characters: the view keeps distinct ones distinct, and none of them has a case.
    for (const char of [...STAND_INS, ...INERT]) {
      expect(char.toLowerCase()).toBe(char);
      expect(char.toUpperCase()).toBe(char);
    }
    expect(new Set(STAND_INS).size).toBe(STAND_INS.length);
    expect([...STAND_INS].every((char) => char.charCodeAt(0) >= 0x80 && char.charCodeAt(0) <= 0xff)).toBe(true);
    // The characters a write's titles and bodies carry most: the ellipsis a cut title ends with, arrows.
    for (const char of "\u2026\u2190\u2191\u2193\u2194\u21d2\u2020\u2030\u2032\u200b") expect(INERT).toContain(char);
    // …and those some rule names are left to the text itself: dashes, quotes, bullets, spaces, →.
    for (const char of "\u2013\u2014\u2018\u2019\u201c\u201d\u201e\u2022\u2028\u2002\u202f\u2192")
      expect(INERT).not.toContain(char);
  });

  it("has the text's length, one byte a character, a stand-in the text does not hold for each kind replaced", () => {
    const text = "Token refresh \u00a1race\u00a2 \u2192 no: \u2190 cut\u2026 and \u2026 again \u00e9t\u00e9";
    expect(oneByteView(text)).toBe(text); // → is named by a rule: the text is scanned as it is
    const viewable = text.replace("\u2192", "\u21d2");
    const view = oneByteView(viewable);
    expect(view).not.toBe(viewable);
    expect(view.length).toBe(viewable.length);
    const replaced = new Map<string, string>();
    for (let i = 0; i < view.length; i++) {
      expect(view.charCodeAt(i)).toBeLessThanOrEqual(0xff);
      if (viewable.charCodeAt(i) <= 0xff) expect(view[i]).toBe(viewable[i]);
      else {
        expect(replaced.get(viewable[i]!) ?? view[i]).toBe(view[i]);
        replaced.set(viewable[i]!, view[i]!);
      }
    }
    expect(replaced.size).toBe(3);
    const standIns = [...replaced.values()];
    expect(new Set(standIns).size).toBe(3);
    for (const standIn of standIns) expect(viewable).not.toContain(standIn);
    // Texts it leaves as they are: Latin-1 only, a character some rule names, CJK, more kinds than free stand-ins.
    for (const same of [
      "caf\u00e9 token",
      "a \u2014 b\u2026",
      "\u5bc6\u7801\u2026",
      `${STAND_INS} \u2026`,
      `${STAND_INS.slice(1)} \u2026\u2020`,
    ])
      expect(oneByteView(same)).toBe(same);
    expect(oneByteView(`${STAND_INS.slice(1)} \u2026`)).not.toBe(`${STAND_INS.slice(1)} \u2026`);
    // A long text is made in pieces.
    const long = `${"x".repeat(20_000)}\u2026${"y".repeat(20_000)}`;
    const longView = oneByteView(long);
    expect(longView.length).toBe(long.length);
    expect(longView.slice(0, 20_000)).toBe(long.slice(0, 20_000));
    expect(longView.slice(20_001)).toBe(long.slice(20_001));
    expect(longView.charCodeAt(20_000)).toBeLessThanOrEqual(0xff);
  });

  it("finds secrets beside and inside such characters exactly where the scan of the text itself finds them", () => {
    const { next } = corpusRandom(2026);
    const inert = "\u2026\u21d2\u2190\u2020\u2032\u200b";
    const any = (chars: string) => chars[Math.floor(next() * chars.length)]!;
    const texts: string[] = [];
    for (const { text } of [...secretCorpus(), ...nearMisses()]) {
      texts.push(
        `${text}\u2026`,
        `\u2026 ${text}`,
        text.replace(/ /g, () => (next() < 0.3 ? ` ${any(inert)} ` : " ")),
      );
      const at = Math.floor(next() * (text.length + 1));
      texts.push(text.slice(0, at) + any(inert) + text.slice(at));
      // A title cut as a write cuts one, ending in an ellipsis.
      texts.push(`${text.slice(0, 78).trimEnd()}\u2026`);
    }
    let viewed = 0;
    let withFindings = 0;
    for (const text of texts) {
      const expected = findSecretsWithoutShortcuts(text);
      expect(findSecrets(text), text).toEqual(expected);
      if (oneByteView(text) !== text) viewed++;
      if (expected.length > 0) withFindings++;
    }
    // The comparison means something only if most texts went through a view, and many hold secrets.
    expect(viewed).toBeGreaterThan(texts.length * 0.8);
    expect(withFindings).toBeGreaterThan(texts.length / 4);
    expect(withFindings).toBeLessThan(texts.length - 200);
  });

  it("redacts a token next to an ellipsis and an arrow, keeping them and every other character", () => {
    const token = "ghp_Qm7Rt2Lp9Vx4Nc8Kd3Ws6Yb1Fh5Gj0Ze2Ua";
    const text = `Deploy key \u21d2${token}\u2026 then \u2020 export API_TOKEN=${token}`;
    expect(oneByteView(text)).not.toBe(text);
    const { text: redacted, findings } = redactSecrets(text);
    expect(findings.map((finding) => text.slice(finding.start, finding.end))).toEqual([token, token]);
    expect(redacted).not.toContain(token);
    expect(redacted).toMatch(/^Deploy key \u21d2\[REDACTED:[a-z-]+\]\u2026 then \u2020 export API_TOKEN=\[REDACTED:/);
    // A password whose value runs into an ellipsis: a placeholder, both ways.
    const cut = "the db password is hunter2Zq8v\u2026";
    expect(findSecrets(cut)).toEqual(findSecretsWithoutShortcuts(cut));
  });

  it("keeps a token out of every file when `memory write` cuts a title holding it with an ellipsis", async () => {
    const box = makeSandbox();
    const token = "ghp_Qm7Rt2Lp9Vx4Nc8Kd3Ws6Yb1Fh5Gj0Ze2Ua";
    const content = `Deploy \u21d2 key ${token} for the release pipeline, rotated by the platform team every quarter\n\nMore.`;
    const result = await runCli(box, ["write", content, "--type", "learning", "--tags", "deploy", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    const { filePath } = JSON.parse(result.stdout) as { filePath: string };
    const file = readFileSync(filePath, "utf8");
    const title = /^title: (.*)$/m.exec(file)![1]!;
    expect(title).toMatch(/^'?Deploy \u21d2 key \[REDACTED:[a-z-]+\] for .*\u2026'?$/);
    expect(oneByteView(title)).not.toBe(title);
    // A title given as it is, the token against the arrow and the ellipsis: the title's own scan finds it.
    const titled = await runCli(box, [
      "write",
      "The body says nothing of it.",
      "--title",
      `Rotate \u21d2${token}\u2026`,
      "--type",
      "learning",
      "--tags",
      "deploy",
      "--json",
    ]);
    expect(titled.code, titled.stderr).toBe(0);
    expect(JSON.parse(titled.stdout).redactions).toEqual([{ kind: "api-token", field: "title", count: 1 }]);
    for (const name of readdirSync(box.projectStore, { recursive: true, encoding: "utf8" })) {
      let text: string;
      try {
        text = readFileSync(join(box.projectStore, name), "utf8");
      } catch {
        continue; // a directory
      }
      expect(text, name).not.toContain(token);
    }
  });
});
