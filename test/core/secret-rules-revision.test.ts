// A manifest records the revision of the secret rules its files were scanned
// with, and is rebuilt when it differs. That works only if the revision moves
// whenever the rules do: this test fails until it has.

import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SECRET_RULES_REVISION } from "../../src/core/secret-rules-revision.js";
import { ROOT } from "../helpers.js";

/**
 * The files whose changes can change what a scan finds, and their digest when the revision was last moved (or last
 * re-recorded for a change that finds exactly the same: three expressions' quotes written as \u escapes; the
 * token runs found by probing every 20th character; short clean texts remembered too).
 */
const RULE_FILES = ["src/core/secrets.ts", "src/core/stored-secrets.ts"];
const RECORDED = { revision: 8, digest: "13c3f7ded319c59d" };

describe("the secret rules' revision", () => {
  it("moves whenever the rules change", () => {
    const hash = createHash("sha256");
    for (const file of RULE_FILES) hash.update(readFileSync(join(ROOT, file), "utf8").replace(/\r\n/g, "\n"));
    const now = { revision: SECRET_RULES_REVISION, digest: hash.digest("hex").slice(0, 16) };
    expect(
      now,
      `${RULE_FILES.join(" or ")} changed: add 1 to SECRET_RULES_REVISION (src/core/secret-rules-revision.ts), ` +
        "then record the new revision and digest above",
    ).toEqual(RECORDED);
  });
});
