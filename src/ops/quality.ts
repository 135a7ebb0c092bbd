// `memory quality`: 0–100 = completeness (0–30) + linking (0–40) +
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

import { firstHeading } from "../core/markdown/index.js";
import type { MemoryDocument, ParseProblem } from "../core/memory-file.js";
import { assertValidSlug } from "../core/slug.js";
import type { QualityBreakdown, QualityScoreRequest, QualityScoreResponse } from "../core/types.js";
import { neighbours, type MemoryGraph } from "../index/graph/index.js";
import type { OperationContext } from "./context.js";
import { notFound } from "../core/errors.js";
import { loadLinkCorpus, suggestionsFor } from "./shared/suggest-links.js";
import { plural } from "../core/text/index.js";
import { redactSecrets } from "../core/secrets/index.js";

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

export interface QualityAssessment {
  response: QualityScoreResponse;
  checks: QualityCheck[];
  grade: QualityGrade;
}

export type QualityGrade = "Excellent" | "Good" | "Fair" | "Poor";

export const PART_MAX: Readonly<Record<QualityPart, number>> = { completeness: 30, linking: 40, content: 30 };

const SUGGESTED_LINKS = 3;

export async function qualityScore(
  context: OperationContext,
  request: QualityScoreRequest,
): Promise<QualityScoreResponse> {
  return (await assessQuality(context, request)).response;
}

/** The score with the checks behind it (what the report prints). */
export async function assessQuality(
  context: OperationContext,
  request: QualityScoreRequest,
): Promise<QualityAssessment> {
  assertValidSlug(request.slug);
  const found = await context.store.locate(request.slug); // MalformedMemoryError for unreadable frontmatter
  if (!found) throw notFound(request.slug);
  const { document, problems, text } = found.memory;
  const corpus = await loadLinkCorpus(context);
  const { graph } = corpus;
  // The findings quote the file (its title): text that leaves the store, redacted as it leaves.
  const checks = [
    ...completeness(document, problems, graph, hasTitleField(text)),
    ...linking(document.slug, graph),
    ...content(document),
  ].map((check) => ({ ...check, finding: redactSecrets(check.finding).text }));
  const breakdown: QualityBreakdown = { completeness: 0, linking: 0, content: 0 };
  for (const check of checks) breakdown[check.part] += check.points;
  const score = breakdown.completeness + breakdown.linking + breakdown.content;

  const related = graph.nodes.has(document.slug)
    ? suggestionsFor(corpus, document.slug, { minSimilarity: corpus.similarity.defaultMinSimilarity, limit: 20 })
        .suggestions
    : [];
  const suggestions = suggestionsOf(
    checks,
    document,
    graph,
    related.map((s) => ({ slug: s.target, label: s.proposedLabel })),
  );
  return {
    response: {
      success: true,
      slug: document.slug,
      score,
      breakdown,
      suggestions: suggestions.map((line) => redactSecrets(line).text),
    },
    checks,
    grade: gradeOf(score),
  };
}

export function gradeOf(score: number): QualityGrade {
  return score >= 85 ? "Excellent" : score >= 70 ? "Good" : score >= 50 ? "Fair" : "Poor";
}

function check(part: QualityPart, rule: string, points: number, max: number, finding: string): QualityCheck {
  return { part, rule, status: points >= max ? "pass" : points > 0 ? "partial" : "fail", points, max, finding };
}

// ── completeness ───────────────────────────────────────────────────────────

function completeness(
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
function hasTitleField(text: string): boolean {
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
        fieldRef || PATH_OR_URL.test(stripCode(document.body)) || CODE.test(document.body),
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
// A file path: two or more segments with a slash, or a file name with a known-looking extension.
const PATH =
  /(?:^|[\s(["'])(?:\.{0,2}\/)?[\w@.-]+\/[\w@./*-]+|\b[\w-]+\.(?:ts|tsx|js|mjs|cjs|jsx|json|md|py|rs|go|java|rb|sh|ya?ml|toml|sql|css|html|c|h|cpp|kt|swift)\b/;
const PATH_OR_URL = new RegExp(`${URL.source}|${PATH.source}`, "i");
const CODE = /```|~~~|`[^`\n]+`/;
const LINK = /\[\[[^\]\n]+\]\]|\[[^\]\n]+\]\([^)\n]+\)/;
const PLACEHOLDER_CASED = /\b(TODO|TBD|FIXME|XXX)\b/;

function hasRationale(body: string): boolean {
  return RATIONALE_HEADING.test(body) || /\b(because|rationale|so that)\b/i.test(stripCode(body));
}

function hasConcreteReference(body: string): boolean {
  return CODE.test(body) || PATH_OR_URL.test(body) || LINK.test(body);
}

function stripCode(body: string): string {
  return body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");
}

function stringList(value: unknown): string[] {
  if (typeof value === "string") return value.trim() ? [value.trim()] : [];
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string" && item.trim() !== "")
    : [];
}

// ── linking ────────────────────────────────────────────────────────────────

function linking(slug: string, graph: MemoryGraph): QualityCheck[] {
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

function content(document: MemoryDocument): QualityCheck[] {
  const prose = stripCode(document.body);
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
  const lists = /^\s*(?:[-*+]|\d+[.)])\s+\S/m.test(prose);
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

// ── suggestions ────────────────────────────────────────────────────────────

function suggestionsOf(
  checks: QualityCheck[],
  document: MemoryDocument,
  graph: MemoryGraph,
  related: Array<{ slug: string; label: string }>,
): string[] {
  const slug = document.slug;
  const failed = (rule: string) => checks.some((c) => c.rule === rule && c.status !== "pass");
  const out: string[] = [];
  if (failed("title")) out.push(`Give it a descriptive title (frontmatter \`title:\`)`);
  if (failed("type")) out.push(`Set \`type:\` to one of decision, learning, gotcha, breadcrumb, hub, artifact`);
  if (failed("tags"))
    out.push(document.tags.length === 0 ? "Add two or more tags" : "Add another tag so it is found by topic");
  if (failed("dates")) out.push("Fix `created`/`updated`: ISO 8601 UTC times, updated not before created");
  if (failed("specifics")) out.push(SPECIFIC_SUGGESTION[document.type]);
  if (failed("description"))
    out.push(
      `Add a description, one line of when it matters (the situations, symptoms, tasks and words of someone who needs it): memory write --slug ${slug} --description "…"`,
    );

  const linked = neighbours(graph, slug);
  const unlinked = related.filter((r) => !linked.has(r.slug));
  if (failed("hub")) {
    if (document.type === "hub") {
      const first = unlinked[0];
      out.push(
        first
          ? `Link memories to this hub, e.g. memory link ${first.slug} ${slug} --label part-of`
          : `Link memories to this hub: memory link <slug> ${slug} --label part-of`,
      );
    } else {
      const hub =
        unlinked.find((r) => graph.nodes.get(r.slug)?.summary.type === "hub")?.slug ?? hubSharingTags(document, graph);
      out.push(
        hub
          ? `Link to hub ${hub}: memory link ${slug} ${hub} --label part-of`
          : `Create a hub for its topic (memory write … --type hub) and link to it with --label part-of`,
      );
    }
  }
  if (failed("edges") || failed("hub")) {
    const picks = unlinked.filter((r) => graph.nodes.get(r.slug)?.summary.type !== "hub").slice(0, SUGGESTED_LINKS);
    for (const pick of picks) out.push(`Link to ${pick.slug}: memory link ${slug} ${pick.slug} --label ${pick.label}`);
    if (picks.length === 0 && failed("edges"))
      out.push(`Link it to related memories: memory suggest-links ${slug} --min-similarity 0.1`);
  }
  if (failed("broken")) out.push(`Remove or fix the broken links (memory repair --dry-run shows them)`);
  if (failed("length")) {
    const short = checks.find((c) => c.rule === "length")!.finding.startsWith("Short");
    out.push(
      short
        ? "Add detail: what happened, why it matters, what to do (30–600 words)"
        : "Split it into smaller memories linked from a hub",
    );
  }
  if (failed("structure"))
    out.push(
      document.type === "decision"
        ? "Add sections, e.g. ## Context, ## Decision, ## Why"
        : "Add structure: a ## heading or a bullet list",
    );
  if (failed("examples")) out.push("Add a concrete example: a code snippet, a file path or a URL");
  if (failed("finished")) out.push("Replace the placeholder text (TODO/TBD/…) with the real content");
  return out;
}

const SPECIFIC_SUGGESTION: Readonly<Record<MemoryDocument["type"], string>> = {
  gotcha: 'Add `paths:` globs where the gotcha applies, e.g. paths: ["src/auth/**"], so the hook can inject it',
  decision: "Consider adding a ## Why (rationale) section",
  hub: "Link at least 3 memories to this hub (memory link <slug> <hub> --label part-of)",
  artifact: "Say where the artifact is: a path or URL",
  learning: "Add a concrete reference: code, a file path, a URL or a [[link]]",
  breadcrumb: "Add a concrete reference: the file path, command or [[memory]] it leads to",
};

function hubSharingTags(document: MemoryDocument, graph: MemoryGraph): string | undefined {
  const tags = new Set(document.tags);
  let best: { slug: string; shared: number } | undefined;
  for (const node of graph.nodes.values()) {
    if (node.summary.type !== "hub" || node.slug === document.slug) continue;
    const shared = node.summary.tags.filter((tag) => tags.has(tag)).length;
    if (shared > 0 && (!best || shared > best.shared || (shared === best.shared && node.slug < best.slug)))
      best = { slug: node.slug, shared };
  }
  return best?.slug;
}
