// CLAUDE.md / MEMORY.md → memories. Pure.
//
// One memory per `##` section (text before the first `##` is one more, titled
// by the `#` heading or the file name). A file without `##` headings gives
// one memory per bullet group (a run of list items, titled by the line or
// heading just before it; text between lists is kept, with the list it leads
// into or on its own), or one memory for the whole file when it has no list. The type is guessed conservatively from the heading: gotcha words
// (gotcha, pitfall, warning, caveat, never, don't, avoid …) → gotcha,
// decision words (decision, decided, ADR) → decision, else learning — and
// gotcha too when every point of the section is a prohibition. Tags are the
// heading's significant words. `source` is `<file>#<heading>:L<start>-L<end>`
// (the markdown form of an events.jsonl source), `rule` the first MUST/NEVER/ALWAYS line, and
// `meta.import_source` the file. The slug comes from the file and the
// heading (and its rank among equal headings), so a re-import finds it again.

import { createHash } from "node:crypto";
import { bodyBlocks } from "../core/markdown/index.js";
import type { ImportProblem, MemoryDraft } from "./types.js";
import type { MemoryType } from "../core/types.js";
import { redactSecrets } from "../core/secrets/index.js";
import { slugWords } from "../core/slug.js";
import { IMPORT_FILLER_WORDS } from "../core/text/index.js";
import { parseTags } from "../core/validation/index.js";

export const CLAUDE_MD_MANAGED_FIELDS = ["source", "rule", "meta"] as const;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
// The blanks around the text and the closing `#`s are cut in code (headingText): `[ \t]+(.*?)`, `[ \t]+#+` and
// `[ \t]*` side by side tried every split of a line of blanks, cubic in its length (0.6 s for 1,000 characters).
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t](.*))?$/;
const LIST_ITEM = /^ {0,1}([-*+]|\d{1,9}[.)])[ \t]+\S/;
const GOTCHA_WORDS =
  /\b(gotchas?|pitfalls?|warnings?|caveats?|never|don'?t|do not|avoid|dangers?|careful|footguns?|traps?|beware)\b/i;
const DECISION_WORDS = /\b(decisions?|decided|adrs?)\b/i;
const PROHIBITION_START = /^(never|don'?t|do not|avoid|must not)\b/i;
const PROHIBITION_WORDS = /\b(NEVER|MUST NOT|DO NOT)\b/;
const RULE_WORDS = /\b(MUST|NEVER|ALWAYS|SHALL|DO NOT|MUST NOT)\b/;

interface Line {
  text: string;
  /** 1-based. */
  number: number;
  /** Heading level outside code fences, else 0. */
  heading: number;
  headingText: string;
  inFence: boolean;
}

interface Section {
  title: string;
  /** Lines of the section without its heading line. */
  lines: Line[];
  start: number;
  end: number;
}

export interface ClaudeMdInput {
  text: string;
  /** The file as `source` names it: relative to the repository when inside it. */
  file: string;
}

export function parseClaudeMd({ text, file }: ClaudeMdInput): { drafts: MemoryDraft[]; problems: ImportProblem[] } {
  const lines = scanLines(text);
  const hasSections = lines.some((line) => line.heading === 2);
  const sections = hasSections ? sectionsByHeading(lines, file) : bulletGroups(lines, file);
  const problems: ImportProblem[] = [];
  const drafts: MemoryDraft[] = [];
  const seen = new Map<string, number>();
  for (const section of sections) {
    const content = trimBlankLines(section.lines);
    if (content.length === 0) continue;
    const title = (section.title || `${baseName(file)} line ${section.start}`).slice(0, 200);
    const rank = (seen.get(title) ?? 0) + 1;
    seen.set(title, rank);
    drafts.push(draftFor(file, title, rank, content, section.start, content[content.length - 1]!.number));
  }
  if (drafts.length === 0)
    problems.push({ severity: "warning", message: `${file}: nothing to import (no section or list with text)` });
  return { drafts, problems };
}

function scanLines(text: string): Line[] {
  let fence: string | undefined;
  return text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((raw, index) => {
      const line: Line = { text: raw, number: index + 1, heading: 0, headingText: "", inFence: Boolean(fence) };
      const marker = FENCE.exec(raw)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
        return line;
      }
      if (marker) {
        fence = marker;
        line.inFence = true;
        return line;
      }
      const heading = ATX_HEADING.exec(raw);
      if (heading) {
        line.heading = heading[1]!.length;
        line.headingText = cleanHeading(headingText(heading[2] ?? ""));
      }
      return line;
    });
}

/** A heading's text without the blanks around it and its closing sequence (`## Title ##`: a blank, then `#`s). */
function headingText(line: string): string {
  const isBlank = (char: string | undefined) => char === " " || char === "\t";
  let start = 0;
  while (isBlank(line[start])) start++;
  const text = line.slice(start);
  let end = text.length;
  while (isBlank(text[end - 1])) end--;
  let hashes = end;
  while (text[hashes - 1] === "#") hashes--;
  if (hashes === end || !isBlank(text[hashes - 1])) return text.slice(0, end);
  while (isBlank(text[hashes - 1])) hashes--;
  return text.slice(0, hashes);
}

function cleanHeading(text: string): string {
  return text
    .replace(/\*\*|__/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function sectionsByHeading(lines: Line[], file: string): Section[] {
  const sections: Section[] = [];
  const h1 = lines.find((line) => line.heading === 1 && line.headingText);
  let current: Section = { title: h1?.headingText || baseName(file), lines: [], start: 1, end: 1 };
  for (const line of lines) {
    if (line.heading === 2) {
      sections.push(current);
      current = {
        title: line.headingText || `Section at line ${line.number}`,
        lines: [],
        start: line.number,
        end: line.number,
      };
      continue;
    }
    // The `#` title line of the file belongs to no section.
    if (line === h1 && sections.length === 0) continue;
    current.lines.push(line);
  }
  sections.push(current);
  // The preamble starts at its first line of text.
  const preamble = sections[0]!;
  preamble.start = trimBlankLines(preamble.lines)[0]?.number ?? preamble.start;
  return sections;
}

/**
 * Without `##` sections: one group per run of list items, titled by the line
 * just before it. Text between lists (prose, fenced code) is kept too: joined
 * to the list it leads into, or a section of its own. A file without any list
 * is one section.
 */
function bulletGroups(lines: Line[], file: string): Section[] {
  const sections: Section[] = [];
  let sawList = false;
  let heading: string | undefined;
  let headingUses = 0;
  let prose: Line[] = [];
  let group: Section | undefined;
  const takeHeading = (): string | undefined => (heading && headingUses++ === 0 ? heading : undefined);
  const close = () => {
    if (group) sections.push(group);
    group = undefined;
  };
  const flushProse = () => {
    const content = trimBlankLines(prose);
    prose = [];
    if (content.length === 0) return;
    const first = content.find((line) => !line.inFence) ?? content[0]!;
    const title = takeHeading() ?? firstWords(first.text.replace(FENCE, ""));
    sections.push({
      title: stripInline(title),
      lines: content,
      start: content[0]!.number,
      end: content.at(-1)!.number,
    });
  };
  for (const [index, line] of lines.entries()) {
    if (line.heading > 0) {
      close();
      flushProse();
      heading = line.headingText || undefined;
      headingUses = 0;
      continue;
    }
    const isItem = !line.inFence && LIST_ITEM.test(line.text);
    if (group) {
      const continues =
        isItem || /^( {2,}|\t)\S/.test(line.text) || (!line.text.trim() && nextTextIsListItem(lines, index));
      if (continues || line.inFence) {
        group.lines.push(line);
        continue;
      }
      close();
    }
    if (!isItem) {
      prose.push(line);
      continue;
    }
    sawList = true;
    group = groupLedBy(trimBlankLines(prose), line, takeHeading);
    prose = [];
  }
  close();
  flushProse();
  if (sawList) return sections;
  const h1 = lines.find((line) => line.heading >= 1 && line.headingText);
  const body = lines.filter((line) => line !== h1);
  return [
    {
      title: h1?.headingText || baseName(file),
      lines: body,
      start: trimBlankLines(body)[0]?.number ?? 1,
      end: lines.length,
    },
  ];
}

/** A list's section: titled by the text line just before it (kept in the body when more text precedes it). */
function groupLedBy(prose: Line[], item: Line, takeHeading: () => string | undefined): Section {
  const last = prose.at(-1);
  const leadIn = last && !last.inFence ? last : undefined;
  const title = leadIn
    ? leadIn.text.trim().replace(/:$/, "")
    : (takeHeading() ?? firstWords(item.text.replace(LIST_MARKER_PREFIX, "")));
  // A lone lead-in line is the title; anything more is text the list belongs with.
  const kept = prose.length > 1 || (last && !leadIn) ? [...prose, item] : [item];
  return { title: stripInline(title), lines: kept, start: prose[0]?.number ?? item.number, end: item.number };
}

const LIST_MARKER_PREFIX = /^ {0,1}([-*+]|\d{1,9}[.)])[ \t]+/;

function nextTextIsListItem(lines: Line[], index: number): boolean {
  for (let i = index + 1; i < lines.length; i++) {
    const text = lines[i]!.text;
    if (!text.trim()) continue;
    return LIST_ITEM.test(text) || /^( {2,}|\t)\S/.test(text);
  }
  return false;
}

function firstWords(text: string, max = 80): string {
  const clean = stripInline(text).trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function stripInline(text: string): string {
  return text
    .replace(/\*\*|__|`/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function trimBlankLines(lines: Line[]): Line[] {
  let start = 0;
  let end = lines.length;
  while (start < end && !lines[start]!.text.trim()) start++;
  while (end > start && !lines[end - 1]!.text.trim()) end--;
  return lines.slice(start, end);
}

function baseName(file: string): string {
  return file.replace(/\\/g, "/").split("/").pop() || file;
}

function draftFor(file: string, title: string, rank: number, content: Line[], start: number, end: number): MemoryDraft {
  const text = content.map((line) => line.text).join("\n");
  const points = bodyBlocks(text).flatMap((block) => block.items);
  const type = guessType(title, points);
  // Redacted before it is cut into `file#heading:Ln`: past the cut, a secret may have lost what made it one.
  const sourceHeading = redactSecrets(title).text.replace(/\n/g, " ");
  const fields: Record<string, unknown> = { source: [`${file}#${sourceHeading}:L${start}-L${Math.max(start, end)}`] };
  const rule = points.map((point) => point.split("\n")[0]!.trim()).find((point) => RULE_WORDS.test(point));
  if (rule) fields.rule = rule;
  fields.meta = { import_source: file };
  return {
    slug: claudeMdSlug(file, title, rank),
    title,
    type,
    tags: headingTags(title, file),
    body: `# ${title}\n\n${text}`,
    fields,
    managed: CLAUDE_MD_MANAGED_FIELDS,
    lines: [start, Math.max(start, end)],
  };
}

/** gotcha / decision from the heading's words; gotcha also when every point prohibits something. */
export function guessType(heading: string, points: readonly string[]): MemoryType {
  if (GOTCHA_WORDS.test(heading)) return "gotcha";
  if (DECISION_WORDS.test(heading)) return "decision";
  if (
    points.length > 0 &&
    points.every((point) => PROHIBITION_START.test(point.trim()) || PROHIBITION_WORDS.test(point))
  )
    return "gotcha";
  return "learning";
}

function headingTags(heading: string, file: string): string[] {
  const words = slugWords(heading).filter((word) => word.length > 1 && !IMPORT_FILLER_WORDS.has(word));
  const tags: string[] = [];
  for (const word of words) {
    if (tags.length >= 5) break;
    try {
      const [tag] = parseTags([word]);
      if (tag && !tags.includes(tag)) tags.push(tag);
    } catch {
      // not a valid tag: leave it out
    }
  }
  if (tags.length > 0) return tags;
  return parseTags([
    redactSecrets(baseName(file))
      .text.toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "imported",
  ]);
}

/** `<file stem>-<heading words>-<hash8 of file, heading and rank>`: stable across re-imports. */
export function claudeMdSlug(file: string, heading: string, rank: number): string {
  const stem =
    redactSecrets(baseName(file))
      .text.replace(/\.[^.]*$/, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "notes";
  const words = slugWords(heading).filter((word) => !IMPORT_FILLER_WORDS.has(word));
  let slug = stem.slice(0, 30);
  for (const word of words) {
    if (slug.length + 1 + word.length > 60) break;
    slug += `-${word}`;
  }
  const hash = createHash("sha256").update(`${file}#${heading}#${rank}`).digest("hex").slice(0, 8);
  return `${slug}-${hash}`;
}
