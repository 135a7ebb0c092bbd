// An esbuild step for the bundles: the secret modules' module-level regular expressions (`const NAME = /…/` or
// `new RegExp(…)`) made on first use, not when the bundle loads. V8 parses each expression as it is made; a write
// made ~200 at load and ran ~40 of them (the others belong to rules whose words its text lacks): V8 parsing them at
// load was 9.4 M instructions of a write's, 3.4 M with 106 of them made on first use. The sources are unchanged (their digest names the rules' revision); in the bundle,
//   const NAME = <expression>;
// becomes a function that makes the value once and returns the same object on every later call,
//   const __lazyGet_NAME = __lazySecretConstant(() => <expression>);
// and every use of NAME, in its module and in the secret modules that import it by name, calls it. A constant is left
// as it is when that cannot be done safely: its name bound anywhere else in a module that uses it, exported any other
// way than by name to the secret modules (index.ts's re-exports, `import *`), or written in a type.

import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseSync } from "@swc/core";

/** The secret modules (not the families' examples). */
export const SECRET_MODULE_FILE = /[\\/]src[\\/]core[\\/]secrets[\\/](?:rules[\\/])?[a-z-]+\.ts$/;

const isRegExpInit = (init) =>
  init?.type === "RegExpLiteral" ||
  ((init?.type === "NewExpression" || init?.type === "CallExpression") &&
    init.callee?.type === "Identifier" &&
    init.callee.value === "RegExp");

/** Parses `source`, with a helper to turn swc's spans into offsets of `source`'s bytes. */
export function parse(source) {
  // A statement of known place first: swc's spans count from a base that grows with every parse in the process.
  const ast = parseSync(`0;\n${source}`, { syntax: "typescript", target: "es2022" });
  const base = ast.body[0].span.start + Buffer.byteLength("0;\n");
  ast.body = ast.body.slice(1);
  return { ast, at: (offset) => offset - base };
}

/** Every node with its parent and the key it is held under. */
export function walk(node, visit, parent = undefined, key = undefined) {
  if (Array.isArray(node)) {
    for (const each of node) walk(each, visit, parent, key);
    return;
  }
  if (!node || typeof node !== "object") return;
  if (typeof node.type === "string") visit(node, parent, key);
  for (const [childKey, value] of Object.entries(node))
    if (childKey !== "span" && value && typeof value === "object") walk(value, visit, node, childKey);
}

/** The module-level regular expression constants a module declares: name → { exported, declaration span }. */
function declaredConstants(ast, at) {
  const found = new Map();
  for (const item of ast.body) {
    const exported = item.type === "ExportDeclaration";
    const declaration = exported ? item.declaration : item;
    if (declaration?.type !== "VariableDeclaration" || declaration.kind !== "const") continue;
    if (declaration.declarations.length !== 1) continue;
    const [declarator] = declaration.declarations;
    if (declarator.id.type !== "Identifier" || declarator.id.typeAnnotation || !isRegExpInit(declarator.init)) continue;
    found.set(declarator.id.value, {
      exported,
      idStart: at(declarator.id.span.start),
      start: at(item.span.start),
      end: at(item.span.end),
      initStart: at(declarator.init.span.start),
      initEnd: at(declarator.init.span.end),
    });
  }
  return found;
}

const NOT_A_REFERENCE = new Set([
  "MemberExpression:property",
  "KeyValueProperty:key",
  "MethodProperty:key",
  "GetterProperty:key",
  "SetterProperty:key",
  "ClassProperty:key",
  "ClassMethod:key",
  "PrivateProperty:key",
  "TsPropertySignature:key",
  "TsEnumMember:id",
]);

/** Where a name is read as a value (anywhere else, this step leaves the constant as it is). */
const REFERENCE = new Set([
  "CallExpression:callee",
  "NewExpression:callee",
  "ExprOrSpread:expression",
  "MemberExpression:object",
  "BinaryExpression:left",
  "BinaryExpression:right",
  "ConditionalExpression:test",
  "ConditionalExpression:consequent",
  "ConditionalExpression:alternate",
  "ArrayExpression:elements",
  "KeyValueProperty:value",
  "ReturnStatement:argument",
  "ArrowFunctionExpression:body",
  "VariableDeclarator:init",
  "TemplateLiteral:expressions",
  "TaggedTemplateExpression:tag",
  "ParenthesisExpression:expression",
  "SeqExpression:expressions",
  "UnaryExpression:argument",
  "Computed:expression",
  "SpreadElement:arguments",
  "AssignmentExpression:right",
  "AssignmentPatternProperty:value",
  "AssignmentPattern:right",
  "TsAsExpression:expression",
  "TsNonNullExpression:expression",
  "TsSatisfiesExpression:expression",
  "IfStatement:test",
  "ExpressionStatement:expression",
  "SwitchCase:test",
  "ForOfStatement:right",
  "ForInStatement:right",
  "OptionalChainingExpression:base",
]);

/**
 * How a module uses the names in `names` (its own constants or the local names of imported ones): the spans of each
 * name's references, whether a shorthand property, or none at all when it is also bound or used in a way this step
 * does not rewrite.
 */
function referencesOf(ast, at, names, ownDeclarations) {
  const uses = new Map([...names].map((name) => [name, []]));
  const unsafe = new Set();
  walk(ast.body, (node, parent, key) => {
    if (node.type !== "Identifier" || !uses.has(node.value)) return;
    const name = node.value;
    const where = `${parent?.type}:${key}`;
    // A computed member's or key's name is held by a Computed node, so these are names, not references.
    if (NOT_A_REFERENCE.has(where)) return;
    if (where === "VariableDeclarator:id" && ownDeclarations.has(at(node.span.start))) return;
    if (parent?.type === "ImportSpecifier" || parent?.type === "ImportNamedSpecifier") return;
    const shorthand = parent?.type === "ObjectExpression" && key === "properties";
    const reference = shorthand || REFERENCE.has(where);
    if (!reference) {
      unsafe.add(name);
      return;
    }
    uses.get(name).push({ start: at(node.span.start), end: at(node.span.end), shorthand });
  });
  for (const name of unsafe) uses.delete(name);
  return uses;
}

/** The module a relative import names, as a file of the secret modules, or undefined. */
function importedFile(importer, specifier) {
  if (!specifier.startsWith(".")) return undefined;
  const path = resolve(dirname(importer), specifier.replace(/\.js$/, ".ts"));
  return SECRET_MODULE_FILE.test(path) ? path : undefined;
}

/** What this step does across the secret modules: for each file, the constants made on first use and the edits. */
export function planLazyConstants(root) {
  const dir = join(root, "src", "core", "secrets");
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((path) => join(dir, path))
    .filter((path) => SECRET_MODULE_FILE.test(path));
  const modules = new Map(
    files.map((file) => {
      const source = readFileSync(file, "utf8");
      const { ast, at } = parse(source);
      return [file, { source, ast, at, constants: declaredConstants(ast, at), imports: [] }];
    }),
  );
  // Exported constants stay as they are when anything but a secret module's named import reaches them: a re-export
  // (index.ts's face, or the hooks' secrets-on-demand.ts, are outside this step) or a namespace import.
  const kept = new Set();
  const keep = (file, name) => kept.add(`${file}\0${name}`);
  for (const [file, module] of modules) {
    for (const item of module.ast.body) {
      const target = item.source ? importedFile(file, item.source.value) : undefined;
      if (!target || !modules.has(target)) continue;
      const exports = modules.get(target).constants;
      if (item.type === "ImportDeclaration") {
        for (const specifier of item.specifiers) {
          if (specifier.type !== "ImportSpecifier") {
            for (const name of exports.keys()) keep(target, name);
            continue;
          }
          const imported = specifier.imported?.value ?? specifier.local.value;
          if (exports.has(imported)) module.imports.push({ target, imported, local: specifier.local.value });
        }
      } else for (const name of exports.keys()) keep(target, name); // export … from
    }
  }
  const outside = [join(root, "src", "hook", "secrets-on-demand.ts")];
  for (const file of outside)
    for (const [target, module] of modules)
      if (readFileSync(file, "utf8").includes(`secrets/${target.slice(dir.length + 1).replace(/\.ts$/, ".js")}`))
        for (const name of module.constants.keys()) keep(target, name);
  // Each module's references, then the constants every user of which can be rewritten.
  for (const module of modules.values()) {
    const declarationStarts = new Set([...module.constants.values()].map((constant) => constant.idStart));
    const names = new Set([...module.constants.keys(), ...module.imports.map((each) => each.local)]);
    module.uses = referencesOf(module.ast, module.at, names, declarationStarts);
  }
  for (const [file, module] of modules)
    for (const name of module.constants.keys()) if (!module.uses.has(name)) keep(file, name);
  for (const module of modules.values())
    for (const { target, imported, local } of module.imports) if (!module.uses.has(local)) keep(target, imported);
  const lazy = (file, name) => modules.get(file)?.constants.has(name) && !kept.has(`${file}\0${name}`);
  const plans = new Map();
  for (const [file, module] of modules) {
    const edits = [];
    const made = [];
    for (const [name, constant] of module.constants) {
      if (!lazy(file, name)) continue;
      made.push(name);
      const bytes = Buffer.from(module.source, "utf8");
      const init = bytes.subarray(constant.initStart, constant.initEnd).toString("utf8");
      const getter = `__lazyGet_${name}`;
      edits.push({
        start: constant.start,
        end: constant.end,
        text: `${constant.exported ? "export " : ""}const ${getter} = __lazySecretConstant(() => (${init}));`,
      });
      for (const use of module.uses.get(name))
        edits.push({ ...use, text: use.shorthand ? `${name}: ${getter}()` : `${getter}()` });
    }
    for (const { target, imported, local } of module.imports) {
      if (!lazy(target, imported)) continue;
      const getter = `__lazyGet_${imported}`;
      for (const item of module.ast.body)
        if (item.type === "ImportDeclaration")
          for (const specifier of item.specifiers)
            if (specifier.type === "ImportSpecifier" && specifier.local.value === local)
              edits.push({ start: module.at(specifier.span.start), end: module.at(specifier.span.end), text: getter });
      for (const use of module.uses.get(local))
        edits.push({ ...use, text: use.shorthand ? `${local}: ${getter}()` : `${getter}()` });
    }
    if (made.length > 0)
      edits.push({ start: 0, end: 0, text: `import { __lazySecretConstant } from "${HELPER_MODULE}";\n` });
    if (edits.length > 0) plans.set(file, { edits, made });
  }
  return plans;
}

// One closure a constant (smaller in the bundle than a holder and a function each), made by a helper that the plugin
// gives as a module of its own (one copy a bundle): the value made on the first call.
export const HELPER_MODULE = "lazy-secret-constant:helper";
export const HELPER_SOURCE =
  "export function __lazySecretConstant(make: () => RegExp): () => RegExp {\n" +
  "  let value: RegExp | undefined;\n" +
  "  return () => (value ??= make());\n" +
  "}\n";

/** `source` with `edits` (byte ranges of it) applied. */
export function applyEdits(source, edits) {
  const bytes = Buffer.from(source, "utf8");
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  const parts = [];
  let at = 0;
  for (const { start, end, text } of sorted) {
    if (start < at) throw new Error(`overlapping edits at byte ${start}`);
    parts.push(bytes.subarray(at, start).toString("utf8"), text);
    at = end;
  }
  parts.push(bytes.subarray(at).toString("utf8"));
  return parts.join("");
}
