// Regular expressions of src/ that recheck calls super-linear (or that are built from run-time values) and that
// were judged harmless where they are used, each with the reason. Keyed by file and pattern (not line): moving
// code keeps the judgement, changing the pattern asks for it again.

import type { FoundRegex } from "./collect.js";

/** Folders whose expressions are checked elsewhere (the secret rules have their own cost benchmarks and owner). */
export const CHECKED_ELSEWHERE = ["src/core/secrets/"];

const GLOB = "a compiled glob: refused at write time when it may backtrack, run under a time limit at match time";

export const ALLOWED: Record<string, { file: string; source: string | undefined; reason: string }> = {
  autoNameEdges: {
    file: "src/core/auto-memory/memory.ts",
    source: "^[-_]+|[-_]+$",
    reason: "a Claude Code memory's file name: at most 255 characters",
  },
  autoNameEnd: {
    file: "src/core/auto-memory/memory.ts",
    source: "[-_]+$",
    reason: "a Claude Code memory's file name: at most 255 characters",
  },
  frontmatterKey: {
    file: "src/core/frontmatter/edit.ts",
    source: undefined,
    reason: "`^<key, escaped>\\s*:`: anchored, a literal then one repetition: linear",
  },
  commandEdges: {
    file: "src/core/gotcha/command-match.ts",
    source: "^[\\s(]+|[\\s)]+$",
    reason: "a Bash command is cut to 4,000 characters first (MAX_COMMAND_CHARS): under 15 ms",
  },
  commandGlob: { file: "src/core/gotcha/command-match.ts", source: undefined, reason: GLOB },
  pathGlob: { file: "src/core/gotcha/match.ts", source: undefined, reason: GLOB },
  headingLink: {
    file: "src/core/markdown/headings.ts",
    source: "!?\\[([^\\]]*)\\]\\([^)]*\\)",
    reason: "a heading's text is cut to 1,000 characters first (MAX_HEADING_CHARS)",
  },
  quotedValue: {
    file: "src/core/slug.ts",
    source: "([\"'\\u2018\\u201C\\u00AB])(\\S+?)([\"'\\u2019\\u201D\\u00BB])",
    reason: "a title is cut to 2,000 characters first (MAX_TITLE_READ)",
  },
  entitySlugEdges: {
    file: "src/interop/mcp-graph.ts",
    source: "^-+|-+$",
    reason: "runs of `-` were just collapsed to one (`[^a-z0-9]+` → `-`): no run to scan",
  },
  relationLabelCut: {
    file: "src/interop/mcp-graph.ts",
    source: "-+[^-]*$",
    reason: "a label cut to 50 characters",
  },
  relationLabelEnd: {
    file: "src/interop/mcp-graph.ts",
    source: "-+$",
    reason: "runs of `-` were collapsed to one before",
  },
  bodyTitleLine: {
    file: "src/mcp/render.ts",
    source: undefined,
    reason: "`^#\\s+<title, escaped>\\s*\\n+`: anchored at the start, one attempt: linear",
  },
};

export function allowedReason(regex: FoundRegex): string | undefined {
  if (CHECKED_ELSEWHERE.some((prefix) => regex.file.startsWith(prefix))) return "secret rules, checked elsewhere";
  for (const entry of Object.values(ALLOWED))
    if (entry.file === regex.file && entry.source === regex.source) return entry.reason;
  return undefined;
}
