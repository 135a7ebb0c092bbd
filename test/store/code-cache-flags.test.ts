// A bundle's V8 code cache is refused by V8 in a process whose flags differ from the one that made it. Runs that set
// V8 flags after start (the CLI's short-run budget) and runs that do not (the hook) both load dist/hook-secrets.cjs:
// each kind must keep a cache of its own, not replace the other's on every turn (src/store/code-cache.ts).

import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../helpers.js";

const dir = mkdtempSync(join(tmpdir(), "memory-code-cache-flags-"));
const runner = join(dir, "runner.cjs");
const bundle = join(dir, "bundle.cjs");
const cacheHome = join(dir, "xdg");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  // The runner: requireCompiled as the bundles run it, after setting V8's flags the way launch.ts does when asked.
  writeFileSync(
    join(dir, "runner.ts"),
    `import { setFlagsFromString } from "node:v8";
import { requireCompiled, v8FlagsSet } from ${JSON.stringify(join(ROOT, "src/store/code-cache.ts"))};
const flags = process.argv[3];
if (flags) {
  setFlagsFromString(flags);
  v8FlagsSet(flags);
}
const loaded = requireCompiled(process.argv[2]!) as { answer(): number };
process.stdout.write(String(loaded.answer()));
`,
  );
  await build({
    entryPoints: [join(dir, "runner.ts")],
    outfile: runner,
    bundle: true,
    format: "cjs",
    platform: "node",
    logLevel: "warning",
    define: { __MEMORY_VERSION__: '"test"' },
  });
  writeFileSync(bundle, "exports.answer = function answer() { return [6, 7].reduce((a, b) => a * b, 1); };\n");
}, 60_000);

function run(flags?: string): void {
  const result = spawnSync(process.execPath, [runner, bundle, ...(flags ? [flags] : [])], {
    env: { PATH: process.env.PATH, HOME: dir, XDG_CACHE_HOME: cacheHome },
    encoding: "utf8",
  });
  expect(result.stderr).toBe("");
  expect(result.stdout).toBe("42");
}

const caches = (): Map<string, string> => {
  const cacheDir = join(cacheHome, "claude-memory", "compile-cache");
  return new Map(
    readdirSync(cacheDir).map((name) => {
      const path = join(cacheDir, name);
      return [name, `${statSync(path).mtimeMs}:${readFileSync(path).toString("base64")}`];
    }),
  );
};

describe("the code cache of a bundle loaded by runs with and without V8 flags set", () => {
  it("keeps one cache for each, neither made again when the other kind runs", () => {
    run();
    run("--max-lazy");
    const both = caches();
    expect([...both.keys()].filter((name) => name.startsWith("bundle.cjs-"))).toHaveLength(2);
    // Each kind again, in turn: its cache is accepted as it is (made again, it would be written anew).
    run();
    run("--max-lazy");
    run();
    expect(caches()).toEqual(both);
  });
});
