// The derived state of a scope as comparable text: for tests that insist two
// ways of building it give the same files.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * Every file under `indexDir` by its relative path, generation names replaced by their role, check and listing times
 * and directory stamps dropped; `skip` leaves out files by name (lock files a concurrent step may hold).
 */
export function derivedFiles(indexDir: string, skip: (name: string) => boolean = () => false): Map<string, string> {
  // The longest first: one generation name may start with another's (made in the same millisecond).
  const generations = ["keyword", "manifest", "graph", "recall"]
    .map(
      (name) =>
        [
          JSON.parse(readFileSync(join(indexDir, name, "meta.json"), "utf8")).generation as string,
          `<${name}>`,
        ] as const,
    )
    .sort((a, b) => b[0].length - a[0].length);
  const normalise = (text: string) =>
    generations
      .reduce((out, [generation, role]) => out.replaceAll(generation, role), text)
      .replace(/"checkedAt":\d+/g, '"checkedAt":0')
      .replace(/"listedAt":\d+/g, '"listedAt":0')
      .replace(/"directory":"[^"]*"/g, '"directory":""');
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!skip(entry.name)) files.set(normalise(relative(indexDir, path)), normalise(readFileSync(path, "utf8")));
    }
  };
  walk(indexDir);
  return files;
}
