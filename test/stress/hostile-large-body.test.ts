// A memory file far past the body limit (a 23 MB log pasted in by hand, within the 32 MB a file may have) is listed
// from the start of its body only: listing it cost every command that checks the files 6 s of CPU (its whole body
// scanned for secrets), and still must report it and never show a secret it holds past the limit.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEMORY_LIMITS } from "../../src/core/memory-limits.js";
import { checkHealth } from "../../src/ops/health.js";
import { listMemories } from "../../src/ops/list.js";
import { readMemory } from "../../src/ops/read.js";
import { searchMemories } from "../../src/ops/search.js";
import { contextFor, type Sandbox } from "../helpers.js";

const TOKEN = `ghp_${"a1B2c3D4e5".repeat(3)}x9Y8z7`;
const SLUG = "learning-pasted-log";

/** Numbered words, `chars` of them: the shape of a pasted log. */
function pastedLog(chars: number): string {
  const words = ["token", "refresh", "race", "lock", "database", "migration", "retry", "timeout"];
  const out: string[] = [];
  for (let i = 0, length = 0; length < chars; i++) {
    const word = `${words[i % words.length]}${(i * 7919) % 1_000_000}`;
    out.push(word);
    length += word.length + 1;
  }
  return out.join(" ");
}

let box: Sandbox;
// One store for every case (a sandbox is removed after each test): made once, it takes a few seconds.
beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), "memory-large-body-"));
  const [repo, home] = [join(dir, "repo"), join(dir, "home")];
  box = {
    dir,
    repo,
    home,
    env: { PATH: process.env.PATH, HOME: home, LANG: "C.UTF-8" },
    projectStore: join(repo, ".claude", "memory"),
    globalStore: join(home, ".claude", "memory"),
  };
  mkdirSync(join(repo, ".git"), { recursive: true });
  mkdirSync(home, { recursive: true });
  mkdirSync(box.projectStore, { recursive: true });
  const head = (title: string) =>
    `---\ntitle: ${title}\ntype: learning\ntags:\n  - logs\ncreated: 2025-01-01T00:00:00Z\nupdated: 2025-01-01T00:00:00Z\n---\n`;
  writeFileSync(join(box.projectStore, "learning-small.md"), `${head("a small note")}Tokens refresh hourly.\n`);
  // The secret lies past the limit: only a scan of the whole body finds it.
  const body = `startmarker ${pastedLog(2 * MEMORY_LIMITS.body)} deploy token ${TOKEN} ${pastedLog(22e6)}\n`;
  writeFileSync(join(box.projectStore, `${SLUG}.md`), head("a pasted log") + body);
});

afterAll(() => rmSync(box.dir, { recursive: true, force: true }));

/** CPU milliseconds `run` takes (this process: the store is read in it). */
async function cpuMs<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const before = process.cpuUsage();
  const value = await run();
  const { user, system } = process.cpuUsage(before);
  return { ms: (user + system) / 1000, value };
}

describe("a 23 MB memory file", () => {
  it("is listed for the cost of a file at the limit", async () => {
    // Before: 5.7 s of CPU (the whole body scanned for secrets); a file at the limit: ~0.5 s.
    const { ms, value } = await cpuMs(() => listMemories(contextFor(box), {}));
    expect(value.memories.map((memory) => memory.slug).sort()).toEqual([SLUG, "learning-small"]);
    expect(ms, `${Math.round(ms)} ms of CPU`).toBeLessThan(3_000);
  }, 60_000);

  it("is reported by health with its true length", async () => {
    const health = await checkHealth(contextFor(box), {});
    const issue = health.issues.find((item) => item.memory === SLUG && item.severity === "critical");
    expect(issue?.description).toMatch(/the text has 2\d,\d{3},\d{3} characters|the text has 2\d{7} characters/);
  }, 60_000);

  it("never shows the secret past the limit: read scans the whole file", async () => {
    await listMemories(contextFor(box), {}); // the manifest knows the file
    const context = contextFor(box);
    const { memory } = await readMemory(context, { slug: SLUG });
    expect(memory.content).not.toContain(TOKEN);
    expect(memory.content).toContain("[REDACTED:github-token]");
    expect(context.warnings.map((warning) => warning.message).join("\n")).toMatch(/secrets/);
  }, 60_000);

  it("is found by the words before the limit", async () => {
    const { results } = await searchMemories(contextFor(box), { query: "startmarker" });
    expect(results.map((result) => result.memory.slug)).toEqual([SLUG]);
  }, 60_000);
});
