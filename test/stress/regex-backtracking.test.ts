// Text written to make a regular expression backtrack (the attack strings recheck found for the expressions of
// src/, `node scripts/run-ts.mjs bench/regex-audit/run.ts`), fed through the real entry points: memory files in a
// temp store read by the built CLI, and a prompt given to the built hook as Claude Code gives it. Each finishes in
// a few seconds (the bounds are generous for a loaded 2-core machine); before the fixes each took from 10 s to
// minutes.

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeSandbox, runCli, runHook, type Sandbox } from "../helpers.js";

const CHARS = 100_000;
const repeatTo = (unit: string, length = CHARS) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Bodies, each one line (or one run of lines) built to make one expression of the memory path backtrack. */
const HOSTILE_BODIES: Record<string, string> = {
  // A wikilink part ran to the end of the line from every `[[` (search, validate, quality, auto-memory links).
  brackets: repeatTo("["),
  "open-wikilinks": repeatTo("[[a#"),
  "open-wikilink-labels": repeatTo("[[[|"),
  // A fence's info string ran past every `\r` to the end of the line (code stripped before links are read).
  "fences-without-line-feeds": repeatTo("~~~\r"),
  // The quality checks: a file name tried from every `\b` of `a-a-a-…`; a link's text from every `[`; a list
  // item's indent from every line start of a run of blank lines.
  "dashed-words": repeatTo("a-"),
  "open-markdown-links": repeatTo("[a]("),
  "blank-lines": `${"\n".repeat(CHARS)}x`,
};

function commitFile(box: Sandbox, slug: string, body: string, title = `title: ${slug}\n`, extra = ""): void {
  mkdirSync(box.projectStore, { recursive: true });
  writeFileSync(
    join(box.projectStore, `${slug}.md`),
    `---\n${title}type: learning\ntags: [hostile]\n${extra}created: 2026-01-10T10:00:00Z\nupdated: 2026-01-10T10:00:00Z\n---\n${body}\n`,
  );
}

/** Files whose title or frontmatter is the attack. */
function commitHostileHeaders(box: Sandbox): void {
  // No title: the first heading is the title, its emphasis read by a pattern that backtracked on `"_"_…`.
  commitFile(box, "heading-emphasis", `# ${repeatTo('"_\u0000')}\n\ntext`, "");
  // A frontmatter line of tabs (within the 65,536-character limit): the key pattern split the run every way.
  commitFile(box, "frontmatter-tabs", "text", undefined, `a${"\t".repeat(60_000)}b\n`);
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

describe("text built to make a regular expression backtrack", () => {
  it("memory search (first index build), validate and quality read hostile bodies promptly", async () => {
    const box = makeSandbox();
    for (const [slug, body] of Object.entries(HOSTILE_BODIES)) commitFile(box, slug, body);
    commitHostileHeaders(box);
    commitFile(box, "ordinary", "Links to [[brackets]] and a file src/a.ts.");

    const search = await timed(() => runCli(box, ["search", "hostile", "--json"]));
    expect(search.result.code).toBe(0);
    expect(search.ms).toBeLessThan(8_000);

    const validate = await timed(() => runCli(box, ["validate", "--json"]));
    expect(validate.result.code).toBeLessThanOrEqual(1);
    expect(validate.ms).toBeLessThan(8_000);

    for (const slug of Object.keys(HOSTILE_BODIES)) {
      const quality = await timed(() => runCli(box, ["quality", slug, "--format", "json"]));
      expect(quality.result.code, `${slug}: ${quality.result.stderr}`).toBe(0);
      expect(quality.ms, slug).toBeLessThan(5_000);
    }
  });

  it("import reads a CLAUDE.md, and export-events a memory, whose heading line is blanks", async () => {
    const box = makeSandbox();
    // A heading's text, its closing `#`s and the blanks around them were one pattern: cubic on a line of blanks.
    const claudeMd = join(box.dir, "CLAUDE.md");
    writeFileSync(claudeMd, `# Rules\n\n## ${" ".repeat(20_000)}\r\n\n- Never commit .env files\n`);
    const imported = await timed(() =>
      runCli(box, ["import", claudeMd, "--format", "claude-md", "--dry-run", "--json"]),
    );
    expect(imported.result.code, imported.result.stderr).toBe(0);
    expect(imported.ms).toBeLessThan(5_000);

    // The exported body loses its `# title` line: `\s*`, `.*?` and `#*` side by side were quartic on blanks.
    commitFile(box, "heading-of-tabs", `#\n${"\t".repeat(20_000)}#${"\t".repeat(20_000)}\r${"\t".repeat(20_000)}x`);
    const exported = await timed(() => runCli(box, ["export-events", "--out", "-"]));
    expect(exported.result.code, exported.result.stderr).toBe(0);
    expect(exported.ms).toBeLessThan(5_000);
  });

  it("memory write of a text whose heading (its title) is 100,000 `!` or 60,000 of quotes answers promptly", async () => {
    const box = makeSandbox();
    // The slug's edge and quote patterns scanned a long run of punctuation from each of its characters.
    for (const heading of [`${"!".repeat(CHARS)}x`, repeatTo("\u00ABa", 60_000)]) {
      const write = await timed(() =>
        runCli(box, ["write", `# ${heading}\n\ntext`, "--type", "learning", "--tags", "hostile"]),
      );
      expect(write.result.code, write.result.stderr.slice(0, 300)).not.toBe(0);
      expect(write.result.stderr).toMatch(/title/i);
      expect(write.ms).toBeLessThan(5_000);
    }
  });

  it("memory write runs the secret rules over hostile text promptly (each was quadratic or worse)", async () => {
    const box = makeSandbox();
    // A password by position split a run of `0!(` at every symbol, from every start (degree 4); Wi-Fi's QR fields
    // and its escaped password read every `\;` both ways, from every `WIFI:` (cubic).
    // Quadratic, 1 s at 20,000 characters each: blanks on either side of an optional `:` (a VNC password, a network's
    // key), blanks before a clause's end (a password after the SSID), a hint and a cookie's pair from every character.
    const bodies = {
      "password-by-position": `${repeatTo("0!(", 20_000)}]`,
      "wifi-fields": `F${repeatTo(" WIFI:W", 10_000)}\r${repeatTo("F\\;P:\\", 10_000)}`,
      "password-then-tabs": `PASSWD\tDx(WH)\t${"\t".repeat(CHARS)}"`,
      "vnc-blanks": `MDP\tVNC ${repeatTo(" \t")}\n`,
      "network-key-tabs": `mdp\tpsk${"\t".repeat(CHARS)}\n`,
      "digits-between-dashes": `A-a${"0".repeat(CHARS)}-0`,
      // Which flag of `htpasswd -b -b -b …` held the `b` (cubic).
      "htpasswd-flags": `htpasswd\t-a${repeatTo("b\t-b")}x`,
      // A key's word tried at each of its occurrences, 3–12 s at 100,000 characters each: a key before its separator,
      // a flag, a configuration line's key, a key named for authentication, a variable before "set it to" or a
      // here-string; and a URL's userinfo from each `://`.
      "key-words": `${repeatTo("APW-")}!`,
      "flag-dashes": `${repeatTo("ED-")}ED!-KEY`,
      "flag-key-words": ` --${repeatTo("PWD")}!`,
      "config-line-key": `A${repeatTo("PWD")}-`,
      "auth-key-words": `${repeatTo("AUTH")}"AUTH:`,
      "variable-name-words": `W_${repeatTo("TKEYN")}e set it to x <<< y`,
      "userinfo-schemes": repeatTo("://"),
      // Blanks split every way or read from each of them: a type before `=`, a table's separator and a code's cell,
      // what is behind a call's quoted argument or a block scalar's indicator; a key's capitals from each.
      "type-blanks": `pw: c${" ".repeat(CHARS)}!`,
      "quoted-value-tabs": `pw "x"${"\t".repeat(CHARS)}x`,
      "htpasswd-as-flags": `${repeatTo("htpasswd\t-")}!`,
      "key-capitals": `${"A".repeat(CHARS)}1pass=x`,
      "table-tabs": `| door code | note |\n---${"\t".repeat(CHARS / 2)}x\n| 1234${"\t".repeat(CHARS / 2)}x | a |`,
      "call-blanks": `f(${" ".repeat(CHARS)}x "${"A".repeat(24)}", "abcdefgh")`,
      "block-scalar-blanks": `a:${" ".repeat(CHARS)}x\nb: |\n  y`,
    };
    for (const [name, body] of Object.entries(bodies)) {
      const write = await timed(() =>
        runCli(box, ["write", `# Hostile ${name}\n\n${body}`, "--type", "learning", "--tags", "hostile"]),
      );
      expect(write.result.code, `${name}: ${write.result.stderr.slice(0, 300)}`).toBeLessThanOrEqual(1);
      expect(write.ms, name).toBeLessThan(8_000);
    }
  });

  it("the prompt hook reads a prompt of code-like words promptly (a word's parts were tried three ways)", async () => {
    const box = makeSandbox();
    commitFile(box, "ordinary", "Amounts are integer cents.");
    // Uppercase letters, then digits, then `__`: the identifier pattern split the digits every way from every start.
    const prompt = `${"A".repeat(1_998)}${"0".repeat(1_998)}0__0`;
    const run = await runHook(box, { session_id: "s1", cwd: box.repo, hook_event_name: "UserPromptSubmit", prompt });
    expect(run.code).toBe(0);
    expect(run.ms).toBeLessThan(5_000);
  });
});
