// Slugs of deleted memories, kept so a new memory never takes the name of a
// deleted one (an old [[wikilink]] or a teammate's link must not silently
// point at something else). One JSON line per deletion in `log/tombstones.jsonl`,
// append-only, so git merges the lists of two clones as the union of their lines.

import { statSync } from "node:fs";
import { appendLog, logPath, readLogBytes } from "./append-log.js";

// The log's bytes and, once every line was needed, its slugs: read again only when the file changed.
const cache = new Map<string, { size: number; mtimeMs: number; bytes: Buffer; slugs?: Set<string> }>();

function logBytes(root: string): { bytes: Buffer; slugs?: Set<string> } | undefined {
  const path = logPath(root, "tombstones");
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return undefined;
  const cached = cache.get(path);
  if (cached && cached.size === stat.size && cached.mtimeMs === stat.mtimeMs) return cached;
  const bytes = readLogBytes(path);
  if (!bytes) return undefined;
  const entry = { size: stat.size, mtimeMs: stat.mtimeMs, bytes };
  cache.set(path, entry);
  return entry;
}

function slugOf(line: string): string | undefined {
  try {
    const record = JSON.parse(line) as { slug?: unknown };
    return typeof record.slug === "string" ? record.slug : undefined;
  } catch {
    return undefined; // a torn or hand-broken line names no slug
  }
}

/**
 * The lines of the scope's deletion log that name no slug (not JSON, or no string `slug`): deletions no write knows
 * of. Throws FileReadError when the log cannot be read (as every write then does).
 */
export function unreadTombstoneLines(root: string): number[] {
  const log = logBytes(root);
  if (!log) return [];
  const unread: number[] = [];
  log.bytes
    .toString("utf8")
    .split("\n")
    .forEach((line, index) => {
      // A line as deletes write it needs no parse (a log of a million of them: 1 s less).
      if (line.trim() && !WRITTEN_LINE.test(line) && slugOf(line) === undefined) unread.push(index + 1);
    });
  return unread;
}

const WRITTEN_LINE = /^\{"ts":"[^"\\]*","slug":"[a-z0-9_-]+"\}$/;

/** The slugs deleted from the scope at `root`. */
export function tombstones(root: string): ReadonlySet<string> {
  const log = logBytes(root);
  if (!log) return new Set();
  if (!log.slugs) {
    log.slugs = new Set();
    for (const line of log.bytes.toString("utf8").split("\n")) {
      const slug = slugOf(line);
      if (slug !== undefined) log.slugs.add(slug);
    }
  }
  return log.slugs;
}

const NEWLINE = 10;
// Characters JSON writes as themselves (a slug's are).
const PLAIN_JSON_TEXT = /^[A-Za-z0-9_.-]+$/;

/**
 * Whether `slug` was deleted from the scope at `root`. Only the lines holding its bytes are decoded and parsed (a
 * log of thousands of deletions is searched, not read line by line, on every write: an ASCII slug's bytes are the
 * same in any UTF-8 text), unless a `\u` escape in the log could spell a slug otherwise.
 */
export function isTombstoned(root: string, slug: string): boolean {
  const log = logBytes(root);
  if (!log) return false;
  const { bytes } = log;
  if (log.slugs || !PLAIN_JSON_TEXT.test(slug) || bytes.includes("\\u")) return tombstones(root).has(slug);
  for (let at = bytes.indexOf(slug); at !== -1; ) {
    const start = bytes.lastIndexOf(NEWLINE, at) + 1;
    const newline = bytes.indexOf(NEWLINE, at);
    const end = newline === -1 ? bytes.length : newline;
    if (slugOf(bytes.toString("utf8", start, end)) === slug) return true;
    at = bytes.indexOf(slug, end);
  }
  return false;
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
