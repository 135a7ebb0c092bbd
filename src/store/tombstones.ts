// Slugs of deleted memories, kept so a new memory never takes the name of a
// deleted one (an old [[wikilink]] or a teammate's link must not silently
// point at something else). One JSON line per deletion in `log/tombstones.jsonl`,
// append-only, so git merges the lists of two clones as the union of their lines.

import { readFileSync, statSync } from "node:fs";
import { appendLog, logPath } from "./append-log.js";

const cache = new Map<string, { size: number; mtimeMs: number; slugs: Set<string> }>();

/** The slugs deleted from the scope at `root` (read again only when the file changed). */
export function tombstones(root: string): ReadonlySet<string> {
  const path = logPath(root, "tombstones");
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return new Set();
  const cached = cache.get(path);
  if (cached && cached.size === stat.size && cached.mtimeMs === stat.mtimeMs) return cached.slugs;
  const slugs = new Set<string>();
  for (const line of readFileSync(path, "utf8").split("\n")) {
    try {
      const record = JSON.parse(line) as { slug?: unknown };
      if (typeof record.slug === "string") slugs.add(record.slug);
    } catch {
      // a torn or hand-broken line names no slug
    }
  }
  cache.set(path, { size: stat.size, mtimeMs: stat.mtimeMs, slugs });
  return slugs;
}

/** Records deleted slugs (call under the scope's write lock, like every log append). */
export async function addTombstones(root: string, slugs: string[], ts: string): Promise<void> {
  const known = tombstones(root);
  await appendLog(
    root,
    "tombstones",
    slugs.filter((slug) => !known.has(slug)).map((slug) => ({ ts, slug })),
  );
}
