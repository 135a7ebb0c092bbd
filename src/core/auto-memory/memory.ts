// Claude Code's own memory ("auto memory"): one markdown file per fact with
// frontmatter `name` (a kebab-case slug), `description` (one line) and
// `metadata.type` (user | feedback | project | reference), `[[name]]` links,
// and `MEMORY.md`, an index of one line per memory. Parsed here, once, into
// the plugin's own shapes; nothing of that format goes further in. Pure.

import { WIKILINK } from "../links/index.js";
import { firstHeading, firstLine, withoutCode } from "../markdown/index.js";
import type { MemoryDocument } from "../memory-file.js";
import { SLUG_PATTERN } from "../slug.js";
import type { MemoryType } from "../types.js";
import { oneLine } from "../text/index.js";

/** The four kinds of memory Claude Code writes. */
export const AUTO_MEMORY_TYPES = ["user", "feedback", "project", "reference"] as const;
export type AutoMemoryType = (typeof AUTO_MEMORY_TYPES)[number];

/** The frontmatter field of a memory promoted from Claude Code's memory: `claude-code:<name>`. */
export const PROMOTED_FROM_FIELD = "promoted_from";
const PROMOTED_PREFIX = "claude-code:";

/** What every result from the auto scope says about where it comes from. */
export const AUTO_SOURCE_LABEL = "Claude Code's own memory (read-only)";

/** A scope's name as results show it: the auto scope says whose memory it is. */
export function shownScope(scope: string): string {
  return scope === "auto" ? "auto: Claude Code's memory" : scope;
}

/** One memory file of Claude Code's memory directory, as the plugin understands it. */
export interface AutoMemory {
  /** The plugin's id for it: `name` made a slug (else the file name's). */
  slug: string;
  /** `name` as written, or the file name without `.md` when there is none. */
  name: string;
  fileName: string;
  title: string;
  description?: string;
  /** `metadata.type` (or an older top-level `type`), when it is one of the four. */
  autoType?: AutoMemoryType;
  body: string;
  /** `[[name]]` links of the body, as slugs. */
  links: string[];
  /** What was odd about the file (it is still listed). */
  problems: string[];
}

/** A name as the plugin's slug: lower case, anything but a-z, 0-9, `_` and `-` as `-`; undefined when nothing is left. */
export function autoSlug(name: string): string | undefined {
  const slug = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[-_]+|[-_]+$/g, "")
    .slice(0, 100)
    .replace(/[-_]+$/g, "");
  return SLUG_PATTERN.test(slug) ? slug : undefined;
}

function isAutoType(value: unknown): value is AutoMemoryType {
  return typeof value === "string" && (AUTO_MEMORY_TYPES as readonly string[]).includes(value);
}

/** A string field as one clean line, or undefined when absent or not text. */
function textField(value: unknown, max: number): string | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const text = oneLine(String(value), max).trim();
  return text || undefined;
}

/**
 * One auto-memory file, from its frontmatter (already parsed as YAML, safely:
 * see splitMemoryFile) and body. `indexTitle` is the file's title in MEMORY.md, when listed there.
 */
export function parseAutoMemory(
  fileName: string,
  data: Record<string, unknown>,
  body: string,
  indexTitle?: string,
): AutoMemory | undefined {
  const problems: string[] = [];
  const stem = fileName.replace(/\.md$/i, "");
  const writtenName = textField(data.name, 200);
  if (data.name !== undefined && !writtenName) problems.push("`name` is not text; the file name is used");
  if (data.name === undefined) problems.push("no `name` in the frontmatter; the file name is used");
  const name = writtenName ?? stem;
  const slug = autoSlug(name) ?? autoSlug(stem);
  if (!slug) return undefined;
  const metadata = data.metadata && typeof data.metadata === "object" ? (data.metadata as Record<string, unknown>) : {};
  const rawType = metadata.type ?? data.type;
  const autoType = isAutoType(rawType) ? rawType : undefined;
  if (rawType === undefined) problems.push("no `metadata.type`");
  else if (!autoType)
    problems.push(
      `\`metadata.type\` ${JSON.stringify(String(rawType)).slice(0, 40)} is not user, feedback, project or reference`,
    );
  const description = textField(data.description, 300);
  if (data.description === undefined) problems.push("no `description`");
  const title =
    textField(indexTitle, 200) ??
    textField(firstHeading(body), 200) ??
    description ??
    textField(firstLine(body, 120), 120) ??
    name.replace(/[-_]+/g, " ");
  return {
    slug,
    name,
    fileName,
    title,
    ...(description ? { description } : {}),
    ...(autoType ? { autoType } : {}),
    body,
    links: autoLinks(body),
    problems,
  };
}

/** Longer `[[…]]` contents are not names: no link. */
export const AUTO_LINK_MAX_NAME = 200;

/** `[[name]]` links outside code, as slugs (Claude Code's names need not be slugs already). */
export function autoLinks(body: string): string[] {
  if (!body.includes("[[")) return [];
  const targets = new Set<string>();
  for (const match of withoutCode(body).matchAll(WIKILINK)) {
    if (match[1]!.length > AUTO_LINK_MAX_NAME) continue;
    const slug = autoSlug(match[1]!.trim());
    if (slug) targets.add(slug);
  }
  return [...targets];
}

/** The built-in type an auto memory is listed as (its own word stays in `kind`). */
export function listedType(memory: Pick<AutoMemory, "autoType" | "body">): MemoryType {
  return promotedType(memory);
}

// The indent stays on its line (`^\s*` ran from every line start over a run of blank lines: 16 s for 100,000).
const RULE_START =
  /^[^\S\n\r\u2028\u2029]*(?:[-*]\s*)?(?:always|never|don'?t|do not|use|prefer|avoid|must|should|only|stop|keep|run|make sure)\b/im;
const DECIDED = /\b(?:decided|decision|we chose|chosen|agreed|will use|must|policy|standard(?:ised|ized)?)\b/i;

/**
 * The team type a promoted memory gets: a feedback that states a rule (a **How to apply:** line, or an imperative
 * start) is a decision, else a learning; a project memory that records a choice is a decision, else a breadcrumb;
 * a reference is an artifact; a user memory (personal) a learning.
 */
export function promotedType(memory: Pick<AutoMemory, "autoType" | "body">): MemoryType {
  switch (memory.autoType) {
    case "feedback":
      return /\*\*how to apply:?\*\*/i.test(memory.body) || RULE_START.test(memory.body) ? "decision" : "learning";
    case "project":
      return DECIDED.test(memory.body) ? "decision" : "breadcrumb";
    case "reference":
      return "artifact";
    default:
      return "learning";
  }
}

/** The provenance value of a memory promoted from this auto memory. */
export function promotedFrom(name: string): string {
  return `${PROMOTED_PREFIX}${name}`;
}

/** The auto memory's name a provenance value names, or undefined when it is not one. */
export function promotedName(value: unknown): string | undefined {
  return typeof value === "string" && value.startsWith(PROMOTED_PREFIX)
    ? value.slice(PROMOTED_PREFIX.length)
    : undefined;
}

/** An auto memory as a document of the plugin (for list, search and read): read-only, dated by its file. */
export function autoDocument(memory: AutoMemory, modified: string): MemoryDocument {
  return {
    slug: memory.slug,
    title: memory.title,
    type: listedType(memory),
    tags: memory.autoType ? [memory.autoType] : [],
    created: modified,
    updated: modified,
    links: [],
    body: memory.body,
    fields: {
      ...(memory.description ? { description: memory.description } : {}),
      ...(memory.autoType ? { kind: memory.autoType } : {}),
      source_store: "claude-code",
      source_name: memory.name,
    },
  };
}
