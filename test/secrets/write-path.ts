// The store-wide check of the revision-N class tests: a memory written through the real write path (writeMemory: the
// gate, the memory writer, the indexes, the event log), then every file of the store read back.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { expect } from "vitest";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, makeSandbox } from "../helpers.js";

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** No secret in any file of the store, nor a piece of one (8 characters) in a file's name. */
export function expectNoSecretIn(storeDir: string, secrets: string[], what: string): void {
  const files = filesUnder(storeDir);
  expect(files.length).toBeGreaterThan(1);
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const name = relative(storeDir, file).toLowerCase();
    for (const secret of secrets) {
      expect(text, `${file}\n${what}`).not.toContain(secret);
      for (let i = 0; i + 8 <= secret.length; i++)
        expect(name, what).not.toContain(secret.slice(i, i + 8).toLowerCase());
    }
  }
}

/**
 * A check that writes `content` as a memory under `title` and `tags`: no secret anywhere in the store, and the keep
 * strings stored as they were.
 */
export function writePathCheck(title: string, tags: string[]) {
  return async (content: string, secrets: string[], keep: string[] = []): Promise<void> => {
    const box = makeSandbox();
    const written = await writeMemory(contextFor(box), { title, content, type: "learning", tags });
    expectNoSecretIn(box.projectStore, secrets, content);
    const stored = readFileSync(written.filePath, "utf8");
    for (const part of keep) expect(stored, content).toContain(part);
  };
}
