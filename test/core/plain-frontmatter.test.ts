// The fast reader of plain frontmatter (core/frontmatter/plain.ts) gives exactly what js-yaml's core schema gives,
// or nothing (js-yaml then reads the block): on hand-written blocks, on thousands of generated ones mixing every
// kind of scalar YAML may read otherwise, and on what the writer writes — which it must read itself, or a rebuild
// pays js-yaml again without a test saying so.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { generateStore } from "../../bench/synthetic-store.js";
import { parsePlainFrontmatter } from "../../src/core/frontmatter/index.js";
import { encodeMemoryFile, splitMemoryFile, type MemoryDocument } from "../../src/core/memory-file.js";
import { makeSandbox } from "../helpers.js";

const FAILS = Symbol("js-yaml fails");

/** What the codec's YAML engine gives for a block (gray-matter hands it the block after the opening line's break). */
function jsYaml(block: string): unknown {
  try {
    return yaml.load(`\n${block}`, { schema: yaml.CORE_SCHEMA });
  } catch {
    return FAILS;
  }
}

/** The block between the delimiters of a file the writer made. */
const blockOf = (text: string) => text.slice(4, text.indexOf("\n---", 3));

function expectSame(block: string): boolean {
  const fast = parsePlainFrontmatter(block);
  if (fast === undefined) return false;
  const expected = jsYaml(block);
  expect(expected, block).not.toBe(FAILS);
  // (strictly: -0 is not 0, a missing key not an undefined one)
  expect(fast, block).toStrictEqual(expected);
  return true;
}

const SCALARS = [
  "plain words here",
  "yes",
  "no",
  "on",
  "off",
  "null",
  "Null",
  "NULL",
  "nULL",
  "~",
  "~x",
  "true",
  "True",
  "TRUE",
  "tRUE",
  "false",
  "False",
  "1",
  "0",
  "-0",
  "-1",
  "+1",
  "01",
  "007",
  "1.5",
  "1.50",
  "-2.25",
  "1.",
  "1e3",
  ".5",
  "0x1F",
  "0o17",
  "0b101",
  "1_000",
  ".inf",
  "-.inf",
  ".NaN",
  "NaN",
  "Infinity",
  "123456789012345678901234567890",
  "0123456789abcdef",
  "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
  "12e45",
  "12e",
  "1e",
  "0b2",
  "0b1",
  "0xg",
  "0o9",
  "0x",
  "123abc",
  "1_0a",
  "0.0",
  "-0.0",
  "-0.5",
  "2025-01-02T08:21:00Z",
  "2025-01-02T08:21:00.123Z",
  "2025-01-02T08:21:00+02:00",
  "2025-01-02",
  "2025-01-02 08:21:00",
  "12:30",
  "1:2",
  "190:20:30",
  "a: b",
  "a:b",
  "a :b",
  "a #b",
  "a#b",
  "C#",
  "a:",
  "a :",
  "-a",
  "- a",
  "-",
  "?a",
  "? a",
  "& a",
  "&a",
  "*a",
  "!a",
  "!!str a",
  "|",
  ">",
  "|-",
  "'q'",
  "'it''s'",
  "''",
  "''''",
  "'a' b'",
  "'a, b'",
  "'{x}'",
  '"dq"',
  '"a\\nb"',
  '"a, b"',
  '""',
  "{a: b}",
  "{a: 1, b: two}",
  "{a: b, a: c}",
  "{a: 'x, y'}",
  "{a: {b: c}}",
  "{a:b}",
  "{a: b,c: d}",
  "{target: decision-m438, label: relates-to, created: 2025-01-02T08:21:00Z}",
  "{path: src/a.ts, sha256: 0123abcd}",
  "{true: x}",
  "{a: }",
  "[]",
  "{}",
  "[a, b]",
  "[ ]",
  "@x",
  "`x`",
  "%x",
  "x ",
  " x",
  "a  b",
  "src/a/**",
  "**/Dockerfile",
  "*.sql",
  "/abs/path",
  "_under",
  "x,y",
  "x, y",
  "x]y",
  "Über",
  "a\tb",
  "100%",
  "a'b",
  "it's",
  '"unterminated',
  "'unterminated",
  "a\\b",
  "$HOME/x",
  "npm run build && npm test",
  "S2",
  "<<",
  "=",
  "a=b",
  // Beyond ASCII: content, but for line breaks, controls, a byte order mark, astral characters (js-yaml's).
  "Donn\u00e9es",
  "cut here\u2026",
  "\u2026",
  "\u00e9t\u00e9",
  "a \u2014 b",
  "\u65e5\u672c\u8a9e",
  "\u00a0x",
  "x\u00a0",
  "'it\u2019s: q\u2026'",
  '"dq \u00e9"',
  "{a: \u00e9, b: x\u2026}",
  "a\u2028b",
  "a\u0085b",
  "a\u0080b",
  "\ufeffx",
  "a\ufffeb",
  "\ud83d\ude00 emoji",
  "\u00e9: x",
  "x #\u00e9",
];
const KEYS = ["title", "type", "tags", "paths", "x-y", "a_b", "K", "title"];
const ODD_KEYS = ["true", "null", "Null", "1a", "_k", "__proto__", "k ey", "-k", "'q'"];

let seed = 7;
const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

/** One frontmatter entry of a random shape: `key: scalar`, a list, `key:` alone, or something the writer never writes. */
function entry(): string {
  const key = random() < 0.9 ? pick(KEYS) : pick(ODD_KEYS);
  switch (Math.floor(random() * 12)) {
    case 0:
    case 1:
    case 2:
    case 9:
    case 10:
      return `${key}: ${pick(SCALARS)}`;
    case 3:
    case 4:
    case 11:
      return `${key}:\n${Array.from({ length: 1 + Math.floor(random() * 3) }, () => `  - ${pick(SCALARS)}`).join("\n")}`;
    case 5:
      return `${key}:`;
    case 6:
      return pick([`${key}:\n- ${pick(SCALARS)}`, `${key}:\n    - ${pick(SCALARS)}`, `${key}:\n  -`]);
    case 7:
      return pick([`# ${pick(SCALARS)}`, "", `${key}:${pick(SCALARS)}`, `${key}:  ${pick(SCALARS)}`, `${key}: `]);
    default:
      return pick([
        `${key}:\n  sub: ${pick(SCALARS)}`,
        `${key}: ${pick(SCALARS)}\n  ${pick(SCALARS)}`,
        `${key}:\n  - target: x\n    label: y`,
        `${key}: ${pick(SCALARS)} # note`,
      ]);
  }
}

describe("plain frontmatter", () => {
  it("reads hand-written blocks as js-yaml does, and leaves the others to it", () => {
    const fast = [
      "title: Hello world\ntype: decision",
      "title: 'It''s: quoted'\ntags:\n  - a\n  - b\ncreated: 2025-01-02T08:21:00Z",
      "tags: []\nlinks:\n  - {target: m-1, label: relates-to, created: 2025-01-02T08:21:00Z}",
      "utility: 0.5\nconfidence: 1\ndeprecated: true\nsuperseded_by:\nsource: null",
      'title: "double quoted"\nseverity: S2\nverify: npm test',
      "paths:\n  - src/auth/**\n  - '**/Dockerfile'\n  - '*.sql'",
      "title: Donn\u00e9es \u2014 cut\u2026\ntags:\n  - caf\u00e9",
    ];
    for (const block of fast) expect(expectSame(block), block).toBe(true);
    const other = [
      "title: a # comment",
      "# comment\ntitle: x",
      "title: x\n\ntype: y",
      "title: x\ntitle: y",
      "meta:\n  owner: x",
      "title: x\n  continued",
      "tags:\n- a",
      "title: a\u2028b",
      "title: a\u0085b",
      "title: \ud83d\ude00",
      "\ufefftitle: x",
      "title: a\tb",
      "rule: |\n  text",
      "n: 0x1F",
      "n: 1e3",
      "n: 01",
      'title: "a\\nb"',
      "title: &a x\nother: *a",
      "__proto__: x",
      "true: x",
      "",
    ];
    for (const block of other) expect(parsePlainFrontmatter(block), block).toBeUndefined();
  });

  it("gives js-yaml's values on thousands of generated blocks, or nothing", () => {
    let read = 0;
    const blocks = 4000;
    for (let i = 0; i < blocks; i++) {
      const block = Array.from({ length: 1 + Math.floor(random() * 4) }, entry).join("\n");
      if (expectSame(block)) read++;
    }
    // Not a test that passes by reading nothing: a good share is read here (the rest has a shape it leaves to YAML).
    expect(read).toBeGreaterThan(blocks / 20);
    expect(read).toBeLessThan(blocks);
  });

  it("reads every file the writer writes, to the values js-yaml reads", () => {
    const sandbox = makeSandbox();
    generateStore(sandbox.repo, 300);
    const names = readdirSync(sandbox.projectStore).filter((name) => name.endsWith(".md"));
    expect(names.length).toBe(300);
    const texts = names.map((name) => readFileSync(join(sandbox.projectStore, name), "utf8"));
    const document: MemoryDocument = {
      slug: "every-field",
      title: "It's: a title with 'quotes' and # signs",
      type: "gotcha",
      tags: ["db", "true", "1", "null"],
      created: "2025-01-02T08:21:00Z",
      updated: "2025-01-03T08:21:00.500Z",
      links: [{ target: "other", label: "relates-to", created: "2025-01-02T08:21:00Z" }],
      body: "Body.",
      fields: {
        description: "when a deploy retries too fast",
        paths: ["src/auth/**", "**/Dockerfile", "*.sql"],
        commands: ["npm run build && npm test", "git push --force"],
        severity: "S1",
        confidence: 0.75,
        utility: 1,
        truth: 0,
        deprecated: true,
        superseded_by: "newer-one",
        expires: "2026-01-01",
        anchors: [{ path: "src/a.ts", sha256: "0123456789abcdef" }],
        source: "src/a.ts:12",
        rule: "back off: exponentially",
        empty: null,
        numbers: [1, 2.5, -3],
      },
    };
    texts.push(encodeMemoryFile(document));
    // Titles beyond ASCII, as a write cuts a long first line (with `…`) or as people write them.
    for (const title of [
      "Bench write 3 9f2c: token refresh race the lock retry cache\u2026",
      "\u00dcber die Br\u00fccke \u2014 \u201cquoted\u201d, it\u2019s: fine\u2026",
      "\u2026 starts with an ellipsis",
      "\u65e5\u672c\u8a9e\u306e\u30bf\u30a4\u30c8\u30eb",
    ])
      texts.push(encodeMemoryFile({ ...document, title, tags: ["caf\u00e9", "db"] }));
    for (const text of texts) {
      expect(expectSame(blockOf(text)), blockOf(text)).toBe(true);
      // And the codec gives those values.
      expect(splitMemoryFile(text, "x.md").data).toStrictEqual(jsYaml(blockOf(text)));
    }
  });
});
