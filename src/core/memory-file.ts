// The memory file codec: YAML frontmatter + markdown body, parsed with
// gray-matter and js-yaml, written deterministically (stable key order, ISO
// UTC timestamps). Unknown frontmatter fields are kept and written back.

import type matter from "gray-matter";
import type { LoadOptions } from "js-yaml";
import { MalformedMemoryError } from "./errors.js";
import { firstHeading, firstLine } from "./markdown/index.js";
import { bodyStart, frontmatterEnd, normalizedSource } from "./memory-body.js";
import { MEMORY_LIMITS } from "./memory-limits.js";
import { grayMatter, jsYaml, keepUnchangedFields, parsePlainFrontmatter } from "./frontmatter/index.js";
import { normalizeTimestamp } from "./time.js";
import { isMemoryType, typeForForeignKind } from "./memory-types.js";
import type { MemoryType, StoredLink } from "./types.js";

/** A memory as held in memory by the store: typed known fields, everything else in `fields`. */
export interface MemoryDocument {
  slug: string;
  title: string;
  type: MemoryType;
  tags: string[];
  created: string;
  updated: string;
  links: StoredLink[];
  body: string;
  /** Every other frontmatter field, in file order (paths, kind, severity, unknown …). */
  fields: Record<string, unknown>;
}

/** What was wrong with a readable file; the file is still usable. */
export interface ParseProblem {
  field: string;
  message: string;
  /** What a rewrite from the decoded document leaves out (the file keeps it until then). */
  dropped?: string;
}

export interface DecodedMemory {
  document: MemoryDocument;
  problems: ParseProblem[];
}

const CORE_KEYS = ["title", "type", "tags", "created", "updated", "links"] as const;
// Order in which optional fields are written; unknown fields follow in file order.
const KNOWN_FIELD_ORDER = [
  "description",
  "paths",
  "kind",
  "repo_id",
  "classification",
  "severity",
  "confidence",
  "rationale",
  "rule",
  "implication",
  "verify",
  "source",
  "change_targets",
  "evidence",
  "ttl",
  "expires",
  "decayed",
  "last_verified",
  "anchors",
  "deprecated",
  "superseded_by",
  "truth",
  "utility",
  "meta",
  "extra_fields",
];
// Lists are written one item per line (block style), so two edits that add different items touch different lines.
const FLOW_STYLE_KEYS = new Set<string>();
export const DEFAULT_LINK_LABEL = "relates-to";

/**
 * Anchors (`&name`) and aliases (`*name`) are refused: memory frontmatter has
 * no use for them, and they are how a few lines of YAML become a structure
 * that refers to itself (crashing whoever walks it) or a billion strings.
 * Refused as the first anchored node closes, before anything is expanded.
 */
function refuseAnchors(event: string, state: { anchor?: string | null }): void {
  if (event === "close" && state.anchor !== null && state.anchor !== undefined) {
    throw new Error(
      `anchors and aliases (&${state.anchor.slice(0, 40)}) are not allowed in memory frontmatter; write the values out`,
    );
  }
}

const yamlEngine = {
  parse: (text: string) => {
    if (text.length > MEMORY_LIMITS.frontmatterBytes) {
      throw new Error(`the frontmatter has ${text.length} characters; at most ${MEMORY_LIMITS.frontmatterBytes}`);
    }
    return jsYaml().load(text, { schema: jsYaml().CORE_SCHEMA, listener: refuseAnchors } as LoadOptions) as object;
  },
};
const refuseEngine = {
  parse: () => {
    throw new Error("only YAML frontmatter is supported (executable frontmatter is refused)");
  },
};
const MATTER_OPTIONS = {
  language: "yaml",
  engines: { yaml: yamlEngine, javascript: refuseEngine, coffee: refuseEngine, json: yamlEngine },
} as unknown as Parameters<typeof matter>[1];

/**
 * Splits and parses a memory file. Throws MalformedMemoryError (with the YAML
 * line where known) when the frontmatter cannot be read; never guesses.
 */
export function decodeMemoryFile(
  text: string,
  slug: string,
  fallbackTime: string,
  filePath = `${slug}.md`,
): DecodedMemory {
  const { data, body } = splitMemoryFile(text, filePath);
  return normalizeDocument(data, body, slug, fallbackTime);
}

/** The frontmatter as written (not normalised) and the raw body. */
export interface RawMemoryFile {
  data: Record<string, unknown>;
  body: string;
}

/**
 * The first half of decodeMemoryFile: the YAML frontmatter exactly as parsed
 * (no defaults, no normalisation) and the body. Throws MalformedMemoryError.
 * `memory validate` checks the raw values, then normalises with normalizeMemory.
 */
export function splitMemoryFile(text: string, filePath: string): RawMemoryFile {
  const source = normalizedSource(text);
  try {
    const parsed = parseFrontmatter(source);
    if (parsed.data === null || typeof parsed.data !== "object" || Array.isArray(parsed.data)) {
      throw new Error("frontmatter must be a YAML mapping of field: value");
    }
    return { data: parsed.data as Record<string, unknown>, body: parsed.content };
  } catch (error) {
    throw malformed(filePath, error);
  }
}

/**
 * gray-matter on the frontmatter block alone, the body cut off as gray-matter
 * would cut it: handing it the whole file costs a copy of the file into a
 * Buffer and a lookup of the whole text in its (unused) cache on every read.
 */
function parseFrontmatter(source: string): { data: unknown; content: string } {
  // Anything odd (no frontmatter, never closed) goes to gray-matter whole.
  const end = frontmatterEnd(source);
  if (end !== undefined && end !== -1) {
    // The plain frontmatter our writer makes is read without js-yaml (the same values); any other goes to it.
    // (gray-matter hands the YAML engine the block from the opening line's break: one character more.)
    const block =
      source.startsWith("---\n") && end - 4 < MEMORY_LIMITS.frontmatterBytes ? source.slice(4, end - 4) : "";
    const plain = block ? parsePlainFrontmatter(block) : undefined;
    if (plain) return { data: plain, content: source.slice(bodyStart(source, end)) };
    const head = grayMatter()(source.slice(0, end), MATTER_OPTIONS);
    if (head.content === "") return { data: head.data, content: source.slice(bodyStart(source, end)) };
  }
  return grayMatter()(source, MATTER_OPTIONS);
}

/** The second half of decodeMemoryFile: defaults and normalisation of what splitMemoryFile returned, with the problems met. */
export function normalizeMemory(raw: RawMemoryFile, slug: string, fallbackTime: string): DecodedMemory {
  // normalizeDocument may add `kind` to the fields it copies, never to `raw.data`.
  return normalizeDocument(raw.data, raw.body, slug, fallbackTime);
}

function malformed(filePath: string, error: unknown): MalformedMemoryError {
  const yamlError = error as { mark?: { line?: number; buffer?: string }; reason?: string; message?: string };
  const reason = yamlError.reason ?? (error instanceof Error ? error.message : String(error));
  // The YAML gray-matter hands over starts right after the opening `---` (its line 0 is the rest of
  // that line), so a 0-based YAML line is a 1-based file line as is, plus one. A quote or bracket
  // left open is only noticed at the end of the block: the line that opened it is the one to fix.
  const yamlLine =
    typeof yamlError.mark?.line === "number"
      ? (openedAt(yamlError.mark.buffer, reason, yamlError.mark.line) ?? yamlError.mark.line)
      : undefined;
  const line = yamlLine === undefined ? undefined : yamlLine + 1;
  const where = line === undefined ? "" : ` at line ${line}`;
  return new MalformedMemoryError(
    `${filePath}: frontmatter cannot be parsed${where}: ${reason}. Fix the YAML by hand; the file was left unchanged.`,
    { filePath, ...(line === undefined ? {} : { line }), reason },
  );
}

/**
 * For "end of the stream within a quoted scalar" and errors inside a flow
 * collection: the 0-based line, up to the error's, where that quote or bracket
 * was opened and not closed, if one is found.
 */
function openedAt(yaml: string | undefined, reason: string, errorLine: number): number | undefined {
  if (typeof yaml !== "string" || !/end of the stream within|flow collection/.test(reason)) return undefined;
  const quote = /double quoted/.test(reason) ? '"' : /single quoted/.test(reason) ? "'" : undefined;
  const flow = /flow collection/.test(reason);
  if (!quote && !flow) return undefined;
  const lines = yaml.split(/\r?\n/);
  let depth = 0;
  for (let i = 0; i < Math.min(lines.length, errorLine + 1); i++) {
    let open: string | undefined;
    const text = lines[i]!;
    for (let j = 0; j < text.length; j++) {
      const char = text[j]!;
      if (open === '"') {
        if (char === "\\") j++;
        else if (char === '"') open = undefined;
      } else if (open === "'") {
        if (char === "'" && text[j + 1] === "'") j++;
        else if (char === "'") open = undefined;
      } else if (char === "#" && (j === 0 || /\s/.test(text[j - 1]!))) break;
      else if ((char === '"' || char === "'") && (j === 0 || /[\s:,[{-]/.test(text[j - 1]!))) open = char;
      else if (flow && (char === "[" || char === "{")) depth++;
      else if (flow && (char === "]" || char === "}")) depth = Math.max(0, depth - 1);
    }
    if (quote && open === quote) return i;
    if (flow && depth > 0) return i;
  }
  return undefined;
}

function normalizeDocument(
  data: Record<string, unknown>,
  rawBody: string,
  slug: string,
  fallbackTime: string,
): DecodedMemory {
  const problems: ParseProblem[] = [];
  const body = rawBody.replace(/^\n+/, "").trimEnd(); // trimEnd: what /\s+$/ removes, without its quadratic scan
  // Without a prototype, a field named `__proto__` is a field like any other (kept and written back).
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of Object.entries(data)) {
    if (!(CORE_KEYS as readonly string[]).includes(key)) fields[key] = value;
  }

  const title = normalizeTitle(data.title, body, slug, problems);
  const type = normalizeType(data.type, fields, problems);
  const tags = normalizeStringList(data.tags, "tags", problems).map((tag) => tag.toLowerCase());
  const created = normalizeTime(data.created, "created", fallbackTime, problems);
  let updated = normalizeTime(data.updated, "updated", created > fallbackTime ? created : fallbackTime, problems);
  if (updated < created) {
    problems.push({ field: "updated", message: `updated (${updated}) is earlier than created (${created})` });
    updated = created;
  }
  const links = normalizeLinks(data.links, created, problems);
  return { document: { slug, title, type, tags, created, updated, links, body, fields }, problems };
}

function normalizeTitle(value: unknown, body: string, slug: string, problems: ParseProblem[]): string {
  if (typeof value === "string" && value.trim()) return value.trim();
  if (value !== undefined && value !== null)
    problems.push({ field: "title", message: "title is not a string", dropped: `title: ${shortJson(value)}` });
  return firstHeading(body) ?? firstLine(body) ?? slug;
}

function normalizeType(value: unknown, fields: Record<string, unknown>, problems: ParseProblem[]): MemoryType {
  if (typeof value === "string") {
    const word = value.trim().toLowerCase();
    if (isMemoryType(word)) return word;
    const mapped = typeForForeignKind(word);
    if (mapped) {
      if (fields.kind === undefined) fields.kind = word;
      return mapped;
    }
    problems.push({ field: "type", message: `unknown type "${value}"; read as learning` });
    return "learning";
  }
  problems.push({
    field: "type",
    message: value === undefined ? "missing type; read as learning" : "type is not a string; read as learning",
  });
  return "learning";
}

function normalizeStringList(value: unknown, field: string, problems: ParseProblem[]): string[] {
  if (value === undefined || value === null) return [];
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : undefined;
  if (!items) {
    problems.push({ field, message: `${field} must be a list of strings`, dropped: `${field}: ${shortJson(value)}` });
    return [];
  }
  const strings = items.filter((item): item is string | number => typeof item === "string" || typeof item === "number");
  if (strings.length !== items.length) {
    const others = items.filter((item) => typeof item !== "string" && typeof item !== "number");
    problems.push({
      field,
      message: `${field} holds entries that are not strings`,
      dropped: `${field} entries ${shortJson(others)}`,
    });
  }
  return [...new Set(strings.map((item) => String(item).trim()).filter(Boolean))];
}

function normalizeTime(value: unknown, field: string, fallback: string, problems: ParseProblem[]): string {
  if (value === undefined || value === null) {
    problems.push({ field, message: `missing ${field}; using the file's modification time` });
    return fallback;
  }
  const iso = normalizeTimestamp(value);
  if (iso) return iso;
  problems.push({
    field,
    message: `${field} is not an ISO 8601 timestamp: ${shortJson(value)}`,
    dropped: `${field}: ${shortJson(value)}`,
  });
  return fallback;
}

function normalizeLinks(value: unknown, created: string, problems: ParseProblem[]): StoredLink[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    problems.push({ field: "links", message: "links must be a list", dropped: `links: ${shortJson(value)}` });
    return [];
  }
  const links: StoredLink[] = [];
  for (const item of value) {
    if (typeof item === "string" && item.trim()) {
      links.push({ target: item.trim(), label: DEFAULT_LINK_LABEL, created });
    } else if (item && typeof item === "object" && typeof (item as { target?: unknown }).target === "string") {
      const {
        target,
        label,
        created: linkCreated,
        ...rest
      } = item as { target: string; label?: unknown; created?: unknown };
      links.push({
        target: target.trim(),
        label: typeof label === "string" && label.trim() ? label.trim() : DEFAULT_LINK_LABEL,
        created: normalizeTimestamp(linkCreated) ?? created,
        ...rest,
      });
    } else {
      problems.push({
        field: "links",
        message: `link entry is neither a slug nor {target, label}: ${shortJson(item)}`,
        dropped: `link entry ${shortJson(item)}`,
      });
    }
  }
  return links;
}

function shortJson(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/**
 * Serialises a document: fixed key order, one list item per line (tags, paths,
 * one link per line). With `previous` (the file as it is on disk), every
 * frontmatter field whose value did not change keeps its lines as written and
 * its place, so an edit changes only the lines of the fields it changed.
 */
export function encodeMemoryFile(document: MemoryDocument, previous?: string): string {
  const fresh = encodeFresh(document);
  return previous === undefined ? fresh : keepUnchangedFields(fresh, previous);
}

function encodeFresh(document: MemoryDocument): string {
  const entries: Array<[string, unknown]> = [
    ["title", document.title],
    ["type", document.type],
    ["tags", document.tags],
    ["created", document.created],
    ["updated", document.updated],
  ];
  if (document.links.length > 0) entries.push(["links", document.links.map((link) => ({ ...link }))]);
  const known = KNOWN_FIELD_ORDER.filter((key) => key in document.fields);
  const unknown = Object.keys(document.fields).filter((key) => !KNOWN_FIELD_ORDER.includes(key));
  for (const key of [...known, ...unknown]) {
    const value = document.fields[key];
    if (value !== undefined) entries.push([key, value]);
  }
  const frontmatter = entries.map(([key, value]) => dumpEntry(key, value)).join("");
  // trimEnd drops what `\s+$` did, without trying the pattern from every blank of a long run (quadratic).
  const body = document.body.trimEnd();
  return `---\n${frontmatter}---\n${body ? `${body}\n` : ""}`;
}

function dumpEntry(key: string, value: unknown): string {
  const flowLevel = FLOW_STYLE_KEYS.has(key) ? 1 : key === "links" || key === "anchors" ? 2 : -1;
  const yaml = jsYaml();
  return yaml.dump({ [key]: value }, { schema: yaml.CORE_SCHEMA, flowLevel, lineWidth: -1, noRefs: true });
}
