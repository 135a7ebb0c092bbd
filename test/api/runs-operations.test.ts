// The JSON API runs operations, as every adapter does (rule `adapters-run-operations`, with no exception): its read
// and update are modules of src/ops/, and no module of src/api reaches into the services of src/ops/shared.

import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers.js";

const rules = (
  createRequire(import.meta.url)(join(ROOT, ".dependency-cruiser.cjs")) as {
    forbidden: Array<{ name: string; from: { path?: string; pathNot?: string } }>;
  }
).forbidden;

describe("the JSON API's layer", () => {
  it("holds to adapters-run-operations with no exception", () => {
    const rule = rules.find((candidate) => candidate.name === "adapters-run-operations");
    expect(rule?.from.path).toMatch(/api/);
    expect(rule?.from.pathNot).toBeUndefined();
  });

  it("imports no service of ops/shared: its read and update are operations", () => {
    const dir = join(ROOT, "src", "api");
    const reaching = readdirSync(dir)
      .filter((name) => name.endsWith(".ts"))
      .filter((name) => /from "\.\.\/ops\/shared\//.test(readFileSync(join(dir, name), "utf8")));
    expect(reaching).toEqual([]);
    const ops = readdirSync(join(ROOT, "src", "ops"));
    expect(ops).toEqual(expect.arrayContaining(["api-read.ts", "api-update.ts"]));
  });
});
