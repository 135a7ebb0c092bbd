// The most used commands run from CommonJS bundles of their own (dist/cli-<name>.cjs), every other command from one
// CommonJS bundle of the whole CLI (dist/cli-main.cjs); a copy of dist/ without those files runs the full CLI's ES
// modules. Both must say exactly the same.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, makeSandbox, runCli, type Sandbox } from "../helpers.js";

const fullOnly = mkdtempSync(join(tmpdir(), "memory-full-cli-"));
cpSync(join(ROOT, "plugin", "dist"), fullOnly, { recursive: true });
for (const file of readdirSync(fullOnly)) if (/^cli-.*\.cjs$/.test(file)) rmSync(join(fullOnly, file));
afterAll(() => rmSync(fullOnly, { recursive: true, force: true }));

const STEPS: Array<{ args: string[]; input?: string }> = [
  { args: ["write", "Use pnpm, not npm: the lockfile is pnpm's", "--type", "decision", "--tags", "build,tooling"] },
  {
    args: ["write", "--type", "gotcha", "--tags", "db", "--paths", "src/db/**", "--stdin", "markdown"],
    input: "# Migrations need `--lock`\n\nRunning **two** migrations at once corrupts the `schema_version` table.\n",
  },
  { args: ["write", "--args-stdin"], input: "'Retry the flaky queue test once' --type learning --tags queue,tests" },
  { args: ["write", "no tags given", "--type", "learning"] },
  { args: ["search", "pnpm lockfile"] },
  { args: ["search", "migrations", "--json"] },
  { args: ["search", "nothing-matches-this"] },
  { args: ["list", "--limit", "5", "--sort-by", "title"] },
  { args: ["list", "--json", "--type", "gotcha"] },
  { args: ["read", "gotcha-migrations-need-lock"] },
  { args: ["read", "no-such-memory", "--json"] },
  { args: ["gotchas", "src/db/migrate.ts"] },
  { args: ["health", "--json"] },
  { args: ["refresh", "--json"] },
  {
    args: ["api"],
    input: '{"op":"read","repo_id":"x","mode":"targeted","query":"migrations lock","expand":{"semantic_hops":1}}',
  },
  { args: ["api"], input: '{"op":"read","mode":"sometimes"}' },
  { args: ["search", "--help"] },
  { args: ["write", "--bogus"] },
  // Commands of the shared bundle.
  { args: ["link", "gotcha-migrations-need-lock", "decision-pnpm-not-npm-lockfile-pnpm-s", "--label", "relates-to"] },
  { args: ["edges", "gotcha-migrations-need-lock"] },
  { args: ["graph", "gotcha-migrations-need-lock", "--depth", "1"] },
  { args: ["quality", "gotcha-migrations-need-lock", "--json"] },
  { args: ["validate"] },
  { args: ["inbox"] },
  { args: ["frobnicate"] },
  { args: ["--version"] },
  { args: ["--help"] },
];

/** Runs every step in a fresh store with the given CLI; the outputs without what differs by run (paths, times). */
async function transcript(cli: string): Promise<string[]> {
  const box: Sandbox = makeSandbox();
  const out: string[] = [];
  for (const { args, input } of STEPS) {
    const result = await runCli(box, args, { cli, ...(input === undefined ? {} : { input }) });
    out.push(
      `$ memory ${args.join(" ")} → ${result.code}\n${result.stdout}${result.stderr}`
        .replaceAll(box.dir, "<sandbox>")
        .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z?/g, "<time>")
        .replace(/\d+(\.\d+)? ?ms\b/g, "<ms>")
        // (as many as the distinct seconds the memories were created in)
        .replace(/the as-of filter at \d+ instants/, "the as-of filter at <n> instants")
        .replace(/"(durationMs|ms|elapsedMs)": \d+(\.\d+)?/g, '"$1": <ms>'),
    );
  }
  return out;
}

describe("standalone command bundles", () => {
  it("dist/ holds one for each of the most used commands, and one for the others", () => {
    const bundles = readdirSync(join(ROOT, "plugin", "dist")).filter((file) => /^cli-.*\.cjs$/.test(file));
    expect(bundles.sort()).toEqual(
      ["api", "gotchas", "health", "list", "main", "read", "refresh", "search", "write"].map(
        (name) => `cli-${name}.cjs`,
      ),
    );
  });

  it("say exactly what the full CLI says, errors and exit codes included", async () => {
    const [standalone, full] = await Promise.all([
      transcript(join(ROOT, "plugin", "dist", "cli.cjs")),
      transcript(join(fullOnly, "cli.cjs")),
    ]);
    expect(standalone.join("\n")).toContain("Memory created: decision-pnpm-not-npm-lockfile-pnpm-s");
    expect(standalone.join("\n")).toContain("At least one tag is required");
    for (let i = 0; i < STEPS.length; i++) expect(standalone[i]).toBe(full[i]);
  }, 60_000);

  it("keep the compiled code of what they ran in the user's cache; a damaged one is replaced", async () => {
    const box = makeSandbox();
    const cache = join(box.dir, "xdg", "claude-memory", "compile-cache");
    const env = { XDG_CACHE_HOME: join(box.dir, "xdg") };
    await runCli(box, ["write", "Pin the node version in CI", "--type", "decision", "--tags", "ci"], { env });
    const first = await runCli(box, ["search", "node version"], { env });
    expect(first.stdout).toContain("decision-pin-node-version-ci");
    const files = readdirSync(cache).filter((file) => file.startsWith("cli-search.cjs-"));
    expect(files).toHaveLength(1);
    expect((await runCli(box, ["search", "node version"], { env })).stdout).toBe(first.stdout);
    // A damaged cache is made again, and an earlier build's cache of the same bundle goes with it.
    const earlier = files[0]!.replace(/v\d+\.\d+\.\d+-\d+-\d+\.v8$/, "v0.0.1-1-1.v8");
    expect(earlier).not.toBe(files[0]);
    writeFileSync(join(cache, earlier), "an earlier build's cache");
    writeFileSync(join(cache, files[0]!), "not V8 code cache data");
    expect((await runCli(box, ["search", "node version"], { env })).stdout).toBe(first.stdout);
    expect(readdirSync(cache).filter((file) => file.startsWith("cli-search.cjs-"))).toEqual(files);
    expect(readdirSync(cache).filter((file) => file.endsWith(".tmp"))).toEqual([]);
    const off = makeSandbox();
    await runCli(off, ["search", "x"], { env: { XDG_CACHE_HOME: join(off.dir, "xdg"), MEMORY_COMPILE_CACHE: "0" } });
    expect(existsSync(join(off.dir, "xdg"))).toBe(false);
  });

  it("keep no compiled code from a run that read hundreds of files (a rebuild): the next run keeps its own", async () => {
    const box = makeSandbox();
    const cache = join(box.dir, "xdg", "claude-memory", "compile-cache");
    const env = { XDG_CACHE_HOME: join(box.dir, "xdg") };
    mkdirSync(box.projectStore, { recursive: true });
    for (let i = 0; i < 250; i++) {
      const text = `---\ntitle: Note ${i}\ntype: learning\ntags: [bulk]\ncreated: 2026-01-01T00:00:00Z\n---\nBulk note ${i} about queues.\n`;
      writeFileSync(join(box.projectStore, `learning-note-${i}.md`), text);
    }
    const searchCaches = () =>
      (existsSync(cache) ? readdirSync(cache) : []).filter((file) => file.startsWith("cli-search"));
    const first = await runCli(box, ["search", "queues", "--limit", "1"], { env });
    expect(first.stdout).toContain("learning-note-");
    expect(searchCaches()).toEqual([]);
    expect((await runCli(box, ["search", "queues", "--limit", "1"], { env })).stdout).toBe(first.stdout);
    expect(searchCaches()).toHaveLength(1);
  });

  it("search with the redaction rules loaded only for a memory holding secrets, whose snippets they redact", async () => {
    const box = makeSandbox();
    const cache = join(box.dir, "xdg", "claude-memory", "compile-cache");
    const env = { XDG_CACHE_HOME: join(box.dir, "xdg") };
    const rulesLoaded = () =>
      existsSync(cache) && readdirSync(cache).some((file) => file.startsWith("hook-secrets.cjs-"));
    await runCli(box, ["write", "The staging deploy pipeline runs nightly", "--type", "learning", "--tags", "deploy"], {
      env,
    });
    // The first search builds the keyword index (which redacts what it takes in); the next ones only read it.
    await runCli(box, ["search", "staging deploy"], { env });
    rmSync(cache, { recursive: true, force: true });
    const plain = await runCli(box, ["search", "staging deploy"], { env });
    expect(plain.stdout).toContain("learning-staging-deploy-pipeline-runs-nightly");
    expect(rulesLoaded()).toBe(false);
    // Typed into a file by hand: the manifest records that it holds a secret, and its snippet is redacted.
    const key = `AKIA${"QZ7RT2WX5VB3NM4K"}`;
    writeFileSync(
      join(box.projectStore, "learning-staging-keys.md"),
      `---\ntitle: Staging keys\ntype: learning\ntags: [deploy]\ncreated: 2026-01-01T00:00:00Z\n---\n\nThe staging deploy uses the key ${key} for its bucket.\n`,
    );
    const secret = await runCli(box, ["search", "staging deploy", "--json"], { env });
    expect(secret.code).toBe(0);
    expect(secret.stdout).toContain("learning-staging-keys");
    expect(secret.stdout).toContain("[REDACTED:");
    expect(secret.stdout).not.toContain(key);
    expect(rulesLoaded()).toBe(true);
  });

  it("load no node:crypto, child_process, worker_threads, net or fs.promises on a write or a search of a usual memory (1-5 ms each)", async () => {
    const box = makeSandbox();
    const probe = join(box.dir, "builtins.cjs");
    // Node lists each builtin it loaded; printed at exit, after everything the command did, to the file descriptor
    // (process.stderr on a pipe would load node:net itself).
    writeFileSync(
      probe,
      'process.on("exit", () => require("node:fs").writeSync(2, "LOADED " + JSON.stringify(process.moduleLoadList) + "\\n"));\n',
    );
    const loaded = async (args: string[]) => {
      const result = await runCli(box, args, { env: { NODE_OPTIONS: `--require ${probe}` } });
      expect(result.code).toBe(0);
      const line = result.stderr.split("\n").find((each) => each.startsWith("LOADED "));
      return (JSON.parse(line!.slice("LOADED ".length)) as string[]).filter((name) => name.startsWith("NativeModule "));
    };
    const body = "Retry the queue consumer with jittered backoff: the broker drops idle connections after 30 s.";
    for (const args of [
      ["write", `# Queue consumers retry with backoff\n\n${body}\n`, "--type", "learning", "--tags", "queue"],
      ["write", `# Broker idle timeout\n\n${body}\n`, "--type", "gotcha", "--tags", "queue,broker"],
      ["search", "queue backoff"],
    ]) {
      const modules = await loaded(args);
      expect(modules.length).toBeGreaterThan(10);
      // internal/net is loaded by node itself, net only by sockets and child processes; fs.promises (~1 ms) by its use.
      expect(
        modules.filter((name) =>
          /\b(crypto|child_process|worker_threads)\b|^NativeModule (net|internal\/fs\/promises)$/.test(name),
        ),
      ).toEqual([]);
    }
  });
});
