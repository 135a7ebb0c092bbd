// Revision 14: secrets written as pieces or encoded (src/core/secrets/pieces.ts). Its examples beside it
// (pieces.examples.ts) run through the whole rule table, as the families' do; and the view itself: what it joins,
// what it decodes, and the way back to the text.

import { describe, expect, it } from "vitest";
import { findSecrets, findSecretsWithoutShortcuts, redactSecrets } from "../../src/core/secrets/index.js";
import { examples } from "../../src/core/secrets/pieces.examples.js";
import { madeByJoints, originalParts, piecesViews } from "../../src/core/secrets/pieces.js";
import { fakeValues } from "../../src/core/secrets/rules/examples.js";

const { redacted, kept } = examples(fakeValues("pieces"));

describe("secrets written as pieces: the examples", () => {
  it("redacts every piece of every secret, and redacting again changes nothing", () => {
    for (const { text, secrets } of redacted) {
      const out = redactSecrets(text).text;
      for (const value of secrets) {
        expect(out, text).not.toContain(value);
        for (let at = 0; at + 8 <= value.length; at++) expect(out, text).not.toContain(value.slice(at, at + 8));
      }
      expect(redactSecrets(out).text, text).toBe(out);
    }
  });

  it("keeps the near misses as they are", () => {
    for (const text of kept) expect(findSecrets(text), text).toEqual([]);
  });

  it("finds the same without the scan's shortcuts", () => {
    for (const text of [...redacted.map((example) => example.text), ...kept])
      expect(findSecretsWithoutShortcuts(text), text).toEqual(findSecrets(text));
  });

  it("keeps the joints and what is around the pieces", () => {
    const out = redactSecrets('const PASS = "Ab3$xy" + "Qz9!kw" + "Lm4#np";\nlogin(PASS)').text;
    expect(out).toBe(
      'const PASS = "[REDACTED:password-assignment]" + "[REDACTED:password-assignment]" + "[REDACTED:password-assignment]";\nlogin(PASS)',
    );
  });
});

describe("the view of a text with joints", () => {
  const only = (text: string) => {
    const views = piecesViews(text);
    expect(views, text).toHaveLength(1);
    return views[0]!;
  };

  it("joins literals, shell continuations, wrapped and chat-cut tokens, and a block scalar's first line", () => {
    expect(only('x = "ab" + "cd"').text).toBe('x = "abcd"');
    expect(only("x = (\n  'ab'\n  'cd'\n)").text).toBe("x = (\n  'abcd'\n)");
    expect(only("A=ab12\\\ncd34 \\\n  run").text).toBe("A=ab12cd34 \\\n  run");
    const first = `${"k".repeat(30)}9${"Q".repeat(19)}`;
    expect(only(`${first}\nr3st0fit\n$ next`).text).toBe(`${first}r3st0fit\n$ next`);
    expect(only("[1] bo: tok3nPartOne1\n[1] bo: tok3nPartTwo2").text).toBe("[1] bo: tok3nPartOne1tok3nPartTwo2");
    expect(only("password: >-\n  v4lue\nnext: 1").text).toBe("password: v4lue\nnext: 1");
  });

  it("decodes escaped quotes and a URL's percent-encoding, once or twice", () => {
    expect(only('body="{\\"a\\":\\"b\\"}"').text).toBe('body="{"a":"b"}"');
    expect(only("u=https%3A%2F%2Fa%253Ab%2540h").text).toBe("u=https://a:b@h");
    // Not a URL's encoding: a made password's `%` and two hex letters of mixed case.
    expect(piecesViews("pw Maple%Fa19 and 50%")).toEqual([]);
  });

  it("leaves alone what joins nothing", () => {
    for (const text of [
      '"a": "x",\n"b": "y"',
      'curl -H "a: b" "https://h/x"',
      'f("", x)',
      "    user = dbuser\n    password = dbpassword",
      "TOKEN=abcdefghijklmnopqrstuvwxyz0123456789ABCD\nREGION=eu-west-1x",
      "short line\nab12cd34ef",
    ])
      expect(piecesViews(text), text).toEqual([]);
  });

  it("maps a span of the view back to the pieces, joints left out", () => {
    const text = 'k = "ab" + "cd"';
    const view = only(text);
    const start = view.text.indexOf("abcd");
    expect(madeByJoints(view, start, start + 4)).toBe(true);
    expect(madeByJoints(view, start, start + 2)).toBe(false);
    expect(originalParts(view, start, start + 4).map(({ start, end }) => text.slice(start, end))).toEqual(["ab", "cd"]);
    const encoded = "u=a%3Ab";
    const decoded = only(encoded);
    expect(originalParts(decoded, 2, 5).map(({ start, end }) => encoded.slice(start, end))).toEqual(["a%3Ab"]);
  });
});
