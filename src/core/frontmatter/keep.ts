// Keeps the lines of frontmatter fields an edit did not change. A rewrite of a
// memory encodes the whole document; this puts back, field by field, the text
// the file already had wherever the value is the same, and keeps the file's
// field order. Two people who edit different fields of one memory then change
// different lines, which plain git merges without help, and an old file (flow
// lists, other quoting) is not reformatted by an edit that does not touch it.

import { frontmatterEnd } from "../memory-body.js";
import { jsYaml } from "./libraries.js";

export interface FrontmatterBlocks {
  /** Lines before the first field (comments), kept as they are. */
  lead: string;
  /** Top-level fields in file order, each with its full text (key line and continuation lines, each ending in "\n"). */
  fields: Array<{ key: string; text: string }>;
  body: string;
}

const KEY_LINE = /^([A-Za-z_][A-Za-z0-9_-]*)[ \t]*:(?:[ \t]|\n|$)/;

/**
 * The fields of a frontmatter block, split at top-level keys; undefined for
 * anything this simple splitter cannot be sure of (no frontmatter, CR line
 * ends, a byte-order mark, quoted or repeated keys, document markers).
 */
export function splitFrontmatterFields(text: string): FrontmatterBlocks | undefined {
  if (!text.startsWith("---\n") || text.includes("\r")) return undefined;
  const close = text.indexOf("\n---\n", 3);
  const closeAtEnd = text.endsWith("\n---") ? text.length - 4 : -1;
  const end = close !== -1 ? close : closeAtEnd;
  // The same end as the decoder finds (gray-matter's rule), or this is not a file to split here.
  if (end === -1 || frontmatterEnd(text) !== end + 4) return undefined;
  const head = text.slice(4, end + 1);
  const body = text.slice(Math.min(text.length, end + 5));
  const lines = head.split(/(?<=\n)/);
  let lead = "";
  const fields: FrontmatterBlocks["fields"] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    const key = KEY_LINE.exec(line)?.[1];
    if (key !== undefined) {
      if (seen.has(key)) return undefined;
      seen.add(key);
      fields.push({ key, text: line });
    } else if (fields.length === 0) {
      if (line.trim() !== "" && !line.trimStart().startsWith("#")) return undefined;
      lead += line;
    } else if (/^(?:[ \t]|-(?:[ \t]|\n|$)|#|\n)/.test(line) || line.trim() === "") {
      fields[fields.length - 1]!.text += line;
    } else {
      return undefined; // a top-level line that is not `key:` (a quoted key, `...`, flow continuation at column 0)
    }
  }
  return { lead, fields, body };
}

/** Joins what splitFrontmatterFields split. */
export function joinFrontmatterFields(blocks: FrontmatterBlocks): string {
  return `---\n${blocks.lead}${blocks.fields.map((field) => field.text).join("")}---\n${blocks.body}`;
}

/** The value of one field's text as YAML reads it, or a marker that it could not be read. */
export function fieldValue(text: string, key: string): unknown {
  try {
    const data = jsYaml().load(text, { schema: jsYaml().CORE_SCHEMA }) as Record<string, unknown> | null;
    return data && typeof data === "object" ? data[key] : UNREADABLE;
  } catch {
    return UNREADABLE;
  }
}

const UNREADABLE = Symbol("unreadable");

/** A canonical string of a YAML value (object keys sorted), for equality. */
export function canonical(value: unknown): string {
  if (value === UNREADABLE) return "\u0000unreadable";
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "undefined";
}

/**
 * `fresh` (a full encoding) with each field whose value equals the one in
 * `previous` written as `previous` wrote it, fields in `previous`'s order and
 * new fields after the field they follow in `fresh`. `fresh` as is when either
 * cannot be split safely.
 */
export function keepUnchangedFields(fresh: string, previous: string): string {
  const now = splitFrontmatterFields(fresh);
  const before = splitFrontmatterFields(previous);
  if (!now || !before) return fresh;
  const freshByKey = new Map(now.fields.map((field) => [field.key, field]));
  const out: Array<{ key: string; text: string }> = [];
  for (const old of before.fields) {
    const field = freshByKey.get(old.key);
    if (!field) continue;
    const same = canonical(fieldValue(old.text, old.key)) === canonical(fieldValue(field.text, field.key));
    out.push(same ? old : field);
  }
  const placed = new Set(out.map((field) => field.key));
  now.fields.forEach((field, index) => {
    if (placed.has(field.key)) return;
    let at = 0;
    for (let i = index - 1; i >= 0; i--) {
      const position = out.findIndex((candidate) => candidate.key === now.fields[i]!.key);
      if (position !== -1) {
        at = position + 1;
        break;
      }
    }
    out.splice(at, 0, field);
    placed.add(field.key);
  });
  return joinFrontmatterFields({ lead: before.lead, fields: out, body: now.body });
}
