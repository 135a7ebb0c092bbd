// The bundles make each secret rule's `pattern` and `hint` on first read (scripts/lazy-rule-expressions.mjs), where
// the sources build them with the rule table. The rules as bundled must be the sources' rules: the same expressions,
// made only when read, and the same findings on every family's examples.

import { build, type Plugin } from "esbuild";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as source from "../../src/core/secrets/index.js";
import type { SecretRule } from "../../src/core/secrets/kinds.js";
import { fakeValues, type RuleExamples } from "../../src/core/secrets/rules/examples.js";
import { ROOT } from "../helpers.js";

const RULES_DIR = join(ROOT, "src/core/secrets/rules");
const dir = mkdtempSync(join(tmpdir(), "memory-lazy-rules-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let bundled: typeof source;

beforeAll(async () => {
  const plugin = (await import(pathToFileURL(join(ROOT, "scripts/lazy-rule-expressions.mjs")).href)) as {
    lazyRuleExpressions: Plugin;
  };
  const outfile = join(dir, "secrets.cjs");
  await build({
    entryPoints: [join(ROOT, "src/core/secrets/index.ts")],
    outfile,
    bundle: true,
    format: "cjs",
    platform: "node",
    target: "node20",
    plugins: [plugin.lazyRuleExpressions],
    logLevel: "warning",
  });
  writeFileSync(join(dir, "package.json"), "{}");
  bundled = createRequire(outfile)(outfile) as typeof source;
}, 60_000);

async function examplesOf(family: string): Promise<RuleExamples> {
  const module = (await import(join(RULES_DIR, `${family}.examples.ts`))) as {
    examples: (fake: ReturnType<typeof fakeValues>) => RuleExamples;
  };
  return module.examples(fakeValues(family));
}

const families = readdirSync(RULES_DIR)
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".examples.ts") && name !== "examples.ts")
  .map((name) => name.slice(0, -".ts".length))
  .sort();

const expressions = (value: RegExp | readonly RegExp[] | undefined): string[] =>
  value === undefined ? [] : [value].flat().map((regex) => `/${regex.source}/${regex.flags}`);

describe("the bundles' rule table, its expressions made on first read", () => {
  it("builds the table without making any rule's expression", () => {
    const rules = bundled.secretRules();
    expect(rules.length).toBe(source.secretRules().length);
    for (const rule of rules) {
      const pattern = Object.getOwnPropertyDescriptor(rule, "pattern");
      expect(pattern?.get, rule.kind).toBeTypeOf("function");
      expect("value" in (pattern ?? {}), rule.kind).toBe(false);
    }
  });

  it.each(families)("finds what the sources find in the %s examples", async (family) => {
    const { redacted, kept } = await examplesOf(family);
    const texts = [...redacted.map((example) => example.text), ...kept];
    expect(texts.length).toBeGreaterThan(3);
    for (const text of texts) {
      expect(bundled.findSecrets(text), text).toEqual(source.findSecrets(text));
      expect(bundled.redactSecrets(text).text, text).toBe(source.redactSecrets(text).text);
    }
  });

  it("makes the sources' expressions, once each, in the same order", () => {
    const rules = bundled.secretRules();
    const sourceRules = source.secretRules();
    rules.forEach((rule: SecretRule, r) => {
      const original = sourceRules[r]!;
      expect(rule.kind).toBe(original.kind);
      expect(rule.needs).toEqual(original.needs);
      expect(expressions(rule.pattern), original.kind).toEqual(expressions(original.pattern));
      expect(expressions(rule.hint), original.kind).toEqual(expressions(original.hint));
      // Read again: the same objects (a scan keeps its place in `lastIndex`; V8 compiles each expression once).
      expect(rule.pattern).toBe(rule.pattern);
      if (rule.hint !== undefined) expect(rule.hint).toBe(rule.hint);
      expect(Object.getOwnPropertyDescriptor(rule, "pattern")?.value).toBe(rule.pattern);
    });
  });
});

// The same plugin makes the secret modules' module-level expressions on first use (scripts/lazy-secret-constants.mjs).
describe("the bundles' secret constants, made on first use", () => {
  interface Plan {
    made: string[];
  }
  let plans: Map<string, Plan>;
  const modulesDir = join(dir, "modules");

  beforeAll(async () => {
    const step = (await import(pathToFileURL(join(ROOT, "scripts/lazy-secret-constants.mjs")).href)) as {
      planLazyConstants: (root: string) => Map<string, Plan>;
    };
    plans = step.planLazyConstants(ROOT);
    const plugin = (await import(pathToFileURL(join(ROOT, "scripts/lazy-rule-expressions.mjs")).href)) as {
      lazyRuleExpressions: Plugin;
    };
    // Each module that exports one, bundled on its own: its exports are the getters of the constants.
    await build({
      entryPoints: [...plans.keys()],
      outdir: modulesDir,
      outbase: join(ROOT, "src/core/secrets"),
      outExtension: { ".js": ".cjs" },
      bundle: true,
      format: "cjs",
      platform: "node",
      target: "node20",
      plugins: [plugin.lazyRuleExpressions],
      logLevel: "warning",
    });
  }, 60_000);

  it("makes most of them lazy", () => {
    expect([...plans.values()].reduce((sum, plan) => sum + plan.made.length, 0)).toBeGreaterThan(100);
  });

  it("gives the source's expression for each exported one, the same object every call", async () => {
    let checked = 0;
    for (const file of plans.keys()) {
      const name = file.slice(join(ROOT, "src/core/secrets").length + 1).replace(/\.ts$/, "");
      const original = (await import(file)) as Record<string, unknown>;
      const bundledModule = createRequire(join(modulesDir, "x.cjs"))(join(modulesDir, `${name}.cjs`)) as Record<
        string,
        unknown
      >;
      for (const [key, getter] of Object.entries(bundledModule)) {
        if (!key.startsWith("__lazyGet_")) continue;
        const constant = key.slice("__lazyGet_".length);
        const made = (getter as () => RegExp)();
        expect(original[constant], `${name}.${constant}`).toBeInstanceOf(RegExp);
        expect(`/${made.source}/${made.flags}`, `${name}.${constant}`).toBe(
          `/${(original[constant] as RegExp).source}/${(original[constant] as RegExp).flags}`,
        );
        expect((getter as () => RegExp)()).toBe(made);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});
