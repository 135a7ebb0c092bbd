// Every regular expression written in src/: the literals, and the `new RegExp(...)` whose arguments are constants
// (string literals, templates and `.source` of other constant expressions, in the same file or imported from
// another). A construction from run-time values (a parameter, a setting) cannot be checked here: it is listed
// with `source: undefined`, for a person to judge.

import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parseSync } from "@swc/core";

export interface FoundRegex {
  /** Repository-relative file, with forward slashes. */
  file: string;
  line: number;
  /** The pattern, or undefined when it is built from run-time values. */
  source: string | undefined;
  flags: string;
  kind: "literal" | "constructed";
}

type Node = any;

interface ParsedFile {
  path: string;
  text: Buffer;
  ast: Node;
  /** Offset of the file's first byte in swc's spans (they run on across parses). */
  base: number;
  /** Module-level `const` initialisers and imports, by local name. */
  bindings: Map<string, Node>;
  imports: Map<string, { from: string; name: string }>;
  reExports: { from: string; names?: Map<string, string> }[];
}

const PREFIX = "0;\n";

/** The regular expressions of every .ts file under `dir` (generated files and declarations left out). */
export function collectRegexes(root: string, dir = "src"): FoundRegex[] {
  const files = tsFiles(join(root, dir));
  const parsed = new Map<string, ParsedFile>();
  const load = (path: string): ParsedFile | undefined => {
    if (!parsed.has(path)) {
      let text: string;
      try {
        text = readFileSync(path, "utf8");
      } catch {
        return undefined;
      }
      parsed.set(path, parse(path, text));
    }
    return parsed.get(path);
  };
  const found: FoundRegex[] = [];
  for (const path of files) {
    const file = load(path)!;
    const where = (span: { start: number }) => ({
      file: relative(root, path).split("\\").join("/"),
      line: lineAt(file, span.start),
    });
    visit(file.ast, (node) => {
      if (node.type === "RegExpLiteral") {
        found.push({ ...where(node.span), source: node.pattern, flags: node.flags, kind: "literal" });
      } else if (
        (node.type === "NewExpression" || node.type === "CallExpression") &&
        node.callee?.type === "Identifier" &&
        node.callee.value === "RegExp"
      ) {
        const [pattern, flags] = (node.arguments ?? []).map((argument: Node) => argument.expression);
        const source = evaluate(pattern, file, load, 0);
        const flagText = flags === undefined ? "" : evaluate(flags, file, load, 0);
        const known = typeof source === "string" && typeof flagText === "string";
        found.push({
          ...where(node.span),
          source: known ? source : undefined,
          flags: typeof flagText === "string" ? flagText : "",
          kind: "constructed",
        });
      }
    });
  }
  return found;
}

function tsFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) tsFiles(path, out);
    else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

function parse(path: string, text: string): ParsedFile {
  // A leading `0;` marks where the file starts in swc's running span offsets (comments before the first
  // statement would otherwise hide it).
  const ast = parseSync(PREFIX + text, { syntax: "typescript", target: "es2022" });
  const base = ast.body[0]!.span.start + Buffer.byteLength(PREFIX);
  const file: ParsedFile = {
    path,
    text: Buffer.from(text),
    ast,
    base,
    bindings: new Map(),
    imports: new Map(),
    reExports: [],
  };
  for (const item of ast.body as Node[]) {
    const declaration = item.type === "ExportDeclaration" ? item.declaration : item;
    if (declaration?.type === "VariableDeclaration" && declaration.kind === "const") {
      for (const declarator of declaration.declarations)
        if (declarator.id.type === "Identifier" && declarator.init)
          file.bindings.set(declarator.id.value, declarator.init);
    } else if (item.type === "ImportDeclaration") {
      for (const specifier of item.specifiers)
        if (specifier.type === "ImportSpecifier")
          file.imports.set(specifier.local.value, {
            from: item.source.value,
            name: specifier.imported?.value ?? specifier.local.value,
          });
    } else if (item.type === "ExportNamedDeclaration" && item.source) {
      const names = new Map<string, string>();
      for (const specifier of item.specifiers)
        if (specifier.type === "ExportSpecifier")
          names.set(specifier.exported?.value ?? specifier.orig.value, specifier.orig.value);
      file.reExports.push({ from: item.source.value, names });
    } else if (item.type === "ExportAllDeclaration") {
      file.reExports.push({ from: item.source.value });
    }
  }
  return file;
}

function lineAt(file: ParsedFile, spanStart: number): number {
  const offset = spanStart - file.base;
  let line = 1;
  for (let i = 0; i < offset && i < file.text.length; i++) if (file.text[i] === 10) line++;
  return line;
}

function visit(node: Node, onNode: (node: Node) => void): void {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const item of node) visit(item, onNode);
    return;
  }
  if (typeof node.type === "string") onNode(node);
  for (const key in node) if (key !== "span") visit(node[key], onNode);
}

type Value = string | string[] | { regex: string; flags: string } | undefined;

/** The constant value of an expression, or undefined when it depends on run time. */
function evaluate(node: Node, file: ParsedFile, load: (path: string) => ParsedFile | undefined, depth: number): Value {
  if (!node || depth > 40) return undefined;
  const again = (inner: Node, inFile = file) => evaluate(inner, inFile, load, depth + 1);
  switch (node.type) {
    case "StringLiteral":
      return node.value;
    case "RegExpLiteral":
      return { regex: node.pattern, flags: node.flags };
    case "TemplateLiteral": {
      let text = "";
      for (let i = 0; i < node.quasis.length; i++) {
        const cooked = node.quasis[i].cooked;
        if (typeof cooked !== "string") return undefined;
        text += cooked;
        if (i < node.expressions.length) {
          const part = again(node.expressions[i]);
          if (typeof part !== "string") return undefined;
          text += part;
        }
      }
      return text;
    }
    case "TaggedTemplateExpression": {
      // String.raw`…`: the raw text of the template, with its expressions.
      const tag = node.tag;
      if (tag?.type !== "MemberExpression" || tag.object?.value !== "String" || tag.property?.value !== "raw")
        return undefined;
      const template = node.template ?? node.tpl;
      let text = "";
      for (let i = 0; i < template.quasis.length; i++) {
        text += template.quasis[i].raw;
        if (i < template.expressions.length) {
          const part = again(template.expressions[i]);
          if (typeof part !== "string") return undefined;
          text += part;
        }
      }
      return text;
    }
    case "BinaryExpression": {
      if (node.operator !== "+") return undefined;
      const left = again(node.left);
      const right = again(node.right);
      return typeof left === "string" && typeof right === "string" ? left + right : undefined;
    }
    case "ParenthesisExpression":
    case "TsAsExpression":
    case "TsConstAssertion":
    case "TsSatisfiesExpression":
      return again(node.expression);
    case "ArrayExpression": {
      const items: string[] = [];
      for (const element of node.elements) {
        const value = element && !element.spread ? again(element.expression) : undefined;
        if (typeof value !== "string") return undefined;
        items.push(value);
      }
      return items;
    }
    case "NewExpression":
    case "CallExpression": {
      if (node.callee?.type === "Identifier" && node.callee.value === "RegExp") {
        const [pattern, flags] = (node.arguments ?? []).map((argument: Node) => argument.expression);
        const source = again(pattern);
        const flagText = flags === undefined ? "" : again(flags);
        return typeof source === "string" && typeof flagText === "string"
          ? { regex: source, flags: flagText }
          : undefined;
      }
      // `list.join(separator)` of a constant list.
      if (node.callee?.type === "MemberExpression" && node.callee.property?.value === "join") {
        const list = again(node.callee.object);
        const separator = node.arguments.length === 0 ? "," : again(node.arguments[0].expression);
        return Array.isArray(list) && typeof separator === "string" ? list.join(separator) : undefined;
      }
      return undefined;
    }
    case "MemberExpression": {
      const property = node.property?.value;
      if (property !== "source" && property !== "flags") return undefined;
      const object = again(node.object);
      if (!object || typeof object !== "object" || Array.isArray(object)) return undefined;
      return property === "source" ? object.regex : object.flags;
    }
    case "Identifier":
      return lookUp(node.value, file, load, depth + 1);
    default:
      return undefined;
  }
}

function lookUp(name: string, file: ParsedFile, load: (path: string) => ParsedFile | undefined, depth: number): Value {
  if (depth > 40) return undefined;
  const init = file.bindings.get(name);
  if (init) return evaluate(init, file, load, depth);
  const imported = file.imports.get(name);
  if (imported) {
    const target = resolveModule(file.path, imported.from);
    const other = target && load(target);
    return other ? lookUp(imported.name, other, load, depth + 1) : undefined;
  }
  for (const reExport of file.reExports) {
    const original = reExport.names ? reExport.names.get(name) : name;
    if (!original) continue;
    const target = resolveModule(file.path, reExport.from);
    const other = target && load(target);
    const value = other ? lookUp(original, other, load, depth + 1) : undefined;
    if (value !== undefined) return value;
  }
  return undefined;
}

/** `./x.js` from a TypeScript file: the `./x.ts` next to it (or `./x/index.ts`); packages are not followed. */
function resolveModule(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const path = resolve(dirname(fromFile), specifier);
  if (path.endsWith(".js")) return path.slice(0, -3) + ".ts";
  return path.endsWith(".ts") ? path : join(path, "index.ts");
}
