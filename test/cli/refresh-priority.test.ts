// A refresh a hook starts in the background (it passes --marker) runs at a
// lower priority, and so do the rebuild's worker threads it starts: on a fresh
// clone it must not take the cores from the session it serves.

import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BACKGROUND_NICENESS } from "../../src/cli/background-priority.js";
import { encodeMemoryFile } from "../../src/core/memory-file.js";
import { CLI, makeSandbox } from "../helpers.js";

/** The niceness of each thread of a running process (Linux /proc), [] once it is gone. */
function threadNiceness(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) => {
      try {
        // Fields after the command name (which may hold spaces): niceness is the 19th field overall.
        const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, "utf8");
        return [Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16])];
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}

describe.skipIf(process.platform !== "linux")("a hook-started refresh", () => {
  it("runs below normal priority, its rebuild threads too", async () => {
    const box = makeSandbox();
    mkdirSync(box.projectStore, { recursive: true });
    // Enough memories for the rebuild to start a worker thread (no index yet: a fresh clone).
    for (let i = 0; i < 1100; i++) {
      const slug = `learning-note-${i}`;
      const created = "2026-01-01T00:00:00Z";
      writeFileSync(
        join(box.projectStore, `${slug}.md`),
        encodeMemoryFile({
          slug,
          title: `Note ${i} on retries`,
          type: "learning",
          tags: ["retry"],
          created,
          updated: created,
          links: [],
          body: `Retry ${i} times with backoff; the queue worker ${i % 7} drops the lock after ${i} ms.`,
          fields: {},
        }),
      );
    }
    const marker = join(box.dir, "refresh.pid");
    writeFileSync(marker, "");
    const child = spawn(process.execPath, [CLI, "refresh", "--marker", marker], {
      cwd: box.repo,
      env: box.env,
      stdio: "ignore",
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    let done = false;
    void exited.then(() => (done = true));
    let mostLowered = 0;
    while (!done) {
      const lowered = threadNiceness(child.pid!).filter((nice) => nice === BACKGROUND_NICENESS).length;
      mostLowered = Math.max(mostLowered, lowered);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await exited).toBe(0);
    // The main thread and the threads started after it lowered itself (the rebuild's worker among them); the
    // threads Node starts before any code runs keep their priority.
    expect(mostLowered).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
