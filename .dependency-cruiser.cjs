// The layer rules of src/ (docs/architecture.md draws them), checked in CI by `npm run lint:deps`.
//
//   core ← store ← index ← ops/shared ← interop ← ops ← adapters (cli, hook, api, mcp)
//
// Each layer imports only the layers to its left (and itself). Operation modules (src/ops/*.ts, and the folder
// of one operation's parts, such as src/ops/validate-store/) never import each other: what several operations need
// lives in src/ops/shared/, which imports no operation. Every operation an adapter runs has its module in src/ops/
// (src/ops/write.ts names the write service of src/ops/shared/ it runs), and adapters go through it.
//
// Inside src/core and src/index, a folder is a feature (src/index/keyword/, src/core/frontmatter/…): the rest of
// src/ imports it through its face, <folder>/index.ts, and its own modules import each other directly.


const ADAPTER = "^src/(cli|hook|api|mcp)/";

/** Node modules that touch the world: core is pure (path, crypto and module loading are computation). */
const NODE_IO = "^(node:)?(fs|fs/promises|child_process|net|os|worker_threads|http|https|http2|dgram|dns|tls|readline|cluster|process)$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No import cycles anywhere in src/ (a dynamic import() counts: it is still a dependency).",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "core-is-innermost",
      comment: "src/core imports nothing else of src/.",
      severity: "error",
      from: { path: "^src/core/" },
      to: { path: "^src/", pathNot: "^src/core/" },
    },
    {
      name: "core-does-no-io",
      comment: "src/core is pure: no file system, processes, network or OS calls.",
      severity: "error",
      from: { path: "^src/core/" },
      to: { dependencyTypes: ["core"], path: NODE_IO },
    },
    {
      name: "store-imports-core",
      severity: "error",
      from: { path: "^src/store/" },
      to: { path: "^src/", pathNot: "^src/(core|store)/" },
    },
    {
      name: "index-imports-store-and-core",
      severity: "error",
      from: { path: "^src/index/" },
      to: { path: "^src/", pathNot: "^src/(core|store|index)/" },
    },
    {
      name: "ops-shared-imports-no-operation",
      comment: "src/ops/shared (and the context type) sit below every operation: no operation, interop or adapter.",
      severity: "error",
      from: { path: "^src/ops/(shared/|context\\.ts$)" },
      to: { path: "^src/", pathNot: "^src/(core|store|index|ops/shared)/|^src/ops/context\\.ts$" },
    },
    {
      name: "interop-imports-below-ops",
      comment: "Importers and exporters use core, store, index and the shared operation services (writing a memory), never an operation or an adapter.",
      severity: "error",
      from: { path: "^src/interop/" },
      to: { path: "^src/", pathNot: "^src/(core|store|index|interop|ops/shared)/|^src/ops/context\\.ts$" },
    },
    {
      name: "no-sideways-operations",
      comment: "An operation module imports core, store, index, interop and ops/shared: never another operation (move what both need to ops/shared).",
      severity: "error",
      // An operation may keep its parts in a folder of its own name (src/ops/validate-store/): they count as the operation.
      from: { path: "^src/ops/((?!shared/)[^/]+/|[^/]+\\.ts$)" },
      to: { path: "^src/ops/[^/]+\\.ts$", pathNot: "^src/ops/context\\.ts$" },
    },
    {
      name: "operation-folders-are-private",
      comment: "The folder of an operation (src/ops/validate-store/) is imported by that operation alone.",
      severity: "error",
      from: { path: "^src/ops/([^/.]+)" },
      to: { path: "^src/ops/(?!shared/)[^/]+/", pathNot: "^src/ops/$1/" },
    },
    {
      name: "adapters-run-operations",
      comment:
        "An adapter runs an operation through its module in src/ops/ (src/ops/write.ts, src/ops/repair.ts …), where a " +
        "newcomer finds it, not through the services of src/ops/shared/ the operation is made of.",
      severity: "error",
      from: { path: ADAPTER },
      to: { path: "^src/ops/shared/" },
    },
    {
      name: "ops-import-no-adapter",
      severity: "error",
      from: { path: "^src/ops/" },
      to: { path: ADAPTER },
    },
    {
      name: "adapters-are-independent",
      comment:
        "An adapter does not import another one. The one exception: the `memory` CLI is the single executable, so its " +
        "`api` and `mcp` commands start the JSON-request and MCP adapters.",
      severity: "error",
      from: { path: "^src/(cli|hook|api|mcp)/", pathNot: "^src/cli/commands/(api|mcp)\\.ts$" },
      to: { path: ADAPTER, pathNot: "^src/$1/" },
    },
    {
      name: "cli-api-command-hosts-api-only",
      severity: "error",
      from: { path: "^src/cli/commands/api\\.ts$" },
      to: { path: "^src/(hook|mcp)/" },
    },
    {
      name: "cli-mcp-command-hosts-mcp-only",
      severity: "error",
      from: { path: "^src/cli/commands/mcp\\.ts$" },
      to: { path: "^src/(hook|api)/" },
    },
    {
      name: "feature-folders-through-their-face",
      comment:
        "A folder of src/core or src/index is imported from outside through its face (<folder>/index.ts), which " +
        "exports what the rest of src/ uses; its modules import each other directly. A lazy import() may load one " +
        "module of a folder on use. src/core/schemas/ (the shapes of the public contract) is imported file by file.",
      severity: "error",
      // $1: the importer's own folder (or file) two levels under src/, whose modules may import each other.
      // src/hook/secrets-on-demand.ts stands in for src/core/secrets/index.ts in the hook's bundles (see
      // scripts/build.mjs): it takes the rules' revision, a number, from the folder itself.
      from: { path: "^(src/[^/]+/[^/]+)", pathNot: "^src/hook/secrets-on-demand\\.ts$" },
      to: {
        path: "^src/(core|index)/(?!schemas/)[^/]+/",
        pathNot: ["^$1/", "^src/(core|index)/[^/]+/index\\.ts$"],
        dependencyTypesNot: ["dynamic-import"],
      },
    },
    {
      name: "secret-examples-are-test-material",
      comment: "No rule or module imports a family's examples: they are run by test/core/secret-rule-examples.test.ts.",
      severity: "error",
      from: { path: "^src/", pathNot: "\\.examples\\.ts$" },
      to: { path: "^src/core/secrets/rules/(examples|[a-z-]+\\.examples)\\.ts$" },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      from: { path: "^src/" },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript compiler API for dependency-cruiser to parse with: swc parses the sources.
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    // `import type` counts: a type from an upper layer is a dependency on it all the same.
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    // Packages resolve through their "exports" maps, as Node resolves them.
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
    exclude: { path: "^(plugin/dist|node_modules)/" },
  },
};
