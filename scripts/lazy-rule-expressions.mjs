// An esbuild plugin for the bundles: each secret rule's `pattern` and `hint` made when a scan first reads them, not
// when the rule table is built. A write runs a few dozen of the rules' ~400 expressions (the others' literals are not
// in its text), but building the table made them all: ~35 M instructions of V8 parsing each one (with ICU's Unicode
// classes), a tenth of a write. The sources keep plain properties; this plugin rewrites each rule's
//   pattern: <expression>,
// into a getter that evaluates <expression> once, on first read, and keeps the value as a plain property after it
// (the same RegExp object every later read, as before). A rule is an object literal with a `kind` property.

import { readFileSync } from "node:fs";
import {
  applyEdits,
  HELPER_MODULE,
  HELPER_SOURCE,
  parse,
  planLazyConstants,
  SECRET_MODULE_FILE,
  walk,
} from "./lazy-secret-constants.mjs";

const LAZY_KEYS = new Set(["pattern", "hint"]);
const HELPERS = { pattern: "__lazyRulePattern", hint: "__lazyRuleHint" };
/** The rule families' files: src/core/secrets/rules/<family>.ts (not their examples). */
export const RULE_FAMILY_FILE = /[\\/]src[\\/]core[\\/]secrets[\\/]rules[\\/][a-z-]+\.ts$/;

const keyName = (property) =>
  property.key?.type === "Identifier"
    ? property.key.value
    : property.key?.type === "StringLiteral"
      ? property.key.value
      : undefined;

/** The byte ranges [start, end) of each rule's `pattern` and `hint` properties, and their names, in `bytes`. */
function lazyProperties(source) {
  const { ast, at } = parse(source);
  const found = [];
  walk(ast.body, (node) => {
    if (node.type !== "ObjectExpression") return;
    const properties = node.properties.filter((property) => property.type === "KeyValueProperty");
    if (!properties.some((property) => keyName(property) === "kind")) return;
    for (const property of properties) {
      const name = keyName(property);
      if (!LAZY_KEYS.has(name) || property.key.type !== "Identifier") continue;
      found.push({
        name,
        start: at(property.key.span.start),
        end: at(property.value.span.end),
        valueStart: at(property.value.span.start),
      });
    }
  });
  return found;
}

/** The family's source with each rule's `pattern` and `hint` made on first read. */
export function withLazyRuleExpressions(source) {
  const bytes = Buffer.from(source, "utf8");
  const properties = lazyProperties(source).sort((a, b) => a.start - b.start);
  const parts = [];
  let at = 0;
  for (const { name, start, end, valueStart } of properties) {
    const expression = bytes.subarray(valueStart, end).toString("utf8");
    parts.push(bytes.subarray(at, start).toString("utf8"));
    // No setter: nothing assigns a rule's expressions (an assignment would throw, not pass unseen).
    parts.push(`get ${name}() { return ${HELPERS[name]}(this, () => (${expression})); }`);
    at = end;
  }
  parts.push(bytes.subarray(at).toString("utf8"));
  // The value replaces the accessor on the rule itself: read again, it is the same object, at a plain property's cost.
  // A helper a key (the key not written in each getter: ~400 rules' worth of bytes in every bundle holding them).
  const helper =
    "\nfunction __lazyRuleValue(rule: object, name: string, make: () => unknown): any {\n" +
    "  const value = make();\n" +
    "  Object.defineProperty(rule, name, { value, writable: true, enumerable: true, configurable: true });\n" +
    "  return value;\n" +
    "}\n" +
    Object.entries(HELPERS)
      .map(
        ([key, name]) =>
          `function ${name}(rule: object, make: () => unknown): any {\n  return __lazyRuleValue(rule, "${key}", make);\n}\n`,
      )
      .join("");
  return { contents: parts.join("") + helper, count: properties.length };
}

/** The esbuild plugin: the rules' expressions and the secret modules' constant expressions (lazy-secret-constants.mjs). */
export const lazyRuleExpressions = {
  name: "lazy-rule-expressions",
  setup(plugin) {
    let plans;
    plugin.onResolve({ filter: /^lazy-secret-constant:helper$/ }, () => ({
      path: HELPER_MODULE,
      namespace: "lazy-secret-constant",
    }));
    plugin.onLoad({ filter: /.*/, namespace: "lazy-secret-constant" }, () => ({
      contents: HELPER_SOURCE,
      loader: "ts",
    }));
    plugin.onLoad({ filter: SECRET_MODULE_FILE }, (args) => {
      plans ??= planLazyConstants(args.path.slice(0, args.path.search(/[\\/]src[\\/]core[\\/]secrets[\\/]/)));
      const source = readFileSync(args.path, "utf8");
      const plan = plans.get(args.path);
      const withConstants = plan ? applyEdits(source, plan.edits) : source;
      return {
        contents: RULE_FAMILY_FILE.test(args.path) ? withLazyRuleExpressions(withConstants).contents : withConstants,
        loader: "ts",
      };
    });
  },
};
