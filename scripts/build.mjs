// Bundles the CLI, the hook and the MCP server into plugin/dist/, which is committed: Claude
// Code runs a plugin's entry points without building it.
import { build } from "esbuild";
import { chmodSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
// Every bundle makes each secret rule's expressions on first read, not with the rule table, and the secret modules'
// module-level expressions on first use, not at load (see the plugin).
import { lazyRuleExpressions } from "./lazy-rule-expressions.mjs";
import { sourceDigest } from "./source-digest.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const sourceDefines = {
  __MEMORY_VERSION__: JSON.stringify(version),
  __MEMORY_SOURCE_DIGEST__: JSON.stringify(sourceDigest(root)),
};
const outdir = join(root, "plugin", "dist");
rmSync(outdir, { recursive: true, force: true });

// The markdown parser is a bundle of its own (dist/markdown-parse.cjs), required on first use: most titles are read
// without it (see src/core/markdown/parse-on-demand.ts).
const markdownParserOnDemand = {
  name: "markdown-parser-on-demand",
  setup(plugin) {
    plugin.onResolve({ filter: /^\.\/parse\.js$/ }, (args) =>
      args.importer.endsWith(join("src", "core", "markdown", "headings.ts"))
        ? { path: join(root, "src", "core", "markdown", "parse-on-demand.ts") }
        : undefined,
    );
  },
};

// The folders of src/ are imported through their faces (index.ts re-exporting the folder's modules): our modules
// run nothing on import, so a module none of whose exports a bundle uses is left out of it (the hooks import a
// folder's reader through the face that also exports its writer).
const PURE = Symbol("resolved by src-modules-are-pure");
const srcModulesArePure = {
  name: "src-modules-are-pure",
  setup(plugin) {
    plugin.onResolve({ filter: /^\.\.?\// }, async (args) => {
      if (args.pluginData === PURE || !args.importer.startsWith(join(root, "src"))) return undefined;
      const resolved = await plugin.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: PURE,
      });
      if (resolved.errors.length > 0) return undefined;
      return { path: resolved.path, namespace: resolved.namespace, external: resolved.external, sideEffects: false };
    });
  },
};

// Imports of the secret rules' face (src/core/secrets/index.ts) pointed at src/hook/secrets-on-demand.ts, which
// loads the rules from their own bundle (dist/hook-secrets.cjs, built below) on first use: the hook bundles and the
// standalone bundles of commands that seldom redact.
const secretsOnDemand = {
  name: "secrets-on-demand",
  setup(plugin) {
    const face = join(root, "src", "core", "secrets", "index.js");
    plugin.onResolve({ filter: /secrets\/index\.js$/ }, (args) =>
      join(args.resolveDir, args.path) === face
        ? { path: join(root, "src", "hook", "secrets-on-demand.ts") }
        : undefined,
    );
  },
};

// What the full CLI and the standalone command bundles below share.
const cliBuild = {
  absWorkingDir: root,
  outdir,
  bundle: true,
  platform: "node",
  target: "node20",
  minify: true,
  keepNames: true,
  legalComments: "linked",
  // ASCII output (esbuild escapes other characters in strings): node then reads each bundle into a one-byte string,
  // half the memory of a two-byte one and quicker to read and scan (~2-4 ms of a search or a write).
  charset: "ascii",
  // gray-matter still requires js-yaml 3; our YAML engine replaces its parser, so one js-yaml (v4) serves both.
  alias: { "js-yaml": join(root, "node_modules/js-yaml") },
  define: sourceDefines,
  logLevel: "warning",
};

await build({
  ...cliBuild,
  plugins: [markdownParserOnDemand, srcModulesArePure, lazyRuleExpressions],
  // The rebuild worker and the MCP server (dist/mcp.mjs) are entries of their own, beside cli.mjs, sharing its chunks;
  // the hook below stays a file of its own.
  entryPoints: {
    cli: "src/cli/bin.ts",
    "rebuild-worker": "src/index/derived/rebuild-worker.ts",
    mcp: "src/mcp/main.ts",
  },
  outExtension: { ".js": ".mjs" },
  chunkNames: "chunks/[name]-[hash]",
  splitting: true,
  format: "esm",
  banner: {
    js: '#!/usr/bin/env node\nimport { createRequire as __memoryCreateRequire } from "node:module";\nconst require = __memoryCreateRequire(import.meta.url);',
  },
});

// The most used commands (by the slash commands, the skill and the session-start refresh) again, each as one
// CommonJS file, dist/cli-<name>.cjs, which the CLI's entry runs when it exists: node loads it in one go, where the
// ES module loader resolves and links some fifty chunks (~40 ms a command). Their code finds the files beside it
// (the markdown parser, the rebuild worker) through import.meta.url, here the bundle's own URL. Every other command
// runs from dist/cli-main.cjs, the whole CLI as one CommonJS file (its modules evaluated on first use).
const STANDALONE_COMMANDS = ["write", "search", "read", "list", "gotchas", "health", "refresh", "api"];
const SECRETS_ON_DEMAND = ["search"];
const standaloneEntry = {
  name: "standalone-command",
  setup(plugin) {
    plugin.onResolve({ filter: /^standalone:/ }, (args) => ({ path: args.path.slice(11), namespace: "standalone" }));
    plugin.onLoad({ filter: /.*/, namespace: "standalone" }, (args) => ({
      resolveDir: join(root, "src", "cli"),
      loader: "ts",
      contents:
        args.path === "main"
          ? `export { main as run } from "./main.js";\n`
          : `import { command } from "./commands/${args.path}.js";\nimport { runOnly } from "./run.js";\nexport const run = (argv: string[]) => runOnly(command, argv);\n`,
    }));
  },
};
const standaloneBuild = {
  ...cliBuild,
  outExtension: { ".js": ".cjs" },
  format: "cjs",
  // Without esbuild's names kept: each function it names costs a defineProperty at load or per call (~1,450 in a
  // write, ~900 in a search). The typed errors write their names out (src/core/errors.ts).
  keepNames: false,
  // The bundle's URL when asked (the rebuild's worker, the markdown parser): working it out costs ~0.35 ms of a cold
  // process, which most commands never need.
  banner: {
    js: 'var __memoryModule = { get url() { return require("node:url").pathToFileURL(__filename).href; } };',
  },
  define: { ...cliBuild.define, "import.meta.url": "__memoryModule.url" },
};
const standaloneEntries = (names) => Object.fromEntries(names.map((name) => [`cli-${name}`, `standalone:${name}`]));
await build({
  ...standaloneBuild,
  plugins: [standaloneEntry, markdownParserOnDemand, srcModulesArePure, lazyRuleExpressions],
  entryPoints: standaloneEntries([...STANDALONE_COMMANDS, "main"].filter((name) => !SECRETS_ON_DEMAND.includes(name))),
});
// A search redacts only what a memory holding secrets shows (its snippets): the redaction rules (a fifth of its
// bundle, ~2 ms of a search to load and set up) come from dist/hook-secrets.cjs on first use, as in the hook.
await build({
  ...standaloneBuild,
  plugins: [standaloneEntry, secretsOnDemand, markdownParserOnDemand, srcModulesArePure, lazyRuleExpressions],
  entryPoints: standaloneEntries(SECRETS_ON_DEMAND),
});

// The hooks run on every prompt, Read and Bash: small self-contained files, no markdown parser, no search engine.
// hook.cjs takes every event and runs hook-main.cjs, which carries the PostToolUse code (the most frequent call),
// through V8's code cache; the session start and the prompt code, the Ollama client (prompt recall with
// `read.semantic`) and the redaction rules (needed only to log an injection), are bundles of their own, loaded on use.
// The hook bundles take the secret rules on demand (secretsOnDemand, above).
const hookBuild = {
  absWorkingDir: root,
  outdir,
  // CommonJS: node starts a .cjs file ~10 ms faster than an ES module, which matters on every tool call.
  outExtension: { ".js": ".cjs" },
  bundle: true,
  format: "cjs",
  platform: "node",
  target: "node20",
  minify: true,
  legalComments: "linked",
  charset: "ascii",
  // The hooks parse modules that find files beside their bundle through import.meta.url (the rebuild's worker),
  // exported by faces they import, and drop them unused. CommonJS has no import.meta: the name stands in for it,
  // and the check below fails the build if a hook bundle keeps such code, which would need the CLI bundles' banner.
  define: { ...sourceDefines, "import.meta.url": "__memoryModuleUrl" },
  logLevel: "warning",
};
await build({
  ...hookBuild,
  entryPoints: {
    hook: "src/hook/entry.ts",
    "hook-main": "src/hook/main.ts",
    "hook-session-start": "src/hook/session-start.ts",
    "hook-prompt": "src/hook/prompt.ts",
    "hook-semantic": "src/hook/prompt-semantic.ts",
  },
  plugins: [secretsOnDemand, srcModulesArePure, lazyRuleExpressions],
});
// The rules' modules run nothing on import either: a module of core/text they do not use (the search analysis and its
// stemmer, beside withoutTrailing) stays out.
await build({
  ...hookBuild,
  plugins: [srcModulesArePure, lazyRuleExpressions],
  entryPoints: { "hook-secrets": "src/core/secrets/index.ts" },
});
await build({ ...hookBuild, entryPoints: { "markdown-parse": "src/core/markdown/parse.ts" } });

// The package's bin (`memory`), CommonJS for a faster start: a few lines that run a standalone bundle or the full CLI.
await build({ ...hookBuild, entryPoints: { cli: "src/cli/bin-commonjs.ts" }, banner: { js: "#!/usr/bin/env node" } });

// The bundles built with hookBuild (no banner) must not keep code that asks for import.meta.url.
for (const file of readdirSync(outdir)) {
  if (
    /^(hook.*|markdown-parse|cli)\.cjs$/.test(file) &&
    readFileSync(join(outdir, file), "utf8").includes("__memoryModuleUrl")
  ) {
    console.error(`plugin/dist/${file} uses import.meta.url, which this CommonJS bundle does not define`);
    process.exit(1);
  }
}

// Both CLI entries must stay executable, on disk and in git (mode 100755).
for (const entry of ["cli.cjs", "cli.mjs"]) chmodSync(join(outdir, entry), 0o755);

// esbuild leaves characters of regular expression literals as written: one outside ASCII would make its whole bundle
// a two-byte string again, so the build refuses it (write it as a \u escape).
for (const file of readdirSync(outdir, { recursive: true, encoding: "utf8" })) {
  if (!/\.(?:c|m)?js$/.test(file)) continue;
  const text = readFileSync(join(outdir, file), "utf8");
  const at = text.search(/[^\x00-\x7f]/);
  if (at >= 0) {
    console.error(
      `plugin/dist/${file} is not ASCII: ${JSON.stringify(text.slice(Math.max(0, at - 40), at + 10))} (escape it as \\u${text.charCodeAt(at).toString(16).padStart(4, "0")})`,
    );
    process.exit(1);
  }
}
