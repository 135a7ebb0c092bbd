// A full rebuild scans a file for secrets only when the last rebuild did not
// find its very content clean with these rules: the same indexes either way,
// and a secret typed in by hand since is found.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generateStore } from "../../bench/synthetic-store.js";
import { SECRET_RULES_REVISION } from "../../src/core/secrets/index.js";
import { readCleanRecord } from "../../src/index/derived/clean-record.js";
import { rebuildScope } from "../../src/index/derived/catalog-load.js";
import { contentHash } from "../../src/index/manifest/files.js";
import { contextFor, makeSandbox } from "../helpers.js";
import { derivedFiles } from "./derived-files.js";

// A token of a known shape, built so the test file itself holds none.
const TOKEN = ["ghp", "_", "R8sLq2ZkT5vXw9NbY3cHd7Mf1JpG4aU6eQ0o"].join("");

/** Every derived file's text, generation names and check times aside. */
const derivedTexts = (indexDir: string) => derivedFiles(indexDir, (name) => name.endsWith(".lock"));

const holdsToken = (files: Map<string, string>) =>
  [...files].filter(([, text]) => text.includes(TOKEN)).map(([path]) => path);

describe("rebuild and the record of clean contents", () => {
  it("writes the same indexes with and without the record, and scans what changed", async () => {
    const box = makeSandbox();
    generateStore(box.repo, 300);
    const store = contextFor(box).store.scope("project");
    const secretFile = join(box.projectStore, "hub-m1.md");
    const clean = readFileSync(secretFile, "utf8");
    writeFileSync(join(box.projectStore, "hand-written.md"), `# Deploy notes\n\nThe CI token is ${TOKEN} for now.\n`);

    await rebuildScope(store);
    const first = derivedTexts(store.indexDir);
    const record = readCleanRecord(store);
    expect(record.size).toBe(300);
    expect(record.has(contentHash(clean))).toBe(true);
    expect(holdsToken(first)).toEqual([]);

    // Everything known clean now: the same indexes, byte for byte (the hand-written file is scanned again).
    await rebuildScope(store);
    const second = derivedTexts(store.indexDir);
    expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
    for (const [path, text] of first) expect(second.get(path), path).toBe(text);

    // A token typed into a file found clean before: its content is new, so it is scanned.
    writeFileSync(secretFile, clean.replace(/\n\n/, `\n\nThe staging token is ${TOKEN}.\n\n`));
    await rebuildScope(store);
    expect(holdsToken(derivedTexts(store.indexDir))).toEqual([]);
    expect(readCleanRecord(store).size).toBe(299);
  });

  it("is void for other rules, and unreadable or forged entries count for nothing", async () => {
    const box = makeSandbox();
    const store = contextFor(box).store.scope("project");
    const text = `# Deploy notes\n\nThe CI token is ${TOKEN} for now.\n`;
    mkdirSync(box.projectStore, { recursive: true });
    writeFileSync(join(box.projectStore, "hand.md"), text);
    await rebuildScope(store);
    const path = join(store.indexDir, "clean-contents.json");
    // A record of other rules that says the secret's file is clean is not believed.
    writeFileSync(path, JSON.stringify({ secretRules: SECRET_RULES_REVISION - 1, clean: [contentHash(text)] }));
    expect(readCleanRecord(store).size).toBe(0);
    await rebuildScope(store);
    expect(holdsToken(derivedTexts(store.indexDir))).toEqual([]);
    for (const broken of ["{not json", JSON.stringify({ secretRules: SECRET_RULES_REVISION, clean: ["x", 7] })]) {
      writeFileSync(path, broken);
      expect(readCleanRecord(store).size).toBe(0);
    }
  });
});
