// The secret rules rewritten to run in linear time on hostile text find what they found before on ordinary text:
// the old expression is kept here as the reference and both run over many short random strings (where the old one
// is fast), the way the engine walks them (a match, accepted or not, is passed over).

import { describe, expect, it } from "vitest";
import { codeRules } from "../../src/core/secrets/rules/codes.js";
import { positionalRules } from "../../src/core/secrets/rules/positional.js";

/** Deterministic random strings of `alphabet`'s characters or pieces (a seeded LCG: a failure names its string and replays). */
function* randomStrings(alphabet: string | string[], count: number, maxLength: number): Generator<string> {
  let seed = 4242;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < count; i++) {
    let text = "";
    const length = 1 + Math.floor(next() * maxLength);
    for (let j = 0; j < length; j++) text += alphabet[Math.floor(next() * alphabet.length)];
    yield text;
  }
}

/** The values a pattern offers the rule, in order: where each starts and what it holds (`run` matches are none). */
function offered(pattern: RegExp, text: string): string[] {
  return [...text.matchAll(new RegExp(pattern.source, pattern.flags))]
    .filter((match) => match.groups?.run === undefined)
    .map((match) => `${match.index}:${match[0]}:${match.groups?.secret}`);
}

describe("secret rules rewritten to run in linear time", () => {
  it("a password by position: the same values as the expression that split at any symbol", () => {
    const OLD =
      /(?<![^\s"'`=[,(])(?<q>["']?)(?<secret>[A-Za-z0-9][^\s"'`,\]]*[!#$%^&*@][^\s"'`,\]]*[A-Za-z0-9])\k<q>(?![^\s"'`,\])])/dg;
    const rule = positionalRules().madePasswordByPosition;
    let found = 0;
    for (const text of randomStrings("aZ0!@#( )=[],\"'`.", 40_000, 18)) {
      const before = offered(OLD, text);
      found += before.length;
      expect(offered(rule.pattern, text), JSON.stringify(text)).toEqual(before);
    }
    expect(found).toBeGreaterThan(1000);
  });

  it("Wi-Fi in a QR payload: the same passwords as the unbounded expression", () => {
    const OLD = /\bWIFI:(?:[^\n;]*;)*?P:(?<secret>(?:[^;\\\n]|\\.)+);/dg;
    const rule = codeRules().wifiQr;
    let found = 0;
    for (const text of randomStrings(["WIFI:", "P:", ";", "\\", "\n", "S", "x", "\\;", ";;"], 40_000, 12)) {
      const payload = `WIFI:${text}`;
      const before = offered(OLD, payload);
      found += before.length;
      expect(offered(rule.pattern, payload), JSON.stringify(payload)).toEqual(before);
    }
    expect(found).toBeGreaterThan(1000);
  });
});
