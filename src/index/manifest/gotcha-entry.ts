// What the gotcha index holds of a memory (its entry: title, short text,
// compiled globs and commands, terms), and which memories it holds.

import { anchorsOf } from "../../core/anchors.js";
import { lifecycleOf } from "../../core/lifecycle.js";
import { memoryProblems } from "../../core/memory/index.js";
import picomatch from "picomatch";
import { compileCommand } from "../../core/gotcha/index.js";
import { termsOf, type CompiledGlob, type GotchaEntry } from "../../core/gotcha/index.js";
import { normalizeGlob } from "../../core/gotcha/index.js";
import type { MemoryDocument } from "../../core/memory-file.js";

const TEXT_CHARS = 320;

/**
 * Gotchas and hard-classified memories, unless deprecated or decayed (expiry
 * is judged by the hook, at its instant), and only when they pass the memory
 * check: a file that fails it (a hand-made one: writes refuse it) is reported
 * by validate and health and never injected. `problems`: the check's, when already made (of the whole file).
 */
export function isInjectable(document: MemoryDocument, problems?: readonly unknown[]): boolean {
  if (document.type !== "gotcha" && document.fields.classification !== "hard") return false;
  const lifecycle = lifecycleOf(document.fields);
  return (
    !lifecycle?.deprecated && lifecycle?.decayed === undefined && (problems ?? memoryProblems(document)).length === 0
  );
}

function stringList(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string" && item.trim() !== "")
    : [];
}

/** The body without a leading `# title` line, whitespace folded, cut at a word boundary. */
export function shortText(body: string, title: string, max = TEXT_CHARS): string {
  // Only the start of a long body can show: a start is folded first (a short one, then a longer one), the whole body
  // only when both fold too short. A folded start longer than `max` begins as the whole folded body does.
  const newline = body.indexOf("\n");
  for (const limit of [2 * max + 64, 4 * max + 256]) {
    if (body.length > limit && newline >= 0 && newline < limit) {
      const start = foldedText(body.slice(0, limit), title);
      if (start.length > max) return cutText(start, max);
    }
  }
  const text = foldedText(body, title);
  return text.length <= max ? text : cutText(text, max);
}

function foldedText(body: string, title: string): string {
  const newline = body.indexOf("\n");
  const first = newline < 0 ? body : body.slice(0, newline);
  if (/^#\s/.test(first) && first.replace(/^#+\s*/, "").trim() === title)
    body = newline < 0 ? "" : body.slice(newline + 1);
  // What `\s+` → " " folds, without replacing each lone space (most of a text's blanks) by itself.
  return body.replace(/\s{2,}|[^\S ]/g, " ").trim();
}

function cutText(text: string, max: number): string {
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}

/**
 * A glob as regular expressions (picomatch): globs without a '/' match the file
 * name anywhere; a glob without wildcards also covers what is inside it.
 */
export function compileGlob(glob: string): CompiledGlob {
  const pattern = normalizeGlob(glob);
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
  const commands = stringList(document.fields.commands).flatMap((pattern) => compileCommand(pattern) ?? []);
  const entry: GotchaEntry = {
    slug: document.slug,
    title: document.title,
    tags: document.tags,
    paths,
    globs: paths.map(compileGlob),
    tagTerms: document.tags.map((tag) => [...termsOf(tag, true)]),
    titleTerms: [...termsOf(document.title, true)],
    text: shortText(document.body, document.title),
    updated: document.updated,
  };
  if (commands.length > 0) entry.commands = commands;
  if (typeof document.fields.severity === "string") entry.severity = document.fields.severity;
  if (typeof document.fields.classification === "string") entry.classification = document.fields.classification;
  const expires = lifecycleOf(document.fields)?.expires;
  if (expires) entry.expires = expires;
  const anchors = anchorsOf(document.fields);
  if (anchors.length > 0) entry.anchors = anchors;
  return entry;
}
