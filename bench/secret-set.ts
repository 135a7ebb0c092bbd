// Runs a labelled set of secrets and near misses (one JSON object a line:
// id, kind secret|near-miss, channel body|title|tags|import, class, text,
// secrets = substrings that must not survive, keep = substrings that must)
// through the real CLI, each item into a store of its own, and reports what
// reached the disk or the output. The sets stay out of the repository so that
// each one remains a measurement of rules that never saw it.
//
//   npm run build && node scripts/run-ts.mjs bench/secret-set.ts /path/items.jsonl [--json out.json] [--jobs 2]
//
// A secret "leaks" when it (or its lower-cased form) is found in any file of
// the sandbox but the item's own CLAUDE.md (memory files, `.index/`, logs,
// the hook state), in a file name, or in what the command printed. A piece of
// one (8 characters of a secret of 12 or more) in a file name or a log counts
// too. A near miss is "changed" when one of its keep strings is not in the
// memory as stored (title, body, tags) or the command refused it.

import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { load as parseYaml } from "js-yaml";

interface Item {
  id: string;
  kind: "secret" | "near-miss";
  channel: "body" | "title" | "tags" | "import";
  class: string;
  lang: string;
  text: string;
  secrets: string[];
  keep: string[];
}

interface Outcome {
  id: string;
  kind: Item["kind"];
  channel: Item["channel"];
  class: string;
  refused: boolean;
  /** Secrets found whole (file, name or output) and where. */
  leaked: { secret: string; where: string }[];
  /** Pieces of a secret in a file name or a log. */
  pieces: { secret: string; where: string }[];
  /** Keep strings missing from the stored memory. */
  lost: string[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { json: { type: "string" }, jobs: { type: "string", default: "2" }, only: { type: "string" } },
});
const itemsPath = positionals[0];
if (!itemsPath) throw new Error("usage: bench/secret-set.ts <items.jsonl> [--json out.json] [--jobs 2]");
const items = readFileSync(itemsPath, "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Item)
  .filter((item) => !values.only || values.only.split(",").includes(item.id));

const root = mkdtempSync(join(tmpdir(), "memory-secret-set-"));
const cli = join(root, "plugin", "dist", "cli.cjs");
// A copy of the build, so that rebuilding the tree while this runs changes nothing.
cpSync(resolve("plugin", "dist"), join(root, "plugin", "dist"), { recursive: true });
process.on("exit", () => rmSync(root, { recursive: true, force: true }));

function run(args: string[], cwd: string, env: NodeJS.ProcessEnv, input: string) {
  return new Promise<{ code: number; out: string }>((done) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd, env, stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    child.on("close", (code) => done({ code: code ?? 1, out }));
    child.stdin.end(input);
  });
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === ".git") continue;
    // V8's compiled bundles hold the plugin's own literals (a key type such as `ed25519` holds a 4-digit PIN).
    if (name === "compile-cache") continue;
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

/**
 * Eight characters of the secret in a row in a log, or eight of its letters and digits in a file name (a slug drops
 * the punctuation between them). Only windows that look random count, and none that the item's own text holds
 * outside its secrets or the stored memory shows: a format's words (`AGE-SECRET-KEY-`), the note's words (`-Staging`
 * in `Gr33nTea-Staging!24` under a heading `#ops-staging`) and the host of a URL whose password was redacted are not
 * pieces of it.
 */
const alnum = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, "");
const pieceOf = (secret: string, text: string, rest: string, squash = false) => {
  const form = (value: string) => (squash ? alnum(value) : value);
  const hay = form(text).toLowerCase();
  const own = form(rest).toLowerCase();
  const chars = form(secret);
  if (secret.length < 12) return false;
  for (let i = 0; i + 8 <= chars.length; i++) {
    const window = chars.slice(i, i + 8);
    // A digit, or a capital inside a word (`nTea`): a capitalised word (`Staging`) is not random.
    const random = /\d/.test(window) || /\p{Ll}\p{Lu}/u.test(window);
    const low = window.toLowerCase();
    if (random && !own.includes(low) && hay.includes(low)) return true;
  }
  return false;
};

/** Title, tags and body of each stored memory, as a reader gets them. */
function storedMemories(files: string[]): string[] {
  return files
    .filter((file) => file.endsWith(".md") && file.includes(`${join(".claude", "memory")}`) && !file.includes(".index"))
    .filter((file) => !/(^|\/)(INDEX|README)\.md$/.test(file))
    .map((file) => {
      const text = readFileSync(file, "utf8");
      const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
      if (!match) return text;
      const front = (parseYaml(match[1]!) ?? {}) as { title?: unknown; tags?: unknown };
      return [String(front.title ?? ""), ...(Array.isArray(front.tags) ? front.tags.map(String) : []), match[2]].join(
        "\n",
      );
    });
}

async function runItem(item: Item): Promise<Outcome> {
  const dir = mkdtempSync(join(root, "item-"));
  const repo = join(dir, "repo");
  const home = join(dir, "home");
  mkdirSync(join(repo, ".git"), { recursive: true });
  mkdirSync(home, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: home,
    LANG: "C.UTF-8",
    MEMORY_STATE_DIR: join(dir, "state"),
  };
  let result: { code: number; out: string };
  if (item.channel === "body") {
    result = await run(["write", "--type", "learning", "--tags", "notes", "--stdin", "markdown"], repo, env, item.text);
  } else if (item.channel === "title") {
    result = await run(
      ["write", "--type", "learning", "--tags", "notes", "--title", item.text, "--stdin", "markdown"],
      repo,
      env,
      "Written down so that it is not forgotten.",
    );
  } else if (item.channel === "tags") {
    result = await run(
      ["write", "--type", "learning", "--tags", item.text, "--stdin", "markdown"],
      repo,
      env,
      "A note filed under the tags given.",
    );
  } else {
    writeFileSync(join(repo, "CLAUDE.md"), item.text);
    result = await run(["import", "CLAUDE.md", "--format", "claude-md"], repo, env, "");
  }
  const source = join(repo, "CLAUDE.md");
  const files = filesUnder(dir).filter((file) => file !== source);
  const texts = files.map((file) => ({ where: relative(dir, file), text: readFileSync(file, "latin1") }));
  // Files are read as bytes (latin1) and as UTF-8, so a secret in any script is found.
  const utf8 = files.map((file) => ({ where: relative(dir, file), text: readFileSync(file, "utf8") }));
  const leaked: Outcome["leaked"] = [];
  const pieces: Outcome["pieces"] = [];
  // What a piece is checked against: the item's text outside its secrets, and the memory as stored (a log or index
  // that repeats what the stored memory shows adds nothing; a whole secret there is a leak, found above or below).
  const stored = storedMemories(files).join("\n");
  const rest = `${item.secrets.reduce((text, secret) => text.split(secret).join(" "), item.text)}\n${stored}`;
  for (const secret of item.secrets) {
    const low = secret.toLowerCase();
    const hit = (text: string) => text.includes(secret) || text.toLowerCase().includes(low);
    for (const [i, file] of utf8.entries()) {
      if (hit(file.text) || hit(texts[i]!.text)) leaked.push({ secret, where: file.where });
      else if (/\.(jsonl|log)$/.test(file.where) && pieceOf(secret, file.text, rest))
        pieces.push({ secret, where: file.where });
    }
    for (const file of files) {
      const name = relative(dir, file);
      if (hit(name)) leaked.push({ secret, where: `file name ${name}` });
      else if (pieceOf(secret, name, rest, true)) pieces.push({ secret, where: `file name ${name}` });
    }
    if (hit(result.out)) leaked.push({ secret, where: "output" });
  }
  const norm = (text: string) => (item.channel === "tags" ? text.toLowerCase().replace(/\s+/g, "-") : text);
  const lost = item.keep.filter((keep) => !norm(stored).includes(norm(keep)));
  rmSync(dir, { recursive: true, force: true });
  return {
    id: item.id,
    kind: item.kind,
    channel: item.channel,
    class: item.class,
    refused: result.code !== 0,
    leaked,
    pieces,
    lost: result.code !== 0 && item.kind === "near-miss" ? item.keep : lost,
  };
}

const outcomes: Outcome[] = [];
let next = 0;
await Promise.all(
  Array.from({ length: Number(values.jobs) }, async () => {
    while (next < items.length) outcomes.push(await runItem(items[next++]!));
  }),
);
outcomes.sort((a, b) => a.id.localeCompare(b.id));

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : "-");
console.log(`${itemsPath}: ${items.length} items\n`);
console.log("| channel | secret items leaked | pieces in names/logs | near misses changed | refused |");
console.log("|---|---|---|---|---|");
for (const channel of ["body", "title", "tags", "import", "all"] as const) {
  const of = outcomes.filter((o) => channel === "all" || o.channel === channel);
  const secrets = of.filter((o) => o.kind === "secret");
  const near = of.filter((o) => o.kind === "near-miss");
  const leaked = secrets.filter((o) => o.leaked.length > 0).length;
  const pieces = of.filter((o) => o.pieces.length > 0).length;
  const changed = near.filter((o) => o.lost.length > 0).length;
  console.log(
    `| ${channel} | ${leaked} / ${secrets.length} (${pct(leaked, secrets.length)}) | ${pieces} | ${changed} / ${near.length} (${pct(changed, near.length)}) | ${of.filter((o) => o.refused).length} |`,
  );
}
const collateral = outcomes.filter((o) => o.kind === "secret" && o.lost.length > 0 && !o.refused);
console.log(`\nsecret items whose keep strings were changed too: ${collateral.length}`);
const byClass = new Map<string, { n: number; leaked: number }>();
for (const o of outcomes.filter((o) => o.kind === "secret")) {
  const entry = byClass.get(o.class) ?? { n: 0, leaked: 0 };
  entry.n++;
  if (o.leaked.length > 0) entry.leaked++;
  byClass.set(o.class, entry);
}
console.log("\nleaked by class:");
for (const [name, { n, leaked }] of [...byClass].sort((a, b) => b[1].leaked - a[1].leaked))
  if (leaked > 0) console.log(`  ${name.padEnd(24)} ${leaked} / ${n}`);
console.log("\nleaked:");
for (const o of outcomes.filter((o) => o.kind === "secret" && o.leaked.length > 0))
  console.log(
    `  ${o.id} ${o.channel} ${o.class}: ${[...new Set(o.leaked.map((l) => l.where))].slice(0, 3).join(", ")}`,
  );
console.log("\npieces in file names or logs:");
for (const o of outcomes.filter((o) => o.pieces.length > 0))
  console.log(
    `  ${o.id} ${o.channel} ${o.class}: ${[...new Set(o.pieces.map((l) => l.where))].slice(0, 3).join(", ")}`,
  );
console.log("\nnear misses changed:");
for (const o of outcomes.filter((o) => o.kind === "near-miss" && o.lost.length > 0))
  console.log(`  ${o.id} ${o.channel} ${o.class}: lost ${JSON.stringify(o.lost)}${o.refused ? " (refused)" : ""}`);
console.log("\nsecret items with collateral:");
for (const o of collateral) console.log(`  ${o.id} ${o.channel} ${o.class}: lost ${JSON.stringify(o.lost)}`);
if (values.json) writeFileSync(values.json, JSON.stringify(outcomes, null, 1));
