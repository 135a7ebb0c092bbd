import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { json, makeSandbox, runCli } from "../helpers.js";

const GOOD =
  "---\ntitle: Good\ntype: learning\ntags: [a]\ncreated: 2026-01-01T00:00:00Z\nupdated: 2026-01-01T00:00:00Z\n---\nbody\n";

// Each: file name → content. Every one must be survivable; the broken ones must be reported.
const FILES: Record<string, string | Buffer> = {
  "truncated-yaml": "---\ntitle: x\ntags: [a, b\n",
  "tabs-in-yaml": "---\ntitle:\tx\n\ttype: gotcha\n---\nbody\n",
  "duplicate-keys": "---\ntitle: a\ntitle: b\n---\nbody\n",
  "huge-field": `---\ntitle: ${"t".repeat(200_000)}\ntype: learning\ntags: [a]\n---\nbody\n`,
  "binary-bytes": Buffer.concat([
    Buffer.from("---\ntitle: bin\ntype: learning\n---\n"),
    Buffer.from([0, 1, 2, 255, 254, 0, 13, 10]),
  ]),
  "bom-crlf": `\uFEFF${GOOD.replace(/\n/g, "\r\n")}`,
  "frontmatter-only": "---\ntitle: Only frontmatter\ntype: hub\ntags: [a]\n---\n",
  "body-only": "Just a line of text, no frontmatter at all.\n",
  "empty-file": "",
  "wrong-types":
    "---\ntitle: [1, 2]\ntype: {a: 1}\ntags: 5\ncreated: yesterday\nupdated: true\nlinks: nope\npaths: 7\n---\nbody\n",
  "links-garbage":
    "---\ntitle: L\ntype: learning\ntags: [a]\nlinks: [{label: x}, 5, {target: '../etc'}, {target: ok-target, label: 3}]\n---\nbody\n",
  "yaml-anchors": "---\ntitle: &a anchored\ntype: learning\ntags: [*a]\nextra: &big {x: 1}\nmore: *big\n---\nbody\n",
  "js-frontmatter": "---js\n{ title: (() => { throw new Error('executed!') })() }\n---\nbody\n",
  "ten-megabytes": `---\ntitle: Big\ntype: learning\ntags: [big]\n---\n${"lorem ipsum dolor sit amet ".repeat(400_000)}\n`,
  good: GOOD,
};

describe("malformed memory files", () => {
  it("no command crashes or hangs; problems are reported with file and reason; nothing is rewritten", async () => {
    const box = makeSandbox();
    mkdirSync(box.projectStore, { recursive: true });
    for (const [name, content] of Object.entries(FILES)) writeFileSync(join(box.projectStore, `${name}.md`), content);
    const digest = () =>
      Object.fromEntries(
        readdirSync(box.projectStore)
          .filter((f) => f.endsWith(".md"))
          .map((f) => [
            f,
            createHash("sha256")
              .update(readFileSync(join(box.projectStore, f)))
              .digest("hex"),
          ]),
      );
    const before = digest();

    const list = await runCli(box, ["list", "--json"]);
    expect(list.code).toBe(0);
    const listed = json(list).memories.map((m: { slug: string }) => m.slug);
    expect(listed).toEqual(
      expect.arrayContaining([
        "good",
        "bom-crlf",
        "frontmatter-only",
        "body-only",
        "empty-file",
        "binary-bytes",
        "wrong-types",
        "links-garbage",
        "ten-megabytes",
      ]),
    );
    // Anchors and aliases are refused, and so is frontmatter over its size limit (checked before parsing).
    for (const broken of [
      "truncated-yaml",
      "tabs-in-yaml",
      "duplicate-keys",
      "js-frontmatter",
      "yaml-anchors",
      "huge-field",
    ]) {
      expect(listed).not.toContain(broken);
      expect(list.stderr).toMatch(new RegExp(`${broken}\\.md: frontmatter cannot be parsed`));
    }
    expect(list.stderr).not.toContain("executed!");

    for (const args of [
      ["search", "lorem"],
      ["search", "body"],
      ["health"],
      ["health", "--json"],
      ["gotchas"],
      ["graph", "good"],
      ["reindex"],
      ["repair", "--dry-run"],
      ["decay", "--dry-run", "--as-of", "2030-01-01"],
      ["feedback", "--stats"],
    ]) {
      const result = await runCli(box, args);
      expect(result.code, args.join(" ")).toBe(0);
      expect(result.stderr).not.toMatch(/Unexpected error/);
    }
    for (const name of Object.keys(FILES)) {
      const result = await runCli(box, ["read", name, "--json"]);
      expect([0, 1], name).toContain(result.code);
      if (result.code === 1) expect(json(result).error.code).toBe("MALFORMED_MEMORY");
    }
    const health = json(await runCli(box, ["health", "--json"]));
    const critical = health.issues
      .filter((issue: { severity: string }) => issue.severity === "critical")
      .map((issue: { memory: string }) => issue.memory)
      .sort();
    // Unparseable files, and parseable ones failing the memory check (control characters, a 10 MB body).
    expect(critical).toEqual([
      "binary-bytes",
      "duplicate-keys",
      "huge-field",
      "js-frontmatter",
      "tabs-in-yaml",
      "ten-megabytes",
      "truncated-yaml",
      "yaml-anchors",
    ]);
    const wrongTypes = health.issues.find((issue: { memory?: string }) => issue.memory === "wrong-types");
    expect(wrongTypes.description).toMatch(/type/);

    expect(digest()).toEqual(before);
  }, 180_000);
});
