// The hooks append a line to the injection log at every injection, for as long
// as the plugin is used: past 2 MB the log is set aside, the two newest set
// aside are kept, and reading it back goes through them.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import {
  appendInjectionLog,
  INJECTION_LOG,
  readInjectionLog,
  settleInjectionLog,
  type InjectionRecord,
} from "../../src/store/hook-state.js";
import { makeSandbox, ROOT } from "../helpers.js";

const record = (n: number): InjectionRecord => ({
  ts: "2026-01-01T00:00:00Z",
  session_id: `session-${n}`,
  tool: "Read",
  target: `src/module-${n}/${"long-name-".repeat(40)}.ts`,
  injected: [`gotcha-${n}`],
  relevance: [0.9],
  suppressed: [],
  omitted: [],
});

describe("the injection log", () => {
  it("stays bounded however many injections it records, and reads back the latest", () => {
    const dir = join(makeSandbox().dir, "state");
    const count = 30_000; // ~15 MB of records
    for (let n = 0; n < count; n++) appendInjectionLog(dir, record(n), true);
    const files = readdirSync(dir).filter((name) => name.endsWith(".jsonl"));
    expect(files).toContain(INJECTION_LOG);
    expect(files.length).toBe(3);
    const bytes = files.reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
    expect(bytes).toBeLessThan(7 * 1024 * 1024);

    // The latest records, in order, across the current log and the ones set aside.
    const latest = readInjectionLog(dir, 5000);
    expect(latest).toHaveLength(5000);
    expect(latest.map((line) => line.session_id)).toEqual(
      Array.from({ length: 5000 }, (_, i) => `session-${count - 5000 + i}`),
    );
  });

  it("finds nothing to do when another hook set the log aside right after this one appended", () => {
    const dir = join(makeSandbox().dir, "state");
    appendInjectionLog(dir, record(1), true);
    rmSync(join(dir, INJECTION_LOG));
    expect(() => settleInjectionLog(dir, join(dir, INJECTION_LOG))).not.toThrow();
  });

  it("takes appends from several processes at once while it is set aside, none of them failing", async () => {
    const box = makeSandbox();
    const dir = join(box.dir, "state");
    // A small program appending records as the hooks do, bundled from the source.
    const entry = join(box.dir, "append.ts");
    writeFileSync(
      entry,
      `import { appendInjectionLog } from ${JSON.stringify(join(ROOT, "src", "store", "hook-state.ts"))};
      const [dir, id] = process.argv.slice(2);
      for (let n = 0; n < 10000; n++)
        appendInjectionLog(dir, { ts: "2026-01-01T00:00:00Z", session_id: id + "-" + n, tool: "Read",
          target: "x".repeat(400), injected: [], relevance: [], suppressed: [], omitted: [] }, true);`,
    );
    const program = join(box.dir, "append.mjs");
    await build({
      entryPoints: [entry],
      outfile: program,
      bundle: true,
      format: "esm",
      platform: "node",
      logLevel: "silent",
    });
    const exits = await Promise.all(
      ["a", "b", "c", "d"].map(
        (id) =>
          new Promise<{ code: number | null; stderr: string }>((done) => {
            const child = spawn(process.execPath, [program, dir, id]);
            let stderr = "";
            child.stderr.on("data", (chunk) => (stderr += chunk));
            child.on("close", (code) => done({ code, stderr }));
          }),
      ),
    );
    expect(exits).toEqual(exits.map(() => ({ code: 0, stderr: "" })));
    // Every line of every log kept is a whole record.
    for (const name of readdirSync(dir).filter((file) => file.endsWith(".jsonl")))
      for (const line of readFileSync(join(dir, name), "utf8").split("\n").filter(Boolean))
        expect(() => JSON.parse(line)).not.toThrow();
  });
});
