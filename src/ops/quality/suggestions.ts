// What `memory quality` suggests for each check a memory did not pass: the fix, with a command to run when there is one.

import type { MemoryDocument } from "../../core/memory-file.js";
import { neighbours, type MemoryGraph } from "../../index/graph/index.js";
import type { QualityCheck } from "./checks.js";

const SUGGESTED_LINKS = 3;

export function suggestionsOf(
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
