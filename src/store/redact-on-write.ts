// The one place where text is redacted on its way to disk. Every writer of
// the store goes through it: the atomic file writer (memory files, INDEX.md,
// exports, decay rewrites), the log appender (events, audit, feedback, decay)
// and the hook's injection log. A caller cannot forget it, because the
// primitives that write bytes call it themselves.
//
// Derived state under `.index/` is built from memory documents whose secrets
// were redacted as the files were read (src/index/manifest/entry.ts), so it
// is not scanned again here (a scan costs far more than the write of a shard).

import { sep } from "node:path";
import { redactDocument, redactSecrets, redactValue } from "../core/secrets/index.js";
import { frontmatterEnd } from "../core/memory-body.js";
import { INDEX_DIR } from "./scope-paths.js";

/** A log record or any JSON value with every secret inside its strings replaced (key names give context). */
export function redactRecord<T>(record: T): T {
  return redactValue(record).value as T;
}

/** True for files of the derived indexes (rebuilt from the memory files). */
export function isDerivedPath(path: string): boolean {
  return path.includes(`${sep}${INDEX_DIR}${sep}`);
}

/**
 * The text to write to `path`: the same text when it holds no secret,
 * otherwise the text with each secret replaced by `[REDACTED:<kind>]` in a
 * way that keeps the file readable in its format (YAML frontmatter, JSON,
 * JSON lines, markdown or plain text).
 */
export async function redactFileText(path: string, text: string): Promise<string> {
  if (isDerivedPath(path)) return text;
  // A memory file is scanned as its frontmatter and its body: the body is the text the write's gate has just
  // scanned (or redacted), so only the frontmatter costs a pass, not the whole file again.
  if (path.toLowerCase().endsWith(".md") && memoryFileIsClean(text)) return text;
  const plain = redactSecrets(text);
  if (plain.findings.length === 0) return text;
  const lower = path.toLowerCase();
  if (lower.endsWith(".jsonl")) return redactJsonLines(text) ?? plain.text;
  if (lower.endsWith(".json")) return redactJson(text) ?? plain.text;
  if (lower.endsWith(".md")) return (await redactMemoryFile(path, text)) ?? plain.text;
  return plain.text;
}

function memoryFileIsClean(text: string): boolean {
  const end = frontmatterEnd(text);
  if (end === undefined || end === -1) return false;
  // Trimmed, the body is the document's body as the gate met it (whitespace around it changes no finding).
  return (
    redactSecrets(text.slice(0, end)).findings.length === 0 &&
    redactSecrets(text.slice(end).trim()).findings.length === 0
  );
}

function redactJson(text: string): string | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    const indent = /^[[{]\n( +)/.exec(text)?.[1]?.length ?? 0;
    return JSON.stringify(redactRecord(value), null, indent || undefined) + (text.endsWith("\n") ? "\n" : "");
  } catch {
    return undefined;
  }
}

function redactJsonLines(text: string): string | undefined {
  try {
    return text
      .split("\n")
      .map((line) => (line.trim() ? JSON.stringify(redactRecord(JSON.parse(line) as unknown)) : line))
      .join("\n");
  } catch {
    return undefined;
  }
}

/**
 * A memory file: a secret in the body is replaced in place; one in the
 * frontmatter makes the file go through the codec again, so the placeholder
 * is written as a quoted YAML string rather than read back as a list.
 */
async function redactMemoryFile(path: string, text: string): Promise<string | undefined> {
  const end = frontmatterEnd(text);
  if (end === undefined || end === -1) return undefined;
  const front = text.slice(0, end);
  if (redactSecrets(front).findings.length === 0) return front + redactSecrets(text.slice(end)).text;
  try {
    const { decodeMemoryFile, encodeMemoryFile } = await import("../core/memory-file.js");
    const slug = (path.split(sep).pop() ?? "memory").replace(/\.md$/, "");
    // A field the file lacks gets what a read would give it (now, as for a file without `created`).
    const decoded = decodeMemoryFile(text, slug, new Date().toISOString().replace(/\.\d+Z$/, "Z"), path);
    const encoded = encodeMemoryFile(redactDocument(decoded.document).document);
    // Anything the structured pass could not see (a secret split over fields) is replaced as text.
    return redactSecrets(encoded).text;
  } catch {
    return undefined;
  }
}
