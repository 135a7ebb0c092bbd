// The hooks append a line to the injection log at every injection, for as long
// as the plugin is used: past 2 MB the log is set aside, the two newest set
// aside are kept, and reading it back goes through them.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  appendInjectionLog,
  INJECTION_LOG,
  readInjectionLog,
  type InjectionRecord,
} from "../../src/store/hook-state.js";
import { makeSandbox } from "../helpers.js";

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
});
