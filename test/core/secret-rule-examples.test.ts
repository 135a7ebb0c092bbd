// Each rule family of src/core/secrets/rules/ keeps its proof beside it (`<family>.examples.ts`): texts whose
// secrets must be redacted and near misses that must come out unchanged. This runs every family's examples through
// the whole rule table, as a write would.

import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findSecrets, redactSecrets } from "../../src/core/secrets/index.js";
import { fakeValues, type RuleExamples } from "../../src/core/secrets/rules/examples.js";
import { ROOT } from "../helpers.js";

const RULES_DIR = join(ROOT, "src/core/secrets/rules");
const families = readdirSync(RULES_DIR)
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".examples.ts") && name !== "examples.ts")
  .map((name) => name.slice(0, -".ts".length))
  .sort();

describe("the rule families' examples", () => {
  it("every family has its examples beside it", () => {
    const files = readdirSync(RULES_DIR);
    expect(families.length).toBeGreaterThanOrEqual(10);
    for (const family of families) expect(files, family).toContain(`${family}.examples.ts`);
  });

  describe.each(families)("%s", (family) => {
    const load = async (): Promise<RuleExamples> => {
      const module = (await import(join(RULES_DIR, `${family}.examples.ts`))) as {
        examples: (fake: ReturnType<typeof fakeValues>) => RuleExamples;
      };
      return module.examples(fakeValues(family));
    };

    it("redacts every secret of its true examples", async () => {
      const { redacted } = await load();
      expect(redacted.length).toBeGreaterThanOrEqual(3);
      for (const { text, secrets } of redacted) {
        const out = redactSecrets(text).text;
        expect(out, text).toContain("[REDACTED:");
        for (const value of secrets) {
          expect(out, text).not.toContain(value);
          // Nor a piece of it: no 8 characters of a value survive.
          for (let at = 0; at + 8 <= value.length; at++) expect(out, text).not.toContain(value.slice(at, at + 8));
        }
      }
    });

    it("keeps its near misses as they are", async () => {
      const { kept } = await load();
      expect(kept.length).toBeGreaterThanOrEqual(3);
      for (const text of kept) expect(findSecrets(text), text).toEqual([]);
    });
  });
});
