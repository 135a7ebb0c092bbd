// What the MCP tools answer: a short text for the model next to the
// structured content, rendered from an operation's response.

import { plural } from "../core/text/index.js";
import { headOf } from "../core/text/index.js";
import { AUTO_SOURCE_LABEL, shownScope } from "../core/auto-memory/index.js";
import type {
  HealthCheckResponse,
  ListMemoriesResponse,
  Memory,
  MemorySummary,
  RepairResponse,
  SearchMemoriesResponse,
} from "../core/types.js";

function summaryLine(memory: MemorySummary): string {
  const tags = memory.tags.length > 0 ? ` [${memory.tags.join(", ")}]` : "";
  return `${memory.slug} — ${memory.title} (${memory.type}, ${shownScope(memory.scope)}${tags})`;
}

const memories = (count: number) => plural(count, "memory", "memories");

export function searchText(response: SearchMemoriesResponse): string {
  if (response.results.length === 0)
    return `No memory matches "${response.query}". Try other words, fewer filters, or the list tool.`;
  const lines = [
    `Found ${memories(response.total)} for "${response.query}"${response.total > response.results.length ? ` (showing ${response.results.length})` : ""}:`,
  ];
  response.results.forEach((result, i) => {
    lines.push(`${i + 1}. ${summaryLine(result.memory)} score ${result.score}`);
    const snippet = result.matches.find((match) => match.field === "content") ?? result.matches[0];
    if (snippet) lines.push(`   ${snippet.snippet.replace(/\s+/g, " ").trim()}`);
  });
  lines.push("Read one with the read tool (slug) for its full text.");
  return lines.join("\n");
}

/** A memory's text handed to the model is cut past this (~10k tokens); the file holds the rest. */
const READ_TOOL_MAX_CHARS = 40_000;

/** Where a memory's text was cut for the model, and where the whole of it is. */
export interface TextCut {
  shownChars: number;
  totalChars: number;
  filePath: string;
}

/** The memory with its text cut to READ_TOOL_MAX_CHARS (at a line break when there is one near), and the cut. */
export function boundedMemory(memory: Memory): { memory: Memory; cut?: TextCut } {
  const content = headOf(memory.content, READ_TOOL_MAX_CHARS, "\n", READ_TOOL_MAX_CHARS / 2);
  if (content.length === memory.content.length) return { memory };
  return {
    memory: { ...memory, content },
    cut: { shownChars: content.length, totalChars: memory.content.length, filePath: memory.filePath },
  };
}

export function memoryText(memory: Memory, hidden?: { message: string }, cut?: TextCut): string {
  const head = [
    `# ${memory.title}`,
    `slug: ${memory.slug} · type: ${memory.type} · scope: ${shownScope(memory.scope)} · tags: ${memory.tags.join(", ") || "none"}`,
    `created ${memory.created} · updated ${memory.updated}`,
  ];
  if (memory.description) head.push(`description: ${memory.description}`);
  if (memory.links.length > 0) head.push(`links: ${memory.links.join(", ")}`);
  for (const key of ["paths", "commands", "severity", "classification", "ttl", "expires", "superseded_by"]) {
    const value = memory.frontmatter?.[key];
    if (value !== undefined) head.push(`${key}: ${Array.isArray(value) ? value.join(", ") : String(value)}`);
  }
  if (hidden) head.push(`note: ${hidden.message}`);
  if (cut)
    head.push(
      `note: the text is cut at ${cut.shownChars} of its ${cut.totalChars} characters; all of it is in ${cut.filePath}`,
    );
  const body = memory.content.replace(new RegExp(`^#\\s+${escapeRegExp(memory.title)}\\s*\\n+`), "");
  return `${head.join("\n")}\n\n${body}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function listText(response: ListMemoriesResponse, offset: number): string {
  if (response.memories.length === 0)
    return response.total === 0 ? "No memories match." : `No memories past offset ${offset} (total ${response.total}).`;
  const lines = [
    `${memories(response.total)}${response.total > response.memories.length ? `, showing ${offset + 1}–${offset + response.memories.length}` : ""}:`,
  ];
  for (const memory of response.memories) lines.push(`- ${summaryLine(memory)} · updated ${memory.updated}`);
  return lines.join("\n");
}

/** A repair handed to the model: each action's first memories, the first failures, and how many more. */
const REPAIR_ITEMS_SHOWN = 100;

export function boundedRepair(response: RepairResponse): Record<string, unknown> {
  const notShown = (count: number) => Math.max(0, count - REPAIR_ITEMS_SHOWN);
  return {
    ...asRecord(response),
    repaired: response.repaired.map((action) =>
      action.affectedMemories.length > REPAIR_ITEMS_SHOWN
        ? {
            ...action,
            affectedMemories: action.affectedMemories.slice(0, REPAIR_ITEMS_SHOWN),
            affectedNotShown: notShown(action.affectedMemories.length),
          }
        : action,
    ),
    failed: response.failed.slice(0, REPAIR_ITEMS_SHOWN),
    ...(notShown(response.failed.length) ? { failedNotShown: notShown(response.failed.length) } : {}),
  };
}

/** Issues a health answer hands the model: the most severe first (the count of the rest is said). */
const HEALTH_ISSUES_SHOWN = 100;
const SEVERITY_RANK: Record<string, number> = { critical: 0, warning: 1, info: 2 };

/** The health response for the model: issues the most severe first, at most HEALTH_ISSUES_SHOWN of them. */
export function boundedHealth(response: HealthCheckResponse): HealthCheckResponse & { issuesNotShown?: number } {
  const issues = [...response.issues].sort(
    (a, b) => (SEVERITY_RANK[a.severity] ?? 3) - (SEVERITY_RANK[b.severity] ?? 3),
  );
  const notShown = issues.length - HEALTH_ISSUES_SHOWN;
  return notShown > 0
    ? { ...response, issues: issues.slice(0, HEALTH_ISSUES_SHOWN), issuesNotShown: notShown }
    : { ...response, issues };
}

export function healthText(response: HealthCheckResponse & { issuesNotShown?: number }): string {
  const { summary } = response;
  const lines = [
    `Health: ${summary.overallHealth} — ${memories(summary.totalMemories)}, ${summary.brokenLinkCount} broken links, ${summary.orphanCount} orphans, ${summary.frontmatterIssues} frontmatter issues, ${summary.cacheIssues} index/cache issues.`,
  ];
  for (const issue of response.issues.slice(0, 30))
    lines.push(
      `- [${issue.severity}] ${issue.memory ? `${issue.memory}: ` : ""}${issue.description}${issue.fix ? ` (fix: ${issue.fix})` : ""}`,
    );
  const more = response.issues.length - 30 + (response.issuesNotShown ?? 0);
  if (more > 0)
    lines.push(
      `… and ${more} more${response.issuesNotShown ? ` (the structured content has the next ${response.issues.length - 30}; \`memory health\` in a terminal lists every one)` : " (see structured content)"}.`,
    );
  return lines.join("\n");
}

/** The operation's response as structured content: what the model needs, without the `success` flag every response carries. */
export function asRecord(value: object): Record<string, unknown> {
  const { success: _success, ...rest } = value as Record<string, unknown>;
  return rest;
}

/** Search results flattened for a model (Claude Code hands it the structured content rather than the text). */
export function searchStructured(response: SearchMemoriesResponse): Record<string, unknown> {
  return {
    query: response.query,
    total: response.total,
    results: response.results.map(({ memory, score, matches }) => {
      const snippet = (matches.find((match) => match.field === "content") ?? matches[0])?.snippet
        .replace(/\s+/g, " ")
        .trim();
      return {
        slug: memory.slug,
        title: memory.title,
        type: memory.type,
        scope: memory.scope,
        // The model sees this, not the text: a result of the auto scope says it is Claude Code's own memory.
        ...(memory.scope === "auto" ? { source: AUTO_SOURCE_LABEL } : {}),
        tags: memory.tags,
        updated: memory.updated,
        score,
        ...(snippet ? { snippet } : {}),
      };
    }),
    ...(response.mode ? { mode: response.mode } : {}),
    ...(response.embeddings ? { embeddings: response.embeddings } : {}),
    ...(response.results.length > 0 ? { next: "Call read with a slug for the full text." } : {}),
  };
}
