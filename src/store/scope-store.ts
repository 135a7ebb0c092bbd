// The files of one scope: `<root>/<slug>.md`, derived state under `.index/`.

import { existsSync, lstatSync, promises as fs, readdir } from "node:fs";
import { join, sep } from "node:path";
import { FileReadError, FileWriteError, MalformedMemoryError } from "../core/errors.js";
import type { DecodedMemory, MemoryDocument } from "../core/memory-file.js";
import { assertValidSlug, isValidSlug } from "../core/slug.js";
import { redactDocument } from "../core/secrets/index.js";
import { assertReadableFrontmatter, MEMORY_LIMITS } from "../core/memory-limits.js";
import { assertSafeMemory } from "../core/memory/index.js";
import { toIsoSeconds } from "../core/time.js";
import type { Scope, StoreWarning } from "../core/types.js";
import { writeFileAtomic } from "./atomic-write.js";
import { redactFileText } from "./redact-on-write.js";
import { ensureOwnFile, writeIfMissing } from "./write-if-missing.js";
import { withLock } from "./lock.js";
import { ensureRealDirectory } from "./real-directory.js";
import { INDEX_DIR } from "./scope-paths.js";
import { directoryStamp } from "./directory-stamp.js";
import { readRegularText } from "./regular-file.js";

export { INDEX_DIR };

const MEMORY_EXTENSION = ".md";
/** Committed with a shared scope: memory files merge with the memory driver (`memory git-setup`), logs as unions. */
export const GIT_ATTRIBUTES =
  "# Memory files merge by meaning (the `memory` merge driver, set up by `memory git-setup`); logs keep both sides' lines.\n*.md merge=memory\nlog/*.jsonl merge=union\n";
// Markdown files that may sit in a scope without being memories.
const NON_MEMORY_FILES = new Set(["INDEX.md", "README.md"]);
// The codec (gray-matter, js-yaml, remark) is loaded on first use: a search answers from the indexes.
const codec = () => import("../core/memory-file.js");

export interface FileStat {
  slug: string;
  size: number;
  mtimeMs: number;
  /** From a listing: what, with size and mtime, says a file was not changed since (index/derived/analysed-record.ts). */
  ctimeMs?: number;
  ino?: number;
}

export interface LoadedMemory extends DecodedMemory {
  stat: FileStat;
  text: string;
}

export interface FileListing {
  files: FileStat[];
  warnings: StoreWarning[];
}

export class ScopeStore {
  constructor(
    readonly scope: Scope,
    readonly root: string,
  ) {}

  get indexDir(): string {
    return join(this.root, INDEX_DIR);
  }

  /** Absolute path of a memory file; the slug is validated so it cannot leave the scope. */
  filePath(slug: string): string {
    assertValidSlug(slug);
    return join(this.root, `${slug}${MEMORY_EXTENSION}`);
  }

  indexPath(name: string): string {
    return join(this.indexDir, name);
  }

  /**
   * Creates the scope directory and `.index/` with a `.gitignore` so derived state is never committed.
   * Nothing it creates shows in `git status` (each ignore file ignores itself): reads call it too.
   */
  async ensureLayout(): Promise<void> {
    try {
      await ensureRealDirectory(this.indexDir);
      ensureOwnFile(
        join(this.indexDir, ".gitignore"),
        "# Derived state of the memory plugin: rebuildable, never committed.\n*\n",
      );
      if (this.scope === "local") {
        ensureOwnFile(join(this.root, ".gitignore"), "# Private memories of this checkout: never committed.\n*\n");
      }
    } catch (error) {
      if (error instanceof FileWriteError) throw error;
      throw new FileWriteError(
        `Cannot create the ${this.scope} memory directory ${this.root}: ${(error as Error).message}. Check its permissions.`,
        {
          path: this.root,
        },
        { cause: error },
      );
    }
  }

  /**
   * Writes `<scope>/.gitattributes` when missing, so memory files merge with the memory driver: a write's job
   * (and `git-setup`'s), never a read's, since the file shows in `git status`.
   */
  ensureAttributes(): void {
    if (this.scope === "local") return;
    const path = join(this.root, ".gitattributes");
    if (existsSync(path)) return;
    // Creating it changes the directory: the stamp from before belongs to the write that follows (see save()).
    this.stampBeforeAttributes = directoryStamp(this.root);
    writeIfMissing(path, GIT_ATTRIBUTES);
  }

  private stampBeforeAttributes: string | undefined;

  /** Creates the scope directory alone (no `.index/`): for side stores such as the inbox. */
  async ensureDirectory(): Promise<void> {
    try {
      await ensureRealDirectory(this.root);
    } catch (error) {
      if (error instanceof FileWriteError) throw error;
      throw new FileWriteError(
        `Cannot create ${this.root}: ${(error as Error).message}. Check its permissions.`,
        { path: this.root },
        { cause: error },
      );
    }
  }

  async exists(): Promise<boolean> {
    try {
      return (await fs.stat(this.root)).isDirectory();
    } catch {
      return false;
    }
  }

  /** Every memory file of the scope with size and mtime; odd files become warnings. */
  async listFiles(): Promise<FileListing> {
    const warnings: StoreWarning[] = [];
    let names: string[];
    try {
      // Names only: the stat each memory file gets below says what it is (no entry object per file to collect).
      names = await namesIn(this.root);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "ENOENT" && code !== "ENOTDIR") {
        warnings.push({
          scope: this.scope,
          filePath: this.root,
          message: `cannot read the directory: ${(error as Error).message}`,
        });
      }
      return { files: [], warnings };
    }
    const files: FileStat[] = [];
    // Synchronous stats: thousands of tiny async round trips cost far more than the stats themselves.
    const prefix = `${this.root}${sep}`; // plain concatenation: path.join costs more than the stat at 10k files
    for (const name of names) {
      if (!name.endsWith(MEMORY_EXTENSION) || name.startsWith(".") || NON_MEMORY_FILES.has(name)) continue;
      const slug = name.slice(0, -MEMORY_EXTENSION.length);
      if (!isValidSlug(slug)) {
        warnings.push({
          scope: this.scope,
          filePath: join(this.root, name),
          message: `file name is not a valid slug (a-z, 0-9, '-', '_'); rename it to be listed`,
        });
        continue;
      }
      const stat = lstatSync(`${prefix}${name}`, { throwIfNoEntry: false });
      if (stat?.isSymbolicLink()) {
        warnings.push({
          scope: this.scope,
          filePath: join(this.root, name),
          message: "symbolic links are not followed; replace it with the file itself",
        });
      } else if (stat?.isFile()) {
        files.push({ slug, size: stat.size, mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs, ino: stat.ino });
      } else if (stat) {
        warnings.push({
          scope: this.scope,
          filePath: join(this.root, name),
          message: notAFileMessage(stat),
        });
      } // else gone since the listing
    }
    return { files, warnings };
  }

  /**
   * Raw text and stat of a memory file, or undefined when there is none. Never follows a symlink. Something else
   * by a memory's name (a directory, a named pipe, a file too large to read) is a MalformedMemoryError, a file that
   * cannot be opened (permissions) a FileReadError: reported, never read, never replaced.
   */
  async readText(slug: string): Promise<{ text: string; stat: FileStat } | undefined> {
    const path = this.filePath(slug);
    const read = readRegularText(path, { maxBytes: MEMORY_LIMITS.fileBytes });
    switch (read.kind) {
      case "read":
        return { text: read.content, stat: { slug, size: read.stat.size, mtimeMs: read.stat.mtimeMs } };
      case "missing":
      case "link":
        return undefined;
      case "not-a-file":
        throw new MalformedMemoryError(`${path}: ${notAFileMessage(read.stat)}`, { filePath: path });
      case "too-large":
        throw new MalformedMemoryError(
          `${path}: ${megabytes(read.stat.size)} MB, past the ${megabytes(MEMORY_LIMITS.fileBytes)} MB a memory file is read up to ` +
            `(its text is at most ${MEMORY_LIMITS.body.toLocaleString("en-US")} characters): not read, left as it is. ` +
            "Cut it down to a memory's size, or move it out of the scope.",
          { filePath: path, size: read.stat.size, max: MEMORY_LIMITS.fileBytes },
        );
      case "unreadable": {
        // A file (or scope directory) the user may not read: said so, and never replaced by a write.
        const { code, message } = read.error;
        throw new FileReadError(
          `${path}: cannot be read (${code === "EACCES" || code === "EPERM" ? "permission denied" : message}). ` +
            "Check its permissions (and the scope directory's); it was left as it is.",
          { filePath: path, ...(code ? { errno: code } : {}) },
          { cause: read.error },
        );
      }
    }
  }

  /** Reads and decodes a memory; throws MalformedMemoryError for unreadable frontmatter. */
  async load(slug: string): Promise<LoadedMemory | undefined> {
    const raw = await this.readText(slug);
    if (!raw) return undefined;
    const { decodeMemoryFile } = await codec();
    const decoded = decodeMemoryFile(raw.text, slug, toIsoSeconds(new Date(raw.stat.mtimeMs)), this.filePath(slug));
    return { ...decoded, stat: raw.stat, text: raw.text };
  }

  /**
   * Writes a memory atomically, its secrets redacted (title, body, tags, every
   * field). With `exclusive`, fails with EEXIST rather than replace a file.
   */
  async save(document: MemoryDocument, { exclusive = false } = {}): Promise<{ filePath: string; text: string }> {
    const path = this.filePath(document.slug);
    this.stampBeforeChange = this.stampBeforeAttributes ?? directoryStamp(this.root);
    this.stampBeforeAttributes = undefined;
    // A rewrite keeps the lines of the fields it did not change (smaller diffs, fewer merge conflicts).
    const previous = exclusive ? undefined : (await this.readText(document.slug).catch(() => undefined))?.text;
    // The text as it reaches the disk (writeFileAtomic would redact it the same way): the caller indexes it.
    const redacted = redactDocument(document).document;
    // What a reader refuses, the writer refuses first: nothing is written that could not be read back or shown.
    assertSafeMemory(redacted);
    const text = await redactFileText(path, (await codec()).encodeMemoryFile(redacted, previous));
    assertReadableFrontmatter(text, document.slug);
    try {
      await writeFileAtomic(path, text, { exclusive });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") throw error;
      throw new FileWriteError(
        `Cannot write ${path}: ${(error as Error).message}. Check the directory's permissions and free space.`,
        {
          path,
        },
        { cause: error },
      );
    }
    return { filePath: path, text };
  }

  async remove(slug: string): Promise<void> {
    this.stampBeforeChange = directoryStamp(this.root);
    await fs.rm(this.filePath(slug), { force: true });
  }

  /**
   * The directory's change stamp just before this process last wrote or removed
   * a memory file: the derived-state update after it uses it to tell whether the
   * hooks' indexes were in step before (index/derived/after-write.ts).
   */
  stampBeforeChange: string | undefined;

  /** Runs `fn` holding this scope's writer lock. */
  async withWriteLock<T>(fn: () => Promise<T>): Promise<T> {
    await this.ensureLayout();
    return withLock(this.indexPath("write.lock"), fn);
  }
}

/**
 * The names in a directory, read asynchronously through the callback API: `fs.promises` would load Node's promise
 * file-system module (~1 ms of every search, which lists its scope before trusting the manifest).
 */
function namesIn(dir: string): Promise<string[]> {
  return new Promise((resolve, reject) => readdir(dir, (error, names) => (error ? reject(error) : resolve(names))));
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "");
}

/** What a directory, named pipe, socket or device by a memory file's name is, and what to do about it. */
function notAFileMessage(stat: { isDirectory(): boolean }): string {
  const what = stat.isDirectory() ? "a directory" : "not a regular file (a named pipe, socket or device)";
  return `${what}, not read as a memory and left as it is. Rename it or move it out of the scope.`;
}
