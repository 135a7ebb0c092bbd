import { UsageError } from "../../core/errors.js";
import {
  assessQuality,
  PART_MAX,
  type QualityAssessment,
  type QualityCheck,
  type QualityPart,
} from "../../ops/quality.js";
import { outputFormat } from "../args.js";
import { printJson, type Command } from "../command.js";
import { DOUBLE_RULE } from "../render/text.js";

export const command: Command = {
  name: "quality",
  usage: `Usage: memory quality <slug> [--format report|json]

Scores a memory from 0 to 100: completeness (0–30), linking (0–40) and
content (0–30), with what was found and concrete suggestions. The rules are
listed in the README ("Quality score").`,
  options: { format: { type: "string" } },
  async run({ values, positionals }, { io, context }) {
    const format = outputFormat(values, ["report"], "report");
    const [slug, ...rest] = positionals;
    if (!slug || rest.length > 0) throw new UsageError("Give exactly one slug: memory quality <slug>.");
    const assessment = await assessQuality(context(), { slug });
    if (format === "json") return printJson(io, assessment.response);
    io.out(renderQualityReport(assessment));
  },
};

const PART_TITLES: Record<QualityPart, string> = {
  completeness: "Completeness",
  linking: "Linking",
  content: "Content Quality",
};
const MARKS: Record<QualityCheck["status"], string> = { pass: "✓", partial: "⚠", fail: "✗" };

export function renderQualityReport({ response, checks, grade }: QualityAssessment): string {
  const lines = [
    `Quality Score: ${response.slug}`,
    DOUBLE_RULE,
    "",
    `Overall Score: ${response.score}/100 (${grade})`,
    "",
    "Breakdown:",
  ];
  for (const part of ["completeness", "linking", "content"] as const) {
    lines.push(`  ${PART_TITLES[part]}: ${response.breakdown[part]}/${PART_MAX[part]}`);
    for (const check of checks.filter((c) => c.part === part))
      lines.push(`    ${MARKS[check.status]} ${check.finding}`);
    lines.push("");
  }
  if (response.suggestions.length === 0) lines.push("Suggestions: none, this memory is in good shape.");
  else lines.push("Suggestions:", ...response.suggestions.map((suggestion) => `  - ${suggestion}`));
  return `${lines.join("\n")}\n`;
}
