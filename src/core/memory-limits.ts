// The sizes a memory and a query are held to. A module of its own (no
// dependencies but the errors) so that a search or the codec can check them
// without loading the rest of the memory check.

import { EntryTooLargeError, UsageError } from "./errors.js";
import { headOf } from "./text/index.js";

/** The maxima a memory is held to (characters unless said otherwise). */
export const MEMORY_LIMITS = {
  title: 500,
  tags: 32,
  links: 200,
  body: 500_000,
  /** Any one string in the frontmatter. */
  fieldChars: 4_000,
  /** Any one list in the frontmatter. */
  listItems: 200,
  /** Lists and maps inside one another. */
  depth: 6,
  paths: 64,
  glob: 256,
  /** Unbounded quantifiers (`*`, `**` …) a glob may compile to. */
  globWildcards: 6,
  /**
   * A memory file, in bytes, checked before it is read: no file past ~2 MB can pass the memory check, and one of
   * a few hundred MB (or a sparse file of gigabytes) would take every command's memory and time to read.
   */
  fileBytes: 32 * 1024 * 1024,
  /** The frontmatter block, in bytes, checked before it is parsed. */
  frontmatterBytes: 64 * 1024,
  /** A search query (the words of a search, of an api read). */
  query: 4_000,
} as const;

/**
 * The part of a body that indexes and listings read: all of it up to the size a memory may have. Past that (a log
 * pasted into a file by hand, which health and validate report), it stops at the last space before the limit, so
 * one such file costs them no more than a file at the limit (scanning 23 MB for secrets took a listing 6 s of CPU).
 */
export function bodyWithinLimit(body: string): string {
  return headOf(body, MEMORY_LIMITS.body, " ", MEMORY_LIMITS.body - 200);
}

/** Refuses (UsageError) a search query longer than the limit: its terms would be looked up one by one. */
export function assertQueryLength(query: string): void {
  if (query.length > MEMORY_LIMITS.query) {
    throw new UsageError(
      `The query has ${query.length} characters; at most ${MEMORY_LIMITS.query}. Search for a few distinctive words.`,
      { length: query.length, max: MEMORY_LIMITS.query },
    );
  }
}

/** The frontmatter of a memory file's text, as the reader takes it: what lies between the opening and closing `---`. */
function frontmatterOf(text: string): string {
  if (!text.startsWith("---")) return "";
  const open = text.indexOf("\n");
  if (open < 0) return "";
  const close = text.indexOf("\n---", open);
  return text.slice(open + 1, close < 0 ? text.length : close);
}

/**
 * Refuses (EntryTooLargeError) the text of a memory file whose frontmatter the
 * reader would refuse: checked where the file is written, so no writer (a
 * large `fields` value, a memory linked many times) leaves a file that cannot
 * be read back.
 */
export function assertReadableFrontmatter(text: string, slug: string): void {
  const length = frontmatterOf(text).length;
  // A line of margin: the reader's count may include the line break before the closing `---`.
  if (length + 1 > MEMORY_LIMITS.frontmatterBytes) {
    throw new EntryTooLargeError(
      `The frontmatter of "${slug}" would have ${length} characters; at most ${MEMORY_LIMITS.frontmatterBytes - 1} can be read back. ` +
        "Nothing was written: move long values into the text, or remove links or fields.",
      { slug, size: length, max: MEMORY_LIMITS.frontmatterBytes - 1, limit: "frontmatter" },
    );
  }
}
