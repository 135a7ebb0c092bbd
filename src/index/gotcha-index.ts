// The gotcha index: what the hook reads, and nothing else. Memories of type
// gotcha, or classified hard, in two files:
//   .index/gotchas.json          a key per gotcha (glob prefixes, stemmed tag and
//                                title terms): read on every tool call
//   .index/gotcha-details.json   the full entries (title, text, compiled globs):
//                                read only when some key says a gotcha may concern the call

import { closeSync, constants, fstatSync, openSync, readFileSync, readSync } from "node:fs";
import { join } from "node:path";
import picomatch from "picomatch";
import { gotchaKey, termsOf, type CompiledGlob, type GotchaEntry, type GotchaKey } from "../core/gotcha-match.js";
import type { MemoryDocument } from "../core/memory-file.js";
import { writeFileAtomic } from "../store/atomic-write.js";
import type { ScopeStore } from "../store/scope-store.js";

export const GOTCHA_INDEX_FILE = "gotchas.json";
export const GOTCHA_DETAILS_FILE = "gotcha-details.json";
const TEXT_CHARS = 320;

export const GOTCHA_INDEX_VERSION = 5;

export interface GotchaKeysFile {
  version: typeof GOTCHA_INDEX_VERSION;
  keys: GotchaKey[];
}

export interface GotchaDetailsFile {
  version: typeof GOTCHA_INDEX_VERSION;
  gotchas: GotchaEntry[];
}

export function isInjectable(document: Pick<MemoryDocument, "type" | "fields">): boolean {
  return document.type === "gotcha" || document.fields.classification === "hard";
}

function stringList(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string" && item.trim() !== "") : [];
}

/** The body without a leading `# title` line, whitespace folded, cut at a word boundary. */
export function shortText(body: string, title: string, max = TEXT_CHARS): string {
  const lines = body.split("\n");
  if (/^#\s/.test(lines[0] ?? "") && lines[0]!.replace(/^#+\s*/, "").trim() === title) lines.shift();
  const text = lines.join("\n").replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}

/**
 * A glob as regular expressions (picomatch): globs without a '/' match the file
 * name anywhere; a glob without wildcards also covers what is inside it.
 */
export function compileGlob(glob: string): CompiledGlob {
  const pattern = glob.trim().replace(/\\/g, "/").replace(/^\.\//, "");
  const tests: CompiledGlob["tests"] = [];
  const add = (source: string, basename?: boolean) => {
    try {
      const re = picomatch.makeRe(source, { dot: true });
      tests.push({ source: re.source, flags: re.flags, ...(basename ? { basename } : {}) });
    } catch {
      // an unusable glob matches nothing; health reports memories by other means
    }
  };
  add(pattern, !pattern.includes("/"));
  if (!/[*?[\]{}!]/.test(pattern)) add(`${pattern.replace(/\/$/, "")}/**`);
  // Globs with a '/' match whole paths, so their literal start (up to the last '/' before a wildcard) is a cheap pre-check.
  const literal = pattern.includes("/") ? /^[^*?[\]{}!()+@]*/.exec(pattern)![0] : "";
  const prefix = literal.slice(0, literal.lastIndexOf("/") + 1);
  return { glob, ...(prefix ? { prefix } : {}), tests };
}

export function gotchaEntry(document: MemoryDocument): GotchaEntry {
  const paths = stringList(document.fields.paths);
  const entry: GotchaEntry = {
    slug: document.slug,
    title: document.title,
    tags: document.tags,
    paths,
    globs: paths.map(compileGlob),
    tagTerms: document.tags.map((tag) => [...termsOf(tag)]),
    titleTerms: [...termsOf(document.title)],
    text: shortText(document.body, document.title),
    updated: document.updated,
  };
  if (typeof document.fields.severity === "string") entry.severity = document.fields.severity;
  if (typeof document.fields.classification === "string") entry.classification = document.fields.classification;
  return entry;
}

function parseKeys(text: string): GotchaKey[] {
  const file = JSON.parse(text) as GotchaKeysFile;
  return file?.version === GOTCHA_INDEX_VERSION && Array.isArray(file.keys)
    ? file.keys.filter(
        (key) => key && typeof key.slug === "string" && Array.isArray(key.prefixes) && Array.isArray(key.anywhere) && Array.isArray(key.tagTerms) && Array.isArray(key.titleTerms),
      )
    : [];
}

function parseDetails(text: string): GotchaEntry[] {
  const file = JSON.parse(text) as GotchaDetailsFile;
  return file?.version === GOTCHA_INDEX_VERSION && Array.isArray(file.gotchas)
    ? file.gotchas.filter((entry) => entry && typeof entry.slug === "string" && Array.isArray(entry.tags) && Array.isArray(entry.globs) && Array.isArray(entry.tagTerms) && Array.isArray(entry.titleTerms))
    : [];
}

const MAX_INDEX_BYTES = 16 * 1024 * 1024;

/**
 * The hook's reads. Synchronous (a few small files: thread-pool round trips
 * cost more than the reads), opened non-blocking and checked to be a regular
 * file of sane size, so a FIFO or device put in their place cannot hang the
 * hook. Never throws: an unreadable or malformed file is an empty list.
 */
function readIndexFile<T>(path: string, parse: (text: string) => T[]): T[] {
  let fd: number | undefined;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    const stat = fstatSync(fd);
    if (!stat.isFile() || stat.size > MAX_INDEX_BYTES) return [];
    return parse(readFileSync(fd, "utf8"));
  } catch {
    return [];
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export function readGotchaKeys(indexDir: string): GotchaKey[] {
  return readIndexFile(join(indexDir, GOTCHA_INDEX_FILE), parseKeys);
}

/** All full entries of a scope. */
export function readGotchaDetails(indexDir: string): GotchaEntry[] {
  return readIndexFile(join(indexDir, GOTCHA_DETAILS_FILE), parseDetails);
}

export async function saveGotchaIndex(store: ScopeStore, gotchas: GotchaEntry[]): Promise<void> {
  const sorted = [...gotchas].sort((a, b) => a.slug.localeCompare(b.slug));
  const details: GotchaDetailsFile = { version: GOTCHA_INDEX_VERSION, gotchas: sorted };
  const keys: GotchaKeysFile = { version: GOTCHA_INDEX_VERSION, keys: sorted.map(gotchaKey) };
  await store.ensureLayout();
  // Details first: a reader that sees the new keys finds the details they point to.
  await writeFileAtomic(store.indexPath(GOTCHA_DETAILS_FILE), JSON.stringify(details), { durable: false });
  await writeFileAtomic(store.indexPath(GOTCHA_INDEX_FILE), JSON.stringify(keys), { durable: false });
}

/** The write path: replaces or removes one entry. */
export async function updateGotchaIndex(store: ScopeStore, slug: string, entry: GotchaEntry | undefined): Promise<void> {
  const gotchas = readGotchaDetails(store.indexDir).filter((existing) => existing.slug !== slug);
  if (entry) gotchas.push(entry);
  await saveGotchaIndex(store, gotchas);
}

/** True when the scope has both gotcha index files in the current format (checked from their first bytes). */
export function gotchaIndexExists(store: ScopeStore): boolean {
  return [GOTCHA_INDEX_FILE, GOTCHA_DETAILS_FILE].every((name) => hasCurrentVersion(store.indexPath(name)));
}

function hasCurrentVersion(path: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(path, "r");
    const head = Buffer.alloc(32);
    const read = readSync(fd, head, 0, head.length, 0);
    return head.subarray(0, read).toString("utf8").startsWith(`{"version":${GOTCHA_INDEX_VERSION},`);
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
