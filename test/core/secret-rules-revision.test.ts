// A manifest records the revision of the secret rules its files were scanned
// with, and is rebuilt when it differs. That works only if the revision moves
// whenever the rules do: this test fails until it has.

import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SECRET_RULES_REVISION } from "../../src/core/secrets/index.js";
import { ROOT } from "../helpers.js";

const RULES_DIR = "src/core/secrets";

/**
 * The files whose changes can change what a scan finds: every module of src/core/secrets/ but the revision itself
 * and the families' examples (they change what a test checks, not what a scan finds), with their paths.
 */
function ruleFiles(): string[] {
  return readdirSync(join(ROOT, RULES_DIR), { recursive: true, encoding: "utf8" })
    .map((path) => path.split("\\").join("/"))
    .filter((path) => path.endsWith(".ts") && path !== "revision.ts" && !path.endsWith(".examples.ts"))
    .sort();
}

/**
 * Their digest when the revision was last moved, or last re-recorded for a change that finds exactly the same
 * (three expressions' quotes written as \u escapes; the token runs found by probing every 20th character; short
 * clean texts remembered too; core/secrets.ts split into the folder, checked against the findings of the single
 * file over the secret sets, the tests and the docs; the expressions run over a one-byte view of a text whose
 * characters beyond Latin-1 no rule tells apart, test/core/secrets-one-byte-view.test.ts; expressions rewritten to
 * run in linear time on hostile text, checked against the findings before over the secret sets 8 to 15, then the rest
 * of them over the sets 8 to 16, and again against revision 15's findings over the sets 8 to 16 once moved onto it;
 * revision 16 checked against revision 15's redactions over the sets 8 to 16: none changed; withoutTrailing moved to
 * core/text, the same function imported from there; revision 17 checked against revision 16's redactions over the
 * sets 8 to 16 with bench/secret-set-compare.ts: one text changed, a file's name no longer taken for a key; revision
 * 18, taught from the eighteenth set, checked against revision 16's redactions over the sets 8 to 17: none changed;
 * revision 19, taught from the nineteenth set, checked against revision 18's redactions over the sets 8 to 18: none
 * changed; prefilters in code before five prose rules' patterns (value-near-name.ts) and narrower ones before three more, no
 * pattern changed, checked with bench/secret-set-compare.ts against revision 19's redactions over the sets 8 to 21,
 * 5,295 texts: none changed, and every finding there the same without the shortcuts; revision 20, taught from the
 * twentieth set, checked against revision 19's redactions over the sets 8 to 19: none changed; revision 21, taught from
 * the twenty-first set, checked against revision 20's redactions over the sets 8 to 20: four texts changed, each a
 * secret newly hidden; revision 22, the twenty-third set's near misses, checked against revision 21's redactions over
 * the sets 8 to 23: seven texts changed, each a near miss of the twenty-third set now kept; revision 23, taught from
 * the classes the twenty-second and twenty-third sets leaked, written anew, checked through the write path by
 * test/secrets/revision-23-classes.test.ts and against revision 22's findings over this tree's files and its
 * dependencies' READMEs with bench/secret-clean-files.ts; revision 24, taught from the twenty-fourth set's leaks and
 * near misses as classes, checked through the write path by test/secrets/revision-24-classes.test.ts and against
 * revision 22's findings over the same files: none new; revision 25, general rules (a made password wherever
 * punctuation or another script wraps it, a key named in any language with words before its value) and the near misses
 * of environment reads and published test keys, checked through the write path by
 * test/secrets/revision-25-classes.test.ts and against revision 24's findings over the same files: none new; revision 26,
 * the classes the twenty-fifth and twenty-sixth sets still leaked (memorable passwords, values named with words between,
 * a test's typed secret, a private key's bare base64, keys' labels in more languages) and the near misses a rule can
 * tell (password hashes, fixtures in other languages, public client keys), checked through the write path by
 * test/secrets/revision-26-classes.test.ts and against revision 25's findings over the same files; revision 27,
 * taught from the twenty-seventh set's leaks as classes (links whose path, fragment or query is the key, passphrases of
 * plain words), checked through the write path by test/secrets/revision-27-classes.test.ts, against revision 25's
 * findings over the same files (none new) and over the twenty-fourth to twenty-sixth sets (no near miss changed);
 * revision 28, taught from the twenty-eighth set's leaks as classes (devices, networks and firmware: setup codes,
 * network keys, a device's stored and clear passwords, passwords as devices ship them, words with blanks), checked
 * through the write path by test/secrets/revision-28-classes.test.ts, against revision 27's findings over the same
 * files and item by item over the twenty-fourth to twenty-seventh sets.
 */
const RECORDED = { revision: 28, digest: "5561c9b89fa831a7" };

describe("the secret rules' revision", () => {
  it("moves whenever the rules change", () => {
    const hash = createHash("sha256");
    for (const file of ruleFiles()) {
      hash.update(`${file}\n`);
      hash.update(readFileSync(join(ROOT, RULES_DIR, file), "utf8").replace(/\r\n/g, "\n"));
    }
    const now = { revision: SECRET_RULES_REVISION, digest: hash.digest("hex").slice(0, 16) };
    expect(
      now,
      `the files of ${RULES_DIR}/ changed: add 1 to SECRET_RULES_REVISION (${RULES_DIR}/revision.ts), ` +
        "then record the new revision and digest above",
    ).toEqual(RECORDED);
  });

  it("covers the rule families and the engine", () => {
    const files = ruleFiles();
    for (const file of ["engine.ts", "rule-table.ts", "provider-tokens.ts", "rules/prose.ts"])
      expect(files).toContain(file);
  });
});
