// Regular expressions of src/ that recheck calls super-linear (or that are built from run-time values) and that
// were judged harmless where they are used, each with the reason. Keyed by file and pattern (not line): moving
// code keeps the judgement, changing the pattern asks for it again.

import type { FoundRegex } from "./collect.js";

const GLOB = "a compiled glob: refused at write time when it may backtrack, run under a time limit at match time";
const SECRET_RULE = "a secret rule's pattern built from constants in a function: checked as secretRules() gives it";

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
  secretTokenRuns: {
    file: "src/core/secrets/engine.ts",
    source: undefined,
    reason: "`[<token characters>]{<min>,}`: one class repeated, each run read once (the reference scan of tests)",
  },
  secretProsePattern: { file: "src/core/secrets/prose-words.ts", source: undefined, reason: SECRET_RULE },
  secretProviderTokens: { file: "src/core/secrets/provider-match.ts", source: undefined, reason: SECRET_RULE },
  secretAccessCode: { file: "src/core/secrets/rules/codes.ts", source: undefined, reason: SECRET_RULE },
  secretResourceName: {
    file: "src/core/secrets/documented-examples.ts",
    source: "[^\\s\"'`<>()[\\]{},]*$",
    reason: "the 200 characters before a secret (isInsideResourceName cuts them first)",
  },
  secretCodeNameBefore: {
    file: "src/core/secrets/rules/codes.ts",
    source: "[\\p{L}-]*[ \\t]*$",
    reason: "the 24 characters before a code (cut first)",
  },
  secretMadePassword: {
    file: "src/core/secrets/value-context.ts",
    source: "^[A-Za-z0-9][^\\s]*[!#$%^&*@][^\\s]*[A-Za-z0-9]$",
    reason: "a value of at most 40 characters (isMadePassword returns before on a longer one)",
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
  for (const entry of Object.values(ALLOWED))
    if (entry.file === regex.file && entry.source === regex.source) return entry.reason;
  return undefined;
}
