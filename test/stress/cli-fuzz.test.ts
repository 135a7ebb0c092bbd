// Hostile arguments and stdin for every command, run in-process through the
// CLI's own `main` (the same code as the bundle, without a process per case):
// no crash (an INTERNAL error), an exit code of the documented set, a
// one-line error, valid JSON with --json, and a store that stays parseable.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import type { CliIO } from "../../src/cli/io.js";
import { decodeMemoryFile } from "../../src/core/memory-file.js";
import { makeSandbox } from "../helpers.js";

const COMMANDS = [
  "write",
  "read",
  "list",
  "delete",
  "search",
  "semantic",
  "embed",
  "link",
  "edges",
  "graph",
  "suggest-links",
  "quality",
  "health",
  "repair",
  "index-page",
  "gotchas",
  "reindex",
  "decay",
  "restore",
  "verify",
  "feedback",
  "inbox",
  "approve",
  "reject",
  "api",
  "import",
  "import-events",
  "export-events",
  "validate",
  "no-such-command",
];

const HOSTILE = [
  "",
  " ",
  "-",
  "--",
  "---",
  "--json",
  "--help=1",
  "--limit",
  "-1",
  "0",
  "1e999",
  "NaN",
  "--limit=abc",
  "--scope",
  "../x",
  "all",
  "enterprise",
  "--type",
  "GOTCHA",
  "gotcha",
  "--tags",
  ",,,",
  "a,,b",
  "--as-of",
  "2026-99-99",
  "--format=yaml",
  "--format",
  "../etc/passwd",
  "a/b",
  "C:\\Windows\\x",
  "CON",
  "nul",
  ".hidden",
  "x".repeat(300),
  "é",
  "\u202etxt.exe",
  "$(touch pwned)",
  "`id`",
  "'; rm -rf ~; '",
  "--label",
  "Has Space",
  "--depth",
  "99",
  "--threshold",
  "2",
  "--outcome",
  "great",
  "--query",
  "--returned",
  "a,b",
  "--used",
  "c",
  "--policy",
  "unused-for=-3d",
  "--ttl",
  "forever",
  "--expires",
  "yesterday",
  "--out",
  "/dev/null/x",
  "--event",
  "decay-0",
  "--direction",
  "sideways",
  "--mode",
  "psychic",
  "--min-similarity",
  "-5",
  "--force",
  "--dry-run",
  "--fix",
  "--stats",
  "--include-expired",
  "--strict",
  "learning-seed-one",
  "gotcha-seed-two",
];

const STDINS = [
  "",
  "{",
  "[]",
  "null",
  '{"op":"read"}',
  '{"content":42,"type":"x","tags":7}',
  "\u0000\u0001\u0002",
  '{"op":"write","repo_id":"repo","memory":{"text":"t","scope":"repo","kind":"fact","confidence":2}}\nnot json\n',
  "- a\n- b\n",
];

function random(seed: number) {
  let state = seed >>> 0;
  return () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function ioWith(stdin: string): CliIO & { stdout: string; stderr: string } {
  const io = {
    stdout: "",
    stderr: "",
    out(text: string) {
      io.stdout += text;
    },
    err(text: string) {
      io.stderr += text;
    },
    stdinIsTTY: false,
    stdoutIsTTY: false,
    readStdin: async () => stdin,
    confirm: async () => false,
  };
  return io;
}

describe("CLI fuzz: hostile arguments and stdin", () => {
  const box = makeSandbox();
  const saved = { ...process.env };
  beforeAll(async () => {
    Object.assign(process.env, {
      CLAUDE_PROJECT_DIR: box.repo,
      HOME: box.home,
      MEMORY_EMBEDDINGS: "off",
      USER: "fuzz",
    });
    for (const [title, type] of [
      ["Seed one", "learning"],
      ["Seed two", "gotcha"],
    ] as const) {
      expect(
        await main(["write", `${title} body text`, "--title", title, "--type", type, "--tags", "seed"], ioWith("")),
      ).toBe(0);
    }
  });
  afterAll(() => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  });

  it("never crashes, always exits with a documented code and a readable error", async () => {
    const next = random(20261123);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const failures: string[] = [];
    let cases = 0;
    const codes = new Map<number, number>();
    for (const command of COMMANDS) {
      for (let i = 0; i < 12; i++) {
        const argv = [command, ...Array.from({ length: Math.floor(next() * 6) }, () => pick(HOSTILE))];
        if (i % 3 === 0) argv.push("--json");
        const io = ioWith(pick(STDINS));
        const code = await main(argv, io);
        cases++;
        codes.set(code, (codes.get(code) ?? 0) + 1);
        const label = `${JSON.stringify(argv)} → ${code}`;
        if (![0, 1, 2, 3, 4, 5].includes(code)) failures.push(`${label}: undocumented exit code`);
        if (/INTERNAL|Unexpected error/.test(io.stdout + io.stderr))
          failures.push(`${label}: ${(io.stdout + io.stderr).slice(0, 300)}`);
        if (code !== 0 && !argv.includes("--json") && io.stderr.trim() === "" && io.stdout.trim() === "")
          failures.push(`${label}: failed silently`);
        if (argv.includes("--json") && !argv.includes("--help") && io.stdout.trim()) {
          for (const line of command === "api"
            ? io.stdout
                .trim()
                .split("\n")
                .filter((l) => l.startsWith("{") && l.endsWith("}"))
            : [io.stdout]) {
            try {
              JSON.parse(line);
            } catch {
              if (command !== "api") failures.push(`${label}: --json output is not JSON: ${io.stdout.slice(0, 200)}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(cases).toBe(COMMANDS.length * 12);
    // Not vacuous: the cases reach both successful runs and each kind of refusal.
    expect([...codes.keys()].sort()).toEqual(expect.arrayContaining([0, 2, 3]));
    // Whatever ran, every memory file left in the store still parses.
    for (const name of readdirSync(box.projectStore).filter((file) => file.endsWith(".md") && file !== "INDEX.md")) {
      expect(() =>
        decodeMemoryFile(readFileSync(join(box.projectStore, name), "utf8"), name.slice(0, -3), "2026-01-01T00:00:00Z"),
      ).not.toThrow();
    }
  }, 240_000);
});
