// A digest of what the code that analyses memories is made from: every file under src/ and the locked dependencies.
// Bundles carry it (__MEMORY_SOURCE_DIGEST__), and a full rebuild trusts its record of analysed files only when
// that record was made by code of the same digest (src/index/derived/analysed-record.ts).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

export function sourceDigest(root) {
  const hash = createHash("sha256");
  const files = readdirSync(join(root, "src"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .concat(join(root, "package-lock.json"))
    .sort();
  for (const file of files) {
    hash.update(`${relative(root, file)}\0`);
    hash.update(readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex").slice(0, 32);
}
