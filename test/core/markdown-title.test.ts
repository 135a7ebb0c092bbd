// Titles are read from a body's first heading. A body that opens with its
// `# Title` is read without the markdown parser (which the built CLI then never
// loads); everything else goes through the parser. These tests hold both to the
// same answers, and the built CLI to the same files as the in-process code.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { firstHeading, parsedFirstHeading } from "../../src/core/markdown/headings.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, json, makeSandbox, runCli } from "../helpers.js";

const OPENINGS = [
  "# Title",
  "# Title #",
  "#  Title   ##  ",
  "#\tTabbed title",
  "   # Indented three",
  "    # Indented four (code)",
  "\t# Tab indented (code)",
  "#",
  "# ",
  "#   #",
  "#hashtag, not a heading",
  "## Second level",
  "###### Sixth level",
  "####### Seven hashes",
  "# `max_connections` and __init__.py",
  "# **Bold** _emphasis_ and a*b and src/**/*.ts",
  "# A [link](https://example.com) and ![img](x.png)",
  "# Escaped \\# hash and \\*star\\*",
  "# Ends with a hash#",
  "# Trailing backslash \\",
  "# <span>html</span> inline",
  "# Ünïcödé ✓ title — dash",
  "Setext title\n===",
  "Setext two\n---",
  "Plain first line",
  "> # Quoted heading",
  "- # Heading in a list",
  "```\n# in a fence\n```",
  "<div>\n# in html\n</div>",
  "[ref]: https://example.com\n# After a definition",
  "# Title with \r\n CRLF",
  "\u00a0# Non-breaking space first",
  "\ufeff# BOM first",
  "",
];

const TAILS = [
  "",
  "\n",
  "\n\nbody text",
  "\n\n# Another title\n\ntext",
  "\n===",
  "\n---\n",
  "\nlazy continuation\n===",
  "\n\n## Sub\n\n# Later top",
  "\r\nbody",
];
const LEADS = ["", "\n\n", "  \n\t\n", " "];

function bodies(): string[] {
  const out: string[] = [];
  for (const lead of LEADS) for (const opening of OPENINGS) for (const tail of TAILS) out.push(lead + opening + tail);
  return out;
}

describe("first heading of a body", () => {
  it("the quick reading and the markdown parser agree on every body", () => {
    const all = bodies();
    expect(all.length).toBeGreaterThan(1200);
    const differ = all.filter((body) => firstHeading(body) !== parsedFirstHeading(body));
    expect(differ.map((body) => JSON.stringify(body))).toEqual([]);
    // The quick reading does settle the common case.
    expect(firstHeading("# Token refresh race\n\nbody")).toBe("Token refresh race");
  });

  it("the built CLI loads the parser only for a title it cannot read plainly, and writes the same files as the code it is built from", async () => {
    const cases: Array<{ content: string; parser: boolean }> = [
      { content: "# Retry the token refresh once\n\nBehind a mutex, with `max_connections` kept low.", parser: false },
      { content: "Plain words, no heading at all, about the cache warmer.", parser: false },
      { content: "## Context\n\nSome text.\n\n# The real title\n\nMore text.", parser: true },
      { content: "Setext title here\n=================\n\nAnd a body.", parser: true },
    ];
    const cli = makeSandbox();
    const inProcess = makeSandbox();
    const context = contextFor(inProcess);
    const normalise = (text: string) => text.replace(/^(created|updated): .*$/gm, "$1: <time>");
    for (const [i, { content, parser }] of cases.entries()) {
      const run = await runCli(cli, ["write", content, "--type", "learning", "--tags", "title", "--json"], {
        env: { NODE_DEBUG: "module" },
      });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr.includes("markdown-parse.cjs"), `case ${i}`).toBe(parser);
      const fromCli = json<{ filePath: string; slug: string }>(run);
      const fromCode = await writeMemory(context, { content, type: "learning", tags: ["title"] });
      expect(fromCode.slug).toBe(fromCli.slug);
      expect(normalise(readFileSync(fromCli.filePath, "utf8"))).toBe(
        normalise(readFileSync(fromCode.filePath, "utf8")),
      );
    }
  });
});
