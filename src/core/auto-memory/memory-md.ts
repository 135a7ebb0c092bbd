// MEMORY.md, the index of Claude Code's own memory: one line per memory,
// `- [Title](file.md) — hook`, loaded into the model's context in every
// session (its first 200 lines, at most 25 KB). Parsed here, with nothing
// else of the auto-memory codec, so the hooks can tell what that index has
// already put in context. Pure, and small (the hooks bundle it).

import { oneLine } from "../text/index.js";

/** The index Claude Code loads into every session: not a memory. */
export const AUTO_MEMORY_INDEX = "MEMORY.md";
/** Claude Code loads this much of MEMORY.md into context (its first 200 lines, at most 25 KB). */
export const AUTO_INDEX_LINES = 200;
export const AUTO_INDEX_BYTES = 25_000;

/** One line of MEMORY.md: `- [Title](file.md) — hook`. */
export interface AutoIndexEntry {
  title: string;
  file: string;
  hook?: string;
}

const INDEX_LINE = /^\s*[-*+]\s+\[([^\]\n]{1,300})\]\(([^)\s]{1,300})\)\s*(?:[\u2014\u2013:-]+\s*(.*))?$/;

/** The entries of MEMORY.md (lines of any other shape are prose, skipped). */
export function parseAutoIndex(text: string): AutoIndexEntry[] {
  const entries: AutoIndexEntry[] = [];
  for (const line of text.split(/\r?\n/)) {
    const match = INDEX_LINE.exec(line);
    if (!match) continue;
    const file = decodeLink(match[2]!);
    if (!file) continue;
    const hook = indexText(match[3], 300);
    entries.push({ title: oneLine(match[1]!, 200).trim(), file, ...(hook ? { hook } : {}) });
  }
  return entries;
}

function decodeLink(target: string): string | undefined {
  let file: string;
  try {
    file = decodeURIComponent(target);
  } catch {
    file = target;
  }
  file = file.replace(/^\.\//, "");
  // Only files of the directory itself: a link elsewhere is not one of its memories.
  return /^[^/\\]+\.md$/i.test(file) && file !== AUTO_MEMORY_INDEX ? file : undefined;
}

/** The first lines of MEMORY.md as Claude Code puts them in context. */
export function loadedIndexHead(text: string): string {
  const head = text.length > AUTO_INDEX_BYTES ? text.slice(0, AUTO_INDEX_BYTES) : text;
  return head.split("\n").slice(0, AUTO_INDEX_LINES).join("\n");
}

/** A title as compared with what is already in context: lower case, words only. */
export function comparableTitle(title: string): string {
  return title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A string as one clean line, or undefined when absent or empty. */
function indexText(value: string | undefined, max: number): string | undefined {
  if (value === undefined) return undefined;
  const text = oneLine(value, max).trim();
  return text || undefined;
}
