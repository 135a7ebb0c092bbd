// A full disk: writes fail with one clear line (no stack trace), and
// `memory reindex` does not report success when it wrote nothing. Uses a
// 1 MiB tmpfs, so it runs where the tests may mount one (root in a container);
// elsewhere it is skipped.

import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, openSync, rmSync, writeSync, closeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeSandbox, runCli } from "../helpers.js";

const mountPoint = mkdtempSync(join(tmpdir(), "memory-full-disk-"));
const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", mountPoint]).status === 0;

afterAll(() => {
  if (mounted) spawnSync("umount", [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

/** Fills the file system holding `dir` to the last byte. */
function fill(dir: string): void {
  const fd = openSync(join(dir, "filler"), "w");
  const block = Buffer.alloc(4096, 1);
  try {
    for (;;) writeSync(fd, block);
  } catch {
    // ENOSPC: full; the last bytes too
    try {
      for (;;) writeSync(fd, block.subarray(0, 1));
    } catch {
      // full
    }
  } finally {
    closeSync(fd);
  }
}

describe.skipIf(!mounted)("a full disk", () => {
  it("gives a clear error for a write and fails `memory reindex` instead of reporting success", async () => {
    const box = makeSandbox();
    const repo = join(mountPoint, "repo");
    mkdirSync(join(repo, ".git"), { recursive: true });
    const first = await runCli(box, ["write", "Seed note.", "--type", "learning", "--tags", "seed"], { cwd: repo });
    expect(first.code, first.stderr).toBe(0);
    rmSync(join(repo, ".claude", "memory", ".index"), { recursive: true, force: true });
    fill(mountPoint);

    const write = await runCli(box, ["write", "Another note.", "--type", "learning", "--tags", "x"], { cwd: repo });
    expect(write.code).not.toBe(0);
    expect(write.stderr).toMatch(/space/);
    expect(write.stderr).not.toMatch(/Unexpected error|\n\s+at /);

    const reindex = await runCli(box, ["reindex"], { cwd: repo });
    expect(reindex.stdout).not.toContain("Reindexed");
    expect(reindex.code).not.toBe(0);
    expect(reindex.stderr).toMatch(/disk full|space/);
  }, 60_000);
});
