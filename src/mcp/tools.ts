// The memory operations as MCP tools: a name, a description written for the
// model (when to call it, what comes back), a JSON Schema for the arguments,
// and a handler that calls one operation and renders a short text answer
// next to the structured response.

import { resolve } from "node:path";
import { countRedactions, describeRedactions } from "../core/secrets/index.js";
import { PUBLIC_WRITE_FIELDS, type WriteMemoryRequest } from "../core/schemas/write-request.js";
import { writeRequestJsonSchema } from "../core/schemas/write-request-json.js";
import { MEMORY_TYPES, SCOPES } from "../core/types.js";
import { OUTCOMES } from "../core/vocabulary.js";
import { plural } from "../core/text/index.js";
import {
  asRecord,
  boundedHealth,
  boundedRepair,
  boundedMemory,
  healthText,
  listText,
  memoryText,
  searchStructured,
  searchText,
} from "./render.js";
import type { OperationContext } from "../ops/context.js";

export interface ToolResult {
  text: string;
  structured: Record<string, unknown>;
}

export interface ToolSpec {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema;
  annotations: { readOnlyHint?: boolean; destructiveHint?: boolean; idempotentHint?: boolean; openWorldHint?: boolean };
  /** Only listed when the server was started with destructive tools allowed. */
  destructive?: boolean;
  /** Clients that defer tool schemas behind a tool search (Claude Code) still put this one in every prompt. */
  alwaysLoad?: boolean;
  /** Words a client's tool search should find this tool by. */
  searchHint: string;
  run(context: OperationContext, args: Record<string, unknown>, project: ProjectInfo): Promise<ToolResult>;
}

export interface ProjectInfo {
  /** The directory the server works for (relative paths are resolved against it). */
  dir: string;
}

type JsonSchema = Record<string, unknown>;

// ── shared schema parts ────────────────────────────────────────────────────

const SLUG: JsonSchema = {
  type: "string",
  pattern: "^[a-z0-9][a-z0-9_-]{0,99}$",
  description: "A memory's slug (its file name and id), e.g. gotcha-token-refresh-race.",
};
const SCOPE: JsonSchema = {
  type: "string",
  // auto (Claude Code's own memory) is read, never written.
  enum: SCOPES.filter((scope) => scope !== "auto"),
  description:
    "project (committed with the repo), local (this checkout only), global (yours, every project) or enterprise.",
};
const READ_SCOPE: JsonSchema = {
  type: "string",
  enum: [...SCOPES, "all"],
  description:
    "Only this scope; default: every available scope (results say which scope each came from). auto is Claude Code's own memory of the project (read-only; the user can promote one to the team's memory).",
};
const TYPE: JsonSchema = { type: "string", enum: [...MEMORY_TYPES] };
const TAGS: JsonSchema = { type: "array", items: { type: "string", minLength: 1, maxLength: 100 }, maxItems: 50 };
const TEMPORAL: Record<string, JsonSchema> = {
  asOf: {
    type: "string",
    maxLength: 40,
    description:
      "ISO 8601 date or instant: answer as the store was then (memories created later are left out; expiry judged at that time).",
  },
  includeExpired: { type: "boolean", description: "Also return expired or decayed memories (hidden by default)." },
  includeDeprecated: {
    type: "boolean",
    description: "Also return deprecated (superseded) memories (hidden by default).",
  },
};

function object(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return { type: "object", properties, required, additionalProperties: false };
}

// ── the tools ──────────────────────────────────────────────────────────────

export const TOOLS: ToolSpec[] = [
  {
    name: "search",
    searchHint: "memory recall past decisions notes knowledge lookup",
    alwaysLoad: true,
    title: "Search memories",
    description:
      "Search the project's durable memory (decisions, learnings, gotchas, breadcrumbs written in earlier sessions) before you design, debug or change something: it may already hold the answer, a past decision, or a known trap. " +
      "Ranks by keywords (BM25 over title, tags and text); mode hybrid adds semantic similarity when embeddings are set up. " +
      "Returns the best matches with slug, title, type, scope, tags, a score (1 = best) and a snippet; call read with a slug for the full text.",
    inputSchema: object(
      {
        query: {
          type: "string",
          minLength: 1,
          maxLength: 1000,
          description: "Words to look for, e.g. 'token refresh race' or an identifier.",
        },
        mode: {
          type: "string",
          enum: ["keyword", "hybrid", "semantic"],
          description: "Default: hybrid when an embedding cache exists, else keyword.",
        },
        type: { ...TYPE, description: "Only memories of this type." },
        tags: { ...TAGS, description: "Only memories with at least one of these tags." },
        scope: READ_SCOPE,
        limit: { type: "integer", minimum: 1, maximum: 50, description: "At most this many results (default 10)." },
        ...TEMPORAL,
      },
      ["query"],
    ),
    annotations: { readOnlyHint: true, openWorldHint: false },
    async run(context, args) {
      const { searchMemories } = await import("../ops/search.js");
      const response = await searchMemories(context, args as never);
      return { text: searchText(response), structured: searchStructured(response) };
    },
  },
  {
    name: "read",
    searchHint: "memory open full text of a saved note",
    alwaysLoad: true,
    title: "Read a memory",
    description:
      "Read one memory in full by its slug (from search, list or gotchas): title, type, tags, links to other memories, where it applies (paths, commands) and its markdown text. " +
      "Works for hidden (expired, deprecated) memories too and says so.",
    inputSchema: object(
      {
        slug: SLUG,
        scope: {
          type: "string",
          enum: [...SCOPES],
          description:
            "Look only in this scope (default: the first scope holding the slug, local → project → global → enterprise → auto, Claude Code's own memory).",
        },
      },
      ["slug"],
    ),
    annotations: { readOnlyHint: true, openWorldHint: false },
    async run(context, args) {
      const { readMemory } = await import("../ops/read.js");
      const response = await readMemory(context, args as never);
      const { memory, cut } = boundedMemory(response.memory);
      return {
        text: memoryText(memory, response.hidden, cut),
        structured: asRecord({ ...response, memory, ...(cut ? { cut } : {}) }),
      };
    },
  },
  {
    name: "save",
    searchHint: "memory remember store write note decision lesson gotcha",
    alwaysLoad: true,
    title: "Save a memory",
    description:
      "Save something worth remembering across sessions as a markdown memory: a decision and its reasons, a learning, a gotcha (a trap to warn about when someone touches given files or runs given commands), a breadcrumb (where you left work). " +
      "Save only what a future session could not easily re-derive; keep it short and specific. A new memory needs content, type and tags, and should have a description: one line of when it matters (the situations, symptoms, tasks and words of someone who needs it). Without slug a new one is created and its slug returned; give slug to edit an existing memory in place with only the fields that change (the others are kept). " +
      "Secrets (keys, tokens, passwords) are redacted before anything is written, and the answer says so. A scope whose policy asks for approval puts the memory in its inbox instead (pending: true).",
    // The write request's one definition (core/schemas/write-request.ts), its fields for models and tools.
    inputSchema: writeRequestJsonSchema(PUBLIC_WRITE_FIELDS),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    async run(context, args) {
      const { writeMemory } = await import("../ops/write.js");
      const response = await writeMemory(context, args as WriteMemoryRequest, { source: "tool" });
      const lines = [
        response.pending
          ? `Proposed for approval (${response.scope} inbox): ${response.slug}. A person approves it with \`memory approve ${response.slug}\`.`
          : `${response.message} (${response.scope}) at ${response.filePath}`,
      ];
      if (response.redactions?.length)
        lines.push(
          `Redacted ${plural(countRedactions(response.redactions), "secret")} before saving: ${describeRedactions(response.redactions)}.`,
        );
      return { text: lines.join("\n"), structured: asRecord(response) };
    },
  },
  {
    name: "link",
    searchHint: "memory relate connect graph edge",
    title: "Link two memories",
    description:
      "Record that one memory relates to another with a labelled edge stored in the source memory (e.g. a gotcha warns-about a decision, a learning implements a decision, a memory is part-of a hub). " +
      "Both slugs must exist. Returns the edge and its reverse label.",
    inputSchema: object(
      {
        source: SLUG,
        target: SLUG,
        label: {
          type: "string",
          minLength: 1,
          maxLength: 50,
          description:
            "Lower-case words joined by '-' (default relates-to): implements, part-of, warns-about, supersedes, depends-on …",
        },
        reverseLabel: {
          type: "string",
          minLength: 1,
          maxLength: 50,
          description: "Label of the edge seen from the target (derived when omitted).",
        },
      },
      ["source", "target"],
    ),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    async run(context, args) {
      const { linkMemories } = await import("../ops/link.js");
      const response = await linkMemories(context, { label: "relates-to", ...args } as never);
      return { text: response.message, structured: asRecord(response) };
    },
  },
  {
    name: "list",
    searchHint: "memory browse all notes by type tag",
    title: "List memories",
    description:
      "List memories with filters (type, tags, scope), newest first by default: to see what is known about an area, browse gotchas or decisions, or find a slug when you do not know the words to search for. Returns one line per memory (slug, title, type, scope, tags, updated).",
    inputSchema: object({
      type: { ...TYPE, description: "Only memories of this type." },
      tags: { ...TAGS, description: "Only memories with at least one of these tags." },
      scope: READ_SCOPE,
      sortBy: { type: "string", enum: ["updated", "created", "title"] },
      sortOrder: { type: "string", enum: ["asc", "desc"] },
      limit: { type: "integer", minimum: 1, maximum: 200, description: "Page size (default 50)." },
      offset: { type: "integer", minimum: 0, description: "Skip this many (paging)." },
      ...TEMPORAL,
    }),
    annotations: { readOnlyHint: true, openWorldHint: false },
    async run(context, args) {
      const { listMemories } = await import("../ops/list.js");
      const request = { limit: 50, ...args } as never;
      const response = await listMemories(context, request);
      return { text: listText(response, Number(args.offset ?? 0)), structured: asRecord(response) };
    },
  },
  {
    name: "gotchas",
    searchHint: "memory warnings traps pitfalls before editing a file or running a command",
    title: "Gotchas for a file or command",
    description:
      "Before editing a file or running a risky command, ask which recorded gotchas (known traps) apply to it: give path (a file, relative to the project or absolute) or command (a shell command line). " +
      "Returns the matching gotchas, most relevant first, with why each matched and a short text; with neither, every gotcha.",
    inputSchema: object({
      path: { type: "string", minLength: 1, maxLength: 4096, description: "A file path, e.g. src/auth/token.ts." },
      command: {
        type: "string",
        minLength: 1,
        maxLength: 4096,
        description: "A shell command line, e.g. 'npm publish --tag next'.",
      },
      scope: READ_SCOPE,
      session: {
        type: "string",
        minLength: 1,
        maxLength: 200,
        description:
          "The Claude Code session id: gotchas the hook already showed in that session are marked (shownThisSession).",
      },
    }),
    annotations: { readOnlyHint: true, openWorldHint: false },
    async run(context, args, project) {
      const { listGotchas, MAX_GOTCHAS_SHOWN } = await import("../ops/gotchas.js");
      const path = typeof args.path === "string" ? resolve(project.dir, args.path) : undefined;
      const response = await listGotchas(context, { ...args, ...(path ? { path } : {}) } as never, context.env);
      const lines =
        response.gotchas.length === 0
          ? [`No recorded gotcha applies${response.target ? ` to ${response.target}` : ""}.`]
          : [
              `${plural(response.total, "gotcha")}${response.target ? ` for ${response.target}` : ""}${response.suppressedCount ? ` (${response.suppressedCount} already shown in this session)` : ""}:`,
            ];
      const shown = response.gotchas.slice(0, MAX_GOTCHAS_SHOWN);
      for (const gotcha of shown) {
        const why = gotcha.reason ? ` — ${gotcha.reason}` : "";
        lines.push(
          `- ${gotcha.slug}: ${gotcha.title} (${gotcha.scope}${gotcha.severity ? `, ${gotcha.severity}` : ""})${why}${gotcha.shownThisSession ? " — already shown in this session" : ""}${gotcha.staleSources?.length ? ` — may be stale: ${gotcha.staleSources.join(", ")} changed since it was verified` : ""}`,
        );
        if (gotcha.text) lines.push(`  ${gotcha.text.replace(/\s+/g, " ").trim()}`);
      }
      if (response.gotchas.length > shown.length)
        lines.push(
          response.target
            ? `… and ${response.gotchas.length - shown.length} less relevant (ask with a narrower path or command).`
            : `… and ${response.gotchas.length - shown.length} more (ask with a path or command for the relevant ones).`,
        );
      return { text: lines.join("\n"), structured: asRecord({ ...response, gotchas: shown }) };
    },
  },
  {
    name: "health",
    searchHint: "memory check broken links index problems",
    title: "Memory health report",
    description:
      "Check the memory store without changing any memory: broken links, orphans, malformed frontmatter, stale indexes or caches, each with how to fix it. Use when results look wrong or before a cleanup. Returns an overall grade and the issues.",
    inputSchema: object({ scope: READ_SCOPE }),
    annotations: { readOnlyHint: true, openWorldHint: false },
    async run(context, args) {
      const { checkHealth } = await import("../ops/health.js");
      const response = boundedHealth(await checkHealth(context, { ...(args as object), fix: false }));
      return { text: healthText(response), structured: asRecord(response) };
    },
  },
  {
    name: "feedback",
    searchHint: "memory rate search results helped hurt",
    title: "Report whether memories helped",
    description:
      "After using search results, say whether they helped: give the query, the slugs returned, the ones you used, and the outcome (helped, neutral, hurt, unknown). This tunes what stays visible; 'hurt' also records a breadcrumb to review the misleading memories.",
    inputSchema: object(
      {
        query: { type: "string", minLength: 1, maxLength: 1000 },
        returned: { type: "array", items: SLUG, maxItems: 100, description: "Slugs the search returned." },
        used: {
          type: "array",
          items: SLUG,
          maxItems: 100,
          description: "Slugs you actually used (a subset of returned).",
        },
        outcome: { type: "string", enum: [...OUTCOMES] },
        scope: { ...SCOPE, description: "Where to log it (default: the default write scope)." },
      },
      ["query", "outcome"],
    ),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    async run(context, args) {
      const { recordFeedback } = await import("../ops/feedback.js");
      const response = await recordFeedback(context, { returned: [], used: [], ...args } as never);
      return { text: response.message, structured: asRecord(response) };
    },
  },
  {
    name: "delete",
    searchHint: "memory remove forget",
    title: "Delete a memory",
    description:
      "Delete a memory file for good and remove the links other memories have to it. Only when the user asked for it; prefer save with ttl or an update that marks it superseded.",
    inputSchema: object({ slug: SLUG, scope: SCOPE }, ["slug"]),
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    destructive: true,
    async run(context, args) {
      const { deleteMemory } = await import("../ops/delete.js");
      const response = await deleteMemory(context, { ...(args as { slug: string }), force: true });
      return { text: response.message, structured: asRecord(response) };
    },
  },
  {
    name: "repair",
    searchHint: "memory fix broken links rebuild index",
    title: "Repair the memory store",
    description:
      "Fix what health found: remove broken links from memories, rebuild indexes and caches, normalise frontmatter. Rewrites memory files; run with dryRun first to see the plan.",
    inputSchema: object({
      scope: READ_SCOPE,
      dryRun: { type: "boolean", description: "Only say what would be done." },
    }),
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    destructive: true,
    async run(context, args) {
      const { repairStore } = await import("../ops/repair.js");
      const response = await repairStore(context, args as never);
      return { text: response.summary, structured: boundedRepair(response) };
    },
  },
];
