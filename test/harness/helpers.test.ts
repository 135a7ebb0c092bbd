// The test helpers themselves: a child that exits before reading its stdin must
// not make the suite fail (an EPIPE on the pipe is no error of the test).

import { describe, expect, it } from "vitest";
import { makeSandbox, runCli, runHook } from "../helpers.js";

describe("test helpers", () => {
  it("runCli survives a child that exits without reading its stdin", async () => {
    const box = makeSandbox();
    // 16 MB is far beyond a pipe's buffer: the child (`--version` reads no stdin) exits while it is written.
    const result = await runCli(box, ["--version"], { input: "x".repeat(16 * 1024 * 1024) });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/\d+\.\d+\.\d+/);
  });

  it("runHook survives the same", async () => {
    const box = makeSandbox();
    const result = await runHook(box, "y".repeat(16 * 1024 * 1024));
    expect(result.code).toBe(0);
  });
});
