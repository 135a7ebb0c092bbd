// The validators compiled from the JSON Schemas (scripts/compile-schemas.mjs) must be those of the schemas
// as they are: a schema edited without `npm run schemas` would leave commands checking the old one.

import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "../helpers.js";

const GENERATED = [
  "src/api/request-validators.generated.cjs",
  "src/store/config-validator.generated.cjs",
  "src/store/event-validators.generated.cjs",
];

function check(dir?: string): { code: number; stderr: string } {
  try {
    execFileSync(process.execPath, [join(ROOT, "scripts/compile-schemas.mjs"), "--check", ...(dir ? [dir] : [])], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    return { code: 0, stderr: "" };
  } catch (error) {
    const failed = error as { status: number; stderr: Buffer };
    return { code: failed.status, stderr: String(failed.stderr) };
  }
}

describe("the compiled schema validators", () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it("are what the current schemas compile to", () => {
    expect(check()).toEqual({ code: 0, stderr: "" });
  });

  it("are reported when one is out of step with its schema", () => {
    dir = mkdtempSync(join(tmpdir(), "compiled-schemas-"));
    for (const path of GENERATED.flatMap((file) => [file, file.replace(/\.cjs$/, ".d.cts")]))
      cpSync(join(ROOT, path), join(dir, path));
    expect(check(dir).code).toBe(0);
    writeFileSync(join(dir, GENERATED[1]!), "exports.MemoryConfig = () => true;\n");
    const stale = check(dir);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain("src/store/config-validator.generated.cjs");
    expect(stale.stderr).toContain("npm run schemas");
  });
});
