// Which of the secret rules' expressions one `memory write` of ~300 words runs, so that V8 compiles them (none is in
// any code cache; the large multilingual ones cost millions of instructions each): the real write operation in
// process, with RegExp.prototype.exec watched (every regex method goes through it once it is replaced). A prefilter
// that lets ordinary prose through shows here as its rule's pattern.
//
//   node scripts/run-ts.mjs bench/secret-rules-run.ts [content file]   # default: the bench's ~300 words

import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { secretRules } from "../src/core/secrets/index.js";
import { createContext } from "../src/ops/context.js";
import { writeMemory } from "../src/ops/shared/write-memory.js";

const ruleNames = [...readFileSync("src/core/secrets/rule-table.ts", "utf8").matchAll(/^ {4}(\w+\.\w+),$/gm)].map(
  (m) => m[1]!,
);
const rules = secretRules();
if (ruleNames.length !== rules.length) throw new Error(`${ruleNames.length} names for ${rules.length} rules`);
const owner = new Map<RegExp, string>();
rules.forEach((rule, r) => {
  owner.set(rule.pattern, `${ruleNames[r]} pattern`);
  for (const hint of rule.hint ? [rule.hint].flat() : []) owner.set(hint, `${ruleNames[r]} hint`);
});

const ran = new Map<string, { regex: RegExp; subject: string }>();
const exec = RegExp.prototype.exec;
RegExp.prototype.exec = function (this: RegExp, subject: string) {
  const name = owner.get(this);
  if (name && !ran.has(name)) ran.set(name, { regex: this, subject });
  return exec.call(this, subject);
};

const root = mkdtempSync(join(tmpdir(), "memory-rules-run-"));
process.on("exit", () => rmSync(root, { recursive: true, force: true }));
const repo = join(root, "repo");
mkdirSync(join(repo, ".git"), { recursive: true });
const context = createContext({
  environment: { cwd: repo, env: { HOME: join(root, "home"), PATH: process.env.PATH } },
  warn: () => {},
});
const COMMON = "the token refresh race lock retry cache query index session worker queue handler".split(" ");
const content =
  process.argv[2] !== undefined
    ? readFileSync(process.argv[2], "utf8")
    : `Bench write 3 ${crypto.randomUUID()}: token refresh race ${Array.from({ length: 300 }, (_, i) => (i % 23 === 0 ? "zephyrine" : COMMON[(i * 7) % COMMON.length])).join(" ")}.`;
await writeMemory(context, { content, type: "learning", tags: ["bench"] });
RegExp.prototype.exec = exec;

// (The store is in a directory whose name holds no secret's word: the event records it.)
// Each expression V8 compiled for the write (its first run on a one-byte string): the rule, pattern or hint, the
// expression's length and the length of the first text it ran over.
for (const [name, { regex, subject }] of ran)
  console.log(
    `${String(regex.source.length).padStart(6)} chars  over ${String(subject.length).padStart(5)}  ${name}  ${JSON.stringify(subject.slice(0, 48))}`,
  );
console.log(`${ran.size} of the rules' expressions ran in one write`);
