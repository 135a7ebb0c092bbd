// The checks of `memory quality`: 0–100 = completeness (0–30) + linking (0–40) +
// content (0–30), from these rules (deterministic; "words" are
// whitespace-separated runs in the body outside code blocks):
//
// Completeness (30)
//   title      6  a real title: `title:` or a # heading, not the slug, not just the type
//   type       4  the frontmatter type is one of the six (not read as a fallback)
//   tags       6  3 for one tag, 6 for two or more
//   dates      4  created and updated are valid ISO times, updated ≥ created
//   specifics 10  what the type needs:
//                   gotcha      `paths:` globs saying where it applies
//                   decision    a rationale: a "Why"/"Rationale"/"Reasons" heading, or "because"
//                   hub         at least 3 linked memories (members link to it with part-of)
//                   artifact    a path or URL (in the body, or a path/url/source field)
//                   learning,
//                   breadcrumb  a concrete reference: code, a file path, a URL or a link
// Linking (40)
//   hub       15  linked to a hub in either direction (a hub: linked to anything)
//   edges     20  distinct existing memories linked either way: 0 → 0, 1 → 8, 2 → 14, 3+ → 20
//   broken     5  no link to a memory that does not exist
// Content (30)
//   length    10  30–600 words → 10; 10–29 or 601–1500 → 5; otherwise 0
//   structure  6  a heading besides the title, or a list
//   examples   8  a code block, inline code, a file path or a URL
//   finished   6  no placeholder: TODO, TBD, FIXME, XXX, "lorem ipsum" (outside code)
//
// Grades: 85+ Excellent, 70+ Good, 50+ Fair, below Poor.

import { firstHeading, withoutCode } from "../../core/markdown/index.js";
import type { MemoryDocument, ParseProblem } from "../../core/memory-file.js";
import type { QualityBreakdown } from "../../core/types.js";
import { neighbours, type MemoryGraph } from "../../index/graph/index.js";
import { plural } from "../../core/text/index.js";

export type QualityPart = keyof QualityBreakdown;
export type CheckStatus = "pass" | "partial" | "fail";

export interface QualityCheck {
  part: QualityPart;
  rule: string;
  status: CheckStatus;
  points: number;
  max: number;
  /** What was found, for the report ("Has 3 edges"). */
  finding: string;
}

function check(part: QualityPart, rule: string, points: number, max: number, finding: string): QualityCheck {
  return { part, rule, status: points >= max ? "pass" : points > 0 ? "partial" : "fail", points, max, finding };
}

// ── completeness ───────────────────────────────────────────────────────────

export function completeness(
  document: MemoryDocument,
  problems: ParseProblem[],
  graph: MemoryGraph,
  titleField: boolean,
): QualityCheck[] {
  const hasProblem = (field: string) => problems.some((problem) => problem.field === field);
  const title = document.title.trim();
  const given = titleField || title === firstHeading(document.body);
  const realTitle = given && title !== "" && title !== document.slug && title.toLowerCase() !== document.type;
  const tags = document.tags.length;
  return [
    check(
      "completeness",
      "title",
      realTitle ? 6 : 0,
      6,
      realTitle ? `Has a title ("${title}")` : "No real title (no `title:` or # heading)",
    ),
    check(
      "completeness",
      "type",
      hasProblem("type") ? 0 : 4,
      4,
      hasProblem("type") ? "Type missing or unknown (read as learning)" : `Type: ${document.type}`,
    ),
    check(
      "completeness",
      "tags",
      tags >= 2 ? 6 : tags === 1 ? 3 : 0,
      6,
      tags === 0 ? "No tags" : `Tagged ${document.tags.join(", ")}`,
    ),
    check(
      "completeness",
      "dates",
      hasProblem("created") || hasProblem("updated") ? 0 : 4,
      4,
      hasProblem("created") || hasProblem("updated")
        ? "created/updated missing or invalid"
        : "Valid created/updated dates",
    ),
    typeSpecific(document, graph),
    describedCheck(document),
  ];
}

/** Whether it says when it matters (`description:`): a suggestion, worth no points, so scores stay comparable. */
function describedCheck(document: MemoryDocument): QualityCheck {
  const description = document.fields.description;
  const has = typeof description === "string" && description.trim() !== "";
  return {
    part: "completeness",
    rule: "description",
    status: has ? "pass" : "fail",
    points: 0,
    max: 0,
    finding: has ? "Has a description (when it matters)" : "No description (one line of when it matters)",
  };
}

/** True when the frontmatter sets `title:` itself (the decoder otherwise falls back to a heading, a line, the slug). */
export function hasTitleField(text: string): boolean {
  const frontmatter = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "";
  return /^title:[ \t]*\S/m.test(frontmatter);
}

function typeSpecific(document: MemoryDocument, graph: MemoryGraph): QualityCheck {
  const found = (ok: boolean, yes: string, no: string) =>
    check("completeness", "specifics", ok ? 10 : 0, 10, ok ? yes : no);
  switch (document.type) {
    case "gotcha": {
      const paths = stringList(document.fields.paths);
      return found(
        paths.length > 0,
        `Says where it applies (paths: ${paths.join(", ")})`,
        "No paths: globs saying where the gotcha applies",
      );
    }
    case "decision":
      return found(
        hasRationale(document.body),
        "Gives its rationale",
        'No rationale (a ## Why section, or "because …")',
      );
    case "hub": {
      const members = [...neighbours(graph, document.slug)].filter((other) => graph.nodes.has(other)).length;
      return found(
        members >= 3,
        `Groups ${plural(members, "memory", "memories")}`,
        `Groups ${members} of at least 3 memories`,
      );
    }
    case "artifact": {
      const fieldRef = ["path", "url", "source"].some((field) => stringList(document.fields[field]).length > 0);
      return found(
        fieldRef || PATH_OR_URL.test(withoutCode(document.body)) || CODE.test(document.body),
        "Points to the artifact (path or URL)",
        "No path or URL to the artifact",
      );
    }
    default:
      return found(
        hasConcreteReference(document.body),
        "Has a concrete reference (code, path, URL or link)",
        "No concrete reference (code, a file path, a URL or a link)",
      );
  }
}

const RATIONALE_HEADING = /^#{1,6}\s*(why|rationale|reasons?|reasoning|motivation)\b/im;
const URL = /\bhttps?:\/\/\S+/i;
// A file path: two or more segments with a slash, or a file name with a known-looking extension. The name is
// tried only from the start of a run of word characters and dashes that holds a word character (what `\b`
// allowed): trying it from every `\b` inside the run made a line like `a-a-a-…` take quadratic time.
const PATH =
  /(?:^|[\s(["'])(?:\.{0,2}\/)?[\w@.-]+\/[\w@./*-]+|(?<![\w-])(?=-*\w)[\w-]+\.(?:ts|tsx|js|mjs|cjs|jsx|json|md|py|rs|go|java|rb|sh|ya?ml|toml|sql|css|html|c|h|cpp|kt|swift)\b/;
const PATH_OR_URL = new RegExp(`${URL.source}|${PATH.source}`, "i");
const CODE = /```|~~~|`[^`\n]+`/;
// No part crosses a bracket (or the URL a parenthesis), so an attempt stops at the next one: linear on a line of
// `[` (each attempt ran to the end of the line).
const LINK = /\[\[[^[\]\n]+\]\]|\[[^[\]\n]+\]\([^()\n]+\)/;
const PLACEHOLDER_CASED = /\b(TODO|TBD|FIXME|XXX)\b/;

function hasRationale(body: string): boolean {
  return RATIONALE_HEADING.test(body) || /\b(because|rationale|so that)\b/i.test(withoutCode(body));
}

function hasConcreteReference(body: string): boolean {
  return CODE.test(body) || PATH_OR_URL.test(body) || LINK.test(body);
}

function stringList(value: unknown): string[] {
  if (typeof value === "string") return value.trim() ? [value.trim()] : [];
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string" && item.trim() !== "")
    : [];
}

// ── linking ────────────────────────────────────────────────────────────────

export function linking(slug: string, graph: MemoryGraph): QualityCheck[] {
  const node = graph.nodes.get(slug);
  const linked = [...neighbours(graph, slug)].filter((other) => graph.nodes.has(other)).sort();
  const hubs = linked.filter((other) => graph.nodes.get(other)!.summary.type === "hub");
  const broken = [
    ...new Set(
      (graph.outgoing.get(slug) ?? []).map((edge) => edge.target).filter((target) => !graph.nodes.has(target)),
    ),
  ].sort();
  const isHub = node?.summary.type === "hub";
  const hubOk = isHub ? linked.length > 0 : hubs.length > 0;
  const edgePoints = [0, 8, 14][linked.length] ?? 20;
  return [
    check(
      "linking",
      "hub",
      hubOk ? 15 : 0,
      15,
      isHub
        ? hubOk
          ? "Is a hub with links"
          : "Is a hub, but nothing is linked to it"
        : hubOk
          ? `Linked to hub (${hubs.join(", ")})`
          : "Not linked to a hub",
    ),
    check(
      "linking",
      "edges",
      edgePoints,
      20,
      linked.length === 0
        ? "No edges"
        : `Has ${linked.length} ${linked.length === 1 ? "edge" : "edges"} (${truncatedList(linked)})`,
    ),
    check(
      "linking",
      "broken",
      broken.length === 0 ? 5 : 0,
      5,
      broken.length === 0 ? "No broken links" : `Broken links to ${broken.join(", ")}`,
    ),
  ];
}

function truncatedList(items: string[], max = 3): string {
  return items.length <= max ? items.join(", ") : `${items.slice(0, max).join(", ")} …`;
}

// ── content ────────────────────────────────────────────────────────────────

export function content(document: MemoryDocument): QualityCheck[] {
  const prose = withoutCode(document.body);
  const words = prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word) && !/^#+$/.test(word)).length;
  const lengthPoints =
    words >= 30 && words <= 600 ? 10 : (words >= 10 && words < 30) || (words > 600 && words <= 1500) ? 5 : 0;
  const lengthFinding =
    words < 30
      ? `Short (${words} words; 30–600 is best)`
      : words > 600
        ? `Long (${words} words; 30–600 is best)`
        : `Good length (${words} words)`;
  const headings = [...prose.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => match[1]!.trim());
  const sections = headings.filter((heading, index) => !(index === 0 && heading === document.title));
  // The indent stays on its line (a match across lines starts again at the last one): `\s*` ran from every line
  // start to the end of a run of blank lines, quadratic in its length.
  const lists = /^[^\S\n\r\u2028\u2029]*(?:[-*+]|\d+[.)])\s+\S/m.test(prose);
  const structured = sections.length > 0 || lists;
  const examples = CODE.test(document.body) || PATH_OR_URL.test(prose);
  const placeholder = PLACEHOLDER_CASED.exec(prose)?.[0] ?? /lorem ipsum/i.exec(prose)?.[0];
  return [
    check("content", "length", lengthPoints, 10, lengthFinding),
    check(
      "content",
      "structure",
      structured ? 6 : 0,
      6,
      structured
        ? `Formatted (${[sections.length > 0 ? "headings" : "", lists ? "lists" : ""].filter(Boolean).join(", ")})`
        : "No headings or lists",
    ),
    check(
      "content",
      "examples",
      examples ? 8 : 0,
      8,
      examples ? "Has examples (code, paths or URLs)" : "No examples (code, paths or URLs)",
    ),
    check(
      "content",
      "finished",
      placeholder ? 0 : 6,
      6,
      placeholder ? `Placeholder text ("${placeholder}")` : "No placeholder text",
    ),
  ];
}
