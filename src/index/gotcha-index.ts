// The gotcha index (`.index/gotchas.json`): the compact list the hook reads,
// and nothing else. Memories of type gotcha, or classified hard, with their
// paths globs and a short text.

import { closeSync, constants, openSync, readFileSync, readSync } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { join } from "node:path";
import picomatch from "picomatch";
import { termsOf, type CompiledGlob, type GotchaEntry } from "../core/gotcha-match.js";
import type { MemoryDocument } from "../core/memory-file.js";
import { writeFileAtomic } from "../store/atomic-write.js";
import type { ScopeStore } from "../store/scope-store.js";

export const GOTCHA_INDEX_FILE = "gotchas.json";
const TEXT_CHARS = 320;

export const GOTCHA_INDEX_VERSION = 4;

export interface GotchaIndexFile {
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

function parseGotchaIndex(text: string): GotchaEntry[] {
  const file = JSON.parse(text) as GotchaIndexFile;
  return file?.version === GOTCHA_INDEX_VERSION && Array.isArray(file.gotchas)
    ? file.gotchas.filter((entry) => entry && typeof entry.slug === "string" && Array.isArray(entry.tags) && Array.isArray(entry.globs) && Array.isArray(entry.tagTerms) && Array.isArray(entry.titleTerms))
    : [];
}

/** Reads a scope's gotcha index; an unreadable one is an empty list (the hook must never fail). */
export function readGotchaIndex(indexDir: string): GotchaEntry[] {
  try {
    return parseGotchaIndex(readFileSync(join(indexDir, GOTCHA_INDEX_FILE), "utf8"));
  } catch {
    return [];
  }
}

const MAX_INDEX_BYTES = 8 * 1024 * 1024;

/**
 * The hook's read: asynchronous, so its deadline timer still fires on a slow
 * disk; opened non-blocking and checked to be a regular file of sane size, so
 * a FIFO or device put in its place cannot hang it.
 */
export async function readGotchaIndexAsync(indexDir: string): Promise<GotchaEntry[]> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(join(indexDir, GOTCHA_INDEX_FILE), constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    const stat = await handle.stat();
    if (!stat.isFile() || stat.size > MAX_INDEX_BYTES) return [];
    return parseGotchaIndex(await handle.readFile("utf8"));
  } catch {
    return [];
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

export async function saveGotchaIndex(store: ScopeStore, gotchas: GotchaEntry[]): Promise<void> {
  const file: GotchaIndexFile = { version: GOTCHA_INDEX_VERSION, gotchas: [...gotchas].sort((a, b) => a.slug.localeCompare(b.slug)) };
  await store.ensureLayout();
  await writeFileAtomic(store.indexPath(GOTCHA_INDEX_FILE), JSON.stringify(file), { durable: false });
}

/** The write path: replaces or removes one entry. */
export async function updateGotchaIndex(store: ScopeStore, slug: string, entry: GotchaEntry | undefined): Promise<void> {
  const gotchas = readGotchaIndex(store.indexDir).filter((existing) => existing.slug !== slug);
  if (entry) gotchas.push(entry);
  await saveGotchaIndex(store, gotchas);
}

/** True when the scope has a gotcha index in the current format (checked from its first bytes). */
export function gotchaIndexExists(store: ScopeStore): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(store.indexPath(GOTCHA_INDEX_FILE), "r");
    const head = Buffer.alloc(32);
    const read = readSync(fd, head, 0, head.length, 0);
    return head.subarray(0, read).toString("utf8").startsWith(`{"version":${GOTCHA_INDEX_VERSION},`);
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
