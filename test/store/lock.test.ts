import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { buildSync } from "esbuild";
import { afterEach, describe, expect, it } from "vitest";
import { FileWriteError, LockTimeoutError } from "../../src/core/errors.js";
import { acquireLock, withLock } from "../../src/store/lock.js";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = mkdtempSync(join(tmpdir(), "memory-lock-")));

describe("scope lock", () => {
  it("serialises critical sections and leaves nothing behind", async () => {
    const lock = join(fresh(), "write.lock");
    let inside = 0;
    let maxInside = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        withLock(lock, async () => {
          inside++;
          maxInside = Math.max(maxInside, inside);
          await new Promise((r) => setTimeout(r, 2));
          order.push(i);
          inside--;
        }),
      ),
    );
    expect(maxInside).toBe(1);
    expect(order).toHaveLength(20);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("releases the lock when the critical section throws", async () => {
    const lock = join(fresh(), "write.lock");
    await expect(withLock(lock, async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(existsSync(lock)).toBe(false);
  });

  it("breaks a lock whose owner process is dead", async () => {
    const lock = join(fresh(), "write.lock");
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    const deadPid = Number(dead.stdout);
    writeFileSync(
      lock,
      JSON.stringify({ pid: deadPid, host: hostname(), token: "dead", acquired: new Date().toISOString() }),
    );
    const started = Date.now();
    await withLock(lock, async () => undefined, { timeoutMs: 2_000 });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("breaks a lock nobody refreshed for too long, even from a live pid", async () => {
    const lock = join(fresh(), "write.lock");
    writeFileSync(
      lock,
      JSON.stringify({ pid: process.pid, host: "another-host", token: "old", acquired: "2020-01-01T00:00:00Z" }),
    );
    const old = new Date(Date.now() - 120_000);
    utimesSync(lock, old, old);
    await withLock(lock, async () => undefined, { timeoutMs: 2_000 });
  });

  it("breaks at once a lock whose content no live lock has (empty after a power loss, or garbage)", async () => {
    for (const content of ["", "garbage", "{}", "null", "x".repeat(10_000)]) {
      const lock = join(fresh(), "write.lock");
      writeFileSync(lock, content);
      const started = Date.now();
      // Before: waited until the file was a minute old, whatever the timeout.
      await withLock(lock, async () => undefined, { timeoutMs: 2_000 });
      expect(Date.now() - started, JSON.stringify(content.slice(0, 10))).toBeLessThan(1_000);
    }
  });

  it("refuses at once, with a FileWriteError naming it, a directory or link in the lock's place", async () => {
    // (A named pipe in its place, which hung the reader for ever, is run through the CLI in
    // test/stress/not-memory-files.test.ts: a test here would hang with it.)
    const lock = join(fresh(), "write.lock");
    const places: Array<[string, () => void]> = [
      ["directory", () => mkdirSync(lock)],
      ["link", () => symlinkSync(dir, lock)],
    ];
    for (const [what, make] of places) {
      rmSync(lock, { recursive: true, force: true });
      make();
      const started = Date.now();
      // Before: waited until the timeout (a directory a minute old failed with EISDIR).
      const failure = await withLock(lock, async () => "ran", { timeoutMs: 2_000 }).catch((error: unknown) => error);
      expect(failure, what).toBeInstanceOf(FileWriteError);
      expect(String((failure as Error).message)).toContain(`${lock} is not a lock file`);
      expect(Date.now() - started, what).toBeLessThan(1_000);
    }
  });

  it("waits for a live holder and times out with a clear error", async () => {
    const lock = join(fresh(), "write.lock");
    const release = await acquireLock(lock);
    await expect(withLock(lock, async () => undefined, { timeoutMs: 200 })).rejects.toThrow(LockTimeoutError);
    await expect(withLock(lock, async () => undefined, { timeoutMs: 200 })).rejects.toThrow(/held by pid \d+/);
    await release();
    await withLock(lock, async () => undefined, { timeoutMs: 200 });
  });

  it("reads the lock file once per round while it waits for a live holder", () => {
    const lock = join(fresh(), "write.lock");
    writeFileSync(lock, JSON.stringify({ pid: process.pid, host: hostname(), token: "held", acquired: "now" }));
    const bundle = join(dir, "lock.cjs");
    buildSync({
      entryPoints: [new URL("../../src/store/lock.ts", import.meta.url).pathname],
      bundle: true,
      platform: "node",
      format: "cjs",
      outfile: bundle,
      logLevel: "silent",
    });
    // The bundle calls node:fs through its module object: counting there counts every open and stat of the lock.
    const script = `
      const fs = require("node:fs");
      const lock = ${JSON.stringify(lock)};
      const counts = { rounds: 0, reads: 0 };
      const link = fs.linkSync;
      fs.linkSync = (from, to) => { if (to === lock) counts.rounds++; return link(from, to); };
      for (const name of ["openSync", "statSync", "lstatSync", "readFileSync"]) {
        const real = fs[name];
        fs[name] = (path, ...rest) => { if (path === lock) counts.reads++; return real(path, ...rest); };
      }
      const stat = fs.promises.stat;
      fs.promises.stat = (path, ...rest) => { if (path === lock) counts.reads++; return stat(path, ...rest); };
      require(${JSON.stringify(bundle)}).acquireLock(lock, { timeoutMs: 300 }).then(
        () => process.stdout.write("acquired"),
        (error) => process.stdout.write(JSON.stringify({ ...counts, error: error.name })),
      );`;
    const child = spawnSync(process.execPath, ["-e", script], { encoding: "utf8" });
    const counts = JSON.parse(child.stdout) as { rounds: number; reads: number; error: string };
    expect(counts.error).toBe("LockTimeoutError");
    expect(counts.rounds).toBeGreaterThan(3);
    // Before: an open to refuse a non-lock, a stat and an open to judge staleness, each round, and one at the timeout.
    expect(counts.reads).toBe(counts.rounds);
  });

  it("excludes other processes", async () => {
    const lock = join(fresh(), "write.lock");
    const log = join(dir, "log");
    writeFileSync(log, "");
    const bundle = join(dir, "lock.mjs");
    buildSync({
      entryPoints: [new URL("../../src/store/lock.ts", import.meta.url).pathname],
      bundle: true,
      platform: "node",
      format: "esm",
      outfile: bundle,
      logLevel: "silent",
    });
    const script = `
      const { withLock } = await import(${JSON.stringify(bundle)});
      const fs = await import("node:fs");
      for (let i = 0; i < 15; i++) {
        await withLock(${JSON.stringify(lock)}, async () => {
          fs.appendFileSync(${JSON.stringify(log)}, "in\\n");
          await new Promise((r) => setTimeout(r, 1));
          fs.appendFileSync(${JSON.stringify(log)}, "out\\n");
        });
      }`;
    const runs = Array.from(
      { length: 4 },
      () =>
        new Promise<number>((resolve) => {
          const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: "inherit" });
          child.on("close", (code) => resolve(code ?? -1));
        }),
    );
    expect(await Promise.all(runs)).toEqual([0, 0, 0, 0]);
    const lines = (await import("node:fs")).readFileSync(log, "utf8").trim().split("\n");
    expect(lines).toHaveLength(120);
    for (let i = 0; i < lines.length; i += 2) expect([lines[i], lines[i + 1]]).toEqual(["in", "out"]);
  });
});
