import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { decodeMemoryFile } from "../../src/core/memory-file.js";
import { checkHealth } from "../../src/ops/health.js";
import { CLI, contextFor, json, makeSandbox, runCli, type Sandbox } from "../helpers.js";

/** Starts a CLI write and SIGKILLs it after `delayMs`, wherever it is. */
function killedWrite(box: Sandbox, args: string[], input: string, delayMs: number): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: box.repo,
      env: box.env,
      stdio: ["pipe", "ignore", "ignore"],
    });
    child.stdin.on("error", () => undefined);
    child.stdin.end(input);
    setTimeout(() => child.kill("SIGKILL"), delayMs);
    child.on("close", () => resolve());
  });
}

describe("crash safety", () => {
  it("kill -9 at random points never leaves a torn or empty memory, and the next command carries on", async () => {
    const box = makeSandbox();
    const seed = json(
      await runCli(box, ["write", "--json"], {
        input: JSON.stringify({
          content: `original ${"x".repeat(200_000)}`,
          type: "learning",
          tags: ["crash"],
          title: "Target",
        }),
      }),
    );
    const body = (marker: string) => `${marker} ${"y".repeat(300_000)}`;
    for (let round = 0; round < 24; round++) {
      const delay = 5 + ((round * 37) % 120); // spread over start-up, parsing, locking, writing and renaming
      const update = round % 2 === 0;
      const request = update
        ? { content: body(`update-${round}`), type: "learning", tags: ["crash"], slug: seed.slug }
        : { content: body(`new-${round}`), type: "learning", tags: ["crash"], title: `New ${round}` };
      await killedWrite(box, ["write", "--json"], JSON.stringify(request), delay);
    }
    for (const name of readdirSync(box.projectStore).filter((file) => file.endsWith(".md"))) {
      const text = readFileSync(join(box.projectStore, name), "utf8");
      expect(text.length, name).toBeGreaterThan(100_000);
      const { document } = decodeMemoryFile(text, name.slice(0, -3), "2026-01-01T00:00:00Z");
      expect(document.body).toMatch(/^(# \w+.*\n\n)?(original|update-\d+|new-\d+) [xy]+$/s);
    }
    // A lock left by a killed writer is broken (its process is gone) and the next write goes through.
    const next = await runCli(box, ["write", "after the crashes", "--type", "learning", "--tags", "crash", "--json"]);
    expect(next.code).toBe(0);
    const health = await checkHealth(contextFor(box));
    // A missing description is advice, not damage: what a crash could do is any other frontmatter issue.
    const damage = health.issues.filter((i) => i.category === "frontmatter" && i.kind !== "missing-description");
    expect(damage).toEqual([]);
    expect(readdirSync(join(box.projectStore, ".index")).filter((name) => name === "write.lock")).toEqual([]);
  }, 120_000);
});
