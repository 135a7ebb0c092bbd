// `memory quality`: a memory's score of 0–100 (completeness, linking, content: the rules are in quality/checks.ts),
// the checks behind it and what to do about those it did not pass (quality/suggestions.ts).

import type { QualityBreakdown, QualityScoreRequest, QualityScoreResponse } from "../core/types.js";
import type { OperationContext } from "./context.js";
import { notFound } from "../core/errors.js";
import { assertValidSlug } from "../core/slug.js";
import { loadLinkCorpus, suggestionsFor } from "./shared/suggest-links.js";
import { redactSecrets } from "../core/secrets/index.js";
import {
  completeness,
  content,
  hasTitleField,
  linking,
  type QualityCheck,
  type QualityPart,
} from "./quality/checks.js";
import { suggestionsOf } from "./quality/suggestions.js";

export type { CheckStatus, QualityCheck, QualityPart } from "./quality/checks.js";

export interface QualityAssessment {
  response: QualityScoreResponse;
  checks: QualityCheck[];
  grade: QualityGrade;
}

export type QualityGrade = "Excellent" | "Good" | "Fair" | "Poor";

export const PART_MAX: Readonly<Record<QualityPart, number>> = { completeness: 30, linking: 40, content: 30 };

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
